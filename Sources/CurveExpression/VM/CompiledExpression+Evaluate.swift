internal import _CurveKernels

extension CompiledExpression {
  /// The value of the expression at `x`.
  ///
  /// Bit-identical to the batch VM at the same `x`. Allocates nothing: the registers (as many
  /// as the program uses, at most 128 doubles) live in a temporary allocation on the stack.
  @inline(never)
  public func evaluate(at x: Double) -> Double {
    value(at: x, in: DoubleArithmetic.self)
  }

  /// The value of a program in `x` and `y` (a relation's side) at the point `(x, y)`: the point
  /// machine in doubles, as ``enclosure(x:y:)`` is in intervals.
  package func evaluate(x: Double, y: Double) -> Double {
    value(at: x, y: y, in: DoubleArithmetic.self)
  }

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
    let program = doubles
    switch program.result {
    case .constant(let value):
      yBase.update(repeating: value, count: count)
      return
    case .enclosed:
      yBase.update(repeating: onlyInEnclosureProgram(.nan), count: count)
      return
    case .x:
      curve_copy(yBase, xBase, count)
      return
    case .y:
      yBase.update(repeating: withoutSecondVariable(.nan), count: count)
      return
    case .register: break
    }
    // Writing register 0 into `ys` is only safe when `ys` cannot overwrite `x` still to be read;
    // otherwise register 0 is the workspace block after the others, copied out.
    let overlaps = UnsafeRawPointer(yBase) < UnsafeRawPointer(xBase + count)
      && UnsafeRawPointer(xBase) < UnsafeRawPointer(yBase + count)
    workspace.registers.reserve(program.registerCount + (overlaps ? 1 : 0))
    var start = 0
    while start < count {
      let n = Swift.min(EvaluationWorkspace.blockSize, count - start)
      let output = overlaps ? workspace.block(program.registerCount) : yBase + start
      var machine = KernelMachine(output: output, workspace: workspace, x: xBase + start, count: n)
      run(program, on: &machine)
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
}
