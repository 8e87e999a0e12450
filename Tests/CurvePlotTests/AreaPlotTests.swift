import CurveFrame
import CurveSampling
import Foundation
import Testing
@testable import CurvePlot

/// `--area`: an item's area (or the area between two) shaded, its certified integral in the
/// legend and the description, and the option decoded by the one table.
@Suite("Math plot areas: shaded, integrated, said")
struct AreaPlotTests {
  func draw(_ expressions: [String], _ areas: [MathPlot.Area], domain: Interval = Interval(0, 6.3)) throws -> MathPlot.Drawing {
    try MathPlot.draw(expressions, MathPlot.Options { $0.domain = domain; $0.areas = areas })
  }

  func tints(_ svg: String) -> [[String: String]] {
    elements(svg, "path").filter { $0["fill-opacity"] != nil && $0["stroke"] == "none" }
  }

  @Test("the area under sin from 0 to π: tinted in its colour, 2 in the legend, certified in the description")
  func under() throws {
    let drawing = try draw(["sin(x)", "x/2"], [MathPlot.Area(item: 0, from: 0, to: 3.141592653589793)])
    let tint = try #require(tints(drawing.svg).first)
    #expect(tint["fill"] == MathPlot.seriesColor(0, MathPlot.Colors(.light)) && tint["fill-opacity"] == "0.22")
    // The region starts on the x axis at x = 0 and follows the curve.
    #expect(tint["d"]?.hasPrefix("M\(SVGWriter.number(drawing.x.map(0))),\(SVGWriter.number(drawing.y.map(0)))L") == true)
    #expect(textBoxes(drawing.svg).contains { $0.content == "sin(x)   area over 0…3.142 = 2" })
    #expect(drawing.svg.contains("The area under y = sin(x) from x = 0 to 3.142 is 2, certified between "))
  }

  @Test("between two items: the difference's integral, in the first item's colour")
  func between() throws {
    let drawing = try draw(["sin(x)", "x/2", "0.2*x^2 - 1"], [MathPlot.Area(item: 1, minus: 2, from: 1, to: 4)])
    #expect(tints(drawing.svg).first?["fill"] == MathPlot.seriesColor(1, MathPlot.Colors(.light)))
    // ∫ from 1 to 4 of x/2 − (0.2x² − 1) = 2.55.
    #expect(textBoxes(drawing.svg).contains { $0.content == "x/2   area to item 3 over 1…4 = 2.55" })
    #expect(drawing.svg.contains("The area between y = x/2 and y = 0.2*x^2 - 1 from x = 1 to 4 is 2.55, certified between "))
  }

  @Test("an area across a pole is drawn lighter and said to diverge, with where")
  func divergent() throws {
    let drawing = try draw(["1/x"], [MathPlot.Area(item: 0, from: -1, to: 2)], domain: Interval(-2, 2))
    #expect(tints(drawing.svg).allSatisfy { $0["fill-opacity"] == "0.1" } && !tints(drawing.svg).isEmpty)
    #expect(textBoxes(drawing.svg).contains { $0.content == "1/x   area over −1…2 diverges" })
    #expect(drawing.svg.contains("The area under y = 1/x from x = −1 to 2 does not exist: f has a pole in [-1, 2] where |f| grows"))
  }

  @Test("an area across a removable singularity is drawn lighter and said to be unproven, with the reason")
  func unproven() throws {
    let drawing = try draw(["sin(x)/x"], [MathPlot.Area(item: 0, from: -1, to: 2)], domain: Interval(-2, 2))
    #expect(tints(drawing.svg).allSatisfy { $0["fill-opacity"] == "0.1" } && !tints(drawing.svg).isEmpty)
    #expect(textBoxes(drawing.svg).contains { $0.content == "sin(x)/x   area over −1…2 unproven" })
    #expect(drawing.svg.contains("The area under y = sin(x)/x from x = −1 to 2 is not proven (the integrand may be unbounded or jump near x ≈ "))
  }

  @Test("areas the plot cannot shade are refused with the reason", arguments: [
    (["x^2 + y^2 = 1"], MathPlot.Area(item: 0, from: 0, to: 1), MathPlot.AxisScale.linear, "an area's item 1 is not a function of x"),
    (["x"], MathPlot.Area(item: 1, from: 0, to: 1), .linear, "an area's item 2 does not exist (the plot has 1)"),
    (["x", "(t, t)"], MathPlot.Area(item: 0, minus: 1, from: 0, to: 1), .linear, "an area's item 2 is not a function of x"),
    (["x"], MathPlot.Area(item: 0, from: 1, to: 2), .log, "areas are shaded on linear axes only"),
  ])
  func refused(_ expressions: [String], _ area: MathPlot.Area, _ scale: MathPlot.AxisScale, _ reason: String) {
    #expect(throws: MathPlot.Failure.area(reason)) {
      try MathPlot.draw(expressions, MathPlot.Options { $0.domain = Interval(1, 10); $0.areas = [area]; $0.xScale = scale })
    }
  }

  @Test("the option: N:A,B and N,M:A,B on the command line and in JSON, by the one table", arguments: [
    ("1:0,3.5", MathPlot.Area(item: 0, from: 0, to: 3.5)), ("2,1:4,-1", MathPlot.Area(item: 1, minus: 0, from: 4, to: -1)),
  ])
  func decoded(_ text: String, _ area: MathPlot.Area) throws {
    let spec = try #require(MathPlot.optionTable.first { $0.flag == "--area" })
    var options = MathPlot.Options()
    try spec.apply(try spec.decode(text: text), to: &options)
    #expect(options.areas == [area])
    let fromJSON = try CurvePlotTests.decoded("{\"area\": [\"\(text)\", \"\(text)\"]}", by: MathPlot.optionTable, into: MathPlot.Options())
    #expect(fromJSON.areas == [area, area])
  }

  @Test("the option refuses what is no area", arguments: ["1", "1:0", "0:0,1", "1,1:0,1", "1:1,1", "1:0,inf", "a:0,1", "1,2,3:0,1"])
  func refusedText(_ text: String) throws {
    let spec = try #require(MathPlot.optionTable.first { $0.flag == "--area" })
    var options = MathPlot.Options()
    #expect(throws: OptionError("--area expects N:A,B or N,M:A,B (items numbered from 1, finite ends that differ), got '\(text)'")) {
      try spec.apply(try spec.decode(text: text), to: &options)
    }
  }

  @Test("at most 8 areas; JSON of the wrong kind is a wrong kind")
  func bounded() throws {
    let nine = "[" + Array(repeating: "\"1:0,1\"", count: 9).joined(separator: ", ") + "]"
    #expect(CurvePlotTests.refusal("{\"area\": \(nine)}", by: MathPlot.optionTable, into: MathPlot.Options())?.message == "area has 9 areas; at most 8 are shaded")
    #expect(CurvePlotTests.refusal("{\"area\": 1}", by: MathPlot.optionTable, into: MathPlot.Options())?.isWrongKind == true)
  }
}
