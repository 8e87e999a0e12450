internal import _CurveMath
internal import _CurveKernels

/// The batch machine for doubles: a block of values a register, each instruction one C kernel
/// (`CurveKernels.h`) over the block, specialised for its operand shape. The kernels compute
/// element for element what ``DoubleArithmetic`` computes.
struct KernelMachine: RegisterMachine {
  /// The block of register 0: the caller's output.
  let output: UnsafeMutablePointer<Double>
  let workspace: EvaluationWorkspace
  /// The block of the variable.
  let x: UnsafePointer<Double>
  let count: Int

  /// A source of values for one block: a vector (`x` or a register) or a constant.
  enum Source {
    case vector(UnsafePointer<Double>)
    case scalar(Double)
  }

  @inline(__always)
  func block(_ register: UInt8) -> UnsafeMutablePointer<Double> {
    register == 0 ? output : workspace.block(Int(register) - 1)
  }

  @inline(__always)
  func source(_ operand: Operand) -> Source {
    switch operand {
    case .x: .vector(x)
    case .y: .scalar(withoutSecondVariable(.nan))
    case .register(let r): .vector(UnsafePointer(block(r)))
    case .constant(let value): .scalar(value)
    case .enclosed: .scalar(onlyInEnclosureProgram(.nan))
    }
  }

  typealias UnaryKernel = (UnsafeMutablePointer<Double>?, UnsafePointer<Double>?, Int) -> Void
  /// A binary operation's kernels for vector–vector, vector–scalar and scalar–vector operands.
  typealias BinaryKernels = (
    vv: (UnsafeMutablePointer<Double>?, UnsafePointer<Double>?, UnsafePointer<Double>?, Int) -> Void,
    vs: (UnsafeMutablePointer<Double>?, UnsafePointer<Double>?, Double, Int) -> Void,
    sv: (UnsafeMutablePointer<Double>?, Double, UnsafePointer<Double>?, Int) -> Void
  )

  @inline(__always)
  func unary(_ operation: Instruction.UnaryOperation, _ destination: UInt8, _ operand: Operand) {
    let d = block(destination)
    guard case .vector(let a) = source(operand) else {
      assertionFailure("the compiler folds an operation of constants")
      return
    }
    let kernel: UnaryKernel
    switch operation {
    case .negate: kernel = curve_neg
    case .sin: kernel = curve_sin_v
    case .cos: kernel = curve_cos_v
    case .exp: kernel = curve_exp_v
    case .log: kernel = curve_log_v
    case .abs: kernel = curve_abs
    case .sqrt: kernel = curve_sqrt_v
    case .square: kernel = curve_square_v
    case .cube: kernel = curve_cube_v
    case .tan: kernel = curve_tan_v
    case .atan: kernel = curve_atan_v
    case .floor: kernel = curve_floor_v
    case .ceil: kernel = curve_ceil_v
    case .round: kernel = curve_round_v
    case .sign: kernel = curve_sign_v
    case .log2: kernel = curve_log2_v
    case .log10: kernel = curve_log10_v
    case .cbrt: kernel = curve_cbrt_v
    case .sinh: kernel = curve_sinh_v
    case .cosh: kernel = curve_cosh_v
    case .tanh: kernel = curve_tanh_v
    case .asin: kernel = curve_asin_v
    case .acos: kernel = curve_acos_v
    case .asinh: kernel = curve_asinh_v
    case .acosh: kernel = curve_acosh_v
    case .atanh: kernel = curve_atanh_v
    case .cot: kernel = curve_cot_v
    case .sec: kernel = curve_sec_v
    case .csc: kernel = curve_csc_v
    case .gamma: kernel = curve_gamma_v
    case .factorial: kernel = curve_factorial_v
    }
    kernel(d, a, count)
  }

  @inline(__always)
  func binary(_ operation: Instruction.BinaryOperation, _ destination: UInt8, _ lhs: Operand, _ rhs: Operand) {
    let d = block(destination)
    let kernels: BinaryKernels
    switch operation {
    case .add: kernels = (curve_add_vv, curve_add_vs, curve_add_sv)
    case .subtract: kernels = (curve_sub_vv, curve_sub_vs, curve_sub_sv)
    case .multiply: kernels = (curve_mul_vv, curve_mul_vs, curve_mul_sv)
    case .divide: kernels = (curve_div_vv, curve_div_vs, curve_div_sv)
    case .power: kernels = (curve_pow_vv, curve_pow_vs, curve_pow_sv)
    case .minimum: kernels = (curve_min_vv, curve_min_vs, curve_min_sv)
    case .maximum: kernels = (curve_max_vv, curve_max_vs, curve_max_sv)
    case .modulo: kernels = (curve_mod_vv, curve_mod_vs, curve_mod_sv)
    case .arcTangent2: kernels = (curve_angle_vv, curve_angle_vs, curve_angle_sv)
    case .hypotenuse: kernels = (curve_hypot_vv, curve_hypot_vs, curve_hypot_sv)
    case .logarithmBase: kernels = (curve_log_base_vv, curve_log_base_vs, curve_log_base_sv)
    }
    switch (source(lhs), source(rhs)) {
    case (.vector(let a), .vector(let b)): kernels.vv(d, a, b, count)
    case (.vector(let a), .scalar(let s)): kernels.vs(d, a, s, count)
    case (.scalar(let s), .vector(let b)): kernels.sv(d, s, b, count)
    case (.scalar, .scalar): assertionFailure("the compiler folds an operation of constants")
    }
  }

  @inline(__always)
  func affine(_ destination: UInt8, _ operand: Operand, scale: Double, offset: Double) {
    guard case .vector(let a) = source(operand) else {
      assertionFailure("the compiler fuses only a product with a vector")
      return
    }
    curve_affine(block(destination), a, scale, offset, count)
  }

  @inline(__always)
  func axpy(_ destination: UInt8, _ a: Operand, _ b: Operand, scale: Double, squared: Bool, offset: Double?) {
    guard case .vector(let a) = source(a), case .vector(let b) = source(b) else {
      assertionFailure("the compiler fuses only vector operands")
      return
    }
    curve_axpy(block(destination), a, b, scale, squared ? 1 : 0, offset == nil ? 0 : 1, offset ?? 0, count)
  }

  // A comparison and a select are exact (no rounding, no function): plain loops over the block
  // compute what ``DoubleArithmetic`` does, element for element, with no kernel of their own.
  // Each loop is specialised for its operands' shapes, as a kernel is: a shape read per element
  // kept the compiler from vectorising (P2 of curve-bench ran 15× the native loop).

  @inline(__always)
  func compare(_ comparison: SyntaxTree.Comparison, _ destination: UInt8, _ lhs: Operand, _ rhs: Operand) {
    let d = block(destination)
    switch (source(lhs), source(rhs)) {
    case (.vector(let a), .vector(let b)): for i in 0..<count { d[i] = DoubleArithmetic.compare(comparison, a[i], b[i]) }
    case (.vector(let a), .scalar(let s)): for i in 0..<count { d[i] = DoubleArithmetic.compare(comparison, a[i], s) }
    case (.scalar(let s), .vector(let b)): for i in 0..<count { d[i] = DoubleArithmetic.compare(comparison, s, b[i]) }
    case (.scalar(let s), .scalar(let t)): d.update(repeating: DoubleArithmetic.compare(comparison, s, t), count: count)
    }
  }

  @inline(__always)
  func select(_ destination: UInt8, _ condition: Operand, _ then: Operand, _ otherwise: Operand) {
    let d = block(destination)
    let c: UnsafePointer<Double>
    switch source(condition) {
    case .vector(let v): c = v
    case .scalar(let k):
      // A constant condition (of parameters) names one branch for the whole block.
      switch source(DoubleArithmetic.select(k, 1, 0) == 1 ? then : otherwise) {
      case .vector(let v): if v != UnsafePointer(d) { d.update(from: v, count: count) }
      case .scalar(let s): d.update(repeating: s, count: count)
      }
      return
    }
    switch (source(then), source(otherwise)) {
    case (.vector(let a), .vector(let b)): for i in 0..<count { d[i] = DoubleArithmetic.select(c[i], a[i], b[i]) }
    case (.vector(let a), .scalar(let t)): for i in 0..<count { d[i] = DoubleArithmetic.select(c[i], a[i], t) }
    case (.scalar(let s), .vector(let b)): for i in 0..<count { d[i] = DoubleArithmetic.select(c[i], s, b[i]) }
    case (.scalar(let s), .scalar(let t)): for i in 0..<count { d[i] = DoubleArithmetic.select(c[i], s, t) }
    }
  }
}
