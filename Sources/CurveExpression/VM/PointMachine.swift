/// A machine with one value a register: the expression at one point, in any ``Arithmetic``.
struct PointMachine<A: Arithmetic>: RegisterMachine {
  let registers: UnsafeMutablePointer<A.Value>
  let x: A.Value
  let y: A.Value
  /// The program's enclosed constants.
  let constants: UnsafeBufferPointer<EnclosedConstant>

  @inline(__always)
  func read(_ operand: Operand) -> A.Value {
    switch operand {
    case .x: x
    case .y: y
    case .register(let r): registers[Int(r)]
    case .constant(let value): A.constant(value)
    case .enclosed(let index): A.constant(constants[Int(index)])
    }
  }

  @inline(__always)
  func unary(_ operation: Instruction.UnaryOperation, _ destination: UInt8, _ operand: Operand) {
    registers[Int(destination)] = A.apply(operation, read(operand))
  }

  @inline(__always)
  func binary(_ operation: Instruction.BinaryOperation, _ destination: UInt8, _ lhs: Operand, _ rhs: Operand) {
    registers[Int(destination)] = A.apply(operation, read(lhs), read(rhs))
  }

  @inline(__always)
  func affine(_ destination: UInt8, _ operand: Operand, scale: Double, offset: Double) {
    registers[Int(destination)] = A.affine(read(operand), scale, offset)
  }

  @inline(__always)
  func axpy(_ destination: UInt8, _ a: Operand, _ b: Operand, scale: Double, squared: Bool, offset: Double?) {
    registers[Int(destination)] = A.axpy(read(a), read(b), scale, squared: squared, offset: offset)
  }

  @inline(__always)
  func compare(_ comparison: SyntaxTree.Comparison, _ destination: UInt8, _ lhs: Operand, _ rhs: Operand) {
    registers[Int(destination)] = A.compare(comparison, read(lhs), read(rhs))
  }

  @inline(__always)
  func select(_ destination: UInt8, _ condition: Operand, _ then: Operand, _ otherwise: Operand) {
    registers[Int(destination)] = A.select(read(condition), read(then), read(otherwise))
  }
}

extension CompiledExpression {
  /// The program's value at one point `x` in the arithmetic `A`; the registers (as many as the
  /// program uses, at most 128) live on the stack.
  @inline(__always)
  func value<A: Arithmetic>(at x: A.Value, in _: A.Type) -> A.Value {
    value(at: x, y: A.constant(.nan), in: A.self)
  }

  /// The program's value at one point `(x, y)` of a relation in the arithmetic `A` (which
  /// picks the program: ``code(for:)``).
  @inline(__always)
  func value<A: Arithmetic>(at x: A.Value, y: A.Value, in _: A.Type) -> A.Value {
    let program = code(for: A.self)
    switch program.result {
    case .constant(let value): return A.constant(value)
    case .enclosed(let index): return A.constant(program.constants[Int(index)])
    case .x: return x
    case .y: return y
    case .register: break
    }
    let count = Swift.max(1, program.registerCount)
    // Up to 1 KB on the stack, as the standard library would; beyond, on the heap, allocated
    // here: withUnsafeTemporaryAllocation's own heap fallback corrupted the stack in a release
    // build of Swift 6.3.1 with 208-byte values (SingularityBound, 5 registers).
    guard MemoryLayout<A.Value>.stride * count > 1024 else {
      return withUnsafeTemporaryAllocation(of: A.Value.self, capacity: count) { registers in
        guard let base = registers.baseAddress else { return A.constant(.nan) }
        return run(program, x: x, y: y, registers: base, count: count, in: A.self)
      }
    }
    let heap = UnsafeMutablePointer<A.Value>.allocate(capacity: count)
    defer { heap.deallocate() }
    return run(program, x: x, y: y, registers: heap, count: count, in: A.self)
  }

  /// Runs `program` at (x, y) on `count` uninitialised registers.
  @inline(__always)
  private func run<A: Arithmetic>(
    _ program: Compiler.Code, x: A.Value, y: A.Value, registers base: UnsafeMutablePointer<A.Value>, count: Int, in _: A.Type
  ) -> A.Value {
    // Every register is written before it is read: a register is read only after the
    // instruction that owns it ran. A value that holds a reference (a Taylor series' array)
    // is assigned, which releases the old one, so its registers start initialised.
    let trivial = _isPOD(A.Value.self)
    if !trivial { base.initialize(repeating: A.constant(.nan), count: count) }
    defer { if !trivial { base.deinitialize(count: count) } }
    return program.constants.withUnsafeBufferPointer { constants in
      var machine = PointMachine<A>(registers: base, x: x, y: y, constants: constants)
      run(program, on: &machine)
      return base[0]
    }
  }
}
