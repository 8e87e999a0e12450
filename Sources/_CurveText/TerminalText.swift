/// Text from the input (keys, ids, paths, messages that quote it) made safe to print on a
/// terminal: control characters (newlines included), ANSI and OSC escape sequences (they start
/// with a control character) and bidirectional-text controls are written as `\u{…}`, so input
/// can neither forge a line of a report nor restyle or reorder the terminal's text. The command
/// and the WebAssembly module (its messages) share it.
package enum TerminalText {
  package static func safe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` quoted in a message: its first 40 characters, made safe, in single quotes (a
  /// 10,000-digit argument makes a one-line message, not a 10 KB one).
  package static func quoted(_ text: String) -> String {
    "'" + safe(ShortText.clipped(text)) + "'"
  }

  /// Each line of `text` made safe, the line breaks kept (for text this program lays out in
  /// lines, such as an expression error with its caret).
  package static func safeLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { safe(String($0)) }.joined(separator: "\n")
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0: true  // C0, DEL, C1 (CSI and OSC included)
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional controls
    case 0x2028, 0x2029: true  // line and paragraph separators
    default: false
    }
  }
}
