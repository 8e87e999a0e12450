/// Where a marker's label goes relative to its anchor.
public enum LabelAlignment: String, Sendable {
  /// The text starts at the anchor.
  case left
  /// The text is centred on the anchor.
  case center
  /// The text ends at the anchor.
  case right
}
