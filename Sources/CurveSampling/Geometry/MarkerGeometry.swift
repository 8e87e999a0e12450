/// A marker, ready to draw.
public struct MarkerGeometry: Sendable, Hashable {
  /// Its index in `content.markers`.
  public var index: Int
  /// The dot's centre, on the curve.
  public var center: Point
  /// The dot's radius in pt.
  public var radius: Double
  /// The dot's colour.
  public var fill: ProtocolColor
  /// `style.opacity`, which multiplies marker opacity.
  public var opacity: Double
  /// The label's text, if any.
  public var label: String?
  /// The label's colour.
  public var labelColor: ProtocolColor
  /// Where the label is placed: `radius + 3` pt from the centre on its side, then `offsetPt`.
  public var labelAnchor: Point
  /// How the label's text lies along the anchor.
  public var labelAlignment: LabelAlignment
  /// Which edge of the label's text box is at the anchor.
  public var labelBaseline: LabelBaseline
  /// The label's font size in pt.
  public var fontSize: Double
  /// The label's box in pt (nil without a label): its text's advance widths along the anchor,
  /// from ``labelAscent`` em above its baseline to ``labelDescent`` em below.
  public var labelBox: Rect? = nil
  /// How far the label's box reaches past the layer frame, in pt (0 when inside): the widget
  /// cuts that much off.
  public var labelOverflow = 0.0
  /// How far the dot reaches past the layer frame, in pt (0 when inside).
  public var dotOverflow = 0.0

  /// Whether the layer frame cuts the label off.
  public var labelClipped: Bool { labelOverflow > 0 }

  /// The line box of a label, in em of its font size: DejaVu Sans's cap height and descender,
  /// rounded out.
  public static let labelAscent = 0.76
  /// See ``labelAscent``.
  public static let labelDescent = 0.24

  /// The baseline of the label's text: the anchor is its box's bottom (``LabelBaseline/bottom``,
  /// at the baseline), its top (cap height, 0.72 em, below it) or its middle (the x-height's
  /// centre, 0.35 em). Placed by hand, not by `dominant-baseline`, so every renderer agrees.
  public var labelBaselineY: Double {
    switch labelBaseline {
    case .bottom: labelAnchor.y
    case .top: labelAnchor.y + fontSize * 0.72
    case .middle: labelAnchor.y + fontSize * 0.35
    }
  }
}
