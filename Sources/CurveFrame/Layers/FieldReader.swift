import CurveSampling

/// A problem with a frame, at a JSON path (`data.activity.style.strokeWidth`).
public struct FrameProblem: Sendable, Hashable, CustomStringConvertible {
  public var path: String
  public var message: String
  public init(_ path: String, _ message: String) {
    self.path = path
    self.message = message
  }
  public var description: String { "\(path): \(message)" }
}

/// Reads typed fields out of a JSON object, recording a problem (with its path) for each field
/// of the wrong type and for each field the object may not have.
struct FieldReader {
  let object: JSONObject
  let path: String
  var problems: [FrameProblem] = []

  init(_ object: JSONObject, at path: String, allowed: Set<String>) {
    self.object = object
    self.path = path
    for key in object.keys where !allowed.contains(key) {
      problems.append(FrameProblem(path + "." + key, "unsupported field; allowed here: \(allowed.sorted().joined(separator: ", "))"))
    }
  }

  private func present(_ key: String) -> JSONValue? {
    guard let value = object[key], value != .null else { return nil }  // null means "not provided"
    return value
  }

  mutating func wrongType(_ key: String, _ expected: String, _ value: JSONValue) {
    problems.append(FrameProblem(path + "." + key, "expected \(expected), got \(value.typeName)"))
  }

  mutating func number(_ key: String) -> Double? {
    guard let value = present(key) else { return nil }
    guard case .number(let number) = value else {
      wrongType(key, "a number", value)
      return nil
    }
    return number
  }

  mutating func integer(_ key: String) -> Int? {
    guard let value = present(key) else { return nil }
    guard case .number(let number) = value, number == number.rounded(), Swift.abs(number) < 1e15 else {
      wrongType(key, "a whole number", value)
      return nil
    }
    return Int(number)
  }

  mutating func string(_ key: String) -> String? {
    guard let value = present(key) else { return nil }
    guard case .string(let text) = value else {
      wrongType(key, "a string", value)
      return nil
    }
    return text
  }

  mutating func boolean(_ key: String) -> Bool? {
    guard let value = present(key) else { return nil }
    guard case .bool(let flag) = value else {
      wrongType(key, "true or false", value)
      return nil
    }
    return flag
  }

  mutating func choice<T: RawRepresentable>(_ key: String, _ type: T.Type) -> T? where T.RawValue == String, T: CaseIterable {
    guard let text = string(key) else { return nil }
    guard let value = T(rawValue: text) else {
      let options = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      problems.append(FrameProblem(path + "." + key, "unsupported value \"\(text)\"; expected one of \(options)"))
      return nil
    }
    return value
  }

  /// A colour `#RRGGBB` or `#AARRGGBB` (alpha first, the protocol's order).
  mutating func color(_ key: String) -> String? {
    guard let text = string(key) else { return nil }
    guard Self.isColor(text) else {
      problems.append(FrameProblem(path + "." + key, "expected a colour like #RRGGBB or #AARRGGBB, got \"\(text)\""))
      return nil
    }
    return text
  }

  static func isColor(_ text: String) -> Bool {
    ProtocolColor(text) != nil
  }

  mutating func object(_ key: String) -> JSONObject? {
    guard let value = present(key) else { return nil }
    guard case .object(let nested) = value else {
      wrongType(key, "an object", value)
      return nil
    }
    return nested
  }

  mutating func array(_ key: String) -> [JSONValue]? {
    guard let value = present(key) else { return nil }
    guard case .array(let items) = value else {
      wrongType(key, "an array", value)
      return nil
    }
    return items
  }

  /// `[min, max]`: two numbers.
  mutating func pair(_ key: String) -> (Double, Double)? {
    guard let items = array(key) else { return nil }
    guard items.count == 2, case .number(let a) = items[0], case .number(let b) = items[1] else {
      problems.append(FrameProblem(path + "." + key, "expected [min, max], two numbers"))
      return nil
    }
    return (a, b)
  }

  mutating func nested(_ key: String, allowed: Set<String>) -> FieldReader? {
    object(key).map { FieldReader($0, at: path + "." + key, allowed: allowed) }
  }

  mutating func absorb(_ other: FieldReader) {
    problems += other.problems
  }
}
