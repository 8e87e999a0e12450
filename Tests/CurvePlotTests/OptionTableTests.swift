import CurveFrame
import CurveSampling
import Foundation
import Testing
@testable import CurvePlot

/// The math plot's option table: the one place its options, checks and messages are written,
/// walked by the command's argument decoder and by the JSON decoder.
@Suite("Math plot options: one table, two decoders")
struct OptionTableTests {
  func decoded(_ json: String) throws -> MathPlot.Options {
    try CurvePlotTests.decoded(json, by: MathPlot.optionTable, into: MathPlot.Options(), handledElsewhere: ["data"])
  }

  func refusal(_ json: String) -> String? {
    CurvePlotTests.refusal(json, by: MathPlot.optionTable, into: MathPlot.Options(), handledElsewhere: ["data"])?.message
  }

  @Test("each name and each flag is one row's")
  func unique() {
    let table = MathPlot.optionTable
    #expect(Set(table.map(\.name)).count == table.count)
    #expect(Set(table.map(\.flag)).count == table.count)
    #expect(table.allSatisfy { $0.flag.hasPrefix("--") && !$0.help.isEmpty })
  }

  @Test("a choice's words are its enumeration's cases")
  func choices() throws {
    func words(_ name: String) -> [String]? {
      if case .choice(let words) = MathPlot.optionTable.first(where: { $0.name == name })?.kind { return words }
      return nil
    }
    #expect(words("legend") == MathPlot.LegendPlacement.allCases.map(\.rawValue))
    #expect(words("theme") == ["light", "dark"])
    #expect(words("interpolation") == ["linear", "stepAfter", "monotone"])
    #expect(words("aspect") == ["auto", "equal"])
  }

  @Test("nothing given: the defaults")
  func defaults() throws {
    let options = try decoded("{}")
    #expect(options.domain == Interval(-5, 5) && options.yDomain == nil && options.size == MathPlot.defaultSize)
    #expect(options.legend == .top && options.theme == .light && options.annotations == MathPlot.Annotations())
  }

  @Test("every option from JSON")
  func everything() throws {
    let options = try decoded(
      """
      {"parameters": {"a": 2, "b": -0.5}, "domain": [0, 2], "yDomain": [1, -1], "size": [300, 200], "interpolation": "linear",
       "title": "T", "xLabel": "t", "yLabel": "v", "theme": "dark", "legend": "bottom", "points": true, "tangent": [1, 1.5],
       "derivative": true, "description": false, "tDomain": [0, 1], "aspect": "equal", "columns": ["time", "value"],
       "marks": "points", "xScale": "log", "yScale": "log", "data": {"ignored": "here"}}
      """)
    #expect(options.parameters.map(\.0) == ["a", "b"] && options.parameters.map(\.1) == [2, -0.5])
    #expect(options.domain == Interval(0, 2) && options.yDomain == Interval(1, -1))
    #expect(options.size == CanvasSize(width: 300, height: 200) && options.interpolation == .linear)
    #expect(options.labels == MathPlot.Labels(title: "T", x: "t", y: "v") && options.theme == .dark && options.legend == .bottom)
    #expect(options.annotations == MathPlot.Annotations(points: true, tangents: [1, 1.5], derivatives: true, description: false))
    #expect(options.tDomain == 0...1 && options.aspect == .equal && options.columns == .named("time", "value"))
    #expect(options.marks == .points && options.xScale == .log && options.yScale == .log)
    #expect(try decoded(#"{"tangent": 2, "columns": [1, 3]}"#).annotations.tangents == [2])
    #expect(try decoded(#"{"columns": [1, 3]}"#).columns == .numbered(1, 3))
  }

  @Test("refusals name the option and quote the value", arguments: [
    (#"{"legend": "left"}"#, #"legend expects "top", "bottom" or "none", got "left""#),
    (#"{"theme": 5}"#, #"theme expects "light" or "dark", got 5"#),
    (#"{"domain": [1, 1]}"#, "domain ends must differ, got 1 twice"),
    (#"{"domain": [0, "1"]}"#, "domain expects [min, max], two finite numbers, got an array"),
    (#"{"tDomain": [1, 0]}"#, "tDomain expects MIN,MAX with MIN below MAX, got 1,0"),
    (#"{"size": [0, 10]}"#, "size expects [width, height] in pt, each 0–10000, got an array"),
    (#"{"tangent": [1, "2"]}"#, "tangent expects finite numbers, got an array"),
    (#"{"tangent": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]}"#, "tangent has 17 numbers; at most 16 are taken"),
    (#"{"points": "yes"}"#, #"points expects true or false, got "yes""#),
    (#"{"columns": [0, 1]}"#, "columns expects column numbers from 1, got an array"),
    (#"{"parameters": {"a": "1"}}"#, #"parameters "a" expects a number, got "1""#),
    (#"{"colour": "red"}"#, #"unknown option "colour"; the options are parameters, domain, yDomain, size, interpolation, title, xLabel, yLabel, theme, legend, area, points, tangent, derivative, description, tDomain, aspect, columns, marks, xScale, yScale or data"#),
    (#"{"theme": "dark", "theme": "light"}"#, #""theme" is given twice"#),
  ])
  func refusals(_ json: String, _ message: String) {
    #expect(refusal(json) == message)
  }

  @Test("the wrong kind of value is told from a value out of range", arguments: [
    (#"{"theme": 5}"#, true), (#"{"theme": "blue"}"#, false), (#"{"domain": "0,1"}"#, true), (#"{"domain": [1, 1]}"#, false),
    (#"{"size": [0, 10]}"#, false), (#"{"size": ["1", 10]}"#, true), (#"{"columns": [0, 1]}"#, false), (#"{"points": 1}"#, true),
    (#"{"parameters": {"a": true}}"#, true), (#"{"colour": 1}"#, true), (#"{"domain": [1, 2, 3]}"#, false),
    (#"{"columns": ["", "y"]}"#, false), (#"{"columns": ["x", 2]}"#, true),
  ])
  func kinds(_ json: String, _ wrongKind: Bool) throws {
    guard case .object(let object) = try JSONParser.parse(json) else { return }
    var options = MathPlot.Options()
    #expect(throws: OptionError.self) { try decodeOptions(object, table: MathPlot.optionTable, into: &options) }
    do {
      try decodeOptions(object, table: MathPlot.optionTable, into: &options)
    } catch {
      #expect(error.isWrongKind == wrongKind)
    }
  }

  @Test("a name longer than the command's longest argument is refused before it is kept")
  func longNames() throws {
    let long = String(repeating: "a", count: 131_072)
    #expect(refusal(#"{"parameters": {"\#(long)": 1}}"#) == "parameters: a name is 131072 bytes; a name is at most 131071")
    #expect(refusal(#"{"columns": ["t", "\#(long)"]}"#) == "columns: a name is 131072 bytes; a name is at most 131071")
  }

  @Test("the command line's text decodes as JSON does, with the flag in its messages", arguments: [
    ("--legend", "none", nil), ("--legend", "left", "--legend expects top, bottom or none, got 'left'"),
    ("--domain", "1,1", "--domain ends must differ, got 1 twice"), ("--t-domain", "2,1", "--t-domain expects MIN,MAX with MIN below MAX, got 2,1"),
    ("--size", "10x0", "--size expects WxH in pt (each 0–10000), got '10x0'"), ("--tangent", "inf", "--tangent expects a finite number, got 'inf'"),
    ("--columns", "0,2", "--columns numbers start at 1, got '0,2'"), ("--param", "a", "--param expects NAME=VALUE, got 'a'"),
  ] as [(String, String, String?)])
  func text(_ flag: String, _ text: String, _ message: String?) throws {
    let spec = try #require(MathPlot.optionTable.first { $0.flag == flag })
    var options = MathPlot.Options()
    do {
      try spec.apply(try spec.decode(text: text), to: &options)
      #expect(message == nil)
    } catch {
      #expect(error.message == message)
    }
  }
}

@Suite("The legend's place")
struct LegendPlacementTests {
  func legendTexts(_ placement: MathPlot.LegendPlacement) throws -> (legend: [TextBox], svg: String) {
    let svg = try MathPlot.draw(["sin(x)", "cos(x)"], MathPlot.Options { $0.legend = placement; $0.labels.x = "x" }).svg
    return (textBoxes(svg).filter { $0.content == "sin(x)" || $0.content == "cos(x)" }, svg)
  }

  @Test("top: above the plot; bottom: below the x axis's name; none: not drawn, and the plot takes its room")
  func placements() throws {
    let top = try legendTexts(.top)
    let bottom = try legendTexts(.bottom)
    let none = try legendTexts(.none)
    let xName = try #require(textBoxes(bottom.svg).first { $0.content == "x" })
    #expect(top.legend.count == 2 && top.legend.allSatisfy { $0.baseline < 40 })
    #expect(bottom.legend.count == 2 && bottom.legend.allSatisfy { $0.baseline > xName.baseline && $0.baseline < 400 })
    #expect(none.legend.isEmpty)
    // The plot's clip rectangle: taller without a legend than with one above or below it.
    func plotHeight(_ svg: String) -> Double? {
      elements(svg, "rect").compactMap { Double($0["height"] ?? "") }.filter { $0 < 400 }.first
    }
    let heights = [top.svg, bottom.svg, none.svg].compactMap(plotHeight)
    #expect(heights.count == 3 && heights[2] > heights[0] && heights[2] > heights[1])
  }
}
