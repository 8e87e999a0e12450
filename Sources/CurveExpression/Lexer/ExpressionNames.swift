/// The names in a text, as the lexer reads them.
package enum ExpressionNames {
  /// The names `text` spells, in order, as the parser would read them; a character the language
  /// does not have is skipped, so the scan goes on past it (a math plot reads an item's form
  /// before any part of it is compiled).
  package static func spelt(in text: String) -> [String] {
    located(in: text).map { $0.name }
  }

  /// The names `text` spells, as ``spelt(in:)`` reads them, each with its range in characters.
  package static func located(in text: String) -> [(name: String, range: Range<Int>)] {
    var text = text
    return text.withUTF8 { bytes in
      var names: [(name: String, range: Range<Int>)] = []
      // Characters are Unicode scalars: the bytes that do not continue a UTF-8 sequence.
      func characters(before offset: Int) -> Int { bytes[..<offset].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) } }
      var start = 0
      while start < bytes.count {
        var lexer = Lexer(UnsafeBufferPointer(rebasing: bytes[start...]))
        do throws(ExpressionError) {
          while true {
            let token = try lexer.next()
            if token.kind == .end { return names }
            if token.kind == .identifier {
              let lower = characters(before: start + token.start)
              names.append((lexer.text(of: token), lower..<(lower + token.end - token.start)))
            }
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
