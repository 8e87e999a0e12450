import Foundation
import Testing
import _CurveTestSupport
@testable import CurveFrame
import CurveSampling

/// One case of `Grammar/conformance/frames.json`.
struct FrameCase: Sendable, CustomTestStringConvertible {
  struct Expected: Sendable {
    var path: String
    var contains: String
  }
  struct ExpectedLayer: Sendable {
    var id: String
    var drawn: Bool
    var problems: [Expected]
    var notes: [Expected]
  }

  var name: String
  var body: [UInt8]
  var verdict: String
  var reason: Expected?
  var notes: [Expected]
  var layers: [ExpectedLayer]
  var testDescription: String { name }

  static let all: [FrameCase] = {
    let url = Repository.grammar.appendingPathComponent("conformance/frames.json")
    guard let data = try? Data(contentsOf: url), let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let cases = root["cases"] as? [[String: Any]]
    else { return [] }
    return cases.compactMap(FrameCase.init)
  }()

  init?(_ json: [String: Any]) {
    guard let name = json["name"] as? String, let expect = json["expect"] as? [String: Any],
      let verdict = expect["verdict"] as? String
    else { return nil }
    self.name = name
    self.verdict = verdict
    func expected(_ value: Any?) -> [Expected] {
      (value as? [[String: String]] ?? []).compactMap { e in e["path"].flatMap { p in e["contains"].map { Expected(path: p, contains: $0) } } }
    }
    reason = (expect["reason"] as? [String: String]).flatMap { e in e["path"].flatMap { p in e["contains"].map { Expected(path: p, contains: $0) } } }
    notes = expected(expect["notes"])
    layers = (expect["layers"] as? [[String: Any]] ?? []).map {
      ExpectedLayer(id: $0["id"] as? String ?? "", drawn: $0["drawn"] as? Bool ?? false, problems: expected($0["problems"]), notes: expected($0["notes"]))
    }
    if let frame = json["frame"], let data = try? JSONSerialization.data(withJSONObject: frame) {
      body = Array(data)
    } else if let text = json["bodyText"] as? String {
      body = Array(text.utf8)
    } else if let hex = json["bodyHex"] as? String {
      var bytes: [UInt8] = []
      var index = hex.startIndex
      while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
        bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
        index = next
      }
      body = bytes
    } else if let recipe = json["generate"] as? [String: Any], let kind = recipe["kind"] as? String {
      body = FrameCase.generate(kind, recipe)
    } else {
      return nil
    }
  }

  static func generate(_ kind: String, _ recipe: [String: Any]) -> [UInt8] {
    switch kind {
    case "oversize", "padded":
      let size = recipe["bytes"] as? Int ?? 0
      let head = Array("{\"pixels\": [[null]], \"pad\": \"".utf8)
      let tail = Array("\"}".utf8)
      return head + [UInt8](repeating: UInt8(ascii: "x"), count: max(0, size - head.count - tail.count)) + tail
    case "deep":
      let depth = recipe["depth"] as? Int ?? 0
      return Array("{\"pixels\": [[null]], \"data\": ".utf8) + [UInt8](repeating: UInt8(ascii: "["), count: depth)
        + [UInt8](repeating: UInt8(ascii: "]"), count: depth) + Array("}".utf8)
    case "large":
      let count = recipe["layers"] as? Int ?? 0
      var data: [String] = []
      var layers: [String] = []
      for i in 0..<count {
        let id = String(format: "c%02d", i)
        let points = (0..<1024).map { "[\($0), \(Double(($0 * 37 + i) % 1000) / 10)]" }.joined(separator: ",")
        data.append("\"\(id)\": {\"frame\": {\"left\": 0, \"top\": 0, \"width\": 1, \"height\": 1}, \"content\": {\"points\": [\(points)]}}")
        layers.append("{\"id\": \"remote:\(id)\", \"type\": \"curve\", \"dataPath\": \"data.\(id)\"}")
      }
      return Array("{\"protocol\": 1, \"pixels\": [[null]], \"data\": {\(data.joined(separator: ","))}, \"layers\": [\(layers.joined(separator: ","))]}".utf8)
    default:
      return []
    }
  }
}

@Suite("Frame conformance corpus (Grammar/conformance/frames.json)")
struct FrameConformanceTests {
  @Test("the corpus is there and has at least 80 cases, the reference's examples among them")
  func size() {
    #expect(FrameCase.all.count >= 80)
    #expect(FrameCase.all.filter { $0.name.hasPrefix("reference example") }.count >= 10)
  }

  static func matches(_ actual: [Problem], _ expected: [FrameCase.Expected]) -> Bool {
    actual.count == expected.count
      && expected.allSatisfy { e in actual.contains { $0.path == e.path && $0.message.contains(e.contains) } }
  }

  @Test("every case gets its verdict, its layers, problems and notes", arguments: FrameCase.all)
  func conformance(_ testCase: FrameCase) {
    let report = FrameValidator.validate(testCase.body)
    switch report.verdict {
    case .accepted:
      #expect(testCase.verdict == "accepted", "accepted, expected \(testCase.verdict) (\(testCase.reason.map { "\($0.path): \($0.contains)" } ?? ""))")
    case .rejected(let problem):
      #expect(testCase.verdict == "rejected", "rejected: \(problem)")
      if let reason = testCase.reason {
        #expect(problem.path == reason.path && problem.message.contains(reason.contains), "rejected with \(problem); expected \(reason.path): …\(reason.contains)…")
      }
      return
    }
    #expect(Self.matches(report.notes, testCase.notes), "frame notes \(report.notes)")
    #expect(report.layers.map(\.id) == testCase.layers.map(\.id), "layer order")
    for (actual, expected) in zip(report.layers, testCase.layers) {
      #expect(actual.drawn == expected.drawn, "\(actual.id) drawn: \(actual.drawn); problems: \(actual.problems)")
      #expect(Self.matches(actual.problems, expected.problems), "\(actual.id) problems: \(actual.problems)")
      #expect(Self.matches(actual.notes, expected.notes), "\(actual.id) notes: \(actual.notes)")
    }
  }
}
