/// A marker as the frame gives it (`content.markers[]`), before any rule is applied.
public struct MarkerSpec: Sendable, Hashable {
  /// `at.x`: the data x; the height comes from the curve.
  public var x: Double?
  /// `at.sampleIndex`: a sample of samples mode.
  public var sampleIndex: Int?
  /// `at.offsetPt`: moves the label only, ±64 pt.
  public var offset: (dx: Double, dy: Double)?
  /// `symbol.radiusPt`, 1–16 (default 4).
  public var radius: Double?
  /// `symbol.fill` (default `#E6EDC9`).
  public var fill: ProtocolColor?
  /// `label`.
  public var label: String?
  /// `labelStyle.color` (default `#E6EEEE`).
  public var labelColor: ProtocolColor?
  /// `labelStyle.fontSizePt`, 6–32 (default 10).
  public var fontSize: Double?
  /// `labelStyle.position` (default top).
  public var position: LabelPosition?

  /// A marker with the fields given (`nil`: not provided).
  public init(
    x: Double? = nil, sampleIndex: Int? = nil, offset: (dx: Double, dy: Double)? = nil, radius: Double? = nil,
    fill: ProtocolColor? = nil, label: String? = nil, labelColor: ProtocolColor? = nil, fontSize: Double? = nil,
    position: LabelPosition? = nil
  ) {
    self.x = x
    self.sampleIndex = sampleIndex
    self.offset = offset
    self.radius = radius
    self.fill = fill
    self.label = label
    self.labelColor = labelColor
    self.fontSize = fontSize
    self.position = position
  }

  public static func == (a: MarkerSpec, b: MarkerSpec) -> Bool {
    a.x == b.x && a.sampleIndex == b.sampleIndex && a.offset?.dx == b.offset?.dx && a.offset?.dy == b.offset?.dy
      && a.radius == b.radius && a.fill == b.fill && a.label == b.label && a.labelColor == b.labelColor
      && a.fontSize == b.fontSize && a.position == b.position
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(x)
    hasher.combine(sampleIndex)
    hasher.combine(label)
  }
}
