/// What a proof that f is not integrable on a piece [a, b] knows of one value of the program:
/// its enclosure and slope over the piece, its values at the two ends, and two certificates
/// built up operation by operation from the expression's shape.
///
/// - A **zero**: some p in the piece with |f(x)| ≤ L·|x − p| on the whole piece. The base case
///   is f continuous with a sign change between the ends (so a p exists) and |f′| ≤ L on the
///   piece (the mean value theorem); products, powers and quotients by values away from 0 carry it.
/// - A **pole**: some p in the piece with |f(x)| ≥ c/|x − p| − M for every x ≠ p, with c > 0.
///   Then ∫|f| over the piece is infinite, and f has no integral on any domain holding the piece.
///   A value away from 0 over a zero starts one; sums with bounded values, products with values
///   away from 0 and powers carry it.
package struct PoleBound: Sendable {
  /// f and its derivatives over the piece.
  package var over: Dual<Enclosure>
  /// f at the piece's start and at its end.
  package var start: Enclosure
  package var end: Enclosure
  /// b − a, rounded up (0 for a constant): the powers of a zero need it.
  package var span: Double
  /// L of a zero, when proven.
  package var zero: Double?
  /// (c, M) of a pole, when proven.
  package var pole: Pole?

  package struct Pole: Sendable, Equatable {
    package var strength: Double
    package var offset: Double
  }
}

enum PoleArithmetic: Arithmetic {
  typealias Value = PoleBound
  private typealias D = DualArithmetic<EnclosureArithmetic>
  private typealias E = EnclosureArithmetic

  static var encloses: Bool { true }

  /// The variable over [a, b].
  static func variable(_ a: Double, _ b: Double) -> Value {
    let span = E.apply(.subtract, Enclosure(point: b), Enclosure(point: a)).upper
    return proved(
      PoleBound(
        over: D.variable(Enclosure(a, b)), start: Enclosure(point: a), end: Enclosure(point: b), span: span, zero: nil, pole: nil))
  }

  static func constant(_ value: Double) -> Value {
    proved(PoleBound(over: D.constant(value), start: E.constant(value), end: E.constant(value), span: 0, zero: nil, pole: nil))
  }

  static func constant(_ constant: EnclosedConstant) -> Value {
    proved(
      PoleBound(over: D.constant(constant), start: E.constant(constant), end: E.constant(constant), span: 0, zero: nil, pole: nil))
  }

  // MARK: Bounds, rounded outward

  private static func product(_ a: Double, _ b: Double) -> Double {
    E.apply(.multiply, Enclosure(point: a), Enclosure(point: b)).upper
  }
  private static func quotientAbove(_ a: Double, _ b: Double) -> Double {
    E.apply(.divide, Enclosure(point: a), Enclosure(point: b)).upper
  }
  private static func quotientBelow(_ a: Double, _ b: Double) -> Double {
    E.apply(.divide, Enclosure(point: a), Enclosure(point: b)).lower
  }
  private static func power(_ a: Double, _ n: Double) -> Double {
    n == 0 ? 1 : E.integerPower(Enclosure(point: a), n).upper
  }

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

  /// A certificate kept only when its numbers are usable.
  private static func certifiedZero(_ l: Double?) -> Double? {
    guard let l, l.isFinite, l >= 0 else { return nil }
    return l
  }
  private static func certifiedPole(_ c: Double, _ m: Double) -> PoleBound.Pole? {
    c > 0 && c.isFinite && m.isFinite ? PoleBound.Pole(strength: c, offset: m) : nil
  }

  /// `v` with the base case of a zero added when the shape gave none: continuous on the piece,
  /// a sign change between the ends, and a bounded slope.
  private static func proved(_ v: Value) -> Value {
    guard v.zero == nil, v.over.value.isContinuous, v.start.isContinuous, v.end.isContinuous else { return v }
    let changes = (v.start.upper <= 0 && v.end.lower >= 0) || (v.start.lower >= 0 && v.end.upper <= 0)
    let slope = v.over.first
    guard changes, !slope.isEmpty else { return v }
    var result = v
    result.zero = certifiedZero(Swift.max(Swift.abs(slope.lower), Swift.abs(slope.upper)))
    return result
  }

  /// The result of an operation: the three enclosures, the wider span, and the certificates.
  private static func make(
    _ over: Dual<Enclosure>, _ start: Enclosure, _ end: Enclosure, _ span: Double, zero: Double? = nil, pole: PoleBound.Pole? = nil
  ) -> Value {
    proved(PoleBound(over: over, start: start, end: end, span: span, zero: zero, pole: pole))
  }

  // MARK: Operations

  static func apply(_ operation: Instruction.UnaryOperation, _ a: Value) -> Value {
    let over = D.apply(operation, a.over)
    let (start, end) = (E.apply(operation, a.start), E.apply(operation, a.end))
    switch operation {
    case .negate, .abs:
      return make(over, start, end, a.span, zero: a.zero, pole: a.pole)
    case .square, .cube:
      return powered(a, operation == .square ? 2 : 3, over, start, end)
    case .sin, .cos, .exp, .log, .sqrt:
      return make(over, start, end, a.span)
    }
  }

  /// `a^n` for an integer n ≥ 1: |a|ⁿ ≤ (L|x − p|)ⁿ ≤ Lⁿ·spanⁿ⁻¹·|x − p|; and |a|ⁿ ≥ |a| − 1.
  /// For n ≤ −1 of a zero: |a|ⁿ ≥ 1/(L^|n|·span^(|n|−1)·|x − p|), a pole.
  private static func powered(_ a: Value, _ n: Double, _ over: Dual<Enclosure>, _ start: Enclosure, _ end: Enclosure) -> Value {
    if n >= 1 {
      let zero = a.zero.map { product(power($0, n), power(a.span, n - 1)) }
      let pole = a.pole.flatMap { certifiedPole($0.strength, E.apply(.add, Enclosure(point: $0.offset), Enclosure(point: 1)).upper) }
      return make(over, start, end, a.span, zero: certifiedZero(zero), pole: pole)
    }
    guard let l = a.zero else { return make(over, start, end, a.span) }
    let k = -n
    return make(over, start, end, a.span, pole: certifiedPole(quotientBelow(1, product(power(l, k), power(a.span, k - 1))), 0))
  }

  static func apply(_ operation: Instruction.BinaryOperation, _ a: Value, _ b: Value) -> Value {
    let over = D.apply(operation, a.over, b.over)
    let (start, end) = (E.apply(operation, a.start, b.start), E.apply(operation, a.end, b.end))
    let span = Swift.max(a.span, b.span)
    switch operation {
    case .add, .subtract:
      // |u ± v| ≥ |v| − |u|: a pole beside a bounded value stays one.
      func beside(_ p: Value, _ u: Value) -> PoleBound.Pole? {
        guard let q = p.pole, let m = bound(u) else { return nil }
        return certifiedPole(q.strength, E.apply(.add, Enclosure(point: q.offset), Enclosure(point: m)).upper)
      }
      return make(over, start, end, span, pole: beside(a, b) ?? beside(b, a))
    case .multiply:
      // |uv| ≤ L|x − p|·max|u|; |uv| ≥ min|u|·|v| ≥ min|u|·c/|x − p| − min|u|·M.
      func zeroTimes(_ z: Value, _ u: Value) -> Double? {
        guard let l = z.zero, let m = bound(u) else { return nil }
        return certifiedZero(product(l, m))
      }
      func poleTimes(_ p: Value, _ u: Value) -> PoleBound.Pole? {
        guard let q = p.pole, let m = floor(u) else { return nil }
        return certifiedPole(E.apply(.multiply, Enclosure(point: q.strength), Enclosure(point: m)).lower, product(q.offset, m))
      }
      return make(over, start, end, span, zero: zeroTimes(a, b) ?? zeroTimes(b, a), pole: poleTimes(a, b) ?? poleTimes(b, a))
    case .divide:
      var zero: Double?
      var pole: PoleBound.Pole?
      // A value away from 0 over a zero: |u/v| ≥ min|u|/(L|x − p|).
      if let m = floor(a), let l = b.zero { pole = certifiedPole(quotientBelow(m, l), 0) }
      // A pole over a bounded value away from 0: |u/v| ≥ |u|/max|v|.
      if pole == nil, let q = a.pole, floor(b) != nil, let h = bound(b) {
        pole = certifiedPole(quotientBelow(q.strength, h), quotientAbove(q.offset, h))
      }
      // A zero over a value away from 0: |u/v| ≤ L|x − p|/min|v|.
      if let l = a.zero, let m = floor(b) { zero = certifiedZero(quotientAbove(l, m)) }
      return make(over, start, end, span, zero: zero, pole: pole)
    case .power:
      // An integer exponent, exactly one number.
      guard let n = E.exactly(b.over.value), b.span == 0, n == n.rounded(), Swift.abs(n) >= 1, Swift.abs(n) <= 0x1p53 else {
        return make(over, start, end, span)
      }
      return powered(a, n, over, start, end)
    case .minimum, .maximum:
      return make(over, start, end, span)
    }
  }

  static func affine(_ a: Value, _ scale: Double, _ offset: Double) -> Value {
    apply(.add, apply(.multiply, a, constant(scale)), constant(offset))
  }

  static func axpy(_ a: Value, _ b: Value, _ scale: Double, squared: Bool, offset: Double?) -> Value {
    let sum = apply(.add, a, apply(.multiply, squared ? apply(.square, b) : b, constant(scale)))
    return offset.map { apply(.add, sum, constant($0)) } ?? sum
  }
}

extension CompiledExpression {
  /// Whether f is proven to have a pole on [lower, upper] (lower < upper) where |f| grows at
  /// least as 1/|x − p| (``PoleBound``): then ∫|f| over it is infinite, so f has no integral, in
  /// Lebesgue's sense or as an improper one, on any domain holding it.
  package func provesPole(from lower: Double, to upper: Double) -> Bool {
    value(at: PoleArithmetic.variable(lower, upper), in: PoleArithmetic.self).pole != nil
  }
}
