internal import _CurveMath

/// A sound enclosure of a function over an interval of `x`: every real value the function takes
/// there lies in `lower…upper`, and `flags` says what else may happen there.
///
/// It is about the function of real numbers, not about its floating-point evaluation: an
/// overflowing `exp` still has a finite (if unknown) value, so `exp` never sets a flag. Bounds are
/// rounded outward: one ulp after an IEEE operation (exact to half an ulp), two after one of
/// CurveKit's functions (`sin cos exp log pow`, within one ulp: `Math/DESIGN.md`). A sum or
/// product of two points is left as it is when exact (by TwoSum's error, by the factors'
/// significand widths), so a zero at a simple double is a point.
package struct Enclosure: Sendable, Equatable {
  package var lower: Double
  package var upper: Double
  package var flags: Flags

  /// What an enclosure cannot rule out.
  /// Neither `partlyUndefined` nor `mayBreak` proves the function defined and continuous there.
  /// (Write no flag as `Flags()`, not `[]`: an array literal builds an array first, once per
  /// interval.)
  package struct Flags: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    @inlinable package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Some x of the interval may be outside the function's domain (`sqrt` or `log` of a
    /// negative number, a fractional power of one).
    package static let partlyUndefined = Flags(rawValue: 1)
    /// The function may be unbounded or jump there: a division by an interval holding 0, `log`
    /// reaching 0, a negative power of an interval holding 0, a power with a base that is not
    /// positive and an exponent that varies.
    package static let mayBreak = Flags(rawValue: 2)
    /// A bound left binary64 from finite operands: the real value is finite, but a double
    /// evaluation may give an infinity there, or NaN after one (0·∞, ∞ − ∞). No threat to
    /// continuity.
    package static let overflow = Flags(rawValue: 4)
  }

  package init(_ lower: Double, _ upper: Double, _ flags: Flags = Flags()) {
    (self.lower, self.upper, self.flags) = (lower, upper, flags)
  }

  /// A single value.
  package init(point value: Double) { self.init(value, value) }

  /// A constant of the program. One folded to an infinity may stand for a division by zero (or
  /// for an overflow): it may break; one folded to NaN has no value.
  package init(constant value: Double) {
    if value.isNaN {
      self = .undefined
    } else {
      self.init(value, value, value.isFinite ? Flags() : .mayBreak)
    }
  }

  /// A decimal literal, read as `value`: the double where it is exact, else the double and its
  /// neighbour on the side of the literal's value.
  package init(literal value: Double, _ rounding: LiteralRounding) {
    switch rounding {
    case .exact: self.init(point: value)
    case .down: self.init(value, value.nextUp)
    case .up: self.init(value.nextDown, value)
    }
  }

  /// Nowhere defined: no real value at all (`sqrt` of a negative interval).
  package static let undefined = Enclosure(.nan, .nan, .partlyUndefined)

  /// Whether the function has no value anywhere on the interval.
  @inlinable package var isEmpty: Bool { lower.isNaN }

  /// Whether the enclosure proves the function defined and continuous on the whole interval:
  /// no flag, and a value. (Bounds may be infinite: that is overflow, not a pole.)
  @inlinable package var isContinuous: Bool { !flags.contains(.partlyUndefined) && !flags.contains(.mayBreak) && !isEmpty }

  /// Whether a point's enclosure proves a real value there, between its bounds: continuous,
  /// and neither a point at an infinity.
  package var provesValue: Bool { isContinuous && lower < .infinity && upper > -.infinity }

  /// Whether `value` lies in the enclosure.
  package func contains(_ value: Double) -> Bool { lower <= value && value <= upper }
}

/// The enclosure of each operation (``Arithmetic`` computes its value at a point).
enum EnclosureArithmetic: Arithmetic {
  static let encloses = true
  static func constant(_ value: Double) -> Enclosure { Enclosure(constant: value) }
  static func constant(_ constant: EnclosedConstant) -> Enclosure { constant.enclosure }

  // MARK: Outward rounding

  /// Below a correctly rounded result (within half an ulp of the true value).
  @inline(__always) static func down(_ v: Double) -> Double { v.nextDown }
  @inline(__always) static func up(_ v: Double) -> Double { v.nextUp }
  /// Below a result of CurveKit's math (within one ulp of the true value).
  @inline(__always) static func down2(_ v: Double) -> Double { v.nextDown.nextDown }
  @inline(__always) static func up2(_ v: Double) -> Double { v.nextUp.nextUp }

  @inline(__always) private static func hull(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> (Double, Double) {
    (Swift.min(Swift.min(a, b), Swift.min(c, d)), Swift.max(Swift.max(a, b), Swift.max(c, d)))
  }

  /// The enclosure for an operand that is nowhere defined, carrying both operands' flags.
  @inline(__always) private static func undefined(_ flags: Enclosure.Flags) -> Enclosure {
    Enclosure(.nan, .nan, flags.union(.partlyUndefined))
  }

  // MARK: One operand

  /// `r` with `.overflow` when its bounds are infinite but its operands' were not (and no pole
  /// made them so).
  @inline(__always) private static func noting(_ r: Enclosure, from a: Enclosure, _ b: Enclosure? = nil) -> Enclosure {
    guard r.lower.isInfinite || r.upper.isInfinite, !r.flags.contains(.mayBreak) else { return r }
    let finite = a.lower.isFinite && a.upper.isFinite && (b.map { $0.lower.isFinite && $0.upper.isFinite } ?? true)
    guard finite else { return r }
    var noted = r
    noted.flags.insert(.overflow)
    return noted
  }

  static func apply(_ operation: Instruction.UnaryOperation, _ a: Enclosure) -> Enclosure {
    noting(unary(operation, a), from: a)
  }

  private static func unary(_ operation: Instruction.UnaryOperation, _ a: Enclosure) -> Enclosure {
    guard !a.isEmpty else { return a }
    switch operation {
    case .negate: return Enclosure(-a.upper, -a.lower, a.flags)
    case .abs: return absolute(a)
    case .sqrt: return squareRoot(a)
    case .exp:
      return Enclosure(Swift.max(0, down2(curve_exp(a.lower))), up2(curve_exp(a.upper)), a.flags)
    case .log: return logarithm(a, curve_log)
    case .log2: return logarithm(a, curve_log2)
    case .log10: return logarithm(a, curve_log10)
    case .cbrt, .sinh, .asinh:
      // Increasing everywhere.
      let f = { (v: Double) in DoubleArithmetic.apply(operation, v) }
      return Enclosure(down2(f(a.lower)), up2(f(a.upper)), a.flags)
    case .tanh: return Enclosure(Swift.max(-1, down2(curve_tanh(a.lower))), Swift.min(1, up2(curve_tanh(a.upper))), a.flags)
    case .cosh:
      // Even, least (1) at 0.
      if a.lower >= 0 { return Enclosure(Swift.max(1, down2(curve_cosh(a.lower))), up2(curve_cosh(a.upper)), a.flags) }
      if a.upper <= 0 { return Enclosure(Swift.max(1, down2(curve_cosh(a.upper))), up2(curve_cosh(a.lower)), a.flags) }
      return Enclosure(1, up2(Swift.max(curve_cosh(a.lower), curve_cosh(a.upper))), a.flags)
    case .asin, .acos, .acosh, .atanh: return inverse(operation, a)
    case .cot: return betweenPoles(a, cotangent: true)
    // 1/cos and 1/sin of their enclosures: a pole is where they may be 0.
    case .sec: return quotient(Enclosure(point: 1), sine(a, maximumAt: 0), a.flags)
    case .csc: return quotient(Enclosure(point: 1), sine(a, maximumAt: Double.pi / 2), a.flags)
    case .sin: return sine(a, maximumAt: Double.pi / 2)
    case .cos: return sine(a, maximumAt: 0)
    case .square: return integerPower(a, 2)
    case .cube: return integerPower(a, 3)
    case .tan: return betweenPoles(a, cotangent: false)
    case .atan:
      // Increasing, and within ±π/2 (the double above π/2 bounds it).
      let limit = (Double.pi / 2).nextUp
      return Enclosure(Swift.max(-limit, down2(curve_atan(a.lower))), Swift.min(limit, up2(curve_atan(a.upper))), a.flags)
    case .gamma: return gamma(a)
    case .factorial: return gamma(apply(.add, a, Enclosure(point: 1)))
    case .floor, .ceil, .round, .sign:
      // Exact in doubles and non-decreasing: constant where the ends agree, else a jump may lie
      // between them.
      let (low, high) = (DoubleArithmetic.apply(operation, a.lower), DoubleArithmetic.apply(operation, a.upper))
      return Enclosure(low, high, low == high ? a.flags : a.flags.union(.mayBreak))
    }
  }

  /// `asin`, `acos` (on [−1, 1]), `acosh` (on [1, ∞)) and `atanh` (on (−1, 1), unbounded at
  /// its ends): monotone on their domains, so the values at the ends of the part of `a` there;
  /// `partlyUndefined` where `a` reaches outside.
  private static func inverse(_ operation: Instruction.UnaryOperation, _ a: Enclosure) -> Enclosure {
    let (low, high): (Double, Double) = operation == .acosh ? (1, .infinity) : (-1, 1)
    guard a.upper >= low, a.lower <= high else { return undefined(a.flags) }
    var flags = a.flags
    if a.lower < low || a.upper > high { flags.insert(.partlyUndefined) }
    let (l, h) = (Swift.max(a.lower, low), Swift.min(a.upper, high))
    let f = { (v: Double) in DoubleArithmetic.apply(operation, v) }
    switch operation {
    case .asin:
      let limit = (Double.pi / 2).nextUp
      return Enclosure(Swift.max(-limit, down2(f(l))), Swift.min(limit, up2(f(h))), flags)
    case .acos:
      return Enclosure(Swift.max(0, down2(f(h))), Swift.min(Double.pi.nextUp, up2(f(l))), flags)
    case .atanh:
      // ±∞ at ±1.
      if l == -1 || h == 1 { flags.insert(.mayBreak) }
      return Enclosure(l == -1 ? -.infinity : down2(f(l)), h == 1 ? .infinity : up2(f(h)), flags)
    default:
      return Enclosure(Swift.max(0, down2(f(l))), up2(f(h)), flags)
    }
  }

  /// Γ between its poles (0, −1, −2, …; unbounded with `mayBreak` over one): monotone on either
  /// side of its turn on each piece (`curve_gamma_turn`), so the values at the ends, or the least
  /// magnitude there when the turn may lie inside. |Γ| is log-convex on each piece: no other turn.
  private static func gamma(_ a: Enclosure) -> Enclosure {
    let unbounded = Enclosure(-.infinity, .infinity, a.flags.union(.mayBreak))
    guard a.lower.isFinite else { return unbounded }
    let pole = a.upper.rounded(.down)
    guard a.lower > 0 || pole < a.lower else { return unbounded }  // 0 or a negative integer inside
    let piece = a.lower > 0 ? 0 : -pole  // 0 for (0, ∞), k + 1 for (−k − 1, −k): below 2^52
    let (left, right) = (gammaMagnitude(a.lower), gammaMagnitude(a.upper))
    // |Γ| falls from a pole to the turn and rises after it, on every piece.
    let magnitude: (lower: Double, upper: Double)
    var turn = 0.0, least = 0.0
    if curve_gamma_turn(Int32(Swift.min(piece, 1000)), &turn, &least) == 0 {
      // Below −190: under 2^-1120 at every double, and Γ's ends are doubles.
      magnitude = (0, Swift.max(left.upper, right.upper))
    } else if a.upper <= turn.nextDown {
      magnitude = (right.lower, left.upper)
    } else if a.lower >= turn.nextUp {
      magnitude = (left.lower, right.upper)
    } else {
      magnitude = (least, Swift.max(left.upper, right.upper))
    }
    // Negative on (−1, 0), (−3, −2), …
    if piece.truncatingRemainder(dividingBy: 2) == 1 { return Enclosure(-magnitude.upper, -magnitude.lower, a.flags) }
    return Enclosure(magnitude.lower, magnitude.upper, a.flags)
  }

  /// Bounds on |Γ(x)| from `curve_gamma`, whose error (`Math/DESIGN.md`: Stirling's series to
  /// 2^-67, log and exp pairs to 2^-60, the pair products and quotient to 2^-96, one final
  /// rounding) is under 2^-51 relative, plus half a subnormal ulp where the result is subnormal
  /// and 2^-1120 where it is ±0 below −190 (measured at most 0.51 ulp): widened here by 2^-44
  /// relative and 2^-1070 absolute. An overflow to ∞ bounds the value below by the largest double.
  private static func gammaMagnitude(_ x: Double) -> (lower: Double, upper: Double) {
    let v = Swift.abs(curve_gamma(x))
    guard v.isFinite else { return (.greatestFiniteMagnitude, .infinity) }
    let slack = v * 0x1p-44 + 0x1p-1070
    return (Swift.max(0, (v - slack).nextDown), (v + slack).nextUp)
  }

  /// `tan` (increasing) or `cot` (decreasing) between their poles, the zeros of cos (of sin), π
  /// apart. Over an interval narrower than 3 the divisor has at most one zero, and a simple one:
  /// where it has one sign at both ends (exact within CurveKit's 1 ulp: |cos| of a double is never
  /// below 1e-17, and sin of a double is 0 at ±0 alone) there is no pole between them.
  private static func betweenPoles(_ a: Enclosure, cotangent: Bool) -> Enclosure {
    let unbounded = Enclosure(-.infinity, .infinity, a.flags.union(.mayBreak))
    guard a.lower.isFinite, a.upper.isFinite, a.upper - a.lower < 3 else { return unbounded }
    let divisor = cotangent ? curve_sin : curve_cos
    let (p, q) = (divisor(a.lower), divisor(a.upper))
    guard p > 0 && q > 0 || p < 0 && q < 0 else { return unbounded }
    if cotangent { return Enclosure(down2(curve_cot(a.upper)), up2(curve_cot(a.lower)), a.flags) }
    return Enclosure(down2(curve_tan(a.lower)), up2(curve_tan(a.upper)), a.flags)
  }

  private static func absolute(_ a: Enclosure) -> Enclosure {
    if a.lower >= 0 { return a }
    if a.upper <= 0 { return Enclosure(-a.upper, -a.lower, a.flags) }
    return Enclosure(0, Swift.max(-a.lower, a.upper), a.flags)
  }

  /// The part of `a` at or above 0, for a function defined there only (`sqrt`, `log`, a
  /// fractional power): its lower end, and `a`'s flags with `partlyUndefined` when `a` reaches
  /// below 0; `nil` when none of `a` is.
  private static func nonNegativePart(_ a: Enclosure) -> (lower: Double, flags: Enclosure.Flags)? {
    guard a.upper >= 0 else { return nil }
    var flags = a.flags
    if a.lower < 0 { flags.insert(.partlyUndefined) }
    return (Swift.max(0, a.lower), flags)
  }

  private static func squareRoot(_ a: Enclosure) -> Enclosure {
    guard let (low, flags) = nonNegativePart(a) else { return undefined(a.flags) }
    return Enclosure(Swift.max(0, down(curve_sqrt(low))), up(curve_sqrt(a.upper)), flags)
  }

  /// `log`, `log2` or `log10` (`f`, within 1 ulp): increasing, defined above 0.
  private static func logarithm(_ a: Enclosure, _ f: (Double) -> Double) -> Enclosure {
    guard let part = nonNegativePart(a) else { return undefined(a.flags) }
    let low = part.lower
    var flags = part.flags
    guard low > 0 else {
      // log goes to −∞ at 0.
      flags.insert(.mayBreak)
      return Enclosure(-.infinity, up2(f(a.upper)), flags)
    }
    return Enclosure(down2(f(low)), up2(f(a.upper)), flags)
  }

  /// `sin` (`maximumAt` π/2) or `cos` (`maximumAt` 0): the values at the ends, widened to ±1
  /// where the interval may hold a crest or a trough. Past |x| = 1e9, or over a full turn, [−1, 1].
  private static func sine(_ a: Enclosure, maximumAt phase: Double) -> Enclosure {
    let full = Enclosure(-1, 1, a.flags)
    let magnitude = Swift.max(Swift.abs(a.lower), Swift.abs(a.upper))
    guard magnitude <= 1e9, a.upper - a.lower < 6 else { return full }
    let (p, q) = phase == 0 ? (curve_cos(a.lower), curve_cos(a.upper)) : (curve_sin(a.lower), curve_sin(a.upper))
    var low = Swift.max(-1, down2(Swift.min(p, q)))
    var high = Swift.min(1, up2(Swift.max(p, q)))
    // A margin for the error of k·2π in binary64 (2π itself is off by 2.4e-16): generous, so
    // a crest just outside the interval may widen it, never one inside be missed.
    let margin = 1e-14 * Swift.max(1, magnitude)
    if mayHold(phase, a, margin) { high = 1 }
    if mayHold(phase + Double.pi, a, margin) { low = -1 }
    return Enclosure(low, high, a.flags)
  }

  /// Whether `phase + 2kπ` lies in the interval widened by `margin`, for some integer k.
  private static func mayHold(_ phase: Double, _ a: Enclosure, _ margin: Double) -> Bool {
    let turn = 2 * Double.pi
    let k = ((a.lower - margin - phase) / turn).rounded(.up)
    // The candidate and its neighbours: the division and the rounding are a little off too.
    var j = k - 1
    while j <= k + 1 {
      let c = phase + j * turn
      if c >= a.lower - margin, c <= a.upper + margin { return true }
      j += 1
    }
    return false
  }

  // MARK: Two operands

  static func apply(_ operation: Instruction.BinaryOperation, _ a: Enclosure, _ b: Enclosure) -> Enclosure {
    noting(binary(operation, a, b), from: a, b)
  }

  private static func binary(_ operation: Instruction.BinaryOperation, _ a: Enclosure, _ b: Enclosure) -> Enclosure {
    // The language's pow (C99 Annex F): 1^y and x^0 are 1 even where the other has no value.
    if operation == .power {
      if a.lower == 1 && a.upper == 1 || b.lower == 0 && b.upper == 0 { return Enclosure(1, 1, a.flags.union(b.flags)) }
      // With no value on one side, the power still has one where the other is 1 (or 0).
      if b.isEmpty && a.contains(1) || a.isEmpty && b.contains(0) { return Enclosure(1, 1, a.flags.union(b.flags).union(.partlyUndefined)) }
    }
    guard !a.isEmpty, !b.isEmpty else { return undefined(a.flags.union(b.flags)) }
    let flags = a.flags.union(b.flags)
    switch operation {
    case .add: return sum(a.lower, a.upper, b.lower, b.upper, flags)
    case .subtract: return sum(a.lower, a.upper, -b.upper, -b.lower, flags)
    case .multiply: return product(a, b, flags)
    case .divide: return quotient(a, b, flags)
    case .power: return power(a, b, flags)
    case .minimum:
      return Enclosure(Swift.min(a.lower, b.lower), Swift.min(a.upper, b.upper), flags)
    case .maximum:
      return Enclosure(Swift.max(a.lower, b.lower), Swift.max(a.upper, b.upper), flags)
    case .modulo: return modulo(a, b, flags)
    case .arcTangent2: return angle(a, b, flags)
    case .logarithmBase:
      // log(x)/log(b), each enclosed: b = 1 is a division by 0.
      let (x, base) = (logarithm(b, curve_log), logarithm(a, curve_log))
      guard !x.isEmpty, !base.isEmpty else { return undefined(x.flags.union(base.flags)) }
      return quotient(x, base, x.flags.union(base.flags))
    case .hypotenuse:
      // Increasing in |a| and in |b|.
      let (small, large) = (absolute(a), absolute(b))
      return Enclosure(Swift.max(0, down2(curve_hypot(small.lower, large.lower))), up2(curve_hypot(small.upper, large.upper)), flags)
    }
  }

  /// `mod(a, b)` = a − b·floor(a/b): a − k·b for the one integer k that puts it in [0, b) (for
  /// b > 0; (b, 0] for b < 0) over the whole box, where one does (continuous); else anywhere
  /// between 0 and b, where it may jump. The candidates are the floors of the quotient's ends
  /// (a rounded quotient may end just past an integer that a − k·b shows to hold).
  private static func modulo(_ a: Enclosure, _ b: Enclosure, _ flags: Enclosure.Flags) -> Enclosure {
    if b.lower == 0, b.upper == 0 { return undefined(flags) }
    // Within [0, b] (the rounding of a result just below b may give b itself).
    let band = Enclosure(Swift.min(b.lower, 0), Swift.max(b.upper, 0), flags)
    guard b.lower > 0 || b.upper < 0 else { return Enclosure(band.lower, band.upper, flags.union(.partlyUndefined).union(.mayBreak)) }
    let q = quotient(a, b, flags)
    let (first, last) = (q.lower.rounded(.down), q.upper.rounded(.down))
    if first.isFinite, last.isFinite, last - first <= 1 {
      for k in stride(from: first, through: last, by: 1) {
        let multiple = product(Enclosure(point: k), b, flags)
        let r = sum(a.lower, a.upper, -multiple.upper, -multiple.lower, flags)
        let inside = b.lower > 0 ? r.lower >= 0 && r.upper < b.lower : r.upper <= 0 && r.lower > b.upper
        if inside { return r }
      }
    }
    return Enclosure(band.lower, band.upper, flags.union(.mayBreak))
  }

  /// `atan2(y, x)`, the angle of (x, y) in (−π, π] (0 at the origin, as C99 and MPFR give): over
  /// a box away from the origin and from the cut along the negative x axis (where it jumps from
  /// π to −π), continuous, and its extremes are at corners (the angles of a convex set away from
  /// the origin are those of its extreme rays). Otherwise anywhere in [−π, π], where it may jump.
  private static func angle(_ y: Enclosure, _ x: Enclosure, _ flags: Enclosure.Flags) -> Enclosure {
    let pi = Double.pi.nextUp
    if x.lower == 0, x.upper == 0, y.lower == 0, y.upper == 0 { return Enclosure(0, 0, flags) }
    let holdsOrigin = x.lower <= 0 && x.upper >= 0 && y.lower <= 0 && y.upper >= 0
    // y ≥ 0 meets the cut only where the angle is π, and is continuous there from above.
    let crossesCut = x.lower < 0 && y.lower < 0 && y.upper >= 0
    let finite = x.lower.isFinite && x.upper.isFinite && y.lower.isFinite && y.upper.isFinite
    guard !holdsOrigin, !crossesCut, finite else {
      return Enclosure(-pi, pi, holdsOrigin || crossesCut ? flags.union(.mayBreak) : flags)
    }
    // The language's atan2 (a zero of either sign is +0, as the real function knows no −0).
    let angle = { (y: Double, x: Double) in DoubleArithmetic.apply(.arcTangent2, y, x) }
    let (low, high) = hull(angle(y.lower, x.lower), angle(y.lower, x.upper), angle(y.upper, x.lower), angle(y.upper, x.upper))
    return Enclosure(Swift.max(-pi, down2(low)), Swift.min(pi, up2(high)), flags)
  }

  /// `(a * scale) + offset`, step by step as the point VM rounds it.
  static func affine(_ a: Enclosure, _ scale: Double, _ offset: Double) -> Enclosure {
    apply(.add, apply(.multiply, a, Enclosure(constant: scale)), Enclosure(constant: offset))
  }

  /// `(a + (b′ * scale)) + offset` with `b′ = b²` when `squared` (an even power, so [−h, h]²
  /// is [0, h²]).
  static func axpy(_ a: Enclosure, _ b: Enclosure, _ scale: Double, squared: Bool, offset: Double?) -> Enclosure {
    let v = squared ? integerPower(b, 2) : b
    let r = apply(.add, a, apply(.multiply, v, Enclosure(constant: scale)))
    guard let offset else { return r }
    return apply(.add, r, Enclosure(constant: offset))
  }

  private static func sum(_ al: Double, _ ah: Double, _ bl: Double, _ bh: Double, _ flags: Enclosure.Flags) -> Enclosure {
    // Two points: see `pointSum`. (Intervals are rounded outward without asking: the check
    // would slow the break search for nothing.)
    if al == ah, bl == bh { return pointSum(al, bl, flags) }
    // Adding an exact 0 changes nothing.
    if bl == 0, bh == 0 { return Enclosure(al, ah, flags) }
    if al == 0, ah == 0 { return Enclosure(bl, bh, flags) }
    let low = al + bl
    let high = ah + bh
    // ∞ − ∞ is any real. A sum that rounds to 0 is exactly 0 (a nonzero one is at least the
    // least subnormal), so it stays 0: [c, d] − c is [0, d − c], and 1/(x − 1) keeps its sign
    // beside x = 1.
    return Enclosure(low.isNaN ? -.infinity : low == 0 ? 0 : down(low), high.isNaN ? .infinity : high == 0 ? 0 : up(high), flags)
  }

  /// The sum of two points, left as it is when exact (Knuth's TwoSum: the real sum is `s +
  /// error`), so a zero at a simple double stays a point.
  @inline(never) private static func pointSum(_ a: Double, _ b: Double, _ flags: Enclosure.Flags) -> Enclosure {
    let s = a + b
    guard s.isFinite else { return Enclosure(s.isNaN ? -.infinity : down(s), s.isNaN ? .infinity : up(s), flags) }
    let bb = s - a
    let error = (a - (s - bb)) + (b - bb)
    return Enclosure(error >= 0 ? s : down(s), error <= 0 ? s : up(s), flags)
  }

  /// A corner product; 0 × ∞ is 0 (the ∞ stands for large reals, and 0 times any real is 0).
  @inline(__always) private static func times(_ a: Double, _ b: Double) -> Double {
    let p = a * b
    return p.isNaN ? 0 : p
  }

  private static func product(_ a: Enclosure, _ b: Enclosure, _ flags: Enclosure.Flags) -> Enclosure {
    if a.lower == a.upper, b.lower == b.upper { return pointProduct(a.lower, b.lower, flags) }
    let (low, high) = hull(times(a.lower, b.lower), times(a.lower, b.upper), times(a.upper, b.lower), times(a.upper, b.upper))
    // Factors of one sign each give a product of known sign: rounding outward must not cross 0
    // (6·[0, h] is [0, 6h], so f″ = 6x is ≥ 0 right of an inflection at 0).
    let nonNegative = a.lower >= 0 && b.lower >= 0 || a.upper <= 0 && b.upper <= 0
    let nonPositive = a.lower >= 0 && b.upper <= 0 || a.upper <= 0 && b.lower >= 0
    return Enclosure(nonNegative ? Swift.max(0, down(low)) : down(low), nonPositive ? Swift.min(0, up(high)) : up(high), flags)
  }

  /// The product of two points, left as it is when exact: 0 from a zero factor, or a normal
  /// result whose factors' significands together fit in 53 bits.
  @inline(never) private static func pointProduct(_ a: Double, _ b: Double, _ flags: Enclosure.Flags) -> Enclosure {
    let p = times(a, b)
    let exact = p == 0 ? a == 0 || b == 0 : p.isNormal && a.significandWidth + b.significandWidth <= 51
    return exact ? Enclosure(p, p, flags) : Enclosure(down(p), up(p), flags)
  }

  private static func quotient(_ a: Enclosure, _ b: Enclosure, _ flags: Enclosure.Flags) -> Enclosure {
    guard b.lower > 0 || b.upper < 0 else {
      // A divisor proven exactly 0: no quotient anywhere.
      if b.lower == 0, b.upper == 0 { return .undefined }
      // A divisor reaching 0 from one side only (an even power: [0, h]) keeps the quotient's
      // sign where a has one: a/b for b in (0, h] with a ≥ a.lower > 0 is at least a.lower/h;
      // with a ≥ 0 it is still ≥ 0 wherever defined (0/b is 0 for b ≠ 0).
      if b.lower == 0, b.upper > 0, a.lower >= 0 { return Enclosure(Swift.max(0, down(a.lower / b.upper)), .infinity, flags.union(.mayBreak)) }
      if b.lower == 0, b.upper > 0, a.upper <= 0 { return Enclosure(-.infinity, Swift.min(0, up(a.upper / b.upper)), flags.union(.mayBreak)) }
      if b.upper == 0, b.lower < 0, a.lower >= 0 { return Enclosure(-.infinity, Swift.min(0, up(a.lower / b.lower)), flags.union(.mayBreak)) }
      if b.upper == 0, b.lower < 0, a.upper <= 0 { return Enclosure(Swift.max(0, down(a.upper / b.lower)), .infinity, flags.union(.mayBreak)) }
      return Enclosure(-.infinity, .infinity, flags.union(.mayBreak))
    }
    if a.lower == a.upper, b.lower == b.upper { return pointQuotient(a.lower, b.lower, flags) }
    // With b on one side of 0, each bound is one quotient: for b > 0 the least is a's lower end
    // over b's upper (a.lower ≥ 0) or lower end; the greatest likewise; b < 0 mirrors it.
    let positive = b.lower > 0
    let (low, high): (Double, Double)
    if positive {
      low = a.lower / (a.lower >= 0 ? b.upper : b.lower)
      high = a.upper / (a.upper >= 0 ? b.lower : b.upper)
    } else {
      low = a.upper / (a.upper >= 0 ? b.upper : b.lower)
      high = a.lower / (a.lower >= 0 ? b.lower : b.upper)
    }
    // ∞/∞ can be any positive (or negative) real: say nothing.
    guard !low.isNaN, !high.isNaN else { return Enclosure(-.infinity, .infinity, flags) }
    return Enclosure(down(low), up(high), flags)
  }

  /// The quotient of two points (b ≠ 0), left as it is when exact: q·b = a with no remainder
  /// (the fused a − q·b, correctly rounded, is 0 only then), so mod(3, 1.5) knows its quotient
  /// is 2.
  @inline(never) private static func pointQuotient(_ a: Double, _ b: Double, _ flags: Enclosure.Flags) -> Enclosure {
    let q = a / b
    guard q.isFinite else { return q.isNaN ? Enclosure(-.infinity, .infinity, flags) : Enclosure(down(q), up(q), flags) }
    let exact = q.isNormal || q == 0 ? a.addingProduct(-q, b) == 0 : false
    return exact ? Enclosure(q, q, flags) : Enclosure(down(q), up(q), flags)
  }

  private static func power(_ a: Enclosure, _ b: Enclosure, _ flags: Enclosure.Flags) -> Enclosure {
    if b.lower == b.upper {
      let c = b.lower
      // x^±∞ jumps between 0, 1 and ∞ at |x| = 1: say nothing.
      guard c.isFinite else { return Enclosure(-.infinity, .infinity, flags.union(.mayBreak)) }
      // Every double past 2^52 is an integer (past 2^53, an even one): pow treats it so.
      var r = c == c.rounded() ? integerPower(a, c) : fractionalPower(a, c)
      r.flags.formUnion(flags)
      return r
    }
    // A varying exponent, or a constant that is no double (`x^0.862`, `x^(1/3)`): exp(b·log a)
    // is continuous for a > 0 and monotone in each argument, so the corners bound it.
    if a.lower <= 0, let r = nonIntegerPower(a, b, flags) { return r }
    guard a.lower > 0 else { return Enclosure(-.infinity, .infinity, flags.union(.partlyUndefined).union(.mayBreak)) }
    let (low, high) = hull(
      curve_pow(a.lower, b.lower), curve_pow(a.lower, b.upper), curve_pow(a.upper, b.lower), curve_pow(a.upper, b.upper))
    return Enclosure(Swift.max(0, down2(low)), up2(high), flags)
  }

  /// `a^b` for a base reaching 0 or below and finite exponents with no integer among them: no
  /// value below 0, and on `[0, a.upper]` monotone in each argument (0^b is 0 for b > 0, and a
  /// pole for b < 0); `nil` when `b` holds an integer (a negative base may then have a value).
  private static func nonIntegerPower(_ a: Enclosure, _ b: Enclosure, _ flags: Enclosure.Flags) -> Enclosure? {
    guard b.lower.isFinite, b.upper.isFinite, b.lower.rounded(.up) > b.upper else { return nil }
    guard let part = nonNegativePart(a) else { return undefined(flags) }
    let flags = flags.union(part.flags)
    let base = part.lower
    if base == 0, b.lower < 0 {
      // Beside 0 a negative power is unbounded.
      return Enclosure(0, .infinity, flags.union(.mayBreak))
    }
    let (low, high) = hull(curve_pow(base, b.lower), curve_pow(base, b.upper), curve_pow(a.upper, b.lower), curve_pow(a.upper, b.upper))
    return Enclosure(Swift.max(0, down2(low)), up2(high), flags)
  }

  /// `a^n` for an integer `n`: monotone on a side of 0; an even power of an interval holding 0
  /// starts at 0; a negative power of one is unbounded (one way only when 0 is an end).
  static func integerPower(_ a: Enclosure, _ n: Double) -> Enclosure {
    guard !a.isEmpty else { return a }
    if n >= 1, n <= 8 { return smallPower(a, Int(n)) }
    let (p, q) = (curve_pow(a.lower, n), curve_pow(a.upper, n))
    let (low, high) = (Swift.min(p, q), Swift.max(p, q))
    if a.lower > 0 || a.upper < 0 || n > 0 && n.truncatingRemainder(dividingBy: 2) != 0 {
      return Enclosure(down2(low), up2(high), a.flags)
    }
    guard n > 0 else {
      // Beside 0 on one side only ([0, h] or [l, 0]), a negative power has one sign and is
      // unbounded that way only: x^−1 on [l, 0] is at most l^−1.
      let flags = a.flags.union(.mayBreak)
      if a.lower == 0, a.upper > 0 { return Enclosure(Swift.max(0, down2(q)), .infinity, flags) }
      guard a.upper == 0, a.lower < 0 else { return Enclosure(-.infinity, .infinity, flags) }
      let odd = n.truncatingRemainder(dividingBy: 2) != 0
      return odd ? Enclosure(-.infinity, Swift.min(0, up2(p)), flags) : Enclosure(Swift.max(0, down2(p)), .infinity, flags)
    }
    return Enclosure(0, up2(high), a.flags)  // even, holding 0
  }

  /// A point's power by the same products, exact ones left as they are.
  @inline(never) private static func pointPower(_ a: Enclosure, _ n: Int) -> Enclosure {
    var p = Enclosure(point: a.lower)
    for _ in 1..<n { p = product(p, Enclosure(point: a.lower), a.flags) }
    return Enclosure(n % 2 == 0 ? Swift.max(0, p.lower) : p.lower, p.upper, a.flags)
  }

  /// `a^n` for 1 ≤ n ≤ 8 by repeated products, each rounded outward (a tenth of the cost of
  /// two `pow` calls; the break search encloses every grid interval of `x^2`).
  private static func smallPower(_ a: Enclosure, _ n: Int) -> Enclosure {
    // Bounds of vⁿ for v ≥ 0.
    func below(_ v: Double) -> Double {
      var p = v
      for _ in 1..<n { p = Swift.max(0, down(p * v)) }
      return p
    }
    func above(_ v: Double) -> Double {
      var p = v
      for _ in 1..<n { p = up(p * v) }
      return p
    }
    if a.lower == a.upper { return pointPower(a, n) }
    let odd = n % 2 == 1
    if a.lower >= 0 { return Enclosure(below(a.lower), above(a.upper), a.flags) }
    if a.upper <= 0 {
      let (l, u) = (-a.upper, -a.lower)
      return odd ? Enclosure(-above(u), -below(l), a.flags) : Enclosure(below(l), above(u), a.flags)
    }
    return odd ? Enclosure(-above(-a.lower), above(a.upper), a.flags) : Enclosure(0, above(Swift.max(-a.lower, a.upper)), a.flags)
  }

  /// `a^c` for a constant `c` that is not an integer: defined for a ≥ 0 (a > 0 when c < 0),
  /// and monotone there; and at a = -∞, where C's `pow` gives +∞ (c > 0) or +0 (c < 0).
  private static func fractionalPower(_ a: Enclosure, _ c: Double) -> Enclosure {
    let atMinusInfinity = a.lower == -.infinity ? (c > 0 ? Double.infinity : 0) : nil
    guard let part = nonNegativePart(a) else {
      guard let value = atMinusInfinity, !a.isEmpty else { return undefined(a.flags) }
      // Only -∞ has a value; any finite negative part has none.
      return Enclosure(value, value, a.upper > -.infinity ? a.flags.union(.partlyUndefined) : a.flags)
    }
    let low = part.lower
    var flags = part.flags
    if c < 0, low == 0 { flags.insert(.mayBreak) }
    let (p, q) = (curve_pow(low, c), curve_pow(a.upper, c))
    var (lower, upper) = (Swift.max(0, down2(Swift.min(p, q))), up2(Swift.max(p, q)))
    if let value = atMinusInfinity { (lower, upper) = (Swift.min(lower, value), Swift.max(upper, value)) }
    return Enclosure(lower, upper, flags)
  }
}
