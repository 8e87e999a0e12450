import Foundation
import Testing

@Suite("curve analyze")
struct AnalyzeCommandTests {
  @Test("text: one line a point, rounded, with the certified mark; the range")
  func text() throws {
    let result = try Curve.run(["analyze", "--domain", "-2,3", "(x-1)*(x-2)"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == """
      y = (x-1)*(x-2) for x in [-2, 3]
        zero       x ≈ 1           y ≈ 0           certified
        minimum    x ≈ 1.5         y ≈ −0.25       certified
        zero       x ≈ 2           y ≈ 0           certified
        range     min ≈ −0.25 at x ≈ 1.5; max ≈ 12 at x ≈ −2

      """)
  }

  @Test(
    "a subnormal prints as 4 digits of its true value, in the text and the plot's description",
    arguments: [
      // Certified at exactly 2.5e-323 (5 × 2^-1074): halving each end had printed 1.976e-323.
      ("x^2 + 2.5e-323", "minimum    x ≈ 0           y ≈ 2.47e-323 ", "range     min ≈ 2.47e-323 at x ≈ 0", "minimum at x ≈ 0 (y ≈ 2.47e-323)"),
      // The smallest subnormal had printed 0.
      ("x^2 + 5e-324", "minimum    x ≈ 0           y ≈ 4.941e-324", "range     min ≈ 4.941e-324 at x ≈ 0", "minimum at x ≈ 0 (y ≈ 4.941e-324)"),
      ("x - 2.5e-323", "zero       x ≈ 2.47e-323 ", "range     min ≈ −5", "a zero at x ≈ 2.47e-323;"),
    ])
  func subnormal(_ expression: String, _ point: String, _ range: String, _ described: String) throws {
    let result = try Curve.run(["analyze", "--", expression])
    #expect(result.status == 0)
    #expect(result.stdout.contains(point) && result.stdout.contains(range), "\(result.stdout)")
    let plot = try Curve.run(["plot", "-o", "-", "--", expression])
    let desc = plot.stdout.split(separator: "<desc>").last?.split(separator: "</desc>").first ?? ""
    #expect(desc.contains(described), "\(desc)")
  }

  @Test("--exact adds each point's exact intervals")
  func exact() throws {
    let result = try Curve.run(["analyze", "--exact", "--domain", "0,2", "x^2 - 2"])
    #expect(result.stdout.contains("zero       x ≈ 1.414       y ≈ 0           certified  x in [1.4142135623730947, 1.4142135623730951]"))
  }

  @Test("json: the issue's shape, exact intervals, parameters as used, pairs' intersections")
  func json() throws {
    let result = try Curve.run(["analyze", "--format", "json", "--param", "a=2", "--domain", "-2,2", "--", "a*x^2 - 1", "x"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["domain"] as? [Double] == [-2, 2])
    #expect(object["parameters"] as? [String: Double] == ["a": 2])
    let curves = try #require(object["curves"] as? [[String: Any]])
    #expect(curves.count == 2)
    let points = try #require(curves[0]["points"] as? [[String: Any]])
    #expect(points.map { $0["kind"] as? String } == ["zero", "minimum", "zero"])
    #expect(points.allSatisfy { $0["certified"] as? Bool == true })
    let minimum = try #require(points[1]["x"] as? [Double])
    #expect(minimum == [0, 0])
    for key in ["breaks", "range", "pieces", "undecided"] { #expect(curves[0][key] != nil, "\(key)") }
    let pieces = try #require(curves[0]["pieces"] as? [[String: Any]])
    #expect(pieces.map { $0["slope"] as? String } == ["decreasing", "decreasing", "increasing", "increasing"])
    let intersections = try #require(object["intersections"] as? [[String: Any]])
    #expect(intersections.count == 2 && intersections.allSatisfy { $0["curves"] as? [Int] == [0, 1] })
    #expect((object["description"] as? String)?.hasPrefix("y = a*x^2 - 1 for x from −2 to 2: zeros at x ≈ −0.7071 and 0.7071") == true)
  }

  @Test("A pole's range is unbounded, its infinite end written as a string")
  func infinite() throws {
    let result = try Curve.run(["analyze", "--format", "json", "--domain", "-1,1", "1/x"])
    #expect(result.stdout.contains("\"range\": {\"min\": {\"y\": [\"-inf\", -"))
    #expect(result.stdout.contains("\"kind\": \"pole\""))
  }

  @Test("Errors: usage (exit 2) and an invalid expression, named by its place (exit 1)", arguments: [
    (["analyze"], 2, "error: missing EXPRESSION"),
    (["analyze", "--domain", "1,1", "x"], 2, "error: --domain ends must differ, got 1 twice"),
    (["analyze", "--format", "svg", "x"], 2, "error: --format expects text or json, got 'svg'"),
    (["analyze", "--exact=yes", "x"], 2, "error: --exact takes no value"),
    (["analyze", "--"] + (1...17).map { "x+\($0)" }, 2, "error: 17 expressions; an analysis takes at most 16"),
    (["analyze", "--", "x", "x+"], 1, "expression 2: error: column 3: expression ends where an operand was expected"),
  ])
  func errors(_ arguments: [String], _ status: Int32, _ message: String) throws {
    let result = try Curve.run(arguments)
    #expect(result.status == status)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }

  @Test("Undecided stretches come with a note")
  func note() throws {
    let result = try Curve.run(["analyze", "--domain", "-1,1", "x/abs(x)"])
    #expect(result.stdout.contains("  jump       x ≈ 0\n"))
    #expect(result.stdout.contains("note: curve 1: 2 stretches are undecided (interval arithmetic cannot tell there whether the slope changes sign)"))
  }
}

@Suite("The README's analysis and integral examples")
struct ReadmeAnalysisTests {
  @Test("Every line the README shows of the command is what it prints, in order", arguments: ["analyze", "integrate"])
  func readme(_ name: String) throws {
    let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "$ swift run curve \(name) "))
    let block = readme[start.lowerBound...].prefix { $0 != "`" }
    let lines = block.split(separator: "\n").map(String.init)
    let command = lines[0].dropFirst("$ swift run curve ".count)
    // The command's arguments, as a shell would split them (single quotes only).
    var arguments: [String] = []
    var current = ""
    var quoted = false
    for c in command {
      if c == "'" { quoted.toggle() } else if c == " " && !quoted { arguments.append(current); current = "" } else { current.append(c) }
    }
    arguments.append(current)
    let output = try Curve.run(arguments.filter { !$0.isEmpty }).stdout.split(separator: "\n").map(String.init)
    var next = 0
    for line in lines.dropFirst() where line.trimmingCharacters(in: .whitespaces) != "…" {
      let found = output[next...].firstIndex(of: line)
      #expect(found != nil, "not printed (in order): \(line)")
      next = (found ?? next) + 1
    }
    #expect(lines.count >= 4)
  }
}

@Suite("curve plot --points, --tangent, --derivative")
struct PlotAnnotationOptionTests {
  @Test("They draw on a math plot, and are usage errors on a preview or with a bad value", arguments: [
    (["plot", "--points", "--derivative", "--tangent", "0.5", "-o", "-", "--", "x^2"], 0, ""),
    (["plot", "--points", "-o", "-", "Examples/frame.json"], 2, "error: --points applies to a math plot"),
    (["plot", "--tangent", "x", "-o", "-", "--", "x"], 2, "error: --tangent expects a finite number, got 'x'"),
    (["plot", "--points=yes", "-o", "-", "--", "x"], 2, "error: --points takes no value"),
  ])
  func options(_ arguments: [String], _ status: Int32, _ message: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    let result = try Curve.run(arguments, directory: root)
    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    if status == 0 { #expect(result.stdout.contains("<circle") && result.stdout.contains("stroke-dasharray=\"5 3\"")) }
  }
}
