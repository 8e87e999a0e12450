/// The shortest decimal digits that read back as a double, and of those the nearest to it: the
/// digits Swift's `description` writes, found here in integers (Steele and White's and Burger
/// and Dybvig's free-format method), which the Embedded build's `description` is several times
/// slower than. From 2^-6 to 2^53, where most plotted numbers lie, the integer part is exact in
/// 64 bits and the fraction's denominator a power of two, so a digit is a multiply and a shift;
/// elsewhere in 128 bits. Magnitudes far from 1 would need wider integers, and are left to
/// `description` (`init` answers nil).
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

  /// 10^0 to 10^19.
  private static let powersOfTen: [UInt64] = [
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000, 10_000_000_000, 100_000_000_000,
    1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000, 1_000_000_000_000_000, 10_000_000_000_000_000,
    100_000_000_000_000_000, 1_000_000_000_000_000_000, 10_000_000_000_000_000_000,
  ]

  /// The shortest digits of `value`'s magnitude; nil for zero, infinities, NaN and magnitudes
  /// outside the range this works in.
  package init?(_ value: Double) {
    guard value.isFinite, value != 0, value.isNormal else { return nil }
    let significand = value.significandBitPattern | 1 << 52
    let e = Int(value.exponentBitPattern) - 1075
    guard Self.exponents.contains(e) else { return nil }
    let lowerGapIsHalf = value.significandBitPattern == 0
    if (-58)...(-1) ~= e {
      (digits, count, exponent) = Self.withFraction(significand, fractionBits: -e, lowerGapIsHalf: lowerGapIsHalf)
      return
    }
    // value = r / s exactly; the numbers within m⁻ / s below and m⁺ / s above read back as
    // `value` (half an ulp each way; the gap below a power of two is half the gap above).
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

  /// The digits of significand / 2^`fractionBits` (1 to 58 fraction bits, so 2^-6 ≤ value <
  /// 2^53): the integer part's digits, all of them (an interval narrower than 1 cannot end
  /// inside them, except where the digits left are all 0 or all 9, which the test after them
  /// finds as well), then the fraction's one at a time, each 10 × the rest over a power of two.
  private static func withFraction(_ significand: UInt64, fractionBits: Int, lowerGapIsHalf: Bool) -> (UInt64, Int, Int) {
    let endsIncluded = significand & 1 == 0
    // The fraction and the half-gaps in units of a quarter ulp (2^-(fractionBits + 2)), all at
    // most 2^60 while digits go on, so ten times any of them fits in 64 bits.
    let shift = UInt64(fractionBits + 2)
    let one: UInt64 = 1 << shift
    var r = (significand & ((1 << UInt64(fractionBits)) - 1)) << 2
    var mPlus: UInt64 = 2
    var mMinus: UInt64 = lowerGapIsHalf ? 1 : 2
    var digits = significand >> UInt64(fractionBits)
    var count = 0
    while digits >= Self.powersOfTen[count] { count += 1 }  // below 2^53: at most 16 digits
    var exponent = count - 1
    if count > 0, let up = Self.ending(r, mPlus, mMinus, one, endsIncluded, lastOdd: digits & 1 == 1) {
      if up { digits += 1 }
    } else {
      // Wrapping products (the bounds above hold): a checked one is a 128-bit product in wasm32.
      while true {
        r = r &* 10
        mPlus = mPlus &* 10
        mMinus = mMinus &* 10
        let digit = r >> shift
        r &= one - 1
        if count == 0 && digit == 0 {  // a leading zero of a value below 1
          exponent -= 1
          continue
        }
        digits = digits &* 10 &+ digit
        count += 1
        if let up = Self.ending(r, mPlus, mMinus, one, endsIncluded, lastOdd: digit & 1 == 1) {
          if up { digits += 1 }
          // A fraction's last digit is never 0, and one more is 0 only by a carry (9 + 1).
          if !up || digit < 9 { return (digits, count, exponent) }
          break
        }
      }
    }
    // Carried into a new digit (999 + 1 = 1000), or ended with zeros (an integer part 1200).
    if digits == Self.powersOfTen[count] {
      count += 1
      exponent += 1
    }
    while digits % 10 == 0 {
      digits /= 10
      count -= 1
    }
    return (digits, count, exponent)
  }

  /// Whether the digits end with a rest `r` (of `one`) and half-gaps `mPlus` and `mMinus`: nil
  /// to go on; else whether the last digit goes up by one (the nearer end, or on a tie the even
  /// digit). Values, not a closure over the loop's: captured variables live in memory in wasm.
  @inline(__always)
  private static func ending(_ r: UInt64, _ mPlus: UInt64, _ mMinus: UInt64, _ one: UInt64, _ endsIncluded: Bool, lastOdd: Bool) -> Bool? {
    let low = endsIncluded ? r <= mMinus : r < mMinus
    let high = endsIncluded ? r &+ mPlus >= one : r &+ mPlus > one
    if !low && !high { return nil }
    if low && high { return r << 1 > one || (r << 1 == one && lastOdd) }
    return high
  }
}

/// An unsigned 128-bit integer with only what the digit loop needs (shifts, sums, comparisons):
/// no multiplication or division, which wasm32 would call out for. Masking shifts and forced
/// inlining: the Embedded build at -Osize otherwise calls a checked shift for each.
private struct Wide {
  var high: UInt64
  var low: UInt64

  @inline(__always)
  init(_ value: UInt64) {
    high = 0
    low = value
  }

  @inline(__always)
  private init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// `value` · 2^`shift`, for a shift of 0 to 127 that loses no bits.
  @inline(__always)
  static func << (value: Wide, shift: Int) -> Wide {
    if shift == 0 { return value }
    if shift >= 64 { return Wide(high: value.low &<< UInt64(shift - 64), low: 0) }
    let s = UInt64(shift)
    return Wide(high: value.high &<< s | value.low &>> (64 - s), low: value.low &<< s)
  }

  @inline(__always)
  static func + (a: Wide, b: Wide) -> Wide {
    let (low, carry) = a.low.addingReportingOverflow(b.low)
    return Wide(high: a.high &+ b.high &+ (carry ? 1 : 0), low: low)
  }

  @inline(__always)
  static func - (a: Wide, b: Wide) -> Wide {
    let (low, borrow) = a.low.subtractingReportingOverflow(b.low)
    return Wide(high: a.high &- b.high &- (borrow ? 1 : 0), low: low)
  }

  @inline(__always)
  static func < (a: Wide, b: Wide) -> Bool { a.high != b.high ? a.high < b.high : a.low < b.low }
  @inline(__always)
  static func > (a: Wide, b: Wide) -> Bool { b < a }
  @inline(__always)
  static func <= (a: Wide, b: Wide) -> Bool { !(b < a) }
  @inline(__always)
  static func >= (a: Wide, b: Wide) -> Bool { !(a < b) }
  @inline(__always)
  static func == (a: Wide, b: Wide) -> Bool { a.high == b.high && a.low == b.low }

  /// 10 × self, as 8 × self + 2 × self.
  var timesTen: Wide {
    @inline(__always) get {
      Wide(high: high &<< 3 | low &>> 61, low: low &<< 3) + Wide(high: high &<< 1 | low &>> 63, low: low &<< 1)
    }
  }
}
