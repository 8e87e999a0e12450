/// The shortest decimal digits that read back as a double, and of those the nearest to it: the
/// digits Swift's `description` writes, found here with 128-bit integers (Steele and White's and
/// Burger and Dybvig's free-format method). The Embedded build's `description` spends about a
/// microsecond a number; this takes a few dozen integer steps a digit. Magnitudes far from 1
/// would need wider integers, and are left to `description` (`init` answers nil).
package struct ShortestDecimal {
  /// The digits as an integer (1 to 17 of them, the first not 0).
  package let digits: UInt64
  /// How many digits `digits` has.
  package let count: Int
  /// The power of ten of the first digit: the value is d.ddd × 10^`exponent`.
  package let exponent: Int

  /// The binary exponents (of the double's integer significand) whose scaled values stay below
  /// 2^125, so eight or ten times any of them fits in 128 bits: magnitudes from 2^-64 (about
  /// 5e-20) to 2^113 (about 1e34).
  private static let exponents = -116...60

  /// The shortest digits of `value`'s magnitude; nil for zero, infinities, NaN and magnitudes
  /// outside the range this works in.
  package init?(_ value: Double) {
    guard value.isFinite, value != 0, value.isNormal else { return nil }
    let significand = value.significandBitPattern | 1 << 52
    let e = Int(value.exponentBitPattern) - 1075
    guard Self.exponents.contains(e) else { return nil }
    // value = r / s exactly; the numbers within m⁻ / s below and m⁺ / s above read back as
    // `value` (half an ulp each way; the gap below a power of two is half the gap above).
    let lowerGapIsHalf = value.significandBitPattern == 0
    var r: Wide, s: Wide, mPlus: Wide, mMinus: Wide
    if e >= 0 {
      let ulp = Wide(1) << e
      r = Wide(significand) << (e + (lowerGapIsHalf ? 2 : 1))
      s = Wide(lowerGapIsHalf ? 4 : 2)
      mPlus = lowerGapIsHalf ? ulp << 1 : ulp
      mMinus = ulp
    } else {
      r = Wide(significand) << (lowerGapIsHalf ? 2 : 1)
      s = Wide(1) << (-e + (lowerGapIsHalf ? 2 : 1))
      mPlus = Wide(lowerGapIsHalf ? 2 : 1)
      mMinus = Wide(1)
    }
    // Round-half-even reading: an even significand also owns the ends of its interval.
    let endsIncluded = significand & 1 == 0
    // k = ⌈log10(high end)⌉, estimated from the binary exponent (exact or one short), then fixed.
    let bits = Double(e + 52) * 0.30102999566398114
    var k = Int((bits - 1e-10).rounded(.up))
    if k >= 0 {
      for _ in 0..<k { s = s.timesTen }
    } else {
      for _ in 0..<(-k) { r = r.timesTen; mPlus = mPlus.timesTen; mMinus = mMinus.timesTen }
    }
    let high = r + mPlus
    if endsIncluded ? high >= s : high > s {
      s = s.timesTen
      k += 1
    }
    // Digits, one at a time, until the rest of the interval holds a shorter number.
    let s2 = s << 1, s4 = s << 2, s8 = s << 3
    var digits: UInt64 = 0
    var count = 0
    while true {
      r = r.timesTen
      mPlus = mPlus.timesTen
      mMinus = mMinus.timesTen
      var digit: UInt64 = 0  // r / s, which is below 10
      if r >= s8 { r = r - s8; digit += 8 }
      if r >= s4 { r = r - s4; digit += 4 }
      if r >= s2 { r = r - s2; digit += 2 }
      if r >= s { r = r - s; digit += 1 }
      let low = endsIncluded ? r <= mMinus : r < mMinus
      let highEnd = r + mPlus
      let up = endsIncluded ? highEnd >= s : highEnd > s
      count += 1
      if !low && !up {
        digits = digits * 10 + digit
        continue
      }
      // The last digit: the nearer of digit and digit + 1 that is inside the interval.
      if low && up {
        let twice = r << 1
        if twice > s || (twice == s && digit & 1 == 1) { digit += 1 }
      } else if up {
        digit += 1
      }
      digits = digits * 10 + digit
      break
    }
    self.digits = digits
    self.count = count
    self.exponent = k - 1
  }
}

/// An unsigned 128-bit integer with only what the digit loop needs (shifts, sums, comparisons):
/// no multiplication or division, which wasm32 would call out for.
private struct Wide: Comparable {
  var high: UInt64
  var low: UInt64

  init(_ value: UInt64) {
    high = 0
    low = value
  }

  private init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  static func << (value: Wide, shift: Int) -> Wide {
    if shift == 0 { return value }
    if shift >= 64 { return Wide(high: value.low << (shift - 64), low: 0) }
    return Wide(high: value.high << shift | value.low >> (64 - shift), low: value.low << shift)
  }

  static func + (a: Wide, b: Wide) -> Wide {
    let (low, carry) = a.low.addingReportingOverflow(b.low)
    return Wide(high: a.high &+ b.high &+ (carry ? 1 : 0), low: low)
  }

  static func - (a: Wide, b: Wide) -> Wide {
    let (low, borrow) = a.low.subtractingReportingOverflow(b.low)
    return Wide(high: a.high &- b.high &- (borrow ? 1 : 0), low: low)
  }

  static func < (a: Wide, b: Wide) -> Bool {
    a.high != b.high ? a.high < b.high : a.low < b.low
  }

  // The other comparisons written out: Comparable's generic ones are slow in debug builds.
  static func > (a: Wide, b: Wide) -> Bool { b < a }
  static func <= (a: Wide, b: Wide) -> Bool { !(b < a) }
  static func >= (a: Wide, b: Wide) -> Bool { !(a < b) }

  /// 10 × self, as 8 × self + 2 × self.
  var timesTen: Wide { (self << 3) + (self << 1) }
}
