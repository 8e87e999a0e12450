#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import CurveAnalysis
import CurveExpression
import CurvePlot
import CurveSampling
import Foundation
import _CurveTestSupport

/// Runs the checks on one input and tallies them.
struct SoundnessFuzzer {
  /// How many claims of each sort one case checks at most (a long run sees more cases instead).
  var pointsPerCurve = 12
  var derivativeIntervals = 6
  var breaksPerLayer = 10
  var bridgesPerLayer = 10
  var pixelsPerClass = 12
  var chordsPerCurve = 24
  /// The pieces one integral may bound (a long run sees more cases instead).
  var integralBudget = 2048

  // MARK: Functions

  /// y = f(x) (and, with `second`, where it meets y = g(x)) over [lo, hi]: points of interest,
  /// intersections, range, derivative enclosures, breaks and bridged segments.
  func checkFunction(
    _ text: String, second: String? = nil, domain: (Double, Double), seed: UInt64, only: ClaimKind? = nil,
    constantsAsDoubles: Bool = false
  ) -> Tally {
    var tally = Tally()
    tally.cases = 1
    // Each check draws from its own generator, so a rerun of one kind alone (to shrink, or to
    // tell a known cause) meets the same claims.
    var rng = SplitMix64(seed: seed)
    var derivativeRNG = SplitMix64(seed: seed ^ 0xD1B5_4A32_D192_ED03)
    var bridgeRNG = SplitMix64(seed: seed ^ 0x8CB9_2BA7_2F3D_8DD7)
    let (lo, hi) = (Swift.min(domain.0, domain.1), Swift.max(domain.0, domain.1))
    guard lo < hi, lo.isFinite, hi.isFinite, let e = try? CompiledExpression(text, language: .mathPlot),
      let oracle = IntervalOracle(e, constantsAsDoubles: constantsAsDoubles)
    else {
      tally.skipped = 1
      return tally
    }
    var expressions = [e]
    var oracles = [oracle]
    if let second, let g = try? CompiledExpression(second, language: .mathPlot), let go = IntervalOracle(g, constantsAsDoubles: constantsAsDoubles) {
      expressions.append(g)
      oracles.append(go)
    }
    let input = "f(x) = \(text)\(second.map { ", g(x) = \($0)" } ?? "") on \(show(lo, hi))"
    func wants(_ kind: ClaimKind) -> Bool { only == nil || only == kind }
    let f = OracleFunction(parts: [oracle])

    let needsAnalysis = only == nil || [.zero, .extremum, .inflection, .intersection, .range].contains(only!)
    if needsAnalysis {
      let report = CurveAnalyzer.analyze(expressions, over: Interval(lo, hi))
      for (index, curve) in report.curves.enumerated() {
        let fi = OracleFunction(parts: [oracles[index]])
        let name = index == 0 ? "f" : "g"
        for p in curve.points.filter(\.certified).prefix(pointsPerCurve) {
          let (a, b) = (p.x.lower, p.x.upper)
          let claim = "certified \(p.kind.rawValue) of \(name) in \(show(a, b))"
          switch p.kind {
          case .zero where wants(.zero): tally.record(.zero, checkZero(fi, a, b), input: input, claim: claim, zeroWidth: a == b)
          case .minimum where wants(.extremum), .maximum where wants(.extremum):
            tally.record(.extremum, checkExtremum(fi, a, b, minimum: p.kind == .minimum), input: input, claim: claim, zeroWidth: a == b)
          case .inflection where wants(.inflection):
            tally.record(.inflection, checkInflection(fi, a, b), input: input, claim: claim, zeroWidth: a == b)
          default: break
          }
        }
        if wants(.range) {
          let extra = curve.points.flatMap { [$0.x.lower, $0.x.upper] } + curve.breaks.flatMap { [$0.left, $0.right] }
          let xs = samplePoints(lo, hi, count: 48, extra: Array(extra.prefix(40)), rng: &rng)
          for maximum in [false, true] {
            let claimed = maximum ? curve.range.maximum : curve.range.minimum
            let verdict = checkExtremumOfRange(fi, lo, hi, claimed, maximum: maximum, samples: xs)
            tally.record(.range, verdict, input: input,
              claim: "global \(maximum ? "maximum" : "minimum") of \(name) in \(claimed.map { show($0.y.lower, $0.y.upper) } ?? "none (no value)")",
              zeroWidth: claimed.map { $0.y.lower == $0.y.upper } ?? false)
          }
        }
      }
      if wants(.intersection), oracles.count == 2 {
        let difference = OracleFunction(parts: oracles)
        for meeting in report.intersections where meeting.certified {
          tally.record(.intersection, checkZero(difference, meeting.x.lower, meeting.x.upper), input: input,
            claim: "certified intersection in \(show(meeting.x.lower, meeting.x.upper)) (a zero of f − g)", zeroWidth: meeting.x.lower == meeting.x.upper)
        }
      }
    }

    if wants(.derivative) {
      for k in 0..<derivativeIntervals {
        let u = Double(derivativeRNG.next() >> 11) * 0x1p-53
        let center = lo + (hi - lo) * u
        let width = [hi - lo, (hi - lo) * 0x1p-20, 0, Double.ulpOfOne * Swift.abs(center) * 4, (hi - lo) * 0.01, 1e-300][k % 6]
        let (l, r) = (Swift.max(lo, center - width / 2), Swift.min(hi, center + width / 2))
        guard l <= r else { continue }
        let points = [l, r, l + (r - l) / 2]
        tally.record(.derivative, checkDerivatives(f, e, l, r, points: points), input: input,
          claim: "derivativeEnclosures(from: \(show(l)), to: \(show(r)))")
      }
    }

    if wants(.valueSpan) {
      var spanRNG = SplitMix64(seed: seed ^ 0x5851_F42D_4C95_7F2D)
      let span = ValueSpan.of(e, from: lo, to: hi)
      tally.record(.valueSpan, checkValueSpan(f, lo, hi, span: span, rng: &spanRNG), input: input,
        claim: span.map { "values only in \(show($0.lower, $0.upper))" } ?? "undefined on the whole domain")
    }

    if wants(.integral) || wants(.divergence) {
      // ∫ over the domain and over a stretch of it, each checked where it is certified.
      for (l, r) in [(lo, hi), (lo + (hi - lo) * 0.25, lo + (hi - lo) * 0.625)] where l < r {
        let integral = CurveIntegral.integrate(e, from: l, to: r, budget: integralBudget)
        if integral.status == .divergent, let pole = integral.pole {
          tally.record(.divergence, checkDivergence(f, pole.lower, pole.upper), input: input,
            claim: "∫ from \(show(l)) to \(show(r)) diverges: a pole in \(show(pole.lower, pole.upper))")
        }
        guard integral.status == .certified, let lower = integral.lower, let upper = integral.upper else { continue }
        tally.record(.integral, checkIntegral(f, l, r, lower: lower, upper: upper), input: input,
          claim: "∫ from \(show(l)) to \(show(r)) in \(show(lower, upper))")
      }
    }

    if wants(.breakClaim) || wants(.bridge) {
      let frame = Rect(x: 0, y: 0, width: 338, height: 158)
      let g = CurveSampler.geometry(for: CurveLayerSpec(expression: text, domain: Interval(lo, hi)), in: frame)
      let ySpan = Swift.abs(g.yDomain.end - g.yDomain.start)
      let ptPerUnit = ySpan > 0 && ySpan.isFinite ? g.plot.height / ySpan : .infinity
      let layer = "\(input) (layer in \(frame), y domain \(show(g.yDomain.start, g.yDomain.end)))"
      if wants(.breakClaim) {
        for b in g.breaks.filter({ $0.kind != .unresolved }).prefix(breaksPerLayer) {
          tally.record(.breakClaim, checkBreak(f, b, ptPerUnit: ptPerUnit), input: layer,
            claim: "break (\(b.kind.rawValue), \(b.decision)) between samples \(show(b.left)) and \(show(b.right))")
        }
      }
      if wants(.bridge) {
        // Joined neighbours where a break may hide: a sign change, or an undefined midpoint.
        let (xs, ys) = (g.samples.xs, g.samples.ys)
        var candidates: [Int] = []
        if xs.count >= 2 {
          for i in 0..<(xs.count - 1) where ys[i].isFinite && ys[i + 1].isFinite {
            if g.breaks.contains(where: { $0.contains(xs[i]) && $0.contains(xs[i + 1]) }) { continue }
            let mid = e.evaluate(at: xs[i] + (xs[i + 1] - xs[i]) / 2)
            if (ys[i] < 0) != (ys[i + 1] < 0) || !mid.isFinite { candidates.append(i) }
          }
        }
        if candidates.count > bridgesPerLayer { candidates = (0..<bridgesPerLayer).map { _ in candidates[Int(bridgeRNG.next() % UInt64(candidates.count))] } }
        for i in candidates {
          tally.record(.bridge, checkBridge(f, xs[i], xs[i + 1]), input: layer,
            claim: "a segment joins samples (\(show(xs[i])), \(show(ys[i]))) and (\(show(xs[i + 1])), \(show(ys[i + 1])))")
        }
      }
    }
    return tally
  }

  // MARK: Relations and plane curves

  func checkRelationCase(_ c: RelationCase, bounds: RelationBounds, size: Int, seed: UInt64, constantsAsDoubles: Bool = false) -> Tally {
    var tally = Tally()
    tally.cases = 1
    var rng = SplitMix64(seed: seed)
    let ran = checkRelation(c, bounds: bounds, width: size, height: size, perClass: pixelsPerClass, rng: &rng, constantsAsDoubles: constantsAsDoubles) {
      kind, verdict, claim in
      tally.record(kind, verdict, input: "relation \(c.text)\(c.identity ? " (an identity)" : "")", claim: claim)
    }
    if !ran { tally.skipped = 1 }
    return tally
  }

  func checkPlaneCurveCase(_ c: PlaneCurveCase, domain: ClosedRange<Double>, x: ClosedRange<Double>, y: ClosedRange<Double>, seed: UInt64) -> Tally {
    var tally = Tally()
    tally.cases = 1
    var rng = SplitMix64(seed: seed)
    let ran = checkPlaneCurve(c, domain: domain, plot: Rect(x: 0, y: 0, width: 400, height: 400), xRange: x, yRange: y, maxChords: chordsPerCurve, rng: &rng) {
      kind, verdict, claim in
      tally.record(kind, verdict, input: claim, claim: "a proven chord")
    }
    if !ran { tally.skipped = 1 }
    return tally
  }

  // MARK: Shrinking

  /// The smallest expression (and simplest domain) that still yields a false claim of `kind`.
  func shrink(_ start: FuzzExpression, domain: (Double, Double), kind: ClaimKind, seed: UInt64) -> (FuzzExpression, (Double, Double), Finding)? {
    guard let original = checkFunction(start.description, domain: domain, seed: seed, only: kind).findings.first else { return nil }
    // A smaller input must show the same sort of false claim, not drift to another cause.
    func failing(_ e: FuzzExpression, _ d: (Double, Double)) -> Finding? {
      checkFunction(e.description, domain: d, seed: seed, only: kind).findings.first { $0.signature == original.signature }
    }
    var best = original
    var current = start
    var tries = 0
    var improved = true
    while improved && tries < 60 {
      improved = false
      for candidate in current.shrinks {
        tries += 1
        if tries >= 60 { break }
        if let found = failing(candidate, domain) {
          (current, best, improved) = (candidate, found, true)
          break
        }
      }
    }
    var bestDomain = domain
    for d in [(-1.0, 1.0), (0.0, 1.0), (-1.0, 0.0), (-5.0, 5.0)] where d != domain {
      if let found = failing(current, d) {
        (bestDomain, best) = (d, found)
        break
      }
    }
    return (current, bestDomain, best)
  }
}

/// The run's budget: `CURVEKIT_SOUNDNESS_SECONDS` (a long run: as many cases as fit), else
/// `CURVEKIT_SOUNDNESS_CASES` (default 10, a few seconds: CI sees the same cases every run);
/// `CURVEKIT_SOUNDNESS_SEED` (default 1).
enum SoundnessBudget {
  static var seconds: Double? {
    ProcessInfo.processInfo.environment["CURVEKIT_SOUNDNESS_SECONDS"].flatMap(Double.init)
  }
  /// `CURVEKIT_SOUNDNESS_ONLY`: `function`, `relation` or `plane` cases alone.
  static var only: String? { ProcessInfo.processInfo.environment["CURVEKIT_SOUNDNESS_ONLY"] }
  static var cases: UInt64 {
    ProcessInfo.processInfo.environment["CURVEKIT_SOUNDNESS_CASES"].flatMap { UInt64($0) } ?? 10
  }
  static var seed: UInt64 {
    ProcessInfo.processInfo.environment["CURVEKIT_SOUNDNESS_SEED"].flatMap { UInt64($0) } ?? 1
  }
}
#endif
