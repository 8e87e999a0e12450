/// Operations of one operand.
enum UnaryOperation: UInt8, Sendable {
  case negate, sin, cos, exp, log, abs, sqrt
}

/// Operations of two operands.
enum BinaryOperation: UInt8, Sendable {
  case add, subtract, multiply, divide, power, minimum, maximum
}

/// Where an instruction reads a value from.
enum Operand: Sendable, Equatable {
  /// The variable: in the batch VM, the current block of the input.
  case x
  /// A vector register (in the batch VM, a block of values; in the scalar VM, one value).
  case register(UInt8)
  /// A constant (a literal, `pi`, `e`, a parameter, or anything folded from them).
  case constant(Double)
}

/// One instruction of the register machine. See `Documentation.docc/Bytecode.md`.
enum Instruction: Sendable {
  case unary(UnaryOperation, destination: UInt8, operand: Operand)
  case binary(BinaryOperation, destination: UInt8, lhs: Operand, rhs: Operand)
}
