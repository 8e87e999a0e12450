@testable import CurveAnalysis
import CurveExpression
import CurveFrame
import CurveSampling
import Foundation
import Testing

@testable import CurvePlot

/// Logarithmic axes: d3-scale's log ticks and their labels, and plots drawn in ln x and ln y.
@Suite("Logarithmic axes")
struct LogarithmicAxisTests {
  /// d3-scale's own cases (test/log-test.js, base 10), as `scaleLog().domain([start, stop]).ticks(count)`.
  @Test(
    "ticks are d3's scaleLog().ticks()",
    arguments: [
      (1e-1, 1e1, 10, [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      (1e-1, 1e0, 10, [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]),
      (1e0, 1e-1, 10, [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]),
      (0.15, 0.68, 10, [0.2, 0.3, 0.4, 0.5, 0.6]),
      (0.68, 0.15, 10, [0.6, 0.5, 0.4, 0.3, 0.2]),
      (1, 5, 10, [1, 2, 3, 4, 5]),
      (5, 1, 10, [5, 4, 3, 2, 1]),
      (286.9252014, 329.4978332, 1, [300]),
      (286.9252014, 329.4978332, 2, [300]),
      (286.9252014, 329.4978332, 3, [300, 320]),
      (286.9252014, 329.4978332, 4, [290, 300, 310, 320]),
      (286.9252014, 329.4978332, 10, [290, 295, 300, 305, 310, 315, 320, 325]),
      (41, 42, 10, [41, 41.1, 41.2, 41.3, 41.4, 41.5, 41.6, 41.7, 41.8, 41.9, 42]),
      (42, 41, 10, [42, 41.9, 41.8, 41.7, 41.6, 41.5, 41.4, 41.3, 41.2, 41.1, 41]),
      (1600, 1400, 10, [1600, 1580, 1560, 1540, 1520, 1500, 1480, 1460, 1440, 1420, 1400]),
      (1, 10, 10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      (100, 1, 10, [100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]),
      (0.49999, 0.006029505943610648, 10, [0.4, 0.3, 0.2, 0.1, 0.09, 0.08, 0.07, 0.06, 0.05, 0.04, 0.03, 0.02, 0.01, 0.009, 0.008, 0.007]),
      (1e10, 1, 10, [1e10, 1e9, 1e8, 1e7, 1e6, 1e5, 1e4, 1e3, 100, 10, 1]),
      (1e-29, 1e-1, 10, [1e-28, 1e-26, 1e-24, 1e-22, 1e-20, 1e-18, 1e-16, 1e-14, 1e-12, 1e-10, 1e-8, 1e-6, 1e-4, 1e-2]),
      (0, 1, 10, []), (1, 0, 10, []), (-1, 1, 10, []), (0, 0, 10, []),
    ] as [(Double, Double, Int, [Double])])
  func ticks(_ start: Double, _ stop: Double, _ count: Int, _ expected: [Double]) {
    #expect(Ticks.logarithmic(start, stop, count: count).map(\.value) == expected)
  }

  /// The ticks d3's `tickFormat(count)` labels (the rest are minor ticks with no label), where
  /// `ticks(count)` and d3's `ticks()` agree.
  @Test(
    "labels go where d3's tickFormat(count) puts them",
    arguments: [
      (1e-1, 1e1, 10, [0.1, 0.2, 0.3, 0.4, 0.5, 1, 2, 3, 4, 5, 10]),
      (1e-1, 1e1, 5, [0.1, 0.2, 1, 2, 10]),
      (1, 10, 5, [1, 2, 3, 4, 5, 10]),
      (100, 1, 10, [100, 50, 40, 30, 20, 10, 5, 4, 3, 2, 1]),
      (0.01, 10000, 20, [0.01, 0.02, 0.03, 0.1, 0.2, 0.3, 1, 2, 3, 10, 20, 30, 100, 200, 300, 1000, 2000, 3000, 10000]),
      (1000.1, 1, 10, [1000, 300, 200, 100, 30, 20, 10, 3, 2, 1]),
      (100.1, 0.02, 10, [100, 20, 10, 2, 1, 0.2, 0.1, 0.02]),
      (0.95, 1.05e8, 8, [1, 10, 100, 1000, 1e4, 1e5, 1e6, 1e7, 1e8]),
    ] as [(Double, Double, Int, [Double])])
  func labels(_ start: Double, _ stop: Double, _ count: Int, _ labelled: [Double]) {
    let ticks = Ticks.logarithmic(start, stop, count: count)
    #expect(ticks.filter { !$0.label.isEmpty }.map(\.value) == labelled)
    #expect(ticks.filter { !$0.label.isEmpty }.allSatisfy { $0.label == Ticks.label($0.value) })
  }

  @Test("the label filter counts d3's default ticks(), not ticks(count): over 1…1e12 with 15, all 109 ticks are labelled")
  func labelFilterCountsDefaultTicks() {
    // ticks(15) gives 1…9 × 10^k (12 decades < 15); ticks() gives the 13 powers, so d3's limit
    // is 10 · 15 / 13 > 9 and every leading digit passes.
    let ticks = Ticks.logarithmic(1, 1e12, count: 15)
    #expect(ticks.count == 109 && ticks.allSatisfy { !$0.label.isEmpty })
  }

  @Test(
    "a nice range is d3's log nice(): out to powers of ten",
    arguments: [
      (0.0124123, 1230.4, 0.01, 10000.0), (1.0, 10.0, 1.0, 10.0), (2.0, 9.0, 1.0, 10.0), (0.95, 1.05e8, 0.1, 1e9),
      (1e-300, 1e300, 1e-300, 1e300),
    ] as [(Double, Double, Double, Double)])
  func nice(_ start: Double, _ stop: Double, _ low: Double, _ high: Double) {
    let range = Ticks.niceLogarithmic(Interval(start, stop))
    #expect(range.start == low && range.end == high)
  }

  @Test("x² on log–log axes is a straight line from (0.01, 1e−4) to (100, 1e4); the decade 1 is the plot's middle")
  func powerIsStraight() throws {
    let svg = try MathPlot.draw(["x^2"], MathPlot.Options { $0.domain = Interval(0.01, 100); $0.yDomain = Interval(1e-4, 1e4); $0.size = CanvasSize(width: 500, height: 400); $0.xScale = .log; $0.yScale = .log }).svg
    let points = try #require(elements(svg, "path").first { $0["stroke"] == MathPlot.palette[0] }.map { pathPoints($0["d"] ?? "") })
    let plot = try #require(elements(svg, "rect").first { $0["fill"] == nil })
    let (left, top) = (Double(plot["x"] ?? "") ?? .nan, Double(plot["y"] ?? "") ?? .nan)
    let (width, height) = (Double(plot["width"] ?? "") ?? .nan, Double(plot["height"] ?? "") ?? .nan)
    // From the bottom left corner to the top right one, every point (and control point) on the diagonal.
    #expect(Swift.abs(points[0].x - left) < 0.002 && Swift.abs(points[0].y - (top + height)) < 0.002)
    let last = try #require(points.last)
    #expect(Swift.abs(last.x - (left + width)) < 0.002 && Swift.abs(last.y - top) < 0.002)
    for p in points {
      let along = (p.x - left) / width
      #expect(Swift.abs(p.y - (top + height - along * height)) < 0.01, "\(p)")
    }
    // The tick labelled 1 lies halfway, and minor ticks (no label) have a fainter grid line.
    let one = try #require(elements(svg, "text").first { $0["text-anchor"] == "middle" && textContent(svg, of: $0) == "1" })
    #expect(Swift.abs((Double(one["x"] ?? "") ?? .nan) - (left + width / 2)) < 0.002)
    #expect(elements(svg, "line").contains { $0["stroke-opacity"] == "0.5" })
  }

  @Test("a parametric curve (t, t³) on log–log axes is traced proven as a line of slope 3; t ≤ 0 has no point")
  func parametricOnLogAxes() throws {
    let curve = try PlaneCurve("(t, t^3)", domain: -1...10).onLogarithmicAxes(x: true, y: true)
    #expect(curve.point(at: 2).x == AxisLogarithmTest.ln(2))
    #expect(curve.point(at: -1).x.isNaN)
    let (x, y) = ((0.1).logValue...(10).logValue, (1e-3).logValue...(1e3).logValue)
    let trace = curve.trace(onto: Rect(x: 0, y: 0, width: 300, height: 300), x: x, y: y)
    #expect(trace.unprovenChords == 0)
    let drawn = trace.pieces.flatMap(\.points).filter { $0.x >= 0 && $0.x <= 300 && $0.y >= 0 && $0.y <= 300 }
    #expect(drawn.count >= 2)
    // y = 3 ln t over three times the range of x: a line from (0, 300) to (300, 0) in pt.
    for p in drawn { #expect(Swift.abs(p.y - (300 - p.x)) < 0.26, "\(p)") }
  }

  @Test("a function with values at 0 and below on a log y axis: gaps there, and a note when it has none above 0")
  func nonPositiveValues() throws {
    let drawing = try MathPlot.draw(["sin(x)", "-1"], MathPlot.Options { $0.domain = Interval(0.1, 10); $0.yDomain = Interval(0.01, 1); $0.size = CanvasSize(width: 400, height: 300); $0.yScale = .log })
    #expect(drawing.undrawn.map(\.index) == [1] && drawing.undrawn[0].valuesWithin == nil)
    #expect(drawing.svg.contains("-1 has no value above 0 on the whole domain [0.1, 10]</text>"))
    // sin x is positive on (0, π) and (2π, 10): two runs.
    #expect(elements(drawing.svg, "path").filter { $0["stroke"] == MathPlot.palette[0] }.count == 2)
  }

  @Test("data on log axes: rows at 0 or below are gaps, noted")
  func data() throws {
    let series = try DataSeries(csv: Array("x,y\n1,1\n10,100\n0,5\n100,10000\n1000,-3\n".utf8))
    let svg = try MathPlot.draw(["@m"], MathPlot.Options { $0.domain = Interval(1, 1000); $0.size = CanvasSize(width: 400, height: 300); $0.data = ["m": series]; $0.xScale = .log; $0.yScale = .log }).svg
    #expect(svg.contains("@m: 2 rows at 0 or below, off the logarithmic axes</text>"))
  }

  @Test(
    "what a logarithmic axis cannot draw is a failure that says why",
    arguments: [
      (["x"], Interval(-1, 10), nil, MathPlot.Axes(x: .log), "the x axis is logarithmic, but the domain \u{2212}1…10 reaches 0 or below; both ends must be above 0"),
      (["x"], Interval(0, 10), nil, MathPlot.Axes(x: .log), "the x axis is logarithmic, but the domain 0…10 reaches 0 or below; both ends must be above 0"),
      (["x"], Interval(1, 10), Interval(0, 5), MathPlot.Axes(y: .log), "the y axis is logarithmic, but the y range 0…5 reaches 0 or below; both ends must be above 0"),
      (["x", "x*y = 1"], Interval(1, 10), nil, MathPlot.Axes(y: .log), "expression 2 is a relation; relations are classified on linear axes only"),
      (["x"], Interval(1e15, 1.000000000000002e15), nil, MathPlot.Axes(x: .log), "the x axis is logarithmic, but the domain 1e15…1.000000000000002e15 is too narrow for it: both ends have the same logarithm as a double, so nothing between them has a place on the axis; widen it or use a linear axis"),
      (["x"], Interval(1, 10), Interval(1e15, 1.000000000000002e15), MathPlot.Axes(y: .log), "the y axis is logarithmic, but the y range 1e15…1.000000000000002e15 is too narrow for it: both ends have the same logarithm as a double, so nothing between them has a place on the axis; widen it or use a linear axis"),
      (["x"], Interval(1e300, 1.0000000000000002e300), nil, MathPlot.Axes(x: .log), "the x axis is logarithmic, but the domain 1e300…1.0000000000000002e300 is too narrow for it: both ends have the same logarithm as a double, so nothing between them has a place on the axis; widen it or use a linear axis"),
      (["x"], Interval(1, 10), nil, MathPlot.Axes(x: .log, aspect: .equal), "an equal aspect needs both axes linear or both logarithmic"),
      (["x"], Interval(1, 10), nil, MathPlot.Axes(x: .log, tangent: true), "tangents and derivatives are drawn on linear axes only"),
    ] as [([String], Interval, Interval?, MathPlot.Axes, String)])
  func failures(_ items: [String], _ domain: Interval, _ yDomain: Interval?, _ axes: MathPlot.Axes, _ reason: String) {
    #expect(throws: MathPlot.Failure.logarithmicAxis(reason)) {
      try MathPlot.draw(items, MathPlot.Options { $0.domain = domain; $0.yDomain = yDomain; $0.size = MathPlot.defaultSize; $0.annotations = MathPlot.Annotations(tangents: axes.tangent ? [2] : []); $0.aspect = axes.aspect; $0.xScale = axes.x; $0.yScale = axes.y }).svg
    }
  }
}

extension MathPlot {
  /// A test's choice of scales and what goes with them.
  struct Axes: Sendable {
    var x = AxisScale.linear
    var y = AxisScale.linear
    var aspect = Aspect.automatic
    var tangent = false
  }
}

enum AxisLogarithmTest {
  static func ln(_ x: Double) -> Double { AxisLogarithm.coordinate(x) }
}

extension Double {
  fileprivate var logValue: Double { AxisLogarithm.coordinate(self) }
}

/// The points of SVG path data: every pair of numbers after M, L or C, in order.
func pathPoints(_ d: String) -> [Point] {
  let numbers = d.split(whereSeparator: { "MLCZ, ".contains($0) }).compactMap { Double($0) }
  return stride(from: 0, to: numbers.count - 1, by: 2).map { Point(numbers[$0], numbers[$0 + 1]) }
}

/// The text of the element `attributes` came from.
func textContent(_ svg: String, of attributes: [String: String]) -> String? {
  svg.split(separator: "\n").first { line in
    line.hasPrefix("<text ") && attributes.allSatisfy { line.contains("\($0.key)=\"\($0.value)\"") }
  }?.split(separator: ">").dropFirst().first?.split(separator: "<").first.map(String.init)
}
