@testable import CurveAnalysis
import CurveFrame
import CurvePlot
import CurveSampling
import Testing

/// Relations in a math plot: each item read as a function or a relation, a relation's proven
/// pixels drawn where the relation holds, and its undecided pixels counted in a note.
@Suite("Math plots of relations")
struct RelationPlotTests {
  @Test(
    "an item is a function of x, or a relation",
    arguments: [
      ("sin(x)", PlotItem.function("sin(x)")),
      ("y = x^2", .function("x^2")),
      ("  y=  2*x", .function("2*x")),
      ("y = x*y", .relation("y = x*y")),
      ("y < x", .relation("y < x")),
      ("x^2 + y^2 = 1", .relation("x^2 + y^2 = 1")),
      ("y = 1e5*x", .function("1e5*x")),
      ("yy = x", .relation("yy = x")),
    ])
  func items(_ text: String, _ item: PlotItem) {
    #expect(PlotItem(text) == item)
  }

  /// The rectangles of each `<path d="M x,y h w v h h -w z …" fill=…>` with `fill-opacity`.
  static func runs(_ svg: String, opacity: String) -> [(x: Double, y: Double, width: Double, height: Double)] {
    elements(svg, "path").filter { $0["fill-opacity"] == opacity }.flatMap { path -> [(x: Double, y: Double, width: Double, height: Double)] in
      (path["d"] ?? "").split(separator: "z").compactMap { run in
        let numbers = run.split(whereSeparator: { "Mhv,".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 5 else { return nil }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
      }
    }
  }

  /// The points of each `<path d="M x,y L x,y …">` stroked in `color`, by subpath.
  static func strokes(_ svg: String, color: String) -> [[(x: Double, y: Double)]] {
    elements(svg, "path").filter { $0["stroke"] == color }.flatMap { path -> [[(x: Double, y: Double)]] in
      (path["d"] ?? "").split(separator: "M").map { subpath in
        subpath.split(separator: "L").compactMap { point -> (x: Double, y: Double)? in
          let numbers = point.split(separator: ",").compactMap { Double($0) }
          return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
        }
      }
    }
  }

  @Test("a circle alone: one unit as long on both axes, a smooth stroke whose every point lies within a pixel of the circle")
  func circle() throws {
    let drawing = try MathPlot.draw(["x^2 + y^2 = 1"], MathPlot.Options { $0.domain = Interval(-2, 2); $0.size = CanvasSize(width: 400, height: 300) })
    let svg = drawing.svg
    // The plot's rectangle and its y range, from the clip and the equal units.
    let clip = try #require(elements(svg, "rect").first { $0["x"] != "0" })
    let (left, top, width, height) = (Double(clip["x"] ?? "") ?? 0, Double(clip["y"] ?? "") ?? 0, Double(clip["width"] ?? "") ?? 0, Double(clip["height"] ?? "") ?? 0)
    let half = 4 * height / width / 2
    func x(_ pt: Double) -> Double { -2 + (pt - left) / width * 4 }
    func y(_ pt: Double) -> Double { half - (pt - top) / height * 2 * half }
    let lines = Self.strokes(svg, color: MathPlot.palette[0])
    let points = lines.flatMap { $0 }
    // Smooth: polylines, not a pixel's square each, broken only at runs of undecided pixels
    // (drawn in a tint under the stroke's round ends); no rectangle of proven pixels.
    #expect(points.count > 100 && lines.count <= Self.runs(svg, opacity: "0.3").count + 1)
    #expect(Self.runs(svg, opacity: "1").isEmpty)
    // An SVG's relations are classified at 2 pixels a pt: each point lies in a pixel (half a pt,
    // a diagonal of 0.71 pt, and a printed thousandth) that holds the circle.
    let pixel = (0.5 * 2.squareRoot() + 0.002) * 4 / width
    for point in points {
      let r = (x(point.x) * x(point.x) + y(point.y) * y(point.y)).squareRoot()
      #expect(Swift.abs(r - 1) <= pixel, "a stroked point at \(x(point.x)), \(y(point.y)) is \(r) from the centre")
    }
    #expect(svg.contains("<title>Plot of x^2 + y^2 = 1</title>"))
    #expect(svg.contains("Relations are classified at 2 pixels a pt; every stroked point lies in a pixel that holds a solution, and every pixel with a solution is stroked or tinted"))
  }

  @Test("a PNG's relations are classified at its pixels; a PDF's, as an SVG's, at two a pt", arguments: [
    (RasterBudget.Output.png(pixelsPerPoint: 3), "3"), (.png(pixelsPerPoint: 1), "1"), (.pdf, "2"),
  ])
  func resolution(_ output: RasterBudget.Output, _ pixels: String) throws {
    let svg = try MathPlot.draw(["x^2 + y^2 < 1"], MathPlot.Options { $0.domain = Interval(-2, 2); $0.raster = RasterBudget(output) }).svg
    #expect(svg.contains("Relations are classified at \(pixels) pixels a pt; every filled point lies in a pixel that holds a solution, and every pixel with a solution is filled or tinted"))
  }

  @Test("an inequality fills its region, tinted; undecided pixels are counted in a note")
  func region() throws {
    let svg = try MathPlot.draw(["y < sin(x)", "(x^2 + y^2 - 1)^2 = 0"], MathPlot.Options { $0.domain = Interval(-4, 4); $0.yDomain = Interval(-2, 2); $0.size = CanvasSize(width: 400, height: 300) }).svg
    let filled = Self.runs(svg, opacity: "0.35")
    let area: Double = filled.reduce(0) { $0 + $1.width * $1.height }
    #expect(area > 0.4 * 300 * 200)
    // The double root has no sign change anywhere: every pixel on its circle stays undecided.
    #expect(svg.contains(">pixels left undecided (tinted): "))
    #expect(svg.contains(" in expression 1, "))
    #expect(!Self.runs(svg, opacity: "0.3").isEmpty)
  }

  @Test("a relation and a function keep their colours by item; errors are placed in the whole item")
  func mixed() throws {
    let svg = try MathPlot.draw(["x^2 + y^2 = 1", "y = x"], MathPlot.Options { $0.domain = Interval(-2, 2); $0.yDomain = Interval(-2, 2); $0.size = MathPlot.defaultSize }).svg
    #expect(elements(svg, "path").contains { $0["stroke"] == MathPlot.palette[1] })
    #expect(elements(svg, "path").contains { $0["stroke"] == MathPlot.palette[0] && $0["fill"] == "none" })
    #expect(throws: MathPlot.Failure.self) {
      try MathPlot.draw(["y = x +"], MathPlot.Options { $0.domain = Interval(-1, 1); $0.size = MathPlot.defaultSize }).svg
    }
    do {
      _ = try MathPlot.draw(["x", "y = x +"], MathPlot.Options { $0.domain = Interval(-1, 1); $0.size = MathPlot.defaultSize }).svg
    } catch {
      guard case .item(1, .expression(let error)) = error else { Issue.record("\(error)"); return }
      #expect(error.column == 8)
    }
    do {
      _ = try MathPlot.draw(["x < y < 1"], MathPlot.Options { $0.domain = Interval(-1, 1); $0.size = MathPlot.defaultSize }).svg
    } catch {
      #expect(error == .item(0, .relation(.secondComparison(at: 6..<7))))
    }
  }
}
