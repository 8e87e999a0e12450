/// Text from the input, shortened for messages and JSON paths. A frame may carry a 200,000-byte
/// key or colour string, and a command line a 10,000-digit number: a message or path that quoted
/// it whole (once per problem) would grow with the input; shortened, each costs a bounded amount.
package enum ShortText {
  /// The most characters (Unicode scalars) of one value quoted in a message.
  package static let quotedLimit = 40
  /// The most bytes of one key (or data path) written in a problem's path.
  package static let pathPartLimit = 64

  /// `text` in double quotes, its first `quotedLimit` characters and `…` when longer.
  package static func quoted(_ text: String) -> String {
    "\"" + clipped(text) + "\""
  }

  /// The first `quotedLimit` characters of `text`, and `…` when it is longer.
  package static func clipped(_ text: String) -> String {
    prefix(text, quotedLimit)
  }

  /// `text` when at most `limit` UTF-8 bytes; else its first `limit / 2`
  /// scalars, `…`, and how long it was (`averylongkey…(200000 bytes)`).
  package static func pathPart(_ text: String, limit: Int = pathPartLimit) -> String {
    let count = text.utf8.count
    guard count > limit else { return text }
    return prefix(text, limit / 2) + "(\(count) bytes)"
  }

  /// The first `limit` Unicode scalars of `text`, then `…` when something was left out.
  private static func prefix(_ text: String, _ limit: Int) -> String {
    var out = ""
    var kept = 0
    for scalar in text.unicodeScalars {
      guard kept < limit else { return out + "…" }
      out.unicodeScalars.append(scalar)
      kept += 1
    }
    return out
  }
}
