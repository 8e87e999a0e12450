/// Which functions an expression may call.
public enum ExpressionLanguage: Sendable, Hashable {
  /// The protocol's, for a frame's curve layer: `sin cos exp log abs sqrt min max`, exactly.
  case curveLayer
  /// The math-plot language: the protocol's functions and `tan cot sec csc asin acos atan atan2
  /// sinh cosh tanh asinh acosh atanh floor ceil round sign mod log2 log10 cbrt hypot gamma factorial` and
  /// `log(b, x)`, with the spellings `ln`, `arcsin`, `arccos`, `arctan`, `arsinh`… and `sgn`.
  /// Math plots and every command but `validate` and a frame's read use it.
  case mathPlot
}

/// A function of one argument.
public enum UnaryFunction: String, CaseIterable, Sendable {
  /// The sine (radians).
  case sin
  /// The cosine (radians).
  case cos
  /// e to the power of the argument.
  case exp
  /// The natural logarithm (also spelt `ln` in math plots).
  case log
  /// The absolute value.
  case abs
  /// The square root (IEEE, correctly rounded).
  case sqrt
  /// The tangent (radians); math plots only.
  case tan
  /// The arctangent, in (−π/2, π/2) (also spelt `arctan`); math plots only.
  case atan
  /// The greatest integer not above the argument; math plots only.
  case floor
  /// The least integer not below the argument; math plots only.
  case ceil
  /// The nearest integer, halves away from zero (as Desmos, math.js and C's `round`); math plots
  /// only.
  case round
  /// −1, 0 or 1 by the argument's sign (0 for ±0; also spelt `sgn`); math plots only.
  case sign
  /// The base-2 logarithm (exact at powers of 2); math plots only.
  case log2
  /// The base-10 logarithm (exact at 10^0 … 10^22); math plots only.
  case log10
  /// The real cube root (negative for a negative argument); math plots only.
  case cbrt
  /// The hyperbolic functions; math plots only.
  case sinh, cosh, tanh
  /// The inverse sine and cosine, on [−1, 1] (also spelt `arcsin`, `arccos`); math plots only.
  case asin, acos
  /// The inverse hyperbolic functions (`acosh` on [1, ∞), `atanh` on (−1, 1); also spelt
  /// `arsinh`, `arcsinh` and so on); math plots only.
  case asinh, acosh, atanh
  /// The cotangent, secant and cosecant; math plots only.
  case cot, sec, csc
  /// Euler's Γ, with poles at 0, −1, −2, … (NaN there); math plots only.
  case gamma
  /// `factorial(x)` = Γ(x + 1) for every real x (as Desmos's `x!` and math.js's `factorial`),
  /// x + 1 rounded first; math plots only.
  case factorial

  /// The language that first has the function.
  public var language: ExpressionLanguage {
    switch self {
    case .sin, .cos, .exp, .log, .abs, .sqrt: .curveLayer
    case .tan, .atan, .floor, .ceil, .round, .sign, .log2, .log10, .cbrt, .sinh, .cosh, .tanh, .asin, .acos, .asinh, .acosh, .atanh,
      .cot, .sec, .csc, .gamma, .factorial:
      .mathPlot
    }
  }
}

/// A function of exactly two arguments; math plots only.
public enum BinaryFunction: String, CaseIterable, Sendable {
  /// `mod(a, b)` = a − b·floor(a/b), the sign of b (Desmos's and Python's); NaN for b = 0 and for
  /// an infinite argument.
  case mod
  /// `atan2(y, x)`: the angle of the point (x, y), in (−π, π] (C99 Annex F at infinities; a zero
  /// of either sign is +0, as in the reals: `atan2(-0, -1)` is π, and the origin's angle 0).
  case atan2
  /// `hypot(a, b)` = √(a² + b²), with no overflow or underflow on the way.
  case hypot
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
  case binary(BinaryFunction)
  case variadic(VariadicFunction)
}

/// The names the language defines, in one place.
enum Builtins {
  /// Every name a parameter may not take: the protocol's names. (A math plot's function names
  /// stay free for parameters, as in a frame; in a math plot's expression such a name is the
  /// function.)
  static let reservedNames: [String] = names(in: .curveLayer)

  /// The names `language` defines: `x`, the constants and the functions.
  static func names(in language: ExpressionLanguage) -> [String] {
    ["x"] + Constant.allCases.map { $0.rawValue } + functionNames(in: language)
  }

  /// The functions of `language`, as messages list them (`sin cos exp log abs sqrt min max` for
  /// the protocol's).
  static func functionNames(in language: ExpressionLanguage) -> [String] {
    let unary = UnaryFunction.allCases.filter { language == .mathPlot || $0.language == .curveLayer }.map { $0.rawValue }
    let binary = language == .mathPlot ? BinaryFunction.allCases.map { $0.rawValue } : []
    return unary + VariadicFunction.allCases.map { $0.rawValue } + binary
  }

  /// Whether `name` is in ``reservedNames``.
  static func isReserved(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { lookup($0, in: .curveLayer) != nil || ExpressionVariables.x.variable(spelt: $0) != nil }
  }

  /// The built-in name spelt by `bytes` in `language`, if any: a switch on the bytes, so the
  /// parser's hot path makes no `String` and hashes nothing.
  static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, in language: ExpressionLanguage) -> BuiltinName? {
    if let name = protocolName(bytes) { return name }
    return language == .mathPlot ? mathPlotName(bytes) : nil
  }

  /// The protocol's names.
  private static func protocolName(_ bytes: UnsafeBufferPointer<UInt8>) -> BuiltinName? {
    @inline(__always) func spells(_ word: StaticString) -> Bool { Builtins.spells(word, bytes) }
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

  /// The names math plots add, with the other spellings users type.
  private static let mathPlotNames: [(StaticString, BuiltinName)] = [
    ("ln", .unary(.log)), ("tan", .unary(.tan)), ("atan", .unary(.atan)), ("arctan", .unary(.atan)), ("floor", .unary(.floor)),
    ("ceil", .unary(.ceil)), ("round", .unary(.round)), ("sign", .unary(.sign)), ("sgn", .unary(.sign)), ("log2", .unary(.log2)),
    ("log10", .unary(.log10)), ("cbrt", .unary(.cbrt)), ("mod", .binary(.mod)), ("atan2", .binary(.atan2)),
    ("hypot", .binary(.hypot)), ("sinh", .unary(.sinh)), ("cosh", .unary(.cosh)), ("tanh", .unary(.tanh)),
    ("asin", .unary(.asin)), ("arcsin", .unary(.asin)), ("acos", .unary(.acos)), ("arccos", .unary(.acos)),
    ("asinh", .unary(.asinh)), ("arsinh", .unary(.asinh)), ("arcsinh", .unary(.asinh)), ("acosh", .unary(.acosh)),
    ("arcosh", .unary(.acosh)), ("arccosh", .unary(.acosh)), ("atanh", .unary(.atanh)), ("artanh", .unary(.atanh)),
    ("arctanh", .unary(.atanh)), ("cot", .unary(.cot)), ("sec", .unary(.sec)), ("csc", .unary(.csc)),
    ("gamma", .unary(.gamma)), ("factorial", .unary(.factorial)),
  ]

  /// Whether `name` is a function the math-plot language adds (in any of its spellings).
  static func isMathPlotName(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { mathPlotName($0) != nil }
  }

  /// The math-plot name `bytes` spell, if any (reached only for a name the protocol lacks).
  private static func mathPlotName(_ bytes: UnsafeBufferPointer<UInt8>) -> BuiltinName? {
    for (word, name) in mathPlotNames where spells(word, bytes) { return name }
    return nil
  }

  /// Whether `bytes` spell `word`.
  @inline(__always)
  static func spells(_ word: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    word.utf8CodeUnitCount == bytes.count && sameBytes(word.utf8Start, bytes.baseAddress, bytes.count)
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
