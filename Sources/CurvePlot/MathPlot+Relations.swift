import CurveAnalysis
import CurveFrame
import CurveSampling

extension MathPlot {
  /// The opacity of an inequality's proven pixels over its colour, drawn and in the legend.
  static let regionTint = 0.35

  /// The most rectangles one plot draws for its relations (about 3 MB of SVG), shared among them.
  static let maximumRelationRuns = 100_000

  /// Where a plot's relations are classified: one pixel a pt over the whole pt that cover the
  /// chart's plot (the plot's clip trims the part beyond it), from `origin`, so every renderer
  /// draws the pixels crisp and alike; `nil` bounds when the plot's ranges do not increase.
  struct RelationGrid {
    var origin: Point
    var width: Int
    var height: Int
    var bounds: RelationBounds?

    init(_ chart: Chart) {
      let plot = chart.plot
      let (left, top) = (plot.x.rounded(.down), plot.y.rounded(.down))
      // The plot's size is checked, so these are small whole numbers.
      width = Swift.min(Relation.maximumSide, Swift.max(1, Int(plot.maxX.rounded(.up) - left)))
      height = Swift.min(Relation.maximumSide, Swift.max(1, Int(plot.maxY.rounded(.up) - top)))
      origin = Point(left, top)
      let (x0, x1) = (chart.x.invert(left), chart.x.invert(left + Double(width)))
      let (y0, y1) = (chart.y.invert(top + Double(height)), chart.y.invert(top))
      bounds = x0 < x1 && y0 < y1 ? RelationBounds(x: x0...x1, y: y0...y1) : nil
    }
  }

  /// Each relation classified on the plot's grid and drawn, one after the other (so one
  /// picture's pixels are held at a time), inside the plot's clip: an equation's proven pixels
  /// in its colour, an inequality's as a tint of it, undecided pixels in a lighter tint; each
  /// row's runs are rectangles of one path. The relations share one relation's budget. A
  /// relation with more runs than its share of ``maximumRelationRuns`` is drawn in blocks of
  /// 2 × 2 pixels (4 × 4, …): a block holding a proven pixel is proven, one of pixels all
  /// without a solution has none, any other is undecided, so a coarse picture claims no more
  /// than the fine one. Returns the notes: one line for every relation's undecided pixels (and
  /// a budget that ran out), and one for each relation not drawn.
  static func drawRelations(
    _ svg: inout SVGWriter, _ relations: [(index: Int, relation: Relation)], _ chart: Chart, _ colors: Colors
  ) -> [String] {
    guard !relations.isEmpty else { return [] }
    let n = SVGWriter.number
    let grid = RelationGrid(chart)
    let share = maximumRelationRuns / relations.count
    var undecided: [String] = []
    var notDrawn: [String] = []
    svg.open("g", [("clip-path", "url(#plot)")])
    for (index, relation) in relations {
      let c: RelationClassification
      do throws(RelationError) {
        guard let bounds = grid.bounds else { throw .bounds("the plot's x and y ranges must increase") }
        c = try relation.classify(
          over: bounds, width: grid.width, height: grid.height, budget: relation.budget(pixels: grid.width * grid.height) / relations.count)
      } catch {
        notDrawn.append("\(relation.source) is not drawn: \(error.description)")
        continue
      }
      let count = c.count(of: .undecided)
      if count > 0 { undecided.append("\(count) in expression \(index + 1)" + (c.budgetExhausted ? " (the budget ran out)" : "")) }
      var factor = 1
      var runs = blockRuns(c, factor: factor, limit: share)
      while runs == nil {
        factor *= 2
        runs = blockRuns(c, factor: factor, limit: share)
      }
      let color = seriesColor(index, colors)
      let region = relation.comparison != .equal
      for (kind, opacity) in [(PixelClass.solution, region ? regionTint : 1), (.undecided, region ? 0.15 : 0.3)] {
        var d = ""
        for run in runs ?? [] where run.kind == kind {
          let (x, y) = (grid.origin.x + Double(run.columns.lowerBound * factor), grid.origin.y + Double(run.row * factor))
          let (width, height) = (Double(run.columns.count * factor), Double(factor))
          d += "M" + n(x) + "," + n(y) + "h" + n(width) + "v" + n(height) + "h" + n(-width) + "z"
        }
        if !d.isEmpty { svg.element("path", [("d", d), ("fill", color), ("fill-opacity", n(opacity)), ("shape-rendering", "crispEdges")]) }
      }
    }
    svg.close("g")
    return (undecided.isEmpty ? [] : ["pixels left undecided (tinted): " + undecided.joined(separator: ", ")]) + notDrawn
  }

  /// The runs of drawn blocks (`factor` × `factor` pixels, the last ones cut by the edges) along
  /// each row of blocks, or `nil` past `limit` runs. A block at `factor` 1 has its pixel's class.
  static func blockRuns(
    _ c: RelationClassification, factor: Int, limit: Int
  ) -> [(kind: PixelClass, row: Int, columns: Range<Int>)]? {
    let (columns, rows) = ((c.width + factor - 1) / factor, (c.height + factor - 1) / factor)
    var runs: [(kind: PixelClass, row: Int, columns: Range<Int>)] = []
    var block = [PixelClass](repeating: .noSolution, count: columns)
    for row in 0..<rows {
      for column in 0..<columns { block[column] = .noSolution }
      for y in (row * factor)..<Swift.min(c.height, (row + 1) * factor) {
        for x in 0..<c.width {
          let kind = c[x, y]
          let b = x / factor
          if kind == .solution || (kind == .undecided && block[b] == .noSolution) { block[b] = kind }
        }
      }
      var column = 0
      while column < columns {
        let kind = block[column]
        let start = column
        while column < columns && block[column] == kind { column += 1 }
        guard kind != .noSolution else { continue }
        guard runs.count < limit else { return nil }
        runs.append((kind, row, start..<column))
      }
    }
    return runs
  }
}
