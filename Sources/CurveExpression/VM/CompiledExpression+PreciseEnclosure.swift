/// ``PreciseArithmetic`` with sin and cos (and tan, cot, sec, csc, which are made of them)
/// reduced by π/2 up to |x| < 2^52, where PreciseArithmetic hands them to doubles past 2^20:
/// what a relation zoomed in far from 0 needs (at x = 10^15 a pixel may be 1/32 of an ulp).
///
/// Sound at any size: k·π/2 is a ball whose radius carries k times the constant's own (2e-33),
/// so at 2^52 the reduced argument is still known to about 1e-17; the sine or cosine of it is
/// then PreciseArithmetic's own.
enum ReducedBallArithmetic: Arithmetic {
  typealias Value = PreciseBall
  typealias P = PreciseArithmetic

  static let encloses = true

  static func constant(_ value: Double) -> PreciseBall { P.constant(value) }
  static func constant(_ constant: EnclosedConstant) -> PreciseBall { P.constant(constant) }

  static func apply(_ operation: Instruction.UnaryOperation, _ a: PreciseBall) -> PreciseBall {
    guard !a.isEmpty, a.isFinite, Swift.abs(a.high) >= 0x1p20, Swift.abs(a.high) < 0x1p52 else { return P.apply(operation, a) }
    switch operation {
    case .sin: return sine(a, cosine: false)
    case .cos: return sine(a, cosine: true)
    case .tan: return PreciseBall.quotient(sine(a, cosine: false), sine(a, cosine: true))
    case .cot: return PreciseBall.quotient(sine(a, cosine: true), sine(a, cosine: false))
    case .sec: return PreciseBall.quotient(PreciseBall(1), sine(a, cosine: true))
    case .csc: return PreciseBall.quotient(PreciseBall(1), sine(a, cosine: false))
    default: return P.apply(operation, a)
    }
  }

  static func apply(_ operation: Instruction.BinaryOperation, _ a: PreciseBall, _ b: PreciseBall) -> PreciseBall {
    P.apply(operation, a, b)
  }

  static func compare(_ comparison: SyntaxTree.Comparison, _ a: PreciseBall, _ b: PreciseBall) -> PreciseBall {
    P.compare(comparison, a, b)
  }

  static func select(_ condition: PreciseBall, _ a: PreciseBall, _ b: PreciseBall) -> PreciseBall { P.select(condition, a, b) }

  static func affine(_ a: PreciseBall, _ scale: Double, _ offset: Double) -> PreciseBall { P.affine(a, scale, offset) }

  static func axpy(_ a: PreciseBall, _ b: PreciseBall, _ scale: Double, squared: Bool, offset: Double?) -> PreciseBall {
    P.axpy(a, b, scale, squared: squared, offset: offset)
  }

  /// sin(a) or cos(a) for 2^20 ≤ |a| < 2^52: a = k·π/2 + r, and sin(k·π/2 + r) is ±sin r or
  /// ±cos r by k mod 4 (cos(a) = sin(a + π/2)), for any r. The ball r holds a's radius and the
  /// reduction's. The quotient that picks k may be off by nearly 1 near 2^52 (π/2's double is
  /// 6e-17 off, and the quotient's ulp is 0.5 there), so |r| may pass π/4, up to about 1.4:
  /// PreciseBall's own sine reduces it again.
  static func sine(_ a: PreciseBall, cosine: Bool) -> PreciseBall {
    let k = (a.high / PreciseBall.halfPi.high).rounded()
    var r = PreciseBall.sum(PreciseBall(a.high, a.low), -PreciseBall.product(PreciseBall(k), PreciseBall.halfPi))
    r.radius = up(r.radius, plus: a.radius)
    r.flags = a.flags
    guard r.isFinite else { return P.apply(cosine ? .cos : .sin, a) }
    // k mod 4 from the double: k passes Int's 32 bits in wasm32.
    let quadrant = (Int(k.truncatingRemainder(dividingBy: 4)) + 4 + (cosine ? 1 : 0)) & 3
    let value = PreciseBall.sine(r, cosine: quadrant & 1 == 1)
    return quadrant >= 2 ? -value : value
  }
}

extension CompiledExpression {
  /// The enclosure of a program in `x` and `y` (a relation's side) over the balls `x` and `y`
  /// (midpoints in double-double): the point machine in ``ReducedBallArithmetic``, for boxes
  /// narrower than doubles can tell apart.
  package func enclosure(x: PreciseBall, y: PreciseBall) -> PreciseBall {
    value(at: x, y: y, in: ReducedBallArithmetic.self)
  }
}

extension PreciseBall {
  /// The point `origin + t·(end − origin)/count` of an axis cut into `count` pixels, at the pixel
  /// coordinate `t` (an exact double): the ball's midpoint is a real within its radius of it.
  package static func axisPoint(_ origin: Double, _ end: Double, count: Int, at t: Double) -> PreciseBall {
    let step = quotient(sum(PreciseBall(end), -PreciseBall(origin)), PreciseBall(Double(count)))
    return sum(PreciseBall(origin), product(PreciseBall(t), step))
  }

  /// A ball holding every point of the axis from pixel coordinate `from` to `to` (see
  /// ``axisPoint(_:_:count:at:)``).
  package static func axisSpan(_ origin: Double, _ end: Double, count: Int, from: Double, to: Double) -> PreciseBall {
    let middle = axisPoint(origin, end, count: count, at: from / 2 + to / 2)
    let step = quotient(sum(PreciseBall(end), -PreciseBall(origin)), PreciseBall(Double(count)))
    let half = product(PreciseBall(to / 2 - from / 2), step)
    return PreciseBall(middle.high, middle.low, radius: up(middle.radius, plus: up(half.magnitude, plus: half.radius)), middle.flags)
  }

  /// `a − b`.
  package static func difference(_ a: PreciseBall, _ b: PreciseBall) -> PreciseBall { sum(a, -b) }

  /// The midpoint's value as a ball of no radius: a real number itself.
  package var midpoint: PreciseBall { PreciseBall(high, low) }
}
