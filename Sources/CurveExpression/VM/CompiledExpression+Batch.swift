/// A source of values for one block: a vector (`x` or a register) or a scalar constant.
@usableFromInline
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
      if UnsafePointer(yBase) != xBase { yBase.update(from: xBase, count: count) }
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
        }
        pc += 1
      }
    }
  }
}

/// The inner loops of the batch VM: one specialised loop per operation and operand shape, each
/// calling the same ``Arithmetic`` function the scalar VM calls.
enum Kernels {
  @inline(__always)
  static func unary(_ operation: UnaryOperation, _ d: UnsafeMutablePointer<Double>, _ a: BlockSource, _ n: Int) {
    switch operation {
    case .negate: map(d, a, n) { Arithmetic.apply(.negate, $0) }
    case .sin: map(d, a, n) { Arithmetic.apply(.sin, $0) }
    case .cos: map(d, a, n) { Arithmetic.apply(.cos, $0) }
    case .exp: map(d, a, n) { Arithmetic.apply(.exp, $0) }
    case .log: map(d, a, n) { Arithmetic.apply(.log, $0) }
    case .abs: map(d, a, n) { Arithmetic.apply(.abs, $0) }
    case .sqrt: map(d, a, n) { Arithmetic.apply(.sqrt, $0) }
    }
  }

  @inline(__always)
  static func binary(
    _ operation: BinaryOperation, _ d: UnsafeMutablePointer<Double>, _ a: BlockSource, _ b: BlockSource, _ n: Int
  ) {
    switch operation {
    case .add: map(d, a, b, n) { Arithmetic.apply(.add, $0, $1) }
    case .subtract: map(d, a, b, n) { Arithmetic.apply(.subtract, $0, $1) }
    case .multiply: map(d, a, b, n) { Arithmetic.apply(.multiply, $0, $1) }
    case .divide: map(d, a, b, n) { Arithmetic.apply(.divide, $0, $1) }
    case .power: map(d, a, b, n) { Arithmetic.apply(.power, $0, $1) }
    case .minimum: map(d, a, b, n) { Arithmetic.apply(.minimum, $0, $1) }
    case .maximum: map(d, a, b, n) { Arithmetic.apply(.maximum, $0, $1) }
    }
  }

  @inline(__always)
  static func map(_ d: UnsafeMutablePointer<Double>, _ a: BlockSource, _ n: Int, _ f: (Double) -> Double) {
    switch a {
    case .vector(let a): for i in 0..<n { d[i] = f(a[i]) }
    case .scalar(let s):
      let value = f(s)
      for i in 0..<n { d[i] = value }
    }
  }

  @inline(__always)
  static func map(
    _ d: UnsafeMutablePointer<Double>, _ a: BlockSource, _ b: BlockSource, _ n: Int, _ f: (Double, Double) -> Double
  ) {
    switch (a, b) {
    case (.vector(let a), .vector(let b)): for i in 0..<n { d[i] = f(a[i], b[i]) }
    case (.vector(let a), .scalar(let s)): for i in 0..<n { d[i] = f(a[i], s) }
    case (.scalar(let s), .vector(let b)): for i in 0..<n { d[i] = f(s, b[i]) }
    case (.scalar(let s), .scalar(let t)):
      let value = f(s, t)
      for i in 0..<n { d[i] = value }
    }
  }
}
