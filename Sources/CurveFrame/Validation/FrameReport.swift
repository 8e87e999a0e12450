import CurveSampling

/// The seven layer types, `layers[].type`.
public enum LayerType: String, Sendable, CaseIterable {
  /// Text.
  case text
  /// A local dot matrix.
  case matrix
  /// A curve: samples or an expression (``CurveLayerReading``).
  case curve
  /// An image.
  case image
  /// A glyph or an image icon.
  case icon
  /// A straight line.
  case line
  /// A shape.
  case shape
}

/// What the app will do with a frame: the verdict, and per layer whether it is drawn and why not.
///
/// A report lists at most ``FrameValidator/maximumListedProblems`` problems and notes in all;
/// the rest are counted (`unlistedProblems`, `unlistedNotes`), so its size is bounded whatever
/// the body holds.
public struct FrameReport: Sendable {
  /// Whether the app takes the frame.
  public enum Verdict: Sendable, Equatable {
    /// The frame is drawn (each layer as its report says).
    case accepted
    /// The whole frame is rejected; nothing is drawn.
    case rejected(Problem)
  }

  /// One declared layer and what becomes of it.
  public struct Layer: Sendable {
    /// The declaration's id (`remote:…`).
    public var id: String
    /// The declaration's type.
    public var type: LayerType
    /// The declaration's dataPath, as written.
    public var dataPath: String
    /// The object's zIndex (default 0): the draw order, then the id.
    public var zIndex: Double
    /// Whether the app draws the layer (a marker may still be left out: see ``problems``).
    public var drawn: Bool
    /// Why it is not drawn, or what is not drawn of it (a marker), each at its JSON path.
    public var problems: [Problem]
    /// Clamps, truncations, defaults and ignored fields, each at its JSON path.
    public var notes: [Problem]
    /// Problems found but not listed (over the report's limit).
    public var unlistedProblems = 0
    /// Notes found but not listed (over the report's limit).
    public var unlistedNotes = 0
    /// The id of the layer before this one in draw order that points to the same object with
    /// the same type. The object was validated and sampled once: this layer's verdict and
    /// geometry are that layer's (a writer may draw or print it by reference).
    public var sameObjectAs: String?
    /// For a curve layer: what the sampler needs.
    public var curve: CurveLayerReading?
    /// For a curve layer that could be sampled: its geometry on the report's canvas.
    public var geometry: CurveGeometry?
    /// The layer's frame in pt on the report's canvas, when it has a usable one (placed once,
    /// by the validator; writers read it).
    public var frame: Rect?
    /// `rotation` in degrees, when given.
    public var rotation: Double?
  }

  /// Accepted, or rejected with the reason.
  public var verdict: Verdict
  /// Notes about the frame outside the layers (ignored top-level fields, clamps in the root grid,
  /// duplicate keys).
  public var notes: [Problem]
  /// Notes found but not listed (over the report's limit).
  public var unlistedNotes = 0
  /// The declared layers in draw order (zIndex, then id); empty when the frame is rejected.
  public var layers: [Layer]
  /// The root grid's size (rows, columns) when accepted.
  public var grid: (rows: Int, columns: Int)?
  /// The content canvas the frame was validated on: the layers' frames and geometry are on it.
  public var canvas: CanvasSize

  /// Whether the verdict is ``Verdict/accepted``.
  public var isAccepted: Bool { verdict == .accepted }

  /// A report with these parts (the validator makes them; a test or a writer may too).
  public init(verdict: Verdict, notes: [Problem], layers: [Layer], grid: (rows: Int, columns: Int)?, canvas: CanvasSize = .default) {
    self.verdict = verdict
    self.notes = notes
    self.layers = layers
    self.grid = grid
    self.canvas = canvas
  }
}
