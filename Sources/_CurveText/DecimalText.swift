/// Doubles as text, from Swift's shortest round-trip digits (the fewest that read back as the
/// same double), and back. One place for the sampler's and the validator's messages, the
/// commands' output and arguments, and the plots' tick labels.
package enum DecimalText {
  /// As messages show a number: the shortest digits, `40` rather than `40.0` (`1e-05` stays).
  package static func message(_ value: Double) -> String {
    String(withoutPointZero(value.description))
  }

  /// A note that a number was clamped: `40 clamped to 16 (1–16)`.
  package static func clampNote(_ given: Double, to kept: Double, in range: ClosedRange<Double>) -> String {
    "\(message(given)) clamped to \(message(kept)) (\(message(range.lowerBound))–\(message(range.upperBound)))"
  }

  /// Appends ``message(_:)``'s text for `value` to `text` (no intermediate string).
  package static func appendMessage(_ value: Double, to text: inout String) {
    let start = text.utf8.count
    value.write(to: &text)
    let bytes = text.utf8
    if bytes.count - start > 2, bytes.last == UInt8(ascii: "0"), bytes[bytes.index(bytes.endIndex, offsetBy: -2)] == UInt8(ascii: ".") {
      text.unicodeScalars.removeLast(2)
    }
  }

  /// `digits` without a trailing `.0` (compared as bytes).
  private static func withoutPointZero(_ digits: String) -> Substring {
    let bytes = digits.utf8
    guard bytes.count > 2, bytes.last == UInt8(ascii: "0"), bytes[bytes.index(bytes.endIndex, offsetBy: -2)] == UInt8(ascii: ".") else {
      return Substring(digits)
    }
    return Substring(bytes.dropLast(2))
  }

  /// As the commands print a number, for JSON, scripts and labels: the shortest digits, `1` not
  /// `1.0`, `1e-05` → `1e-5` and `1e+16` → `1e16` (what `description` writes, tidied).
  /// Non-finite values print as `nan`, `inf` and `-inf` (every NaN, whatever its sign or
  /// payload, as `nan`).
  package static func tidy(_ value: Double) -> String {
    var bytes: [UInt8] = []
    appendTidy(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``tidy(_:)``'s UTF-8 for `value` to `bytes`: the digits from ``ShortestDecimal``
  /// (the same as `description`'s, which the Embedded build writes several times slower), laid
  /// out as `description` lays them out: positionally from 1e-4 to 2^53, else with an exponent.
  package static func appendTidy(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else {
      bytes += value.isNaN ? Array("nan".utf8) : value < 0 ? Array("-inf".utf8) : Array("inf".utf8)
      return
    }
    if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
    if value == 0 { return bytes.append(UInt8(ascii: "0")) }
    guard let decimal = ShortestDecimal(value) else {
      return bytes += Array(tidyByDescription(value.magnitude).utf8)
    }
    let zero = UInt8(ascii: "0"), point = UInt8(ascii: ".")
    // At most 40 bytes: 0.000 and 17 digits, 16 digits and zeros to 2^53, or d.16 digits e-308.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { text in
      // The digits first, at 40..<40+count, least significant last: in two 32-bit halves of
      // eight and nine digits, since wasm32 divides a 64-bit number by 10 through a 128-bit
      // product.
      let count = decimal.count, exponent = decimal.exponent
      let high = decimal.digits / 100_000_000
      var low = UInt32(truncatingIfNeeded: decimal.digits - high &* 100_000_000)
      var rest = UInt32(truncatingIfNeeded: high)
      for index in stride(from: 40 + count - 1, through: 40, by: -1) {
        if index >= 40 + count - 8 {
          text[index] = zero + UInt8(truncatingIfNeeded: low % 10)
          low /= 10
        } else {
          text[index] = zero + UInt8(truncatingIfNeeded: rest % 10)
          rest /= 10
        }
      }
      var out = ByteWriter(text: text)
      let magnitude = value.magnitude
      if magnitude >= 1e-4, magnitude <= 0x1p53 {
        // Positional: 0.000ddd, ddd000, or ddd.ddd.
        if exponent < 0 {
          out.put(zero)
          out.put(point)
          for _ in 0..<(-exponent - 1) { out.put(zero) }
        }
        for index in 0..<count {
          if exponent >= 0, index == exponent + 1 { out.put(point) }
          out.put(text[40 + index])
        }
        if exponent + 1 > count { for _ in 0..<(exponent + 1 - count) { out.put(zero) } }
      } else {
        // With an exponent: d.ddde-5, de16.
        for index in 0..<count {
          if index == 1 { out.put(point) }
          out.put(text[40 + index])
        }
        out.put(UInt8(ascii: "e"))
        if exponent < 0 { out.put(UInt8(ascii: "-")) }
        let power = exponent.magnitude  // at most 324
        if power >= 100 { out.put(zero + UInt8(power / 100)) }
        if power >= 10 { out.put(zero + UInt8(power / 10 % 10)) }
        out.put(zero + UInt8(power % 10))
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[0..<out.length]))
    }
  }

  /// ``tidy(_:)`` of a finite magnitude outside ``ShortestDecimal``'s range, from `description`.
  private static func tidyByDescription(_ value: Double) -> String {
    let text = value.description
    let utf8 = text.utf8
    guard let e = utf8.firstIndex(of: UInt8(ascii: "e")) else { return String(withoutPointZero(text)) }
    let mantissa = withoutPointZero(String(Substring(utf8[..<e])))
    var exponent = utf8[utf8.index(after: e)...]
    let negative = exponent.first == UInt8(ascii: "-")
    if negative || exponent.first == UInt8(ascii: "+") { exponent = exponent.dropFirst() }
    while exponent.count > 1, exponent.first == UInt8(ascii: "0") { exponent = exponent.dropFirst() }
    return mantissa + (negative ? "e-" : "e") + String(Substring(exponent))
  }

  /// A number rounded for a person to read, to `digits` significant digits (1…15): `3.142` for
  /// π, `-0.0001`, `2.5e-27`, `1.235e20`, `2.47e-323` for the double nearest 2.47e-323. Rounded
  /// from the double's exact decimal value (halves away from zero), so no binary noise shows and
  /// subnormals keep their digits. Non-finite values as ``tidy(_:)``.
  package static func approximate(_ value: Double, digits: Int = 4) -> String {
    guard value.isFinite, value != 0 else { return tidy(value) }
    let digits = Swift.min(Swift.max(digits, 1), 15)
    var (text, exponent) = exactDigits(Swift.abs(value))
    // Round to `digits` digits: up when the first digit dropped is 5 or more.
    var kept = Array(text.prefix(digits).utf8)
    if text.utf8.count > digits, Array(text.utf8)[digits] >= UInt8(ascii: "5") {
      var i = kept.count - 1
      while i >= 0, kept[i] == UInt8(ascii: "9") { kept[i] = UInt8(ascii: "0"); i -= 1 }
      if i >= 0 { kept[i] += 1 } else { kept.insert(UInt8(ascii: "1"), at: 0); kept.removeLast(); exponent += 1 }
    }
    while kept.count > 1, kept.last == UInt8(ascii: "0") { kept.removeLast() }
    text = String(decoding: kept, as: UTF8.self)
    let sign = value < 0 ? "-" : ""
    if exponent < -5 || exponent >= 15 {
      let head = String(text.prefix(1)), tail = String(text.dropFirst())
      return sign + head + (tail.isEmpty ? "" : "." + tail) + "e" + String(exponent)
    }
    if exponent < 0 { return sign + "0." + String(repeating: "0", count: -exponent - 1) + text }
    if text.count <= exponent + 1 { return sign + text + String(repeating: "0", count: exponent + 1 - text.count) }
    return sign + String(text.prefix(exponent + 1)) + "." + String(text.dropFirst(exponent + 1))
  }

  /// All the decimal digits of a finite positive double (no leading zeros) and the power of ten
  /// of the first: `value` = significand · 2^e is an integer times 2^e, or times 5^−e / 10^−e.
  private static func exactDigits(_ value: Double) -> (digits: String, exponent: Int) {
    let significand = value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)
    let e = value.isNormal ? Int(value.exponentBitPattern) - 1075 : -1074
    // A big integer, 32 bits a limb, least significant first.
    var limbs: [UInt32] = [UInt32(truncatingIfNeeded: significand), UInt32(truncatingIfNeeded: significand >> 32)]
    func multiply(by factor: UInt32) {
      var carry: UInt64 = 0
      for i in limbs.indices {
        let product = UInt64(limbs[i]) * UInt64(factor) + carry
        limbs[i] = UInt32(truncatingIfNeeded: product)
        carry = product >> 32
      }
      if carry != 0 { limbs.append(UInt32(carry)) }
    }
    var steps = Swift.abs(e)
    while steps > 0 {
      let step = Swift.min(steps, e > 0 ? 31 : 13)
      if e > 0 { multiply(by: 1 << UInt32(step)) } else {
        var power: UInt32 = 1
        for _ in 0..<step { power *= 5 }
        multiply(by: power)
      }
      steps -= step
    }
    // Nine decimal digits at a time, least significant first.
    var chunks: [UInt32] = []
    while limbs.contains(where: { $0 != 0 }) {
      var remainder: UInt64 = 0
      for i in limbs.indices.reversed() {
        let current = remainder << 32 | UInt64(limbs[i])
        limbs[i] = UInt32(current / 1_000_000_000)
        remainder = current % 1_000_000_000
      }
      while limbs.last == 0 { limbs.removeLast() }
      chunks.append(UInt32(remainder))
    }
    var text = String(chunks.last ?? 0)
    for chunk in chunks.dropLast().reversed() {
      let part = String(chunk)
      text += String(repeating: "0", count: 9 - part.count) + part
    }
    return (text, text.count - 1 + Swift.min(e, 0))
  }

  /// A whole number with its thousands grouped, as the messages quote the protocol's limits:
  /// `524,288`, `-1,000,000`.
  package static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = value < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }

  /// A whole number held as a double, grouped (`1,000,000`); any other value as ``message(_:)``.
  package static func grouped(_ value: Double) -> String {
    guard value == value.rounded(), value.magnitude < 0x1p53 else { return message(value) }
    return grouped(Int(value))  // whole and within 2^53: exact
  }

  /// A JSON number (``tidy(_:)``), or `null` for a non-finite value.
  package static func json(_ value: Double) -> String {
    value.isFinite ? tidy(value) : "null"
  }

  /// Appends ``json(_:)``'s UTF-8 for `value` to `bytes`.
  package static func appendJSON(_ value: Double, to bytes: inout [UInt8]) {
    if value.isFinite { appendTidy(value, to: &bytes) } else { bytes += Array("null".utf8) }
  }

  /// A decimal number as a person types it: optional sign, digits, optional fraction and
  /// exponent; also `inf`, `-inf` and `nan` (so a NaN can be refused with its own message).
  /// No hex, no separators. Correctly rounded; out-of-range magnitudes become ±inf.
  package static func parse(_ text: String) -> Double? {
    switch text.lowercased() {
    case "inf", "+inf", "infinity", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    case "nan", "+nan", "-nan": return .nan
    default: break
    }
    var sawDigit = false
    var sawExponent = false
    var previous: Character = " "
    for character in text {
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
    return Double(text)
  }
}

/// Bytes written one after another into a buffer (a value the loop keeps in registers, where a
/// closure over a counter would keep it in memory).
private struct ByteWriter {
  let text: UnsafeMutableBufferPointer<UInt8>
  var length = 0

  @inline(__always)
  mutating func put(_ byte: UInt8) {
    text[length] = byte
    length += 1
  }
}
