import CurveExpression

/// A JSON value, with objects kept in document order (duplicate keys included: ``JSONObject``
/// answers with the last, as JavaScript's JSON.parse does, and lists the duplicates).
package indirect enum JSONValue: Sendable, Equatable {
  /// `null` (in a frame: "not provided").
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, always finite (`1e999` is a parse error).
  case number(Double)
  /// A string, its escapes decoded.
  case string(String)
  /// An array, in order.
  case array([JSONValue])
  /// An object, its members in document order.
  case object(JSONObject)

  /// Whether an object (and so a duplicate key) can be inside: an object, or an array holding
  /// an array or an object.
  var mayHoldObjects: Bool {
    switch self {
    case .object: true
    case .array(let items):
      items.contains {
        switch $0 {
        case .array, .object: true
        default: false
        }
      }
    default: false
    }
  }

  /// The JSON type's name, for messages ("expected a number, got a string").
  package var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON object: its members in document order. Keys are compared by their code points (see
/// `CodePointKey`), never by canonical equivalence: `"K"` and `"\u212A"` are two keys.
///
/// Looking a key up, listing the keys and finding duplicates take constant time per key
/// whatever the object's size: an object of more than 16 members is indexed when it is made.
package struct JSONObject: Sendable, Equatable {
  /// Every member in document order, a repeated key as many times as it was given.
  package let members: [(key: String, value: JSONValue)]
  /// For a large object: where each key last appears, and the keys in order of first appearance.
  private let index: Index?

  private struct Index: Sendable {
    var last: [CodePointKey: Int]
    var keys: [String]
  }

  /// Below this many members a linear search is faster than hashing.
  static let indexThreshold = 16

  /// An object of `members` (indexed when there are more than 16).
  package init(_ members: [(key: String, value: JSONValue)] = []) {
    self.members = members
    guard members.count > Self.indexThreshold else {
      index = nil
      return
    }
    var index = Index(last: [:], keys: [])
    index.last.reserveCapacity(members.count)
    for (position, member) in members.enumerated() {
      if index.last.updateValue(position, forKey: CodePointKey(member.key)) == nil { index.keys.append(member.key) }
    }
    self.index = index
    assert(index.keys.count == index.last.count, "every key listed once")
  }

  /// The value of the last member named `key`.
  package subscript(key: String) -> JSONValue? {
    if let index { return index.last[CodePointKey(key)].map { members[$0].value } }
    return members.last { $0.key.hasSameCodePoints(as: key) }?.value
  }

  /// The keys, once each, in order of first appearance.
  package var keys: [String] {
    if let index { return index.keys }
    var result: [String] = []
    result.reserveCapacity(members.count)
    for member in members where !result.contains(where: { $0.hasSameCodePoints(as: member.key) }) { result.append(member.key) }
    return result
  }

  /// Each key once, in order of first appearance, with its last value: what a reader of the
  /// object sees (a later value replaces an earlier one entirely).
  package var uniqueMembers: [(key: String, value: JSONValue)] {
    if let index { return index.keys.compactMap { key in index.last[CodePointKey(key)].map { (key, members[$0].value) } } }
    return keys.compactMap { key in self[key].map { (key, $0) } }
  }

  /// Keys that appear more than once, in order of first appearance.
  package var duplicateKeys: [String] {
    let unique = keys
    guard members.count != unique.count else { return [] }
    var counted: [CodePointKey: Int] = [:]
    for member in members { counted[CodePointKey(member.key), default: 0] += 1 }
    return unique.filter { (counted[CodePointKey($0)] ?? 0) > 1 }
  }

  package static func == (a: JSONObject, b: JSONObject) -> Bool {
    a.members.count == b.members.count && zip(a.members, b.members).allSatisfy { $0.key.hasSameCodePoints(as: $1.key) && $0.value == $1.value }
  }
}

/// Why a body is not JSON, and where (1-based line and column, 0-based byte offset).
package struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of mistake it is, for programs (the message may be reworded).
  package enum Kind: String, Sendable, CaseIterable {
    /// The body ends inside a value (or before one).
    case unexpectedEnd
    /// A character that cannot stand where it is (a bad literal, a missing `,` or `:`).
    case unexpectedCharacter
    /// More than one value, or text after it.
    case trailingText
    /// Arrays and objects nested deeper than ``JSONParser/maximumDepth``.
    case nestingTooDeep
    /// A number that is not RFC 8259's (leading zeros, a bare `.` or exponent).
    case invalidNumber
    /// A number beyond binary64 (`1e999`).
    case numberOutOfRange
    /// An unescaped control character in a string.
    case controlCharacter
    /// An escape that is not one of JSON's.
    case invalidEscape
    /// A `\u` escape of half a surrogate pair.
    case unpairedSurrogate
    /// Bytes that are not UTF-8.
    case invalidUTF8
  }

  /// What kind of mistake it is.
  package var kind: Kind
  /// What is wrong, in words.
  package var message: String
  /// The byte offset of the place, from 0.
  package var offset: Int
  /// The line of the place, from 1.
  package var line: Int
  /// The column of the place, from 1, in characters.
  package var column: Int

  /// `line L, column C: message`.
  package var description: String { "line \(line), column \(column): \(message)" }
}
