import CurveSampling

/// Where the curve is not proven continuous at the resolution: between `left` and `right`, the
/// curve has a pole, a jump or the edge of a region where it is undefined (the kinds of
/// `CurveBreak`), or nothing is proven (`unresolved`: the budget ran out first, or the double
/// program has no value where the real function is not proven undefined).
public struct AnalysisBreak: Sendable, Hashable {
  /// The break's lower end.
  public var left: Double
  /// The break's upper end.
  public var right: Double
  /// What the curve does there.
  public var kind: CurveBreak.Kind

  /// A break between `left` and `right`.
  public init(left: Double, right: Double, kind: CurveBreak.Kind) {
    (self.left, self.right, self.kind) = (left, right, kind)
  }

  /// The middle of the two ends.
  public var x: Double { left + (right - left) / 2 }
}
