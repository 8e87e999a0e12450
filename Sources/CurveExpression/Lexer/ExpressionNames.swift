/// The names in a text, as the lexer reads them.
package enum ExpressionNames {
  /// The names `text` spells, in order, as the parser would read them; a character the language
  /// does not have is skipped, so the scan goes on past it (a math plot reads an item's form
  /// before any part of it is compiled).
  package static func spelt(in text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var names: [String] = []
      var start = 0
      while start < bytes.count {
        var lexer = Lexer(UnsafeBufferPointer(rebasing: bytes[start...]))
        do throws(ExpressionError) {
          while true {
            let token = try lexer.next()
            if token.kind == .end { return names }
            if token.kind == .identifier { names.append(lexer.text(of: token)) }
          }
        } catch {
          // Past what the lexer stopped at: always at least one byte on.
          start += Swift.max(1, lexer.position, error.range?.upperBound ?? 0)
        }
      }
      return names
    }
  }
}
