/// The curve source, `content.mode`.
public enum CurveMode: String, Sendable, CaseIterable {
  /// Connect the `[x, y]` samples in `content.points`.
  case samples
  /// Evaluate `content.expression` over the domain.
  case function
}
