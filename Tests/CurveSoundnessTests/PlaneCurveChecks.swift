#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import CMPFI
import CurveExpression
import CurveAnalysis
import CurvePlot
import CurveSampling
import _CurveTestSupport

/// A plane curve as the fuzzer builds it: parametric (x(t), y(t)) or polar r(t).
struct PlaneCurveCase {
  var x: String
  var y: String?
  var text: String { y.map { "(\(x), \($0))" } ?? "r = \(x)" }
}

/// Every chord of a proven piece lies within `PlaneCurve.tolerance` pt of the curve: the curve's
/// point at parameters inside the chord's range, enclosed at high precision and mapped to pt, is
/// refuted when provably farther than the tolerance from the chord.
func checkPlaneCurve(
  _ c: PlaneCurveCase, domain: ClosedRange<Double>, plot: Rect, xRange: ClosedRange<Double>, yRange: ClosedRange<Double>,
  maxChords: Int, rng: inout SplitMix64, record: (ClaimKind, Verdict, String) -> Void
) -> Bool {
  guard let curve = try? PlaneCurve(c.text, domain: domain),
    let xe = try? CompiledExpression(c.x, parameters: ParameterSet(), variables: .t), let xo = IntervalOracle(xe)
  else { return false }
  var yo: IntervalOracle?
  if let y = c.y {
    guard let ye = try? CompiledExpression(y, parameters: ParameterSet(), variables: .t), let o = IntervalOracle(ye) else { return false }
    yo = o
  }
  let trace = curve.trace(onto: plot, x: xRange, y: yRange)
  // Data to pt, y up, in doubles (to match the vertices) and in the oracle's intervals.
  let sx = plot.width / (xRange.upperBound - xRange.lowerBound)
  let sy = plot.height / (yRange.upperBound - yRange.lowerBound)
  func pt(_ p: Point) -> Point { Point(plot.x + (p.x - xRange.lowerBound) * sx, plot.y + plot.height - (p.y - yRange.lowerBound) * sy) }
  let sxI = OracleInterval(plot.width) * OracleInterval(1).scaledDivide(xRange.upperBound - xRange.lowerBound)
  let syI = OracleInterval(plot.height) * OracleInterval(1).scaledDivide(yRange.upperBound - yRange.lowerBound)
  func truePoint(_ t: Double) -> (OracleInterval, OracleInterval)? {
    let tj = OracleInterval(t)
    let a = xo.jet(x: tj, y: nil as OracleInterval?)
    guard let av = a.value, a.isContinuous else { return nil }
    if let yo {
      let b = yo.jet(x: tj, y: nil as OracleInterval?)
      guard let bv = b.value, b.isContinuous else { return nil }
      return (av, bv)
    }
    return (av * tj.cos, av * tj.sin)
  }
  var chords: [(Double, Double, Point, Point)] = []
  for piece in trace.pieces where piece.proven && piece.parameters.count >= 2 {
    for k in 0..<(piece.parameters.count - 1) {
      chords.append((piece.parameters[k], piece.parameters[k + 1], piece.points[k], piece.points[k + 1]))
    }
  }
  if chords.count > maxChords { chords = (0..<maxChords).map { _ in chords[Int(rng.next() % UInt64(chords.count))] } }
  for (t0, t1, p0, p1) in chords {
    // The vertex must be the curve's point mapped as assumed, else the mapping is not known.
    let m0 = pt(curve.point(at: t0))
    guard Swift.abs(m0.x - p0.x) <= 1e-6 * Swift.max(1, Swift.abs(p0.x)), Swift.abs(m0.y - p0.y) <= 1e-6 * Swift.max(1, Swift.abs(p0.y)) else {
      record(.chord, .undecided, "")
      continue
    }
    var verdict = Verdict.undecided
    var ts = [t0 + (t1 - t0) / 2]
    for _ in 0..<4 { ts.append(t0 + (t1 - t0) * (Double(rng.next() >> 11) * 0x1p-53)) }
    for t in ts where t >= t0 && t <= t1 {
      guard let (X, Y) = truePoint(t) else { continue }
      let qx = OracleInterval(plot.x) + (X - OracleInterval(xRange.lowerBound)) * sxI
      let qy = OracleInterval(plot.y + plot.height) - (Y - OracleInterval(yRange.lowerBound)) * syI
      guard qx.isBounded, qy.isBounded else { continue }
      let (ux, uy) = (OracleInterval(p1.x) - OracleInterval(p0.x), OracleInterval(p1.y) - OracleInterval(p0.y))
      let (wx, wy) = (qx - OracleInterval(p0.x), qy - OracleInterval(p0.y))
      let length2 = ux * ux + uy * uy
      let tolerance2 = PlaneCurve.tolerance * PlaneCurve.tolerance
      var distance2: OracleInterval
      if length2.isZero {
        distance2 = wx * wx + wy * wy
      } else {
        let s = (wx * ux + wy * uy) * length2.reciprocal
        if s.isStrictlyNegative {
          distance2 = wx * wx + wy * wy
        } else if s.above(1) {
          let (vx, vy) = (qx - OracleInterval(p1.x), qy - OracleInterval(p1.y))
          distance2 = vx * vx + vy * vy
        } else {
          let cross = ux * wy - uy * wx
          distance2 = cross * cross * length2.reciprocal
        }
      }
      if distance2.above(tolerance2) {
        verdict = .refuted("the curve's point at t = \(show(t)) is \(distance2.lower.squareRoot()) pt or more from the chord from \(p0) (t = \(show(t0))) to \(p1) (t = \(show(t1)))")
        break
      }
      verdict = .holds
    }
    record(.chord, verdict, "plane curve \(c.text), t in \(show(domain.lowerBound, domain.upperBound)), onto \(plot) showing x \(show(xRange.lowerBound, xRange.upperBound)), y \(show(yRange.lowerBound, yRange.upperBound))")
  }
  return true
}

extension OracleInterval {
  /// 1 / d for a double d (only for d ≠ 0).
  func scaledDivide(_ d: Double) -> OracleInterval { Self.op { _ = mpfi_div_d($0, &raw, d) } }
}
#endif
