/// The curve source, `content.mode`.
public enum CurveMode: String, Sendable, CaseIterable {
  /// Connect the `[x, y]` samples in `content.points`.
  case samples
  /// Evaluate `content.expression` over the domain.
  case function
}

/// `content.interpolation`.
public enum Interpolation: String, Sendable, CaseIterable {
  /// Straight lines (d3's curveLinear).
  case linear
  /// The previous value until the next sample (d3's curveStepAfter).
  case stepAfter
  /// A smooth curve that does not overshoot (d3's curveMonotoneX; the default).
  case monotone
}

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
  /// `symbol.fill`: `#RRGGBB` or `#AARRGGBB`, as given.
  public var fill: String?
  /// `label`.
  public var label: String?
  /// `labelStyle.color`, as given.
  public var labelColor: String?
  /// `labelStyle.fontSizePt`, 6–32 (default 10).
  public var fontSize: Double?
  /// `labelStyle.position` (default top).
  public var position: LabelPosition?

  /// A marker with the fields given (`nil`: not provided).
  public init(
    x: Double? = nil, sampleIndex: Int? = nil, offset: (dx: Double, dy: Double)? = nil, radius: Double? = nil,
    fill: String? = nil, label: String? = nil, labelColor: String? = nil, fontSize: Double? = nil,
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

/// A curve layer's content and the style fields geometry needs, as the frame gives them
/// (`nil` = not provided). The validator (or any caller) fills this in; ``CurveSampler`` applies
/// the protocol's defaults, clamps and budgets.
public struct CurveLayerSpec: Sendable {
  /// `content.mode` (default: function when there is an expression, else samples).
  public var mode: CurveMode?
  /// `content.points`, as `[x, y]` pairs.
  public var points: [(x: Double, y: Double)]?
  /// `content.expression`.
  public var expression: String?
  /// `content.parameters`, in the order given (the kept 64 are chosen by name, not by order).
  public var parameters: [(String, Double)]
  /// `content.domain` (default: inferred, ``DomainInference``).
  public var domain: Interval?
  /// `content.yDomain` (default: the y extent).
  public var yDomain: Interval?
  /// `content.interpolation` (default monotone).
  public var interpolation: Interpolation?
  /// `content.markers`.
  public var markers: [MarkerSpec]
  /// `style.plotPadding`.
  public var plotPadding: Double?
  /// `style.opacity` (multiplies marker opacity).
  public var opacity: Double?

  /// A layer with the fields given (`nil`: not provided).
  public init(
    mode: CurveMode? = nil, points: [(x: Double, y: Double)]? = nil, expression: String? = nil,
    parameters: [(String, Double)] = [], domain: Interval? = nil, yDomain: Interval? = nil,
    interpolation: Interpolation? = nil, markers: [MarkerSpec] = [], plotPadding: Double? = nil, opacity: Double? = nil
  ) {
    self.mode = mode
    self.points = points
    self.expression = expression
    self.parameters = parameters
    self.domain = domain
    self.yDomain = yDomain
    self.interpolation = interpolation
    self.markers = markers
    self.plotPadding = plotPadding
    self.opacity = opacity
  }
}

/// The protocol's numbers for curve layers, in one place.
///
/// The validator's clamp notes, the sampler and the preview all read their ranges from here.
public enum CurveLimits {
  /// The most samples used from `content.points`.
  public static let maximumPoints = 1024
  /// The samples of function mode.
  public static let functionSamples = 1024
  /// The most markers drawn.
  public static let maximumMarkers = 32
  /// `style.plotPadding`, pt.
  public static let plotPadding: ClosedRange<Double> = 0...48
  /// `style.opacity` and `style.fillOpacity`.
  public static let opacity: ClosedRange<Double> = 0...1
  /// `style.strokeWidth`, pt.
  public static let strokeWidth: ClosedRange<Double> = 0.25...12
  /// `style.strokeWidth` when not given.
  public static let defaultStrokeWidth = 2.0
  /// `style.dashLength`, pt.
  public static let dashLength: ClosedRange<Double> = 0.5...64
  /// `style.dashGap`, pt.
  public static let dashGap: ClosedRange<Double> = 0...64
  /// `style.dashGap` when not given (and dashes are on).
  public static let defaultDashGap = 4.0
  /// `symbol.radiusPt`.
  public static let markerRadius: ClosedRange<Double> = 1...16
  /// `at.offsetPt`, each of dx and dy.
  public static let markerOffset: ClosedRange<Double> = -64...64
  /// `labelStyle.fontSizePt`.
  public static let fontSize: ClosedRange<Double> = 6...32
  /// `symbol.radiusPt` when not given.
  public static let defaultMarkerRadius = 4.0
  /// `symbol.fill` when not given: `#E6EDC9`.
  public static let defaultMarkerFill = ProtocolColor(red: 0xE6, green: 0xED, blue: 0xC9)
  /// `labelStyle.color` when not given: `#E6EEEE`.
  public static let defaultLabelColor = ProtocolColor(red: 0xE6, green: 0xEE, blue: 0xEE)
  /// `labelStyle.fontSizePt` when not given.
  public static let defaultFontSize = 10.0
  /// Space between a marker's circle and its label, in pt.
  public static let labelGap = 3.0
}

extension Comparable {
  /// `self` limited to `range`. The package's, not API: an extension on every `Comparable`
  /// would be the library's to own in its users' code.
  package func clamped(to range: ClosedRange<Self>) -> Self {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
