import CurveExpression
import CurveSampling

extension FunctionSearch {
  /// The runs of cells not proven continuous at the resolution, as breaks: `undefined` where an
  /// end has no value, or the sides meet and the simplest double inside has none (a removable
  /// point), a `pole` where a side's value is over 2^20 times `scale` (the largest
  /// finite |f| on a coarse grid, at least 1), a `jump` otherwise. A run with no value at either
  /// end lies inside an undefined region and is not a break. "No value" is the double's; it is
  /// `undefined` only where f is proven undefined at that point, and `unresolved` otherwise. A
  /// pole or a jump needs an enclosure that may break over the run, and a proof in the reals:
  /// f undefined at a point of the run, or sides that do not meet; else it is `unresolved`.
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
      // The doubles' sides only point at a break; the real function's prove it: f undefined at
      // an end or at the simplest double inside (1/x^2 at 0, between sides that meet), or sides
      // that cannot meet whichever values their balls allow. Elsewhere the gap may be the
      // doubles' alone (cos(pi/2)/(x − sqrt(2)) is 0 beside sqrt(2), about −0.1 in doubles),
      // and the run is unresolved.
      if [run.lower, inside, run.upper].contains(where: provenUndefined(at:)) {
        let pole = Swift.max(Swift.abs(left), Swift.abs(right)) > 0x1p20 * scale
        return AnalysisBreak(left: run.lower, right: run.upper, kind: pole ? .pole : .jump)
      }
      guard let (realLeft, realRight) = realSides(run.lower, run.upper), Self.apart(realLeft, realRight) else {
        return AnalysisBreak(left: run.lower, right: run.upper, kind: .unresolved)
      }
      let least = Swift.max(Self.leastMagnitude(realLeft), Self.leastMagnitude(realRight))
      return AnalysisBreak(left: run.lower, right: run.upper, kind: least > 0x1p20 * scale ? .pole : .jump)
    }
  }

  /// Whether two sides meet: within 2^−20 of the larger (and of 1).
  private static func meet(_ left: Double, _ right: Double) -> Bool {
    Swift.abs(left - right) <= 0x1p-20 * Swift.max(1, Swift.abs(left), Swift.abs(right))
  }

  /// Whether sides with values in these intervals cannot meet, whichever values they take.
  private static func apart(_ left: Enclosure, _ right: Enclosure) -> Bool {
    let gap = Swift.max(0, right.lower - left.upper, left.lower - right.upper)
    let largest = Swift.max(1, Swift.abs(left.lower), Swift.abs(left.upper), Swift.abs(right.lower), Swift.abs(right.upper))
    return gap > 0x1p-20 * largest
  }

  /// The least |v| over an interval.
  private static func leastMagnitude(_ e: Enclosure) -> Double {
    e.lower > 0 ? e.lower : e.upper < 0 ? -e.upper : 0
  }

  /// The real function's values at both ends, as intervals from its point balls: nil where
  /// either may have no value or may break there (an end outside the domain, a ball that
  /// reaches a pole).
  private func realSides(_ lower: Double, _ upper: Double) -> (Enclosure, Enclosure)? {
    func side(_ x: Double) -> Enclosure? {
      let e = function.encloseAtPoint(x).value
      return e.provesValue ? e : nil
    }
    guard let left = side(lower), let right = side(upper) else { return nil }
    return (left, right)
  }

  /// Where the double program has no value at `x`: `undefined` if f is proven undefined there,
  /// `unresolved` if the real function may have a value (0/0 where a numerator is 0 only in
  /// doubles).
  private func edgeKind(at x: Double) -> CurveBreak.Kind {
    provenUndefined(at: x) ? .undefined : .unresolved
  }

  /// Whether f is proven undefined at `x` (its point enclosure is empty: a quotient by exactly 0).
  private func provenUndefined(at x: Double) -> Bool {
    function.enclose(x, x).value.isEmpty
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
