#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import CMPFR
import CurveExpression
import Testing
import _CurveTestSupport

/// The balls with double-double midpoints that sign f beside its zeros hold MPFR's 256-bit value
/// (compared at 256 bits, not after rounding to a double), and are tight where the expression is
/// well-conditioned. Expressions with a literal that is no double, `pi` or `e` are left out of the
/// random ones: MPFR's reference reads literals as the doubles the VM uses, the balls the
/// decimal values (the literal tests in `RealConstantsTests` cover those).
@Suite("Point balls are sound and tight against MPFR")
struct PreciseBallTests {
  static let parameters = try! ParameterSet([("a", 1.5), ("b", 2.0), ("c", 0.25), ("d", -1.0)])

  /// Whether every literal of `program` is its double exactly and it names no constant.
  static func hasOnlyExactConstants(_ program: CompiledExpression) -> Bool {
    program.tree.nodes.allSatisfy { node in
      switch node {
      case .number(let literal): program.tree.literals[literal].rounding == .exact
      case .constant: false
      default: true
      }
    }
  }

  /// Whether `ball` holds `truth` (256 bits): |truth − (high + low)| ≤ radius, or, for a truth
  /// with no finite value, a ball that says it may have none.
  static func holds(_ ball: PreciseBall, _ truth: MPFRValue) -> Bool {
    if truth.isNaN { return ball.isEmpty || ball.flags.contains(.partlyUndefined) || ball.flags.contains(.mayBreak) || ball.radius == .infinity }
    if cmpfr_inf_p(&truth.raw) != 0 { return ball.flags.contains(.mayBreak) || ball.radius == .infinity || !ball.high.isFinite }
    if ball.isEmpty { return false }
    if !(ball.high.isFinite && ball.low.isFinite && ball.radius.isFinite) { return true }
    let (d, e, f) = (MPFRValue(), MPFRValue(), MPFRValue())
    mpfr_sub_d(&d.raw, &truth.raw, ball.high, MPFR_RNDN)
    mpfr_sub_d(&e.raw, &d.raw, ball.low, MPFR_RNDN)
    mpfr_abs(&f.raw, &e.raw, MPFR_RNDN)
    // The 256-bit reference is itself rounded: a slack of 2^-240 of its magnitude.
    let (magnitude, slack) = (MPFRValue(), MPFRValue())
    mpfr_abs(&magnitude.raw, &truth.raw, MPFR_RNDN)
    mpfr_mul_2si(&slack.raw, &magnitude.raw, -240, MPFR_RNDN)
    mpfr_sub(&d.raw, &f.raw, &slack.raw, MPFR_RNDN)
    return mpfr_cmp_d(&d.raw, ball.radius) <= 0
  }

  /// MPFR's value of f at `x`, or NaN where the real function is undefined: the reference
  /// follows IEEE (1/0 = ∞, 0^−1 = ∞, log 0 = −∞, so sin(−1)/0^−1 = −0).
  static func truth(_ reference: MPFRReferenceEvaluator, at x: Double) -> MPFRValue {
    let (point, out) = (MPFRValue(), MPFRValue())
    point.set(x)
    reference.value(atExactly: point, into: out)
    if reference.divides(byZeroAt: point) { mpfr_set_nan(&out.raw) }
    return out
  }

  @Test("random grammar expressions: the ball at each point holds MPFR's value", arguments: 0..<4)
  func randomExpressions(_ chunk: Int) throws {
    var generator = EBNFGrammar.Generator(grammar: try EBNFGrammar.load(), parameterNames: ["a", "b", "c", "d"])
    generator.maxDepth = 7
    var rng = SplitMix64(seed: 0xBA11 + UInt64(chunk))
    var (checked, failures) = (0, 0)
    for _ in 0..<(300 * longModeFactor) {
      let text = generator.sentence(using: &rng)
      guard let program = try? CompiledExpression(text, parameters: Self.parameters), Self.hasOnlyExactConstants(program) else { continue }
      let reference = MPFRReferenceEvaluator(tree: program.tree)
      for _ in 0..<8 {
        let x = rng.next() % 3 == 0 ? Double(Int(rng.next() % 9)) / 4 - 1 : Double.random(in: -6...6, using: &rng)
        let ball = program.preciseDerivatives(at: x).value
        checked += 1
        if !Self.holds(ball, Self.truth(reference, at: x)) {
          failures += 1
          if failures <= 5 { Issue.record("\(text.debugDescription) at \(x): MPFR \(reference.evaluate(at: x).value), ball \(ball)") }
        }
      }
    }
    print("point balls against MPFR, chunk \(chunk): \(checked) points, \(failures) outside")
    #expect(checked >= 1_000)
    #expect(failures == 0)
  }

  @Test("the break search's expressions: balls hold MPFR's value, beside poles too", arguments: [
    "1/(x - 0.25)", "1/(x - 0.25)^2", "sin(x)/cos(x)", "sqrt(1 - x^2)", "log(abs(x))", "x/abs(x)", "sin(x)/x",
    "exp(50*x)", "sin(200*x)", "sin(1/x)", "x^3 - 2*x^2 + x - 5", "exp(-x^2/2)", "1/(1 + x^2)", "log(x)", "x^0.5",
    "x^x", "2^x", "min(1/x, 3) + max(sqrt(x), x)", "cos(x)^-2", "abs(sin(x))^1.5", "1/sin(3*x)", "exp(1/x)",
    "16*x^5 - 20*x^3 + 5*x", "cos(1e5*x)", "exp(x)*exp(-x) - 1",
  ])
  func breakSearchExpressions(_ text: String) throws {
    let program = try CompiledExpression(text)
    let reference = MPFRReferenceEvaluator(tree: program.tree)
    var rng = SplitMix64(seed: UInt64(text.utf8.count) * 77)
    let special: [Double] = [0, 0.25, 0.25.nextUp, 0.25.nextDown, 1, -1, Double.pi / 2, 0.951056516295154, 1e-300, -1e-300, 700 / 50.0]
    var failures = 0
    for x in special + (0..<400).map({ _ in Double.random(in: -3...3, using: &rng) }) {
      let ball = program.preciseDerivatives(at: x).value
      if !Self.holds(ball, Self.truth(reference, at: x)) {
        failures += 1
        if failures <= 5 { Issue.record("at \(x): MPFR \(reference.evaluate(at: x).value), ball \(ball)") }
      }
    }
    #expect(failures == 0)
  }

  @Test("well-conditioned expressions: the ball is within 2^-95 of the value's size", arguments: [
    "16*x^5 - 20*x^3 + 5*x", "1.5*sin(2*x + 0.25) - 1", "exp(x) - 2", "log(x + 2) - 0.5", "sqrt(x + 1) - 1.25",
    "cos(x)/(1 + x^2)", "x^7 - 3*x^2", "2^x + x^0.5",
  ])
  func tight(_ text: String) throws {
    let program = try CompiledExpression(text)
    var rng = SplitMix64(seed: 11)
    for _ in 0..<200 {
      let x = Double.random(in: 0.05...0.99, using: &rng)
      let ball = program.preciseDerivatives(at: x).value
      #expect(ball.radius <= 0x1p-95 * Swift.max(1, Swift.abs(ball.high)) * 64, "\(text) at \(x): \(ball)")
    }
  }

  @Test("f′ and f″ balls hold MPFR's central differences (step 2^-70, at 256 bits)", arguments: [
    "16*x^5 - 20*x^3 + 5*x", "1.5*sin(2*x + 0.25) - 1", "exp(x)/x", "log(x + 2)*sqrt(x)", "x^x", "1/(1 + x^2)",
  ])
  func derivatives(_ text: String) throws {
    let program = try CompiledExpression(text)
    let reference = MPFRReferenceEvaluator(tree: program.tree)
    var rng = SplitMix64(seed: 5)
    for _ in 0..<50 {
      let x = Double.random(in: 0.1...1.9, using: &rng)
      let d = program.preciseDerivatives(at: x)
      // (f(x+h) − f(x−h)) / 2h and (f(x+h) − 2f(x) + f(x−h)) / h², errors O(h²) ≈ 2^-140.
      let (p, m, c, out) = (MPFRValue(), MPFRValue(), MPFRValue(), MPFRValue())
      let (fp, fm, fc) = (MPFRValue(), MPFRValue(), MPFRValue())
      c.set(x)
      mpfr_add_d(&p.raw, &c.raw, 0x1p-70, MPFR_RNDN)
      mpfr_sub_d(&m.raw, &c.raw, 0x1p-70, MPFR_RNDN)
      reference.value(atExactly: p, into: fp)
      reference.value(atExactly: m, into: fm)
      reference.value(atExactly: c, into: fc)
      let (difference, twice, sum, centred) = (MPFRValue(), MPFRValue(), MPFRValue(), MPFRValue())
      mpfr_sub(&difference.raw, &fp.raw, &fm.raw, MPFR_RNDN)
      mpfr_mul_2si(&out.raw, &difference.raw, 69, MPFR_RNDN)
      var first = d.first
      first.radius = up(first.radius, 0x1p-100 * Swift.max(1, Swift.abs(first.high)))
      #expect(Self.holds(first, out), "\(text) at \(x): f′ \(out.double), ball \(d.first)")
      mpfr_mul_2si(&twice.raw, &fc.raw, 1, MPFR_RNDN)
      mpfr_sub(&sum.raw, &fp.raw, &twice.raw, MPFR_RNDN)
      mpfr_add(&centred.raw, &sum.raw, &fm.raw, MPFR_RNDN)
      mpfr_mul_2si(&out.raw, &centred.raw, 140, MPFR_RNDN)
      var second = d.second
      second.radius = up(second.radius, 0x1p-60 * Swift.max(1, Swift.abs(second.high)))
      #expect(Self.holds(second, out), "\(text) at \(x): f″ \(out.double), ball \(d.second)")
    }
  }

  private func up(_ a: Double, _ b: Double) -> Double { (a + b).nextUp }

  /// An inverse function or cbrt, and the points where its ball is hard: beside the ends of its
  /// domain, tiny, huge, and at 1000 random points of its domain.
  struct InverseCase: Sendable, CustomTestStringConvertible {
    var expression: String
    var points: [Double]
    var random: ClosedRange<Double>
    var testDescription: String { expression }
  }

  static func beside(_ end: Double, inward: Double) -> [Double] {
    (1...52).map { end + inward * Swift.max(1, Swift.abs(end)) * Double(sign: .plus, exponent: -$0, significand: 1) }
      + [end + inward * end.ulp, end + inward * 2 * end.ulp]
  }

  static let inverseCases: [InverseCase] = [
    InverseCase(expression: "asin(x)", points: beside(1, inward: -1) + beside(-1, inward: 1) + [1e-300, -1e-20, 0.5], random: -1...1),
    InverseCase(expression: "acos(x)", points: beside(1, inward: -1) + beside(-1, inward: 1) + [1e-300, -1e-20, 0.5], random: -1...1),
    InverseCase(expression: "atanh(x)", points: beside(1, inward: -1) + beside(-1, inward: 1) + [1e-300, -1e-20, 0.5], random: -1...1),
    InverseCase(expression: "acosh(x)", points: beside(1, inward: 1) + [1e10, 1e100, 1e300, 3], random: 1...100),
    InverseCase(expression: "asinh(x)", points: [1e-300, -1e-20, 1e-8, -1e10, 1e100, 1e300, -1e300, 0.5], random: -100...100),
    InverseCase(expression: "cbrt(x)", points: [1e-300, -1e-20, 0.125, -8, 1e100, 1e300, -5e-324, 27], random: -100...100),
    InverseCase(
      expression: "gamma(x)", points: beside(-1, inward: 1) + beside(-3, inward: -1) + [1.4616321449683622, 0.5, 170.5, 171.5, -99.5, -189.5, -200.5, 1e-10],
      random: -20...40),
    InverseCase(expression: "factorial(x)", points: [0, 1, 2, 20, 0.5, -0.5, -1.5, -2.25], random: -10...30),
  ]

  @Test("asin acos atanh acosh asinh cbrt gamma factorial: the ball holds MPFR's value and is within 2^-70 of it, far inside the enclosure", arguments: inverseCases)
  func inverse(_ c: InverseCase) throws {
    let program = try CompiledExpression(c.expression, language: .mathPlot)
    let reference = MPFRReferenceEvaluator(tree: program.tree)
    var rng = SplitMix64(seed: UInt64(c.expression.utf8.count) * 131)
    var (failures, tight, loose) = (0, 0, 0)
    var (worst, worstAt) = (0.0, 0.0)
    for x in c.points + (0..<1000).map({ _ in Double.random(in: c.random, using: &rng) }) {
      let ball = program.preciseDerivatives(at: x).value
      let truth = Self.truth(reference, at: x)
      if !Self.holds(ball, truth) {
        failures += 1
        if failures <= 5 { Issue.record("at \(x): MPFR \(reference.evaluate(at: x).value), ball \(ball)") }
      }
      // The double enclosure at the point is a few ulps wide; the ball, where the formula
      // applies (|x| from 2^-30 to 2^400: the balls' errors are absolute, so below that the
      // enclosure is as tight), 2^-90 of the value at most points and 2^-70 at all (beside ±1
      // atan's argument is large and its cosine small).
      let enclosure = program.enclosure(from: x, to: x)
      // (And values from 2^-900 to 2^900: gamma's far tails are the enclosure's.)
      guard ball.high.isFinite, Swift.abs(ball.high) > 0x1p-900, Swift.abs(ball.high) < 0x1p900, Swift.abs(x) < 0x1p400, Swift.abs(x) > 0x1p-30,
        enclosure.lower < enclosure.upper
      else { continue }
      let relative = ball.radius / Swift.abs(ball.high)
      if relative > worst { (worst, worstAt) = (relative, x) }
      if relative <= 0x1p-90 { tight += 1 } else { loose += 1 }
      #expect(ball.radius <= enclosure.upper - enclosure.lower, "at \(x): \(ball) wider than \(enclosure)")
    }
    print("\(c.expression): \(tight) balls within 2^-90 of the value, \(loose) wider (worst 2^\(worst > 0 ? Int(worst.exponent) : -1074) at \(worstAt)), \(failures) outside MPFR's value")
    #expect(failures == 0)
    #expect(worst <= 0x1p-70)
  }
}
#endif
