import Testing
@testable import CurveFrame

@Suite("JSON parser")
struct JSONParserTests {
  func parse(_ text: String) throws(JSONError) -> JSONValue { try JSONParser.parse(text) }
  func parse(bytes: [UInt8]) throws(JSONError) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { b in Result { () throws(JSONError) in try JSONParser.parse(b) } }
    return try result.get()
  }

  @Test("values of every kind, objects in document order")
  func values() throws {
    let value = try parse(#" {"b": [1, -2.5e3, true, false, null], "a": {"s": "x\u00e9\n\ud83d\ude00"}} "#)
    guard case .object(let root) = value else {
      Issue.record("not an object")
      return
    }
    #expect(root.keys == ["b", "a"])
    #expect(root["b"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null]))
    #expect(root["a"] == .object(JSONObject([("s", .string("xé\n😀"))])))
  }

  @Test("duplicate keys: the last wins and the duplicates are listed")
  func duplicates() throws {
    guard case .object(let root) = try parse(#"{"a": 1, "b": 2, "a": 3}"#) else { return }
    #expect(root["a"] == .number(3))
    #expect(root.duplicateKeys == ["a"])
  }

  @Test("100,000 nested arrays are refused by the depth limit, without recursion")
  func deep() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = #expect(throws: JSONError.self) { try parse(text) }
    #expect(error?.kind == .nestingTooDeep)
    #expect(error?.message == "nesting deeper than 512 levels")
    #expect(error?.offset == 512)
    let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: Never.self) { try parse(ok) }
  }

  @Test("malformed bodies, with their kind and place", arguments: [
    ("", JSONError.Kind.unexpectedEnd, "unexpected end of input; a value was expected", 1),
    ("{", .unexpectedEnd, "unexpected end of input in an object", 2),
    ("[1,]", .unexpectedCharacter, "unexpected character ']'; a value was expected", 4),
    ("{\"a\" 1}", .unexpectedCharacter, "expected ':' after an object key", 6),
    ("{\"a\": 1,}", .unexpectedCharacter, "expected a string key in an object", 9),
    ("[01]", .invalidNumber, "leading zeros are not allowed in numbers", 2),
    ("[1e999]", .numberOutOfRange, "number 1e999 is out of range for a double", 2),
    ("[-]", .invalidNumber, "a number needs digits", 2),
    ("[1.]", .invalidNumber, "a decimal point needs digits after it", 2),
    ("[NaN]", .unexpectedCharacter, "unexpected character 'N'; a value was expected", 2),
    ("[tru]", .unexpectedCharacter, "invalid literal; expected true", 2),
    ("\"abc", .unexpectedEnd, "unterminated string", 1),
    ("\"a\u{01}\"", .controlCharacter, "control character 0x01 in a string must be escaped", 3),
    ("\"\\x\"", .invalidEscape, "invalid escape \\x", 2),
    ("\"\\ud800\"", .unpairedSurrogate, "unpaired surrogate \\uD800 in a string", 2),
    ("{} {}", .trailingText, "unexpected text after the JSON value", 4),
    ("// c\n{}", .unexpectedCharacter, "unexpected character '/'; a value was expected", 1),
  ] as [(String, JSONError.Kind, String, Int)])
  func malformed(_ text: String, _ kind: JSONError.Kind, _ message: String, _ column: Int) {
    let error = #expect(throws: JSONError.self) { try parse(text) }
    #expect(error?.kind == kind)
    #expect(error?.message == message)
    #expect(error?.column == column)
  }

  @Test("invalid UTF-8 is refused", arguments: [[0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE2, 0x82, 0x22]] as [[UInt8]])
  func invalidUTF8(_ bytes: [UInt8]) {
    let error = #expect(throws: JSONError.self) { try parse(bytes: bytes) }
    #expect(error?.kind == .invalidUTF8)
  }

  @Test("line and column count lines and characters")
  func position() {
    let error = #expect(throws: JSONError.self) { try parse("{\n  \"é\": [1,\n   x]}") }
    #expect(error?.line == 3)
    #expect(error?.column == 4)
  }
}
