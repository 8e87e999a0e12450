/// A real number known to lie within `radius` of `high + low`: ball arithmetic (Arb's
/// midpoint–radius form) with a double-double midpoint, about 106 bits.
///
/// Interval arithmetic in doubles cannot sign f at a point nearer a zero than a few ulps of f's
/// largest term (Chebyshev T5 near 0.951: terms of 17, so |f| below ~1e-14 is out of reach);
/// this can, so certified zeros and extrema narrow to adjacent doubles where the expression
/// allows. It is for points, where the refinement asks: each operation keeps the midpoint to
/// about 2^−104 and adds a rigorous bound of every rounding to the radius (rounded up), and what
/// it does not compute precisely it computes as an ``Enclosure`` and widens the ball to hold it.
///
/// Midpoints are kept normalised (`low` the rounding error of `high`), so `high` has the sign of
/// the midpoint. A ball with no value has a NaN `high`.
package struct PreciseBall: Sendable, Equatable {
  package var high: Double
  package var low: Double
  package var radius: Double
  package var flags: Enclosure.Flags

  package init(_ high: Double, _ low: Double = 0, radius: Double = 0, _ flags: Enclosure.Flags = Enclosure.Flags()) {
    (self.high, self.low, self.radius, self.flags) = (high, low, radius, flags)
  }

  /// No value at all.
  static func undefined(_ flags: Enclosure.Flags) -> PreciseBall { PreciseBall(.nan, .nan, radius: .nan, flags.union(.partlyUndefined)) }

  package var isEmpty: Bool { high.isNaN }

  /// Whether the midpoint and radius are finite, so the precise operations apply.
  var isFinite: Bool { high.isFinite && low.isFinite && radius.isFinite }

  /// The ball as an interval of doubles, rounded outward.
  package var enclosure: Enclosure {
    guard !isEmpty else { return Enclosure(.nan, .nan, flags.union(.partlyUndefined)) }
    guard isFinite else { return Enclosure(-.infinity, .infinity, flags) }
    return Enclosure(Self.end(high, low, -radius, rounding: .down), Self.end(high, low, radius, rounding: .up), flags)
  }

  /// `high + low + offset` rounded the given way: exact when both sums are (subnormal ends
  /// always are, where one ulp outward would be as wide as the ball).
  private static func end(_ high: Double, _ low: Double, _ offset: Double, rounding: FloatingPointRoundingRule) -> Double {
    let (t, tError) = twoSum(low, offset)
    let (s, sError) = twoSum(high, t)
    if tError == 0 && sError == 0 { return s }
    return rounding == .down ? s.nextDown.nextDown : s.nextUp.nextUp
  }

  /// The ball around an interval of doubles.
  package init(_ e: Enclosure) {
    if e.isEmpty {
      self = .undefined(e.flags)
    } else if e.lower == e.upper {
      self.init(e.lower, 0, radius: 0, e.flags)
    } else if e.lower.isFinite, e.upper.isFinite {
      let middle = e.lower / 2 + e.upper / 2
      let radius = Swift.max((e.upper - middle).nextUp, (middle - e.lower).nextUp)
      // An interval on one side of 0 whose ball would reach it (tiny ends, where nextUp's margin
      // is as wide as the interval: 5e-324's enclosure [2^-1074, 2^-1073]) takes its far end as
      // the midpoint and its width, when exact, as the radius: a quotient by it stays bounded.
      let far = e.lower > 0 ? e.upper : e.lower
      let (width, error) = twoSum(e.upper, -e.lower)
      if e.lower > 0 || e.upper < 0, radius >= Swift.abs(middle), error == 0, width < Swift.abs(far) {
        self.init(far, 0, radius: width, e.flags)
      } else {
        self.init(middle, 0, radius: radius, e.flags)
      }
    } else {
      let middle = e.lower.isFinite ? e.lower : e.upper.isFinite ? e.upper : 0
      self.init(middle, 0, radius: .infinity, e.flags)
    }
  }

  /// An upper bound of |midpoint|.
  var magnitude: Double { (Swift.abs(high) + Swift.abs(low)).nextUp }
}

// MARK: Error-free transformations and rounding bounds

/// `a + b = s + e` exactly (Knuth).
@inline(__always) func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
  let s = a + b
  let bb = s - a
  return (s, (a - (s - bb)) + (b - bb))
}

/// `a · b = p + e` exactly, by a fused multiply–add (when the product does not underflow:
/// ``PreciseBall/product(_:_:)`` checks).
@inline(__always) func twoProduct(_ a: Double, _ b: Double) -> (product: Double, error: Double) {
  let p = a * b
  return (p, (-p).addingProduct(a, b))
}

/// A bound of the rounding error of a result `r` of one IEEE operation: half an ulp, taken as
/// 2^−52·|r| (twice over), plus the subnormal spacing.
@inline(__always) func roundingBound(_ r: Double) -> Double {
  (Swift.abs(r) * 0x1p-52).nextUp + 0x1p-1073
}

/// A bound of the rounding error of a sum `r` of two doubles: none where `r` is subnormal (a
/// sum that rounds there is exact), so a ball beside a subnormal literal keeps off 0.
@inline(__always) func sumRoundingBound(_ r: Double) -> Double {
  Swift.abs(r) < 0x1p-1022 ? 0 : (Swift.abs(r) * 0x1p-52).nextUp
}

/// Sums and products of non-negative bounds, rounded up (a sum below the normal range is exact).
@inline(__always) func up(_ a: Double, plus b: Double) -> Double {
  let s = a + b
  return s < 0x1p-1022 ? s : s.nextUp
}
@inline(__always) func up(_ a: Double, times b: Double) -> Double { a == 0 || b == 0 ? 0 : (a * b).nextUp }
@inline(__always) func up(_ a: Double, over b: Double) -> Double { (a / b).nextUp }

// MARK: Arithmetic

extension PreciseBall {
  /// Products below this are not split exactly by a fused multiply–add (their error may be
  /// subnormal): they go through the enclosure instead. Far beyond it, overflow.
  static let smallest = 0x1p-900
  static let largest = 0x1p900

  /// Whether every value is within the range the precise operations keep exact.
  func isModerate() -> Bool {
    isFinite && Swift.abs(high) < Self.largest && radius < Self.largest
  }

  static func sum(_ a: PreciseBall, _ b: PreciseBall) -> PreciseBall {
    guard !a.isEmpty, !b.isEmpty else { return .undefined(a.flags.union(b.flags)) }
    guard a.isModerate(), b.isModerate() else { return PreciseBall(EnclosureArithmetic.apply(.add, a.enclosure, b.enclosure)) }
    // a + b = s + e1 + t + e2 exactly; two roundings after that (c and w), each bounded.
    let (s, e1) = twoSum(a.high, b.high)
    let (t, e2) = twoSum(a.low, b.low)
    let c = e1 + t
    let (v, e3) = twoSum(s, c)
    let w = e2 + e3
    let (high, low) = twoSum(v, w)
    let error = up(sumRoundingBound(c), plus: sumRoundingBound(w))
    return PreciseBall(high, low, radius: up(up(a.radius, plus: b.radius), plus: error), a.flags.union(b.flags))
  }

  static prefix func - (a: PreciseBall) -> PreciseBall {
    PreciseBall(-a.high, -a.low, radius: a.radius, a.flags)
  }

  static func product(_ a: PreciseBall, _ b: PreciseBall) -> PreciseBall {
    guard !a.isEmpty, !b.isEmpty else { return .undefined(a.flags.union(b.flags)) }
    let flags = a.flags.union(b.flags)
    if a.high == 0 && a.low == 0 && a.radius == 0 || b.high == 0 && b.low == 0 && b.radius == 0 {
      return PreciseBall(0, 0, radius: 0, flags)
    }
    let p = a.high * b.high
    guard a.isModerate(), b.isModerate(), p == 0 || Swift.abs(p) > Self.smallest, Swift.abs(p) < Self.largest else {
      return PreciseBall(EnclosureArithmetic.apply(.multiply, a.enclosure, b.enclosure))
    }
    // (ah + al)(bh + bl) = p + e + ah·bl + al·bh + al·bl; five roundings after the exact split.
    let (_, e) = twoProduct(a.high, b.high)
    let t1 = a.high * b.low
    let t2 = a.low * b.high
    let t3 = a.low * b.low
    let c1 = t1 + t2
    let c2 = c1 + t3
    let c3 = e + c2
    let (high, low) = twoSum(p, c3)
    var error = up(roundingBound(t1), plus: roundingBound(t2))
    error = up(error, plus: up(roundingBound(t3), plus: sumRoundingBound(c1)))
    error = up(error, plus: up(sumRoundingBound(c2), plus: sumRoundingBound(c3)))
    // |a′b′ − ab| ≤ |a|·rb + |b|·ra + ra·rb for a′, b′ in the balls.
    var radius = up(up(a.magnitude, times: b.radius), plus: up(b.magnitude, times: a.radius))
    radius = up(radius, plus: up(up(a.radius, times: b.radius), plus: error))
    return PreciseBall(high, low, radius: radius, flags)
  }

  /// A lower bound of |x| over the ball (0 when the ball reaches 0).
  var leastMagnitude: Double {
    let least = ((Swift.abs(high) - Swift.abs(low)).nextDown - radius).nextDown
    return Swift.max(0, least)
  }

  static func quotient(_ a: PreciseBall, _ b: PreciseBall) -> PreciseBall {
    guard !a.isEmpty, !b.isEmpty else { return .undefined(a.flags.union(b.flags)) }
    let least = b.leastMagnitude
    guard a.isModerate(), b.isModerate(), least > Self.smallest, Swift.abs(a.high) > Self.smallest || a.high == 0 else {
      return PreciseBall(EnclosureArithmetic.apply(.divide, a.enclosure, b.enclosure))
    }
    // The quotient of the midpoints in two steps, then its error from the residual A − Q·B
    // (computed as a ball): |A/B − Q| ≤ |A − Q·B| / |B|.
    let (a0, b0) = (PreciseBall(a.high, a.low), PreciseBall(b.high, b.low))
    let q1 = a.high / b.high
    let r1 = sum(a0, -product(PreciseBall(q1), b0))
    let (qh, ql) = twoSum(q1, r1.high / b.high)
    let residual = sum(a0, -product(PreciseBall(qh, ql), b0))
    let midpointLeast = PreciseBall(b.high, b.low).leastMagnitude
    guard !residual.isEmpty, residual.isFinite, midpointLeast > 0 else {
      return PreciseBall(EnclosureArithmetic.apply(.divide, a.enclosure, b.enclosure))
    }
    let error = up(up(residual.magnitude, plus: residual.radius), over: midpointLeast)
    // |a′/b′ − A/B| ≤ (ra + |A/B|·rb) / min|b′|.
    let quotientMagnitude = up((Swift.abs(qh) + Swift.abs(ql)).nextUp, plus: error)
    let spread = up(up(a.radius, plus: up(quotientMagnitude, times: b.radius)), over: least)
    return PreciseBall(qh, ql, radius: up(error, plus: spread), a.flags.union(b.flags))
  }

  static func squareRoot(_ a: PreciseBall) -> PreciseBall {
    guard !a.isEmpty else { return a }
    let least = a.high > 0 ? a.leastMagnitude : 0
    guard a.isModerate(), least > Self.smallest else { return PreciseBall(EnclosureArithmetic.apply(.sqrt, a.enclosure)) }
    // Y from one Newton step on sqrt(ah); |√A − Y| = |A − Y²| / (√A + Y) ≤ |A − Y²| / Y.
    let a0 = PreciseBall(a.high, a.low)
    let y0 = a.high.squareRoot()
    let d = sum(a0, -product(PreciseBall(y0), PreciseBall(y0)))
    let (yh, yl) = twoSum(y0, d.high / (2 * y0))
    let y = PreciseBall(yh, yl)
    let residual = sum(a0, -product(y, y))
    let yLeast = y.leastMagnitude
    guard residual.isFinite, yLeast > 0 else { return PreciseBall(EnclosureArithmetic.apply(.sqrt, a.enclosure)) }
    let error = up(up(residual.magnitude, plus: residual.radius), over: yLeast)
    // |√a′ − √A| ≤ ra / √(A − ra).
    let rootLeast = least.squareRoot().nextDown
    let spread = a.radius == 0 ? 0 : up(a.radius, over: rootLeast)
    return PreciseBall(yh, yl, radius: up(error, plus: spread), a.flags)
  }

  /// `a^n` for a small integer n ≥ 1, by squaring.
  static func power(_ a: PreciseBall, _ n: Int) -> PreciseBall {
    var result = PreciseBall(1)
    var base = a
    var k = n
    while k > 0 {
      if k & 1 == 1 { result = product(result, base) }
      k >>= 1
      if k > 0 { base = product(base, base) }
    }
    return result
  }
}
