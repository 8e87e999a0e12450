import _CurveText

/// Something the sampler could not use, or changed, with the field it concerns (a path relative
/// to the layer object, such as `content.markers[2].at`).
public struct CurveProblem: Sendable, Hashable, CustomStringConvertible {
  /// What it is, stably.
  public var code: ProblemCode
  /// Where: a path relative to the layer's object.
  public var field: String
  /// `.layerNotDrawn`, `.itemNotDrawn` or `.note` (never `.frameRejected`).
  public var effect: ProblemEffect
  /// What happened, in words. A note that quotes numbers is formatted when it is read: most
  /// layers carry such notes (the defaults they rely on) and a widget drawing them never reads
  /// one. Formatting them at once (a plain `String` field, with the synthesised `==`) was
  /// measured at +0.7 µs on a 13.3 µs full path (5 %), over the 2 % a simpler type may cost.
  public var message: String {
    get {
      switch text {
      case .literal(let message): return message
      case .notGiven(let interval, let reason): return Self.notGiven(interval, reason)
      }
    }
    set { text = .literal(newValue) }
  }
  private var text: Text

  private enum Text: Sendable {
    case literal(String)
    /// `not given: [min, max] (reason)`.
    case notGiven(Interval, reason: StaticString)
  }

  /// A problem with all its parts.
  public init(_ code: ProblemCode, _ field: String, _ message: String, _ effect: ProblemEffect) {
    self.code = code
    self.field = field
    self.text = .literal(message)
    self.effect = effect
  }

  /// A default the layer relied on, the interval it took and why: `not given: [0, 1] (the y extent)`.
  static func notGiven(_ field: String, _ interval: Interval, because reason: StaticString) -> CurveProblem {
    var problem = CurveProblem(.defaultUsed, field, "", .note)
    problem.text = .notGiven(interval, reason: reason)
    return problem
  }

  private static func notGiven(_ interval: Interval, _ reason: StaticString) -> String {
    var text = "not given: ["
    text.reserveCapacity(96)  // two 24-character numbers and the longest reason fit
    DecimalText.appendMessage(interval.start, to: &text)
    text += ", "
    DecimalText.appendMessage(interval.end, to: &text)
    text += "] ("
    text += reason.description
    text += ")"
    return text
  }

  public var description: String { "\(field): \(message)" }

  /// Problems are equal when they read the same, however their messages are held.
  public static func == (a: CurveProblem, b: CurveProblem) -> Bool {
    a.code == b.code && a.field == b.field && a.effect == b.effect && a.message == b.message
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
    hasher.combine(field)
    hasher.combine(effect)
    hasher.combine(message)
  }
}

/// Where a marker's label goes relative to its anchor.
public enum LabelAlignment: String, Sendable {
  /// The text starts at the anchor.
  case left
  /// The text is centred on the anchor.
  case center
  /// The text ends at the anchor.
  case right
}

/// Which edge of the label's text box sits on the anchor.
public enum LabelBaseline: String, Sendable {
  /// The top of the text box.
  case top
  /// Its middle.
  case middle
  /// Its bottom (the text sits above the anchor).
  case bottom
}

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

/// A curve layer as exact geometry in pt.
public struct CurveGeometry: Sendable {
  /// Whether the layer is drawn at all.
  public var drawn: Bool
  /// What was not drawn and why, and what was normalised.
  public var problems: [CurveProblem]
  /// The mode used (given, or the default).
  public var mode: CurveMode
  /// The interpolation used (given, or monotone).
  public var interpolation: Interpolation
  /// The layer frame inset by the plot padding.
  public var plot: Rect
  /// The x domain used (given or inferred): `start` maps to the plot's left edge.
  public var domain: Interval
  /// The y domain used (given or inferred): `start` maps to the plot's bottom edge.
  public var yDomain: Interval
  /// The samples used, in data space, at full magnitude (samples mode: the first 1,024 points;
  /// function mode: the grid, and in each grid interval that holds a break the points evaluated
  /// to find it). A y that is not a number marks a gap (samples mode: any non-finite value).
  public var samples: Samples
  /// The curve, clipped to the plot grown by ``CurveSampler/guardBand``: one subpath per stretch
  /// of a run inside it.
  public var stroke: [CurvePath]
  /// The area under each run of two or more points, within the plot: the curve where it is on
  /// the plot, the plot's top or bottom edge where it is beyond it, then down to the plot's
  /// bottom and back, closed.
  public var fill: [CurvePath]
  /// The markers drawn, in the order given.
  public var markers: [MarkerGeometry]
  /// Where a function-mode curve is broken, in order.
  public var breaks: [CurveBreak]
}
