/// One instruction of the register machine (the bytecode's side; the parser's side is
/// `SyntaxTree.Node`). See `Documentation.docc/Bytecode.md`.
enum Instruction: Sendable {
  case unary(UnaryOperation, destination: UInt8, operand: Operand)
  case binary(BinaryOperation, destination: UInt8, lhs: Operand, rhs: Operand)
  /// `(operand * scale) + offset`, rounded after each step: a fused `a*s ± t` (one pass over
  /// the block instead of two, the same bits).
  case affine(destination: UInt8, operand: Operand, scale: Double, offset: Double)
  /// `(a + (b′ * scale)) + offset`, where `b′` is `b * b` when `squared` and the offset is added
  /// only when present; rounded after each step. Fuses `a ± v*s`, `(a ± b) ± t` and `a ± v^2*s`:
  /// two or three passes become one, with the same bits. `squared` comes second, beside
  /// `destination`: laid out last it made the instruction 65 bytes, which wasm copies with
  /// `memory.copy` (a call out of the code V8 compiles) where 57 bytes are eight plain stores.
  case axpy(destination: UInt8, squared: Bool, a: Operand, b: Operand, scale: Double, offset: Double?)
  /// 1 where `lhs` and `rhs` compare so, else 0 (also where either is NaN): a piecewise's condition.
  case compare(SyntaxTree.Comparison, destination: UInt8, lhs: Operand, rhs: Operand)
  /// `then` where `condition` (a comparison's 1 or 0) is 1, else `otherwise`.
  case select(destination: UInt8, condition: Operand, then: Operand, otherwise: Operand)

  /// An operation of one operand, as the VMs run it.
  enum UnaryOperation: UInt8, Sendable {
    case negate, sin, cos, exp, log, abs, sqrt
    /// `a ^ 2` and `a ^ 3` with a literal exponent: what `pow` gives for them (`curve_pow`
    /// computes these two powers as `a * a` and as the cube of an exact square).
    case square, cube
    /// The math-plot language's functions of one argument.
    case tan, atan, floor, ceil, round, sign, log2, log10, cbrt, sinh, cosh, tanh, asin, acos, asinh, acosh, atanh, cot, sec, csc
    /// Γ(a), and Γ(a + 1) with a + 1 rounded first (math plots' `gamma` and `factorial`).
    case gamma, factorial

    /// The base of `log2` and `log10` (2, 10), whose rules are log's over ln b; nil for any other.
    var logarithmBase: Double? {
      switch self {
      case .log2: 2
      case .log10: 10
      default: nil
      }
    }
  }

  /// An operation of two operands, as the VMs run it.
  enum BinaryOperation: UInt8, Sendable {
    case add, subtract, multiply, divide, power, minimum, maximum
    /// `mod(a, b)`, `atan2(a, b)`, `hypot(a, b)` and `log(b, x)`, of the math-plot language.
    case modulo, arcTangent2, hypotenuse, logarithmBase
  }
}

/// Where an instruction reads a value from.
enum Operand: Sendable, Equatable {
  /// The variable.
  case x
  /// The second variable of a relation: only the point machine runs a program that reads it.
  case y
  /// A register (one value, or a block of values, as the machine keeps them).
  case register(UInt8)
  /// A constant (a literal, `pi`, `e`, a parameter, or anything folded from them). In the
  /// enclosure program, a constant that is exactly this double.
  case constant(Double)
  /// A constant of the enclosure program that is no double (`0.1`, `pi`, `sqrt(2)`): its index
  /// in the program's ``Compiler/Code/constants``.
  case enclosed(UInt16)
}

/// A constant of the enclosure program that is no double: an enclosure of the real number, a
/// ball holding it more tightly (for the refinement at points), and the double the double
/// program folds the same constant to.
struct EnclosedConstant: Sendable {
  var value: Double
  var enclosure: Enclosure
  var ball: PreciseBall

  init(value: Double, enclosure: Enclosure, ball: PreciseBall) {
    (self.value, self.enclosure, self.ball) = (value, enclosure, ball)
  }

  /// A constant that is exactly `value`.
  init(value: Double) {
    self.init(value: value, enclosure: Enclosure(constant: value), ball: PreciseBall(Enclosure(constant: value)))
  }
}

/// What a batch machine reads for `y`, which only the point machine has: a relation's program is
/// never given to one (asserted in debug builds), and elsewhere NaN is "no value".
@inline(__always)
func withoutSecondVariable<T>(_ noValue: T) -> T {
  assertionFailure("a program in x and y runs in the point machine only")
  return noValue
}

/// What the double machine reads for an enclosed constant, which only the enclosure program has:
/// the kernels run the double program alone (asserted in debug builds).
@inline(__always)
func onlyInEnclosureProgram<T>(_ noValue: T) -> T {
  assertionFailure("an enclosed constant belongs to the enclosure program")
  return noValue
}
