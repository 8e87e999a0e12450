import _CurveMathShims

/// The one definition of what each operation computes. The constant folder, the scalar VM and
/// the batch VM all call these, so they agree bit for bit by construction.
///
/// Rounding: IEEE-754 binary64, round to nearest even, no fused multiply-add (Swift does not
/// contract `a * b + c`). Functions: the platform libm (glibc on Linux), through `_CurveMathShims`.
enum Arithmetic {
  @inline(__always)
  static func apply(_ operation: UnaryOperation, _ a: Double) -> Double {
    switch operation {
    case .negate: -a
    case .sin: curve_sin(a)
    case .cos: curve_cos(a)
    case .exp: curve_exp(a)
    case .log: curve_log(a)
    case .abs: Swift.abs(a)
    case .sqrt: curve_sqrt(a)
    }
  }

  @inline(__always)
  static func apply(_ operation: BinaryOperation, _ a: Double, _ b: Double) -> Double {
    switch operation {
    case .add: a + b
    case .subtract: a - b
    case .multiply: a * b
    case .divide: a / b
    case .power: curve_pow(a, b)
    case .minimum: minimum(a, b)
    case .maximum: maximum(a, b)
    }
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
    return a.sign == .plus ? a : b
  }
}
