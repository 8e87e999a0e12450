extension CompiledExpression {
  /// Whether the real function is continuous and defined for every real `x`, by the enclosure
  /// program's instructions alone: it uses only operations that are (`+ − ×`, `sin cos exp abs
  /// atan cbrt sinh cosh tanh asinh min max hypot`, a power with a constant non-negative integer exponent or a constant positive base,
  /// a division by a constant that is not 0: `1/sin(pi)` divides by 0). Such a curve needs no
  /// search for breaks.
  package var isContinuousEverywhere: Bool {
    let program = enclosures
    /// The enclosure of a constant operand.
    func constant(_ operand: Operand) -> Enclosure? {
      switch operand {
      case .constant(let value): Enclosure(constant: value)
      case .enclosed(let index): program.constants[Int(index)].enclosure
      case .x, .y, .register: nil
      }
    }
    // A constant that may have no real value (`1/sin(pi)`) may break anything it reaches.
    if let c = constant(program.result), !c.isContinuous { return false }
    if program.constants.contains(where: { !$0.enclosure.isContinuous }) { return false }
    for instruction in program.instructions {
      switch instruction {
      case .unary(let operation, _, _):
        switch operation {
        case .log, .sqrt, .tan, .floor, .ceil, .round, .sign, .log2, .log10, .asin, .acos, .acosh, .atanh, .cot, .sec, .csc, .gamma, .factorial: return false
        case .negate, .sin, .cos, .exp, .abs, .square, .cube, .atan, .cbrt, .sinh, .cosh, .tanh, .asinh: continue
        }
      case .binary(let operation, _, let lhs, let rhs):
        switch operation {
        case .add, .subtract, .multiply, .minimum, .maximum, .hypotenuse: continue
        case .modulo, .arcTangent2, .logarithmBase: return false
        case .divide:
          guard let c = constant(rhs), c.isContinuous, c.lower > 0 || c.upper < 0 else { return false }
        case .power:
          if case .constant(let c) = rhs, c >= 0, c == c.rounded() { continue }
          if let c = constant(lhs), c.isContinuous, c.lower > 0 { continue }
          return false
        }
      case .affine, .axpy: continue
      case .compare, .select: return false  // a piecewise may jump where a condition turns
      }
    }
    return true
  }
}
