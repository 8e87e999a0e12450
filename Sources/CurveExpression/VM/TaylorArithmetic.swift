/// A value with its Taylor coefficients in `x` up to a fixed degree: `coefficients[k]` is
/// f⁽ᵏ⁾/k!, forward-mode automatic differentiation to any order. Over ``EnclosureArithmetic``
/// with the variable an interval X, each coefficient encloses f⁽ᵏ⁾(ξ)/k! for every ξ in X
/// where f is smooth; with the variable a point, the coefficients there.
package struct Taylor<Value>: Sendable where Value: Sendable {
  /// f, f′, f″/2, …, f⁽ⁿ⁾/n!.
  package var coefficients: [Value]
  /// Whether an operation may not be smooth here: `abs` at 0, `min` or `max` where its sides
  /// meet. The higher coefficients then say nothing about f (its value, the first, still holds).
  package var kink: Bool

  package init(_ coefficients: [Value], kink: Bool = false) {
    (self.coefficients, self.kink) = (coefficients, kink)
  }

  /// f.
  package var value: Value { coefficients[0] }
  /// The highest degree kept.
  package var degree: Int { coefficients.count - 1 }
}

/// The Taylor coefficient recurrences for every operation of the bytecode (Griewank and
/// Walther, *Evaluating Derivatives*, §13.2), each coefficient computed with `Base`'s own
/// operations, so over intervals every one is rounded outward; the value with exactly the
/// operation the plain arithmetic runs. All series of one run have the variable's degree.
enum TaylorArithmetic<Base: DifferentiableArithmetic>: Arithmetic where Base.Value: Sendable {
  typealias Value = Taylor<Base.Value>
  typealias B = Base.Value

  @inline(__always) private static func c(_ v: Double) -> B { Base.constant(v) }
  @inline(__always) private static func add(_ a: B, _ b: B) -> B { Base.apply(.add, a, b) }
  @inline(__always) private static func sub(_ a: B, _ b: B) -> B { Base.apply(.subtract, a, b) }
  @inline(__always) private static func mul(_ a: B, _ b: B) -> B { Base.apply(.multiply, a, b) }
  @inline(__always) private static func div(_ a: B, _ b: B) -> B { Base.apply(.divide, a, b) }

  static var encloses: Bool { Base.encloses }

  /// A constant: itself, then zeros. Its length is one; operations pad it to the other
  /// operand's degree (``padded(_:to:)``).
  static func constant(_ value: Double) -> Value {
    Taylor([Base.constant(value)])
  }

  static func constant(_ constant: EnclosedConstant) -> Value {
    Taylor([Base.constant(constant)])
  }

  /// The variable itself, as a series of `degree`: x, 1, 0, ….
  static func variable(_ x: B, degree: Int) -> Value {
    Taylor([x, c(1)] + [B](repeating: c(0), count: Swift.max(0, degree - 1)))
  }

  /// `a` with zeros up to `degree`.
  private static func padded(_ a: Value, to degree: Int) -> [B] {
    a.degree >= degree ? a.coefficients : a.coefficients + [B](repeating: c(0), count: degree - a.degree)
  }

  // MARK: Series operations

  /// The product's first `count` coefficients.
  private static func product(_ u: [B], _ v: [B], count: Int) -> [B] {
    (0..<count).map { k in
      var sum = mul(u[0], v[k])
      for j in stride(from: 1, through: k, by: 1) { sum = add(sum, mul(u[j], v[k - j])) }
      return sum
    }
  }

  /// w = u/v, by w_k = (u_k − Σ_{j=1..k} v_j w_{k−j}) / v_0.
  private static func quotient(_ u: [B], _ v: [B], first: B) -> [B] {
    var w = [first]
    for k in stride(from: 1, to: u.count, by: 1) {
      var sum = u[k]
      for j in 1...k { sum = sub(sum, mul(v[j], w[k - j])) }
      w.append(div(sum, v[0]))
    }
    return w
  }

  /// w = e^u, by w_k = (1/k) Σ_{j=1..k} j u_j w_{k−j}.
  private static func exponential(_ u: [B], first: B) -> [B] {
    var w = [first]
    for k in stride(from: 1, to: u.count, by: 1) {
      var sum = c(0)
      for j in 1...k { sum = add(sum, mul(mul(c(Double(j)), u[j]), w[k - j])) }
      w.append(div(sum, c(Double(k))))
    }
    return w
  }

  /// w = ln u, by w_k = (u_k − (1/k) Σ_{j=1..k−1} j w_j u_{k−j}) / u_0.
  private static func logarithm(_ u: [B], first: B) -> [B] {
    var w = [first]
    for k in stride(from: 1, to: u.count, by: 1) {
      var sum = c(0)
      for j in stride(from: 1, to: k, by: 1) { sum = add(sum, mul(mul(c(Double(j)), w[j]), u[k - j])) }
      w.append(div(sub(u[k], div(sum, c(Double(k)))), u[0]))
    }
    return w
  }

  /// w = √u, by w_k = (u_k − Σ_{j=1..k−1} w_j w_{k−j}) / (2 w_0).
  private static func squareRoot(_ u: [B], first: B) -> [B] {
    var w = [first]
    let twice = mul(c(2), first)
    for k in stride(from: 1, to: u.count, by: 1) {
      var sum = u[k]
      for j in stride(from: 1, to: k, by: 1) { sum = sub(sum, mul(w[j], w[k - j])) }
      w.append(div(sum, twice))
    }
    return w
  }

  /// sin u and cos u together: s_k = (1/k) Σ j u_j c_{k−j}, c_k = −(1/k) Σ j u_j s_{k−j}; with
  /// `hyperbolic`, sinh u and cosh u, whose c_k has no minus.
  private static func sineCosine(_ u: [B], sine: B, cosine: B, hyperbolic: Bool = false) -> (sine: [B], cosine: [B]) {
    var (s, co) = ([sine], [cosine])
    for k in stride(from: 1, to: u.count, by: 1) {
      var (sumS, sumC) = (c(0), c(0))
      for j in 1...k {
        let ju = mul(c(Double(j)), u[j])
        sumS = add(sumS, mul(ju, co[k - j]))
        sumC = add(sumC, mul(ju, s[k - j]))
      }
      s.append(div(sumS, c(Double(k))))
      let ck = div(sumC, c(Double(k)))
      co.append(hyperbolic ? ck : Base.apply(.negate, ck))
    }
    return (s, co)
  }

  /// w = u^p for a constant p, by w_k = (1/(k u_0)) Σ_{j=1..k} ((p + 1) j − k) u_j w_{k−j}
  /// (u_0 must not hold 0: the caller powers by multiplication then).
  private static func constantPower(_ u: [B], _ p: Double, first: B) -> [B] {
    var w = [first]
    for k in stride(from: 1, to: u.count, by: 1) {
      var sum = c(0)
      for j in 1...k {
        let factor = sub(mul(add(c(p), c(1)), c(Double(j))), c(Double(k)))
        sum = add(sum, mul(mul(factor, u[j]), w[k - j]))
      }
      w.append(div(sum, mul(c(Double(k)), u[0])))
    }
    return w
  }

  /// u^n for a whole n ≥ 0 by squaring and multiplying (any base, 0 and negatives included).
  private static func wholePower(_ u: [B], _ n: Double) -> [B] {
    var result = [c(1)] + [B](repeating: c(0), count: u.count - 1)
    var base = u
    var rest = n
    while rest >= 1 {
      let half = (rest / 2).rounded(.down)
      if rest - 2 * half == 1 { result = product(result, base, count: u.count) }
      rest = half
      if rest >= 1 { base = product(base, base, count: u.count) }
    }
    return result
  }

  /// w = tan u, by w′ = σ(1 + s·w²)·u′ (tan: σ = s = 1; cot: σ = −1; tanh: s = −1):
  /// w_k = (σ/k) Σ_{j=1..k} j u_j d_{k−j}, d = 1 + s·w² built as the w_j arrive.
  private static func tangent(_ u: [B], first: B, sign: Double = 1, square s: Double = 1) -> [B] {
    var w = [first]
    var d = [add(c(1), mul(c(s), mul(first, first)))]
    for k in stride(from: 1, to: u.count, by: 1) {
      var sum = c(0)
      for j in 1...k { sum = add(sum, mul(mul(c(Double(j)), u[j]), d[k - j])) }
      w.append(div(mul(c(sign), sum), c(Double(k))))
      var square = c(0)
      for i in 0...k { square = add(square, mul(w[i], w[k - i])) }
      d.append(mul(c(s), square))
    }
    return w
  }

  /// The series of u′, one shorter: (k + 1)·u_{k+1}.
  private static func derivative(_ u: [B]) -> [B] {
    (1..<Swift.max(1, u.count)).map { mul(c(Double($0)), u[$0]) }
  }

  /// u/v (each as long as the shorter), negated if asked.
  private static func quotient(_ u: [B], _ v: [B], negated: Bool) -> [B] {
    guard !u.isEmpty else { return [] }
    let q = quotient(u, v, first: div(u[0], v[0]))
    return negated ? q.map { Base.apply(.negate, $0) } : q
  }

  /// w with w(0) = first and w′ = slope: w_k = slope_{k−1}/k.
  private static func antiderivative(first: B, slope: [B]) -> [B] {
    [first] + slope.indices.map { div(slope[$0], c(Double($0 + 1))) }
  }

  /// w = ∛u, by the power recurrence with p = 1/3 enclosed (1/3 is no double):
  /// w_k = (1/(k u_0)) Σ_{j=1..k} ((p + 1) j − k) u_j w_{k−j}.
  private static func cubeRoot(_ u: [B], first: B) -> [B] {
    let p = div(c(1), c(3))
    var w = [first]
    for k in stride(from: 1, to: u.count, by: 1) {
      var sum = c(0)
      for j in 1...k {
        let factor = sub(mul(add(p, c(1)), c(Double(j))), c(Double(k)))
        sum = add(sum, mul(mul(factor, u[j]), w[k - j]))
      }
      w.append(div(sum, mul(c(Double(k)), u[0])))
    }
    return w
  }

  /// w = atan u, by w′·d = u′ with d = 1 + u²: w_k = (k u_k − Σ_{j=1..k−1} j w_j d_{k−j}) / (k d_0).
  private static func arcTangent(_ u: [B], first: B) -> [B] {
    var d = product(u, u, count: u.count)
    d[0] = add(c(1), d[0])
    var w = [first]
    for k in stride(from: 1, to: u.count, by: 1) {
      var sum = mul(c(Double(k)), u[k])
      for j in stride(from: 1, to: k, by: 1) { sum = sub(sum, mul(mul(c(Double(j)), w[j]), d[k - j])) }
      w.append(div(sum, mul(c(Double(k)), d[0])))
    }
    return w
  }

  /// w = atan2(u, v), by w′ = (v·u′ − u·v′)/(u² + v²): the quotient's series integrated.
  private static func angle(_ u: [B], _ v: [B], first: B) -> [B] {
    let n = u.count
    guard n > 1 else { return [first] }
    let (du, dv) = (derivative(u), derivative(v))
    let (ut, vt) = (Array(u.prefix(n - 1)), Array(v.prefix(n - 1)))
    let numerator = zip(product(vt, du, count: n - 1), product(ut, dv, count: n - 1)).map { sub($0, $1) }
    let denominator = zip(product(ut, ut, count: n - 1), product(vt, vt, count: n - 1)).map { add($0, $1) }
    return antiderivative(first: first, slope: quotient(numerator, denominator, negated: false))
  }

  // MARK: Arithmetic

  static func apply(_ operation: Instruction.UnaryOperation, _ u: Value) -> Value {
    let value = Base.apply(operation, u.value)
    let n = u.coefficients.count
    var w: [B]
    var kink = u.kink
    switch operation {
    case .negate: w = u.coefficients.map { Base.apply(.negate, $0) }
    case .sin: w = sineCosine(u.coefficients, sine: value, cosine: Base.apply(.cos, u.value)).sine
    case .cos: w = sineCosine(u.coefficients, sine: Base.apply(.sin, u.value), cosine: value).cosine
    case .exp: w = exponential(u.coefficients, first: value)
    case .log: w = logarithm(u.coefficients, first: value)
    case .sqrt: w = squareRoot(u.coefficients, first: value)
    case .square: w = product(u.coefficients, u.coefficients, count: n)
    case .cube: w = product(product(u.coefficients, u.coefficients, count: n), u.coefficients, count: n)
    case .abs:
      switch Base.sign(u.value) {
      case .positive: w = u.coefficients
      case .negative: w = u.coefficients.map { Base.apply(.negate, $0) }
      case .zero, .mixed:
        w = u.coefficients.map { Base.join($0, Base.apply(.negate, $0)) }
        kink = true
      }
    case .log2, .log10:
      // log_b u = ln u / ln b, ln b enclosed.
      let scale = Base.apply(.log, c(operation.logarithmBase ?? .nan))
      w = logarithm(u.coefficients, first: value).map { div($0, scale) }
    case .cbrt: w = cubeRoot(u.coefficients, first: value)
    case .tan: w = tangent(u.coefficients, first: value)
    case .cot: w = tangent(u.coefficients, first: value, sign: -1)
    case .tanh: w = tangent(u.coefficients, first: value, square: -1)
    case .sinh: w = sineCosine(u.coefficients, sine: value, cosine: Base.apply(.cosh, u.value), hyperbolic: true).sine
    case .cosh: w = sineCosine(u.coefficients, sine: Base.apply(.sinh, u.value), cosine: value, hyperbolic: true).cosine
    case .sec, .csc:
      // 1/cos, 1/sin.
      let (s, co) = sineCosine(u.coefficients, sine: Base.apply(.sin, u.value), cosine: Base.apply(.cos, u.value))
      let one = [c(1)] + [B](repeating: c(0), count: n - 1)
      w = quotient(one, operation == .sec ? co : s, first: value)
    case .asin, .acos, .asinh, .acosh, .atanh:
      // w′ = ±u′/√(±(1 − u²)), or u′/(1 − u²) for atanh: the quotient's series, integrated.
      let square = product(u.coefficients, u.coefficients, count: n)
      var radicand: [B]
      switch operation {
      case .asin, .acos, .atanh: radicand = square.map { Base.apply(.negate, $0) }; radicand[0] = sub(c(1), square[0])
      case .asinh: radicand = square; radicand[0] = add(c(1), square[0])
      default: radicand = square; radicand[0] = sub(square[0], c(1))
      }
      let denominator = operation == .atanh ? radicand : squareRoot(radicand, first: Base.apply(.sqrt, radicand[0]))
      w = antiderivative(first: value, slope: quotient(derivative(u.coefficients), denominator, negated: operation == .acos))
    case .atan: w = arcTangent(u.coefficients, first: value)
    case .gamma, .factorial:
      // No series of Γ's own (its coefficients are polygammas): no bound on the later ones.
      w = [value] + [B](repeating: Base.join(c(-.infinity), c(.infinity)), count: n - 1)
    case .floor, .ceil, .round, .sign:
      // Flat where it is constant; over a jump the slopes carry the value's flags.
      w = [value] + [B](repeating: Base.stepSlope(operation, at: u.value, value: value), count: n - 1)
    }
    w[0] = value
    return Taylor(w, kink: kink)
  }

  static func apply(_ operation: Instruction.BinaryOperation, _ u: Value, _ v: Value) -> Value {
    let value = Base.apply(operation, u.value, v.value)
    let degree = Swift.max(u.degree, v.degree)
    let (a, b) = (padded(u, to: degree), padded(v, to: degree))
    var kink = u.kink || v.kink
    var w: [B]
    switch operation {
    case .add: w = zip(a, b).map { add($0, $1) }
    case .subtract: w = zip(a, b).map { sub($0, $1) }
    case .multiply: w = product(a, b, count: degree + 1)
    case .divide: w = quotient(a, b, first: value)
    case .power:
      let (series, smooth) = power(a, b, first: value)
      (w, kink) = (series, kink || !smooth)
    case .minimum, .maximum:
      switch Base.order(u.value, v.value) {
      case .less: w = operation == .minimum ? a : b
      case .greater: w = operation == .maximum ? a : b
      case .meeting:
        w = zip(a, b).map { Base.join($0, $1) }
        kink = true
      }
    case .modulo:
      // u − k·v with k = floor(u/v), constant where mod is continuous.
      let quotient = div(u.value, v.value)
      let k = Base.apply(.floor, quotient)
      let slope = Base.stepSlope(.floor, at: quotient, value: k)
      w = zip(a, b).map { add(sub($0, mul(k, $1)), slope) }
    case .arcTangent2: w = angle(a, b, first: value)
    case .logarithmBase:
      w = quotient(logarithm(b, first: Base.apply(.log, v.value)), logarithm(a, first: Base.apply(.log, u.value)), first: value)
    case .hypotenuse:
      // √(u² + v²).
      let squares = zip(product(a, a, count: degree + 1), product(b, b, count: degree + 1)).map { add($0, $1) }
      w = squareRoot(squares, first: value)
    }
    w[0] = value
    return Taylor(w, kink: kink)
  }

  /// The number `v` is when it is a constant: its value exactly one number, every other
  /// coefficient exactly 0.
  private static func constantValue(_ v: [B]) -> Double? {
    guard let p = Base.exactly(v[0]), v.dropFirst().allSatisfy({ Base.exactly($0) == 0 }) else { return nil }
    return p
  }

  /// u^v, and whether it is smooth where u and v are. A constant whole exponent is taken by
  /// multiplication (its reciprocal for a negative one): smooth for any base, a negative
  /// exponent away from a base holding 0 (the reciprocal's flags mark one that is 0). Any other
  /// constant is taken by the power recurrence, a varying one as e^(v ln u): smooth for a
  /// positive base.
  private static func power(_ u: [B], _ v: [B], first: B) -> (series: [B], smooth: Bool) {
    let positive = Base.sign(u[0]) == .positive
    guard let p = constantValue(v) else {
      let logarithmOfBase = logarithm(u, first: Base.apply(.log, u[0]))
      return (exponential(product(v, logarithmOfBase, count: u.count), first: first), positive)
    }
    let whole = p == p.rounded()
    let smooth = whole ? p >= 0 || Base.sign(u[0]) != .mixed : positive
    guard whole, Swift.abs(p) <= 0x1p53 else { return (constantPower(u, p, first: first), smooth) }
    let powered = wholePower(u, Swift.abs(p))
    guard p < 0 else { return (powered, smooth) }
    let one = [c(1)] + [B](repeating: c(0), count: u.count - 1)
    return (quotient(one, powered, first: first), smooth)
  }

  static func affine(_ a: Value, _ scale: Double, _ offset: Double) -> Value {
    var w = a.coefficients.map { mul($0, c(scale)) }
    w[0] = Base.affine(a.value, scale, offset)
    return Taylor(w, kink: a.kink)
  }

  static func axpy(_ a: Value, _ b: Value, _ scale: Double, squared: Bool, offset: Double?) -> Value {
    let degree = Swift.max(a.degree, b.degree)
    let (u, v) = (padded(a, to: degree), padded(b, to: degree))
    let term = squared ? product(v, v, count: degree + 1) : v
    var w = zip(u, term).map { add($0, mul($1, c(scale))) }
    w[0] = Base.axpy(a.value, b.value, scale, squared: squared, offset: offset)
    return Taylor(w, kink: a.kink || b.kink)
  }
}
