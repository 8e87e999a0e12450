/// A reason an expression or its parameters were refused, with the place it happened.
///
/// Errors are values: ``kind`` says what went wrong (and carries the offending text),
/// ``range`` says where, in characters (Unicode scalars) from the start of the expression.
/// Parameter errors have no place in the expression and a `nil` range.
/// The wording lives in `ExpressionError+Message.swift`, apart from the kinds.
public struct ExpressionError: Error, Sendable, Hashable {
  /// What went wrong. Grouped by the phase that finds it.
  public enum Kind: Sendable, Hashable {
    // MARK: Before tokenizing
    /// Nothing but whitespace.
    case empty
    /// Over ``ExpressionLimits/maximumLength`` characters; carries the length.
    case tooLong(length: Int)

    // MARK: Tokens
    /// A character outside the language (carries the Unicode scalar value).
    case unexpectedCharacter(UInt32)
    /// A byte that is not valid UTF-8 (only from ``CompiledExpression/init(utf8:parameters:language:)``).
    case invalidUTF8(UInt8)
    /// A number that stops half-way, such as `1e` or `1e+`; carries the text.
    case malformedNumber(String)
    /// A finite-looking literal that overflows binary64, such as `1e999`.
    case numberTooLarge(String)

    // MARK: Syntax
    /// An operand was expected (after an operator, an opening parenthesis or a comma) but the
    /// expression ended or something else came; carries the text found (empty at the end).
    case expectedOperand(found: String)
    /// Two operands in a row, such as `2x`, `x(2)` or `a b`: there is no implicit multiplication.
    case missingOperator(found: String)
    /// A `(` that is never closed.
    case unclosedParenthesis
    /// A `)` with no `(` to close.
    case unmatchedClosingParenthesis
    /// A `,` outside a function call's arguments.
    case unexpectedComma
    /// Deeper than ``ExpressionLimits/maximumNesting`` levels of parentheses, calls, signs and powers.
    case nestingTooDeep
    /// A `{` of a piecewise or a restriction that is never closed (math plots).
    case unclosedBrace
    /// A `}` with no `{` to close.
    case unmatchedClosingBrace
    /// A closing bracket of the other kind than the one open, as in `(x}`; carries both.
    case mismatchedBracket(closing: String, opening: String)
    /// A comparison or a `:` outside a piecewise's condition; carries its text.
    case misplacedComparison(String)
    /// A piecewise item or a restriction without a comparison (only a piecewise's last item,
    /// after a branch, may be a bare default); carries the text found instead.
    case expectedComparison(found: String)
    /// A piecewise condition followed by something other than `:` (only a lone `{COND}` needs
    /// none); carries the text found.
    case expectedColon(found: String)
    /// More than ``ExpressionLimits/maximumBranches`` items in one piecewise.
    case tooManyBranches

    // MARK: Names
    /// An identifier that is neither built in nor a parameter; carries the closest known name, if
    /// any, and the language it was read in (which decides the advice).
    case unknownName(String, suggestion: String?, language: ExpressionLanguage = .curveLayer)
    /// A parameter named in the expression that was dropped for being over the parameter limit.
    case droppedParameter(String)
    /// A function name used as a value, such as `sin + 1`.
    case functionWithoutCall(String)
    /// A call of something that is not a function, such as `pi(2)` or `a(x)`.
    case callOfNonFunction(String)
    /// A call with the wrong number of arguments.
    case wrongArgumentCount(function: String, expected: ArgumentCount, found: Int)

    // MARK: A math plot's definitions (`f(x) = x^2 - 1`)
    /// A definition's name, or its argument's, that is already a name of the plot; carries the
    /// name and what it is (`a built-in function`, `a variable`, `a parameter`, `a definition`,
    /// `another argument's name`).
    case definitionNameTaken(String, by: String)
    /// A second definition of the same name.
    case duplicateDefinition(String)
    /// A definition that calls itself, directly or through others; carries the names in the
    /// order they call each other, the first again at the end.
    case cyclicDefinition([String])
    /// A definition with no argument or more than two.
    case definitionArgumentCount(Int)
    /// A call of this definition that, written out in full, would take the expression over its
    /// 2,048 nodes.
    case definitionTooLarge(String)

    // MARK: Parameters (no position in the expression)
    /// A parameter name that is not an identifier `[A-Za-z_][A-Za-z0-9_]*`.
    case invalidParameterName(String)
    /// A parameter name that is taken by the language (`x`, `pi`, `e`, a function).
    case reservedParameterName(String)
    /// A parameter whose value is NaN.
    case parameterIsNaN(String)

    // MARK: Compiler bounds
    /// More intermediate values than the VM has registers for. Unreachable within the length and
    /// nesting limits; kept so the bound is checked, not assumed.
    case tooComplex
  }

  /// How many arguments a function takes.
  public enum ArgumentCount: Sendable, Hashable {
    /// Exactly this many.
    case exactly(Int)
    /// This many or more.
    case atLeast(Int)
    /// One of these two counts (a math plot's `log(x)` and `log(b, x)`).
    case either(Int, Int)
  }

  /// What went wrong, with what the message quotes.
  public var kind: Kind
  /// Where, in characters from the start of the expression; `nil` for parameter errors.
  public var range: Range<Int>?

  /// An error of `kind` at `range` (characters), or about a parameter (`nil`).
  public init(_ kind: Kind, at range: Range<Int>?) {
    self.kind = kind
    self.range = range
  }

  /// The same error placed `offset` characters further on: an error in a part of a text, placed
  /// in the whole.
  package func shifted(by offset: Int) -> ExpressionError {
    ExpressionError(kind, at: range.map { ($0.lowerBound + offset)..<($0.upperBound + offset) })
  }

  /// The character offset where the error is (0-based), if it has a place.
  public var offset: Int? { range?.lowerBound }
  /// The 1-based column where the error is, if it has a place.
  public var column: Int? { range.map { $0.lowerBound + 1 } }
}
