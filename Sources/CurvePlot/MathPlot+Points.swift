import CurveAnalysis
import CurveSampling
import _CurveText

extension MathPlot {
  /// A point of interest as the plot marks it: one dot for what lies at one place (a zero that
  /// is also an inflection, or where curves meet), coloured by the first of them.
  struct PointMark {
    /// Where the dot goes, in pt (not finite or outside the plot: no dot).
    var at: Point
    /// `(x, y)`, the midpoints of the enclosures.
    var label: String
    /// The item whose colour the dot takes (nil: curves meeting, the text's colour).
    var series: Int?
    var certified: Bool
    /// Label priority: extrema, zeros, intersections, inflections.
    var rank: Int
    var x: Double
    /// What lies there, for the `<desc>`: each point's kind (`a zero`) and curve, or (curve
    /// nil) where curves meet.
    var what: [(kind: String, curve: String?)]
  }

  /// The points of interest of `report` (its curves are the items `colorIndices`, named `names`)
  /// as marks, in label priority order: extrema, then zeros, intersections and inflections, each
  /// in x order; points at one place (the same label, within a pt) are one mark.
  static func pointMarks(_ report: AnalysisReport, colorIndices: [Int], names: [String], _ chart: Chart) -> [PointMark] {
    var marks: [PointMark] = []
    func add(_ x: Interval, _ y: Interval, series: Int?, certified: Bool, rank: Int, what: (kind: String, curve: String?)) {
      let (mx, my) = (x.lower / 2 + x.upper / 2, y.lower / 2 + y.upper / 2)
      let label = "(\(PlotDescription.number(x)), \(PlotDescription.number(y)))"
      marks.append(PointMark(at: chart.point(mx, my), label: label, series: series, certified: certified, rank: rank, x: mx, what: [what]))
    }
    for (curve, (index, name)) in zip(report.curves, zip(colorIndices, names)) {
      for point in curve.points {
        let rank = point.kind == .minimum || point.kind == .maximum ? 0 : point.kind == .zero ? 1 : 3
        let article = point.kind == .inflection ? "an" : "a"
        add(point.x, point.y, series: index, certified: point.certified, rank: rank, what: ("\(article) \(point.kind.rawValue)", name))
      }
    }
    for meeting in report.intersections where meeting.curves.0 < names.count && meeting.curves.1 < names.count {
      let what = "where \(names[meeting.curves.0]) and \(names[meeting.curves.1]) meet"
      add(meeting.x, meeting.y, series: nil, certified: meeting.certified, rank: 2, what: (what, nil))
    }
    marks.sort { ($0.rank, $0.x, $0.at.y) < ($1.rank, $1.x, $1.at.y) }
    var distinct: [PointMark] = []
    for mark in marks {
      let same = distinct.firstIndex {
        $0.label == mark.label && (!$0.at.x.isFinite || !$0.at.y.isFinite || (Swift.abs($0.at.x - mark.at.x) < 1 && Swift.abs($0.at.y - mark.at.y) < 1))
      }
      if let same {
        distinct[same].what += mark.what
        distinct[same].certified = distinct[same].certified && mark.certified
      } else {
        distinct.append(mark)
      }
    }
    return distinct
  }

  /// Whether the analysis's description leaves some of `report`'s points out: a kind of point on
  /// one curve, or the meetings of two, past the ``PlotDescription/listed`` a sentence names.
  static func leavesOutPoints(_ report: AnalysisReport) -> Bool {
    let kinds = report.curves.contains { curve in
      PointOfInterest.Kind.allCases.contains { kind in curve.points.count { $0.kind == kind } > PlotDescription.listed }
    }
    let pairs = Dictionary(grouping: report.intersections) { "\($0.curves.0),\($0.curves.1)" }
    return kinds || pairs.values.contains { $0.count > PlotDescription.listed }
  }

  /// The `<desc>` sentence of the marks: every point, in x order, with what lies there (`(0, 0),
  /// a zero and an inflection of sin(x)`); nothing when `described`, the analysis's description
  /// already naming every one.
  static func describe(_ marks: [PointMark], _ chart: Chart, described: Bool) -> String {
    guard !marks.isEmpty, !described else { return "" }
    let listed = marks.sorted { $0.x < $1.x }.map { mark in
      // A curve's kinds together, then where curves meet.
      var curves: [String] = []
      let named = mark.what.compactMap { $0.curve }
      for curve in named where !curves.contains(curve) { curves.append(curve) }
      let phrases = curves.map { curve in mark.what.filter { $0.curve == curve }.map { $0.kind }.joined(separator: " and ") + " of " + curve }
        + mark.what.filter { $0.curve == nil }.map { $0.kind }
      let inside = mark.at.x.isFinite && mark.at.y.isFinite && chart.plot.contains(mark.at)
      return mark.label + ", " + phrases.joined(separator: " and ") + (mark.certified ? "" : " (not certified)")
        + (inside ? "" : " (outside the plot)")
    }
    return "Points marked: " + listed.joined(separator: "; ") + "."
  }

  /// The marks' dots inside the plot, and their labels where they fit: in priority order, each
  /// tried right and left above the dot, below it, beside it, and centred above and below;
  /// a label is placed inside the plot (so clear of the legend), clear of every dot, every label
  /// placed before and every line in `strokes` (the curves as drawn, in pt), or not at all.
  static func drawPoints(_ svg: inout SVGWriter, _ marks: [PointMark], strokes: [[Point]], _ chart: Chart, _ colors: Colors) {
    let n = SVGWriter.number
    let plot = chart.plot
    let shown = marks.filter { $0.at.x.isFinite && $0.at.y.isFinite && plot.contains($0.at) }
    let font = Layout.fontSize - 1
    let curves = StrokeIndex(strokes, within: band(plot))
    var placed: [Rect] = shown.map { Rect(x: $0.at.x - 3.5, y: $0.at.y - 3.5, width: 7, height: 7) }
    var labels: [(Rect, String)] = []
    for mark in shown {
      let width = TextWidth.of(mark.label, fontSize: font) + 2
      let height = font + 2
      let offsets: [(Double, Double)] = [
        (4, -4 - height), (-4 - width, -4 - height), (4, 4), (-4 - width, 4), (6, -height / 2), (-6 - width, -height / 2),
        (-width / 2, -6 - height), (-width / 2, 6),
      ]
      for (dx, dy) in offsets {
        // The text's start and baseline on whole pt, so renderers place its glyphs alike.
        let (textX, baseline) = ((mark.at.x + dx + 1).rounded(), (mark.at.y + dy + height - 3).rounded())
        let box = Rect(x: textX - 1, y: baseline + 3 - height, width: width, height: height)
        // A curve's stroke is 2 pt wide: its edge keeps clear of the box too.
        let clearance = Rect(x: box.x - 1.5, y: box.y - 1.5, width: box.width + 3, height: box.height + 3)
        guard box.x >= plot.x, box.maxX <= plot.maxX, box.y >= plot.y, box.maxY <= plot.maxY,
          !placed.contains(where: { $0.intersects(box) }), !curves.crosses(clearance)
        else { continue }
        placed.append(box)
        labels.append((box, mark.label))
        break
      }
    }
    for mark in shown {
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

  /// The lines a path draws, in pt: its Béziers as 8 chords each (within a tenth of a pt of the
  /// curve for the sampler's short segments).
  static func polylines(_ path: CurvePath) -> [[Point]] {
    var lines: [[Point]] = []
    var current: [Point] = []
    for command in path {
      switch command {
      case .move(let p):
        if !current.isEmpty { lines.append(current) }
        current = [p]
      case .line(let p):
        current.append(p)
      case .curve(let c1, let c2, let p):
        let p0 = current.last ?? p
        for step in 1...8 {
          let t = Double(step) / 8
          let (a, b, c, d) = ((1 - t) * (1 - t) * (1 - t), 3 * (1 - t) * (1 - t) * t, 3 * (1 - t) * t * t, t * t * t)
          current.append(Point(a * p0.x + b * c1.x + c * c2.x + d * p.x, a * p0.y + b * c1.y + c * c2.y + d * p.y))
        }
      case .close:
        if let first = current.first { current.append(first) }
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The segments of some lines, each inside a box, bucketed by squares of 16 pt so a label's
  /// box is tested against the segments near it only.
  struct StrokeIndex {
    private static let cell = 16.0
    private struct Cell: Hashable {
      var x: Int
      var y: Int
    }
    private var segments: [(Point, Point)] = []
    private var cells: [Cell: [Int]] = [:]

    init(_ lines: [[Point]], within box: Rect) {
      for line in lines {
        for (a, b) in zip(line, line.count == 1 ? line : Array(line.dropFirst())) {
          guard let (p, q) = clipped(a, b, to: box) else { continue }
          let index = segments.count
          segments.append((p, q))
          for cell in Self.cells(Rect(x: Swift.min(p.x, q.x), y: Swift.min(p.y, q.y), width: Swift.abs(q.x - p.x), height: Swift.abs(q.y - p.y))) {
            cells[cell, default: []].append(index)
          }
        }
      }
    }

    /// The squares `box` touches (`box` is finite: clipped to the plot's band, or a label's).
    private static func cells(_ box: Rect) -> [Cell] {
      let (x0, x1) = (Int((box.x / cell).rounded(.down)), Int((box.maxX / cell).rounded(.down)))
      let (y0, y1) = (Int((box.y / cell).rounded(.down)), Int((box.maxY / cell).rounded(.down)))
      return (x0...x1).flatMap { x in (y0...y1).map { Cell(x: x, y: $0) } }
    }

    /// Whether a segment runs through `box`.
    func crosses(_ box: Rect) -> Bool {
      guard box.x.isFinite, box.y.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return true }
      return Self.cells(box).contains { cell in
        cells[cell]?.contains { clipped(segments[$0].0, segments[$0].1, to: box) != nil } ?? false
      }
    }
  }
}
