/// A machine with a block of values a register: the expression over a block of inputs, element
/// by element, in any ``Arithmetic`` (the batch of doubles has its own machine over the C
/// kernels, ``KernelMachine``).
struct BlockMachine<A: Arithmetic>: RegisterMachine {
  /// The block of register 0: the caller's output.
  let output: UnsafeMutablePointer<A.Value>
  let workspace: RegisterFile<A.Value>
  /// The block of the variable.
  let x: UnsafePointer<A.Value>
  let count: Int
  /// The program's enclosed constants.
  let constants: UnsafeBufferPointer<EnclosedConstant>

  @inline(__always)
  func block(_ register: UInt8) -> UnsafeMutablePointer<A.Value> {
    register == 0 ? output : workspace.block(Int(register) - 1)
  }

  @inline(__always)
  func read(_ operand: Operand, _ i: Int) -> A.Value {
    switch operand {
    case .x: x[i]
    case .y: withoutSecondVariable(A.constant(.nan))
    case .register(let r): block(r)[i]
    case .constant(let value): A.constant(value)
    case .enclosed(let index): A.constant(constants[Int(index)])
    }
  }

  @inline(__always)
  func unary(_ operation: Instruction.UnaryOperation, _ destination: UInt8, _ operand: Operand) {
    let d = block(destination)
    for i in 0..<count { d[i] = A.apply(operation, read(operand, i)) }
  }

  @inline(__always)
  func binary(_ operation: Instruction.BinaryOperation, _ destination: UInt8, _ lhs: Operand, _ rhs: Operand) {
    let d = block(destination)
    for i in 0..<count { d[i] = A.apply(operation, read(lhs, i), read(rhs, i)) }
  }

  @inline(__always)
  func affine(_ destination: UInt8, _ operand: Operand, scale: Double, offset: Double) {
    let d = block(destination)
    for i in 0..<count { d[i] = A.affine(read(operand, i), scale, offset) }
  }

  @inline(__always)
  func axpy(_ destination: UInt8, _ a: Operand, _ b: Operand, scale: Double, squared: Bool, offset: Double?) {
    let d = block(destination)
    for i in 0..<count { d[i] = A.axpy(read(a, i), read(b, i), scale, squared: squared, offset: offset) }
  }

  @inline(__always)
  func compare(_ comparison: SyntaxTree.Comparison, _ destination: UInt8, _ lhs: Operand, _ rhs: Operand) {
    let d = block(destination)
    for i in 0..<count { d[i] = A.compare(comparison, read(lhs, i), read(rhs, i)) }
  }

  @inline(__always)
  func select(_ destination: UInt8, _ condition: Operand, _ then: Operand, _ otherwise: Operand) {
    let d = block(destination)
    for i in 0..<count { d[i] = A.select(read(condition, i), read(then, i), read(otherwise, i)) }
  }
}

extension CompiledExpression {
  /// The program over each input of `x` in the arithmetic `A`, into `output`, a block of the
  /// workspace's size at a time. Allocates only when `workspace` must grow.
  @inline(__always)
  func values<A: Arithmetic>(
    _ x: UnsafeBufferPointer<A.Value>, into output: UnsafeMutableBufferPointer<A.Value>,
    workspace: RegisterFile<A.Value>, in _: A.Type
  ) {
    let count = Swift.min(x.count, output.count)
    guard count > 0, let xBase = x.baseAddress, let outBase = output.baseAddress else { return }
    let program = code(for: A.self)
    switch program.result {
    case .constant(let value):
      outBase.update(repeating: A.constant(value), count: count)
      return
    case .enclosed(let index):
      outBase.update(repeating: A.constant(program.constants[Int(index)]), count: count)
      return
    case .x:
      outBase.update(from: xBase, count: count)
      return
    case .y:
      outBase.update(repeating: withoutSecondVariable(A.constant(.nan)), count: count)
      return
    case .register: break
    }
    workspace.reserve(program.registerCount)
    program.constants.withUnsafeBufferPointer { constants in
      var start = 0
      while start < count {
        let n = Swift.min(workspace.blockSize, count - start)
        var machine = BlockMachine<A>(output: outBase + start, workspace: workspace, x: xBase + start, count: n, constants: constants)
        run(program, on: &machine)
        start += n
      }
    }
  }
}
