/// One token of an expression. `start..<end` are character offsets (the lexer only ever
/// accepts ASCII, so they are byte offsets too).
struct Token {
  enum Kind: Equatable {
    /// A literal: its correctly rounded double, and what the certified paths know of its value.
    case number(DecimalLiteral)
    case identifier
    case plus, minus, star, slash, caret
    case openParenthesis, closeParenthesis, comma
    /// The math-plot language's piecewise and restrictions: `{`, `}`, `:` and a comparison.
    case openBrace, closeBrace, colon
    /// The math-plot language's postfix factorial, `x!`.
    case exclamation
    case comparison(SyntaxTree.Comparison)
    case end
  }

  var kind: Kind
  var start: Int
  var end: Int

  var range: Range<Int> { start..<end }
}
