import CurveFrame
import Testing

/// Keys, ids, data paths and parameter names are compared by their code points, as RFC 8259 and
/// every JSON reader an app would use compare them; Swift's `String ==` would call canonically
/// equivalent strings (NFC and NFD, KELVIN SIGN and K) equal.
@Suite("code points, not canonical equivalence")
struct CodePointKeyTests {
  static let kelvin = "\u{212A}"

  func validate(_ text: String) -> FrameReport {
    FrameValidator.validate(Array(text.utf8))
  }

  static func curve(_ content: String) -> String {
    "{\"frame\": {\"width\": 1, \"height\": 1}, \"content\": \(content)}"
  }

  @Test("an object's keys: K and KELVIN SIGN are two keys, each with its own value, in a small and a large (indexed) object", arguments: [0, 40])
  func objectKeys(_ padding: Int) throws {
    let filler = (0..<padding).map { "\"f\($0)\": 0, " }.joined()
    guard case .object(let object) = try JSONParser.parse("{\(filler)\"K\": 1, \"\\u212A\": 2}") else {
      Issue.record("not an object")
      return
    }
    #expect(object["K"] == .number(1))
    #expect(object[Self.kelvin] == .number(2))
    #expect(object.duplicateKeys == [])
    #expect(object.keys.suffix(2) == ["K", Self.kelvin])
    #expect(object.uniqueMembers.count == padding + 2)
    #expect(object.keys.suffix(2).map { Array($0.utf8) } == [[0x4B], [0xE2, 0x84, 0xAA]])
    let nfc = try JSONParser.parse("{\(filler)\"\\u00e9\": 1, \"e\\u0301\": 2}")
    guard case .object(let accents) = nfc else { return }
    #expect(accents.duplicateKeys == [])
    #expect(accents["\u{E9}"] == .number(1))
    #expect(accents["e\u{301}"] == .number(2))
  }

  @Test("no duplicate-key note for keys that differ only in normalisation")
  func noDuplicateNote() {
    let report = validate("{\"pixels\": [[null]], \"data\": {\"K\": 1, \"\\u212A\": 2, \"\\u00e9\": 3, \"e\\u0301\": 4}}")
    #expect(report.isAccepted)
    #expect(report.notes.filter { $0.code == .duplicateKey } == [])
    let repeated = validate("{\"pixels\": [[null]], \"data\": {\"K\": 1, \"K\": 2}}")
    #expect(repeated.notes.map(\.code) == [.duplicateKey])
  }

  @Test("ids remote:é in NFC and in NFD are two layers, not a duplicate")
  func ids() {
    let object = Self.curve("{\"expression\": \"x\"}")
    let report = validate(
      """
      {"pixels": [[null]], "data": {"c": \(object)},
       "layers": [{"id": "remote:\\u00e9", "type": "curve", "dataPath": "data.c"},
                  {"id": "remote:e\\u0301", "type": "curve", "dataPath": "data.c"}]}
      """)
    #expect(report.isAccepted)
    // In id order, by code points: e (U+0065) before é (U+00E9).
    #expect(report.layers.map { Array($0.id.utf8) } == [Array("remote:e\u{301}".utf8), Array("remote:\u{E9}".utf8)])
    #expect(report.layers.map(\.drawn) == [true, true])
    let same = validate(
      """
      {"pixels": [[null]], "data": {"c": \(object)},
       "layers": [{"id": "remote:\\u00e9", "type": "curve", "dataPath": "data.c"},
                  {"id": "remote:\\u00e9", "type": "curve", "dataPath": "data.c"}]}
      """)
    guard case .rejected(let problem) = same.verdict else {
      Issue.record("a true duplicate id is accepted")
      return
    }
    #expect(problem.code == .duplicateLayerID && problem.path == "layers[1].id")
  }

  @Test("data.K does not find the key KELVIN SIGN")
  func dataPath() {
    let report = validate(
      """
      {"pixels": [[null]], "data": {"\\u212A": \(Self.curve("{\"expression\": \"x\"}"))},
       "layers": [{"id": "remote:k", "type": "curve", "dataPath": "data.K"}]}
      """)
    #expect(report.layers.map(\.drawn) == [false])
    #expect(report.layers.first?.problems.map(\.code) == [.layerObjectMissing])
  }

  @Test("parameters K and KELVIN SIGN: the second is not an identifier (named by its code), never K = 2")
  func parameterNames() {
    let report = validate(
      """
      {"pixels": [[null]], "data": {"c": \(Self.curve("{\"expression\": \"K*x\", \"parameters\": {\"K\": 1, \"\\u212A\": 2}}"))},
       "layers": [{"id": "remote:c", "type": "curve", "dataPath": "data.c"}]}
      """)
    let problem = report.layers.first?.problems.first
    #expect(problem?.path == "data.c.content.parameters")
    #expect(problem?.message.hasSuffix("'\u{212A}' (U+212A) is not an ASCII letter") == true, "\(problem?.message ?? "")")
    let one = validate(
      """
      {"pixels": [[null]], "data": {"c": \(Self.curve("{\"expression\": \"K*x\", \"parameters\": {\"K\": 1}}"))},
       "layers": [{"id": "remote:c", "type": "curve", "dataPath": "data.c"}]}
      """)
    #expect(one.layers.first?.drawn == true)
    #expect(one.layers.first?.curve?.spec.parameters.map { $0.1 } == [1])
  }
}
