import CurveFrame
import CurveSampling
import Testing
@testable import CurvePlot

/// The evaluation's option table: the JSON decoder (the module's, Python's) and the command's
/// text decoder fill `Evaluation.Options` by the same rows.
@Suite("Evaluation options: one table")
struct EvaluationOptionTableTests {
  func decoded(_ json: String) throws -> Evaluation.Options {
    try CurvePlotTests.decoded(json, by: Evaluation.optionTable, into: Evaluation.Options())
  }

  @Test("its rows, and the parameters row shared with the plot's")
  func rows() throws {
    #expect(Evaluation.optionTable.map(\.name) == ["parameters", "domain", "samples", "at", "derivative"])
    #expect(Evaluation.optionTable.map(\.flag) == ["--param", "--domain", "--samples", "--at", "--derivative"])
    let plots = try #require(MathPlot.optionTable.first { $0.name == "parameters" })
    #expect(Evaluation.optionTable[0].json == plots.json)
    // The defaults shown are the ones Evaluation uses.
    #expect(Evaluation.optionTable[1].defaultText == "0,1" && Evaluation.optionTable[2].defaultText == "1024")
    #expect(Evaluation.optionTable[2].json.contains(#""kind": "whole", "minimum": 2, "maximum": 1024"#))
    #expect(Evaluation.optionTable[3].json.contains(#""kind": "numbers", "maximum": 65536"#))
  }

  @Test("every option from JSON, and nothing set where none is given")
  func decoding() throws {
    let options = try decoded(#"{"parameters": {"a": 2}, "domain": [3, -1], "samples": 7, "derivative": 2}"#)
    #expect(options.domain == Interval(3, -1) && options.samples == 7 && options.derivative == 2)
    #expect(options.parameters.map(\.0) == ["a"])
    #expect(try decoded(#"{"at": [0.5, -0, 1e-300]}"#).points.map(\.bitPattern) == [0.5, -0.0, 1e-300].map(\.bitPattern))
    #expect(try decoded(#"{"at": 2}"#).points == [2])
    let none = try decoded("{}")
    #expect(none.domain == nil && none.samples == nil && none.points.isEmpty && none.derivative == nil)
  }

  @Test("the command's text: a whole number in its range", arguments: [
    ("--samples", "2", 2), ("--samples", "1024", 1024), ("--derivative", "1", 1),
  ])
  func text(_ flag: String, _ text: String, _ value: Int) throws {
    let row = try #require(Evaluation.optionTable.first { $0.flag == flag })
    guard case .whole(let n) = try row.decode(text: text) else { Issue.record("not a whole number"); return }
    #expect(n == value)
  }

  @Test("the command's text refused, naming the flag", arguments: [
    ("--samples", "1", "--samples expects a whole number from 2 to 1024, got '1'"),
    ("--samples", "2.5", "--samples expects a whole number from 2 to 1024, got '2.5'"),
    ("--samples", "99999999999999999999", "--samples expects a whole number from 2 to 1024, got '99999999999999999999'"),
    ("--derivative", "3", "--derivative expects 1 or 2, got '3'"),
    ("--at", "inf", "--at expects a finite number, got 'inf'"),
  ])
  func textRefused(_ flag: String, _ text: String, _ message: String) throws {
    let row = try #require(Evaluation.optionTable.first { $0.flag == flag })
    #expect(throws: OptionError(message)) { try row.decode(text: text) }
  }

  @Test("a refusal names the option and says why", arguments: [
    (#"{"samples": 1}"#, "samples expects a whole number from 2 to 1024, got 1", false),
    (#"{"samples": 2.5}"#, "samples expects a whole number from 2 to 1024, got 2.5", false),
    (#"{"samples": 4294967301}"#, "samples expects a whole number from 2 to 1024, got 4294967301", false),
    (#"{"samples": "7"}"#, #"samples expects a whole number from 2 to 1024, got "7""#, true),
    (#"{"derivative": 0}"#, "derivative expects 1 or 2, got 0", false),
    (#"{"at": [1, "2"]}"#, "at expects finite numbers, got an array", true),
    (#"{"at": {"0": 1}}"#, "at expects a finite number or an array of them, got an object", true),
    (#"{"format": "csv"}"#, #"unknown option "format"; the options are parameters, domain, samples, at or derivative"#, true),
  ])
  func refusals(_ json: String, _ message: String, _ wrongKind: Bool) {
    let error = refusal(json, by: Evaluation.optionTable, into: Evaluation.Options())
    #expect(error?.message == message)
    #expect(error?.isWrongKind == wrongKind)
  }

  @Test("too many points, as the table counts them", arguments: [65_537])
  func tooMany(_ count: Int) {
    let json = #"{"at": ["# + Array(repeating: "0", count: count).joined(separator: ",") + "]}"
    #expect(refusal(json, by: Evaluation.optionTable, into: Evaluation.Options())?.message == "at has 65537 numbers; at most 65536 are taken")
  }

  @Test("the operation's own refusals, worded for each edge", arguments: [
    (Evaluation.Failure.pointsWithGrid, "--at cannot be combined with --domain or --samples", "at cannot be combined with domain or samples"),
    (.invalidDomain, "--domain ends must be finite and differ", "domain ends must be finite and differ"),
    (.samples(1), "--samples expects a whole number from 2 to 1024, got 1", "samples expects a whole number from 2 to 1024, got 1"),
    (.derivative(3), "--derivative expects 1 or 2, got 3", "derivative expects 1 or 2, got 3"),
  ])
  func messages(_ failure: Evaluation.Failure, _ command: String, _ json: String) {
    #expect(failure.optionMessage(flags: true) == command)
    #expect(failure.optionMessage(flags: false) == json)
  }
}
