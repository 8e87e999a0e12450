import _CurveMathShims

/// The one definition of what each operation computes. The constant folder and the scalar VM
/// call these; the batch VM's C kernels (`CurveKernels.h`) compute the same thing element for
/// element (the tests check that bit for bit).
///
/// Rounding: IEEE-754 binary64, round to nearest even, no fused multiply-add (Swift does not
/// contract `a * b + c`, and the kernels are compiled with contraction off). Functions: the
/// platform libm (glibc on Linux), through `_CurveMathShims`; fast mode: libmvec.
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
    case .square: a * a
    case .cube: (a * a) * a
    case .fastSin: viaKernel(a, curve_fastsin)
    case .fastCos: viaKernel(a, curve_fastcos)
    case .fastExp: viaKernel(a, curve_fastexp)
    case .fastLog: viaKernel(a, curve_fastlog)
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
    case .fastPower: fastPower(a, b)
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

  /// Fast `pow` at one pair, through the block kernel (see ``viaKernel(_:_:)``).
  @inline(__always)
  private static func fastPower(_ a: Double, _ b: Double) -> Double {
    var (base, exponent, output) = (a, b, 0.0)
    curve_fastpow_vv(&output, &base, &exponent, 1)
    return output
  }

  /// A fast function at one value: through the same vector kernel as a block, so the scalar VM
  /// and the batch VM agree bit for bit in fast mode too.
  @inline(__always)
  private static func viaKernel(
    _ a: Double, _ kernel: (UnsafeMutablePointer<Double>?, UnsafePointer<Double>?, Int) -> Void
  ) -> Double {
    var input = a
    var output = 0.0
    kernel(&output, &input, 1)
    return output
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
