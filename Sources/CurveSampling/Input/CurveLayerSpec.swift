import CurveExpression

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
  /// The expression compiled beforehand (with its parameters), drawn in place of
  /// ``expression``: a caller that draws one program many times compiles it once.
  public var program: CompiledExpression?
  /// `content.parameters`, in the order given (the kept 64 are chosen by name, not by order).
  public var parameters: [(String, Double)]
  /// `content.domain` (default: inferred from the samples, or [0, 1]).
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
    interpolation: Interpolation? = nil, markers: [MarkerSpec] = [], plotPadding: Double? = nil, opacity: Double? = nil,
    program: CompiledExpression? = nil
  ) {
    self.mode = mode
    self.points = points
    self.expression = expression
    self.program = program
    self.parameters = parameters
    self.domain = domain
    self.yDomain = yDomain
    self.interpolation = interpolation
    self.markers = markers
    self.plotPadding = plotPadding
    self.opacity = opacity
  }
}
