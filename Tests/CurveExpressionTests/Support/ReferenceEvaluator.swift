import _CurveMath
@testable import CurveExpression

/// A tree-walking evaluator, written apart from the compiler and both VMs: it recurses from the
/// root through the operands, folds nothing, fuses nothing, allocates no registers, and calls
/// CurveKit's math functions directly. The VMs must match it bit for bit.
struct ReferenceEvaluator {
  let tree: SyntaxTree

  func evaluate(at x: Double) -> Double {
    value(of: tree.root, x)
  }

  private func value(of index: Int, _ x: Double) -> Double {
    switch tree.nodes[index] {
    case .number(let literal): return tree.literals[literal].value
    case .variable: return x
    case .secondVariable: return .nan  // its trees are in x alone
    case .constant(let c): return c == .pi ? 3.141592653589793 : 2.718281828459045
    case .parameter(let p): return tree.parameters.values[p]
    case .unary(let op, let child):
      let a = value(of: child, x)
      switch op {
      case .negate: return -a
      case .function(.sin): return curve_sin(a)
      case .function(.cos): return curve_cos(a)
      case .function(.exp): return curve_exp(a)
      case .function(.log): return curve_log(a)
      case .function(.abs): return Swift.abs(a)
      case .function(.sqrt): return a.squareRoot()
      }
    case .binary(let op, let l, let r):
      let a = value(of: l, x)
      let b = value(of: r, x)
      switch op {
      case .add: return a + b
      case .subtract: return a - b
      case .multiply: return a * b
      case .divide: return a / b
      case .power: return curve_pow(a, b)
      case .minimum:
        if a.isNaN || b.isNaN { return .nan }
        if a == b { return a.sign == .minus ? a : b }
        return a < b ? a : b
      case .maximum:
        if a.isNaN || b.isNaN { return .nan }
        if a == b { return a.sign == .plus ? a : b }
        return a > b ? a : b
      }
    }
  }
}
