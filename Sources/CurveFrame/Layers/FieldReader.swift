import CurveExpression
import CurveSampling
import _CurveText

/// Reads typed fields out of a JSON object, recording a problem (with its path) for each field
/// of the wrong type and for each field the object may not have.
struct FieldReader {
  let object: JSONObject
  /// The object's path, relative to the layer's object.
  let path: String
  var problems = ProblemList(.layerNotDrawn)

  init(_ object: JSONObject, at path: String, allowed: Set<String>) {
    self.object = object
    self.path = path
    for key in object.keys where !allowed.contains(key) {
      problem(.fieldUnsupported, key, "unsupported field; allowed here: \(allowed.sorted().joined(separator: ", "))")
    }
  }

  /// The path of the field `key`.
  func field(_ key: String) -> String {
    JSONPath.member(path, key)
  }

  /// Records a problem with the field `key`.
  mutating func problem(_ code: ProblemCode, _ key: String, _ message: @autoclosure () -> String) {
    let path = field(key)  // relative to the layer's object, so short
    problems.append(code, path, message())
  }

  private func present(_ key: String) -> JSONValue? {
    guard let value = object[key], value != .null else { return nil }  // null means "not provided"
    return value
  }

  mutating func wrongType(_ key: String, _ expected: String, _ value: JSONValue) {
    problem(.typeMismatch, key, "expected \(expected), got \(value.typeName)")
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
    // Past Int's range (2^31 in wasm32) the number saturates: no index or count can be that
    // large, so the caller's range check refuses it as it would the number itself.
    return Int(exactly: number) ?? (number < 0 ? Int.min : Int.max)
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
      problem(.invalidChoice, key, "unsupported value \(ShortText.quoted(text)); expected one of \(options)")
      return nil
    }
    return value
  }

  /// A colour `#RRGGBB` or `#AARRGGBB` (alpha first, the protocol's order), parsed once here.
  mutating func color(_ key: String) -> ProtocolColor? {
    guard let text = string(key) else { return nil }
    guard let color = ProtocolColor(text) else {
      problem(.invalidColor, key, "expected a colour like #RRGGBB or #AARRGGBB, got \(ShortText.quoted(text))")
      return nil
    }
    return color
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
      problem(.invalidPair, key, "expected [min, max], two numbers")
      return nil
    }
    return (a, b)
  }

  mutating func nested(_ key: String, allowed: Set<String>) -> FieldReader? {
    object(key).map { FieldReader($0, at: field(key), allowed: allowed) }
  }

  mutating func absorb(_ other: FieldReader) {
    problems.append(contentsOf: other.problems)
  }
}
