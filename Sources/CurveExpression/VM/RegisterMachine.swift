/// Registers and the operations on them: what runs a program. Each machine keeps its registers
/// its own way (one value each, or a block of values each) and computes in one ``Arithmetic``,
/// or through the C kernels; the instruction loop is ``CompiledExpression/run(_:)``, the same for
/// every machine.
protocol RegisterMachine {
  mutating func unary(_ operation: Instruction.UnaryOperation, _ destination: UInt8, _ operand: Operand)
  mutating func binary(_ operation: Instruction.BinaryOperation, _ destination: UInt8, _ lhs: Operand, _ rhs: Operand)
  mutating func affine(_ destination: UInt8, _ operand: Operand, scale: Double, offset: Double)
  mutating func axpy(_ destination: UInt8, _ a: Operand, _ b: Operand, scale: Double, squared: Bool, offset: Double?)
  mutating func compare(_ comparison: SyntaxTree.Comparison, _ destination: UInt8, _ lhs: Operand, _ rhs: Operand)
  mutating func select(_ destination: UInt8, _ condition: Operand, _ then: Operand, _ otherwise: Operand)
}

extension CompiledExpression {
  /// The instruction loop: every instruction of `program` once, in order, on `machine`.
  @inline(__always)
  func run<Machine: RegisterMachine>(_ program: Compiler.Code, on machine: inout Machine) {
    // An index loop over the buffer: a `for … in` over the array boxes each instruction in an
    // unoptimised build, and the no-allocation guarantee holds in every build.
    program.instructions.withUnsafeBufferPointer { code in
      var pc = 0
      while pc < code.count {
        switch code[pc] {
        case .unary(let operation, let destination, let operand):
          machine.unary(operation, destination, operand)
        case .binary(let operation, let destination, let lhs, let rhs):
          machine.binary(operation, destination, lhs, rhs)
        case .affine(let destination, let operand, let scale, let offset):
          machine.affine(destination, operand, scale: scale, offset: offset)
        case .axpy(let destination, let squared, let a, let b, let scale, let offset):
          machine.axpy(destination, a, b, scale: scale, squared: squared, offset: offset)
        case .compare(let comparison, let destination, let lhs, let rhs):
          machine.compare(comparison, destination, lhs, rhs)
        case .select(let destination, let condition, let then, let otherwise):
          machine.select(destination, condition, then, otherwise)
        }
        pc += 1
      }
    }
  }
}
