import CurveSampling

/// Numbers as the commands print and read them.
package enum NumberText {
  /// The shortest decimal that reads back to the same double (Swift's own shortest round-trip
  /// digits), tidied for JSON and scripts: `1` not `1.0`, `1e-05` → `1e-5`, `1e+16` → `1e16`.
  /// Non-finite values print as `nan`, `inf`, `-inf` (Swift writes every NaN, whatever its sign
  /// or payload, as `nan`).
  package static func format(_ value: Double) -> String {
    DecimalText.tidy(value)
  }

  /// A JSON number, or `null` for a non-finite value.
  package static func json(_ value: Double) -> String {
    value.isFinite ? format(value) : "null"
  }

  /// A decimal number as a person types it: optional sign, digits, optional fraction and
  /// exponent; also `inf`, `-inf` and `nan` (so a NaN can be refused with its own message).
  /// No hex, no separators. Correctly rounded; out-of-range magnitudes become ±inf.
  package static func parse(_ text: String) -> Double? {
    let trimmed = text
    switch trimmed.lowercased() {
    case "inf", "+inf", "infinity", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    case "nan", "+nan", "-nan": return .nan
    default: break
    }
    var sawDigit = false
    var sawExponent = false
    var previous: Character = " "
    for character in trimmed {
      switch character {
      case "0"..."9": sawDigit = true
      case ".": if sawExponent { return nil }
      case "e", "E":
        if sawExponent || !sawDigit { return nil }
        sawExponent = true
      case "+", "-":
        if !(previous == " " || previous == "e" || previous == "E") { return nil }
      default: return nil
      }
      previous = character
    }
    guard sawDigit else { return nil }
    return Double(trimmed)
  }
}
