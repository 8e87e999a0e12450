import CurveAnalysis
import CurveExpression
import CurveFrame
import CurveSampling
import _CurveText

extension MathPlot {
  /// What a math plot adds to its curves.
  public struct Annotations: Sendable, Equatable {
    /// Dots at every zero, extremum, inflection and intersection `CurveAnalyzer` finds (hollow
    /// where not certified), each labelled `(x, y)` where a label fits without overlapping
    /// another (a label that does not fit is dropped; its dot stays).
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

  /// Each curve's derivative, dashed, and the tangents, inside the plot's clip.
  static func drawDerivativesAndTangents(
    _ svg: inout SVGWriter, _ compiled: [CompiledExpression], colorIndices: [Int], _ chart: Chart, _ colors: Colors, _ annotations: Annotations
  ) {
    guard annotations.derivatives || !annotations.tangents.isEmpty else { return }
    let n = SVGWriter.number
    let plot = chart.plot
    svg.open("g", [("clip-path", "url(#plot)")])
    for (expression, index) in zip(compiled, colorIndices) {
      if annotations.derivatives {
        for run in derivativeRuns(expression, chart) {
          let d = run.enumerated().map { ($0.offset == 0 ? "M" : "L") + n($0.element.x) + "," + n($0.element.y) }.joined()
          svg.element("path", [("d", d)] + stroke(index, colors, width: 1.25, dash: derivativeDash))
        }
      }
      for x in annotations.tangents.prefix(Annotations.maximumTangents) where chart.x.domain.contains(x) {
        let d = expression.derivatives(at: x)
        guard d.value.isFinite, d.first.isFinite else { continue }
        let ends = [chart.x.domain.start, chart.x.domain.end].map { chart.point($0, d.value + d.first * ($0 - x)) }
        guard let (a, b) = clipped(ends[0], ends[1], to: band(plot)) else { continue }
        svg.element("path", [("d", "M" + n(a.x) + "," + n(a.y) + "L" + n(b.x) + "," + n(b.y))] + stroke(index, colors, width: 1, dash: nil))
        let at = chart.point(x, d.value)
        if plot.contains(at) { svg.element("circle", [("cx", n(at.x)), ("cy", n(at.y)), ("r", "3")] + dot(index, colors, hollow: false)) }
      }
    }
    svg.close("g")
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

  /// The points of interest as dots, and their `(x, y)` labels where they fit: tried above right,
  /// above left, below right, below left, right and left of the dot, inside the plot (so clear of
  /// the legend, above it) and clear of every dot and every label placed before (extrema first, then zeros, intersections, inflections; each in x
  /// order).
  static func drawPoints(_ svg: inout SVGWriter, _ report: AnalysisReport, colorIndices: [Int], _ chart: Chart, _ colors: Colors) {
    let n = SVGWriter.number
    let plot = chart.plot
    struct Mark {
      var at: Point
      var label: String
      var series: Int?
      var certified: Bool
      var rank: Int
    }
    var marks: [Mark] = []
    func add(_ x: Interval, _ y: Interval, series: Int?, certified: Bool, rank: Int) {
      let mx = x.lower / 2 + x.upper / 2
      let my = y.lower / 2 + y.upper / 2
      let at = chart.point(mx, my)
      guard at.x.isFinite, at.y.isFinite, plot.contains(at) else { return }
      marks.append(Mark(at: at, label: "(\(PlotDescription.number(x)), \(PlotDescription.number(y)))", series: series, certified: certified, rank: rank))
    }
    for (curve, index) in zip(report.curves, colorIndices) {
      for point in curve.points {
        let rank = point.kind == .minimum || point.kind == .maximum ? 0 : point.kind == .zero ? 1 : 3
        add(point.x, point.y, series: index, certified: point.certified, rank: rank)
      }
    }
    for meeting in report.intersections { add(meeting.x, meeting.y, series: nil, certified: meeting.certified, rank: 2) }
    marks.sort { ($0.rank, $0.at.x, $0.at.y) < ($1.rank, $1.at.x, $1.at.y) }
    // A zero that is also an inflection (or where curves meet) is one dot with one label.
    var distinct: [Mark] = []
    for mark in marks where !distinct.contains(where: { $0.label == mark.label && Swift.abs($0.at.x - mark.at.x) < 1 && Swift.abs($0.at.y - mark.at.y) < 1 }) {
      distinct.append(mark)
    }
    marks = distinct

    let font = Layout.fontSize - 1
    // Labels keep clear of every dot, and of each other.
    var placed: [Rect] = marks.map { Rect(x: $0.at.x - 3.5, y: $0.at.y - 3.5, width: 7, height: 7) }
    var labels: [(Rect, String)] = []
    for mark in marks {
      let width = TextWidth.of(mark.label, fontSize: font) + 2
      let height = font + 2
      let offsets: [(Double, Double)] = [(4, -4 - height), (-4 - width, -4 - height), (4, 4), (-4 - width, 4), (6, -height / 2), (-6 - width, -height / 2)]
      for (dx, dy) in offsets {
        let box = Rect(x: mark.at.x + dx, y: mark.at.y + dy, width: width, height: height)
        guard box.x >= plot.x, box.maxX <= plot.maxX, box.y >= plot.y, box.maxY <= plot.maxY,
          !placed.contains(where: { $0.intersects(box) })
        else { continue }
        placed.append(box)
        labels.append((box, mark.label))
        break
      }
    }
    for mark in marks {
      svg.element("circle", [("cx", n(mark.at.x)), ("cy", n(mark.at.y)), ("r", "3")] + dot(mark.series, colors, hollow: !mark.certified))
    }
    for (box, label) in labels {
      svg.element(
        "text",
        [("x", n(box.x + 1)), ("y", n(box.maxY - 3)), ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"), ("font-size", n(font)),
         ("fill", colors.text), ("stroke", colors.background), ("stroke-width", "3"), ("stroke-linejoin", "round"), ("paint-order", "stroke")],
        content: label)
    }
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
