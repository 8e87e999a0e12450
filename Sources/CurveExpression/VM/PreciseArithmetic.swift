/// The enclosure program in ball arithmetic with double-double midpoints (``PreciseBall``): what
/// the refinement of certified points asks at a point, where interval arithmetic in doubles is
/// too wide to sign f near its zero.
enum PreciseArithmetic: Arithmetic {
  typealias Value = PreciseBall
  typealias E = EnclosureArithmetic

  static let encloses = true

  static func constant(_ value: Double) -> PreciseBall { PreciseBall(Enclosure(constant: value)) }
  static func constant(_ constant: EnclosedConstant) -> PreciseBall { constant.ball }

  static func apply(_ operation: Instruction.UnaryOperation, _ a: PreciseBall) -> PreciseBall {
    switch operation {
    case .negate: -a
    case .sin: PreciseBall.sine(a, cosine: false)
    case .cos: PreciseBall.sine(a, cosine: true)
    case .exp: PreciseBall.exponential(a)
    case .log: PreciseBall.logarithm(a)
    case .log2, .log10: PreciseBall.quotient(PreciseBall.logarithm(a), PreciseBall.logarithm(PreciseBall(operation.logarithmBase ?? .nan)))
    case .sinh, .cosh, .tanh: hyperbolic(operation, a)
    case .cot: PreciseBall.quotient(PreciseBall.sine(a, cosine: true), PreciseBall.sine(a, cosine: false))
    case .sec: PreciseBall.quotient(PreciseBall(1), PreciseBall.sine(a, cosine: true))
    case .csc: PreciseBall.quotient(PreciseBall(1), PreciseBall.sine(a, cosine: false))
    case .cbrt, .asin, .acos, .asinh, .acosh, .atanh: PreciseBall.inverse(operation, a)
    case .gamma: PreciseBall.gamma(a)
    case .factorial: PreciseBall.gamma(PreciseBall.sum(a, PreciseBall(1)))
    case .sqrt: PreciseBall.squareRoot(a)
    case .square: PreciseBall.product(a, a)
    case .cube: PreciseBall.product(PreciseBall.product(a, a), a)
    case .abs:
      // |·| is 1-Lipschitz: the ball around |midpoint| with the same radius.
      a.high < 0 ? -a : a
    case .tan: PreciseBall.quotient(PreciseBall.sine(a, cosine: false), PreciseBall.sine(a, cosine: true))
    case .atan: PreciseBall.arcTangent(a)
    // Exact in doubles: the enclosure is as tight as a ball.
    case .floor, .ceil, .round, .sign: PreciseBall(E.apply(operation, a.enclosure))
    }
  }

  static func apply(_ operation: Instruction.BinaryOperation, _ a: PreciseBall, _ b: PreciseBall) -> PreciseBall {
    switch operation {
    case .add: return PreciseBall.sum(a, b)
    case .subtract: return PreciseBall.sum(a, -b)
    case .multiply: return PreciseBall.product(a, b)
    case .divide: return PreciseBall.quotient(a, b)
    case .power:
      // An exact integer exponent up to 64: repeated products (a negative one, their inverse).
      if b.radius == 0, b.low == 0, b.flags.isEmpty, b.high == b.high.rounded(), Swift.abs(b.high) <= 64, b.high != 0 {
        let n = Int(Swift.abs(b.high))
        let p = PreciseBall.power(a, n)
        return b.high > 0 ? p : PreciseBall.quotient(PreciseBall(1), p)
      }
      // A positive base: exp(b·log a).
      if !a.isEmpty, a.high > 0, a.leastMagnitude > PreciseBall.smallest, !b.isEmpty {
        return PreciseBall.exponential(PreciseBall.product(b, PreciseBall.logarithm(a)))
      }
      return PreciseBall(E.apply(.power, a.enclosure, b.enclosure))
    case .minimum, .maximum:
      // Both are 1-Lipschitz in each argument: the ball around the chosen midpoint, as wide as
      // the wider ball and the uncertainty of which midpoint it is.
      guard !a.isEmpty, !b.isEmpty else { return PreciseBall(E.apply(operation, a.enclosure, b.enclosure)) }
      let difference = PreciseBall.sum(PreciseBall(a.high, a.low), -PreciseBall(b.high, b.low))
      guard difference.isFinite else { return PreciseBall(E.apply(operation, a.enclosure, b.enclosure)) }
      let aAbove = difference.high > 0
      var chosen = (operation == .maximum) == aAbove ? a : b
      chosen.radius = up(Swift.max(a.radius, b.radius), plus: up(difference.radius, times: 2))
      chosen.flags = a.flags.union(b.flags)
      return chosen
    case .modulo:
      // a − k·b where k = floor(a/b) is one integer (what the enclosure proves), else the
      // enclosure's band.
      let k = E.apply(.floor, E.apply(.divide, a.enclosure, b.enclosure))
      guard k.lower == k.upper, k.lower.isFinite, k.isContinuous else { return PreciseBall(E.apply(operation, a.enclosure, b.enclosure)) }
      return PreciseBall.sum(a, -PreciseBall.product(PreciseBall(k.lower), b))
    case .arcTangent2:
      // atan(y/x) for x > 0; ± π from it for x < 0 off the cut (y ≠ 0); else the enclosure.
      let (y, x) = (a.enclosure, b.enclosure)
      guard !y.isEmpty, !x.isEmpty, x.lower > 0 || x.upper < 0 && (y.lower > 0 || y.upper < 0) else {
        return PreciseBall(E.apply(operation, y, x))
      }
      let principal = PreciseBall.arcTangent(PreciseBall.quotient(a, b))
      guard x.upper < 0 else { return principal }
      return PreciseBall.sum(principal, y.lower > 0 ? Constant.pi.ball : -Constant.pi.ball)
    case .hypotenuse:
      return PreciseBall.squareRoot(PreciseBall.sum(PreciseBall.product(a, a), PreciseBall.product(b, b)))
    case .logarithmBase:
      return PreciseBall.quotient(PreciseBall.logarithm(b), PreciseBall.logarithm(a))
    }
  }

  /// sinh, cosh and tanh from e^a and e^−a (balls: the difference's cancellation near 0 costs
  /// absolute, not relative, precision, far below a double's); past |a| = 20 the enclosure.
  private static func hyperbolic(_ operation: Instruction.UnaryOperation, _ a: PreciseBall) -> PreciseBall {
    guard !a.isEmpty, a.isFinite, Swift.abs(a.high) < 20 else { return PreciseBall(E.apply(operation, a.enclosure)) }
    let (up, down) = (PreciseBall.exponential(a), PreciseBall.exponential(-a))
    let sinh = PreciseBall.quotient(PreciseBall.sum(up, -down), PreciseBall(2))
    let cosh = PreciseBall.quotient(PreciseBall.sum(up, down), PreciseBall(2))
    switch operation {
    case .sinh: return sinh
    case .cosh: return cosh
    default: return PreciseBall.quotient(sinh, cosh)
    }
  }

  static func affine(_ a: PreciseBall, _ scale: Double, _ offset: Double) -> PreciseBall {
    PreciseBall.sum(PreciseBall.product(a, PreciseBall(scale)), PreciseBall(offset))
  }

  static func axpy(_ a: PreciseBall, _ b: PreciseBall, _ scale: Double, squared: Bool, offset: Double?) -> PreciseBall {
    let v = squared ? PreciseBall.product(b, b) : b
    let r = PreciseBall.sum(a, PreciseBall.product(v, PreciseBall(scale)))
    guard let offset else { return r }
    return PreciseBall.sum(r, PreciseBall(offset))
  }
}

extension PreciseArithmetic: DifferentiableArithmetic {
  static func sign(_ a: PreciseBall) -> ValueSign { E.sign(a.enclosure) }
  static func order(_ a: PreciseBall, _ b: PreciseBall) -> ValueOrder { E.order(a.enclosure, b.enclosure) }
  static func join(_ a: PreciseBall, _ b: PreciseBall) -> PreciseBall { PreciseBall(E.join(a.enclosure, b.enclosure)) }
  static func exactly(_ a: PreciseBall) -> Double? { a.radius == 0 && a.low == 0 && a.flags.isEmpty && !a.isEmpty ? a.high : nil }
  static func stepSlope(_ operation: Instruction.UnaryOperation, at argument: PreciseBall, value: PreciseBall) -> PreciseBall {
    PreciseBall(E.stepSlope(operation, at: argument.enclosure, value: value.enclosure))
  }
}
