import CurveAnalysis
import CurveExpression
import CurveSampling
import Testing

/// `CurveAnalyzer.analyze(_:_:)`: the one entry every edge calls with its decoded options.
@Suite("An analysis from its options")
struct AnalysisOptionsTests {
  @Test("the defaults: -5 to 5, no parameters")
  func defaults() throws {
    let options = CurveAnalyzer.Options()
    #expect(options.domain == Interval(-5, 5) && options.parameters.isEmpty)
    let analysis = try CurveAnalyzer.analyze(["x^2 - 4"], options)
    #expect(analysis.report.domain.lower == -5 && analysis.report.domain.upper == 5)
    #expect(analysis.report.curves[0].points.filter { $0.kind == .zero }.count == 2)
  }

  @Test("a reversed domain is the same range, and it is the compiled expressions' analysis")
  func sameAsCompiled() throws {
    let options = CurveAnalyzer.Options {
      $0.domain = Interval(3, -1)
      $0.parameters = [("a", 2), ("a", 0.5)]  // a later one wins
    }
    let analysis = try CurveAnalyzer.analyze(["a*x^2 - 1", "x"], options)
    let parameters = try ParameterSet([("a", 0.5)])
    let compiled = try ["a*x^2 - 1", "x"].map { try CompiledExpression($0, parameters: parameters) }
    let direct = CurveAnalyzer.analyze(compiled, over: Interval(-1, 3))
    #expect(analysis.report.description == direct.description)
    #expect(analysis.report.curves.map { $0.points.map(\.x) } == direct.curves.map { $0.points.map(\.x) })
    #expect(analysis.parameters["a"] == 0.5)
  }

  @Test("a parameter past ±1e9 is clamped, and the clamped value is what is returned")
  func clamped() throws {
    let analysis = try CurveAnalyzer.analyze(["a*x"], CurveAnalyzer.Options { $0.parameters = [("a", 1e12)] })
    #expect(analysis.parameters["a"] == 1e9)
    #expect(analysis.parameters.clamped.map(\.name) == ["a"])
  }

  @Test("each failure, with where", arguments: [
    ([], CurveAnalyzer.Options(), "expressionCount(0)"),
    (Array(repeating: "x", count: 17), CurveAnalyzer.Options(), "expressionCount(17)"),
    (["x"], CurveAnalyzer.Options { $0.domain = Interval(1, 1) }, "invalidDomain"),
    (["x"], CurveAnalyzer.Options { $0.domain = Interval(0, .infinity) }, "invalidDomain"),
    (["x"], CurveAnalyzer.Options { $0.domain = Interval(.nan, 1) }, "invalidDomain"),
    (["x"], CurveAnalyzer.Options { $0.parameters = [("x", 1)] }, "parameter reservedParameterName"),
    (["x"], CurveAnalyzer.Options { $0.parameters = [("a", .nan)] }, "parameter"),
    (["x", "x+"], CurveAnalyzer.Options(), "expression 1 at 2"),
  ] as [([String], CurveAnalyzer.Options, String)])
  func failures(_ expressions: [String], _ options: CurveAnalyzer.Options, _ expected: String) {
    do {
      _ = try CurveAnalyzer.analyze(expressions, options)
      Issue.record("analyzed \(expressions)")
    } catch {
      let said: String
      switch error {
      case .expressionCount(let count): said = "expressionCount(\(count))"
      case .invalidDomain: said = "invalidDomain"
      case .parameter(let error): said = "parameter" + (expected.hasSuffix("ParameterName") ? " \(error.kind.code)" : "")
      case .expression(let index, let error): said = "expression \(index) at \(error.offset ?? -1)"
      }
      #expect(said == expected)
    }
  }

  @Test("invalid UTF-8 is an error placed at its byte")
  func bytes() {
    #expect(throws: CurveAnalyzer.Failure.self) { try CurveAnalyzer.analyze(utf8: [[0x78, 0x2B, 0xFF]], CurveAnalyzer.Options()) }
    do {
      _ = try CurveAnalyzer.analyze(utf8: [[0x78, 0x2B, 0xFF]], CurveAnalyzer.Options())
    } catch {
      guard case .expression(0, let error) = error else { Issue.record("\(error)"); return }
      #expect(error.kind.code == "invalidUTF8" && error.offset == 2)
    }
  }
}
