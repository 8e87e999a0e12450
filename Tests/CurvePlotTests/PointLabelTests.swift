import CurveAnalysis
import CurveExpression
import CurveSampling
import Testing
import _CurveText
@testable import CurvePlot

/// `--points` that do not crowd: a label only where it touches no curve and no other label, in
/// priority order; every dot kept, and every point in the `<desc>`.
@Suite("Points of interest that do not crowd")
struct PointLabelTests {
  /// The points of a stroke's path data (`M x,y L x,y C x,y x,y x,y …`), its lines and Béziers
  /// sampled every quarter pt or so.
  static func sampled(_ d: String) -> [Point] {
    var points: [Point] = []
    var pen = Point(0, 0)
    var scanner = d[...]
    func numbers(_ count: Int) -> [Point] {
      var found: [Point] = []
      for _ in 0..<count {
        scanner = scanner.drop { $0 == " " }
        let text = scanner.prefix { !"MLCZ ".contains($0) }
        scanner = scanner.dropFirst(text.count)
        let parts = text.split(separator: ",").compactMap { Double($0) }
        if parts.count == 2 { found.append(Point(parts[0], parts[1])) }
      }
      return found
    }
    while let command = scanner.first {
      scanner = scanner.dropFirst()
      switch command {
      case "M": pen = numbers(1).first ?? pen; points.append(pen)
      case "L":
        let to = numbers(1).first ?? pen
        let steps = Swift.max(1, Int((Swift.abs(to.x - pen.x) + Swift.abs(to.y - pen.y)) * 4))
        points += (1...steps).map { Point(pen.x + (to.x - pen.x) * Double($0) / Double(steps), pen.y + (to.y - pen.y) * Double($0) / Double(steps)) }
        pen = to
      case "C":
        let c = numbers(3)
        guard c.count == 3 else { return points }
        for step in 1...64 {
          let t = Double(step) / 64
          let (a, b, e, f) = ((1 - t) * (1 - t) * (1 - t), 3 * (1 - t) * (1 - t) * t, 3 * (1 - t) * t * t, t * t * t)
          points.append(Point(a * pen.x + b * c[0].x + e * c[1].x + f * c[2].x, a * pen.y + b * c[0].y + e * c[1].y + f * c[2].y))
        }
        pen = c[2]
      default: continue
      }
    }
    return points
  }

  @Test("sin(3x) beside a parabola: no label on a curve or another label; every dot drawn and every point in the <desc>")
  func crowded() throws {
    let items = ["sin(3*x)", "x^2/8 - 1"]
    let drawing = try MathPlot.draw(items, MathPlot.Options { $0.annotations = MathPlot.Annotations(points: true) })
    let svg = drawing.svg
    let lines = svg.split(separator: "\n").map(String.init)
    let labels = lines.filter { $0.hasPrefix("<text ") && $0.contains("paint-order=\"stroke\"") && $0.contains("font-size=\"9\"") }
    let boxes = labels.compactMap { line -> Rect? in
      guard let a = elements(line, "text").first, let x = Double(a["x"] ?? ""), let y = Double(a["y"] ?? ""),
        let text = line.split(separator: ">").dropFirst().first?.split(separator: "<").first
      else { return nil }
      return Rect(x: x - 1, y: y + 3 - 11, width: TextWidth.of(String(text), fontSize: 9) + 2, height: 11)
    }
    #expect(boxes.count == labels.count && boxes.count >= 10)
    for (i, a) in boxes.enumerated() {
      for b in boxes[(i + 1)...] { #expect(!a.intersects(b), "labels \(a) and \(b) overlap") }
    }
    // The curves as stroked (2 pt wide): no point of theirs inside a label's box.
    let strokes = elements(svg, "path").filter { MathPlot.palette.contains($0["stroke"] ?? "") }.compactMap { $0["d"] }
    #expect(strokes.count >= 2)
    let curvePoints = strokes.flatMap(Self.sampled).filter { drawing.plot.contains($0) }
    #expect(curvePoints.count > 1000)
    for box in boxes {
      let inside = curvePoints.filter { box.x < $0.x && $0.x < box.maxX && box.y < $0.y && $0.y < box.maxY }
      #expect(inside.isEmpty, "the label at \(box) lies on a curve at \(inside.first.map { "\($0)" } ?? "")")
    }
    // Every point the analysis finds is in the <desc>, with its kind; each drawn as a dot.
    let compiled = try items.map { try CompiledExpression($0, language: .mathPlot) }
    let report = try #require(MathPlot.analyze(compiled, domain: drawing.x.domain))
    let description = try #require(lines.first { $0.hasPrefix("<desc>") })
    let points = report.curves.flatMap(\.points).map { ($0.x, $0.y) } + report.intersections.map { ($0.x, $0.y) }
    #expect(points.count >= 30)
    for (x, y) in points { #expect(description.contains("(\(PlotDescription.number(x)), \(PlotDescription.number(y)))")) }
    #expect(description.contains(", a zero and an inflection of sin(3*x)") && description.contains(", where sin(3*x) and x^2/8 - 1 meet"))
    // A zero that is also an inflection is one dot.
    let zerosAlsoInflections = report.curves[0].points.filter { $0.kind == .inflection }.count
    #expect(elements(svg, "circle").count == points.count - zerosAlsoInflections)
  }

  @Test("the points are listed when the analysis's sentences leave some out or are not written, and only then")
  func listedWhenLeftOut() throws {
    func description(_ items: [String], analysis: Bool) throws -> String {
      let svg = try MathPlot.draw(items, MathPlot.Options {
        $0.domain = Interval(-2, 2); $0.annotations = MathPlot.Annotations(points: true, description: analysis)
      }).svg
      return try #require(svg.split(separator: "\n").first { $0.hasPrefix("<desc>") }.map(String.init))
    }
    // Three points, each named by the analysis's sentence (a kind lists up to six).
    let sparse = try description(["x^2 - 1"], analysis: true)
    #expect(!sparse.contains("Points marked") && sparse.contains("zeros at x ≈ −1 and 1; a minimum at x ≈ 0 (y ≈ −1)"))
    #expect(try description(["x^2 - 1"], analysis: false) == "<desc>Points marked: (−1, 0), a zero of x^2 - 1; (0, −1), a minimum of x^2 - 1; (1, 0), a zero of x^2 - 1.</desc>")
    // Seven zeros: the analysis names six and says "and 1 more"; the list names them all.
    let dense = try description(["sin(6*x)"], analysis: true)
    #expect(dense.contains("and 1 more") && dense.contains("Points marked: "))
    for k in -3...3 { #expect(dense.contains("(\(PlotDescription.number(Interval(Double(k) * .pi / 6, Double(k) * .pi / 6))), 0), a zero")) }
  }

  @Test("labels go in priority order: the extrema of a sparse curve are labelled before its inflections")
  func priority() throws {
    let svg = try MathPlot.draw(["x^3 - 3*x"], MathPlot.Options { $0.domain = Interval(-2.5, 2.5); $0.annotations = MathPlot.Annotations(points: true) }).svg
    for extremum in ["(−1, 2)", "(1, −2)"] { #expect(svg.contains(">\(extremum)</text>"), "no label \(extremum)") }
  }
}
