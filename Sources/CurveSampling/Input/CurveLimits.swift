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

  /// A style number as drawn: `given` limited to `range`; absent or NaN, `fallback`. The one rule
  /// for every style value of a curve layer and its markers (the validator notes the clamps).
  package static func resolve(_ given: Double?, in range: ClosedRange<Double>, or fallback: Double) -> Double {
    guard let given, !given.isNaN else { return fallback }
    return given.clamped(to: range)
  }
}
