import CurveAnalysis
import CurveFrame
import CurveSampling

extension MathPlot {
  /// The opacity of an inequality's proven pixels over its colour, drawn and in the legend.
  static let regionTint = 0.35

  /// The most rectangles and stroke points one plot draws for its relations (about 3 MB of SVG),
  /// shared among them.
  static let maximumRelationRuns = 100_000

  /// The most proven pixels one plot traces for its relations' strokes and edges (each a few
  /// evaluations in doubles, held until drawn), shared among them: an equation's, or an
  /// inequality's beside a pixel not proven. A relation with more is drawn in pixels.
  static let maximumTracedPixels = 1 << 20

  /// The pixels a pt at which an SVG or a PDF classifies its relations (a PNG classifies at its
  /// own pixels: its scale).
  static let vectorRelationPixelsPerPoint = 2.0

  /// How far a simplified stroke may stray from the traced points, in pt.
  static let relationStrokeTolerance = 0.1

  /// Each relation classified on the plot's grid (``RelationGrid``, at the output's pixels) and
  /// drawn, one after the other (so one picture's pixels are held at a time), inside the plot's
  /// clip: undecided pixels in a light tint; an equation as a stroke of a function's weight
  /// through its proven pixels (``RelationStroke``); an inequality's proven pixels filled in a
  /// tint of its colour, with a smooth edge where its edge crosses them (``RelationRegion``).
  /// The relations share one relation's budget of enclosures. A relation with more proven
  /// pixels than its share of ``maximumTracedPixels``, with more commands than its share of
  /// ``maximumRelationRuns``, or a stroke over `budget` is drawn as rectangles of pixels, in
  /// blocks of 2 × 2 pixels (4 × 4, …) past its share of commands: a block holding a proven
  /// pixel is proven, one of pixels all without a solution has none, any other is undecided, so
  /// a coarse picture claims no more than the fine one.
  /// - Returns: the notes (one line for every relation's undecided pixels and a budget that ran
  ///   out, one for each relation drawn in blocks, one for each not drawn), and the `<desc>`'s
  ///   sentence on what the picture proves.
  static func drawRelations(
    _ svg: inout SVGWriter, _ relations: [(index: Int, relation: Relation)], _ chart: Chart, _ colors: Colors,
    budget: inout RasterBudget?
  ) -> (notes: [String], description: String) {
    guard !relations.isEmpty else { return ([], "") }
    let grid = RelationGrid(chart, pixelsPerPoint: budget.map { $0.output == .pdf ? vectorRelationPixelsPerPoint : $0.pixelsPerPoint } ?? vectorRelationPixelsPerPoint)
    let share = maximumRelationRuns / relations.count
    let traceShare = maximumTracedPixels / relations.count
    var undecided: [String] = []
    var blocks: [String] = []
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
      let color = seriesColor(index, colors)
      let region = relation.comparison != .equal
      let name = "expression \(index + 1)"
      if !drawSmooth(&svg, relation, c, grid, index: index, name: name, colors, share: share, traceShare: traceShare, budget: &budget) {
        let factor = drawBlocks(&svg, c, grid, color: color, region: region, limit: share)
        blocks.append("\(name) is drawn in " + (factor == 1 ? "pixels" : "blocks of \(factor) × \(factor) pixels") + ": its smooth drawing is over the budget")
      }
    }
    svg.close("g")
    let notes = (undecided.isEmpty ? [] : ["pixels left undecided (tinted): " + undecided.joined(separator: ", ")]) + blocks + notDrawn
    let equations = relations.contains { $0.relation.comparison == .equal }
    let regions = relations.contains { $0.relation.comparison != .equal }
    var description = "Relations are classified at " + Ticks.label((grid.pixelsPerPoint * 100).rounded() / 100) + " pixels a pt"
    if equations { description += "; every stroked point lies in a pixel that holds a solution, and every pixel with a solution is stroked or tinted" }
    if regions { description += "; every filled point lies in a pixel that holds a solution, and every pixel with a solution is filled or tinted" }
    return (notes, description + " (tinted: undecided).")
  }

  /// Draws relation `index` smoothly: its undecided pixels tinted, then its stroke or its
  /// region. Returns false, drawing nothing, when it is over a budget.
  static func drawSmooth(
    _ svg: inout SVGWriter, _ relation: Relation, _ c: RelationClassification, _ grid: RelationGrid, index: Int, name: String,
    _ colors: Colors, share: Int, traceShare: Int, budget: inout RasterBudget?
  ) -> Bool {
    let region = relation.comparison != .equal
    let proven = c.count(of: .solution)
    // A deep zoom's corners are placed in double-double, as its pixels are classified, and each
    // costs as much as `Relation.preciseCost` in doubles: it traces as many fewer pixels.
    let deepBounds = grid.bounds.flatMap { Relation.isDeepZoom($0, width: c.width, height: c.height) ? $0 : nil }
    let traceShare = deepBounds == nil ? traceShare : traceShare / Relation.preciseCost
    guard region || proven <= traceShare, let undecidedRuns = blockRuns(c, factor: 1, limit: share, only: .undecided) else {
      return false
    }
    // The region of `>` and `>=` lies where LHS − RHS is at least 0: negated, at most 0.
    let sign = relation.comparison == .greater || relation.comparison == .greaterOrEqual ? -1.0 : 1.0
    var corners = RelationCorners(width: c.width, height: c.height) { p in
      if let deepBounds {
        return sign * relation.differenceValue(column: p.x, row: p.y, over: deepBounds, width: c.width, height: c.height)
      }
      let (x, y) = grid.plane(p)
      return sign * relation.differenceValue(x: x, y: y)
    }
    let color = seriesColor(index, colors)
    let n = SVGWriter.number
    func point(_ p: Point) -> String {
      let q = grid.point(p)
      return n(q.x) + "," + n(q.y)
    }
    let tint = undecidedRuns.isEmpty ? nil : runsPath(undecidedRuns, grid, factor: 1)
    if region {
      // Each row's run of proven pixels is at least one rectangle or piece: a fill with more
      // runs than its share is over it before a corner is evaluated.
      guard pixelRuns(c, limit: share - undecidedRuns.count, only: .solution) != nil,
        let fill = RelationRegion(c, corners: &corners, commands: share - undecidedRuns.count, traced: traceShare) else { return false }
      if let tint { svg.element("path", [("d", tint), ("fill", color), ("fill-opacity", "0.15"), ("shape-rendering", "crispEdges")]) }
      var d = runsPath(fill.runs.map { (PixelClass.solution, $0.row, $0.columns) }, grid, factor: 1)
      for polygon in fill.polygons {
        d += "M" + polygon.map(point).joined(separator: "L") + "z"
      }
      if !d.isEmpty { svg.element("path", [("d", d), ("fill", color), ("fill-opacity", n(regionTint))]) }
      return true
    }
    let stroke = proven == 0 ? RelationStroke() : RelationStroke(c, corners: &corners, tolerance: relationStrokeTolerance * grid.pixelsPerPoint)
    guard stroke.commandCount + undecidedRuns.count <= share else { return false }
    let dash = Self.dash(index)
    if budget != nil {
      var length = 0.0
      for line in stroke.polylines {
        for (a, b) in zip(line, line.dropFirst()) { length += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
      }
      for dot in stroke.dots { length += dot.to.x - dot.from.x }
      let admitted = budget?.admitRelationStroke(
        length: length / grid.pixelsPerPoint, segments: stroke.commandCount, width: 2, dash: dash, name: name)
      guard admitted == true else { return false }
    }
    if let tint { svg.element("path", [("d", tint), ("fill", color), ("fill-opacity", "0.3"), ("shape-rendering", "crispEdges")]) }
    var d = ""
    for line in stroke.polylines { d += "M" + line.map(point).joined(separator: "L") }
    // A dot is a line of no length: its round caps draw it.
    for dot in stroke.dots { d += "M" + point(dot.from) + "L" + point(dot.to) }
    if !d.isEmpty { svg.element("path", [("d", d)] + Self.stroke(index, colors, dash: dash)) }
    return true
  }

  /// Draws the classification as rectangles of pixels (as blocks of `factor` × `factor` pixels,
  /// the smallest power of two that keeps to `limit` rectangles): proven pixels in the colour
  /// (an inequality's as a tint of it), undecided ones in a lighter tint. Returns the factor.
  static func drawBlocks(_ svg: inout SVGWriter, _ c: RelationClassification, _ grid: RelationGrid, color: String, region: Bool, limit: Int) -> Int {
    var factor = 1
    var runs = blockRuns(c, factor: factor, limit: limit)
    while runs == nil {
      factor *= 2
      runs = blockRuns(c, factor: factor, limit: limit)
    }
    for (kind, opacity) in [(PixelClass.solution, region ? regionTint : 1), (.undecided, region ? 0.15 : 0.3)] {
      let d = runsPath((runs ?? []).filter { $0.kind == kind }, grid, factor: factor)
      if !d.isEmpty { svg.element("path", [("d", d), ("fill", color), ("fill-opacity", SVGWriter.number(opacity)), ("shape-rendering", "crispEdges")]) }
    }
    return factor
  }

  /// Path data for `runs` of blocks of `factor` × `factor` pixels: a rectangle each, clockwise.
  static func runsPath(_ runs: [(kind: PixelClass, row: Int, columns: Range<Int>)], _ grid: RelationGrid, factor: Int) -> String {
    let n = SVGWriter.number
    var d = ""
    for run in runs {
      let corner = grid.point(Point(Double(run.columns.lowerBound * factor), Double(run.row * factor)))
      let far = grid.point(Point(Double(Swift.min(grid.width, run.columns.upperBound * factor)), Double(Swift.min(grid.height, (run.row + 1) * factor))))
      let (width, height) = (far.x - corner.x, far.y - corner.y)
      d += "M" + n(corner.x) + "," + n(corner.y) + "h" + n(width) + "v" + n(height) + "h" + n(-width) + "z"
    }
    return d
  }

  /// The runs of drawn blocks (`factor` × `factor` pixels, the last ones cut by the edges) along
  /// each row of blocks, or `nil` past `limit` runs; with `only`, just the runs of that class. A
  /// block at `factor` 1 has its pixel's class.
  static func blockRuns(
    _ c: RelationClassification, factor: Int, limit: Int, only: PixelClass? = nil
  ) -> [(kind: PixelClass, row: Int, columns: Range<Int>)]? {
    if factor == 1 { return pixelRuns(c, limit: limit, only: only) }
    let (columns, rows) = ((c.width + factor - 1) / factor, (c.height + factor - 1) / factor)
    var runs: [(kind: PixelClass, row: Int, columns: Range<Int>)] = []
    var block = [PixelClass](repeating: .noSolution, count: columns)
    // The pixels read directly (the subscript, in another module, is a call a pixel).
    let (pixels, solution, undecided) = (c.pixels, PixelClass.solution.rawValue, PixelClass.undecided.rawValue)
    for row in 0..<rows {
      for column in 0..<columns { block[column] = .noSolution }
      for y in (row * factor)..<Swift.min(c.height, (row + 1) * factor) {
        for b in 0..<columns where block[b] != .solution {
          for x in (b * factor)..<Swift.min(c.width, (b + 1) * factor) {
            let kind = pixels[y * c.width + x]
            if kind == solution {
              block[b] = .solution
              break
            } else if kind == undecided {
              block[b] = .undecided
            }
          }
        }
      }
      var column = 0
      while column < columns {
        let kind = block[column]
        let start = column
        while column < columns && block[column] == kind { column += 1 }
        guard kind != .noSolution, only == nil || kind == only else { continue }
        guard runs.count < limit else { return nil }
        runs.append((kind, row, start..<column))
      }
    }
    return runs
  }

  /// ``blockRuns(_:factor:limit:only:)`` at `factor` 1: the runs of one class along each row.
  static func pixelRuns(_ c: RelationClassification, limit: Int, only: PixelClass?) -> [(kind: PixelClass, row: Int, columns: Range<Int>)]? {
    var runs: [(kind: PixelClass, row: Int, columns: Range<Int>)] = []
    let none = PixelClass.noSolution.rawValue
    return c.pixels.withUnsafeBufferPointer { pixels -> [(kind: PixelClass, row: Int, columns: Range<Int>)]? in
      for row in 0..<c.height {
        let base = row * c.width
        var column = 0
        while column < c.width {
          let kind = pixels[base + column]
          let start = column
          while column < c.width && pixels[base + column] == kind { column += 1 }
          guard kind != none, let drawn = PixelClass(rawValue: kind), only == nil || drawn == only else { continue }
          guard runs.count < limit else { return nil }
          runs.append((drawn, row, start..<column))
        }
      }
      return runs
    }
  }
}
