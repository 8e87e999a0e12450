import CurveExpression
import CurveFrame
import CurveSampling
import Foundation
import Testing
import _CurveTestSupport

/// The README's library example, compiled and run by the test suite: the function below holds
/// the same lines as the README's code block (a test checks they have not drifted apart).
@Suite("The README's library example")
struct ReadmeExampleTests {
  // README example begins
  static func example() throws -> [String] {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    // A frame, as a widget's server sends it: validated with the app's verdict and, per layer,
    // drawn or not, every problem with its code, effect and JSON path.
    let body = Array(#"""
      {"pixels": [[null]],
       "data": {"wave": {"frame": {"width": 1, "height": 1},
                         "content": {"expression": "a*sin(x)/x", "parameters": {"a": 2}, "domain": [-12, 12],
                                     "markers": [{"at": {"x": 20}, "label": "later"}]}}},
       "layers": [{"id": "remote:wave", "type": "curve", "dataPath": "data.wave"}]}
      """#.utf8)
    let report = FrameValidator.validate(body, canvas: .medium)
    for layer in report.layers where report.isAccepted {
      print(layer.id, layer.drawn ? "drawn" : "not drawn")
      for problem in layer.problems { print(problem.code.rawValue, problem.effect.rawValue, problem.path) }
      // The curve in pt: one subpath per run, as d3's commands.
      for path in layer.geometry?.stroke ?? [] {
        for command in path {
          switch command {
          case .move(let p), .line(let p): _ = p
          case .curve(let control1, let control2, let p): _ = (control1, control2, p)
          case .close: break
          }
        }
      }
    }

    // An expression on its own: compile once, evaluate at a point or over a buffer.
    let parameters = try ParameterSet([("a", 1.5), ("b", 2)])
    let curve = try CompiledExpression("a*sin(b*x)", parameters: parameters)
    print(curve.evaluate(at: 0.5))
    let xs = (0..<1024).map { Double($0) / 1023 }
    var ys = [Double](repeating: 0, count: xs.count)
    let workspace = EvaluationWorkspace()  // one per thread, reused: the batch allocates nothing
    xs.withUnsafeBufferPointer { x in
      ys.withUnsafeMutableBufferPointer { curve.evaluate(x, into: $0, workspace: workspace) }
    }
    // New values for the same names: checked, then bound to the parsed tree.
    if let values = parameters.withValues(of: [("a", 3), ("b", 2)]), let next = curve.rebinding(values) {
      print(next.evaluate(at: 0.5))
    }

    // A curve layer's geometry without a frame around it.
    let spec = CurveLayerSpec(expression: "1/(x - 0.3)", domain: Interval(0, 1))
    let geometry = CurveSampler.geometry(for: spec, in: Rect(x: 0, y: 0, width: 338, height: 158))
    print(geometry.stroke.count, geometry.breaks.count)
    return printed
  }
  // README example ends

  @Test("runs and says what the README says it does")
  func runs() throws {
    let printed = try Self.example()
    #expect(printed == [
      "remote:wave drawn", "marker.outsideDomain itemNotDrawn data.wave.content.markers[0].at.x",
      "\(1.5 * sin(1.0))", "\(3 * sin(1.0))", "2 1",
    ])
  }

  @Test("the README's code block is this function's body")
  func matchesReadme() throws {
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    guard let block = readme.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first,
      let body = source.components(separatedBy: "  // README example begins\n").dropFirst().first?
        .components(separatedBy: "  // README example ends").first
    else {
      Issue.record("README block or example body not found")
      return
    }
    // The README shows the body as a script, with its imports: no function around it, no capture
    // of print, no return.
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      .filter { !$0.contains("func example()") && !$0.contains("var printed") && !$0.contains("func print(") && !$0.contains("return printed") }
    let script = lines.dropLast(2).map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }.joined(separator: "\n")
    let imports = "import CurveExpression\nimport CurveFrame\nimport CurveSampling\n\n"  // this file's, too
    #expect(block.trimmingCharacters(in: .whitespacesAndNewlines) == imports + script.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}

@Suite("The documented problem codes")
struct ProblemCodeDocumentationTests {
  @Test("every code is listed in Documentation/Frames.md's table, and the table lists no other")
  func listed() throws {
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("Documentation/Frames.md"), encoding: .utf8)
    let table = try #require(readme.components(separatedBy: "### Problem codes").dropFirst().first?.components(separatedBy: "\n## ").first)
    // The first cell of each row: its codes in backquotes.
    let firstCells = table.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { $0.split(separator: "|").first }
    let listed = Set(firstCells.flatMap { $0.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element) })
    #expect(listed == Set(ProblemCode.allCases.map(\.rawValue)))
  }
}
