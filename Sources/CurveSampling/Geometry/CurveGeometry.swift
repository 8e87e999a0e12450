/// A curve layer as exact geometry in pt.
public struct CurveGeometry: Sendable {
  /// Whether the layer is drawn at all.
  public var drawn: Bool
  /// What was not drawn and why, and what was normalised.
  public var problems: [Problem]
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
  /// The axes the curve is drawn on: ``domain`` across the plot, ``yDomain`` up it.
  public var axes: (x: Axis, y: Axis) {
    (.horizontal(domain: domain, on: plot), .vertical(domain: yDomain, on: plot))
  }
}
