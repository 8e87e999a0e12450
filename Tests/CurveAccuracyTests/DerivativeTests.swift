#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import CMPFR
import CurveExpression
import Testing
import _CurveTestSupport

/// f′ and f″ of a parsed expression at a double x, from MPFR: central differences of its
/// 256-bit evaluation with a step h = 2^-64·max(1, |x|). The truncation error (h²·f‴/6 and
/// h²·f⁗/12) and the rounding of the differences are each about 2^-128 of the function's
/// scale, where f is smooth around x: far below a double's ulp of any derivative that is not
/// zero, and reported as `error`, the absolute tolerance to allow.
final class MPFRDerivatives {
  private let reference: MPFRReferenceEvaluator
  private let base = MPFRValue(), point = MPFRValue(), step = MPFRValue(), twoStep = MPFRValue(), stepSquared = MPFRValue()
  private let minus = MPFRValue(), center = MPFRValue(), plus = MPFRValue(), doubled = MPFRValue()
  private let sum = MPFRValue(), difference = MPFRValue(), result = MPFRValue()

  init(tree: SyntaxTree) {
    reference = MPFRReferenceEvaluator(tree: tree)
  }

  /// (f′, f″) rounded once to doubles, and their error bound; nil where f is not finite at
  /// x − h, x or x + h. (Every MPFR call writes a value it does not read: Swift forbids passing
  /// one twice.)
  func at(_ x: Double) -> (first: Double, second: Double, error: Double)? {
    let h = Swift.max(1, x.magnitude) * 0x1p-64  // a power of two times a double: exact
    step.set(h)
    twoStep.set(2 * h)
    stepSquared.set(h)
    mpfr_sqr(&result.raw, &stepSquared.raw, MPFR_RNDN)
    mpfr_set(&stepSquared.raw, &result.raw, MPFR_RNDN)
    base.set(x)
    reference.value(atExactly: base, into: center)
    mpfr_sub(&point.raw, &base.raw, &step.raw, MPFR_RNDN)
    reference.value(atExactly: point, into: minus)
    mpfr_add(&point.raw, &base.raw, &step.raw, MPFR_RNDN)
    reference.value(atExactly: point, into: plus)
    guard [minus, center, plus].allSatisfy({ $0.double.isFinite }) else { return nil }
    // f′ ≈ (f(x+h) − f(x−h)) / 2h
    mpfr_sub(&difference.raw, &plus.raw, &minus.raw, MPFR_RNDN)
    mpfr_div(&result.raw, &difference.raw, &twoStep.raw, MPFR_RNDN)
    let first = result.double
    // f″ ≈ (f(x+h) − 2f(x) + f(x−h)) / h²
    mpfr_add(&sum.raw, &plus.raw, &minus.raw, MPFR_RNDN)
    mpfr_mul_2ui(&doubled.raw, &center.raw, 1, MPFR_RNDN)
    mpfr_sub(&difference.raw, &sum.raw, &doubled.raw, MPFR_RNDN)
    mpfr_div(&result.raw, &difference.raw, &stepSquared.raw, MPFR_RNDN)
    // 2^-90 of the scale: some 2^38 times the differences' own error.
    return (first, result.double, 0x1p-90 * Swift.max(1, center.double.magnitude))
  }
}

@Suite("Derivatives: forward-mode f′ and f″ against MPFR, and their enclosures")
struct DerivativeTests {
  static let parameters: [(String, Double)] = [("a", 1.5), ("b", 2.0), ("c", 0.25), ("d", -1.0)]

  /// Hard cases: steep, oscillating, near a pole, near 0 for fractional and negative powers,
  /// negative bases to integer powers, varying exponents, kinks, fused instructions.
  static let hard: [(String, [Double])] = [
    ("x^x", [0.001, 0.5, 1, 2, 7.25]),
    ("sin(1/x)", [0.01, 0.1, -0.3, 2]),
    ("log(x)^2", [1e-8, 0.5, 1, 1e6]),
    ("sqrt(x)", [1e-12, 0.25, 2, 1e10]),
    ("exp(-x^2/2)/sqrt(2*pi)", [-3, -1e-5, 0, 0.5, 8]),
    ("(-x)^3", [-2, 0.5, 3]),
    ("x^-2", [-0.1, 1e-3, 4]),
    ("x^0.5 + x^1.5", [1e-6, 0.3, 9]),
    ("1/(x - 0.3)", [0.2999, 0.3001, -5]),
    ("sin(x)/x", [1e-9, 0.5, -20]),
    ("x^3 - 2*x^2 + x - 5", [-2, 0, 0.5, 3]),
    ("a*sin(b*x + c) + d", [-3.7, 0.1, 10.5]),
    ("2^x", [-10, 0, 30]),
    ("cos(x)^2 + sin(x)^2", [0.1, 2, 100]),
    ("exp(sin(x))*log(1 + x^2)", [-4, 0.01, 3]),
    ("max(x^2, 0.25) - min(x, 1 - x)", [-1, 0.1, 0.7, 2]),
    ("abs(x^3 - x)", [-2, -0.5, 0.5, 2]),
    ("x - x*x/3 + 1.5*x^2", [-1, 0.25, 4]),
  ]

  @Test("f from the derivative machines has the point VM's bits, and lies in its enclosure")
  func sameValue() throws {
    let grammar = try EBNFGrammar.load()
    var generator = EBNFGrammar.Generator(grammar: grammar, parameterNames: ["a", "b", "c", "d"])
    generator.maxDepth = 8
    var rng = SplitMix64(seed: 0xD1FF)
    let parameters = try ParameterSet(Self.parameters)
    var checked = 0
    for _ in 0..<(400 * longModeFactor) {
      guard let program = try? CompiledExpression(generator.sentence(using: &rng), parameters: parameters) else { continue }
      for x in [-3.7, -0.5, 0.1, 1.5, 10.5] {
        let y = program.evaluate(at: x)
        #expect(sameBits(program.derivatives(at: x).value, y), "\(program.source) at \(x)")
        let enclosure = program.derivativeEnclosures(from: x, to: x).value
        if !y.isNaN, !enclosure.isEmpty { #expect(enclosure.contains(y), "\(program.source) at \(x): \(y) outside \(enclosure)") }
        checked += 1
      }
    }
    #expect(checked >= 1000)
  }

  /// Checks f′ and f″ of `program` at `x`: where the point is not a kink and MPFR's differences
  /// exist, they lie in the enclosures over [x, x] and over a small interval around x, and so do
  /// the doubles (each double step lies in its interval step). Whether anything was checked.
  static func check(_ program: CompiledExpression, at x: Double, truth: MPFRDerivatives) -> Bool {
    let dual = program.derivatives(at: x)
    guard !dual.kink, let exact = truth.at(x) else { return false }
    let around = Swift.max(1e-9, x.magnitude * 1e-9)
    for enclosure in [program.derivativeEnclosures(from: x, to: x), program.derivativeEnclosures(from: x - around, to: x + around)] {
      guard !enclosure.kink else { continue }
      for (name, truth, computed, bound) in [("f′", exact.first, dual.first, enclosure.first), ("f″", exact.second, dual.second, enclosure.second)] {
        guard bound.isContinuous else { continue }
        if truth.isFinite {
          #expect(
            bound.lower - exact.error <= truth && truth <= bound.upper + exact.error,
            "\(name) of \(program.source) at \(x): MPFR \(truth) outside \(bound)")
        }
        if computed.isFinite { #expect(bound.contains(computed), "\(name) of \(program.source) at \(x): \(computed) outside \(bound)") }
      }
    }
    return true
  }

  @Test("hard cases: f′ and f″ in enclosures that hold MPFR's, the doubles among them", arguments: Self.hard)
  func hardCases(_ text: String, _ xs: [Double]) throws {
    let program = try CompiledExpression(text, parameters: ParameterSet(Self.parameters))
    let truth = MPFRDerivatives(tree: program.tree)
    let checked = xs.filter { Self.check(program, at: $0, truth: truth) }.count
    #expect(checked == xs.count, "\(text): \(checked) of \(xs.count) points checked")
  }

  @Test("random grammar expressions: f′ and f″ in enclosures that hold MPFR's", arguments: 0..<2)
  func generated(_ chunk: Int) throws {
    let grammar = try EBNFGrammar.load()
    var generator = EBNFGrammar.Generator(grammar: grammar, parameterNames: ["a", "b", "c", "d"])
    generator.maxDepth = 6
    var rng = SplitMix64(seed: 0xDE1 + UInt64(chunk))
    let parameters = try ParameterSet(Self.parameters)
    var checked = 0
    for _ in 0..<(250 * longModeFactor) {
      guard let program = try? CompiledExpression(generator.sentence(using: &rng), parameters: parameters) else { continue }
      let truth = MPFRDerivatives(tree: program.tree)
      for x in [-3.7, -0.5, 0.1, 1.5, 10.5] where Self.check(program, at: x, truth: truth) { checked += 1 }
    }
    print("derivatives chunk \(chunk): \(checked) points checked against MPFR")
    #expect(checked >= 300)
  }

  @Test(
    "where f has no value, f′ and f″ have none either",
    arguments: [("log(x)", -1.0), ("log(1 - x)", 2), ("log(-x*x)", 1), ("sqrt(x)", -4), ("sqrt(x - 1)*x", 0), ("x^0.5", -1), ("log(x)^2 + x", -3)])
  func noValueNoDerivative(_ source: String, _ x: Double) throws {
    let program = try CompiledExpression(source)
    let dual = program.derivatives(at: x)
    #expect(program.evaluate(at: x).isNaN && dual.value.isNaN)
    #expect(dual.first.isNaN && dual.second.isNaN, "\(source) at \(x): f′ \(dual.first), f″ \(dual.second)")
  }

  @Test("kinks: abs at 0 and min or max where the sides meet have no derivative, and say so")
  func kinks() throws {
    let abs = try CompiledExpression("abs(x)")
    #expect(abs.derivatives(at: 0).kink && abs.derivatives(at: 0).first.isNaN)
    #expect(!abs.derivatives(at: -2).kink && abs.derivatives(at: -2).first == -1)
    let over = abs.derivativeEnclosures(from: -1, to: 2)
    #expect(over.kink && over.first.lower == -1 && over.first.upper == 1)
    let tent = try CompiledExpression("min(x, 1 - x)")
    #expect(tent.derivatives(at: 0.5).kink && tent.derivatives(at: 0.5).first.isNaN)
    #expect(tent.derivatives(at: 0.25).first == 1 && tent.derivatives(at: 0.75).first == -1)
    // Both sides with the same slope: a derivative, though the operation still says kink.
    let same = try CompiledExpression("max(x, x)")
    #expect(same.derivatives(at: 3).first == 1)
  }
}
#endif
