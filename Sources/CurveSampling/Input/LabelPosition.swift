/// `labelStyle.position`.
public enum LabelPosition: String, Sendable, CaseIterable {
  /// Above the point, centred (the default).
  case top
  /// Below the point, centred.
  case bottom
  /// Left of the point, ending there.
  case left
  /// Right of the point, starting there.
  case right
}
