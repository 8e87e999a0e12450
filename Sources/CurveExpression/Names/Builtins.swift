/// A function of one argument.
public enum UnaryFunction: String, CaseIterable, Sendable {
  /// The sine (radians).
  case sin
  /// The cosine (radians).
  case cos
  /// e to the power of the argument.
  case exp
  /// The natural logarithm.
  case log
  /// The absolute value.
  case abs
  /// The square root (IEEE, correctly rounded).
  case sqrt
}

/// A function of two or more arguments; `min(a, b, c)` is `min(min(a, b), c)`.
public enum VariadicFunction: String, CaseIterable, Sendable {
  /// The least argument (NaN if any is NaN; `-0 < +0`).
  case min
  /// The greatest argument (NaN if any is NaN; `-0 < +0`).
  case max
}

/// A named constant.
public enum Constant: String, CaseIterable, Sendable {
  /// π.
  case pi
  /// Euler's number.
  case e

  /// The correctly rounded binary64 value.
  public var value: Double {
    switch self {
    case .pi: Double.pi  // 0x1.921fb54442d18p+1
    case .e: 2.718281828459045  // 0x1.5bf0a8b145769p+1
    }
  }

  /// The real constant's enclosure: both doubles are below it (π − 3.141592653589793 ≈ 1.2e-16,
  /// e − 2.718281828459045 ≈ 1.4e-16, each less than an ulp).
  package var enclosure: Enclosure { Enclosure(value, value.nextUp) }

  /// The real constant as a double-double within 2^−107 (its remainder by mpmath at 300 bits:
  /// π − 0x1.921fb54442d18p+1 − 0x1.1a62633145c07p-53 ≈ −3.0e-33, and e likewise −2.1e-33).
  package var ball: PreciseBall {
    switch self {
    case .pi: PreciseBall(0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53, radius: 4e-33)
    case .e: PreciseBall(0x1.5bf0a8b145769p+1, 0x1.4d57ee2b1013ap-53, radius: 3e-33)
    }
  }
}

/// A name the language defines.
enum BuiltinName: Equatable {
  case constant(Constant)
  case unary(UnaryFunction)
  case variadic(VariadicFunction)
}

/// The names the language defines, in one place.
enum Builtins {
  /// Every name a parameter may not take.
  static let reservedNames: [String] =
    ["x"] + Constant.allCases.map { $0.rawValue } + UnaryFunction.allCases.map { $0.rawValue }
    + VariadicFunction.allCases.map { $0.rawValue }

  /// Whether `name` is in ``reservedNames``.
  static func isReserved(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { lookup($0) != nil || ExpressionVariables.x.variable(spelt: $0) != nil }
  }

  /// The built-in name spelt by `bytes`, if any: a switch on the bytes, so the parser's hot path
  /// makes no `String` and hashes nothing.
  static func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> BuiltinName? {
    @inline(__always) func spells(_ word: StaticString) -> Bool {
      word.utf8CodeUnitCount == bytes.count && sameBytes(word.utf8Start, bytes.baseAddress, bytes.count)
    }
    switch bytes.count {
    case 1:
      if bytes[0] == UInt8(ascii: "e") { return .constant(.e) }
    case 2:
      if spells("pi") { return .constant(.pi) }
    case 3:
      switch bytes[0] {
      case UInt8(ascii: "s"): if spells("sin") { return .unary(.sin) }
      case UInt8(ascii: "c"): if spells("cos") { return .unary(.cos) }
      case UInt8(ascii: "e"): if spells("exp") { return .unary(.exp) }
      case UInt8(ascii: "l"): if spells("log") { return .unary(.log) }
      case UInt8(ascii: "a"): if spells("abs") { return .unary(.abs) }
      case UInt8(ascii: "m"):
        if spells("min") { return .variadic(.min) }
        if spells("max") { return .variadic(.max) }
      default: break
      }
    case 4:
      if spells("sqrt") { return .unary(.sqrt) }
    default: break
    }
    return nil
  }

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

  /// Whether `count` bytes at `a` and `b` are equal (a plain loop: the generic
  /// `elementsEqual` costs more than the whole lookup for names this short).
  @inline(__always)
  static func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>?, _ count: Int) -> Bool {
    guard let b else { return count == 0 }
    var i = 0
    while i < count {
      if a[i] != b[i] { return false }
      i += 1
    }
    return true
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
