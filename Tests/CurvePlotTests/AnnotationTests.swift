import CurvePlot
import CurveSampling
import Testing
import _CurveText

/// `--points`, `--tangent` and `--derivative`: dots where the analysis proves points, labels
/// that never overlap, tangent lines through the curve with its slope, and f′ cut at kinks.
@Suite("Math plot annotations")
struct AnnotationTests {
  static func svg(_ expressions: [String], _ domain: Interval, _ annotations: MathPlot.Annotations) throws -> String {
    try MathPlot.draw(expressions, MathPlot.Options { $0.domain = domain; $0.yDomain = Interval(-2, 2); $0.size = MathPlot.defaultSize; $0.annotations = annotations }).svg
  }

  /// The plot's mapping from data to pt, read off its ticks.
  static func mapping(_ svg: String) -> (x: (Double) -> Double, y: (Double) -> Double) {
    let grid = elements(svg, "line").filter { $0["stroke"] == "#E5E8EC" }
    let vertical = grid.filter { $0["x1"] == $0["x2"] }.compactMap { Double($0["x1"] ?? "") }
    let horizontal = grid.filter { $0["y1"] == $0["y2"] }.compactMap { Double($0["y1"] ?? "") }
    // y domain [-2, 2] and x domain [-2, 2], ticks every 0.5: the first and last lines are the ends.
    let (x0, x1) = (vertical.min() ?? 0, vertical.max() ?? 1)
    let (y0, y1) = (horizontal.max() ?? 1, horizontal.min() ?? 0)
    return ({ x0 + ($0 + 2) / 4 * (x1 - x0) }, { y0 + ($0 + 2) / 4 * (y1 - y0) })
  }

  @Test("--points: a dot at each zero and the minimum, labelled, no label over another or a dot")
  func points() throws {
    let svg = try Self.svg(["x^2 - 1"], Interval(-2, 2), MathPlot.Annotations(points: true))
    let (px, py) = Self.mapping(svg)
    let dots = elements(svg, "circle").compactMap { c in Double(c["cx"] ?? "").flatMap { x in Double(c["cy"] ?? "").map { (x, $0) } } }
    #expect(dots.count == 3)
    for (x, y) in [(-1.0, 0.0), (0, -1), (1, 0)] {
      #expect(dots.contains { Swift.abs($0.0 - px(x)) < 0.01 && Swift.abs($0.1 - py(y)) < 0.01 }, "no dot at (\(x), \(y))")
    }
    let labels = elements(svg, "text").filter { $0["font-size"] == "9" }
    #expect(labels.count == 3)
    let texts = svg.split(separator: "\n").filter { $0.contains("font-size=\"9\"") }.map { String($0.split(separator: ">")[1].split(separator: "<")[0]) }
    #expect(Set(texts) == ["(−1, 0)", "(0, −1)", "(1, 0)"])
    // Label boxes (as placed: the text's left end, baseline 3 pt above the box's bottom).
    let boxes = zip(labels, texts).compactMap { attributes, text -> Rect? in
      guard let x = Double(attributes["x"] ?? ""), let y = Double(attributes["y"] ?? "") else { return nil }
      return Rect(x: x - 1, y: y + 3 - 11, width: TextWidth.of(text, fontSize: 9) + 2, height: 11)
    }
    for (i, a) in boxes.enumerated() {
      for b in boxes[(i + 1)...] { #expect(!(a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY)) }
      for (x, y) in dots { #expect(!(a.x < x + 3.5 && x - 3.5 < a.maxX && a.y < y + 3.5 && y - 3.5 < a.maxY)) }
    }
  }

  @Test("--points on a dense curve: every dot drawn, labels dropped where they do not fit, never overlapping")
  func dense() throws {
    let svg = try Self.svg(["sin(20*x)"], Interval(-2, 2), MathPlot.Annotations(points: true))
    let dots = elements(svg, "circle").count
    let labels = elements(svg, "text").filter { $0["font-size"] == "9" }.count
    #expect(dots >= 50)  // 25 zeros (each an inflection too) and 26 extrema
    #expect(labels > 0 && labels < dots)
  }

  @Test("--tangent: a line through the curve's point with its slope, and a dot there")
  func tangent() throws {
    let svg = try Self.svg(["x^2 - 1"], Interval(-2, 2), MathPlot.Annotations(tangents: [1]))
    let (px, py) = Self.mapping(svg)
    let line = try #require(elements(svg, "path").first { $0["stroke-width"] == "1" }?["d"])
    let numbers = line.split { "ML,".contains($0) }.compactMap { Double($0) }
    #expect(numbers.count == 4)
    let slope = (numbers[3] - numbers[1]) / (numbers[2] - numbers[0])
    let expected = (py(2) - py(0)) / (px(1) - px(0))  // f′(1) = 2
    #expect(Swift.abs(slope - expected) < 1e-3)
    // The line passes through (1, 0).
    let atOne = numbers[1] + (px(1) - numbers[0]) * slope
    #expect(Swift.abs(atOne - py(0)) < 0.01)
    #expect(elements(svg, "circle").count == 1)
  }

  @Test("--derivative: f′ dashed in the curve's colour, cut at a kink")
  func derivative() throws {
    let svg = try Self.svg(["abs(x) - 1"], Interval(-2, 2), MathPlot.Annotations(derivatives: true))
    let dashed = elements(svg, "path").filter { $0["stroke-dasharray"] == "5 3" }
    #expect(dashed.count == 2)
    let (_, py) = Self.mapping(svg)
    // Left of 0 the slope is −1, right of it +1: each run is level at that height.
    let heights = dashed.map { path in Set((path["d"] ?? "").split { "ML".contains($0) }.compactMap { $0.split(separator: ",").last.flatMap { Double($0) } }) }
    #expect(heights.contains { $0.allSatisfy { Swift.abs($0 - py(-1)) < 0.01 } })
    #expect(heights.contains { $0.allSatisfy { Swift.abs($0 - py(1)) < 0.01 } })
  }
}
