internal import _CurveMath

/// exp, log, sin and cos on balls: the argument reduced in double-double by a constant known to
/// 2^−108 (mpmath at 300 bits gave the remainders below), then a Taylor series whose remainder
/// is bounded and added to the radius. An argument out of their range goes through
/// ``EnclosureArithmetic``.
extension PreciseBall {
  /// ln 2 = 0x1.62e42fefa39efp-1 + 0x1.abc9e3b39803fp-56 + 5.7e-34.
  static let ln2 = PreciseBall(0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56, radius: 1e-33)
  /// π/2 = 0x1.921fb54442d18p+0 + 0x1.1a62633145c07p-54 − 1.5e-33.
  static let halfPi = PreciseBall(0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54, radius: 2e-33)

  /// `Σ c_k r^k` for k in `powers` (each step `term · r^step / divisors`), plus a radius of
  /// `remainder`: the terms of exp, sin and cos.
  private static func series(_ r: PreciseBall, first: PreciseBall, step: PreciseBall, divisors: (Int) -> Double, terms: Int, remainder: Double)
    -> PreciseBall
  {
    var term = first
    var total = first
    for k in 1...terms {
      term = quotient(product(term, step), PreciseBall(divisors(k)))
      total = sum(total, term)
    }
    total.radius = up(total.radius, plus: remainder)
    return total
  }

  /// `exp(a)`: a = k·ln 2 + r with |r| ≤ 0.35, exp(r) by 27 terms (the rest below 0.35^28/28!·2),
  /// scaled by 2^k; then widened by exp(m)·(e^ra − 1) ≤ exp(m)·ra·e^ra for the radius.
  static func exponential(_ a: PreciseBall) -> PreciseBall {
    guard !a.isEmpty, a.isFinite, Swift.abs(a.high) < 700, a.radius < 0.25 else { return PreciseBall(EnclosureArithmetic.apply(.exp, a.enclosure)) }
    let middle = PreciseBall(a.high, a.low)
    let k = (a.high / ln2.high).rounded()
    let r = sum(middle, -product(PreciseBall(k), ln2))
    guard r.magnitude < 0.36 else { return PreciseBall(EnclosureArithmetic.apply(.exp, a.enclosure)) }
    var value = series(r, first: PreciseBall(1), step: r, divisors: { Double($0) }, terms: 27, remainder: 1e-40)
    // × 2^k is exact (the result is within the normal range: |a| < 700).
    let scale = Double(sign: .plus, exponent: Int(k), significand: 1)
    let low = value.low * scale  // may be subnormal: its rounding is bounded too
    value = PreciseBall(value.high * scale, low, radius: up((value.radius * scale).nextUp, plus: roundingBound(low)), a.flags)
    guard a.radius > 0 else { return value }
    let spread = up(up(value.magnitude, plus: value.radius), times: up(a.radius, times: 1.3))  // e^0.25 < 1.3
    value.radius = up(value.radius, plus: spread)
    return value
  }

  /// `log(a)` for a > 0: y0 = log(ah) in doubles, then log(a) = y0 + log(1 + ε) with
  /// 1 + ε = a·e^−y0, and log(1 + ε) = ε − ε²/2 + ε³/3 within |ε|⁴ (|ε| ≤ 2^−40); widened by
  /// ra / (A − ra) for the radius.
  static func logarithm(_ a: PreciseBall) -> PreciseBall {
    guard !a.isEmpty else { return a }
    let least = a.high > 0 ? a.leastMagnitude : 0
    guard a.isModerate(), least > smallest else { return PreciseBall(EnclosureArithmetic.apply(.log, a.enclosure)) }
    let y0 = curve_log(a.high)
    let shifted = product(PreciseBall(a.high, a.low), exponential(PreciseBall(-y0)))
    let epsilon = sum(shifted, PreciseBall(-1))
    let bound = up(epsilon.magnitude, plus: epsilon.radius)
    guard bound < 0x1p-40 else { return PreciseBall(EnclosureArithmetic.apply(.log, a.enclosure)) }
    let squared = product(epsilon, epsilon)
    let cubed = product(squared, epsilon)
    var value = sum(sum(PreciseBall(y0), epsilon), sum(-quotient(squared, PreciseBall(2)), quotient(cubed, PreciseBall(3))))
    value.radius = up(value.radius, plus: up(up(bound, times: bound), times: up(bound, times: bound)))
    value.flags = a.flags
    guard a.radius > 0 else { return value }
    value.radius = up(value.radius, plus: up(a.radius, over: least))
    return value
  }

  /// `sin(a)` (`cosine` false) or `cos(a)`: a = k·π/2 + r with |r| ≤ π/4 (|a| up to 2^20), the
  /// series of sin or cos of r to r^29 (the rest, alternating, below its first term: 0.8^30/30!
  /// < 1e-35), the sign by k mod 4;
  /// widened by ra (both are 1-Lipschitz).
  static func sine(_ a: PreciseBall, cosine: Bool) -> PreciseBall {
    let operation: Instruction.UnaryOperation = cosine ? .cos : .sin
    guard !a.isEmpty, a.isFinite, Swift.abs(a.high) < 0x1p20 else { return PreciseBall(EnclosureArithmetic.apply(operation, a.enclosure)) }
    let middle = PreciseBall(a.high, a.low)
    let k = (a.high / halfPi.high).rounded()
    let r = sum(middle, -product(PreciseBall(k), halfPi))
    guard r.magnitude < 0.8 else { return PreciseBall(EnclosureArithmetic.apply(operation, a.enclosure)) }
    let quadrant = (Int(k) + (cosine ? 1 : 0)) & 3  // cos(x) = sin(x + π/2)
    let step = -product(r, r)
    let value: PreciseBall
    switch quadrant {
    case 0, 2:
      // sin r = r − r³/3! + …
      value = series(r, first: r, step: step, divisors: { Double((2 * $0) * (2 * $0 + 1)) }, terms: 14, remainder: 1e-35)
    default:
      // cos r = 1 − r²/2! + …
      value = series(r, first: PreciseBall(1), step: step, divisors: { Double((2 * $0 - 1) * (2 * $0)) }, terms: 14, remainder: 1e-35)
    }
    var result = quadrant >= 2 ? -value : value
    result.flags = a.flags
    result.radius = up(result.radius, plus: a.radius)
    return result
  }

  /// `atan(a)`: y0 = atan(ah) in doubles and t = tan y0 as a ball (sin over cos); then
  /// atan(a) = y0 + atan(ε) with ε = (a − t)/(1 + a·t), as 1 + a·t > 0 (t is nearly a), and
  /// atan ε = ε − ε³/3 within |ε|⁵/5 (|ε| ≤ 2^−40); widened by ra (atan is 1-Lipschitz).
  static func arcTangent(_ a: PreciseBall) -> PreciseBall {
    let fallback = PreciseBall(EnclosureArithmetic.apply(.atan, a.enclosure))
    guard !a.isEmpty, a.isFinite, Swift.abs(a.high) < 1e150 else { return fallback }
    let y0 = PreciseBall(curve_atan(a.high))
    let t = quotient(sine(y0, cosine: false), sine(y0, cosine: true))
    let middle = PreciseBall(a.high, a.low)
    let epsilon = quotient(sum(middle, -t), sum(PreciseBall(1), product(middle, t)))
    guard epsilon.isFinite else { return fallback }
    let bound = up(epsilon.magnitude, plus: epsilon.radius)
    guard bound < 0x1p-40 else { return fallback }
    let cubed = product(product(epsilon, epsilon), epsilon)
    var value = sum(y0, sum(epsilon, -quotient(cubed, PreciseBall(3))))
    let squared = up(bound, times: bound)
    value.radius = up(value.radius, plus: up(up(squared, times: squared), times: bound))
    value.radius = up(value.radius, plus: a.radius)
    value.flags = a.flags
    return value
  }
}

/// cbrt and the inverse functions from the balls above, by their formulas (each step a sound
/// ball, so the result is one, and as tight as the formula is well-conditioned there): strictly
/// inside their domains and away from where a formula cancels; elsewhere, or when the ball comes
/// out wider than the enclosure, ``EnclosureArithmetic``'s.
extension PreciseBall {
  static func inverse(_ operation: Instruction.UnaryOperation, _ a: PreciseBall) -> PreciseBall {
    let fallback = PreciseBall(EnclosureArithmetic.apply(operation, a.enclosure))
    guard !a.isEmpty, a.isFinite, a.magnitude < 0x1p400, let ball = formula(operation, a, a.enclosure), ball.isFinite,
      ball.radius < fallback.radius
    else { return fallback }
    var result = ball
    result.flags = a.flags.union(ball.flags)
    return result
  }

  private static func formula(_ operation: Instruction.UnaryOperation, _ a: PreciseBall, _ e: Enclosure) -> PreciseBall? {
    let one = PreciseBall(1)
    switch operation {
    case .asin:
      // atan(a/√((1 − a)(1 + a))) on (−1, 1): 1 ∓ a keep their relative precision near ±1.
      guard e.lower > -1, e.upper < 1 else { return nil }
      return arcTangent(quotient(a, squareRoot(product(sum(one, -a), sum(one, a)))))
    case .acos:
      // 2·atan(√((1 − a)/(1 + a))) on (−1, 1): no cancellation near 1, where acos is small.
      guard e.lower > -1, e.upper < 1 else { return nil }
      return product(PreciseBall(2), arcTangent(squareRoot(quotient(sum(one, -a), sum(one, a)))))
    case .asinh:
      // log(a + √(a² + 1)) for a ≥ 0, odd; a ball across 0 is small, where the sum cannot cancel.
      if e.upper < 0 { return formula(.asinh, -a, Enclosure(-e.upper, -e.lower)).map { -$0 } }
      return logarithm(sum(a, squareRoot(sum(product(a, a), one))))
    case .acosh:
      // log(a + √((a − 1)(a + 1))) above 1.
      guard e.lower > 1 else { return nil }
      return logarithm(sum(a, squareRoot(product(sum(a, -one), sum(a, one)))))
    case .atanh:
      // log((1 + a)/(1 − a))/2 on (−1, 1).
      guard e.lower > -1, e.upper < 1 else { return nil }
      return quotient(logarithm(quotient(sum(one, a), sum(one, -a))), PreciseBall(2))
    case .cbrt:
      // exp(log|a|/3) with a's sign, away from 0.
      if e.upper < 0 { return formula(.cbrt, -a, Enclosure(-e.upper, -e.lower)).map { -$0 } }
      guard e.lower > 0 else { return nil }
      return exponential(quotient(logarithm(a), PreciseBall(3)))
    default:
      return nil
    }
  }
}
