/// What one piece of a domain contributes to an integral, as interval arithmetic proves it.
package enum PieceIntegral: Sendable, Equatable {
  /// ∫ f over the piece lies in this enclosure (which may reach past the doubles: an overflow).
  case bounded(Enclosure)
  /// f has no value anywhere on the piece.
  case undefined
  /// f may be undefined on part of the piece (`sqrt` of an interval reaching below 0).
  case partlyUndefined
  /// f may be unbounded or jump on the piece (a division by an interval holding 0).
  case mayBreak
}

extension CompiledExpression {
  /// The degree of the Taylor form an integral's pieces are bounded with: even, so the
  /// remainder's (x − c)ⁿ is never negative.
  package static let integralDegree = 12

  /// An enclosure of ∫ f from `lower` to `upper` (lower < upper), about the real function the
  /// expression denotes. Where the enclosures prove f smooth on the piece (defined, finite
  /// Taylor coefficients, no kink), by its Taylor form about the midpoint c:
  /// Σ_{k<n} f⁽ᵏ⁾(c)/k! · ∫(x − c)ᵏ + [f⁽ⁿ⁾(ξ)/n! over the piece] · ∫(x − c)ⁿ, with n =
  /// ``integralDegree``, intersected with (upper − lower)·f(piece); where f is only proven
  /// continuous, by the latter alone.
  package func integral(from lower: Double, to upper: Double) -> PieceIntegral {
    typealias E = EnclosureArithmetic
    typealias T = TaylorArithmetic<EnclosureArithmetic>
    let degree = Self.integralDegree
    let box = value(at: T.variable(Enclosure(lower, upper), degree: degree), in: T.self)
    let f = box.value
    if f.isEmpty { return .undefined }
    if f.flags.contains(.partlyUndefined) { return .partlyUndefined }
    if f.flags.contains(.mayBreak) { return .mayBreak }
    let (a, b) = (Enclosure(point: lower), Enclosure(point: upper))
    let plain = E.apply(.multiply, E.apply(.subtract, b, a), Enclosure(f.lower, f.upper))
    func smooth(_ series: Taylor<Enclosure>) -> Bool {
      !series.kink && series.coefficients.allSatisfy { $0.isContinuous && $0.lower.isFinite && $0.upper.isFinite }
    }
    guard smooth(box) else { return .bounded(plain) }
    let center = lower + (upper / 2 - lower / 2)
    let point = value(at: T.variable(Enclosure(point: center), degree: degree - 1), in: T.self)
    guard smooth(point) else { return .bounded(plain) }
    let c = Enclosure(point: center)
    let (ha, hb) = (E.apply(.subtract, a, c), E.apply(.subtract, b, c))
    /// ∫ from ha to hb of hᵏ dh = (hb^(k+1) − ha^(k+1))/(k + 1).
    func moment(_ k: Int) -> Enclosure {
      let n = Double(k + 1)
      return E.apply(.divide, E.apply(.subtract, E.integerPower(hb, n), E.integerPower(ha, n)), Enclosure(point: n))
    }
    var sum = Enclosure(point: 0)
    for (k, coefficient) in point.coefficients.enumerated() { sum = E.apply(.add, sum, E.apply(.multiply, coefficient, moment(k))) }
    // A constant's series is shorter: its higher coefficients are 0.
    if box.degree == degree { sum = E.apply(.add, sum, E.apply(.multiply, box.coefficients[degree], moment(degree))) }
    let (low, high) = (Swift.max(sum.lower, plain.lower), Swift.min(sum.upper, plain.upper))
    return .bounded(low <= high ? Enclosure(low, high) : plain)
  }
}
