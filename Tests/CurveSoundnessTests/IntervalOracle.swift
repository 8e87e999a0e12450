#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import CMPFI
import CMPFR
import CurveExpression

// The oracle: rigorous enclosures of the *real* function an expression denotes (decimal
// literals at their exact decimal values, `pi` and `e` the real constants), and of its first
// two derivatives, by MPFI at `OracleInterval.precision` bits. Every claim the fuzzer refutes is
// refuted by one of these enclosures, so a refutation is a proof, up to MPFI's own correctness:
// the oracle never calls a true claim false. Where it cannot decide (an enclosure holds 0, a
// power of a negative base by an exponent it cannot pin down) it says so, and the claim is not
// counted.

/// An interval of MPFI, owned.
final class OracleInterval {
  static let precision = 256
  var raw = __mpfi_struct()

  init() { mpfi_init2(&raw, mpfr_prec_t(Self.precision)) }
  deinit { mpfi_clear(&raw) }

  convenience init(_ value: Double) {
    self.init()
    mpfi_set_d(&raw, value)
  }
  convenience init(_ lower: Double, _ upper: Double) {
    self.init()
    mpfi_interv_d(&raw, Swift.min(lower, upper), Swift.max(lower, upper))
  }
  /// The exact decimal `text` (an enclosure: MPFI rounds outward).
  convenience init?(decimal text: String) {
    self.init()
    var t = text
    if t.hasPrefix(".") { t = "0" + t }
    t = t.replacingOccurrences(of: ".e", with: ".0e").replacingOccurrences(of: ".E", with: ".0E")
    if t.hasSuffix(".") { t += "0" }
    guard mpfi_set_str(&raw, t, 10) == 0 else { return nil }
  }
  static func whole() -> OracleInterval {
    let r = OracleInterval()
    cfi_whole(&r.raw)
    return r
  }

  var lower: Double { cfi_left_d(&raw) }
  var upper: Double { cfi_right_d(&raw) }
  var isZero: Bool { cfi_is_zero(&raw) != 0 }
  var isPoint: Bool { cfi_is_point(&raw) != 0 }
  var isStrictlyPositive: Bool { cfi_left_sgn(&raw) > 0 }
  var isStrictlyNegative: Bool { cfi_right_sgn(&raw) < 0 }
  var excludesZero: Bool { isStrictlyPositive || isStrictlyNegative }
  /// -1, +1, or 0 when it cannot tell (the enclosure holds 0).
  var sign: Int { isStrictlyPositive ? 1 : isStrictlyNegative ? -1 : 0 }
  var isBounded: Bool { cfi_has_nan(&raw) == 0 && cfi_left_inf(&raw) == 0 && cfi_right_inf(&raw) == 0 }
  func below(_ c: Double) -> Bool { cfi_right_below_d(&raw, c) != 0 }
  func above(_ c: Double) -> Bool { cfi_left_above_d(&raw, c) != 0 }
  /// Every value lies below every value of `other`.
  func below(_ other: OracleInterval) -> Bool { cfi_below(&raw, &other.raw) != 0 }
  var description: String { "[\(lower), \(upper)]" }

  static func op(_ body: (UnsafeMutablePointer<__mpfi_struct>) -> Void) -> OracleInterval {
    let r = OracleInterval()
    body(&r.raw)
    cfi_sanitize(&r.raw)
    return r
  }
  static func + (a: OracleInterval, b: OracleInterval) -> OracleInterval { op { _ = mpfi_add($0, &a.raw, &b.raw) } }
  static func - (a: OracleInterval, b: OracleInterval) -> OracleInterval { op { _ = mpfi_sub($0, &a.raw, &b.raw) } }
  static func * (a: OracleInterval, b: OracleInterval) -> OracleInterval { op { _ = mpfi_mul($0, &a.raw, &b.raw) } }
  static prefix func - (a: OracleInterval) -> OracleInterval { op { _ = mpfi_neg($0, &a.raw) } }
  func scaled(_ k: Double) -> OracleInterval { Self.op { _ = mpfi_mul_d($0, &raw, k) } }
  /// 1/a over the part of `a` that is not 0 (not for a = [0, 0]).
  var reciprocal: OracleInterval { Self.op { cfi_recip($0, &raw) } }
  func hull(_ b: OracleInterval) -> OracleInterval { Self.op { cfi_hull($0, &raw, &b.raw) } }
  /// sin and cos: [−1, 1] past 2^1100 (beyond every double), where MPFI's reduction modulo π
  /// can take hours (a long run stalled in mpfi_sin, its precision past a million bits).
  var sin: OracleInterval { cfi_beyond(&raw, 1100) != 0 ? OracleInterval(-1, 1) : Self.op { _ = mpfi_sin($0, &raw) } }
  var cos: OracleInterval { cfi_beyond(&raw, 1100) != 0 ? OracleInterval(-1, 1) : Self.op { _ = mpfi_cos($0, &raw) } }
  var exp: OracleInterval { Self.op { _ = mpfi_exp($0, &raw) } }
  var abs: OracleInterval { Self.op { _ = mpfi_abs($0, &raw) } }
  /// Only for a left end at least 0.
  var sqrt: OracleInterval { Self.op { _ = mpfi_sqrt($0, &raw) } }
  /// Only for a left end at least 0 (log 0 = −∞).
  var log: OracleInterval { Self.op { _ = mpfi_log($0, &raw) } }
  var tan: OracleInterval { Self.op { _ = mpfi_tan($0, &raw) } }
  var log2: OracleInterval { Self.op { _ = mpfi_log2($0, &raw) } }
  var log10: OracleInterval { Self.op { _ = mpfi_log10($0, &raw) } }
  var cbrt: OracleInterval { Self.op { _ = mpfi_cbrt($0, &raw) } }
  var sinh: OracleInterval { Self.op { _ = mpfi_sinh($0, &raw) } }
  var cosh: OracleInterval { Self.op { _ = mpfi_cosh($0, &raw) } }
  var tanh: OracleInterval { Self.op { _ = mpfi_tanh($0, &raw) } }
  var asinh: OracleInterval { Self.op { _ = mpfi_asinh($0, &raw) } }
  var asin: OracleInterval { Self.op { _ = mpfi_asin($0, &raw) } }
  var acos: OracleInterval { Self.op { _ = mpfi_acos($0, &raw) } }
  var acosh: OracleInterval { Self.op { _ = mpfi_acosh($0, &raw) } }
  var atanh: OracleInterval { Self.op { _ = mpfi_atanh($0, &raw) } }
  /// The part within [lo, hi] (which it meets).
  func clamped(_ lo: Double, _ hi: Double) -> OracleInterval {
    let r = Self.op { _ = mpfi_set($0, &raw) }
    cfi_clamp(&r.raw, lo, hi)
    return r
  }
  var atan: OracleInterval { Self.op { _ = mpfi_atan($0, &raw) } }
  /// Γ and digamma over an interval that holds no pole (MPFR's gamma and digamma, directed).
  var gammaAndDigamma: (gamma: OracleInterval, digamma: OracleInterval) {
    let psi = OracleInterval()
    let g = Self.op { cfi_gamma($0, &psi.raw, &raw) }
    cfi_sanitize(&psi.raw)
    return (g, psi)
  }
  /// Trigamma over an interval in (−300, ∞) that holds no pole: ψ′(w) = Σ_{k<n} 1/(w + k)² +
  /// ψ′(w + n), the last from its asymptotic series at w + n >= 40.
  var trigamma: OracleInterval {
    var sum = OracleInterval(0)
    var z = self
    while !z.above(40) {
      let r = z.reciprocal
      sum = sum + r * r
      z = z + OracleInterval(1)
    }
    return sum + Self.op { cfi_trigamma_asymptotic($0, &z.raw) }
  }
  /// The angle of (x, self), where the box holds neither the origin nor the cut.
  func atan2(_ x: OracleInterval) -> OracleInterval { Self.op { _ = mpfi_atan2($0, &raw, &x.raw) } }
  /// floor, ceil, round or sign at both ends (kind 0…3), and whether they agree.
  func step(_ kind: Int32) -> (OracleInterval, constant: Bool) {
    var constant = false
    let r = Self.op { constant = cfi_step($0, &raw, kind) != 0 }
    return (r, constant)
  }
  func pown(_ n: Int) -> OracleInterval { Self.op { cfi_pown($0, &raw, n) } }
  func powr(_ c: OracleInterval) -> OracleInterval { Self.op { cfi_powr($0, &raw, &c.raw) } }
  var nonNegativePart: OracleInterval {
    let r = Self.op { _ = mpfi_set($0, &raw) }
    cfi_clamp_left_zero(&r.raw)
    return r
  }
  static func pi() -> OracleInterval { op { _ = mpfi_const_pi($0) } }
  static func e() -> OracleInterval { op { cfi_const_e($0) } }
}

/// f, f′ and f″ enclosed over a box of the variables, on the part of it where f is defined.
struct OracleJet {
  struct Flags: OptionSet {
    let rawValue: UInt8
    /// f may be undefined somewhere in the box.
    static let partlyUndefined = Flags(rawValue: 1)
    /// f may be discontinuous in the box (a divisor or a log argument reaching 0).
    static let mayBreak = Flags(rawValue: 2)
    /// The oracle cannot enclose f here (a negative base to an exponent it cannot pin down).
    static let unknown = Flags(rawValue: 4)
    /// f may not be differentiable (abs at 0, min or max where the sides meet).
    static let kink = Flags(rawValue: 8)
  }
  /// `nil`: f is defined nowhere in the box.
  var value: OracleInterval?
  var first: OracleInterval
  var second: OracleInterval
  var flags: Flags

  static func constant(_ v: OracleInterval) -> OracleJet {
    OracleJet(value: v, first: OracleInterval(0), second: OracleInterval(0), flags: [])
  }
  static func empty(_ flags: Flags) -> OracleJet {
    OracleJet(value: nil, first: .whole(), second: .whole(), flags: flags.union(.partlyUndefined))
  }
  var isEmpty: Bool { value == nil }
  /// f is defined everywhere in the box, continuous, and bounded: then the box is free of breaks.
  var isContinuous: Bool {
    guard let value, flags.isDisjoint(with: [.partlyUndefined, .mayBreak, .unknown]) else { return false }
    return value.isBounded
  }
  /// Also twice differentiable, with bounded derivatives.
  var isSmooth: Bool { isContinuous && !flags.contains(.kink) && first.isBounded && second.isBounded }
  /// The enclosure is of every value f takes in the box (where defined), so a test on it decides.
  var isDecidable: Bool { !flags.contains(.unknown) }
  var isConstant: Bool { first.isZero && second.isZero }
}

/// Evaluates a syntax tree with MPFI, with derivatives in x by forward differentiation.
struct IntervalOracle {
  let tree: SyntaxTree
  let constantsAsDoubles: Bool
  /// The exact value of each literal (nil for other nodes).
  private let literals: [OracleInterval?]
  /// With `constantsAsDoubles`: each subtree free of variables, as the double CurveKit computes
  /// for it (its text compiled and evaluated alone).
  private var doubles: [Int: Double] = [:]

  /// `source` is the text the tree was parsed from (its literals are read from it). `nil` when a
  /// literal's double is not the real number's nearest (an overflow to ∞ or underflow to 0):
  /// CurveKit's value then is not the literal's, and the fuzzer skips the expression.
  /// `constantsAsDoubles`: read literals, `pi` and `e` as the doubles CurveKit computes with
  /// instead of the real numbers (to tell a false claim caused by that rounding from others).
  init?(tree: SyntaxTree, source: String, constantsAsDoubles: Bool = false) {
    self.tree = tree
    self.constantsAsDoubles = constantsAsDoubles
    let scalars = Array(source.unicodeScalars)
    var literals: [OracleInterval?] = []
    for (index, node) in tree.nodes.enumerated() {
      guard case .number(let literal) = node else { literals.append(nil); continue }
      let v = tree.literals[literal].value
      let range = tree.ranges[index]
      guard range.lowerBound >= 0, range.upperBound <= scalars.count else { return nil }
      let text = String(String.UnicodeScalarView(scalars[range])).trimmingCharacters(in: .whitespacesAndNewlines)
      guard v.isFinite, let exact = constantsAsDoubles ? OracleInterval(v) : OracleInterval(decimal: text) else { return nil }
      // An underflow to 0 of a nonzero literal: not the number written.
      if v == 0, !exact.isZero { return nil }
      literals.append(exact)
    }
    self.literals = literals
    if constantsAsDoubles {
      var constant: [Bool] = []
      for node in tree.nodes {
        switch node {
        case .number, .constant, .parameter: constant.append(true)
        case .variable, .secondVariable: constant.append(false)
        case .unary(_, let a): constant.append(constant[a])
        case .binary(_, let a, let b): constant.append(constant[a] && constant[b])
        case .implied: constant.append(true)
        case .comparison(_, let a, let b): constant.append(constant[a] && constant[b])
        case .select(let c, let a, let b): constant.append(constant[c] && constant[a] && constant[b])
        }
      }
      for (index, node) in tree.nodes.enumerated() where constant[index] {
        if case .number = node { continue }
        let range = tree.ranges[index]
        guard range.lowerBound >= 0, range.upperBound <= scalars.count else { continue }
        let text = String(String.UnicodeScalarView(scalars[range]))
        guard let e = try? CompiledExpression(text, language: .mathPlot) else { continue }
        let v = e.evaluate(at: 0)
        if v.isFinite { doubles[index] = v }
      }
    }
  }

  init?(_ expression: CompiledExpression, constantsAsDoubles: Bool = false) {
    self.init(tree: expression.tree, source: expression.source, constantsAsDoubles: constantsAsDoubles)
  }

  /// f over x ∈ [x0, x1] (and y ∈ [y0, y1] for a relation's side).
  func jet(x0: Double, x1: Double, y0: Double = .nan, y1: Double = .nan) -> OracleJet {
    jet(x: OracleInterval(x0, x1), y: y0.isNaN ? nil : OracleInterval(y0, y1))
  }

  func jet(at x: Double) -> OracleJet { jet(x: OracleInterval(x), y: nil) }

  func jet(x: OracleInterval, y: OracleInterval?) -> OracleJet {
    var jets: [OracleJet] = []
    jets.reserveCapacity(tree.nodes.count)
    for (index, node) in tree.nodes.enumerated() {
      if let d = doubles[index] {
        jets.append(.constant(OracleInterval(d)))
        continue
      }
      switch node {
      case .number: jets.append(.constant(literals[index]!))
      case .variable: jets.append(OracleJet(value: x, first: OracleInterval(1), second: OracleInterval(0), flags: []))
      case .secondVariable:
        if let y { jets.append(.constant(y)) } else { jets.append(OracleJet(value: .whole(), first: .whole(), second: .whole(), flags: .unknown)) }
      case .constant(let c): jets.append(.constant(constantsAsDoubles ? OracleInterval(c.value) : c == .pi ? .pi() : .e()))
      case .parameter(let p): jets.append(.constant(OracleInterval(tree.parameters.values[p])))
      case .unary(let op, let child):
        let a = jets[child]
        switch op {
        case .negate: jets.append(Self.negate(a))
        case .function(let f): jets.append(Self.apply(f, a))
        }
      case .binary(let op, let l, let r):
        jets.append(Self.apply(op, jets[l], jets[r]))
      case .implied(let v): jets.append(v.isNaN ? .empty([]) : .constant(OracleInterval(v)))
      case .comparison(let comparison, let l, let r): jets.append(Self.compare(comparison, jets[l], jets[r]))
      case .select(let c, let a, let b): jets.append(Self.select(jets[c], jets[a], jets[b]))
      }
    }
    return jets[tree.root]
  }

  // MARK: Rules

  /// A piecewise's condition: 1 or 0 where the sides' intervals decide it (false where a side has
  /// no value), else [0, 1], which may break where it turns.
  static func compare(_ comparison: SyntaxTree.Comparison, _ a: OracleJet, _ b: OracleJet) -> OracleJet {
    let undecided = OracleJet(value: OracleInterval(0, 1), first: OracleInterval(0), second: OracleInterval(0), flags: [.mayBreak, .kink])
    if a.flags.contains(.unknown) || b.flags.contains(.unknown) { return OracleJet(value: OracleInterval(0, 1), first: .whole(), second: .whole(), flags: [.unknown, .mayBreak]) }
    guard let u = a.value, let v = b.value else { return .constant(OracleInterval(0)) }
    let (holds, fails): (Bool, Bool)
    switch comparison {
    case .less: (holds, fails) = (u.upper < v.lower, u.lower >= v.upper)
    case .lessOrEqual: (holds, fails) = (u.upper <= v.lower, u.lower > v.upper)
    case .greater: (holds, fails) = (u.lower > v.upper, u.upper <= v.lower)
    case .greaterOrEqual: (holds, fails) = (u.lower >= v.upper, u.upper < v.lower)
    case .equal: (holds, fails) = (u.isPoint && v.isPoint && u.lower == v.lower, u.upper < v.lower || u.lower > v.upper)
    }
    if fails { return .constant(OracleInterval(0)) }
    let valued = a.flags.isDisjoint(with: [.partlyUndefined, .mayBreak]) && b.flags.isDisjoint(with: [.partlyUndefined, .mayBreak])
    return holds && valued && u.isBounded && v.isBounded ? .constant(OracleInterval(1)) : undecided
  }

  /// The branch a decided condition names; else both branches' hull, which may break.
  static func select(_ c: OracleJet, _ a: OracleJet, _ b: OracleJet) -> OracleJet {
    if let k = c.value, !c.flags.contains(.unknown) {
      if k.lower >= 1 { return a }
      if k.upper <= 0 { return b }
    }
    let flags = a.flags.union(b.flags).union(c.flags).union([.mayBreak, .kink])
    guard let u = a.value else {
      guard let v = b.value else { return .empty(flags) }
      return OracleJet(value: v, first: b.first, second: b.second, flags: flags.union(.partlyUndefined))
    }
    guard let v = b.value else { return OracleJet(value: u, first: a.first, second: a.second, flags: flags.union(.partlyUndefined)) }
    return OracleJet(value: u.hull(v), first: a.first.hull(b.first), second: a.second.hull(b.second), flags: flags)
  }

  static func negate(_ a: OracleJet) -> OracleJet {
    guard let v = a.value else { return a }
    return OracleJet(value: -v, first: -a.first, second: -a.second, flags: a.flags)
  }

  static func apply(_ f: UnaryFunction, _ a: OracleJet) -> OracleJet {
    guard let u = a.value else { return a }
    var flags = a.flags
    let (u1, u2) = (a.first, a.second)
    switch f {
    case .sin:
      let (s, c) = (u.sin, u.cos)
      return OracleJet(value: s, first: c * u1, second: c * u2 - s * u1 * u1, flags: flags)
    case .cos:
      let (s, c) = (u.sin, u.cos)
      return OracleJet(value: c, first: -(s * u1), second: -(s * u2) - c * u1 * u1, flags: flags)
    case .exp:
      let e = u.exp
      return OracleJet(value: e, first: e * u1, second: e * (u2 + u1 * u1), flags: flags)
    case .log:
      if u.isStrictlyNegative || u.isZero || (cfi_right_sgn(&u.raw) == 0) { return .empty(flags) }
      var w = u
      if !u.isStrictlyPositive {
        flags.formUnion([.partlyUndefined, .mayBreak])
        w = u.nonNegativePart
      }
      let r = w.reciprocal
      return OracleJet(value: w.log, first: u1 * r, second: (u2 - u1 * u1 * r) * r, flags: flags)
    case .sqrt:
      if u.isStrictlyNegative { return .empty(flags) }
      var w = u
      if cfi_left_sgn(&u.raw) < 0 {
        flags.insert(.partlyUndefined)
        w = u.nonNegativePart
      }
      let s = w.sqrt
      if s.isZero { return OracleJet(value: s, first: .whole(), second: .whole(), flags: flags) }
      let r = s.reciprocal  // 1/√u
      let d1 = u1 * r.scaled(0.5)
      return OracleJet(value: s, first: d1, second: (u2.scaled(0.5) - d1 * d1) * r, flags: flags)
    case .abs:
      if u.isStrictlyPositive { return a }
      if u.isStrictlyNegative { return negate(a) }
      flags.insert(.kink)
      return OracleJet(value: u.abs, first: u1.hull(-u1), second: u2.hull(-u2), flags: flags)
    case .tan:
      // A pole wherever cos may vanish: nothing is decided there.
      guard u.cos.excludesZero else { return OracleJet(value: .whole(), first: .whole(), second: .whole(), flags: flags.union([.mayBreak, .partlyUndefined])) }
      let t = u.tan
      let g1 = OracleInterval(1) + t * t
      return OracleJet(value: t, first: g1 * u1, second: g1 * u2 + (t * g1 * u1 * u1).scaled(2), flags: flags)
    case .log2, .log10:
      // log_b u = ln u / ln b, by the rule of log.
      let l = apply(.log, a)
      guard let value = l.value else { return l }
      let scale = OracleInterval(f == .log2 ? 2 : 10).log.reciprocal
      return OracleJet(value: value * scale, first: l.first * scale, second: l.second * scale, flags: l.flags)
    case .cbrt:
      // At 0 the slope is infinite: nothing about the derivatives there.
      let r = u.cbrt
      guard u.excludesZero else { return OracleJet(value: r, first: .whole(), second: .whole(), flags: flags) }
      // ∛′ = 1/(3∛u²), ∛″ = −(2/3)·∛′/u, 2/3 enclosed.
      let g1 = (r * r).scaled(3).reciprocal
      let g2 = -(OracleInterval(2) * OracleInterval(3).reciprocal * g1 * u.reciprocal)
      return OracleJet(value: r, first: g1 * u1, second: g1 * u2 + g2 * u1 * u1, flags: flags)
    case .sinh:
      let (s, c) = (u.sinh, u.cosh)
      return OracleJet(value: s, first: c * u1, second: c * u2 + s * u1 * u1, flags: flags)
    case .cosh:
      let (s, c) = (u.sinh, u.cosh)
      return OracleJet(value: c, first: s * u1, second: s * u2 + c * u1 * u1, flags: flags)
    case .tanh:
      let t = u.tanh
      let g1 = OracleInterval(1) - t * t
      return OracleJet(value: t, first: g1 * u1, second: g1 * u2 - (t * g1 * u1 * u1).scaled(2), flags: flags)
    case .asinh:
      let r = (OracleInterval(1) + u * u).sqrt.reciprocal
      return OracleJet(value: u.asinh, first: r * u1, second: r * u2 - u * r * r * r * u1 * u1, flags: flags)
    case .cot, .sec, .csc:
      // By their definitions in sin and cos: a pole where the divisor may vanish.
      let (s, c) = (apply(.sin, a), apply(.cos, a))
      switch f {
      case .cot: return apply(.divide, c, s)
      case .sec: return apply(.divide, .constant(OracleInterval(1)), c)
      default: return apply(.divide, .constant(OracleInterval(1)), s)
      }
    case .asin, .acos, .acosh, .atanh:
      // Defined on [−1, 1] ([1, ∞) for acosh; atanh on (−1, 1), unbounded at its ends).
      let (lo, hi) = f == .acosh ? (1.0, Double.infinity) : (-1.0, 1.0)
      if u.below(lo) || u.above(hi) { return .empty(flags) }
      let inside = u.above(lo) && (hi == .infinity || u.below(hi))
      guard inside else {
        // At or past an end: the part within, no derivative there (atanh: a pole). The ends are
        // doubles, so the bounds rounded outward compare exactly.
        if u.lower < lo || u.upper > hi { flags.insert(.partlyUndefined) }
        if f == .atanh { return OracleJet(value: .whole(), first: .whole(), second: .whole(), flags: flags.union([.mayBreak, .partlyUndefined])) }
        let w = u.clamped(lo, hi)
        let value = f == .asin ? w.asin : f == .acos ? w.acos : w.acosh
        return OracleJet(value: value, first: .whole(), second: .whole(), flags: flags)
      }
      if f == .atanh {
        let g1 = (OracleInterval(1) - u * u).reciprocal
        return OracleJet(value: u.atanh, first: g1 * u1, second: g1 * u2 + (u * g1 * g1 * u1 * u1).scaled(2), flags: flags)
      }
      // 1/√(1 − u²) (1/√(u² − 1) for acosh); the second derivative ±u·r³·u1².
      let r = (f == .acosh ? u * u - OracleInterval(1) : OracleInterval(1) - u * u).sqrt.reciprocal
      let bend = u * r * r * r * u1 * u1
      switch f {
      case .asin: return OracleJet(value: u.asin, first: r * u1, second: r * u2 + bend, flags: flags)
      case .acos: return OracleJet(value: u.acos, first: -(r * u1), second: -(r * u2 + bend), flags: flags)
      default: return OracleJet(value: u.acosh, first: r * u1, second: r * u2 - bend, flags: flags)
      }
    case .atan:
      let g1 = (OracleInterval(1) + u * u).reciprocal
      return OracleJet(value: u.atan, first: g1 * u1, second: g1 * u2 - (u * g1 * g1 * u1 * u1).scaled(2), flags: flags)
    case .gamma, .factorial:
      // A pole (0, −1, −2, …) may lie inside: nothing decided. Far out, the oracle abstains.
      let w = f == .factorial ? u + OracleInterval(1) : u
      guard w.above(-300), w.below(1e6) else { return OracleJet(value: .whole(), first: .whole(), second: .whole(), flags: flags.union(.unknown)) }
      guard w.above(0) || cfi_no_integer(&w.raw) != 0 else {
        return OracleJet(value: .whole(), first: .whole(), second: .whole(), flags: flags.union([.mayBreak, .partlyUndefined]))
      }
      // Γ′ = Γ·ψ, Γ″ = Γ·(ψ² + ψ′).
      let (g, psi) = w.gammaAndDigamma
      let g1 = g * psi
      let g2 = g * (psi * psi + w.trigamma)
      return OracleJet(value: g, first: g1 * u1, second: g1 * u2 + g2 * u1 * u1, flags: flags)
    case .floor, .ceil, .round, .sign:
      let kind: Int32 = f == .floor ? 0 : f == .ceil ? 1 : f == .round ? 2 : 3
      let (value, constant) = u.step(kind)
      guard constant else { return OracleJet(value: value, first: .whole(), second: .whole(), flags: flags.union(.mayBreak)) }
      return OracleJet(value: value, first: OracleInterval(0), second: OracleInterval(0), flags: flags)
    }
  }

  static func apply(_ op: SyntaxTree.BinaryOperator, _ a: OracleJet, _ b: OracleJet) -> OracleJet {
    if op == .power {
      // C99 Annex F, as the language: x^0 = 1 and 1^y = 1 whatever the other side.
      if let e = b.value, e.isZero, b.isConstant { return .constant(OracleInterval(1)).with(a.flags.union(b.flags).subtracting(.partlyUndefined)) }
      if let base = a.value, base.isPoint, base.lower == 1, a.isConstant { return .constant(OracleInterval(1)).with(a.flags.union(b.flags).subtracting(.partlyUndefined)) }
    }
    guard let u = a.value, let v = b.value else { return .empty(a.flags.union(b.flags)) }
    var flags = a.flags.union(b.flags)
    let (u1, u2, v1, v2) = (a.first, a.second, b.first, b.second)
    switch op {
    case .add: return OracleJet(value: u + v, first: u1 + v1, second: u2 + v2, flags: flags)
    case .subtract: return OracleJet(value: u - v, first: u1 - v1, second: u2 - v2, flags: flags)
    case .multiply:
      return OracleJet(value: u * v, first: u1 * v + u * v1, second: u2 * v + (u1 * v1).scaled(2) + u * v2, flags: flags)
    case .divide:
      if v.isZero { return .empty(flags) }
      if !v.excludesZero { flags.formUnion([.partlyUndefined, .mayBreak]) }
      let r = v.reciprocal
      let q = u * r
      let q1 = (u1 - q * v1) * r
      return OracleJet(value: q, first: q1, second: (u2 - (q1 * v1).scaled(2) - q * v2) * r, flags: flags)
    case .minimum, .maximum:
      let pickA = op == .minimum ? u.below(v) : v.below(u)
      let pickB = op == .minimum ? v.below(u) : u.below(v)
      if pickA { return a.with(flags) }
      if pickB { return b.with(flags) }
      let value = op == .minimum ? OracleInterval.op { cfi_min($0, &u.raw, &v.raw) } : OracleInterval.op { cfi_max($0, &u.raw, &v.raw) }
      flags.insert(.kink)
      return OracleJet(value: value, first: u1.hull(v1), second: u2.hull(v2), flags: flags)
    case .power:
      return power(a, b, flags)
    case .modulo:
      // u − k·v for the one k = floor(u/v) over the box, else anywhere between 0 and v.
      if v.isZero { return .empty(flags) }
      guard v.excludesZero else { return OracleJet(value: .whole(), first: .whole(), second: .whole(), flags: flags.union([.mayBreak, .partlyUndefined])) }
      let (k, constant) = (u * v.reciprocal).step(0)
      guard constant, k.isBounded else {
        return OracleJet(value: v.hull(OracleInterval(0)), first: .whole(), second: .whole(), flags: flags.union(.mayBreak))
      }
      return OracleJet(value: u - k * v, first: u1 - k * v1, second: u2 - k * v2, flags: flags)
    case .arcTangent2:
      // Away from the origin and from the cut (y = 0, x < 0; touching it from y ≥ 0 included,
      // as MPFI's signed zeros are not the reals'): continuous. Else undecided.
      let nearCut = !u.excludesZero && !v.isStrictlyPositive
      guard !nearCut else {
        let pi = OracleInterval.pi()
        return OracleJet(value: (-pi).hull(pi), first: .whole(), second: .whole(), flags: flags.union(.mayBreak))
      }
      let d = u * u + v * v
      let r = d.reciprocal
      let w1 = (v * u1 - u * v1) * r
      let w2 = (v * u2 - u * v2 - (w1 * (u * u1 + v * v1)).scaled(2)) * r
      return OracleJet(value: u.atan2(v), first: w1, second: w2, flags: flags)
    case .logarithmBase:
      // log(v)/log(u) by the rules of log and division.
      return apply(.divide, apply(UnaryFunction.log, b), apply(UnaryFunction.log, a))
    case .hypotenuse:
      // √(u² + v²); at 0 the slopes jump.
      let h = (u * u + v * v).sqrt
      guard h.excludesZero else { return OracleJet(value: h, first: .whole(), second: .whole(), flags: flags.union(.kink)) }
      let r = h.reciprocal
      let h1 = (u * u1 + v * v1) * r
      return OracleJet(value: h, first: h1, second: (u1 * u1 + u * u2 + v1 * v1 + v * v2 - h1 * h1) * r, flags: flags)
    }
  }

  static func power(_ a: OracleJet, _ b: OracleJet, _ flagsIn: OracleJet.Flags) -> OracleJet {
    var flags = flagsIn
    let (u, v) = (a.value!, b.value!)
    let (u1, u2) = (a.first, a.second)
    if b.isConstant, v.isPoint, cfi_is_integer_point(&v.raw) != 0, Swift.abs(v.lower) < 0x1p30 {
      let n = Int(cfi_left_si(&v.raw))
      if n == 0 { return .constant(OracleInterval(1)).with(flags) }
      func pow(_ k: Int) -> OracleInterval? {
        if k == 0 { return OracleInterval(1) }
        if k > 0 { return u.pown(k) }
        let p = u.pown(-k)
        if p.isZero { return nil }
        return p.reciprocal
      }
      if n < 0 {
        if u.isZero { return .empty(flags) }
        if !u.excludesZero { flags.formUnion([.partlyUndefined, .mayBreak]) }
      }
      guard let p = pow(n), let p1 = pow(n - 1) else { return .empty(flags) }
      let p2 = n == 1 ? OracleInterval(0) : (pow(n - 2) ?? .whole())
      let k = Double(n)
      let d1 = (p1 * u1).scaled(k)
      let d2 = (p2 * u1 * u1).scaled(k * (k - 1)) + (p1 * u2).scaled(k)
      return OracleJet(value: p, first: d1, second: d2, flags: flags)
    }
    if b.isConstant, v.isPoint, cfi_is_integer_point(&v.raw) == 0 {
      // A non-integer exponent: the base must be at least 0.
      if u.isStrictlyNegative { return .empty(flags) }
      var w = u
      if cfi_left_sgn(&u.raw) < 0 {
        flags.insert(.partlyUndefined)
        w = u.nonNegativePart
      }
      let negative = v.isStrictlyNegative
      if w.isZero && negative { return .empty(flags) }
      if negative && !w.isStrictlyPositive { flags.formUnion([.partlyUndefined, .mayBreak]) }
      let p = w.powr(v)
      if w.isStrictlyPositive {
        let c = v
        let one = OracleInterval(1)
        let p1 = w.powr(c - one)
        let p2 = w.powr(c - one - one)
        let d1 = c * p1 * u1
        let d2 = c * (c - one) * p2 * u1 * u1 + c * p1 * u2
        return OracleJet(value: p, first: d1, second: d2, flags: flags)
      }
      return OracleJet(value: p, first: .whole(), second: .whole(), flags: flags)
    }
    // Any other exponent: e^(v·log u), for a base proven positive.
    if u.isStrictlyPositive {
      return apply(.exp, apply(.multiply, b, apply(.log, a)))
    }
    if b.isConstant, cfi_no_integer(&v.raw) != 0, u.isStrictlyNegative { return .empty(flags) }
    return OracleJet(value: .whole(), first: .whole(), second: .whole(), flags: flags.union(.unknown))
  }
}

extension OracleJet {
  func with(_ more: Flags) -> OracleJet {
    var r = self
    r.flags.formUnion(more)
    return r
  }
}
#endif
