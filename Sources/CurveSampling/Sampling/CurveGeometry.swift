/// Something the sampler could not use, or changed, with the field it concerns (a path relative
/// to the layer object, such as `content.markers[2].at`).
public struct CurveProblem: Sendable, Hashable, CustomStringConvertible {
  public var code: ProblemCode
  public var field: String
  /// `.layerNotDrawn`, `.itemNotDrawn` or `.note` (never `.frameRejected`).
  public var effect: ProblemEffect
  /// What happened, in words. A note that quotes numbers is formatted when it is read: most
  /// layers carry such notes (the defaults they rely on) and a widget drawing them never reads
  /// one, while formatting two numbers took a tenth of the time above the evaluation.
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
  case left, center, right
}

/// Which edge of the label's text box sits on the anchor.
public enum LabelBaseline: String, Sendable {
  case top, middle, bottom
}

/// A marker, ready to draw.
public struct MarkerGeometry: Sendable, Hashable {
  /// Its index in `content.markers`.
  public var index: Int
  public var center: Point
  public var radius: Double
  public var fill: ProtocolColor
  /// `style.opacity`, which multiplies marker opacity.
  public var opacity: Double
  public var label: String?
  public var labelColor: ProtocolColor
  public var labelAnchor: Point
  public var labelAlignment: LabelAlignment
  public var labelBaseline: LabelBaseline
  public var fontSize: Double
}

/// A curve layer as exact geometry in pt.
public struct CurveGeometry: Sendable {
  /// Whether the layer is drawn at all.
  public var drawn: Bool
  /// What was not drawn and why, and what was normalised.
  public var problems: [CurveProblem]
  public var mode: CurveMode
  public var interpolation: Interpolation
  /// The layer frame inset by the plot padding.
  public var plot: Rect
  public var domain: Interval
  public var yDomain: Interval
  /// The samples used, in data space (after truncation and clamping); NaN y marks a gap.
  public var samples: Samples
  /// One subpath per run of finite samples.
  public var stroke: [CurvePath]
  /// The area under each run of two or more points: the curve, then down to the plot bottom and
  /// back, closed. Shares the stroke's coordinates.
  public var fill: [CurvePath] {
    stroke.compactMap { path in path.end == .close ? nil : path.ending(.baseline(plot.maxY)) }
  }
  public var markers: [MarkerGeometry]
  /// Where the path was broken at a discontinuity (function mode), as the data x of the break.
  public var breaks: [Double]
}
