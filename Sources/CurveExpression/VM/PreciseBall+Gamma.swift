/// Γ on balls, for the refinement of certified points of expressions using `gamma` and
/// `factorial`: the double enclosure is 2^-44 of the value wide, a ball about 2^-100.
extension PreciseBall {
  /// B₂ₖ/(2k(2k − 1)) for k = 1 … 12, Stirling's coefficients, as exact numerators and
  /// denominators.
  private static let stirling: [(Double, Double)] = [
    (1, 12), (-1, 360), (1, 1260), (-1, 1680), (1, 1188), (-691, 360_360), (1, 156), (-3617, 122_400),
    (43867, 244_188), (-174_611, 125_400), (854_513, 63756), (-236_364_091, 1_506_960),
  ]

  /// Γ(a) = Γ(z)/(a(a + 1)…(a + n − 1)) with z = a + n >= 40, where log Γ(z) =
  /// (z − 1/2)·log z − z + log(2π)/2 + Σ B₂ₖ/(2k(2k − 1)·z^(2k−1)) to k = 12: for real z > 0 the
  /// series envelops, the remainder below the next term, B₂₆/(26·25·z^25) < 2e-37 at z >= 40.
  /// Strictly between −190 and 171 and away from the poles (where the enclosure proves no break);
  /// elsewhere, or when wider, the enclosure: also below about −120, where the shift's product
  /// passes the balls' 2^900.
  static func gamma(_ a: PreciseBall) -> PreciseBall {
    let fallback = PreciseBall(EnclosureArithmetic.apply(.gamma, a.enclosure))
    let e = a.enclosure
    guard !a.isEmpty, a.isFinite, e.lower > -190, e.upper < 171, fallback.enclosure.isContinuous else { return fallback }
    var z = a, shift = PreciseBall(1)
    for _ in 0..<240 where !(z.enclosure.lower >= 40) {
      shift = product(shift, z)
      z = sum(z, PreciseBall(1))
    }
    guard z.enclosure.lower >= 40 else { return fallback }
    let half = PreciseBall(0.5)
    var logGamma = sum(product(sum(z, -half), logarithm(z)), -z)
    logGamma = sum(logGamma, product(half, logarithm(product(PreciseBall(2), Constant.pi.ball))))
    let t = quotient(PreciseBall(1), z)
    let w = product(t, t)
    var series = PreciseBall(0)
    for (numerator, denominator) in stirling.reversed() {
      series = sum(quotient(PreciseBall(numerator), PreciseBall(denominator)), product(w, series))
    }
    series = product(series, t)
    series.radius = up(series.radius, plus: 2e-37)
    let value = quotient(exponential(sum(logGamma, series)), shift)
    guard !value.isEmpty, value.isFinite, value.radius < fallback.radius else { return fallback }
    var result = value
    result.flags = a.flags.union(value.flags)
    return result
  }
}
