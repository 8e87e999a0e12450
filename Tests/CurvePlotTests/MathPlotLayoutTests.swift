import CurveFrame
import CurveSampling
import Foundation
import Testing
@testable import CurvePlot
import _CurveText

/// Every `<text …>content</text>` of an SVG: its attributes, its content and its box (from the
/// font's advance widths and its anchor; a line of text is `font-size` tall above its baseline).
struct TextBox {
  var attributes: [String: String]
  var content: String
  var left: Double
  var right: Double
  var baseline: Double
  var fontSize: Double
}

func textBoxes(_ svg: String) -> [TextBox] {
  let lines = svg.split(separator: "\n").filter { $0.hasPrefix("<text ") && $0.hasSuffix("</text>") }
  return zip(elements(svg, "text"), lines).map { attributes, line in
    let start = line.index(after: line.firstIndex(of: ">") ?? line.startIndex)
    let end = line.range(of: "</text>")?.lowerBound ?? line.endIndex
    let content = String(line[start..<end]).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    let size = Double(attributes["font-size"] ?? "10") ?? 10
    let width = TextWidth.of(content, fontSize: size, bold: attributes["font-weight"] == "bold")
    let x = Double(attributes["x"] ?? "0") ?? 0
    let left: Double
    switch attributes["text-anchor"] {
    case "middle": left = x - width / 2
    case "end": left = x - width
    default: left = x
    }
    return TextBox(attributes: attributes, content: content, left: left, right: left + width, baseline: Double(attributes["y"] ?? "0") ?? 0, fontSize: size)
  }
}

func drawing(
  _ expressions: [String], domain: Interval = Interval(-5, 5), yDomain: Interval? = nil, size: CanvasSize = MathPlot.defaultSize,
  labels: MathPlot.Labels = MathPlot.Labels(), theme: MathPlot.Theme = .light
) throws -> MathPlot.Drawing {
  try MathPlot.draw(expressions, MathPlot.Options { $0.domain = domain; $0.yDomain = yDomain; $0.size = size; $0.labels = labels; $0.theme = theme })
}

@Suite("Math plot layout: labels that read, inside and apart")
struct MathPlotLayoutTests {
  @Test("tick labels: the shortest decimal, scientific outside 1e-4…1e6, a real minus sign", arguments: [
    (0.0, "0"), (0.3, "0.3"), (-2.0, "\u{2212}2"), (1e9, "1e9"), (2.5e-7, "2.5e\u{2212}7"), (-1_500_000.0, "\u{2212}1.5e6"),
    (0.0001, "0.0001"), (0.00005, "5e\u{2212}5"), (999_999.0, "999999"), (1e6, "1e6"), (1e22, "1e22"), (-0.25, "\u{2212}0.25"),
  ] as [(Double, String)])
  func labels(_ value: Double, _ text: String) {
    #expect(Ticks.label(value) == text)
  }

  @Test("text widths are DejaVu Sans's advance widths")
  func widths() {
    #expect(TextWidth.of("0", fontSize: 2048) == 1303)
    #expect(TextWidth.of("\u{2212}1", fontSize: 2048) == 1716 + 1303)
    let wi: Double = (2025.0 + 569) / 2048 * 10
    #expect(TextWidth.of("Wi", fontSize: 10) == wi)
    #expect(TextWidth.of("W", fontSize: 10, bold: true) > TextWidth.of("W", fontSize: 10))
    // Outside the table: never measured shorter than it draws.
    #expect(TextWidth.of("日本", fontSize: 10) == 20)
    let long = String(repeating: "sin(x) + ", count: 20)
    let fitted = TextWidth.fitting(long, width: 120, fontSize: 10)
    #expect(fitted.hasSuffix("…") && TextWidth.of(fitted, fontSize: 10) <= 120 && fitted.count > 10)
    #expect(TextWidth.fitting("x", width: 120, fontSize: 10) == "x")
    #expect(TextWidth.fitting("xyz", width: 1, fontSize: 10) == "")
  }

  @Test("labels stay inside the picture and apart, whatever the numbers and the size", arguments: [
    (["1e9*x", "-1e9*x^2"], Interval(0, 1), CanvasSize(width: 360, height: 240)),
    (["1.0000000000001 + x*1e-13"], Interval(0, 1), CanvasSize(width: 640, height: 400)),
    (["x"], Interval(123_456_789, 987_654_321), CanvasSize(width: 200, height: 120)),
    (["2.5e-7*sin(1e7*x)"], Interval(0, 1e-6), CanvasSize(width: 300, height: 200)),
    (["sin(x)"], Interval(-5, 5), CanvasSize(width: 120, height: 90)),
  ] as [([String], Interval, CanvasSize)])
  func labelsInsideAndApart(_ expressions: [String], _ domain: Interval, _ size: CanvasSize) throws {
    let boxes = textBoxes(try drawing(expressions, domain: domain, size: size).svg)
    for box in boxes {
      #expect(box.left >= 0 && box.right <= size.width, "'\(box.content)' spans \(box.left)…\(box.right) of \(size.width)")
      #expect(box.baseline - box.fontSize >= -1 && box.baseline <= size.height, "'\(box.content)' at \(box.baseline)")
    }
    let xLabels = boxes.filter { $0.attributes["text-anchor"] == "middle" && $0.fontSize == 10 }.sorted { $0.left < $1.left }
    #expect(xLabels.count >= 2)
    for (a, b) in zip(xLabels, xLabels.dropFirst()) {
      #expect(a.right + 4 <= b.left, "'\(a.content)' and '\(b.content)' overlap")
    }
    let yLabels = boxes.filter { $0.attributes["text-anchor"] == "end" }.sorted { $0.baseline < $1.baseline }
    #expect(yLabels.count >= 2)
    for (a, b) in zip(yLabels, yLabels.dropFirst()) {
      #expect(a.baseline + a.fontSize <= b.baseline + 0.001, "'\(a.content)' and '\(b.content)' overlap")
    }
    // Neighbouring y labels read differently.
    #expect(Set(yLabels.map(\.content)).count == yLabels.count, "\(yLabels.map(\.content))")
  }

  @Test("the legend wraps into rows, shortens what cannot fit, and its entries never overlap")
  func legend() throws {
    let expressions = ["x", "x^2/5", "sin(x)", "cos(x)", "exp(x/3)", "log(abs(x)+1)", "sqrt(abs(x))", "x/2-1", "x/3", "-x/4",
                       String(repeating: "sin(x)*cos(x) + ", count: 10) + "x"]
    let size = CanvasSize(width: 300, height: 400)
    let svg = try drawing(expressions, size: size).svg
    let entries = textBoxes(svg).filter { $0.attributes["text-anchor"] == nil }
    #expect(entries.count == expressions.count)
    #expect(entries.last?.content.hasSuffix("…") == true)
    let rows = Set(entries.map(\.baseline))
    #expect(rows.count >= 3)
    for entry in entries { #expect(entry.right <= size.width - 10 + 0.001, "'\(entry.content)' ends at \(entry.right)") }
    for (a, b) in zip(entries, entries.dropFirst()) where a.baseline == b.baseline {
      #expect(a.right < b.left - 18, "'\(a.content)' runs into the swatch of '\(b.content)'")
    }
    // Below the legend: the plot.
    let clip = try #require(elements(svg, "rect").last.flatMap { $0["y"] }.flatMap(Double.init))
    #expect(clip > (rows.max() ?? 0) + 2)
  }

  @Test("colours are Okabe–Ito's, then repeat dashed: no two series look alike")
  func palette() throws {
    let expressions = (1...16).map { "x + \($0)" }
    let paths = elements(try drawing(expressions, yDomain: Interval(-20, 20)).svg, "path")
    #expect(paths.count == 16)
    let looks = paths.map { "\($0["stroke"] ?? "") \($0["stroke-dasharray"] ?? "solid")" }
    #expect(Set(looks).count == 16)
    #expect(paths[0]["stroke"] == "#0072B2" && paths[0]["stroke-dasharray"] == nil)
    #expect(paths[8]["stroke"] == "#0072B2" && paths[8]["stroke-dasharray"] == "7 4")
  }

  @Test("title, axis names and the dark theme")
  func labelsAndTheme() throws {
    let svg = try drawing(["sin(x)"], labels: MathPlot.Labels(title: "A <title>", x: "time (s)", y: "height"), theme: .dark).svg
    let boxes = textBoxes(svg)
    let title = try #require(boxes.first { $0.content == "A <title>" })
    #expect(title.attributes["font-weight"] == "bold" && title.baseline < 30)
    let x = try #require(boxes.first { $0.content == "time (s)" })
    #expect(x.baseline > 370)
    let y = try #require(boxes.first { $0.content == "height" })
    #expect(y.attributes["transform"]?.hasPrefix("rotate(-90") == true)
    #expect(svg.contains("fill=\"#111418\""))
    // The palette's black is drawn white on the dark page.
    let eight = try drawing((1...8).map { "x + \($0)" }, theme: .dark).svg
    #expect(elements(eight, "path").last?["stroke"] == "#FFFFFF")
  }

  @Test("an expression undefined on the whole domain: said in the plot, and reported")
  func undefined() throws {
    let some = try drawing(["sqrt(x - 10)", "sin(x)"])
    #expect(some.undrawn == [MathPlot.Undrawn(index: 0, domain: Interval(-5, 5), valuesWithin: nil)])
    #expect(some.svg.contains(">sqrt(x - 10) is undefined on the whole domain [\u{2212}5, 5]</text>"))
    #expect(elements(some.svg, "path").count == 1)
    let none = try drawing(["log(-1 - x^2)"])
    #expect(none.undrawn.map(\.index) == [0] && none.undrawn[0].valuesWithin == nil)
    #expect(try drawing(["1/x"]).undrawn.isEmpty)
  }

  /// Values narrower than the samples' spacing: not "undefined on the whole domain", which is
  /// said only where the enclosures prove it, but where the values are.
  @Test("no sample has a value, yet values exist: the plot says where they can be", arguments: [
    ("sqrt(1 - x^2)", -1.0, 1.0),
    ("x^2 {-1 < x < 1}", -1.0, 1.0),
    ("log(x - 1e200) + sqrt(2e200 - x)", 1e200, 2e200),
  ])
  func valuesBetweenSamples(expression: String, lower: Double, upper: Double) throws {
    let options = MathPlot.Options { $0.domain = Interval(-1e300, 1e300) }
    let drawing = try MathPlot.draw([expression], options)
    let undrawn = try #require(drawing.undrawn.first)
    let span = try #require(undrawn.valuesWithin)
    // It holds the values (the truth, by hand) and is far narrower than the domain.
    #expect(span.lower <= lower && span.upper >= upper)
    #expect(span.lower >= lower - 1e-15 * Swift.max(1, Swift.abs(lower)) && span.upper <= upper + 1e-15 * Swift.max(1, Swift.abs(upper)))
    #expect(!drawing.svg.contains("undefined"))
    let escaped = expression.replacingOccurrences(of: "<", with: "&lt;")
    #expect(drawing.svg.contains("\(escaped) has no value at the points sampled; any lies within ["))
  }

  @Test("values the enclosures cannot place: said, and not called undefined")
  func valuesUnplaced() throws {
    // Every double past 2^53 is an integer, a pole of gamma: no sample has a value, and the
    // enclosures of gamma over wide intervals hold values.
    let drawing = try MathPlot.draw(["gamma(x)"], MathPlot.Options { $0.domain = Interval(-1e300, 1e300) })
    #expect(drawing.undrawn == [MathPlot.Undrawn(index: 0, domain: Interval(-1e300, 1e300), valuesWithin: Interval(-1e300, 1e300))])
    #expect(drawing.svg.contains("gamma(x) has no value at the points sampled on [\u{2212}1e300, 1e300], and is not proven to have none between them"))
  }
}

@Suite("A math plot's view: its rectangle and axes, as drawn")
struct MathPlotViewTests {
  @Test("the drawing's plot is the clip path's rectangle, and its axes place the grid and the y labels", arguments: [
    (["sin(x)"], Interval(-5, 5), nil as Interval?, MathPlot.AxisScale.linear, MathPlot.AxisScale.linear),
    (["x^2", "1/x"], Interval(-2, 3), Interval(-4, 8), .linear, .linear),
    (["x^3"], Interval(0.1, 100), nil, .log, .log),
  ])
  func view(_ expressions: [String], _ domain: Interval, _ yDomain: Interval?, _ xScale: MathPlot.AxisScale, _ yScale: MathPlot.AxisScale) throws {
    let drawing = try MathPlot.draw(expressions, MathPlot.Options { $0.domain = domain; $0.yDomain = yDomain; $0.xScale = xScale; $0.yScale = yScale })
    let n = SVGWriter.number
    let clip = "<clipPath id=\"plot\">\n<rect x=\"\(n(drawing.plot.x))\" y=\"\(n(drawing.plot.y))\" width=\"\(n(drawing.plot.width))\" height=\"\(n(drawing.plot.height))\""
    #expect(drawing.svg.contains(clip))
    #expect(drawing.x.domain == domain && drawing.x.scale == xScale && drawing.y.scale == yScale)
    #expect(drawing.x.range == Interval(drawing.plot.x, drawing.plot.maxX))
    #expect(drawing.y.range == Interval(drawing.plot.maxY, drawing.plot.y))
    if let yDomain { #expect(drawing.y.domain == yDomain) }
    // Each y label stands 3.5 pt below the grid line of its value.
    let labels = textBoxes(drawing.svg).filter { $0.attributes["text-anchor"] == "end" }
    #expect(labels.count >= 2)
    for label in labels {
      let value = try #require(Double(label.content.replacingOccurrences(of: "\u{2212}", with: "-")))
      #expect(Swift.abs(label.baseline - 3.5 - drawing.y.map(value)) < 0.01, "\(label.content)")
    }
  }
}
