import CurveAnalysis
import CurveFrame
import CurvePlot
import CurveSampling

/// Relations drawn at the output's pixels (`--only strokes`): a math plot of one relation,
/// 512 × 512 pt over x in [-10, 10] (y as long a unit), made for a PNG at 3 pixels a pt (the
/// plot's grid about 1,400 × 1,400 pixels) and at 1, against the classification of that grid
/// alone, so what tracing and writing the stroke add is read off. Runs are interleaved (each
/// round times every row's three measures in turn); medians and minima in ms.
enum RelationDrawingBench {
  static let relations = ["x^2 + y^2 = 1", "sin(x^2 + y^2) = 0", "sin(40/x) = y"]

  struct Row {
    var relation: String
    var grid: (width: Int, height: Int)
    var solution: Int
    var undecided: Int
    var svgBytes: Int
    var classify: Summary
    var drawAt3: Summary
    var drawAt1: Summary
  }

  /// The plot for a PNG at `scale` pixels a pt.
  static func draw(_ relation: String, scale: Double) -> MathPlot.Drawing? {
    try? MathPlot.draw([relation], MathPlot.Options {
      $0.domain = Interval(-10, 10)
      $0.size = CanvasSize(width: 512, height: 512)
      $0.raster = RasterBudget(.png(pixelsPerPoint: scale))
    })
  }

  /// The grid the plot classifies at `scale` (as `MathPlot.RelationGrid` places it: whole pt
  /// round the plot) and its bounds.
  static func grid(_ drawing: MathPlot.Drawing, scale: Double) -> (width: Int, height: Int, bounds: RelationBounds) {
    let plot = drawing.plot
    let (left, top) = (plot.x.rounded(.down), plot.y.rounded(.down))
    let width = Int(((plot.maxX.rounded(.up) - left) * scale).rounded(.up))
    let height = Int(((plot.maxY.rounded(.up) - top) * scale).rounded(.up))
    let x = drawing.x.invert(left)...drawing.x.invert(left + Double(width) / scale)
    let y = drawing.y.invert(top + Double(height) / scale)...drawing.y.invert(top)
    return (width, height, RelationBounds(x: x, y: y))
  }

  static func measure(quick: Bool) -> [Row] {
    var rows: [Row] = []
    for text in relations {
      guard let relation = try? Relation(text), let drawing = draw(text, scale: 3) else { continue }
      let g = grid(drawing, scale: 3)
      guard let picture = try? relation.classify(over: g.bounds, width: g.width, height: g.height) else { continue }
      var (classify, at3, at1): ([Double], [Double], [Double]) = ([], [], [])
      for _ in 0..<(quick ? 1 : 5) {
        var start = now()
        blackHole(try? relation.classify(over: g.bounds, width: g.width, height: g.height))
        classify.append(Double(now() - start) / 1e6)
        start = now()
        blackHole(draw(text, scale: 3))
        at3.append(Double(now() - start) / 1e6)
        start = now()
        blackHole(draw(text, scale: 1))
        at1.append(Double(now() - start) / 1e6)
      }
      rows.append(Row(
        relation: text, grid: (g.width, g.height), solution: picture.count(of: .solution), undecided: picture.count(of: .undecided),
        svgBytes: drawing.svg.utf8.count, classify: Summary(classify), drawAt3: Summary(at3), drawAt1: Summary(at1)))
    }
    return rows
  }

  static func report(quick: Bool) {
    let rows = measure(quick: quick)
    print("")
    print("Relations drawn at the output's pixels (a 512 × 512 pt plot over x in [-10, 10], for a PNG), ms: the classification of the plot's grid at 3 pixels a pt alone, the whole plot at 3 (classified, traced, written) and at 1 pixel a pt; median (min):")
    print("")
    print("| relation | grid at 3 | proven | undecided | SVG bytes at 3 | classify at 3 | plot at 3 | plot at 1 |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for row in rows {
      func cell(_ s: Summary) -> String { "\(format(s.median)) (\(format(s.minimum)))" }
      print("| `\(row.relation)` | \(row.grid.width) × \(row.grid.height) | \(row.solution) | \(row.undecided) | \(row.svgBytes) | \(cell(row.classify)) | \(cell(row.drawAt3)) | \(cell(row.drawAt1)) |")
    }
  }
}
