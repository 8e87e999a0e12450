/// Which edge of the label's text box sits on the anchor.
public enum LabelBaseline: String, Sendable {
  /// The top of the text box.
  case top
  /// Its middle.
  case middle
  /// Its bottom (the text sits above the anchor).
  case bottom
}
