/// Doubles as text, from Swift's shortest round-trip digits (the fewest that read back as the
/// same double). One place for the sampler's and the validator's messages, the command's output
/// and the plots' tick labels.
public enum DecimalText {
  /// As messages show a number: the shortest digits, `40` rather than `40.0` (`1e-05` stays).
  public static func message(_ value: Double) -> String {
    var text = ""
    appendMessage(value, to: &text)
    return text
  }

  /// Appends ``message(_:)``'s text for `value` to `text` (no intermediate string).
  public static func appendMessage(_ value: Double, to text: inout String) {
    let start = text.utf8.count
    value.write(to: &text)
    if text.utf8.count - start > 2, text.hasSuffix(".0") { text.removeLast(2) }
  }

  /// Tidied for JSON, scripts and labels: also `1e-05` → `1e-5` and `1e+16` → `1e16`.
  /// Non-finite values keep Swift's `nan`, `inf` and `-inf`.
  public static func tidy(_ value: Double) -> String {
    var text = value.description
    guard let e = text.firstIndex(of: "e") else {
      if text.hasSuffix(".0") { text.removeLast(2) }
      return text
    }
    var mantissa = String(text[..<e])
    var exponent = String(text[text.index(after: e)...])
    if mantissa.hasSuffix(".0") { mantissa.removeLast(2) }
    let negative = exponent.hasPrefix("-")
    if negative || exponent.hasPrefix("+") { exponent.removeFirst() }
    while exponent.count > 1, exponent.hasPrefix("0") { exponent.removeFirst() }
    text = mantissa + "e" + (negative ? "-" : "") + exponent
    return text
  }
}
