/// A JSON value, with objects kept in document order (duplicate keys included: ``JSONObject``
/// answers with the last, as JavaScript's JSON.parse does, and lists the duplicates).
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// Whether this is an array or an object.
  public var isContainer: Bool {
    switch self {
    case .array, .object: true
    default: false
    }
  }

  /// Whether an object (and so a duplicate key) can be inside: an object, or an array holding
  /// an array or an object.
  public var mayHoldObjects: Bool {
    switch self {
    case .object: true
    case .array(let items): items.contains { $0.isContainer }
    default: false
    }
  }

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
    // Protocol objects are small: comparing directly beats hashing below 16 members.
    if members.count <= 16 {
      var result: [String] = []
      result.reserveCapacity(members.count)
      for member in members where !result.contains(member.key) { result.append(member.key) }
      return result
    }
    var seen = Set<String>()
    return members.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
  }

  /// Keys that appear more than once.
  public var duplicateKeys: [String] {
    var duplicates: [String] = []
    if members.count <= 16 {
      for i in members.indices where !duplicates.contains(members[i].key) {
        if members[(i + 1)...].contains(where: { $0.key == members[i].key }) { duplicates.append(members[i].key) }
      }
      return duplicates
    }
    var seen = Set<String>()
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
