import Foundation
import Testing

@Suite("curve reduce")
struct ReduceCommandTests {
  /// The points of the JSON output as their text, `x,y` (Foundation's JSON reader may not read a
  /// number back to its nearest double).
  static func pointTexts(_ json: String) -> [String] {
    guard let open = json.range(of: "\"points\": ["), let close = json.range(of: "]],", range: open.upperBound..<json.endIndex) else { return [] }
    return json[open.upperBound..<close.lowerBound].split(separator: "]").map {
      $0.filter { !"[ ,\n".contains($0) || $0 == "," }.split(separator: ",").joined(separator: ",")
    }.map { String($0) }.map { $0.hasPrefix(",") ? String($0.dropFirst()) : $0 }
  }

  /// 3,000 rows of a damped wave with a header, and a gap row.
  static let wave: String = {
    var text = "t,v\n"
    for i in 0..<3000 {
      let t = Double(i) / 100
      text += "\(t),\(exp(-t / 10) * sin(t))\n"
      if i == 1500 { text += "15.005,NA\n" }
    }
    return text
  }()

  @Test("json: the fields the issue names; points are input rows, first and last kept; gaps left out")
  func json() throws {
    let result = try Curve.run(["reduce", "--size", "320x160", "-"], input: Data(Self.wave.utf8))
    #expect(result.status == 0 && result.stderr == "")
    let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["points", "domain", "yDomain", "input", "maximumDeviation", "withinTolerance"])
    #expect(object["input"] as? Int == 3000)
    #expect(object["withinTolerance"] as? Bool == true)
    let deviation = try #require(object["maximumDeviation"] as? Double)
    #expect(deviation > 0 && deviation <= 0.25)
    let points = try #require(object["points"] as? [[Double]])
    #expect(points.count > 2 && points.count < 300)
    #expect(points.first == [0, 0] && points.last?[0] == 29.99)
    // Each point is an input row, as its shortest decimals.
    let rows = Set(Self.wave.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { "\(Double($0) ?? .nan)" }.joined(separator: ",") })
    let texts = Self.pointTexts(result.stdout)
    #expect(texts.count == points.count)
    #expect(texts.allSatisfy { t in rows.contains(t.split(separator: ",").map { "\(Double($0)!)" }.joined(separator: ",")) })
    #expect(object["domain"] as? [Double] == [0, 29.99])
  }

  @Test("csv: the same points under an x,y header")
  func csv() throws {
    let json = try Curve.run(["reduce", "--size", "158x70", "--interpolation", "linear", "-"], input: Data(Self.wave.utf8))
    let csv = try Curve.run(["reduce", "--size", "158x70", "--interpolation", "linear", "--format", "csv", "-"], input: Data(Self.wave.utf8))
    #expect(csv.status == 0)
    let lines = csv.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "x,y")
    #expect(Array(lines.dropFirst()) == Self.pointTexts(json.stdout))
    #expect(lines.count > 3)
  }

  @Test("at most N: the best N rows, said to be over the tolerance")
  func maximumPoints() throws {
    let result = try Curve.run(["reduce", "--size", "320x160", "--max-points", "8", "--tolerance", "0.01", "-"], input: Data(Self.wave.utf8))
    #expect(result.status == 0)
    let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((object["points"] as? [[Double]])?.count == 8)
    #expect(object["withinTolerance"] as? Bool == false)
  }

  @Test("exit 2: no size, a bad size, tolerance or count, an unknown option, no file")
  func usage() throws {
    let missing = try Curve.run(["reduce", "-"], input: Data("0,1\n".utf8))
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("error: missing --size WxH (the plot area in pt)\n"))
    let tolerance = try Curve.run(["reduce", "--size", "10x10", "--tolerance", "0", "-"], input: Data("0,1\n".utf8))
    #expect(tolerance.status == 2)
    #expect(tolerance.stderr.hasPrefix("error: --tolerance expects 0.01 to 100 pt, got 0\n"))
    #expect(try Curve.run(["reduce", "--size", "0x10", "-"]).status == 2)
    #expect(try Curve.run(["reduce", "--size", "10x10", "--max-points", "1025", "-"]).status == 2)
    #expect(try Curve.run(["reduce", "--size", "10x10", "--max-points", "1", "-"]).status == 2)
    #expect(try Curve.run(["reduce", "--size", "10x10", "--bogus", "-"]).status == 2)
    #expect(try Curve.run(["reduce", "--size", "10x10"]).status == 2)
  }

  @Test("exit 1: x not increasing at its line, no rows, a bad quote, a file not there")
  func invalid() throws {
    let order = try Curve.run(["reduce", "--size", "10x10", "-"], input: Data("x,y\n0,1\n1,2\n\n1,3\n".utf8))
    #expect(order.status == 1)
    #expect(order.stderr == "error: '-': line 5: x is not above the previous row's x: a series' x must increase\n")
    let empty = try Curve.run(["reduce", "--size", "10x10", "-"], input: Data("x,y\n".utf8))
    #expect(empty.status == 1 && empty.stderr == "error: '-': no rows of data\n")
    let gaps = try Curve.run(["reduce", "--size", "10x10", "-"], input: Data("x,y\n0,\n1,NA\n".utf8))
    #expect(gaps.status == 1 && gaps.stderr == "error: '-': no row has a number in both columns\n")
    #expect(try Curve.run(["reduce", "--size", "10x10", "-"], input: Data("\"0,1\n".utf8)).status == 1)
    #expect(try Curve.run(["reduce", "--size", "10x10", "/nonexistent.csv"]).status == 1)
  }

  @Test("one row and two rows are kept as they are")
  func few() throws {
    let one = try Curve.run(["reduce", "--size", "10x10", "-"], input: Data("3,4\n".utf8))
    #expect(one.status == 0)
    let object = try #require(JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
    #expect(object["points"] as? [[Double]] == [[3, 4]])
    #expect(object["domain"] as? [Double] == [1.5, 4.5] && object["yDomain"] as? [Double] == [2, 6])
    #expect(object["maximumDeviation"] as? Double ?? 1 < 1e-6)
  }
}
