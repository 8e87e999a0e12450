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
      case .function(.tan): return curve_tan(a)
      case .function(.atan): return curve_atan(a)
      case .function(.floor): return a.rounded(.down)
      case .function(.ceil): return a.rounded(.up)
      case .function(.round): return a.rounded(.toNearestOrAwayFromZero)
      case .function(.sign): return a > 0 ? 1 : a < 0 ? -1 : a
      case .function(.log2): return curve_log2(a)
      case .function(.log10): return curve_log10(a)
      case .function(.cbrt): return curve_cbrt(a)
      case .function(.sinh): return curve_sinh(a)
      case .function(.cosh): return curve_cosh(a)
      case .function(.tanh): return curve_tanh(a)
      case .function(.asin): return curve_asin(a)
      case .function(.acos): return curve_acos(a)
      case .function(.asinh): return curve_asinh(a)
      case .function(.acosh): return curve_acosh(a)
      case .function(.atanh): return curve_atanh(a)
      case .function(.cot): return curve_cot(a)
      case .function(.sec): return curve_sec(a)
      case .function(.csc): return curve_csc(a)
      case .function(.gamma): return curve_gamma(a)
      case .function(.factorial): return curve_gamma(a + 1)
      }
    case .implied(let value): return value
    case .comparison(let comparison, let l, let r):
      let (a, b) = (value(of: l, x), value(of: r, x))
      let holds: Bool
      switch comparison {
      case .less: holds = a < b
      case .lessOrEqual: holds = a <= b
      case .greater: holds = a > b
      case .greaterOrEqual: holds = a >= b
      case .equal: holds = a == b
      }
      return holds ? 1 : 0
    case .select(let condition, let then, let otherwise):
      // Only the branch taken is evaluated.
      return value(of: condition, x) == 1 ? value(of: then, x) : value(of: otherwise, x)
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
      case .modulo:
        // a − b·floor(a/b): the exact remainder toward zero, moved by b where its sign is not b's.
        guard a.isFinite, b.isFinite, b != 0 else { return .nan }
        let r = a.truncatingRemainder(dividingBy: b)
        if r == 0 { return b.sign == .minus ? -0.0 : 0.0 }
        return (r < 0) == (b < 0) ? r : r + b
      // The real function knows no -0: a zero of either sign is +0 (atan2(-0, -1) is π).
      case .arcTangent2: return curve_atan2(a == 0 ? 0 : a, b == 0 ? 0 : b)
      case .hypotenuse: return curve_hypot(a, b)
      case .logarithmBase: return curve_log_base(a, b)
      }
    }
  }
}
