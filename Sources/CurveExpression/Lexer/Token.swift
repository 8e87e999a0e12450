/// One token of an expression. `start..<end` are character offsets (the lexer only ever
/// accepts ASCII, so they are byte offsets too).
struct Token {
  enum Kind: Equatable {
    /// A literal: its correctly rounded double, and where the decimal value lies from it.
    case number(Double, LiteralRounding)
    case identifier
    case plus, minus, star, slash, caret
    case openParenthesis, closeParenthesis, comma
    case end
  }

  var kind: Kind
  var start: Int
  var end: Int

  var range: Range<Int> { start..<end }
}
