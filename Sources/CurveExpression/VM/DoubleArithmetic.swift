internal import _CurveMath
internal import _CurveKernels

/// The one definition of what each operation computes at a point. The constant folder and the
/// point VM call these; the batch VM's C kernels (`CurveKernels.h`) compute the same thing
/// element for element (the tests check that bit for bit).
///
/// Rounding: IEEE-754 binary64, round to nearest even, no fused multiply-add (Swift does not
/// contract `a * b + c`, and the kernels are compiled with contraction off). Functions:
/// CurveKit's own math (`CurveMath.h`), the same bits on every target.
enum DoubleArithmetic: Arithmetic {
  static let encloses = false

  @inline(__always)
  static func constant(_ value: Double) -> Double { value }

  static func constant(_ constant: EnclosedConstant) -> Double { constant.value }

  @inline(__always)
  static func apply(_ operation: Instruction.UnaryOperation, _ a: Double) -> Double {
    switch operation {
    case .negate: -a
    case .sin: curve_sin(a)
    case .cos: curve_cos(a)
    case .exp: curve_exp(a)
    case .log: curve_log(a)
    case .abs: Swift.abs(a)
    case .sqrt: curve_sqrt(a)
    case .square: a * a
    case .cube: curve_cube(a)
    case .tan: curve_tan(a)
    case .atan: curve_atan(a)
    case .floor: a.rounded(.down)
    case .ceil: a.rounded(.up)
    case .round: a.rounded(.toNearestOrAwayFromZero)
    case .sign: curve_sign(a)
    case .log2: curve_log2(a)
    case .log10: curve_log10(a)
    case .cbrt: curve_cbrt(a)
    case .gamma: curve_gamma(a)
    case .factorial: curve_factorial(a)
    case .sinh: curve_sinh(a)
    case .cosh: curve_cosh(a)
    case .tanh: curve_tanh(a)
    case .asin: curve_asin(a)
    case .acos: curve_acos(a)
    case .asinh: curve_asinh(a)
    case .acosh: curve_acosh(a)
    case .atanh: curve_atanh(a)
    case .cot: curve_cot(a)
    case .sec: curve_sec(a)
    case .csc: curve_csc(a)
    }
  }

  @inline(__always)
  static func apply(_ operation: Instruction.BinaryOperation, _ a: Double, _ b: Double) -> Double {
    switch operation {
    case .add: a + b
    case .subtract: a - b
    case .multiply: a * b
    case .divide: a / b
    case .power: curve_pow(a, b)
    case .minimum: minimum(a, b)
    case .maximum: maximum(a, b)
    case .modulo: curve_mod(a, b)
    case .arcTangent2: curve_angle(a, b)
    case .hypotenuse: curve_hypot(a, b)
    case .logarithmBase: curve_log_base(a, b)
    }
  }

  @inline(__always)
  static func axpy(_ a: Double, _ b: Double, _ scale: Double, squared: Bool, offset: Double?) -> Double {
    let v = squared ? b * b : b
    let r = a + v * scale
    if let offset { return r + offset }
    return r
  }

  @inline(__always)
  static func affine(_ a: Double, _ scale: Double, _ offset: Double) -> Double {
    a * scale + offset
  }

  /// IEEE comparisons: false where either side is NaN.
  @inline(__always)
  static func compare(_ comparison: SyntaxTree.Comparison, _ a: Double, _ b: Double) -> Double {
    let holds: Bool
    switch comparison {
    case .less: holds = a < b
    case .lessOrEqual: holds = a <= b
    case .greater: holds = a > b
    case .greaterOrEqual: holds = a >= b
    case .equal: holds = a == b
    }
    return holds ? 1 : 0
  }

  @inline(__always)
  static func select(_ condition: Double, _ a: Double, _ b: Double) -> Double {
    condition == 1 ? a : b
  }

  /// The smaller of `a` and `b`; NaN when either is NaN; `-0` is smaller than `+0`.
  @inline(__always)
  static func minimum(_ a: Double, _ b: Double) -> Double {
    if a < b { return a }
    if b < a { return b }
    if a.isNaN { return a }
    if b.isNaN { return b }
    return a.sign == .minus ? a : b  // equal: only ±0 can differ
  }

  /// The larger of `a` and `b`; NaN when either is NaN; `+0` is larger than `-0`.
  @inline(__always)
  static func maximum(_ a: Double, _ b: Double) -> Double {
    if a > b { return a }
    if b > a { return b }
    if a.isNaN { return a }
    if b.isNaN { return b }
    return a.sign == .minus ? b : a
  }
}
