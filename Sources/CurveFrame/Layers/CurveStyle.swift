import CurveSampling

/// A curve layer's style as the app draws it: the protocol's defaults and ranges applied once,
/// colours already parsed. Writers read this; ``CurveStyleSpec`` is the style as given.
public struct CurveStyle: Sendable, Hashable {
  /// Dashes along the stroke, in pt.
  public struct Dash: Sendable, Hashable {
    /// Each dash (`style.dashLength`, 0.5–64).
    public var length: Double
    /// The space after each (`style.dashGap`, 0–64, default 4).
    public var gap: Double

    /// Dashes of `length` pt with `gap` pt between (a math plot's series have their own).
    package init(length: Double, gap: Double) {
      self.length = length
      self.gap = gap
    }
  }

  /// `style.color`; nil: the app's own colour for the appearance.
  public var color: ProtocolColor?
  /// `style.opacity`, 0–1 (default 1): multiplies the stroke, the fill and the markers.
  public var opacity: Double
  /// `style.strokeWidth` in pt, 0.25–12 (default 2).
  public var strokeWidth: Double
  /// `style.lineCap` (default round).
  public var lineCap: LineCap
  /// `style.lineJoin` (default round).
  public var lineJoin: LineJoin
  /// The dashes; nil for a solid stroke (no `style.dashLength`, or one that is not finite).
  public var dash: Dash?
  /// `style.fillColor`; nil: the stroke's colour.
  public var fillColor: ProtocolColor?
  /// `style.fillOpacity`, 0–1 (default 0: no fill).
  public var fillOpacity: Double

  /// The style `spec` gives, with the defaults and ranges of `CurveLimits`.
  public init(_ spec: CurveStyleSpec) {
    color = spec.color
    opacity = CurveLimits.resolve(spec.opacity, in: CurveLimits.opacity, or: 1)
    strokeWidth = CurveLimits.resolve(spec.strokeWidth, in: CurveLimits.strokeWidth, or: CurveLimits.defaultStrokeWidth)
    lineCap = spec.lineCap ?? .round
    lineJoin = spec.lineJoin ?? .round
    dash = spec.dashLength.flatMap { length in
      guard length.isFinite else { return nil }
      return Dash(
        length: length.clamped(to: CurveLimits.dashLength),
        gap: CurveLimits.resolve(spec.dashGap, in: CurveLimits.dashGap, or: CurveLimits.defaultDashGap))
    }
    fillColor = spec.fillColor
    fillOpacity = CurveLimits.resolve(spec.fillOpacity, in: CurveLimits.opacity, or: 0)
  }
}
