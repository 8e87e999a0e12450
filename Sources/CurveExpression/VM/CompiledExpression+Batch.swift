import _CurveMathShims

/// A source of values for one block: a vector (`x` or a register) or a scalar constant.
enum BlockSource {
  case vector(UnsafePointer<Double>)
  case scalar(Double)
}

extension CompiledExpression {
  /// Evaluates the expression at every value of `xs`, writing `ys`.
  ///
  /// Each instruction runs over a whole block of values before the next one starts (the numexpr
  /// design): dispatch is paid once per block, not once per point, and the inner loops are plain
  /// array loops. Register 0 is the output itself, so the result is never copied.
  /// Bit-identical to ``evaluate(at:)`` at every point.
  /// - Parameters:
  ///   - xs: the inputs.
  ///   - ys: the outputs; must have the count of `xs` (extra elements are left alone, missing
  ///     ones are not written). It may be the same memory as `xs`.
  ///   - workspace: scratch registers, reused across calls.
  /// - Complexity: O(*n* × instructions); allocates only when `workspace` must grow.
  @inline(never)
  public func evaluate(
    _ xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>,
    workspace: EvaluationWorkspace
  ) {
    let count = Swift.min(xs.count, ys.count)
    guard count > 0, let xBase = xs.baseAddress, let yBase = ys.baseAddress else { return }
    switch result {
    case .constant(let value):
      yBase.update(repeating: value, count: count)
      return
    case .x:
      curve_copy(yBase, xBase, count)
      return
    case .register: break
    }
    // Writing register 0 into `ys` is only safe when `ys` cannot overwrite `x` still to be read.
    let overlaps = UnsafeRawPointer(yBase) < UnsafeRawPointer(xBase + count)
      && UnsafeRawPointer(xBase) < UnsafeRawPointer(yBase + count)
    workspace.reserve(registers: registerCount + (overlaps ? 1 : 0))
    let blockSize = EvaluationWorkspace.blockSize
    var start = 0
    while start < count {
      let n = Swift.min(blockSize, count - start)
      let output = overlaps ? workspace.block(registerCount) : yBase + start
      run(x: xBase + start, output: output, count: n, workspace: workspace)
      if overlaps { (yBase + start).update(from: output, count: n) }
      start += n
    }
  }

  /// Evaluates the expression at every value of `xs` (allocates the result and a workspace).
  public func evaluate(_ xs: [Double]) -> [Double] {
    var ys = [Double](repeating: 0, count: xs.count)
    let workspace = EvaluationWorkspace()
    xs.withUnsafeBufferPointer { input in
      ys.withUnsafeMutableBufferPointer { output in
        evaluate(input, into: output, workspace: workspace)
      }
    }
    return ys
  }

  @inline(__always)
  private func run(x: UnsafePointer<Double>, output: UnsafeMutablePointer<Double>, count n: Int, workspace: EvaluationWorkspace) {
    @inline(__always) func block(_ register: UInt8) -> UnsafeMutablePointer<Double> {
      register == 0 ? output : workspace.block(Int(register) - 1)
    }
    @inline(__always) func source(_ operand: Operand) -> BlockSource {
      switch operand {
      case .x: .vector(x)
      case .register(let r): .vector(UnsafePointer(block(r)))
      case .constant(let value): .scalar(value)
      }
    }
    // An index loop over the buffer: a `for … in` over the array boxes each instruction in an
    // unoptimised build, and the no-allocation guarantee should hold in every build.
    instructions.withUnsafeBufferPointer { code in
      var pc = 0
      while pc < code.count {
        switch code[pc] {
        case .unary(let operation, let destination, let operand):
          Kernels.unary(operation, block(destination), source(operand), n)
        case .binary(let operation, let destination, let lhs, let rhs):
          Kernels.binary(operation, block(destination), source(lhs), source(rhs), n)
        case .affine(let destination, let operand, let scale, let offset):
          Kernels.affine(block(destination), source(operand), scale, offset, n)
        case .axpy(let destination, let a, let b, let scale, let squared, let offset):
          Kernels.axpy(block(destination), source(a), source(b), scale, squared, offset, n)
        }
        pc += 1
      }
    }
  }
}

/// The inner loops of the batch VM: the C kernels of `CurveKernels.h`, one per operation and
/// operand shape, each computing element for element what ``Arithmetic`` computes.
enum Kernels {
  typealias Unary = (UnsafeMutablePointer<Double>?, UnsafePointer<Double>?, Int) -> Void

  @inline(__always)
  static func unary(_ operation: UnaryOperation, _ d: UnsafeMutablePointer<Double>, _ a: BlockSource, _ n: Int) {
    guard case .vector(let a) = a else {
      // Unreachable: the compiler folds constant operands. Kept total rather than trapping.
      if case .scalar(let s) = a { d.update(repeating: Arithmetic.apply(operation, s), count: n) }
      return
    }
    let kernel: Unary
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
    }
    kernel(d, a, n)
  }

  @inline(__always)
  static func binary(
    _ operation: BinaryOperation, _ d: UnsafeMutablePointer<Double>, _ a: BlockSource, _ b: BlockSource, _ n: Int
  ) {
    typealias VV = (UnsafeMutablePointer<Double>?, UnsafePointer<Double>?, UnsafePointer<Double>?, Int) -> Void
    typealias VS = (UnsafeMutablePointer<Double>?, UnsafePointer<Double>?, Double, Int) -> Void
    typealias SV = (UnsafeMutablePointer<Double>?, Double, UnsafePointer<Double>?, Int) -> Void
    let kernels: (VV, VS, SV)
    switch operation {
    case .add: kernels = (curve_add_vv, curve_add_vs, curve_add_sv)
    case .subtract: kernels = (curve_sub_vv, curve_sub_vs, curve_sub_sv)
    case .multiply: kernels = (curve_mul_vv, curve_mul_vs, curve_mul_sv)
    case .divide: kernels = (curve_div_vv, curve_div_vs, curve_div_sv)
    case .power: kernels = (curve_pow_vv, curve_pow_vs, curve_pow_sv)
    case .minimum: kernels = (curve_min_vv, curve_min_vs, curve_min_sv)
    case .maximum: kernels = (curve_max_vv, curve_max_vs, curve_max_sv)
    }
    switch (a, b) {
    case (.vector(let a), .vector(let b)): kernels.0(d, a, b, n)
    case (.vector(let a), .scalar(let s)): kernels.1(d, a, s, n)
    case (.scalar(let s), .vector(let b)): kernels.2(d, s, b, n)
    case (.scalar(let s), .scalar(let t)):
      // Unreachable: the compiler folds constant operands. Kept total rather than trapping.
      d.update(repeating: Arithmetic.apply(operation, s, t), count: n)
    }
  }

  @inline(__always)
  static func axpy(
    _ d: UnsafeMutablePointer<Double>, _ a: BlockSource, _ b: BlockSource, _ scale: Double, _ squared: Bool,
    _ offset: Double?, _ n: Int
  ) {
    guard case .vector(let a) = a, case .vector(let b) = b else {
      // Unreachable: the compiler fuses only vector operands. Kept total rather than trapping.
      let value: (BlockSource) -> Double = { if case .scalar(let s) = $0 { s } else { .nan } }
      d.update(repeating: Arithmetic.axpy(value(a), value(b), scale, squared: squared, offset: offset), count: n)
      return
    }
    curve_axpy(d, a, b, scale, squared ? 1 : 0, offset == nil ? 0 : 1, offset ?? 0, n)
  }

  @inline(__always)
  static func affine(_ d: UnsafeMutablePointer<Double>, _ a: BlockSource, _ scale: Double, _ offset: Double, _ n: Int) {
    switch a {
    case .vector(let a): curve_affine(d, a, scale, offset, n)
    case .scalar(let s): d.update(repeating: Arithmetic.affine(s, scale, offset), count: n)
    }
  }
}
