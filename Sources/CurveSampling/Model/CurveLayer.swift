/// The curve source, `content.mode`.
public enum CurveMode: String, Sendable, CaseIterable {
  case samples, function
}

/// `content.interpolation`.
public enum Interpolation: String, Sendable, CaseIterable {
  case linear, stepAfter, monotone
}

/// `labelStyle.position`.
public enum LabelPosition: String, Sendable, CaseIterable {
  case top, bottom, left, right
}

/// A marker as the frame gives it (`content.markers[]`), before any rule is applied.
public struct MarkerSpec: Sendable, Hashable {
  public var x: Double?
  public var sampleIndex: Int?
  public var offset: (dx: Double, dy: Double)?
  public var radius: Double?
  /// `#RRGGBB` or `#AARRGGBB`, as given.
  public var fill: String?
  public var label: String?
  public var labelColor: String?
  public var fontSize: Double?
  public var position: LabelPosition?

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
  public var mode: CurveMode?
  /// `content.points`, as `[x, y]` pairs.
  public var points: [(x: Double, y: Double)]?
  public var expression: String?
  /// `content.parameters`, in the order given (the kept 64 are chosen by name, not by order).
  public var parameters: [(String, Double)]
  public var domain: Interval?
  public var yDomain: Interval?
  public var interpolation: Interpolation?
  public var markers: [MarkerSpec]
  /// `style.plotPadding`.
  public var plotPadding: Double?
  /// `style.opacity` (multiplies marker opacity).
  public var opacity: Double?

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
public enum CurveLimits {
  public static let maximumPoints = 1024
  public static let functionSamples = 1024
  public static let maximumMarkers = 32
  /// Data values beyond ±1e9 are clamped before mapping.
  public static let maximumMagnitude = 1e9
  public static let plotPadding: ClosedRange<Double> = 0...48
  public static let markerRadius: ClosedRange<Double> = 1...16
  public static let markerOffset: ClosedRange<Double> = -64...64
  public static let fontSize: ClosedRange<Double> = 6...32
  public static let defaultMarkerRadius = 4.0
  public static let defaultMarkerFill = ProtocolColor(red: 0xE6, green: 0xED, blue: 0xC9)
  public static let defaultLabelColor = ProtocolColor(red: 0xE6, green: 0xEE, blue: 0xEE)
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
