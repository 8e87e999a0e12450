/// A decimal literal as the certified paths know it: the correctly rounded double that
/// evaluation computes with, where the exact decimal value lies from it, and a ball holding that
/// value to about 2^−104 (for the refinement of certified points).
package struct DecimalLiteral: Sendable, Equatable {
  /// The correctly rounded double.
  package let value: Double
  /// Where the decimal value lies from ``value``.
  package let rounding: LiteralRounding
  /// A ball holding the decimal value.
  package let ball: PreciseBall

  /// The literal `bytes` (the lexer's `digits ['.' [digits]] [e[±]digits]`), already read as the
  /// correctly rounded `value`, finite.
  init(_ bytes: UnsafeBufferPointer<UInt8>, value: Double) {
    let (digits, exponent) = LiteralRounding.digits(of: bytes)
    self.value = value
    rounding = LiteralRounding(digits: digits, exponent: exponent, value: value)
    let enclosure = Enclosure(literal: value, rounding)
    ball = rounding == .exact ? PreciseBall(value) : PreciseBall.decimal(digits, exponent) ?? PreciseBall(enclosure)
  }

  /// A literal that is exactly `value` (for tests and tools that build trees).
  package init(exactly value: Double) {
    (self.value, rounding, ball) = (value, .exact, PreciseBall(value))
  }
}

/// How a decimal literal's double relates to the exact decimal value it denotes: the certified
/// paths enclose a literal by the double alone where it is exact, and by the double and its
/// neighbour on the side of the true value otherwise (`0.1` lies between the double 0.1 and the
/// next one down).
package enum LiteralRounding: Sendable, Equatable {
  /// The double is the decimal value.
  case exact
  /// The double is below the decimal value (which lies before the next double up).
  case down
  /// The double is above the decimal value (which lies after the next double down).
  case up

  /// The significant digits of the literal `bytes` (no leading or trailing zeros) and the
  /// power of ten they are multiplied by.
  static func digits(of bytes: UnsafeBufferPointer<UInt8>) -> (digits: [UInt8], exponent: Int) {
    var digits: [UInt8] = []  // significant digits, without leading zeros
    var exponent = 0  // the value is digits × 10^exponent
    var index = 0
    var fraction = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        fraction = true
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        if byte != UInt8(ascii: "0") || !digits.isEmpty { digits.append(byte - UInt8(ascii: "0")) }
        if fraction { exponent -= 1 }
      } else {
        break  // the exponent's `e`
      }
      index += 1
    }
    if index < bytes.count {
      index += 1
      var negative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
        negative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      var explicit = 0
      while index < bytes.count {
        // Saturated as the lexer saturates it: past ±100,000 any literal over- or underflows.
        if explicit < 100_000 { explicit = explicit * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
        index += 1
      }
      exponent += negative ? -explicit : explicit
    }
    while digits.last == 0 {
      digits.removeLast()
      exponent += 1
    }
    return (digits, exponent)
  }

  /// Compares `digits × 10^exponent` with `value`, exactly, in integers.
  init(digits: [UInt8], exponent: Int, value: Double) {
    guard !digits.isEmpty else {
      self = .exact  // the literal is 0, and so is its double
      return
    }
    // A nonzero literal read as 0 underflowed: the double is below it.
    guard value != 0 else {
      self = .down
      return
    }
    // A nonzero double is at least 2^−1074 and below 2^1024, so the literal's magnitude
    // (10^(digits + exponent − 1) and up) is bounded, and so are the integers below.
    let magnitude = digits.count + exponent
    guard magnitude > -400, magnitude < 400 else {
      self = magnitude < 0 ? .down : .up
      return
    }
    // value = significand × 2^power, exactly.
    let bits = value.significandBitPattern
    let biased = Int(value.exponentBitPattern)
    let significand = biased == 0 ? bits : bits | (1 << 52)
    let power = (biased == 0 ? 1 : biased) - 1075
    // Both sides times 10^a · 2^b, so each is an integer.
    let a = Swift.max(-exponent, 0)
    let b = Swift.max(-power, 0)
    var decimal = Natural(digits: digits)
    decimal.multiply(byPowerOfTen: exponent + a)
    decimal.shiftLeft(b)
    var binary = Natural(significand)
    binary.shiftLeft(power + b)
    binary.multiply(byPowerOfTen: a)
    switch decimal.compare(binary) {
    case 0: self = .exact
    case 1: self = .down
    default: self = .up
    }
  }
}

extension PreciseBall {
  /// `digits × 10^exponent` as a ball, for literals of at most 30 digits within 10^±250 (the
  /// rest are enclosed between two doubles only): each step a ball operation, so the radius
  /// bounds every rounding.
  static func decimal(_ digits: [UInt8], _ exponent: Int) -> PreciseBall? {
    guard digits.count <= 30, Swift.abs(exponent) <= 250, Swift.abs(digits.count + exponent) <= 250 else { return nil }
    var ball = PreciseBall(0)
    for digit in digits { ball = sum(product(ball, PreciseBall(10)), PreciseBall(Double(digit))) }
    let scale = power(PreciseBall(10), Swift.abs(exponent))
    let result = exponent >= 0 ? product(ball, scale) : quotient(ball, scale)
    return result.isFinite ? result : nil
  }
}

/// A natural number in 32-bit limbs, least significant first: just what comparing a literal
/// with its double needs (at most a few thousand bits).
private struct Natural {
  var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    trim()
  }

  init(digits: [UInt8]) {
    limbs = []
    for digit in digits { multiply(by: 10, adding: UInt32(digit)) }
  }

  mutating func multiply(by factor: UInt32, adding addend: UInt32 = 0) {
    var carry = UInt64(addend)
    for i in limbs.indices {
      let product = UInt64(limbs[i]) * UInt64(factor) + carry
      limbs[i] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry != 0 { limbs.append(UInt32(carry)) }
    trim()
  }

  mutating func multiply(byPowerOfTen n: Int) {
    var left = n
    while left >= 9 {
      multiply(by: 1_000_000_000)
      left -= 9
    }
    var rest: UInt32 = 1
    for _ in 0..<left { rest *= 10 }
    multiply(by: rest)
  }

  mutating func shiftLeft(_ bits: Int) {
    guard bits > 0, !limbs.isEmpty else { return }
    let (whole, part) = (bits / 32, UInt32(bits % 32))
    if part != 0 {
      var carry: UInt32 = 0
      for i in limbs.indices {
        let limb = limbs[i]
        limbs[i] = limb << part | carry
        carry = limb >> (32 - part)
      }
      if carry != 0 { limbs.append(carry) }
    }
    limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0)
  }

  /// −1, 0 or 1 as `self` is below, equal to or above `other`.
  func compare(_ other: Natural) -> Int {
    if limbs.count != other.limbs.count { return limbs.count < other.limbs.count ? -1 : 1 }
    var i = limbs.count - 1
    while i >= 0 {
      if limbs[i] != other.limbs[i] { return limbs[i] < other.limbs[i] ? -1 : 1 }
      i -= 1
    }
    return 0
  }

  private mutating func trim() {
    while limbs.last == 0 { limbs.removeLast() }
  }
}
