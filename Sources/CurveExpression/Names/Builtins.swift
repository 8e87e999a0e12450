/// A function of one argument.
public enum UnaryFunction: String, CaseIterable, Sendable {
  case sin, cos, exp, log, abs, sqrt
}

/// A function of two or more arguments; `min(a, b, c)` is `min(min(a, b), c)`.
public enum VariadicFunction: String, CaseIterable, Sendable {
  case min, max
}

/// The names the language defines, in one place.
enum Builtins {
  /// The built-in constants, as correctly rounded doubles.
  static let constants: [(name: String, value: Double)] = [("pi", Double.pi), ("e", 2.718281828459045)]

  /// Every name a parameter may not take.
  static let reservedNames: Set<String> =
    Set(["x"] + constants.map(\.name) + UnaryFunction.allCases.map(\.rawValue) + VariadicFunction.allCases.map(\.rawValue))

  /// Whether `name` is an identifier of the language: `[A-Za-z_][A-Za-z0-9_]*`.
  static func isIdentifier(_ name: String) -> Bool {
    var first = true
    for byte in name.utf8 {
      let ok = first ? isIdentifierStart(byte) : isIdentifierContinue(byte)
      if !ok { return false }
      first = false
    }
    return !first
  }

  @inline(__always)
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
  }

  @inline(__always)
  static func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
