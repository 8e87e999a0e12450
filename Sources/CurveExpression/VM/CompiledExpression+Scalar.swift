extension CompiledExpression {
  /// The value of the expression at `x`.
  ///
  /// Bit-identical to the batch VM at the same `x`. Allocates nothing: the registers (as many
  /// as the program uses, at most 128 doubles) live in a temporary allocation on the stack.
  @inline(never)
  public func evaluate(at x: Double) -> Double {
    switch result {
    case .constant(let value): return value
    case .x: return x
    case .register: break
    }
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: Swift.max(1, registerCount)) { registers in
      @inline(__always) func read(_ operand: Operand) -> Double {
        switch operand {
        case .x: x
        case .register(let r): registers[Int(r)]
        case .constant(let value): value
        }
      }
      instructions.withUnsafeBufferPointer { code in
        var pc = 0  // an index loop: see the batch VM
        while pc < code.count {
          switch code[pc] {
          case .unary(let operation, let destination, let operand):
            registers[Int(destination)] = Arithmetic.apply(operation, read(operand))
          case .binary(let operation, let destination, let lhs, let rhs):
            registers[Int(destination)] = Arithmetic.apply(operation, read(lhs), read(rhs))
          case .affine(let destination, let operand, let scale, let offset):
            registers[Int(destination)] = Arithmetic.affine(read(operand), scale, offset)
          case .axpy(let destination, let a, let b, let scale, let squared, let offset):
            registers[Int(destination)] = Arithmetic.axpy(read(a), read(b), scale, squared: squared, offset: offset)
          }
          pc += 1
        }
      }
      return registers[0]
    }
  }
}
