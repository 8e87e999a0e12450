/// A JSON value, with objects kept in document order (duplicate keys included: ``JSONObject``
/// answers with the last, as JavaScript's JSON.parse does, and lists the duplicates).
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The JSON type's name, for messages ("expected a number, got a string").
  public var typeName: String {
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

/// A JSON object: its members in document order.
public struct JSONObject: Sendable, Equatable {
  public var members: [(key: String, value: JSONValue)]

  public init(_ members: [(key: String, value: JSONValue)] = []) {
    self.members = members
  }

  /// The value of the last member named `key`.
  public subscript(key: String) -> JSONValue? {
    members.last { $0.key == key }?.value
  }

  /// The keys, once each, in order of first appearance.
  public var keys: [String] {
    var seen = Set<String>()
    return members.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
  }

  /// Keys that appear more than once.
  public var duplicateKeys: [String] {
    var seen = Set<String>()
    var duplicates: [String] = []
    for member in members where !seen.insert(member.key).inserted && !duplicates.contains(member.key) {
      duplicates.append(member.key)
    }
    return duplicates
  }

  public static func == (a: JSONObject, b: JSONObject) -> Bool {
    a.members.count == b.members.count && zip(a.members, b.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }
}

/// Why a body is not JSON, and where (1-based line and column, 0-based byte offset).
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var offset: Int
  public var line: Int
  public var column: Int

  public var description: String { "line \(line), column \(column): \(message)" }
}
