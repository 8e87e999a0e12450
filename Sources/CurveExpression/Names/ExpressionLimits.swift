/// The bounds the engine enforces. Each is checked where input could exceed it, and has a test.
public enum ExpressionLimits {
  /// The longest expression, in characters (Unicode scalars), from the protocol.
  public static let maximumLength = 512
  /// The most parameters; the rest are dropped (see ``ParameterSet``).
  public static let maximumParameters = 64
  /// Parameter values are clamped to `[-maximumParameterMagnitude, maximumParameterMagnitude]`.
  public static let maximumParameterMagnitude = 1e9
  /// The parameters' range as messages write it (a test holds it to the magnitude above).
  package static let parameterRange = "±1e9"
  /// The deepest nesting of parentheses, calls, unary signs and right-hand sides of `^`.
  /// Bounds the parser's recursion, and with it the stack, whatever the input.
  public static let maximumNesting = 64
  /// The most vector registers a program may use. Within the nesting limit a program needs at most
  /// `maximumNesting + 2`; the scalar VM keeps a program's registers (as many as it uses) in a
  /// temporary allocation, on the stack at this size.
  public static let maximumRegisters = 128
  /// The most items of one piecewise `{…}` of the math-plot language (each branch's condition
  /// and value stay in registers until the last branch is computed).
  public static let maximumBranches = 32
  /// The most nodes of a syntax tree: a chained condition's middle operand is appended twice,
  /// so copies inside copies could double at each level.
  package static let maximumNodes = 4 * maximumLength
}
