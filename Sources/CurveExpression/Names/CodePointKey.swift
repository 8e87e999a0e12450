/// A string compared and hashed by its code points (its UTF-8 bytes), as RFC 8259 and every JSON
/// reader an app would use compare keys. Swift's `String ==` uses canonical equivalence, under
/// which KELVIN SIGN (`"\u{212A}"`) equals `"K"` and an NFD `é` equals the NFC one: different
/// keys, ids and names to the app, so never the same one here.
package struct CodePointKey: Hashable, Sendable {
  package let text: String

  package init(_ text: String) {
    self.text = text
  }

  package static func == (a: CodePointKey, b: CodePointKey) -> Bool {
    a.text.hasSameCodePoints(as: b.text)
  }

  package func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

extension String {
  /// Whether the two strings are the same code points (byte for byte in UTF-8), not merely
  /// canonically equivalent.
  package func hasSameCodePoints(as other: String) -> Bool {
    utf8.elementsEqual(other.utf8)
  }

  /// Whether this string comes before `other` in code-point order (UTF-8 byte order, which is
  /// the same): the order of parameter names and of layer ids that tie on zIndex. Compared over
  /// the contiguous bytes (the generic comparison of the views cost more than a hundred
  /// instructions for one-letter names).
  package func precedesInCodePoints(_ other: String) -> Bool {
    var (a, b) = (self, other)
    return a.withUTF8 { x in
      b.withUTF8 { y in
        for i in 0..<Swift.min(x.count, y.count) where x[i] != y[i] { return x[i] < y[i] }
        return x.count < y.count
      }
    }
  }
}
