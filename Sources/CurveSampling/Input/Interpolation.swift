/// `content.interpolation`.
public enum Interpolation: String, Sendable, CaseIterable {
  /// Straight lines (d3's curveLinear).
  case linear
  /// The previous value until the next sample (d3's curveStepAfter).
  case stepAfter
  /// A smooth curve that does not overshoot (d3's curveMonotoneX; the default).
  case monotone
}
