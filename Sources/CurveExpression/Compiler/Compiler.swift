/// Compiles a ``SyntaxTree`` into register-machine code in one pass over its post-order nodes.
///
/// - **Two programs**: the double program, whose constants are the doubles the expression's
///   literals round to (what `evaluate` runs), and the enclosure program, whose constants
///   enclose the real numbers the expression denotes (what every certified path runs): a literal
///   is its exact decimal value, `pi` and `e` are π and e. Where a constant of the enclosure
///   program is no double it is an ``EnclosedConstant``; elsewhere the two programs agree.
/// - **Folding**: a node whose operands are all constants is evaluated now, with the very
///   functions the VMs use (``Arithmetic``): in doubles, so it has the bits it would have at run
///   time, and for the enclosure program also in interval and ball arithmetic, so it stays a
///   proof.
///   Nothing else is rewritten: no `x + 0 → x` (that turns `-0` into `+0`), no reassociation.
/// - **Registers** are a stack: a node's operands are the most recent values not yet used, so
///   freeing them and taking the lowest free register is optimal, and the root lands in
///   register 0, which the batch VM maps onto the output.
/// - **Affine fusion**: `v*s ± t` and `t ± v*s` (v a vector, s and t constants) become one
///   `affine` instruction, rounded after the product and after the sum exactly as written
///   (`v*s - t` is `v*s + (-t)` and `t - v*s` is `v*(-s) + t`, both exact identities in IEEE).
/// - **Powers 2 and 3**: `a ^ 2` and `a ^ 3` with a literal exponent become `square` and `cube`,
///   the very values `curve_pow` gives for those exponents (`a * a`, and the cube of an exact
///   square), without its dispatch.
enum Compiler {
  /// A compiled program.
  struct Code: Sendable {
    var instructions: [Instruction]
    var result: Operand
    var registerCount: Int
    /// What the ``Operand/enclosed(_:)`` operands name (none in the double program).
    var constants: [EnclosedConstant]
  }

  /// Which constants a program computes with.
  enum Constants {
    /// The doubles the literals round to, folded in doubles.
    case doubles
    /// Enclosures of the real numbers, folded in interval arithmetic.
    case enclosures
  }

  static func compile(_ tree: SyntaxTree, constants: Constants) throws(ExpressionError) -> Code {
    // What each node became, on the stack: at most one node per character of a 512-character text.
    try withUnsafeTemporaryAllocation(of: Operand.self, capacity: tree.nodes.count) { (values) throws(ExpressionError) in
      values.initialize(repeating: .x)
      return try compile(tree, values: values, constants: constants)
    }
  }

  private static func compile(
    _ tree: SyntaxTree, values: UnsafeMutableBufferPointer<Operand>, constants mode: Constants
  ) throws(ExpressionError) -> Code {
    var instructions: [Instruction] = []
    instructions.reserveCapacity(tree.nodes.count)
    var live = 0  // registers in use: 0..<live
    var highWater = 0
    var pool: [EnclosedConstant] = []

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
    /// A constant: its double, and in the enclosure program its enclosure and ball (an
    /// immediate where the enclosure is the double itself).
    func constant(_ value: Double, _ enclosure: @autoclosure () -> Enclosure, _ ball: @autoclosure () -> PreciseBall) -> Operand {
      guard mode == .enclosures else { return .constant(value) }
      let enclosed = enclosure()
      if enclosed == Enclosure(constant: value) { return .constant(value) }
      pool.append(EnclosedConstant(value: value, enclosure: enclosed, ball: ball()))
      return .enclosed(UInt16(pool.count - 1))
    }
    func folded(_ operand: Operand) -> EnclosedConstant? {
      switch operand {
      case .constant(let value): EnclosedConstant(value: value)
      case .enclosed(let index): pool[Int(index)]
      case .x, .y, .register: nil
      }
    }

    let parameterValues = tree.parameters.values
    let nodes = tree.nodes
    for index in nodes.indices {
      switch nodes[index] {
      case .number(let position):
        let literal = tree.literals[position]
        values[index] = constant(literal.value, Enclosure(literal: literal.value, literal.rounding), literal.ball)
      case .constant(let named):
        values[index] = constant(named.value, named.enclosure, named.ball)
      case .parameter(let position):
        // A parameter is the double it was given as.
        values[index] = .constant(parameterValues[position])
      case .variable:
        values[index] = .x
      case .secondVariable:
        values[index] = .y
      case .unary(let op, let child):
        let operand = values[child]
        let operation = unaryOperation(op)
        if let a = folded(operand) {
          values[index] = constant(
            DoubleArithmetic.apply(operation, a.value), EnclosureArithmetic.apply(operation, a.enclosure),
            PreciseArithmetic.apply(operation, a.ball))
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
        if let a = folded(lhs), let b = folded(rhs) {
          values[index] = constant(
            DoubleArithmetic.apply(operation, a.value, b.value), EnclosureArithmetic.apply(operation, a.enclosure, b.enclosure),
            PreciseArithmetic.apply(operation, a.ball, b.ball))
          continue
        }
        release(rhs)
        release(lhs)
        let destination = try allocate(at: index)
        if let fused = fuseAffine(operation, lhs, rhs, after: instructions.last) {
          instructions[instructions.count - 1] = fused
        } else if let fused = fuseAxpy(operation, lhs, rhs, destination, &instructions) {
          instructions.append(fused)
        } else if let fused = fuseOffset(operation, lhs, rhs, after: instructions.last) {
          instructions[instructions.count - 1] = fused
        } else if operation == .power, rhs == .constant(2) || rhs == .constant(3) {
          let power: Instruction.UnaryOperation = rhs == .constant(2) ? .square : .cube
          instructions.append(.unary(power, destination: destination, operand: lhs))
        } else {
          instructions.append(.binary(operation, destination: destination, lhs: lhs, rhs: rhs))
        }
        values[index] = .register(destination)
      case .implied(let value):
        values[index] = .constant(value)
      case .comparison(let comparison, let left, let right):
        let (lhs, rhs) = (values[left], values[right])
        if let a = folded(lhs), let b = folded(rhs) {
          values[index] = constant(
            DoubleArithmetic.compare(comparison, a.value, b.value), EnclosureArithmetic.compare(comparison, a.enclosure, b.enclosure),
            PreciseArithmetic.compare(comparison, a.ball, b.ball))
          continue
        }
        release(rhs)
        release(lhs)
        let destination = try allocate(at: index)
        instructions.append(.compare(comparison, destination: destination, lhs: lhs, rhs: rhs))
        values[index] = .register(destination)
      case .select(let condition, let then, let otherwise):
        let (c, a, b) = (values[condition], values[then], values[otherwise])
        if let c = folded(c), let a = folded(a), let b = folded(b) {
          values[index] = constant(
            DoubleArithmetic.select(c.value, a.value, b.value), EnclosureArithmetic.select(c.enclosure, a.enclosure, b.enclosure),
            PreciseArithmetic.select(c.ball, a.ball, b.ball))
          continue
        }
        // All three are released (registers are a stack: whatever order they were computed in,
        // the lowest of them is the first free one after).
        release(b)
        release(a)
        release(c)
        let destination = try allocate(at: index)
        instructions.append(.select(destination: destination, condition: c, then: a, otherwise: b))
        values[index] = .register(destination)
      }
    }
    assert(highWater <= ExpressionLimits.maximumRegisters, "more registers than the limit checked above")
    // Held as long as the program lives: no more storage than the instructions use.
    if instructions.capacity > instructions.count { instructions = Array(instructions[...]) }
    return Code(instructions: instructions, result: values[tree.root], registerCount: highWater, constants: pool)
  }

  /// `v*s ± t` or `t ± v*s`, where the product is the instruction just emitted: that product
  /// as one `affine`. Its register is the destination the sum takes (registers are a stack).
  private static func fuseAffine(
    _ operation: Instruction.BinaryOperation, _ lhs: Operand, _ rhs: Operand, after last: Instruction?
  ) -> Instruction? {
    guard operation == .add || operation == .subtract,
      case .binary(.multiply, let product, let left, let right)? = last
    else { return nil }
    let (vector, scale): (Operand, Double)
    switch (left, right) {
    case (.constant(let s), let v), (let v, .constant(let s)): (vector, scale) = (v, s)
    default: return nil
    }
    switch (lhs, rhs) {
    case (.register(product), .constant(let t)):  // v*s + t, v*s - t
      return .affine(destination: product, operand: vector, scale: scale, offset: operation == .add ? t : -t)
    case (.constant(let t), .register(product)):  // t + v*s, t - v*s
      return .affine(destination: product, operand: vector, scale: operation == .add ? scale : -scale, offset: t)
    default:
      return nil
    }
  }

  /// `a + v*s`, `v*s + a` or `a - v*s` (a and v vectors), where the product is the instruction
  /// just emitted: removes it (and a `square` of v emitted just before it) and
  /// returns one `axpy`. `a - v*s` is `a + v*(-s)`, an exact identity.
  private static func fuseAxpy(
    _ operation: Instruction.BinaryOperation, _ lhs: Operand, _ rhs: Operand, _ destination: UInt8,
    _ instructions: inout [Instruction]
  ) -> Instruction? {
    guard operation == .add || operation == .subtract,
      case .binary(.multiply, let product, let left, let right)? = instructions.last
    else { return nil }
    var (vector, scale): (Operand, Double)
    switch (left, right) {
    case (.constant(let s), let v), (let v, .constant(let s)): (vector, scale) = (v, s)
    default: return nil
    }
    let other: Operand
    switch (lhs, rhs) {
    case (.register(product), let a) where operation == .add: other = a
    case (let a, .register(product)): other = a
    default: return nil
    }
    guard other != .register(product), !isConstant(other) else { return nil }
    if operation == .subtract { scale = -scale }
    instructions.removeLast()
    var squared = false
    if case .register(let q) = vector, case .unary(.square, q, let base)? = instructions.last {
      instructions.removeLast()
      (vector, squared) = (base, true)
    }
    return .axpy(destination: destination, squared: squared, a: other, b: vector, scale: scale, offset: nil)
  }

  /// `p ± t` or `t + p` (t a constant), where p is the `a ± b` (vectors) or offset-free `axpy`
  /// just emitted: one `axpy` with the offset. `a + b` is `a + b*1` and `a - b` is `a + b*(-1)`,
  /// exact identities (including signed zeros and NaN).
  private static func fuseOffset(_ operation: Instruction.BinaryOperation, _ lhs: Operand, _ rhs: Operand, after last: Instruction?) -> Instruction? {
    guard operation == .add || operation == .subtract, let last else { return nil }
    let produced: UInt8
    let t: Double
    switch (lhs, rhs) {
    case (.register(let p), .constant(let c)): (produced, t) = (p, operation == .add ? c : -c)
    case (.constant(let c), .register(let p)) where operation == .add: (produced, t) = (p, c)
    default: return nil
    }
    switch last {
    case .binary(let op, produced, let a, let b) where (op == .add || op == .subtract) && !isConstant(a) && !isConstant(b):
      return .axpy(destination: produced, squared: false, a: a, b: b, scale: op == .add ? 1 : -1, offset: t)
    case .axpy(produced, let squared, let a, let b, let scale, nil):
      return .axpy(destination: produced, squared: squared, a: a, b: b, scale: scale, offset: t)
    default:
      return nil
    }
  }

  private static func isConstant(_ operand: Operand) -> Bool {
    if case .constant = operand { return true }
    return false
  }

  private static func unaryOperation(_ op: SyntaxTree.UnaryOperator) -> Instruction.UnaryOperation {
    switch op {
    case .negate: .negate
    case .function(.sin): .sin
    case .function(.cos): .cos
    case .function(.exp): .exp
    case .function(.log): .log
    case .function(.abs): .abs
    case .function(.sqrt): .sqrt
    case .function(.tan): .tan
    case .function(.atan): .atan
    case .function(.floor): .floor
    case .function(.ceil): .ceil
    case .function(.round): .round
    case .function(.sign): .sign
    case .function(.log2): .log2
    case .function(.log10): .log10
    case .function(.cbrt): .cbrt
    case .function(.sinh): .sinh
    case .function(.cosh): .cosh
    case .function(.tanh): .tanh
    case .function(.asin): .asin
    case .function(.acos): .acos
    case .function(.asinh): .asinh
    case .function(.acosh): .acosh
    case .function(.atanh): .atanh
    case .function(.cot): .cot
    case .function(.sec): .sec
    case .function(.csc): .csc
    case .function(.gamma): .gamma
    case .function(.factorial): .factorial
    }
  }

  private static func binaryOperation(_ op: SyntaxTree.BinaryOperator) -> Instruction.BinaryOperation {
    switch op {
    case .add: .add
    case .subtract: .subtract
    case .multiply: .multiply
    case .divide: .divide
    case .power: .power
    case .minimum: .minimum
    case .maximum: .maximum
    case .modulo: .modulo
    case .arcTangent2: .arcTangent2
    case .hypotenuse: .hypotenuse
    case .logarithmBase: .logarithmBase
    }
  }
}
