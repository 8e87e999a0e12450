#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import Foundation
import CMPFI
import CurveAnalysis
import CurveExpression
import CurvePlot
import CurveSampling
import _CurveTestSupport

/// The kinds of claim the fuzzer checks.
enum ClaimKind: String, CaseIterable, Comparable {
  case zero, extremum, inflection, intersection, range, derivative, breakClaim = "break", bridge, relationSolution = "relation-solution",
    relationNoSolution = "relation-no-solution", relationSplitNoSolution = "relation-no-solution-across-a-pole", chord, integral, divergence, valueSpan = "value-span"
  static func < (a: ClaimKind, b: ClaimKind) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

/// What the oracle decided about one claim.
enum Verdict {
  /// The claim is proven (or no test refuted it where a test could decide).
  case holds
  /// The claim is false: the truth, as the oracle proved it.
  case refuted(String)
  /// The oracle could not decide.
  case undecided
}

/// One false claim, with what is needed to reproduce it.
struct Finding: CustomStringConvertible {
  var kind: ClaimKind
  /// The input: an expression and domain, a relation and bounds, a plane curve and range.
  var input: String
  var claim: String
  var truth: String
  /// The claimed interval (of x for a point, of y for an extremum of the range) is one number.
  var zeroWidth = false
  var description: String { "[\(kind.rawValue)] \(input)\n    claim: \(claim)\n    truth: \(truth)" }
  /// What sort of false claim it is, for shrinking without drifting to another cause: the kind,
  /// a zero width, an infinite or missing claim, a minimum or maximum, and how it was refuted.
  var signature: String {
    let words = ["inf", "none", "maximum", "minimum", "f′", "f″"].filter { claim.contains($0) || truth.hasPrefix($0) }
    return "\(kind)|\(zeroWidth)|\(words)|\(truth.prefix(10))"
  }
}

/// Tallies per kind.
struct Tally {
  var checked: [ClaimKind: Int] = [:]
  var refuted: [ClaimKind: Int] = [:]
  var undecided: [ClaimKind: Int] = [:]
  var findings: [Finding] = []
  var cases = 0
  var skipped = 0

  mutating func record(
    _ kind: ClaimKind, _ verdict: Verdict, input: @autoclosure () -> String, claim: @autoclosure () -> String, zeroWidth: Bool = false
  ) {
    switch verdict {
    case .holds: checked[kind, default: 0] += 1
    case .undecided: undecided[kind, default: 0] += 1
    case .refuted(let truth):
      checked[kind, default: 0] += 1
      refuted[kind, default: 0] += 1
      findings.append(Finding(kind: kind, input: input(), claim: claim(), truth: truth, zeroWidth: zeroWidth))
    }
  }

  mutating func merge(_ other: Tally) {
    for (k, v) in other.checked { checked[k, default: 0] += v }
    for (k, v) in other.refuted { refuted[k, default: 0] += v }
    for (k, v) in other.undecided { undecided[k, default: 0] += v }
    findings += other.findings
    cases += other.cases
    skipped += other.skipped
  }

  var summary: String {
    let kinds = ClaimKind.allCases.filter { checked[$0] != nil || undecided[$0] != nil }
    let parts = kinds.map { "\($0.rawValue) \(checked[$0] ?? 0)/\(refuted[$0] ?? 0) false/\(undecided[$0] ?? 0) undecided" }
    return "soundness: \(cases) cases (\(skipped) skipped); checked/false/undecided per kind: " + parts.joined(separator: ", ")
  }
}

/// A real function of x for the oracle: one expression, or the difference of two.
struct OracleFunction {
  let parts: [IntervalOracle]

  func jet(_ x0: Double, _ x1: Double) -> OracleJet {
    let x = OracleInterval(x0, x1)
    let first = parts[0].jet(x: x, y: nil as OracleInterval?)
    guard parts.count == 2 else { return first }
    return IntervalOracle.apply(.subtract, first, parts[1].jet(x: x, y: nil as OracleInterval?))
  }
  func jet(at x: Double) -> OracleJet { jet(x, x) }
}

func show(_ x: Double) -> String { "\(x)" }
func show(_ lower: Double, _ upper: Double) -> String { "[\(lower), \(upper)]" }

/// Splits [a, b] into doubles-halved cells, at most `budget` in all, until `settled` says of each
/// that it is settled (true) or refutes the search (nil); returns whether all are settled.
func allCellsSettled(_ a: Double, _ b: Double, budget: Int = 128, initial: Int = 1, _ settled: (Double, Double) -> Bool?) -> Bool {
  var pending: [(Double, Double)] = []
  let n = Swift.max(1, initial)
  var left = a
  for i in 1...n {
    let right = i == n ? b : a + (b - a) / Double(n) * Double(i)
    if right > left || i == n { pending.append((left, Swift.max(left, right))) }
    left = Swift.max(left, right)
  }
  var spent = 0
  while let (l, r) = pending.popLast() {
    spent += 1
    if spent > budget { return false }
    guard let result = settled(l, r) else { return false }
    if result { continue }
    let mid = l + (r - l) / 2
    guard mid > l, mid < r, mid.isFinite else { return false }
    pending.append((mid, r))
    pending.append((l, mid))
  }
  return true
}

// MARK: Points of interest

/// A certified zero in [a, b]: a sign change of the continuous f across it, or an exact zero,
/// holds one; a proof that f ≠ 0 on all of [a, b] refutes it.
func checkZero(_ f: OracleFunction, _ a: Double, _ b: Double) -> Verdict {
  let (fa, fb) = (f.jet(at: a), f.jet(at: b))
  if let va = fa.value, let vb = fb.value, fa.isDecidable, fb.isDecidable {
    if va.isZero || vb.isZero { return .holds }
    if va.sign * vb.sign < 0, f.jet(a, b).isContinuous { return .holds }
  }
  let none = allCellsSettled(a, b) { l, r in
    let j = f.jet(l, r)
    guard j.isDecidable else { return nil }
    guard let v = j.value else { return true }
    return v.excludesZero
  }
  if none {
    return .refuted("no zero in \(show(a, b)) (proved on cells): the value at \(show(a)) ∈ \(describe(fa)), at \(show(b)) ∈ \(describe(fb))")
  }
  return .undecided
}

func describe(_ j: OracleJet) -> String { j.value.map { $0.description } ?? "undefined" }

/// A certified local minimum (maximum) in [a, b]: f′ going − to + (+ to −) across it, continuous,
/// holds one; f′ ≠ 0 on every cell of [a, b], or f″ of the wrong sign, refutes it.
func checkExtremum(_ f: OracleFunction, _ a: Double, _ b: Double, minimum: Bool) -> Verdict {
  let (fa, fb) = (f.jet(at: a), f.jet(at: b))
  if fa.isSmooth, fb.isSmooth, f.jet(a, b).isSmooth {
    let (sa, sb) = (fa.first.sign, fb.first.sign)
    if minimum ? (sa < 0 && sb > 0) : (sa > 0 && sb < 0) { return .holds }
  }
  var why = ""
  let none = allCellsSettled(a, b) { l, r in
    let j = f.jet(l, r)
    guard j.isDecidable else { return nil }
    guard j.value != nil else { return true }
    guard j.isSmooth else { return false }
    if j.first.excludesZero { return true }
    if minimum ? j.second.isStrictlyNegative : j.second.isStrictlyPositive {
      why = " (f″ \(minimum ? "< 0" : "> 0") on part of it)"
      return true
    }
    return false
  }
  if none {
    return .refuted("no local \(minimum ? "minimum" : "maximum") in \(show(a, b)): f′(\(show(a))) ∈ \(fa.first.description), f′(\(show(b))) ∈ \(fb.first.description)\(why)")
  }
  return .undecided
}

/// A certified inflection in [a, b]: f″ changing sign across it holds one; f″ ≠ 0 on all of it
/// refutes it.
func checkInflection(_ f: OracleFunction, _ a: Double, _ b: Double) -> Verdict {
  let (fa, fb) = (f.jet(at: a), f.jet(at: b))
  if fa.isSmooth, fb.isSmooth, f.jet(a, b).isSmooth, fa.second.sign * fb.second.sign < 0 { return .holds }
  let none = allCellsSettled(a, b) { l, r in
    let j = f.jet(l, r)
    guard j.isDecidable else { return nil }
    guard j.value != nil else { return true }
    guard j.isSmooth else { return false }
    return j.second.excludesZero
  }
  if none { return .refuted("f″ ≠ 0 on all of \(show(a, b)): f″(\(show(a))) ∈ \(fa.second.description), f″(\(show(b))) ∈ \(fb.second.description)") }
  return .undecided
}

// MARK: Range

/// Sample points of [lo, hi]: both ends, the middle, uniform and log-spaced towards each end,
/// and around `extra`.
func samplePoints(_ lo: Double, _ hi: Double, count: Int, extra: [Double], rng: inout SplitMix64) -> [Double] {
  var xs = [lo, hi, lo + (hi - lo) / 2]
  for x in extra where x >= lo && x <= hi { xs += [x, x.nextUp, x.nextDown] }
  for i in 0..<count {
    let u = Double(rng.next() >> 11) * 0x1p-53
    switch i % 3 {
    case 0: xs.append(lo + (hi - lo) * u)
    case 1: xs.append(lo + (hi - lo) * Foundation.pow(2.0, -60 * u))
    default: xs.append(hi - (hi - lo) * Foundation.pow(2.0, -60 * u))
    }
  }
  for k in 1...8 {
    xs.append(lo.nextUp(k))
    xs.append(hi.nextDown(k))
  }
  return xs.filter { $0 >= lo && $0 <= hi && $0.isFinite }
}

extension Double {
  func nextUp(_ k: Int) -> Double { (0..<k).reduce(self) { v, _ in v.nextUp } }
  func nextDown(_ k: Int) -> Double { (0..<k).reduce(self) { v, _ in v.nextDown } }
}

/// The claimed global minimum or maximum: every sampled value lies on its side of the enclosure,
/// and the true extremum is not beyond the enclosure's far end (proved over cells of the domain).
func checkExtremumOfRange(
  _ f: OracleFunction, _ lo: Double, _ hi: Double, _ claimed: GlobalExtremum?, maximum: Bool, samples: [Double]
) -> Verdict {
  let name = maximum ? "maximum" : "minimum"
  guard let claimed else {
    // No value at all: refuted by one point where f is defined.
    var found: (Double, OracleInterval)?
    for x in samples {
      let j = f.jet(at: x)
      guard let v = j.value, j.isDecidable, !j.flags.contains(.partlyUndefined) else { continue }
      if found == nil || (!found!.1.isBounded && v.isBounded) { found = (x, v) }
    }
    if let (x, v) = found { return .refuted("the curve's value at \(show(x)) is defined (∈ \(v.description)), but the range says it has no value") }
    return .undecided
  }
  let (yl, yu) = (claimed.y.lower, claimed.y.upper)
  var decided = false
  for x in samples {
    let j = f.jet(at: x)
    guard let v = j.value, j.isDecidable, !j.flags.contains(.partlyUndefined) else { continue }
    decided = true
    if maximum ? v.above(yu) : v.below(yl) {
      return .refuted("f(\(show(x))) ∈ \(v.description) is \(maximum ? "above" : "below") the claimed \(name) \(show(yl, yu))")
    }
  }
  // The extremum is reached within the enclosure: refuted if f stays beyond its near end
  // everywhere (for a maximum: f < yl on every cell, also where the claim is +∞).
  var sawValue = false
  let beyond = allCellsSettled(lo, hi, budget: 512, initial: 32) { l, r in
    let j = f.jet(l, r)
    guard j.isDecidable else { return nil }
    guard let v = j.value else { return true }
    if maximum ? v.below(yl) : v.above(yu) {
      sawValue = true
      return true
    }
    return false
  }
  if beyond && sawValue {
    return .refuted("f is \(maximum ? "below" : "above") \(show(maximum ? yl : yu)) on all of the domain (proved on cells), so its \(name) is not in \(show(yl, yu))")
  }
  return decided ? .holds : .undecided
}

// MARK: Derivative enclosures

/// Enclosures of f, f′, f″ over [l, u] hold the true values at points where f is twice
/// differentiable.
func checkDerivatives(_ f: OracleFunction, _ expression: CompiledExpression, _ l: Double, _ u: Double, points: [Double]) -> Verdict {
  let claimed = expression.derivativeEnclosures(from: l, to: u)
  var decided = false
  for x in points {
    let j = f.jet(at: x)
    guard j.isSmooth, j.isDecidable, let v = j.value else { continue }
    decided = true
    for (name, truth, e) in [("f", v, claimed.value), ("f′", j.first, claimed.first), ("f″", j.second, claimed.second)] {
      if e.isEmpty {
        return .refuted("\(name)(\(show(x))) ∈ \(truth.description) exists, but the enclosure over \(show(l, u)) is empty")
      }
      if truth.below(e.lower) || truth.above(e.upper) {
        return .refuted("\(name)(\(show(x))) ∈ \(truth.description), outside the enclosure \(show(e.lower, e.upper)) over \(show(l, u))")
      }
    }
  }
  return decided ? .holds : .undecided
}

// MARK: Breaks

/// A break between samples l and r is a true break unless f is provably continuous on [l, r]
/// (and, for a pole or a jump, varies there by less than `jumpPt` on screen).
func checkBreak(_ f: OracleFunction, _ b: CurveBreak, ptPerUnit: Double, jumpPt: Double = 0.5) -> Verdict {
  let (l, r) = (Swift.min(b.left, b.right), Swift.max(b.left, b.right))
  let j = f.jet(l, r)
  guard j.isDecidable else { return .undecided }
  if j.isContinuous, let v = j.value {
    let spread = v.upper - v.lower
    if b.kind == .undefined {
      return .refuted("f is defined and continuous on all of \(show(l, r)) (values in \(v.description)), but a break of kind undefined is claimed there")
    }
    if spread * ptPerUnit < jumpPt {
      return .refuted("f is continuous on \(show(l, r)) and varies there by less than \(spread * ptPerUnit) pt, but a \(b.kind.rawValue) is claimed")
    }
    return .undecided
  }
  return .holds
}

/// A drawn segment between samples s0 and s1 bridges a true break if f changes sign between them
/// but has no zero there (so it is discontinuous or undefined in between), or if f is undefined
/// on a whole cell of positive width between them.
func checkBridge(_ f: OracleFunction, _ s0: Double, _ s1: Double) -> Verdict {
  let (l, r) = (Swift.min(s0, s1), Swift.max(s0, s1))
  guard r > l else { return .undecided }
  // A cell of positive width where f is defined nowhere.
  let pieces = 8
  for i in 0..<pieces {
    let a = l + (r - l) / Double(pieces) * Double(i)
    let b = i == pieces - 1 ? r : l + (r - l) / Double(pieces) * Double(i + 1)
    guard b > a else { continue }
    let j = f.jet(a, b)
    if j.isDecidable && j.isEmpty { return .refuted("f is undefined on all of \(show(a, b)), between the joined samples \(show(l)) and \(show(r))") }
  }
  let (fl, fr) = (f.jet(at: l), f.jet(at: r))
  guard let vl = fl.value, let vr = fr.value, fl.isDecidable, fr.isDecidable, vl.sign * vr.sign < 0 else { return .undecided }
  if f.jet(l, r).isContinuous { return .holds }
  let noZero = allCellsSettled(l, r, budget: 256) { a, b in
    let j = f.jet(a, b)
    guard j.isDecidable else { return nil }
    guard let v = j.value else { return true }
    return v.excludesZero
  }
  if noZero {
    return .refuted("f(\(show(l))) ∈ \(vl.description) and f(\(show(r))) ∈ \(vr.description) differ in sign but f has no zero between them: a pole or jump is drawn across")
  }
  return .undecided
}
#endif

#if Oracle
/// A certified integral: refuted when MPFI's enclosure of ∫ f over `a…b` misses the claimed
/// bounds. The domain is cut into 512 pieces, each bounded by Taylor's theorem to second order
/// (f″ enclosed over the piece), or by its width times f's enclosure where f is not smooth.
/// Where MPFI cannot bound f on a piece (a singularity: `log(x)` or `1/sqrt(x)` at 0), the piece
/// is halved, the bounded half added, up to 64 times; what remains is one-sided when MPFI gives
/// f one sign there (log < 0 near 0), so the truth is then bounded on one side only, and the
/// claim is refuted only past that side. Undecided when a piece has no sign or no value.
func checkIntegral(_ f: OracleFunction, _ a: Double, _ b: Double, lower: Double, upper: Double) -> Verdict {
  var sum = OracleInterval(0)
  var (unboundedBelow, unboundedAbove) = (false, false)
  /// The oracle's own work: pieces enclosed, at most `budget` (a step of a huge slope, floor(1e300*x),
  /// jumps in every piece at every depth).
  var (evaluations, budget) = (0, 200_000)
  /// Adds ∫ over [l, r] where MPFI bounds f; nil where it cannot.
  func add(_ l: Double, _ r: Double) -> Bool? {
    evaluations += 1
    guard evaluations <= budget else { return nil }
    let box = f.jet(l, r)
    guard box.isDecidable else { return nil }
    let (left, right) = (OracleInterval(l), OracleInterval(r))
    let width = right - left
    // Defined everywhere and bounded, if not continuous (a jump): its enclosure bounds ∫ too.
    if !box.isContinuous, !box.flags.contains(.partlyUndefined), let value = box.value, value.isBounded {
      sum = sum + width * value
      return true
    }
    guard box.isContinuous, let value = box.value else { return false }
    guard box.isSmooth else {
      sum = sum + width * value
      return true
    }
    let m = l / 2 + r / 2
    let point = f.jet(at: m)
    guard point.isContinuous, let fm = point.value else { return nil }
    let (hl, hr) = (left - OracleInterval(m), right - OracleInterval(m))
    let linear = point.first * (hr.pown(2) - hl.pown(2)).scaled(0.5)
    // (hr³ − hl³)/3 is never negative: ∫(x − m)² over the piece.
    let square = (hr.pown(3) - hl.pown(3)) * OracleInterval(3).reciprocal
    sum = sum + width * fm + linear + box.second.scaled(0.5) * square
    return true
  }
  let n = 512
  let ends = (0...n).map { i in i == 0 ? a : i == n ? b : Swift.min(b, Swift.max(a, a + (b - a) * (Double(i) / Double(n)))) }
  for (l, r) in zip(ends, ends.dropFirst()) where l < r {
    var open = [(l, r, 0)]
    while let (pl, pr, depth) = open.popLast() {
      switch add(pl, pr) {
      case nil: return .undecided
      case true?: continue
      case false?:
        let m = pl / 2 + pr / 2
        if depth < 64, pl < m, m < pr {
          open += [(pl, m, depth + 1), (m, pr, depth + 1)]
          continue
        }
        // The tail MPFI cannot bound: one-sided where f has one sign there (where defined: log
        // at 0 is not, a point of no measure).
        let box = f.jet(pl, pr)
        guard box.isDecidable, let value = box.value else { return .undecided }
        if value.above(0) || value.lower >= 0 {
          unboundedAbove = true
        } else if value.below(0) || value.upper <= 0 {
          unboundedBelow = true
        } else {
          return .undecided
        }
      }
    }
  }
  guard sum.isBounded else { return .undecided }
  // The truth lies in [sum.lower, sum.upper], widened to ±∞ on the side of a one-sided tail.
  let (low, high) = (unboundedBelow ? -Double.infinity : sum.lower, unboundedAbove ? Double.infinity : sum.upper)
  if high < lower || low > upper { return .refuted("∫ lies in \(show(low, high))") }
  return .holds
}

/// A divergent integral's claim: f has a pole in `a…b` where |f| grows at least as 1/|x − p|.
/// Refuted when MPFI bounds f on the whole piece (then no pole is there); it holds when, halving
/// the pieces MPFI cannot bound, one is still unbounded at 2⁻⁴⁰ of the piece (a singularity
/// the oracle sees too); undecided when its 4,096 enclosures run out first.
func checkDivergence(_ f: OracleFunction, _ a: Double, _ b: Double) -> Verdict {
  var open = [(a, b)]
  var enclosures = 0
  let finest = (b - a) * 0x1p-40
  while let (l, r) = open.popLast() {
    enclosures += 1
    if enclosures > 4096 { return .undecided }
    let box = f.jet(l, r)
    guard box.isDecidable else { return .undecided }
    if box.isContinuous { continue }
    let m = l / 2 + r / 2
    if r - l <= finest || m <= l || m >= r { return .holds }
    open += [(l, m), (m, r)]
  }
  return .refuted("MPFI bounds f on the whole piece \(show(a, b))")
}
#endif

#if Oracle
/// Where f's values can lie (`ValueSpan`, behind a plot's "undefined on the whole domain"):
/// refuted when MPFI proves f has a value at a point of `lo…hi` outside the span claimed, or
/// anywhere there when the claim is that it has none. The points tried crowd the span's edges.
func checkValueSpan(_ f: OracleFunction, _ lo: Double, _ hi: Double, span: (lower: Double, upper: Double)?, rng: inout SplitMix64) -> Verdict {
  let outside = span.map { [(lo, $0.lower.nextDown), ($0.upper.nextUp, hi)] } ?? [(lo, hi)]
  for (a, b) in outside where a <= b {
    for x in samplePoints(a, b, count: 24, extra: [], rng: &rng) {
      let j = f.jet(at: x)
      if j.isDecidable, j.isContinuous {
        let claim = span.map { "only in \(show($0.lower, $0.upper))" } ?? "nowhere"
        return .refuted("f(\(show(x))) ∈ \(describe(j)), but its values are claimed to lie \(claim) on \(show(lo, hi))")
      }
    }
  }
  return .holds
}
#endif
