import CurveSampling

/// What `curve analyze` finds for one or more curves over one domain.
public struct AnalysisReport: Sendable {
  /// The domain, `start < end`.
  public var domain: Interval
  /// Each curve's analysis, in the order given.
  public var curves: [CurveAnalysis]
  /// Where each pair of curves meets, in pair order, then x order.
  public var intersections: [CurveIntersection]
  /// What was left undecided, and why.
  public var notes: [String]
  /// The plot's facts in plain English (``PlotDescription``).
  public var description: String
}
