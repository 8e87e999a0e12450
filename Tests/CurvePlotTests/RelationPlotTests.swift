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

  @Test("a circle alone: one unit as long on both axes, and every proven pixel holds the circle")
  func circle() throws {
    let drawing = try MathPlot.draw(["x^2 + y^2 = 1"], MathPlot.Options { $0.domain = Interval(-2, 2); $0.size = CanvasSize(width: 400, height: 300) })
    let svg = drawing.svg
    // The plot's rectangle and its y range, from the clip and the equal units.
    let clip = try #require(elements(svg, "rect").first { $0["x"] != "0" })
    let (left, top, width, height) = (Double(clip["x"] ?? "") ?? 0, Double(clip["y"] ?? "") ?? 0, Double(clip["width"] ?? "") ?? 0, Double(clip["height"] ?? "") ?? 0)
    let half = 4 * height / width / 2
    func x(_ pt: Double) -> Double { -2 + (pt - left) / width * 4 }
    func y(_ pt: Double) -> Double { half - (pt - top) / height * 2 * half }
    let proven = Self.runs(svg, opacity: "1")
    #expect(proven.count > 100)
    for run in proven {
      // The run's box, widened by a hundredth of a pixel for the rounding of its printed edges.
      let (x0, x1) = (x(run.x) - 0.0001, x(run.x + run.width) + 0.0001)
      let (y0, y1) = (y(run.y + run.height) - 0.0001, y(run.y) + 0.0001)
      func square(_ a: Double, _ b: Double) -> (Double, Double) {
        (a <= 0 && 0 <= b ? 0 : Swift.min(a * a, b * b), Swift.max(a * a, b * b))
      }
      let (sx, sy) = (square(x0, x1), square(y0, y1))
      #expect(sx.0 + sy.0 <= 1 && 1 <= sx.1 + sy.1, "a proven run at x \(x0)…\(x1), y \(y0)…\(y1) misses the circle")
    }
    // The circle meets the plot's top and bottom rows of pixels nowhere: it spans y in [-1, 1].
    #expect(proven.allSatisfy { y($0.y) <= 1.01 && y($0.y + $0.height) >= -1.01 })
    #expect(svg.contains("<title>Plot of x^2 + y^2 = 1</title>"))
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
    #expect(elements(svg, "path").contains { $0["fill"] == MathPlot.palette[0] && $0["fill-opacity"] == "1" })
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
