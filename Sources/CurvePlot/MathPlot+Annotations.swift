import CurveAnalysis
import CurveExpression
import CurveFrame
import CurveSampling
import _CurveText

extension MathPlot {
  /// What a math plot adds to its curves.
  public struct Annotations: Sendable, Equatable {
    /// Dots at every zero, extremum, inflection and intersection `CurveAnalyzer` finds (hollow
    /// where not certified), each labelled `(x, y)` where a label fits clear of the curves, the
    /// dots and the other labels (a label that does not fit is dropped; its dot stays), and
    /// every point listed in the `<desc>`.
    public var points: Bool
    /// The x of each tangent line to draw on every curve (where the curve has a finite slope
    /// there).
    public var tangents: [Double]
    /// Each curve's first derivative, dashed in its colour (cut where the curve breaks or has a
    /// kink).
    public var derivatives: Bool
    /// The picture's `<desc>`, for screen readers: what `CurveAnalyzer` proves of each function
    /// (true by default). Without it (and without ``points``) the analysis is skipped, which
    /// more than halves the time of a plot redrawn at every frame of a zoom.
    public var description: Bool

    /// Nothing drawn beyond the curves by default, and the description written.
    public init(points: Bool = false, tangents: [Double] = [], derivatives: Bool = false, description: Bool = true) {
      (self.points, self.tangents, self.derivatives, self.description) = (points, tangents, derivatives, description)
    }

    /// The most tangents one plot draws.
    public static let maximumTangents = 16
  }

  /// The dashes of a derivative, drawn and in the legend.
  static let derivativeDash = CurveStyle.Dash(length: 5, gap: 3)

  /// Each curve's derivative, dashed, and the tangents, inside the plot's clip; returns the
  /// lines drawn, in pt (which the points' labels keep clear of).
  static func drawDerivativesAndTangents(
    _ svg: inout SVGWriter, _ compiled: [CompiledExpression], colorIndices: [Int], _ chart: Chart, _ colors: Colors, _ annotations: Annotations
  ) -> [[Point]] {
    guard annotations.derivatives || !annotations.tangents.isEmpty else { return [] }
    let n = SVGWriter.number
    let plot = chart.plot
    var drawn: [[Point]] = []
    svg.open("g", [("clip-path", "url(#plot)")])
    for (expression, index) in zip(compiled, colorIndices) {
      if annotations.derivatives {
        for run in derivativeRuns(expression, chart) {
          drawn.append(run)
          let d = run.enumerated().map { ($0.offset == 0 ? "M" : "L") + n($0.element.x) + "," + n($0.element.y) }.joined()
          svg.element("path", [("d", d)] + stroke(index, colors, width: 1.25, dash: derivativeDash))
        }
      }
      for x in annotations.tangents.prefix(Annotations.maximumTangents) where chart.x.domain.contains(x) {
        let d = expression.derivatives(at: x)
        guard d.value.isFinite, d.first.isFinite else { continue }
        let ends = [chart.x.domain.start, chart.x.domain.end].map { chart.point($0, d.value + d.first * ($0 - x)) }
        guard let (a, b) = clipped(ends[0], ends[1], to: band(plot)) else { continue }
        drawn.append([a, b])
        svg.element("path", [("d", "M" + n(a.x) + "," + n(a.y) + "L" + n(b.x) + "," + n(b.y))] + stroke(index, colors, width: 1, dash: nil))
        let at = chart.point(x, d.value)
        if plot.contains(at) { svg.element("circle", [("cx", n(at.x)), ("cy", n(at.y)), ("r", "3")] + dot(index, colors, hollow: false)) }
      }
    }
    svg.close("g")
    return drawn
  }

  /// The derivative of `expression` on a 1,024-point grid over the domain, in pt, as runs: a run
  /// ends where the derivative is not finite, or where an interval of the grid is not proven
  /// continuous or holds a kink (the derivative may jump there); each segment clipped to the
  /// plot's band.
  static func derivativeRuns(_ expression: CompiledExpression, _ chart: Chart) -> [[Point]] {
    guard let grid = UniformGrid(from: chart.x.domain.start, to: chart.x.domain.end, count: CurveLimits.functionSamples) else { return [] }
    let xs = grid.values
    let band = band(chart.plot)
    var runs: [[Point]] = []
    var current: [Point] = []
    func end() {
      if current.count >= 2 { runs.append(current) }
      current = []
    }
    var previous: (x: Double, slope: Double)?
    for x in xs {
      let slope = expression.derivatives(at: x).first
      defer { previous = slope.isFinite ? (x, slope) : nil }
      guard slope.isFinite else {
        end()
        continue
      }
      guard let (lastX, lastSlope) = previous else { continue }
      let enclosure = expression.derivativeEnclosures(from: Swift.min(lastX, x), to: Swift.max(lastX, x))
      guard enclosure.value.isContinuous, !enclosure.kink else {
        end()
        continue
      }
      let a = chart.point(lastX, lastSlope)
      let b = chart.point(x, slope)
      guard let (p, q) = clipped(a, b, to: band) else {
        end()
        continue
      }
      if let last = current.last, last == p { current.append(q) } else {
        end()
        current = [p, q]
      }
    }
    end()
    return runs
  }

  /// The plot grown by 8 pt: what is drawn beyond it is clipped away, so no coordinate is far
  /// off the picture.
  static func band(_ plot: Rect) -> Rect {
    Rect(x: plot.x - 8, y: plot.y - 8, width: plot.width + 16, height: plot.height + 16)
  }

  /// The part of the segment `a`–`b` inside `box` (Liang–Barsky), or nil.
  static func clipped(_ a: Point, _ b: Point, to box: Rect) -> (Point, Point)? {
    guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    var (t0, t1) = (0.0, 1.0)
    for (p, q) in [(-dx, a.x - box.x), (dx, box.maxX - a.x), (-dy, a.y - box.y), (dy, box.maxY - a.y)] {
      if p == 0 {
        if q < 0 { return nil }
        continue
      }
      let r = q / p
      if p < 0 { t0 = Swift.max(t0, r) } else { t1 = Swift.min(t1, r) }
      if t0 > t1 { return nil }
    }
    return (Point(a.x + t0 * dx, a.y + t0 * dy), Point(a.x + t1 * dx, a.y + t1 * dy))
  }

  /// A dot's fill and outline in series `index`'s colour (`index` nil: the text colour).
  static func dot(_ index: Int?, _ colors: Colors, hollow: Bool) -> [(String, String)] {
    let color = index.map { seriesColor($0, colors) } ?? colors.text
    return hollow
      ? [("fill", colors.background), ("stroke", color), ("stroke-width", "1.5")]
      : [("fill", color), ("stroke", colors.background), ("stroke-width", "1")]
  }
}

extension Rect {
  /// Whether the two rectangles share more than an edge.
  func intersects(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// Whether `p` lies inside, edges included.
  func contains(_ p: Point) -> Bool {
    x <= p.x && p.x <= maxX && y <= p.y && p.y <= maxY
  }
}
