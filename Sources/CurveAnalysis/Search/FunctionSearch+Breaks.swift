import CurveExpression
import CurveSampling

extension FunctionSearch {
  /// The runs of cells not proven continuous at the resolution, as breaks: `undefined` where an
  /// end has no value, or the sides meet and the simplest double inside has none (a removable
  /// point), a `pole` where a side's value is over 2^20 times `scale` (the largest
  /// finite |f| on a coarse grid, at least 1), a `jump` otherwise. A run with no value at either
  /// end lies inside an undefined region and is not a break. "No value" is the double's; it is
  /// `undefined` only where f is proven undefined at that point, and `unresolved` otherwise. A
  /// pole or a jump needs an enclosure that may break over the run, and sides that do not meet
  /// in the reals where point balls can tell.
  func breaks(scale: Double) -> [AnalysisBreak] {
    runs(where: { $0.state == .broken }).compactMap { run in
      let (left, right) = (function.value(run.lower), function.value(run.upper))
      if left.isNaN && right.isNaN { return nil }
      if left.isNaN || right.isNaN {
        return AnalysisBreak(left: run.lower, right: run.upper, kind: edgeKind(at: left.isNaN ? run.lower : run.upper))
      }
      // Sides that meet, with no value between (sin(x)/x at 0): a removable point, undefined.
      let inside = simplestDouble(run.lower, run.upper)
      if Self.meet(left, right), function.value(inside).isNaN {
        return AnalysisBreak(left: run.lower, right: run.upper, kind: edgeKind(at: inside))
      }
      // Without `mayBreak` over the run, f is continuous wherever it is defined there: sides
      // apart are the double program's values where the real function may have none ((1/0)^x,
      // whose doubles run 0, 1, ∞ across 0, where f is defined at 0 only).
      let enclosure = function.enclose(run.lower, run.upper).value
      if !enclosure.flags.contains(.mayBreak) {
        return AnalysisBreak(left: run.lower, right: run.upper, kind: enclosure.isEmpty ? .undefined : .unresolved)
      }
      // Sides apart in doubles that meet in the reals prove nothing: cos(pi/2)/(x − sqrt(2)) is
      // 0 beside sqrt(2), and about −0.1 in doubles.
      if !Self.meet(left, right), let (realLeft, realRight) = realSides(run.lower, run.upper), Self.meet(realLeft, realRight) {
        return AnalysisBreak(left: run.lower, right: run.upper, kind: .unresolved)
      }
      let pole = Swift.max(Swift.abs(left), Swift.abs(right)) > 0x1p20 * scale
      return AnalysisBreak(left: run.lower, right: run.upper, kind: pole ? .pole : .jump)
    }
  }

  /// Whether two sides meet: within 2^−20 of the larger (and of 1).
  private static func meet(_ left: Double, _ right: Double) -> Bool {
    Swift.abs(left - right) <= 0x1p-20 * Swift.max(1, Swift.abs(left), Swift.abs(right))
  }

  /// The real function's values at both ends, where its point balls pin both to 2^−30 of their
  /// size: nil where they cannot (an end outside the domain, a ball that is wide, unbounded or
  /// may break).
  private func realSides(_ lower: Double, _ upper: Double) -> (Double, Double)? {
    func side(_ x: Double) -> Double? {
      let e = function.encloseAtPoint(x).value
      guard e.isContinuous, e.lower.isFinite, e.upper.isFinite else { return nil }
      let middle = e.lower + (e.upper - e.lower) / 2
      return e.upper - e.lower <= 0x1p-30 * Swift.max(1, Swift.abs(middle)) ? middle : nil
    }
    guard let left = side(lower), let right = side(upper) else { return nil }
    return (left, right)
  }

  /// Where the double program has no value at `x`: `undefined` if f is proven undefined there,
  /// `unresolved` if the real function may have a value (0/0 where a numerator is 0 only in
  /// doubles).
  private func edgeKind(at x: Double) -> CurveBreak.Kind {
    function.enclose(x, x).value.isEmpty ? .undefined : .unresolved
  }

  /// The largest finite |f| at 33 evenly spaced points, at least 1: the size against which a
  /// break's sides tell a pole from a jump.
  func scale() -> Double {
    var largest = 1.0
    for i in 0...32 {
      let x = domain.lower + (domain.upper / 2 - domain.lower / 2) * (Double(i) / 16)
      let y = Swift.abs(function.value(Swift.min(x, domain.upper)))
      if y.isFinite { largest = Swift.max(largest, y) }
    }
    return largest
  }

  /// The stretches where f has no value anywhere.
  func undefinedRegions() -> [Interval] {
    runs(where: { $0.state == .undefined }).map { Interval($0.lower, $0.upper) }
  }

  /// The stretches left undecided when the budget ran out.
  func undecidedRegions() -> [Interval] {
    runs(where: { $0.state == .undecided }).map { Interval($0.lower, $0.upper) }
  }
}
