import CurveFrame

/// Everything the frame operations take besides the frame: the canvas it is laid out on, and
/// what each operation adds (`curve validate`, `curve geometry`, a widget preview). Each default
/// is written here, once; every edge fills it through the operation's option table.
public struct FrameOptions: Sendable {
  /// A widget family's canvas, by its name in `CanvasSize.families` (nil: the default canvas).
  public var family: String?
  /// A canvas in pt, which wins over ``family``.
  public var size: CanvasSize?
  /// Geometry: each drawn layer's analysis too.
  public var analysis = false
  /// A preview's pixels per pt: 1, 2 or 3.
  public var scale = 1
  /// A preview's card.
  public var appearance = WidgetPreview.Appearance.dark

  /// The defaults.
  public init() {}

  /// The defaults, changed by `configure`.
  public init(_ configure: (inout FrameOptions) -> Void) {
    configure(&self)
  }

  /// The canvas: the size when given, else the family's, else `CanvasSize.default`.
  public var canvas: CanvasSize {
    size ?? CanvasSize.families.first { $0.name == family }?.size ?? .default
  }
}
