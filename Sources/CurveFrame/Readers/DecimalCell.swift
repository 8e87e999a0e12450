/// A CSV cell's number, read from its UTF-8 bytes where they lie: an optional sign, digits with
/// an optional fraction, an optional exponent, spaces and tabs around; finite. Anything else
/// (empty, `NA`, `inf`, `0x10`) is not one. The double is the correctly rounded one,
/// `Double(String)`'s, bit for bit.
///
/// A data series reads millions of cells, so the grammar is checked in one pass with no String
/// built, and most cells (at most 15 or so digits, a small exponent) are converted by one exact
/// IEEE operation; the rest by `Double(String)` on the number's bytes alone.
enum DecimalCell {
  /// The number in `bytes[start..<end]`, or nil.
  @inline(__always)
  static func value(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
    var (start, end) = (start, end)
    while start < end, isBlank(bytes[start]) { start += 1 }
    while end > start, isBlank(bytes[end - 1]) { end -= 1 }
    var i = start
    var negative = false
    if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
      negative = bytes[i] == UInt8(ascii: "-")
      i += 1
    }
    // The first 19 significant digits exactly (below 10^19 < 2^64), and whether a nonzero digit
    // was dropped past them; the value is significand × 10^exponent when none was.
    var significand: UInt64 = 0
    var kept = 0
    var dropped = false
    var exponent = 0
    var count = 0
    while i < end, bytes[i] &- UInt8(ascii: "0") < 10 {
      let digit = UInt64(bytes[i] &- UInt8(ascii: "0"))
      if kept < 19 {
        significand = significand &* 10 &+ digit
        if significand != 0 { kept += 1 }
      } else {
        exponent += 1
        if digit != 0 { dropped = true }
      }
      i += 1
      count += 1
    }
    if i < end, bytes[i] == UInt8(ascii: ".") {
      i += 1
      while i < end, bytes[i] &- UInt8(ascii: "0") < 10 {
        let digit = UInt64(bytes[i] &- UInt8(ascii: "0"))
        if kept < 19 {
          significand = significand &* 10 &+ digit
          if significand != 0 { kept += 1 }
          exponent -= 1
        } else if digit != 0 {
          dropped = true
        }
        i += 1
        count += 1
      }
    }
    guard count > 0 else { return nil }
    if i < end, bytes[i] | 0x20 == UInt8(ascii: "e") {
      i += 1
      var negativeExponent = false
      if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
        negativeExponent = bytes[i] == UInt8(ascii: "-")
        i += 1
      }
      let first = i
      var explicit = 0
      while i < end, bytes[i] &- UInt8(ascii: "0") < 10 {
        // Saturated: past ±100,000 any number over- or underflows whatever its digits.
        if explicit < 100_000 { explicit = explicit * 10 + Int(bytes[i] &- UInt8(ascii: "0")) }
        i += 1
      }
      guard i > first else { return nil }
      exponent += negativeExponent ? -explicit : explicit
    }
    guard i == end else { return nil }
    if !dropped, let magnitude = exact(significand, exponent) { return negative ? -magnitude : magnitude }
    guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)), value.isFinite else { return nil }
    return value
  }

  /// `significand × 10^exponent` when one IEEE operation gives it correctly rounded; nil otherwise.
  ///
  /// Why this is `Double(String)`'s double (Clinger's fast path): when significand < 2^53 it is
  /// a double exactly, and so is 10^k for 0 ≤ k ≤ 22 (10^k = 2^k · 5^k, and 5^22 < 2^53). IEEE
  /// 754 multiplication and division round the exact real result to nearest, ties to even; here
  /// that result is the decimal's value itself, so the one rounding is the correct rounding, as
  /// `Double(String)` (correctly rounded, ties to even) makes it. No overflow or underflow: the
  /// value lies in [10^−22, 2^53 · 10^22]. A larger exponent first moves powers of ten into the
  /// significand while it stays below 2^53 (`1e30` is 10^8 · 10^22), products that are exact.
  /// A zero significand is 0 (the caller's sign makes `-0`, as `Double("-0")` does).
  @inline(__always)
  static func exact(_ significand: UInt64, _ exponent: Int) -> Double? {
    guard significand < 1 << 53 else { return nil }
    if significand == 0 { return 0 }
    if exponent < 0 {
      guard exponent >= -22 else { return nil }
      return Double(significand) / powersOfTen[-exponent]
    }
    var (m, e) = (significand, exponent)
    while e > 22 {
      // 2^53 / 10 bounds m before the product, so m stays below 2^53 after it.
      guard m < (1 << 53) / 10 else { return nil }
      m *= 10
      e -= 1
    }
    return Double(m) * powersOfTen[e]
  }

  /// 10^0 through 10^22, each exactly a double.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// A space or a tab: what may surround a cell's number, and all a blank cell holds.
  @inline(__always)
  static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
