/// Compiles a ``SyntaxTree`` into register-machine code in one pass over its post-order nodes.
///
/// - **Folding**: a node whose operands are all constants is evaluated now, with the very
///   functions the VMs use (``Arithmetic``), so it has the bits it would have at run time. Nothing
///   else is rewritten: no `x + 0 → x` (that turns `-0` into `+0`), no reassociation.
/// - **Registers** are a stack: a node's operands are the most recent values not yet used, so
///   freeing them and taking the lowest free register is optimal, and the root lands in
///   register 0, which the batch VM maps onto the output.
/// - **`a ^ 2` stays `pow(a, 2)`**: glibc's `pow` is not correctly rounded (0.52 ulp), and
///   `pow(3.3373429683900933e-106, 2)` is one ulp away from `a * a`. (C compilers rewrite a
///   literal `pow(x, 2.0)` to `x * x`, which hides this in naive experiments.)
enum Compiler {
  struct Output {
    var instructions: [Instruction]
    var result: Operand
    var registerCount: Int
  }

  static func compile(_ tree: SyntaxTree) throws(ExpressionError) -> Output {
    var values = [Operand](repeating: .x, count: tree.nodes.count)
    var instructions: [Instruction] = []
    instructions.reserveCapacity(tree.nodes.count)
    var live = 0  // registers in use: 0..<live
    var highWater = 0

    func release(_ operand: Operand) {
      if case .register = operand { live -= 1 }
    }
    func allocate(at index: Int) throws(ExpressionError) -> UInt8 {
      guard live < ExpressionLimits.maximumRegisters else {
        throw ExpressionError(.tooComplex, at: tree.ranges[index])
      }
      defer {
        live += 1
        highWater = max(highWater, live)
      }
      return UInt8(live)
    }

    for (index, node) in tree.nodes.enumerated() {
      switch node {
      case .number(let value):
        values[index] = .constant(value)
      case .constant(let constant):
        values[index] = .constant(constant.value)
      case .parameter(let position):
        values[index] = .constant(tree.parameters.values[position])
      case .variable:
        values[index] = .x
      case .unary(let op, let child):
        let operand = values[child]
        let operation = unaryOperation(op)
        if case .constant(let a) = operand {
          values[index] = .constant(Arithmetic.apply(operation, a))
          continue
        }
        release(operand)
        let destination = try allocate(at: index)
        instructions.append(.unary(operation, destination: destination, operand: operand))
        values[index] = .register(destination)
      case .binary(let op, let left, let right):
        let lhs = values[left]
        let rhs = values[right]
        let operation = binaryOperation(op)
        if case .constant(let a) = lhs, case .constant(let b) = rhs {
          values[index] = .constant(Arithmetic.apply(operation, a, b))
          continue
        }
        release(rhs)
        release(lhs)
        let destination = try allocate(at: index)
        instructions.append(.binary(operation, destination: destination, lhs: lhs, rhs: rhs))
        values[index] = .register(destination)
      }
    }
    return Output(instructions: instructions, result: values[tree.root], registerCount: highWater)
  }

  private static func unaryOperation(_ op: SyntaxTree.UnaryOperator) -> UnaryOperation {
    switch op {
    case .negate: .negate
    case .function(.sin): .sin
    case .function(.cos): .cos
    case .function(.exp): .exp
    case .function(.log): .log
    case .function(.abs): .abs
    case .function(.sqrt): .sqrt
    }
  }

  private static func binaryOperation(_ op: SyntaxTree.BinaryOperator) -> BinaryOperation {
    switch op {
    case .add: .add
    case .subtract: .subtract
    case .multiply: .multiply
    case .divide: .divide
    case .power: .power
    case .minimum: .minimum
    case .maximum: .maximum
    }
  }
}
