/// What the bytecode computes, for one kind of value: a double at a point
/// (``DoubleArithmetic``), an interval enclosure over a range of `x` (``EnclosureArithmetic``).
///
/// The instruction loop (``CompiledExpression/run(_:)``) is written once; a machine that keeps
/// registers of `Value`s runs it with one of these.
protocol Arithmetic {
  associatedtype Value
  /// Whether values enclose the real function: such an arithmetic runs the enclosure program,
  /// whose constants enclose the real numbers the expression denotes (see ``Compiler``).
  static var encloses: Bool { get }
  /// A constant operand.
  static func constant(_ value: Double) -> Value
  /// A constant of the enclosure program that is no double.
  static func constant(_ constant: EnclosedConstant) -> Value
  static func apply(_ operation: Instruction.UnaryOperation, _ a: Value) -> Value
  static func apply(_ operation: Instruction.BinaryOperation, _ a: Value, _ b: Value) -> Value
  /// `(a * scale) + offset`, rounded as written.
  static func affine(_ a: Value, _ scale: Double, _ offset: Double) -> Value
  /// `(a + (b′ * scale)) + offset`, `b′ = b * b` when `squared`, the offset only when present.
  static func axpy(_ a: Value, _ b: Value, _ scale: Double, squared: Bool, offset: Double?) -> Value
  /// 1 where `a` and `b` compare so, 0 where they do not or either has no value; over an
  /// interval, what the comparison may be.
  static func compare(_ comparison: SyntaxTree.Comparison, _ a: Value, _ b: Value) -> Value
  /// `a` where `condition` (a comparison's value) is 1, `b` where it is 0; over an interval
  /// where it may be either, a value holding both that may break.
  static func select(_ condition: Value, _ a: Value, _ b: Value) -> Value
}
