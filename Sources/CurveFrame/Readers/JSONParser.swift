import CurveExpression
import _CurveText

/// RFC 8259 JSON, parsed with an explicit stack: nesting costs heap, never native stack, and is
/// limited to ``maximumDepth``. Strict: no comments, no trailing commas, no leading zeros, no
/// NaN/Infinity, UTF-8 only (invalid sequences and unpaired surrogate escapes are errors), and a
/// number that overflows binary64 (`1e999`) is an error rather than infinity.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let maximumDepth = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  /// Parses one JSON value filling the whole input (whitespace around it is allowed).
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    return try parser.document()
  }

  /// Parses `text`.
  package static func parse(_ text: String) throws(JSONError) -> JSONValue {
    var copy = text
    let result = copy.withUTF8 { buffer in Result { () throws(JSONError) in try parse(buffer) } }
    return try result.get()
  }

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  // MARK: Document

  /// Which container is open at each level; the containers themselves live in `arrays` and
  /// `objects` and are mutated in place there (a popped-and-rebound container would be shared
  /// with its temporary, and every append would copy it: quadratic).
  private enum Open {
    case array
    case object
  }

  private mutating func document() throws(JSONError) -> JSONValue {
    var open: [Open] = []
    var arrays: [[JSONValue]] = []
    var objects: [[(key: String, value: JSONValue)]] = []
    var keys: [String] = []
    skipWhitespace()
    while true {
      // Read one value (a scalar, or the opening of a container).
      var value: JSONValue?
      guard position < bytes.count else { throw error(.unexpectedEnd, "unexpected end of input; a value was expected") }
      switch bytes[position] {
      case UInt8(ascii: "{"):
        guard open.count < Self.maximumDepth else { throw error(.nestingTooDeep, "nesting deeper than \(Self.maximumDepth) levels") }
        position += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
          position += 1
          value = .object(JSONObject())
        } else {
          open.append(.object)
          objects.append([])
          keys.append(try key())
          skipWhitespace()
          continue
        }
      case UInt8(ascii: "["):
        guard open.count < Self.maximumDepth else { throw error(.nestingTooDeep, "nesting deeper than \(Self.maximumDepth) levels") }
        position += 1
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
          position += 1
          value = .array([])
        } else {
          open.append(.array)
          arrays.append([])
          continue
        }
      default:
        value = try scalar()
      }
      // Add the value to the innermost container, closing every container it completes.
      while let completed = value {
        guard let top = open.last else {
          skipWhitespace()
          guard position == bytes.count else { throw error(.trailingText, "unexpected text after the JSON value") }
          return completed
        }
        skipWhitespace()
        value = nil
        switch top {
        case .array:
          arrays[arrays.count - 1].append(completed)
          if peek(UInt8(ascii: ",")) {
            position += 1
            skipWhitespace()
          } else if peek(UInt8(ascii: "]")) {
            position += 1
            open.removeLast()
            value = .array(arrays.removeLast())
          } else {
            throw expected("',' or ']'", in: "an array")
          }
        case .object:
          objects[objects.count - 1].append((keys.removeLast(), completed))
          if peek(UInt8(ascii: ",")) {
            position += 1
            skipWhitespace()
            keys.append(try key())
            skipWhitespace()
          } else if peek(UInt8(ascii: "}")) {
            position += 1
            open.removeLast()
            value = .object(JSONObject(objects.removeLast()))
          } else {
            throw expected("',' or '}'", in: "an object")
          }
        }
      }
    }
  }

  /// `"key" :`, leaving the position after the colon.
  private mutating func key() throws(JSONError) -> String {
    guard peek(UInt8(ascii: "\"")) else {
      throw expected("a string key", in: "an object")
    }
    let name = try string()
    skipWhitespace()
    guard peek(UInt8(ascii: ":")) else { throw error(.unexpectedCharacter, "expected ':' after an object key") }
    position += 1
    skipWhitespace()
    return name
  }

  private mutating func scalar() throws(JSONError) -> JSONValue {
    switch bytes[position] {
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw error(.unexpectedCharacter, "unexpected character \(describe(bytes[position])); a value was expected")
    }
  }

  private mutating func literal(_ word: StaticString) throws(JSONError) {
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count else { throw error(.unexpectedCharacter, "invalid literal; expected \(word)") }
    for i in 0..<count where bytes[position + i] != word.utf8Start[i] {
      throw error(.unexpectedCharacter, "invalid literal; expected \(word)")
    }
    position += count
  }

  // MARK: Numbers

  private mutating func number() throws(JSONError) -> Double {
    let start = position
    if peek(UInt8(ascii: "-")) { position += 1 }
    guard position < bytes.count, isDigit(bytes[position]) else { throw error(.invalidNumber, "a number needs digits", at: start) }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count, isDigit(bytes[position]) { throw error(.invalidNumber, "leading zeros are not allowed in numbers", at: start) }
    } else {
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if peek(UInt8(ascii: ".")) {
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else { throw error(.invalidNumber, "a decimal point needs digits after it", at: start) }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { position += 1 }
      guard position < bytes.count, isDigit(bytes[position]) else { throw error(.invalidNumber, "an exponent needs digits", at: start) }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text) else { throw error(.invalidNumber, "malformed number \(ShortText.clipped(text))", at: start) }
    guard value.isFinite else { throw error(.numberOutOfRange, "number \(ShortText.clipped(text)) is out of range for a double", at: start) }
    return value
  }

  // MARK: Strings

  private mutating func string() throws(JSONError) -> String {
    let start = position
    position += 1  // the opening quote
    // Only a string with escapes is rebuilt byte by byte, in one buffer appended in place.
    var built: [UInt8] = []
    var hasEscapes = false
    var runStart = position
    while true {
      guard position < bytes.count else { throw error(.unexpectedEnd, "unterminated string", at: start) }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        let run = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
        position += 1
        guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
        built.append(contentsOf: run)
        return String(decoding: built, as: UTF8.self)
      case UInt8(ascii: "\\"):
        hasEscapes = true
        built.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        built.append(contentsOf: String(try escape()).utf8)
        runStart = position
      case 0x00..<0x20:
        throw error(.controlCharacter, "control character \(describe(byte)) in a string must be escaped")
      case 0x80...:
        try validateUTF8Sequence()
      default:
        position += 1
      }
    }
  }

  private mutating func escape() throws(JSONError) -> Unicode.Scalar {
    let start = position
    position += 1
    guard position < bytes.count else { throw error(.unexpectedEnd, "unterminated escape", at: start) }
    let kind = bytes[position]
    position += 1
    switch kind {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4(start)
      if (0xD800..<0xDC00).contains(high) {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
          throw error(.unpairedSurrogate, "unpaired surrogate \\u\(String(high, radix: 16, uppercase: true)) in a string", at: start)
        }
        position += 2
        let low = try hex4(start)
        guard (0xDC00..<0xE000).contains(low) else { throw error(.unpairedSurrogate, "unpaired surrogate in a string", at: start) }
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else { throw error(.invalidEscape, "invalid escape", at: start) }
        return scalar
      }
      guard !(0xDC00..<0xE000).contains(high), let scalar = Unicode.Scalar(high) else {
        throw error(.unpairedSurrogate, "unpaired surrogate in a string", at: start)
      }
      return scalar
    default:
      throw error(.invalidEscape, "invalid escape \\\(String(decoding: [kind], as: UTF8.self))", at: start)
    }
  }

  private mutating func hex4(_ start: Int) throws(JSONError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw error(.invalidEscape, "\\u needs four hex digits", at: start) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error(.invalidEscape, "\\u needs four hex digits", at: start)
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  /// Steps over one well-formed UTF-8 sequence (RFC 3629: no overlongs, no surrogates, ≤ U+10FFFF).
  private mutating func validateUTF8Sequence() throws(JSONError) {
    let lead = bytes[position]
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, lower) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, upper) = (3, 0x9F)
    case 0xF0: (length, lower) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, upper) = (4, 0x8F)
    default: throw error(.invalidUTF8, "invalid UTF-8 byte \(describe(lead))")
    }
    guard position + length <= bytes.count else { throw error(.invalidUTF8, "truncated UTF-8 sequence") }
    for i in 1..<length {
      let byte = bytes[position + i]
      let range = i == 1 ? lower...upper : 0x80...0xBF
      guard range.contains(byte) else { throw error(.invalidUTF8, "invalid UTF-8 sequence") }
    }
    position += length
  }

  // MARK: Helpers

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool {
    position < bytes.count && bytes[position] == byte
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(String(decoding: [byte], as: UTF8.self))'" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "0x" + (hex.count == 1 ? "0" : "") + hex
  }

  /// `what` was expected inside `container` but is not here: the input ended, or something else
  /// stands at the position.
  private func expected(_ what: String, in container: String) -> JSONError {
    position < bytes.count
      ? error(.unexpectedCharacter, "expected \(what) in \(container)") : error(.unexpectedEnd, "unexpected end of input in \(container)")
  }

  private func error(_ kind: JSONError.Kind, _ message: String, at offset: Int? = nil) -> JSONError {
    let at = min(offset ?? position, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<at where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    // Columns count characters (UTF-8 lead bytes), not bytes.
    var column = 1
    for index in lineStart..<at where bytes[index] & 0xC0 != 0x80 { column += 1 }
    return JSONError(kind: kind, message: message, offset: at, line: line, column: column)
  }
}
