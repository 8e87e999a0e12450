#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import CMPFR
import CurveExpression

/// Evaluates a ``SyntaxTree`` at 256 bits with MPFR and rounds once to a double: the accuracy
/// oracle for the VM. Same language semantics: right-associative `^` as C99 Annex F `pow` (MPFR
/// follows Annex F for special values), natural `log`, NaN-propagating `min`/`max` with
/// `-0 < +0`; literals, `pi`, `e` and parameters are the doubles the VM uses.
///
/// It also judges whether an evaluation is *well-conditioned*: no addition or subtraction
/// cancels more than 10 bits, no intermediate leaves the normal double range, and no function is
/// used where its condition number passes 64 (exp of |x| > 64, log near 1, pow with |y| or
/// |y·ln x| > 64, sin/cos within 2^-10 of a zero away from 0). Only then does a bound on the VM's
/// error mean anything.
/// Not `Sendable`: it owns MPFR scratch values.
final class MPFRReferenceEvaluator {
  struct Result {
    /// The 256-bit value rounded once to a double.
    var value: Double
    var wellConditioned: Bool
  }

  let tree: SyntaxTree
  private let values: [MPFRValue]
  private let scratch = MPFRValue()
  private let scratch2 = MPFRValue()

  init(tree: SyntaxTree) {
    self.tree = tree
    values = tree.nodes.map { _ in MPFRValue() }
  }

  func evaluate(at x: Double) -> Result {
    let point = MPFRValue()
    point.set(x)
    return evaluate(atExactly: point)
  }

  /// The 256-bit value at `x` (itself 256 bits: finite differences step by less than an ulp of
  /// a double), copied into `out`.
  func value(atExactly x: MPFRValue, into out: MPFRValue) {
    _ = evaluate(atExactly: x)
    mpfr_set(&out.raw, &values[tree.root].raw, MPFR_RNDN)
  }

  /// Whether the real function is undefined at `x` although the IEEE semantics give it a value:
  /// somewhere in the evaluation an infinity came from finite operands (1/0, 0^−1, log 0), for
  /// which MPFR raises its division-by-zero flag. No real number is that infinity, and an
  /// expression with an undefined part is undefined.
  func divides(byZeroAt x: MPFRValue) -> Bool {
    mpfr_clear_divby0()
    _ = evaluate(atExactly: x)
    return mpfr_divby0_p() != 0
  }

  private func evaluate(atExactly x: MPFRValue) -> Result {
    var wellConditioned = true
    for (index, node) in tree.nodes.enumerated() {
      let out = values[index]
      switch node {
      case .number(let literal): out.set(tree.literals[literal].value)
      case .variable: mpfr_set(&out.raw, &x.raw, MPFR_RNDN)
      case .secondVariable: out.set(.nan)  // its trees are in x alone
      case .constant(let c): out.set(c.value)
      case .parameter(let p): out.set(tree.parameters.values[p])
      case .unary(let op, let child):
        let a = values[child]
        switch op {
        case .negate: mpfr_neg(&out.raw, &a.raw, MPFR_RNDN)
        case .function(.sin):
          mpfr_sin(&out.raw, &a.raw, MPFR_RNDN)
          if !nearZeroIsFine(out, argument: a) { wellConditioned = false }
        case .function(.cos):
          mpfr_cos(&out.raw, &a.raw, MPFR_RNDN)
          if !nearZeroIsFine(out, argument: a) { wellConditioned = false }
        case .function(.exp):
          mpfr_exp(&out.raw, &a.raw, MPFR_RNDN)
          if Swift.abs(a.double) > 64 { wellConditioned = false }
        case .function(.log):
          mpfr_log(&out.raw, &a.raw, MPFR_RNDN)
          if Swift.abs(out.double) < 1.0 / 1024 { wellConditioned = false }
        case .function(.abs): mpfr_abs(&out.raw, &a.raw, MPFR_RNDN)
        case .function(.sqrt): mpfr_sqrt(&out.raw, &a.raw, MPFR_RNDN)
        case .function(.tan):
          mpfr_tan(&out.raw, &a.raw, MPFR_RNDN)
          // Near a pole or a zero the argument's error is amplified.
          if !nearZeroIsFine(out, argument: a) || Swift.abs(out.double) > 1024 { wellConditioned = false }
        case .function(.atan): mpfr_atan(&out.raw, &a.raw, MPFR_RNDN)
        case .function(.log2), .function(.log10):
          if op == .function(.log2) { mpfr_log2(&out.raw, &a.raw, MPFR_RNDN) } else { mpfr_log10(&out.raw, &a.raw, MPFR_RNDN) }
          if Swift.abs(out.double) < 1.0 / 1024 { wellConditioned = false }
        case .function(.cbrt): mpfr_cbrt(&out.raw, &a.raw, MPFR_RNDN)
        case .function(.sinh), .function(.cosh), .function(.tanh), .function(.asinh):
          switch op {
          case .function(.sinh): mpfr_sinh(&out.raw, &a.raw, MPFR_RNDN)
          case .function(.cosh): mpfr_cosh(&out.raw, &a.raw, MPFR_RNDN)
          case .function(.tanh): mpfr_tanh(&out.raw, &a.raw, MPFR_RNDN)
          default: mpfr_asinh(&out.raw, &a.raw, MPFR_RNDN)
          }
          if Swift.abs(a.double) > 64 { wellConditioned = false }
        case .function(.asin), .function(.acos), .function(.acosh), .function(.atanh):
          switch op {
          case .function(.asin): mpfr_asin(&out.raw, &a.raw, MPFR_RNDN)
          case .function(.acos): mpfr_acos(&out.raw, &a.raw, MPFR_RNDN)
          case .function(.acosh): mpfr_acosh(&out.raw, &a.raw, MPFR_RNDN)
          default: mpfr_atanh(&out.raw, &a.raw, MPFR_RNDN)
          }
          // Beside the ends of their domains (±1, and 1 for acosh) the slope is unbounded.
          let v = Swift.abs(a.double)
          if Swift.abs(v - 1) < 1.0 / 1024 || (op == .function(.acos) && Swift.abs(out.double) < 1.0 / 1024) { wellConditioned = false }
        case .function(.gamma), .function(.factorial):
          // factorial(a) = Γ(a + 1), a + 1 exact at 256 bits.
          if op == .function(.factorial) {
            let sum = MPFRValue()
            mpfr_add_ui(&sum.raw, &a.raw, 1, MPFR_RNDN)
            mpfr_gamma(&out.raw, &sum.raw, MPFR_RNDN)
          } else {
            mpfr_gamma(&out.raw, &a.raw, MPFR_RNDN)
          }
          // Beside a pole and for large arguments the argument's error is amplified.
          if Swift.abs(out.double) > 1024 || Swift.abs(a.double) > 16 || a.double < 0.5 { wellConditioned = false }
        case .function(.cot), .function(.sec), .function(.csc):
          switch op {
          case .function(.cot): mpfr_cot(&out.raw, &a.raw, MPFR_RNDN)
          case .function(.sec): mpfr_sec(&out.raw, &a.raw, MPFR_RNDN)
          default: mpfr_csc(&out.raw, &a.raw, MPFR_RNDN)
          }
          // Near a pole (or a zero of cot) the argument's error is amplified.
          if Swift.abs(out.double) > 1024 || Swift.abs(out.double) < 1.0 / 1024 { wellConditioned = false }
        case .function(.floor), .function(.ceil), .function(.round), .function(.sign):
          switch op {
          case .function(.floor): mpfr_floor(&out.raw, &a.raw)
          case .function(.ceil): mpfr_ceil(&out.raw, &a.raw)
          case .function(.round): mpfr_round(&out.raw, &a.raw)
          default: out.set(a.isNaN ? .nan : a.double > 0 ? 1 : a.double < 0 ? -1 : 0)
          }
          // Beside a jump, the argument's rounding may put it on the other side.
          let v = a.double
          let jump = op == .function(.sign) ? 0 : op == .function(.round) ? (v - 0.5).rounded() + 0.5 : v.rounded()
          if Swift.abs(v - jump) <= 1e-9 * Swift.max(1, Swift.abs(v)) { wellConditioned = false }
        }
      case .implied(let value): out.set(value)
      case .comparison(let comparison, let l, let r):
        let (a, b) = (values[l], values[r])
        let holds: Int32
        switch comparison {
        case .less: holds = mpfr_less_p(&a.raw, &b.raw)
        case .lessOrEqual: holds = mpfr_lessequal_p(&a.raw, &b.raw)
        case .greater: holds = mpfr_greater_p(&a.raw, &b.raw)
        case .greaterOrEqual: holds = mpfr_greaterequal_p(&a.raw, &b.raw)
        case .equal: holds = mpfr_equal_p(&a.raw, &b.raw)
        }
        out.set(holds != 0 ? 1 : 0)
        // Beside the turn, the sides' rounding may put the condition on the other side.
        let (u, v) = (a.double, b.double)
        if Swift.abs(u - v) <= 1e-9 * Swift.max(1, Swift.abs(u), Swift.abs(v)) { wellConditioned = false }
      case .select(let condition, let then, let otherwise):
        let source = values[condition].double == 1 ? values[then] : values[otherwise]
        mpfr_set(&out.raw, &source.raw, MPFR_RNDN)
      case .binary(let op, let l, let r):
        let a = values[l]
        let b = values[r]
        switch op {
        case .add, .subtract:
          if op == .add { mpfr_add(&out.raw, &a.raw, &b.raw, MPFR_RNDN) } else { mpfr_sub(&out.raw, &a.raw, &b.raw, MPFR_RNDN) }
          let larger = Swift.max(Swift.abs(a.double), Swift.abs(b.double))
          if larger > 0 && Swift.abs(out.double) < larger / 1024 { wellConditioned = false }
        case .multiply: mpfr_mul(&out.raw, &a.raw, &b.raw, MPFR_RNDN)
        case .divide: mpfr_div(&out.raw, &a.raw, &b.raw, MPFR_RNDN)
        case .power:
          mpfr_pow(&out.raw, &a.raw, &b.raw, MPFR_RNDN)
          let y = b.double
          let logX = Swift.abs(a.double) > 0 ? Swift.abs(y * _log(Swift.abs(a.double))) : 0
          if Swift.abs(y) > 64 || logX > 64 { wellConditioned = false }
        case .minimum, .maximum:
          if a.isNaN || b.isNaN {
            mpfr_set_nan(&out.raw)
          } else {
            let c = mpfr_cmp(&a.raw, &b.raw)
            let pickA: Bool
            if c == 0 { pickA = op == .minimum ? a.isNegative : !a.isNegative } else { pickA = op == .minimum ? c < 0 : c > 0 }
            let source = pickA ? a : b
            mpfr_set(&out.raw, &source.raw, MPFR_RNDN)
          }
        case .modulo:
          // a − b·floor(a/b) exactly (the precision holds the product), NaN where b = 0 or an
          // argument is not finite; beside a jump (a/b near an integer), ill-conditioned.
          if !a.double.isFinite || !b.double.isFinite || b.double == 0 {
            mpfr_set_nan(&out.raw)
          } else {
            mpfr_div(&scratch.raw, &a.raw, &b.raw, MPFR_RNDN)
            let q = scratch.double
            mpfr_floor(&scratch.raw, &scratch.raw)
            mpfr_mul(&scratch.raw, &scratch.raw, &b.raw, MPFR_RNDN)
            mpfr_sub(&out.raw, &a.raw, &scratch.raw, MPFR_RNDN)
            if Swift.abs(q - q.rounded()) <= 1e-9 * Swift.max(1, Swift.abs(q)) || Swift.abs(q) > 1e12 { wellConditioned = false }
          }
        case .arcTangent2:
          mpfr_atan2(&out.raw, &a.raw, &b.raw, MPFR_RNDN)
          // Beside the cut (y near 0, x < 0) and the origin, the arguments' errors jump.
          if Swift.abs(a.double) <= 1e-9 * Swift.abs(b.double) && !(b.double > 0) { wellConditioned = false }
        case .hypotenuse: mpfr_hypot(&out.raw, &a.raw, &b.raw, MPFR_RNDN)
        case .logarithmBase:
          // log(x)/log(b); near b = 1 or x = 1 ill-conditioned.
          mpfr_log(&scratch.raw, &a.raw, MPFR_RNDN)
          mpfr_log(&scratch2.raw, &b.raw, MPFR_RNDN)
          if Swift.abs(scratch.double) < 1.0 / 1024 || Swift.abs(scratch2.double) < 1.0 / 1024 { wellConditioned = false }
          mpfr_div(&out.raw, &scratch2.raw, &scratch.raw, MPFR_RNDN)
        }
      }
      // Every intermediate must be a normal double, or the VM's result is not comparable.
      let rounded = out.double
      if !rounded.isFinite || (rounded != 0 && Swift.abs(rounded) < Double.leastNormalMagnitude) || Swift.abs(rounded) > 1e300 {
        wellConditioned = false
      }
    }
    return Result(value: values[tree.root].double, wellConditioned: wellConditioned)
  }

  /// sin/cos near one of their zeros (but not at 0 itself) amplify the argument's error.
  private func nearZeroIsFine(_ result: MPFRValue, argument: MPFRValue) -> Bool {
    let x = Swift.abs(argument.double)
    return x < 1.0 / 1024 || Swift.abs(result.double) >= 1.0 / 1024
  }

  private func _log(_ v: Double) -> Double {
    scratch2.set(v)
    mpfr_log(&scratch.raw, &scratch2.raw, MPFR_RNDN)
    return scratch.double
  }
}

/// Per-operation accuracy: the error of a double result against the exact value, in ulps.
final class MPFRAccuracy {
  enum Operation: String, CaseIterable, Sendable {
    case add, subtract, multiply, divide, power, sin, cos, exp, log, sqrt
  }

  /// The functions of CurveKit's math library (`_CurveMath`), which MathTests measures: those the
  /// VM's operations use and the further ones. Apart from `Operation`, which the VM's accuracy
  /// tests switch over exhaustively. A pair (x, y) is the function's two arguments in its order:
  /// `power` is x^y (Annex F `pow`), `atan2` the angle of the point (y, x) as C's `atan2(x, y)`,
  /// `hypot` √(x² + y²), `logBase` log(y)/log(x) (NaN for a base x <= 0, as `curve_log_base`).
  enum MathFunction: String, CaseIterable, Sendable {
    case sin, cos, exp, log, power, atan, atan2, tan, log2, log10, cbrt, hypot
    case sinh, cosh, tanh, asin, acos, asinh, acosh, atanh, cot, sec, csc, logBase, gamma
  }

  private let a = MPFRValue()
  private let b = MPFRValue()
  private let exact = MPFRValue()
  private let difference = MPFRValue()
  private let quotient = MPFRValue()

  init() {}

  /// The exact result of `operation` on `x` (and `y`), rounded once to a double.
  func correctlyRounded(_ operation: Operation, _ x: Double, _ y: Double = 0) -> Double {
    compute(operation, x, y)
    return exact.double
  }

  /// The exact result of `function` at `x` (and `y`), rounded once to a double.
  func correctlyRounded(_ function: MathFunction, _ x: Double, _ y: Double = 0) -> Double {
    compute(function, x, y)
    return exact.double
  }

  /// |computed − exact| / ulp(exact), where ulp is the spacing of doubles at the exact value
  /// (subnormal spacing below the normal range). 0 when both are the same non-finite value;
  /// infinity when only one is finite or NaN.
  func ulpError(of computed: Double, _ operation: Operation, _ x: Double, _ y: Double = 0) -> Double {
    compute(operation, x, y)
    return errorAgainstExact(computed)
  }

  /// As for an operation: the error of `computed` against `function`'s exact value, in ulps.
  func ulpError(of computed: Double, _ function: MathFunction, _ x: Double, _ y: Double = 0) -> Double {
    compute(function, x, y)
    return errorAgainstExact(computed)
  }

  private func errorAgainstExact(_ computed: Double) -> Double {
    let rounded = exact.double
    if rounded.isNaN || computed.isNaN { return rounded.isNaN && computed.isNaN ? 0 : .infinity }
    if rounded.isInfinite || computed.isInfinite {
      if rounded == computed { return 0 }
      // Overflow: a finite result within an ulp of the largest double still counts as close.
      return .infinity
    }
    b.set(computed)
    mpfr_sub(&difference.raw, &b.raw, &exact.raw, MPFR_RNDN)
    // The spacing of doubles where the exact value lies (below a power of two, the lower
    // binade's), subnormal spacing at the bottom.
    let exponent = exact.isZero ? -1074 : Swift.max(cmpfr_get_exp(&exact.raw) - 53, -1074)
    let ulp = Double(sign: .plus, exponent: exponent, significand: 1)
    a.set(ulp)
    mpfr_div(&quotient.raw, &difference.raw, &a.raw, MPFR_RNDN)
    return Swift.abs(quotient.double)
  }

  private func compute(_ operation: Operation, _ x: Double, _ y: Double) {
    a.set(x)
    b.set(y)
    switch operation {
    case .add: mpfr_add(&exact.raw, &a.raw, &b.raw, MPFR_RNDN)
    case .subtract: mpfr_sub(&exact.raw, &a.raw, &b.raw, MPFR_RNDN)
    case .multiply: mpfr_mul(&exact.raw, &a.raw, &b.raw, MPFR_RNDN)
    case .divide: mpfr_div(&exact.raw, &a.raw, &b.raw, MPFR_RNDN)
    case .power: mpfr_pow(&exact.raw, &a.raw, &b.raw, MPFR_RNDN)
    case .sin: mpfr_sin(&exact.raw, &a.raw, MPFR_RNDN)
    case .cos: mpfr_cos(&exact.raw, &a.raw, MPFR_RNDN)
    case .exp: mpfr_exp(&exact.raw, &a.raw, MPFR_RNDN)
    case .log: mpfr_log(&exact.raw, &a.raw, MPFR_RNDN)
    case .sqrt: mpfr_sqrt(&exact.raw, &a.raw, MPFR_RNDN)
    }
  }

  private func compute(_ function: MathFunction, _ x: Double, _ y: Double) {
    a.set(x)
    b.set(y)
    switch function {
    case .sin: mpfr_sin(&exact.raw, &a.raw, MPFR_RNDN)
    case .cos: mpfr_cos(&exact.raw, &a.raw, MPFR_RNDN)
    case .exp: mpfr_exp(&exact.raw, &a.raw, MPFR_RNDN)
    case .log: mpfr_log(&exact.raw, &a.raw, MPFR_RNDN)
    case .power: mpfr_pow(&exact.raw, &a.raw, &b.raw, MPFR_RNDN)
    case .atan: mpfr_atan(&exact.raw, &a.raw, MPFR_RNDN)
    case .atan2: mpfr_atan2(&exact.raw, &a.raw, &b.raw, MPFR_RNDN)
    case .tan: mpfr_tan(&exact.raw, &a.raw, MPFR_RNDN)
    case .log2: mpfr_log2(&exact.raw, &a.raw, MPFR_RNDN)
    case .log10: mpfr_log10(&exact.raw, &a.raw, MPFR_RNDN)
    case .cbrt: mpfr_cbrt(&exact.raw, &a.raw, MPFR_RNDN)
    case .hypot: mpfr_hypot(&exact.raw, &a.raw, &b.raw, MPFR_RNDN)
    case .sinh: mpfr_sinh(&exact.raw, &a.raw, MPFR_RNDN)
    case .cosh: mpfr_cosh(&exact.raw, &a.raw, MPFR_RNDN)
    case .tanh: mpfr_tanh(&exact.raw, &a.raw, MPFR_RNDN)
    case .asin: mpfr_asin(&exact.raw, &a.raw, MPFR_RNDN)
    case .acos: mpfr_acos(&exact.raw, &a.raw, MPFR_RNDN)
    case .asinh: mpfr_asinh(&exact.raw, &a.raw, MPFR_RNDN)
    case .acosh: mpfr_acosh(&exact.raw, &a.raw, MPFR_RNDN)
    case .atanh: mpfr_atanh(&exact.raw, &a.raw, MPFR_RNDN)
    case .cot: mpfr_cot(&exact.raw, &a.raw, MPFR_RNDN)
    case .sec: mpfr_sec(&exact.raw, &a.raw, MPFR_RNDN)
    case .csc: mpfr_csc(&exact.raw, &a.raw, MPFR_RNDN)
    case .gamma: mpfr_gamma(&exact.raw, &a.raw, MPFR_RNDN)
    case .logBase:  // the quotient of the two logs at 256 bits (exact powers give k to 2^-250)
      if x > 0 || x.isNaN {
        mpfr_log(&difference.raw, &a.raw, MPFR_RNDN)
        mpfr_log(&quotient.raw, &b.raw, MPFR_RNDN)
        mpfr_div(&exact.raw, &quotient.raw, &difference.raw, MPFR_RNDN)
      } else {
        mpfr_set_nan(&exact.raw)
      }
    }
  }
}
#endif
