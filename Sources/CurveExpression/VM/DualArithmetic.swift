/// A value with its first and second derivatives in `x`: second-order forward-mode automatic
/// differentiation. Over ``DoubleArithmetic`` the three are doubles at a point; over
/// ``EnclosureArithmetic`` they are enclosures over an interval of `x`, each sound wherever the
/// function is twice differentiable.
package struct Dual<Value>: Sendable where Value: Sendable {
  /// f.
  package var value: Value
  /// f′.
  package var first: Value
  /// f″.
  package var second: Value
  /// Whether an operation may not be differentiable here: `abs` at 0, `min` or `max` where its
  /// two sides meet. Over a point, the derivatives there are then NaN unless both sides agree;
  /// over an interval, they enclose both sides' (what holds on either side of the kink).
  package var kink: Bool

  package init(_ value: Value, _ first: Value, _ second: Value, kink: Bool = false) {
    (self.value, self.first, self.second, self.kink) = (value, first, second, kink)
  }
}

/// What the derivative rules need of an arithmetic beyond its operations: the sign of a value
/// (for `abs`), how two values compare (for `min` and `max`), a value holding two others (at a
/// kink), and whether a value is one exact number (a constant exponent).
protocol DifferentiableArithmetic: Arithmetic {
  static func sign(_ a: Value) -> ValueSign
  static func order(_ a: Value, _ b: Value) -> ValueOrder
  /// A value that holds both `a` and `b`: the hull of two intervals; for doubles, `a` when they
  /// are equal, else NaN (a point has no derivative where two sides disagree).
  static func join(_ a: Value, _ b: Value) -> Value
  /// The number `a` is, when it is exactly one.
  static func exactly(_ a: Value) -> Double?
  /// The slope of the step function `operation` (`floor`, `ceil`, `round`, `sign`) whose
  /// argument is `argument` and value `value`: 0 where it is constant; at a point on a jump, no
  /// number (NaN); over an interval, 0 carrying the value's flags, so a slope over a jump proves
  /// nothing.
  static func stepSlope(_ operation: Instruction.UnaryOperation, at argument: Value, value: Value) -> Value
}

enum ValueSign { case negative, zero, positive, mixed }
enum ValueOrder { case less, greater, meeting }

/// The chain rule, to second order, for every operation of the bytecode: each derivative is
/// computed with `Base`'s own operations (so over intervals it is rounded outward), and the
/// value with exactly the operation the plain arithmetic runs, so f has the same bits as
/// without derivatives.
enum DualArithmetic<Base: DifferentiableArithmetic>: Arithmetic where Base.Value: Sendable {
  typealias Value = Dual<Base.Value>
  typealias B = Base.Value

  @inline(__always) private static func c(_ v: Double) -> B { Base.constant(v) }
  @inline(__always) private static func add(_ a: B, _ b: B) -> B { Base.apply(.add, a, b) }
  @inline(__always) private static func sub(_ a: B, _ b: B) -> B { Base.apply(.subtract, a, b) }
  @inline(__always) private static func mul(_ a: B, _ b: B) -> B { Base.apply(.multiply, a, b) }
  @inline(__always) private static func div(_ a: B, _ b: B) -> B { Base.apply(.divide, a, b) }
  @inline(__always) private static func sq(_ a: B) -> B { Base.apply(.square, a) }

  static var encloses: Bool { Base.encloses }

  static func constant(_ value: Double) -> Value {
    Dual(Base.constant(value), c(0), c(0))
  }

  static func constant(_ constant: EnclosedConstant) -> Value {
    Dual(Base.constant(constant), c(0), c(0))
  }

  /// The variable itself: x, 1, 0.
  static func variable(_ x: B) -> Value {
    Dual(x, c(1), c(0))
  }

  /// g(u) from g(u₀), g′(u₀) and g″(u₀): (g, g′·u′, g″·u′² + g′·u″).
  @inline(__always) private static func chain(_ u: Value, _ g: B, _ g1: B, _ g2: B) -> Value {
    Dual(g, mul(g1, u.first), add(mul(g2, sq(u.first)), mul(g1, u.second)), kink: u.kink)
  }

  static func apply(_ operation: Instruction.UnaryOperation, _ u: Value) -> Value {
    let value = Base.apply(operation, u.value)
    switch operation {
    case .negate:
      return Dual(value, Base.apply(.negate, u.first), Base.apply(.negate, u.second), kink: u.kink)
    case .sin:
      let cosine = Base.apply(.cos, u.value)
      return chain(u, value, cosine, Base.apply(.negate, value))
    case .cos:
      let sine = Base.apply(.sin, u.value)
      return chain(u, value, Base.apply(.negate, sine), Base.apply(.negate, value))
    case .exp:
      return chain(u, value, value, value)
    case .log:
      let reciprocal = div(c(1), u.value)
      return chain(u, value, reciprocal, Base.apply(.negate, sq(reciprocal)))
    case .log2, .log10:
      // (log_b u)′ = 1/(u·ln b), (log_b u)″ = −1/(u²·ln b); ln b enclosed, not rounded.
      let g1 = div(c(1), mul(u.value, Base.apply(.log, c(operation.logarithmBase ?? .nan))))
      return chain(u, value, g1, Base.apply(.negate, div(g1, u.value)))
    case .cbrt:
      // (∛u)′ = 1/(3∛u²), (∛u)″ = −(2/3)·(∛u)′/u.
      let g1 = div(c(1), mul(c(3), sq(value)))
      return chain(u, value, g1, div(mul(c(-2), g1), mul(c(3), u.value)))
    case .sqrt:
      // (√u)′ = 1/(2√u), (√u)″ = −1/(4u√u) = −(1/(2√u))³·2.
      let g1 = div(c(0.5), value)
      return chain(u, value, g1, mul(c(-2), Base.apply(.cube, g1)))
    case .square:
      return chain(u, value, mul(c(2), u.value), c(2))
    case .cube:
      return chain(u, value, mul(c(3), sq(u.value)), mul(c(6), u.value))
    case .abs:
      switch Base.sign(u.value) {
      case .positive: return Dual(value, u.first, u.second, kink: u.kink)
      case .negative: return Dual(value, Base.apply(.negate, u.first), Base.apply(.negate, u.second), kink: u.kink)
      case .zero, .mixed:
        let first = Base.join(u.first, Base.apply(.negate, u.first))
        let second = Base.join(u.second, Base.apply(.negate, u.second))
        return Dual(value, first, second, kink: true)
      }
    case .tan:
      // tan′ = 1 + tan², tan″ = 2·tan·tan′.
      let g1 = add(c(1), sq(value))
      return chain(u, value, g1, mul(mul(c(2), value), g1))
    case .atan:
      // atan′ = 1/(1 + u²), atan″ = −2u/(1 + u²)².
      let g1 = div(c(1), add(c(1), sq(u.value)))
      return chain(u, value, g1, mul(mul(c(-2), u.value), sq(g1)))
    case .floor, .ceil, .round, .sign:
      let slope = Base.stepSlope(operation, at: u.value, value: value)
      return Dual(value, slope, slope, kink: u.kink)
    case .sinh:
      return chain(u, value, Base.apply(.cosh, u.value), value)
    case .cosh:
      return chain(u, value, Base.apply(.sinh, u.value), value)
    case .tanh:
      // tanh′ = 1 − tanh², tanh″ = −2·tanh·tanh′.
      let g1 = sub(c(1), sq(value))
      return chain(u, value, g1, mul(mul(c(-2), value), g1))
    case .asin, .acos, .asinh, .acosh:
      // g′ = ±1/√(±(1 − u²)) (asin, acos: 1 − u²; asinh: 1 + u²; acosh: u² − 1), and
      // g″ = ±u·(1/√…)³ with asin's and acos's sign, against asinh's and acosh's.
      let radicand: B
      switch operation {
      case .asin, .acos: radicand = sub(c(1), sq(u.value))
      case .asinh: radicand = add(c(1), sq(u.value))
      default: radicand = sub(sq(u.value), c(1))
      }
      let r = div(c(1), Base.apply(.sqrt, radicand))
      let g2 = mul(u.value, Base.apply(.cube, r))
      switch operation {
      case .asin: return chain(u, value, r, g2)
      case .acos: return chain(u, value, Base.apply(.negate, r), Base.apply(.negate, g2))
      default: return chain(u, value, r, Base.apply(.negate, g2))
      }
    case .atanh:
      // atanh′ = 1/(1 − u²), atanh″ = 2u·atanh′².
      let g1 = div(c(1), sub(c(1), sq(u.value)))
      return chain(u, value, g1, mul(mul(c(2), u.value), sq(g1)))
    case .cot:
      // cot′ = −(1 + cot²), cot″ = −2·cot·cot′.
      let g1 = Base.apply(.negate, add(c(1), sq(value)))
      return chain(u, value, g1, mul(mul(c(-2), value), g1))
    case .gamma, .factorial:
      // Γ′ = Γ·ψ, Γ″ = Γ·(ψ² + ψ′), at u (at u + 1 for factorial).
      let (psi, trigamma) = polygamma(operation == .gamma ? u.value : add(u.value, c(1)))
      return chain(u, value, mul(value, psi), mul(value, add(sq(psi), trigamma)))
    case .sec, .csc:
      // sec′ = sec·tan, sec″ = sec·(tan² + sec²); csc′ = −csc·cot, csc″ = csc·(cot² + csc²).
      let t = Base.apply(operation == .sec ? .tan : .cot, u.value)
      let g1 = mul(value, t)
      return chain(u, value, operation == .sec ? g1 : Base.apply(.negate, g1), mul(value, add(sq(t), sq(value))))
    }
  }

  /// ψ(v) and ψ′(v): shifted by the recurrences ψ(v) = ψ(v + 1) − 1/v, ψ′(v) = ψ′(v + 1) + 1/v²
  /// to z > 16 (at most 230 steps, else no number), then the asymptotic series to the B₁₂ terms,
  /// whose remainders are below the next terms, 1.2·10⁻¹⁸ and 1.1·10⁻¹⁸ there: an enclosure adds
  /// them as ±, and every coefficient is an enclosed quotient of integers.
  private static func polygamma(_ v: B) -> (B, B) {
    var z = v, shift = c(0), shiftSquared = c(0)
    for _ in 0..<230 where Base.order(z, c(16)) != .greater {
      let reciprocal = div(c(1), z)
      (shift, shiftSquared) = (add(shift, reciprocal), add(shiftSquared, sq(reciprocal)))
      z = add(z, c(1))
    }
    guard Base.order(z, c(16)) == .greater else {
      let unknown = Base.join(c(-.infinity), c(.infinity))
      return (unknown, unknown)
    }
    let q = { (n: Double, d: Double) in div(c(n), c(d)) }
    let t = div(c(1), z), w = sq(t)
    var h = q(691, 32760)
    for (n, d) in [(1.0, 132.0), (1, 240), (1, 252), (1, 120), (1, 12)] { h = sub(q(n, d), mul(w, h)) }
    var psi = sub(sub(Base.apply(.log, z), mul(c(0.5), t)), mul(w, h))
    var k = q(691, 2730)
    for (n, d) in [(5.0, 66.0), (1, 30), (1, 42), (1, 30), (1, 6)] { k = sub(q(n, d), mul(w, k)) }
    var trigamma = add(add(t, mul(c(0.5), w)), mul(mul(t, w), k))
    if Base.encloses {
      psi = add(psi, Base.join(c(-1.2e-18), c(1.2e-18)))
      trigamma = add(trigamma, Base.join(c(-1.1e-18), c(1.1e-18)))
    }
    return (sub(psi, shift), add(trigamma, shiftSquared))
  }

  static func apply(_ operation: Instruction.BinaryOperation, _ u: Value, _ v: Value) -> Value {
    let value = Base.apply(operation, u.value, v.value)
    let kink = u.kink || v.kink
    switch operation {
    case .add:
      return Dual(value, add(u.first, v.first), add(u.second, v.second), kink: kink)
    case .subtract:
      return Dual(value, sub(u.first, v.first), sub(u.second, v.second), kink: kink)
    case .multiply:
      // (uv)′ = u′v + uv′, (uv)″ = u″v + 2u′v′ + uv″.
      let first = add(mul(u.first, v.value), mul(u.value, v.first))
      let second = add(add(mul(u.second, v.value), mul(c(2), mul(u.first, v.first))), mul(u.value, v.second))
      return Dual(value, first, second, kink: kink)
    case .divide:
      // w = u/v: w′ = (u′ − w v′)/v, w″ = (u″ − 2w′v′ − w v″)/v.
      let first = div(sub(u.first, mul(value, v.first)), v.value)
      let second = div(sub(sub(u.second, mul(c(2), mul(first, v.first))), mul(value, v.second)), v.value)
      return Dual(value, first, second, kink: kink)
    case .power:
      return power(u, v, value: value, kink: kink)
    case .minimum, .maximum:
      let takeU: Bool
      switch Base.order(u.value, v.value) {
      case .less: takeU = operation == .minimum
      case .greater: takeU = operation == .maximum
      case .meeting:
        return Dual(value, Base.join(u.first, v.first), Base.join(u.second, v.second), kink: true)
      }
      let side = takeU ? u : v
      return Dual(value, side.first, side.second, kink: kink)
    case .modulo:
      // u − k·v with k = floor(u/v), constant where mod is continuous.
      let quotient = div(u.value, v.value)
      let k = Base.apply(.floor, quotient)
      let slope = Base.stepSlope(.floor, at: quotient, value: k)
      let first = add(sub(u.first, mul(k, v.first)), slope)
      let second = add(sub(u.second, mul(k, v.second)), slope)
      return Dual(value, first, second, kink: kink)
    case .arcTangent2:
      // w = atan2(u, v): w′ = N/D with N = v·u′ − u·v′ and D = u² + v²; w″ = (N′ − w′·D′)/D with
      // N′ = v·u″ − u·v″ and D′ = 2(u·u′ + v·v′).
      let d = add(sq(u.value), sq(v.value))
      let first = div(sub(mul(v.value, u.first), mul(u.value, v.first)), d)
      let n1 = sub(mul(v.value, u.second), mul(u.value, v.second))
      let d1 = mul(c(2), add(mul(u.value, u.first), mul(v.value, v.first)))
      return Dual(value, first, div(sub(n1, mul(first, d1)), d), kink: kink)
    case .logarithmBase:
      // log(v)/log(u) by the rules of log and division; the value is log_base's own.
      let q = apply(.divide, apply(.log, v), apply(.log, u))
      return Dual(value, q.first, q.second, kink: kink)
    case .hypotenuse:
      // h = hypot(u, v): h′ = (u·u′ + v·v′)/h, h″ = (u′² + u·u″ + v′² + v·v″ − h′²)/h.
      let first = div(add(mul(u.value, u.first), mul(v.value, v.first)), value)
      let second = div(
        sub(add(add(sq(u.first), mul(u.value, u.second)), add(sq(v.first), mul(v.value, v.second))), sq(first)), value)
      return Dual(value, first, second, kink: kink)
    }
  }

  /// u^v. A constant exponent c: (u^c)′ = c·u^(c−1)·u′ (for any base where the power is
  /// defined, negative ones with an integer c included). A varying one: u^v = e^(v·ln u), for
  /// u > 0.
  private static func power(_ u: Value, _ v: Value, value: B, kink: Bool) -> Value {
    if let exponent = Base.exactly(v.value), Base.exactly(v.first) == 0, Base.exactly(v.second) == 0 {
      switch exponent {
      case 0: return Dual(value, c(0), c(0), kink: kink)
      case 1: return Dual(value, u.first, u.second, kink: kink)
      default:
        // c − 1, c − 2 and c·(c − 1) in the base arithmetic: over intervals they are enclosed,
        // not rounded (0.3 − 1 is no double).
        let (k, k1, k2) = (c(exponent), sub(c(exponent), c(1)), sub(c(exponent), c(2)))
        let g1 = mul(k, Base.apply(.power, u.value, k1))
        let g2 = mul(mul(k, k1), Base.apply(.power, u.value, k2))
        var result = chain(u, value, g1, g2)
        result.kink = kink
        return result
      }
    }
    // w = u^v, L = ln w = v ln u: w′ = w L′, w″ = w (L″ + L′²), with
    // L′ = v′ ln u + v u′/u, L″ = v″ ln u + 2 v′ u′/u + v (u″u − u′²)/u².
    let logU = Base.apply(.log, u.value)
    let ratio = div(u.first, u.value)
    let l1 = add(mul(v.first, logU), mul(v.value, ratio))
    let l2 = add(
      add(mul(v.second, logU), mul(c(2), mul(v.first, ratio))),
      mul(v.value, sub(div(u.second, u.value), sq(ratio))))
    return Dual(value, mul(value, l1), mul(value, add(l2, sq(l1))), kink: kink)
  }

  static func affine(_ a: Value, _ scale: Double, _ offset: Double) -> Value {
    Dual(Base.affine(a.value, scale, offset), mul(a.first, c(scale)), mul(a.second, c(scale)), kink: a.kink)
  }

  static func axpy(_ a: Value, _ b: Value, _ scale: Double, squared: Bool, offset: Double?) -> Value {
    // (b²)′ = 2bb′, (b²)″ = 2b′² + 2bb″.
    let bFirst = squared ? mul(c(2), mul(b.value, b.first)) : b.first
    let bSecond = squared ? add(mul(c(2), sq(b.first)), mul(c(2), mul(b.value, b.second))) : b.second
    return Dual(
      Base.axpy(a.value, b.value, scale, squared: squared, offset: offset), add(a.first, mul(bFirst, c(scale))),
      add(a.second, mul(bSecond, c(scale))), kink: a.kink || b.kink)
  }
}

extension DoubleArithmetic: DifferentiableArithmetic {
  static func sign(_ a: Double) -> ValueSign {
    a > 0 ? .positive : a < 0 ? .negative : a == 0 ? .zero : .mixed
  }

  static func order(_ a: Double, _ b: Double) -> ValueOrder {
    a < b ? .less : a > b ? .greater : .meeting
  }

  static func join(_ a: Double, _ b: Double) -> Double {
    a == b ? a : .nan
  }

  static func exactly(_ a: Double) -> Double? { a.isNaN ? nil : a }

  static func stepSlope(_ operation: Instruction.UnaryOperation, at argument: Double, value: Double) -> Double {
    let onJump: Bool
    switch operation {
    case .floor, .ceil: onJump = argument == argument.rounded()
    case .round: onJump = Swift.abs(argument - argument.rounded(.towardZero)) == 0.5
    default: onJump = argument == 0
    }
    return onJump || !value.isFinite ? .nan : 0
  }
}

extension EnclosureArithmetic: DifferentiableArithmetic {
  static func sign(_ a: Enclosure) -> ValueSign {
    if a.isEmpty { return .mixed }
    if a.lower > 0 { return .positive }
    if a.upper < 0 { return .negative }
    return a.lower == 0 && a.upper == 0 ? .zero : .mixed
  }

  static func order(_ a: Enclosure, _ b: Enclosure) -> ValueOrder {
    if a.upper < b.lower { return .less }
    if a.lower > b.upper { return .greater }
    return .meeting
  }

  static func join(_ a: Enclosure, _ b: Enclosure) -> Enclosure {
    if a.isEmpty { return Enclosure(b.lower, b.upper, a.flags.union(b.flags)) }
    if b.isEmpty { return Enclosure(a.lower, a.upper, a.flags.union(b.flags)) }
    return Enclosure(Swift.min(a.lower, b.lower), Swift.max(a.upper, b.upper), a.flags.union(b.flags))
  }

  static func exactly(_ a: Enclosure) -> Double? {
    a.lower == a.upper && a.flags.isEmpty ? a.lower : nil
  }

  static func stepSlope(_ operation: Instruction.UnaryOperation, at argument: Enclosure, value: Enclosure) -> Enclosure {
    value.isEmpty ? value : Enclosure(0, 0, value.flags)
  }
}
