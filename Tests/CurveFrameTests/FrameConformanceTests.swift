import Foundation
import Testing
import _CurveTestSupport
@testable import CurveFrame
import CurveSampling

/// One case of `Grammar/conformance/frames.json`.
struct FrameCase: Sendable, CustomTestStringConvertible {
  /// A problem or note the case expects: where, its code and effect, and part of its message.
  struct Expected: Sendable, CustomStringConvertible {
    var path: String
    var contains: String
    var code: String
    var effect: String

    init?(_ json: Any?) {
      guard let e = json as? [String: String], let path = e["path"], let contains = e["contains"], let code = e["code"],
        let effect = e["effect"]
      else { return nil }
      (self.path, self.contains, self.code, self.effect) = (path, contains, code, effect)
    }

    func matches(_ problem: Problem) -> Bool {
      problem.path == path && problem.code.rawValue == code && problem.effect.rawValue == effect && problem.message.contains(contains)
    }

    var description: String { "\(code) \(effect) \(path): …\(contains)…" }
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
    // Every expected problem has its code and effect: one without them makes the case unreadable.
    func expected(_ value: Any?) -> [Expected]? {
      let list = value as? [Any] ?? []
      let read = list.compactMap(Expected.init)
      return read.count == list.count ? read : nil
    }
    guard let notes = expected(expect["notes"]) else { return nil }
    reason = Expected(expect["reason"])
    if expect["reason"] != nil, reason == nil { return nil }
    self.notes = notes
    var layers: [ExpectedLayer] = []
    for layer in expect["layers"] as? [[String: Any]] ?? [] {
      guard let problems = expected(layer["problems"]), let notes = expected(layer["notes"]) else { return nil }
      layers.append(ExpectedLayer(id: layer["id"] as? String ?? "", drawn: layer["drawn"] as? Bool ?? false, problems: problems, notes: notes))
    }
    self.layers = layers
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

  /// The same problems: as many, and each expected one (path, code, effect, message) found.
  static func matches(_ actual: [Problem], _ expected: [FrameCase.Expected]) -> Bool {
    actual.count == expected.count && expected.allSatisfy { e in actual.contains(where: e.matches) }
  }

  @Test("every case of the corpus is read, each problem with its code and effect")
  func everyCaseRead() throws {
    let url = Repository.grammar.appendingPathComponent("conformance/frames.json")
    let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    #expect((root?["cases"] as? [Any])?.count == FrameCase.all.count)
  }

  @Test("every case gets its verdict, its layers, problems and notes", arguments: FrameCase.all)
  func conformance(_ testCase: FrameCase) {
    let report = FrameValidator.validate(testCase.body)
    switch report.verdict {
    case .accepted:
      #expect(testCase.verdict == "accepted", "accepted, expected \(testCase.verdict) (\(testCase.reason.map(\.description) ?? ""))")
    case .rejected(let problem):
      #expect(testCase.verdict == "rejected", "rejected: \(problem)")
      if let reason = testCase.reason {
        #expect(reason.matches(problem), "rejected with \(problem.code.rawValue) \(problem); expected \(reason)")
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
