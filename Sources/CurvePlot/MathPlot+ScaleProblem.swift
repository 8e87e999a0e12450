import CurveExpression
import CurveSampling

extension MathPlot {
  /// How values are laid along an axis of a math plot (`AxisScale` in CurveSampling).
  public typealias AxisScale = CurveSampling.AxisScale

  /// Why the chosen scales cannot draw this plot, or nil: a logarithmic axis needs a range above
  /// 0 whose ends have different logarithms (the axis is linear in them), and items it can take
  /// (not relations, tangents or derivatives), and an equal aspect needs both axes alike.
  static func scaleProblem(
    x: AxisScale, y: AxisScale, domain: Interval, yDomain: Interval?, aspect: Aspect, items: Items, annotations: Annotations
  ) -> String? {
    func reachesZero(_ interval: Interval) -> Bool { !(Swift.min(interval.start, interval.end) > 0) }
    if x == .log, reachesZero(domain) {
      return "the x axis is logarithmic, but the domain \(range(domain)) reaches 0 or below; both ends must be above 0"
    }
    if y == .log, let yDomain, reachesZero(yDomain) {
      return "the y axis is logarithmic, but the y range \(range(yDomain)) reaches 0 or below; both ends must be above 0"
    }
    // 1e15…1.000000000000002e15: both ln are 34.53877639491068, an axis of no length.
    func oneLogarithm(_ interval: Interval) -> Bool { AxisLogarithm.coordinate(interval.start) == AxisLogarithm.coordinate(interval.end) }
    let narrow = "both ends have the same logarithm as a double, so nothing between them has a place on the axis; widen it or use a linear axis"
    if x == .log, oneLogarithm(domain) {
      return "the x axis is logarithmic, but the domain \(range(domain)) is too narrow for it: \(narrow)"
    }
    if y == .log, let yDomain, oneLogarithm(yDomain) {
      return "the y axis is logarithmic, but the y range \(range(yDomain)) is too narrow for it: \(narrow)"
    }
    guard x == .log || y == .log else { return nil }
    if let relation = items.relations.first {
      return "expression \(relation.index + 1) is a relation; relations are classified on linear axes only"
    }
    if !annotations.tangents.isEmpty || annotations.derivatives {
      return "tangents and derivatives are drawn on linear axes only"
    }
    if aspect == .equal, x != y { return "an equal aspect needs both axes linear or both logarithmic" }
    return nil
  }

  private static func range(_ interval: Interval) -> String {
    Ticks.label(interval.start) + "…" + Ticks.label(interval.end)
  }
}
