/// What a problem does to the drawing.
public enum ProblemEffect: String, Sendable, CaseIterable {
  /// The whole frame is rejected; nothing is drawn.
  case frameRejected
  /// The layer is not drawn.
  case layerNotDrawn
  /// One item (a marker) is not drawn; the rest of the layer is.
  case itemNotDrawn
  /// One item is drawn, but the layer frame cuts part of it off (a marker's label or dot past
  /// the frame's edge).
  case itemClipped
  /// A value was clamped, truncated, ignored or defaulted; everything is still drawn.
  case note
}
