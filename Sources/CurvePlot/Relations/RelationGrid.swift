import CurveAnalysis
import CurveSampling

extension MathPlot {
  /// Where a plot's relations are classified: at `pixelsPerPoint` pixels a pt (the output's
  /// pixels: a PNG's scale; ``vectorRelationPixelsPerPoint`` for SVG and PDF; fewer when a side
  /// would pass `Relation.maximumSide`) over the whole pt that cover the chart's plot (the
  /// plot's clip trims the part beyond it), from `origin`, so a PNG's pixels are the grid's;
  /// `nil` bounds when the plot's ranges do not increase.
  ///
  /// Pixel coordinates (what ``RelationCorners`` and the drawings use) count columns from the
  /// grid's left edge and rows down from its top edge.
  struct RelationGrid {
    var origin: Point
    var pixelsPerPoint: Double
    var width: Int
    var height: Int
    var bounds: RelationBounds?

    init(_ chart: Chart, pixelsPerPoint wanted: Double) {
      let plot = chart.plot
      let (left, top) = (plot.x.rounded(.down), plot.y.rounded(.down))
      // The plot's size is checked, so these are small whole numbers.
      let (points, rows) = (Swift.max(1, plot.maxX.rounded(.up) - left), Swift.max(1, plot.maxY.rounded(.up) - top))
      let most = Double(Relation.maximumSide)
      pixelsPerPoint = Swift.min(Swift.max(1, wanted), most / Swift.max(points, rows))
      width = Swift.min(Relation.maximumSide, Swift.max(1, Int((points * pixelsPerPoint).rounded(.up))))
      height = Swift.min(Relation.maximumSide, Swift.max(1, Int((rows * pixelsPerPoint).rounded(.up))))
      origin = Point(left, top)
      let (x0, x1) = (chart.x.invert(left), chart.x.invert(left + Double(width) / pixelsPerPoint))
      let (y0, y1) = (chart.y.invert(top + Double(height) / pixelsPerPoint), chart.y.invert(top))
      bounds = x0 < x1 && y0 < y1 ? RelationBounds(x: x0...x1, y: y0...y1) : nil
    }

    /// A point in pixel coordinates, in pt.
    func point(_ p: Point) -> Point {
      Point(origin.x + p.x / pixelsPerPoint, origin.y + p.y / pixelsPerPoint)
    }

    /// A point in pixel coordinates, in the plane (as the classification places pixel edges).
    func plane(_ p: Point) -> (x: Double, y: Double) {
      guard let bounds else { return (.nan, .nan) }
      let xStep = (bounds.x.upperBound - bounds.x.lowerBound) / Double(width)
      let yStep = (bounds.y.upperBound - bounds.y.lowerBound) / Double(height)
      return (bounds.x.lowerBound + p.x * xStep, bounds.y.upperBound - p.y * yStep)
    }
  }
}
