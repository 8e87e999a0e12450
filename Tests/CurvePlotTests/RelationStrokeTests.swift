import CurveAnalysis
import CurveFrame
import CurveSampling
import Foundation
import Testing
import _CurveTestSupport

@testable import CurvePlot

/// Relations drawn at the output's pixels: an equation's stroke and an inequality's fill, held
/// against the certified classification they are drawn from.
///
/// The geometry tests are exact, in pixel coordinates (pixel `(i, j)` is the closed square
/// `[i, i + 1] × [j, j + 1]`): every vertex of the stroke lies in a proven pixel; each segment
/// lies in the union of proven pixels (the parts of it in each proven closed pixel, computed by
/// clipping, cover it, up to 1e-9 of its length for the rounding of the clip); every proven
/// pixel holds a piece of a segment or a dot. A fill's pieces each lie in one proven pixel, and
/// every proven pixel has one.
@Suite("Relations drawn at the output's pixels")
struct RelationStrokeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var relation: String
    var x: ClosedRange<Double>
    var y: ClosedRange<Double>
    var testDescription: String { relation }
  }

  static let equations = [
    Case(relation: "x^2 + y^2 = 1", x: -1.5...1.5, y: -1.2...1.2),
    Case(relation: "x^3 - x = y", x: -2...2, y: -1.6...1.6),
    Case(relation: "sin(x^2 + y^2) = 0", x: -4...4, y: -3.2...3.2),
    Case(relation: "x*y = 0", x: -1.3...1.7, y: -1.1...1.3),
    // Pixels of 1/16 at scale 1, one centred on the origin: its middle is a point the
    // classification tries, where the difference is exactly 0 (the only proof of a double root).
    Case(relation: "x^2 + y^2 = 0", x: -3.09375...3.15625, y: -2.46875...2.53125),
    Case(relation: "(x - y)^2 = 0", x: -3.09375...3.15625, y: -2.46875...2.53125),
    Case(relation: "sin(40/x) = y", x: -2...2, y: -1.6...1.6),
    Case(relation: "x^2 - y^2 = 1", x: -3...3, y: -2.4...2.4),
    // Deep zoom: a pixel is a third of an ulp of x at scale 1 (a ninth at 3), enclosed in balls.
    Case(relation: "2*y = 2*sin(x)", x: 1e15...(1e15 + 4), y: -2...2),
  ]
  static let inequalities = [
    Case(relation: "x^2 + y^2 < 1", x: -1.5...1.5, y: -1.2...1.2),
    Case(relation: "y > sin(x)", x: -4...4, y: -3.2...3.2),
    Case(relation: "y^2 <= x - 1.5", x: -3...3, y: -2.4...2.4),
  ]
  /// A plot 100 × 80 pt at 1 and 3 pixels a pt.
  static let scales = [1, 3]

  /// The classification of `testCase` at `scale` pixels a pt, and its corners' values.
  static func classify(_ testCase: Case, scale: Int) throws -> (RelationClassification, RelationCorners) {
    let relation = try Relation(testCase.relation)
    let (width, height) = (100 * scale, 80 * scale)
    let bounds = RelationBounds(x: testCase.x, y: testCase.y)
    let c = try relation.classify(over: bounds, width: width, height: height)
    let sign = relation.comparison == .greater || relation.comparison == .greaterOrEqual ? -1.0 : 1.0
    let (xStep, yStep) = ((testCase.x.upperBound - testCase.x.lowerBound) / Double(width), (testCase.y.upperBound - testCase.y.lowerBound) / Double(height))
    // A deep zoom's corners in double-double, as a plot places them.
    let deep = Relation.isDeepZoom(bounds, width: width, height: height)
    let corners = RelationCorners(width: width, height: height) { p in
      guard !deep else { return sign * relation.differenceValue(column: p.x, row: p.y, over: bounds, width: width, height: height) }
      return sign * relation.differenceValue(x: testCase.x.lowerBound + p.x * xStep, y: testCase.y.upperBound - p.y * yStep)
    }
    return (c, corners)
  }

  /// The part of the segment from `a` to `b` (as parameters in 0…1) in the closed square of
  /// pixel `(column, row)`, by Liang–Barsky clipping; nil when they do not meet.
  static func clip(_ a: Point, _ b: Point, column: Int, row: Int) -> ClosedRange<Double>? {
    var (t0, t1) = (0.0, 1.0)
    for (start, delta, low, high) in [(a.x, b.x - a.x, Double(column), Double(column + 1)), (a.y, b.y - a.y, Double(row), Double(row + 1))] {
      if delta == 0 {
        guard start >= low && start <= high else { return nil }
        continue
      }
      let (u, v) = ((low - start) / delta, (high - start) / delta)
      t0 = Swift.max(t0, Swift.min(u, v))
      t1 = Swift.min(t1, Swift.max(u, v))
    }
    return t0 <= t1 ? t0...t1 : nil
  }

  /// Checks a segment against the proven pixels; marks the proven pixels it meets.
  static func check(_ a: Point, _ b: Point, _ c: RelationClassification, touched: inout Set<Int>) -> String? {
    let columns = Int(Swift.min(a.x, b.x).rounded(.down)) - 1...Int(Swift.max(a.x, b.x).rounded(.down))
    let rows = Int(Swift.min(a.y, b.y).rounded(.down)) - 1...Int(Swift.max(a.y, b.y).rounded(.down))
    var parts: [ClosedRange<Double>] = []
    for row in rows where row >= 0 && row < c.height {
      for column in columns where column >= 0 && column < c.width && c[column, row] == .solution {
        guard let part = clip(a, b, column: column, row: row) else { continue }
        parts.append(part)
        touched.insert(row * c.width + column)
      }
    }
    parts.sort { $0.lowerBound < $1.lowerBound }
    var covered = 0.0
    for part in parts where part.lowerBound <= covered + 1e-9 { covered = Swift.max(covered, part.upperBound) }
    return covered >= 1 - 1e-9 ? nil : "the segment \(a) to \(b) leaves the proven pixels at \(covered) of its length"
  }

  /// Whether `p` lies in a proven closed pixel.
  static func inProvenPixel(_ p: Point, _ c: RelationClassification) -> Bool {
    let (x, y) = (p.x.rounded(.down), p.y.rounded(.down))
    for column in [Int(x) - 1, Int(x)] where column >= 0 && column < c.width && Double(column) <= p.x && p.x <= Double(column + 1) {
      for row in [Int(y) - 1, Int(y)] where row >= 0 && row < c.height && Double(row) <= p.y && p.y <= Double(row + 1) {
        if c[column, row] == .solution { return true }
      }
    }
    return false
  }

  @Test("an equation's stroke: every vertex and segment within proven pixels, every proven pixel touched", arguments: equations, scales)
  func strokeKeepsToProvenPixels(_ testCase: Case, _ scale: Int) throws {
    var (c, corners) = try Self.classify(testCase, scale: scale)
    let stroke = RelationStroke(c, corners: &corners, tolerance: MathPlot.relationStrokeTolerance * Double(scale))
    var touched = Set<Int>()
    var problems: [String] = []
    for line in stroke.polylines {
      #expect(line.count >= 2)
      for p in line where !Self.inProvenPixel(p, c) { problems.append("the vertex \(p) lies in no proven pixel") }
      for (a, b) in zip(line, line.dropFirst()) {
        if let problem = Self.check(a, b, c, touched: &touched) { problems.append(problem) }
      }
    }
    for dot in stroke.dots {
      if let problem = Self.check(dot.from, dot.to, c, touched: &touched) { problems.append("a dot: " + problem) }
    }
    #expect(problems.isEmpty, "\(problems.count) problems: \(problems.prefix(4))")
    var untouched: [(Int, Int)] = []
    for row in 0..<c.height {
      for column in 0..<c.width where c[column, row] == .solution && !touched.contains(row * c.width + column) { untouched.append((column, row)) }
    }
    #expect(untouched.isEmpty, "\(untouched.count) proven pixels untouched: \(untouched.prefix(4))")
    #expect(c.count(of: .solution) == 0 || !stroke.polylines.isEmpty || !stroke.dots.isEmpty)
  }

  @Test("an isolated point and a tangency are drawn as dots in their proven pixels, traced curves as polylines")
  func dotsAndCurves() throws {
    var (circle, circleCorners) = try Self.classify(Self.equations[0], scale: 3)
    let stroke = RelationStroke(circle, corners: &circleCorners, tolerance: 0.3)
    // The circle is traced, in a few polylines (split only where pixels stay undecided), and
    // simplified: far fewer vertices than proven pixels.
    #expect(!stroke.polylines.isEmpty && stroke.polylines.count <= 1 + circle.count(of: .undecided))
    #expect(stroke.commandCount * 4 < circle.count(of: .solution))
    // The isolated point: one proven pixel, a dot.
    var (point, pointCorners) = try Self.classify(Self.equations[4], scale: 1)
    let dot = RelationStroke(point, corners: &pointCorners, tolerance: 0.1)
    #expect(point.count(of: .solution) == 1 && point[49, 40] == .solution)
    #expect(dot.polylines.isEmpty && dot.dots.count == 1 && dot.dots.first?.from == Point(49.5, 40.5))
    // The tangency (x − y)² = 0: proven where a pixel's middle is on the diagonal (and drawn
    // there, as the stroke test checks).
    let (tangent, _) = try Self.classify(Self.equations[5], scale: 1)
    #expect(tangent.count(of: .solution) >= 40)
    // x*y = 0 on a grid with the axes on pixel edges of no pixel: two crossing lines.
    var (cross, crossCorners) = try Self.classify(Self.equations[3], scale: 1)
    #expect(RelationStroke(cross, corners: &crossCorners, tolerance: 0.1).polylines.count >= 2)
  }

  @Test("an inequality's fill: every piece within one proven pixel, every proven pixel filled", arguments: inequalities, scales)
  func fillKeepsToProvenPixels(_ testCase: Case, _ scale: Int) throws {
    var (c, corners) = try Self.classify(testCase, scale: scale)
    let region = try #require(RelationRegion(c, corners: &corners))
    var filled = Set<Int>()
    var problems: [String] = []
    for run in region.runs {
      for column in run.columns {
        if c[column, run.row] != .solution { problems.append("a run fills (\(column), \(run.row)), not proven") }
        filled.insert(run.row * c.width + column)
      }
    }
    for polygon in region.polygons {
      #expect(polygon.count >= 3)
      let (sx, sy) = polygon.reduce((0.0, 0.0)) { ($0.0 + $1.x, $0.1 + $1.y) }
      let (column, row) = (Int((sx / Double(polygon.count)).rounded(.down)), Int((sy / Double(polygon.count)).rounded(.down)))
      let inside = polygon.allSatisfy { Double(column) <= $0.x && $0.x <= Double(column + 1) && Double(row) <= $0.y && $0.y <= Double(row + 1) }
      if !inside || c[column, row] != .solution { problems.append("a piece \(polygon) is not within the proven pixel (\(column), \(row))") }
      if filled.contains(row * c.width + column) { problems.append("pixel (\(column), \(row)) is filled twice") }
      filled.insert(row * c.width + column)
    }
    #expect(problems.isEmpty, "\(problems.count) problems: \(problems.prefix(4))")
    #expect(filled.count == c.count(of: .solution))
    // The edge is smooth: it crosses pixels, rather than running along their sides.
    #expect(!region.polygons.isEmpty)
  }

  /// The plot of `testCase` alone (200 × 160 pt) for a PNG at `scale`, drawn by rsvg-convert at
  /// that zoom, and the classification it was drawn from (the same grid and budget, so the same
  /// pixels), with the grid's origin and the plot's rectangle in device pixels.
  static func rendered(_ testCase: Case, scale: Int) throws -> (
    image: PNGImage, c: RelationClassification, origin: (x: Int, y: Int), plot: (minX: Double, minY: Double, maxX: Double, maxY: Double)
  ) {
    let drawing = try MathPlot.draw([testCase.relation], MathPlot.Options {
      $0.domain = Interval(testCase.x.lowerBound, testCase.x.upperBound)
      $0.yDomain = Interval(testCase.y.lowerBound, testCase.y.upperBound)
      $0.size = CanvasSize(width: 200, height: 160)
      $0.legend = .none
      $0.raster = RasterBudget(.png(pixelsPerPoint: Double(scale)))
    })
    let chart = MathPlot.Chart(size: CanvasSize(width: 200, height: 160), titleHeight: 0, plot: drawing.plot, x: drawing.x, y: drawing.y, yTicks: [])
    let grid = MathPlot.RelationGrid(chart, pixelsPerPoint: Double(scale))
    let relation = try Relation(testCase.relation)
    let bounds = try #require(grid.bounds)
    let c = try relation.classify(over: bounds, width: grid.width, height: grid.height, budget: relation.budget(pixels: grid.width * grid.height))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curve-relation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (svgURL, pngURL) = (folder.appendingPathComponent("in.svg"), folder.appendingPathComponent("out.png"))
    try Data(drawing.svg.utf8).write(to: svgURL)
    let convert = Process()
    convert.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    convert.arguments = ["rsvg-convert", "-z", String(scale), svgURL.path, "-o", pngURL.path]
    try convert.run()
    convert.waitUntilExit()
    #expect(convert.terminationStatus == 0, "rsvg-convert failed (install librsvg2-bin)")
    let s = Double(scale)
    return (
      try PNGImage.read(pngURL), c, (Int(grid.origin.x) * scale, Int(grid.origin.y) * scale),
      (drawing.plot.x * s, drawing.plot.y * s, drawing.plot.maxX * s, drawing.plot.maxY * s)
    )
  }

  /// How much of the palette's first colour (#0072B2) covers a device pixel over white, from
  /// the gap between its blue and red (178 when covered).
  static func coverage(_ image: PNGImage, _ x: Int, _ y: Int) -> Double {
    let (r, _, b) = image.pixel(x, y)
    return Double(b - r) / 178
  }

  @Test("rendered at 1 and 3 pixels a pt: no stroked pixel farther than the stroke's half-width from a proven or undecided pixel, every proven pixel stroked", arguments: equations, scales)
  func renderedStroke(_ testCase: Case, _ scale: Int) throws {
    let (image, c, origin, plot) = try Self.rendered(testCase, scale: scale)
    // A stroke 2 pt wide reaches 1 pt (`scale` device pixels) from its centre line; one more
    // device pixel for antialiasing.
    let reach = scale + 1
    var stray: [(Int, Int)] = []
    var unstroked: [(Int, Int)] = []
    for row in 0..<c.height {
      for column in 0..<c.width {
        let (x, y) = (origin.x + column, origin.y + row)
        // The grid covers whole pt; the plot's clip cuts the pixels outside it.
        guard Double(x) >= plot.minX, Double(y) >= plot.minY, Double(x + 1) <= plot.maxX, Double(y + 1) <= plot.maxY else { continue }
        let painted = Self.coverage(image, x, y)
        if c[column, row] == .solution && painted < 0.5 { unstroked.append((column, row)) }
        guard painted >= 0.25, c[column, row] == .noSolution else { continue }
        var near = false
        for r in Swift.max(0, row - reach)...Swift.min(c.height - 1, row + reach) where !near {
          for k in Swift.max(0, column - reach)...Swift.min(c.width - 1, column + reach) where c[k, r] != .noSolution {
            near = true
            break
          }
        }
        if !near { stray.append((column, row)) }
      }
    }
    #expect(stray.isEmpty, "\(stray.count) stroked pixels far from any pixel that may hold a solution: \(stray.prefix(4))")
    #expect(unstroked.isEmpty, "\(unstroked.count) proven pixels not stroked: \(unstroked.prefix(4))")
    // A double root is proven only where a point tried lands on it exactly: not on this grid.
    #expect(c.count(of: .solution) > 0 || testCase.relation.contains(")^2 = 0") || testCase.relation == "x^2 + y^2 = 0")
  }

  @Test("a stroke over the raster budget, or over its share of commands, is drawn in pixels instead, and a note says so")
  func overBudget() throws {
    var spent = RasterBudget(.png(pixelsPerPoint: 1))
    let admitted = spent.admitCopy(costing: RasterBudget.limit - 1, name: "layer")
    #expect(admitted)
    let drawing = try MathPlot.draw(["x^2 + y^2 = 1"], MathPlot.Options { $0.domain = Interval(-2, 2); $0.raster = spent })
    #expect(drawing.svg.contains("expression 1 is drawn in pixels: its smooth drawing is over the budget"))
    #expect(drawing.raster?.notes == ["expression 1: a relation's stroke over the raster budget; drawn in pixels"])
    #expect(!RelationPlotTests.runs(drawing.svg, opacity: "1").isEmpty)
    #expect(drawing.raster?.isExceeded == false)

    let (c, _) = try Self.classify(Self.equations[2], scale: 1)
    let plot = Rect(x: 0, y: 0, width: 100, height: 80)
    let chart = MathPlot.Chart(
      size: CanvasSize(width: 100, height: 80), titleHeight: 0, plot: plot,
      x: Axis.horizontal(domain: Interval(-4, 4), on: plot), y: Axis.vertical(domain: Interval(-3.2, 3.2), on: plot), yTicks: [])
    let grid = MathPlot.RelationGrid(chart, pixelsPerPoint: 1)
    var svg = SVGWriter()
    var none: RasterBudget?
    let relation = try Relation("sin(x^2 + y^2) = 0")
    let colors = MathPlot.Colors(.light)
    #expect(!MathPlot.drawSmooth(&svg, relation, c, grid, index: 0, name: "expression 1", colors, share: 100, traceShare: 1 << 20, budget: &none))
    #expect(!MathPlot.drawSmooth(&svg, relation, c, grid, index: 0, name: "expression 1", colors, share: 100_000, traceShare: 100, budget: &none))
    #expect(MathPlot.drawSmooth(&svg, relation, c, grid, index: 0, name: "expression 1", colors, share: 100_000, traceShare: 1 << 20, budget: &none))
  }
}
