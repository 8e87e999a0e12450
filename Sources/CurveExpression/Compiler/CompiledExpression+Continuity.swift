extension CompiledExpression {
  /// Whether the program is continuous and defined for every real `x`, by its instructions
  /// alone: it uses only operations that are (`+ − ×`, `sin cos exp abs min max`, a power with
  /// a constant non-negative integer exponent or a constant positive base, a division by a
  /// nonzero constant). Such a curve needs no search for breaks.
  package var isContinuousEverywhere: Bool {
    for instruction in instructions {
      switch instruction {
      case .unary(let operation, _, _):
        switch operation {
        case .log, .sqrt: return false
        case .negate, .sin, .cos, .exp, .abs, .square, .cube: continue
        }
      case .binary(let operation, _, let lhs, let rhs):
        switch operation {
        case .add, .subtract, .multiply, .minimum, .maximum: continue
        case .divide:
          guard case .constant(let c) = rhs, c != 0 else { return false }
        case .power:
          if case .constant(let c) = rhs, c >= 0, c == c.rounded() { continue }
          if case .constant(let c) = lhs, c > 0 { continue }
          return false
        }
      case .affine, .axpy: continue
      }
    }
    return true
  }
}
