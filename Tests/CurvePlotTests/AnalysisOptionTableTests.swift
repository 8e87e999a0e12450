import CurveAnalysis
import CurveFrame
import CurveSampling
import Testing
@testable import CurvePlot

/// The analysis's option table: its rows shared with the math plot's are the same rows, and the
/// JSON decoder (the module's, Python's) fills `CurveAnalyzer.Options` by it.
@Suite("Analysis options: one table")
struct AnalysisOptionTableTests {
  func decoded(_ json: String) throws -> CurveAnalyzer.Options {
    try CurvePlotTests.decoded(json, by: CurveAnalyzer.optionTable, into: CurveAnalyzer.Options())
  }

  @Test("its rows are the plot's rows of the same names: one name, flag, kind, default and help")
  func shared() throws {
    #expect(CurveAnalyzer.optionTable.map(\.name) == ["parameters", "domain"])
    for row in CurveAnalyzer.optionTable {
      let plots = try #require(MathPlot.optionTable.first { $0.name == row.name })
      #expect(row.json == plots.json)
    }
  }

  @Test("every option from JSON, and the defaults where none is given")
  func decoding() throws {
    let options = try decoded(#"{"parameters": {"a": 2, "b": -0.5}, "domain": [3, -1]}"#)
    #expect(options.domain == Interval(3, -1))
    #expect(options.parameters.map(\.0) == ["a", "b"] && options.parameters.map(\.1) == [2, -0.5])
    let none = try decoded("{}")
    #expect(none.domain == Interval(-5, 5) && none.parameters.isEmpty)
  }

  @Test("a refusal names the option and says why", arguments: [
    (#"{"domain": [1, 1]}"#, "domain ends must differ, got 1 twice", false),
    (#"{"domain": [0]}"#, "domain expects [min, max], two finite numbers, got an array", false),
    (#"{"domain": "0,1"}"#, #"domain expects [min, max], two finite numbers, got "0,1""#, true),
    (#"{"parameters": {"a": "2"}}"#, #"parameters "a" expects a number, got "2""#, true),
    (#"{"size": [1, 1]}"#, #"unknown option "size"; the options are parameters or domain"#, true),
    (#"{"domain": [0, 1], "domain": [0, 2]}"#, #""domain" is given twice"#, false),
  ])
  func refusals(_ json: String, _ message: String, _ wrongKind: Bool) {
    let error = refusal(json, by: CurveAnalyzer.optionTable, into: CurveAnalyzer.Options())
    #expect(error?.message == message)
    #expect(error?.isWrongKind == wrongKind)
  }
}
