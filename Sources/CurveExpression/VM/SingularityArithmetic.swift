/// What the expression's shape proves of one value of the program near a singularity on a piece
/// [a, b]: its enclosure and slope over the piece, its values at the two ends, and four
/// certificates, each about some point p of the piece, built up operation by operation.
///
/// - A **zero**: |f(x)| ≤ L·|x − p| on the piece. The base case is f continuous with a sign
///   change between the ends (so a p exists) and |f′| ≤ L (the mean value theorem).
/// - A **rise**: |f(x)| ≥ l·|x − p|^β, with l, β > 0. The base case is a sign change with f′
///   away from 0 (f monotone, |f′| ≥ l, β = 1); roots and powers change β.
/// - A **pole**: |f(x)| ≥ c/|x − p| − M for every x ≠ p, with c > 0, f defined there. Then ∫|f|
///   over the piece is infinite: f has no integral on any domain holding it. It starts from a
///   value with both a zero and a rise (so it vanishes at p alone), below a value away from 0
///   or to a power n ≤ −1.
/// - A **mass**: ∫|f| over the piece ≤ T. The base case is f continuous and bounded (its width
///   times its largest |f|); `log` of a rise and negative powers of a rise with β·|power| < 1
///   (1/sqrt(x), x^−0.5) are integrable singularities with a bound in closed form.
package struct SingularityBound: Sendable {
  /// f and its derivatives over the piece.
  package var over: Dual<Enclosure>
  /// f at the piece's start and at its end.
  package var start: Enclosure
  package var end: Enclosure
  /// b − a, rounded up (0 for a constant).
  package var span: Double
  /// L of a zero.
  package var zero: Double?
  /// (l, β) of a rise.
  package var rise: Rise?
  /// (c, M) of a pole.
  package var pole: Pole?
  /// T of a mass.
  package var mass: Double?

  package struct Rise: Sendable, Equatable {
    package var scale: Double
    package var exponent: Double
  }

  package struct Pole: Sendable, Equatable {
    package var strength: Double
    package var offset: Double
  }
}

enum SingularityArithmetic: Arithmetic {
  typealias Value = SingularityBound
  private typealias D = DualArithmetic<EnclosureArithmetic>
  private typealias E = EnclosureArithmetic
  private typealias Rise = SingularityBound.Rise
  private typealias Pole = SingularityBound.Pole

  static var encloses: Bool { true }

  /// The variable over [a, b].
  static func variable(_ a: Double, _ b: Double) -> Value {
    let span = E.apply(.subtract, Enclosure(point: b), Enclosure(point: a)).upper
    return make(D.variable(Enclosure(a, b)), Enclosure(point: a), Enclosure(point: b), span)
  }

  static func constant(_ value: Double) -> Value {
    make(D.constant(value), E.constant(value), E.constant(value), 0)
  }

  static func constant(_ constant: EnclosedConstant) -> Value {
    make(D.constant(constant), E.constant(constant), E.constant(constant), 0)
  }

  // MARK: Numbers, rounded outward

  private static func point(_ v: Double) -> Enclosure { Enclosure(point: v) }
  private static func times(_ a: Double, _ b: Double) -> Enclosure { E.apply(.multiply, point(a), point(b)) }
  private static func quotient(_ a: Double, _ b: Double) -> Enclosure { E.apply(.divide, point(a), point(b)) }
  private static func plus(_ a: Double, _ b: Double) -> Double { E.apply(.add, point(a), point(b)).upper }
  /// aⁿ for a ≥ 0 and any real n.
  private static func power(_ a: Double, _ n: Double) -> Enclosure {
    n == 0 ? point(1) : n == n.rounded() ? E.integerPower(point(a), n) : E.apply(.power, point(a), point(n))
  }
  private static func magnitudeOfLog(_ a: Double) -> Double {
    let l = E.apply(.log, point(a))
    return Swift.max(Swift.abs(l.lower), Swift.abs(l.upper))
  }

  /// The number an enclosure is, when it is one.
  private static func exact(_ e: Enclosure) -> Double? { e.lower == e.upper ? e.lower : nil }

  /// The most |f| is on the piece, where f is proven defined and continuous there.
  private static func bound(_ v: Value) -> Double? {
    let e = v.over.value
    guard e.isContinuous else { return nil }
    let m = Swift.max(Swift.abs(e.lower), Swift.abs(e.upper))
    return m.isFinite ? m : nil
  }

  /// The least |f| is on the piece, where f is proven defined, continuous and away from 0.
  private static func floor(_ v: Value) -> Double? {
    let e = v.over.value
    guard e.isContinuous, e.lower > 0 || e.upper < 0 else { return nil }
    return Swift.min(Swift.abs(e.lower), Swift.abs(e.upper))
  }

  /// Whether f is proven continuous and never negative on the piece (a root or a logarithm of
  /// it is then defined wherever it is not 0).
  private static func nonnegative(_ v: Value) -> Bool { v.over.value.isContinuous && v.over.value.lower >= 0 }

  /// Certificates kept only when their numbers are usable.
  private static func certified(zero l: Double?) -> Double? {
    guard let l, l.isFinite, l >= 0 else { return nil }
    return l
  }
  private static func certified(rise l: Double, _ beta: Double) -> Rise? {
    l > 0 && l.isFinite && beta > 0 && beta.isFinite ? Rise(scale: l, exponent: beta) : nil
  }
  private static func certified(pole c: Double, _ m: Double) -> Pole? { c > 0 && c.isFinite && m.isFinite ? Pole(strength: c, offset: m) : nil }
  private static func certified(mass t: Double?) -> Double? {
    guard let t, t.isFinite, t >= 0 else { return nil }
    return t
  }

  /// ∫ over the piece of k·|x − p|^−γ (0 ≤ γ < 1), p anywhere in it: at most 2k·w^(1−γ)/(1 − γ).
  private static func powerMass(_ k: Double, _ gamma: Double, _ w: Double) -> Double? {
    let e = E.apply(.subtract, point(1), point(gamma))
    guard gamma >= 0, e.lower > 0 else { return nil }
    // w^(1−γ) is largest at the smaller exponent below 1 and at the larger beyond.
    let grown = Swift.max(power(w, e.lower).upper, power(w, e.upper).upper)
    return certified(mass: E.apply(.divide, times(times(2, k).upper, grown), point(e.lower)).upper)
  }

  /// ∫ over the piece of |log|x − p||, p anywhere in it: at most 2·G(w), where G(w) = ∫₀ʷ |log t| dt
  /// is w(1 − log w) up to 1 and w·log w − w + 2 beyond.
  private static func logMass(_ w: Double) -> Double? {
    let (width, log) = (point(w), E.apply(.log, point(w)))
    let g =
      w <= 1
      ? E.apply(.multiply, width, E.apply(.subtract, point(1), log))
      : E.apply(.add, E.apply(.subtract, E.apply(.multiply, width, log), width), point(2))
    return certified(mass: times(2, g.upper).upper)
  }

  // MARK: Base cases

  /// `v` with the base cases of a zero, a rise and a mass added where its shape gave none.
  private static func proved(_ v: Value) -> Value {
    var result = v
    let f = v.over.value
    if result.mass == nil, v.span > 0, let m = bound(v) { result.mass = certified(mass: times(m, v.span).upper) }
    guard f.isContinuous, v.start.isContinuous, v.end.isContinuous else { return result }
    let changes = (v.start.upper <= 0 && v.end.lower >= 0) || (v.start.lower >= 0 && v.end.upper <= 0)
    let slope = v.over.first
    guard changes, !slope.isEmpty else { return result }
    if result.zero == nil { result.zero = certified(zero: Swift.max(Swift.abs(slope.lower), Swift.abs(slope.upper))) }
    if result.rise == nil, slope.lower > 0 || slope.upper < 0 {
      result.rise = certified(rise: Swift.min(Swift.abs(slope.lower), Swift.abs(slope.upper)), 1)
    }
    return result
  }

  private static func make(
    _ over: Dual<Enclosure>, _ start: Enclosure, _ end: Enclosure, _ span: Double, zero: Double? = nil, rise: Rise? = nil,
    pole: Pole? = nil, mass: Double? = nil
  ) -> Value {
    proved(SingularityBound(over: over, start: start, end: end, span: span, zero: zero, rise: rise, pole: pole, mass: mass))
  }

  // MARK: Piecewise

  /// A comparison's 1 or 0 over the piece: bounded, so of finite mass, as a step's.
  static func compare(_ comparison: SyntaxTree.Comparison, _ a: Value, _ b: Value) -> Value {
    let over = D.compare(comparison, a.over, b.over)
    let span = Swift.max(a.span, b.span)
    return make(
      over, E.compare(comparison, a.start, b.start), E.compare(comparison, a.end, b.end), span, mass: boundedMass(over.value, span))
  }

  /// The branch with all its certificates where the condition is decided over the whole piece;
  /// else both branches' enclosures, with the mass of a bounded jump (as a step's) and no other
  /// certificate but the base cases.
  static func select(_ condition: Value, _ a: Value, _ b: Value) -> Value {
    if let holds = condition.over.value.decidedCondition { return holds ? a : b }
    let over = D.select(condition.over, a.over, b.over)
    let span = Swift.max(condition.span, a.span, b.span)
    return make(
      over, E.select(condition.start, a.start, b.start), E.select(condition.end, a.end, b.end), span,
      mass: boundedMass(over.value, span))
  }

  // MARK: Operations

  static func apply(_ operation: Instruction.UnaryOperation, _ a: Value) -> Value {
    let over = D.apply(operation, a.over)
    let (start, end) = (E.apply(operation, a.start), E.apply(operation, a.end))
    switch operation {
    case .negate, .abs:
      return make(over, start, end, a.span, zero: a.zero, rise: a.rise, pole: a.pole, mass: a.mass)
    case .square, .cube:
      return powered(a, operation == .square ? 2 : 3, over, start, end)
    case .sqrt:
      // √f ≥ √l·|x − p|^(β/2) where f ≥ 0.
      // β/2 is exact unless β is subnormal, where the rise says nothing useful anyway.
      var rise: Rise?
      if let r = a.rise, nonnegative(a), r.exponent >= 0x1p-1000 { rise = certified(rise: power(r.scale, 0.5).lower, r.exponent / 2) }
      return make(over, start, end, a.span, rise: rise)
    case .log, .log2, .log10:
      // l·|x − p|^β ≤ f ≤ H: |log f| ≤ |log H| + |log l| + β·|log|x − p||; log_b is that over
      // ln b.
      guard let r = a.rise, nonnegative(a), let h = bound(a), h > 0, let tail = logMass(a.span) else {
        return make(over, start, end, a.span)
      }
      let flat = times(plus(magnitudeOfLog(h), magnitudeOfLog(r.scale)), a.span).upper
      var mass = plus(flat, times(r.exponent, tail).upper)
      if let base = operation.logarithmBase { mass = E.apply(.divide, point(mass), E.apply(.log, point(base))).upper }
      return make(over, start, end, a.span, mass: certified(mass: mass))
    case .sin, .cos, .exp, .tan, .cbrt, .sinh, .cosh, .asinh, .acosh, .atanh, .cot, .sec, .csc, .gamma, .factorial:
      return make(over, start, end, a.span)
    case .atan, .floor, .ceil, .round, .sign, .tanh, .asin, .acos:
      return make(over, start, end, a.span, mass: boundedMass(over.value, a.span))
    }
  }

  /// ∫|f| over a piece of width `span` where f is defined and bounded, if not continuous (a
  /// step's jump, atan of a pole): its largest |f| times the width.
  private static func boundedMass(_ e: Enclosure, _ span: Double) -> Double? {
    guard !e.isEmpty, !e.flags.contains(.partlyUndefined), span > 0 else { return nil }
    let m = Swift.max(Swift.abs(e.lower), Swift.abs(e.upper))
    return m.isFinite ? certified(mass: times(m, span).upper) : nil
  }

  /// `a^n` for a constant n (an integer, or any real where a ≥ 0).
  /// - n ≥ 1 an integer: |a|ⁿ ≤ (L|x − p|)ⁿ ≤ Lⁿ·spanⁿ⁻¹·|x − p|; |a|ⁿ ≥ |a| − 1.
  /// - n > 0: a rise (l, β) gives (lⁿ, nβ).
  /// - n ≤ −1: a zero gives a pole, |a|ⁿ ≥ Lⁿ·spanⁿ⁺¹/|x − p|.
  /// - n < 0: a rise (l, β) with |n|·β < 1 gives a mass, |a|ⁿ ≤ lⁿ·|x − p|^(nβ).
  private static func powered(_ a: Value, _ n: Double, _ over: Dual<Enclosure>, _ start: Enclosure, _ end: Enclosure) -> Value {
    let integer = n == n.rounded()
    guard integer || nonnegative(a) else { return make(over, start, end, a.span) }
    // |x − p|^β is not monotone in β across |x − p| = 1: exponents must be exact (n·β of
    // integers and halves is).
    var rise: Rise?
    if let r = a.rise, n > 0, let beta = exact(times(n, r.exponent)) { rise = certified(rise: power(r.scale, n).lower, beta) }
    if n > 0 {
      var zero: Double?
      var pole: Pole?
      if integer, n >= 1 {
        if let l = a.zero { zero = times(power(l, n).upper, power(a.span, n - 1).upper).upper }
        if let q = a.pole { pole = certified(pole: q.strength, plus(q.offset, 1)) }
      }
      return make(over, start, end, a.span, zero: certified(zero: zero), rise: rise, pole: pole)
    }
    if n <= -1, let l = a.zero, a.rise != nil {
      // |a|ⁿ ≥ (L|x − p|)ⁿ = Lⁿ·|x − p|ⁿ⁺¹/|x − p| ≥ Lⁿ·spanⁿ⁺¹/|x − p|, as n + 1 ≤ 0; a vanishes
      // at p alone (its rise), so aⁿ is defined on the rest of the piece.
      let pole = certified(pole: times(power(l, n).lower, power(a.span, n + 1).lower).lower, 0)
      return make(over, start, end, a.span, pole: pole)
    }
    guard let r = a.rise else { return make(over, start, end, a.span) }
    guard let gamma = exact(times(-n, r.exponent)) else { return make(over, start, end, a.span) }
    let mass = powerMass(power(r.scale, n).upper, gamma, a.span)
    return make(over, start, end, a.span, mass: mass)
  }

  static func apply(_ operation: Instruction.BinaryOperation, _ a: Value, _ b: Value) -> Value {
    let over = D.apply(operation, a.over, b.over)
    let (start, end) = (E.apply(operation, a.start, b.start), E.apply(operation, a.end, b.end))
    let span = Swift.max(a.span, b.span)
    var summed: Double?
    if let u = mass(a, over: span), let v = mass(b, over: span) { summed = plus(u, v) }
    switch operation {
    case .add, .subtract:
      // ∫|u ± v| ≤ ∫|u| + ∫|v|.
      return make(over, start, end, span, pole: pole(a, beside: b) ?? pole(b, beside: a), mass: certified(mass: summed))
    case .multiply:
      return make(
        over, start, end, span, zero: zero(a, times: b) ?? zero(b, times: a), rise: rise(a, times: b) ?? rise(b, times: a),
        pole: pole(a, times: b) ?? pole(b, times: a), mass: mass(a, times: b, over: span) ?? mass(b, times: a, over: span))
    case .divide:
      return quotient(a, b, over, start, end, span)
    case .power:
      // A constant exponent, exactly one number.
      guard let n = E.exactly(b.over.value), b.span == 0, Swift.abs(n) <= 0x1p53 else { return make(over, start, end, span) }
      return powered(a, n, over, start, end)
    case .minimum, .maximum:
      // |min(u, v)| and |max(u, v)| ≤ |u| + |v|.
      return make(over, start, end, span, mass: certified(mass: summed))
    case .modulo, .arcTangent2:
      return make(over, start, end, span, mass: boundedMass(over.value, span))
    case .logarithmBase:
      return make(over, start, end, span)
    case .hypotenuse:
      // hypot(u, v) ≤ |u| + |v|.
      return make(over, start, end, span, mass: certified(mass: summed))
    }
  }

  /// A value's mass over a piece of width `span`: a constant's is its bound times the width (its
  /// own span is 0).
  private static func mass(_ v: Value, over span: Double) -> Double? {
    v.span > 0 ? v.mass : bound(v).map { times($0, span).upper }
  }

  /// |u ± v| ≥ |v| − |u|: a pole beside a bounded value stays one.
  private static func pole(_ p: Value, beside u: Value) -> Pole? {
    guard let q = p.pole, let m = bound(u) else { return nil }
    return certified(pole: q.strength, plus(q.offset, m))
  }

  /// |uv| ≤ L|x − p|·max|u|.
  private static func zero(_ z: Value, times u: Value) -> Double? {
    guard let l = z.zero, let m = bound(u) else { return nil }
    return certified(zero: times(l, m).upper)
  }

  /// |uv| ≥ min|u|·l|x − p|^β.
  private static func rise(_ r: Value, times u: Value) -> Rise? {
    guard let q = r.rise, let m = floor(u) else { return nil }
    return certified(rise: times(q.scale, m).lower, q.exponent)
  }

  /// |uv| ≥ min|u|·|v| ≥ min|u|·c/|x − p| − min|u|·M.
  private static func pole(_ p: Value, times u: Value) -> Pole? {
    guard let q = p.pole, let m = floor(u) else { return nil }
    return certified(pole: times(q.strength, m).lower, times(q.offset, m).upper)
  }

  /// ∫|uv| ≤ max|u|·∫|v|.
  private static func mass(_ t: Value, times u: Value, over span: Double) -> Double? {
    guard let tm = mass(t, over: span), let m = bound(u) else { return nil }
    return certified(mass: times(tm, m).upper)
  }

  /// u/v: over a value away from 0, each certificate of u scaled by v's bounds; a value away
  /// from 0 over a zero, a pole; a bounded value over a rise with β < 1, a mass.
  private static func quotient(_ a: Value, _ b: Value, _ over: Dual<Enclosure>, _ start: Enclosure, _ end: Enclosure, _ span: Double) -> Value {
    var (zero, rise, pole, mass): (Double?, Rise?, Pole?, Double?) = (nil, nil, nil, nil)
    if let m = floor(b) {
      // |u/v| ≤ L|x − p|/min|v| and ≥ |u|/max|v|; ∫|u/v| ≤ ∫|u|/min|v|.
      if let l = a.zero { zero = certified(zero: quotient(l, m).upper) }
      if let q = a.pole, let h = bound(b) { pole = certified(pole: quotient(q.strength, h).lower, quotient(q.offset, h).upper) }
      if let q = a.rise, let h = bound(b) { rise = certified(rise: quotient(q.scale, h).lower, q.exponent) }
      if let t = Self.mass(a, over: span) { mass = certified(mass: quotient(t, m).upper) }
    }
    // |u/v| ≥ min|u|/(L|x − p|): a pole, where v vanishes at p alone (its rise), so u/v is
    // defined on the rest of the piece (a zero alone allows v ≡ 0 on a stretch).
    if pole == nil, let m = floor(a), let l = b.zero, b.rise != nil { pole = certified(pole: quotient(m, l).lower, 0) }
    // |u/v| ≤ max|u|/l·|x − p|^−β: integrable when β < 1.
    if mass == nil, let m = bound(a), let r = b.rise { mass = powerMass(quotient(m, r.scale).upper, r.exponent, span) }
    return make(over, start, end, span, zero: zero, rise: rise, pole: pole, mass: mass)
  }

  static func affine(_ a: Value, _ scale: Double, _ offset: Double) -> Value {
    apply(.add, apply(.multiply, a, constant(scale)), constant(offset))
  }

  static func axpy(_ a: Value, _ b: Value, _ scale: Double, squared: Bool, offset: Double?) -> Value {
    let sum = apply(.add, a, apply(.multiply, squared ? apply(.square, b) : b, constant(scale)))
    return offset.map { apply(.add, sum, constant($0)) } ?? sum
  }
}

/// What the shape of f proves on a piece where interval arithmetic alone finds it may be unbounded.
package enum Singularity: Sendable, Equatable {
  /// A pole where |f| grows at least as 1/|x − p|: ∫|f| over the piece is infinite, so f has no
  /// integral, in Lebesgue's sense or as an improper one, on any domain holding it.
  case pole
  /// ∫ f over the piece lies in this enclosure (from a bound on ∫|f| and f's sign).
  case integrable(Enclosure)
}

extension CompiledExpression {
  /// What f's shape proves on [lower, upper] (lower < upper) about a singularity there
  /// (``SingularityBound``): a pole, a bound on the integral, or nothing.
  package func singularity(from lower: Double, to upper: Double) -> Singularity? {
    let f = value(at: SingularityArithmetic.variable(lower, upper), in: SingularityArithmetic.self)
    if f.pole != nil { return .pole }
    guard let t = f.mass, !f.over.value.isEmpty else { return nil }
    // f's sign, where its enclosure gives one, halves the bound.
    let e = f.over.value
    return .integrable(e.lower >= 0 ? Enclosure(0, t) : e.upper <= 0 ? Enclosure(-t, 0) : Enclosure(-t, t))
  }
}
