import CurveAnalysis
import CurveExpression
import CurveSampling
import Foundation
import Testing
import _CurveTestSupport

/// Grammar/conformance/integrals.json: integrals whose true values were worked out with mpmath
/// at 50 digits (`Grammar/tools/make_integral_corpus.py`), never from CurveKit. A certified
/// enclosure must hold the truth and be as narrow as asked; bounds given with an undecided
/// result must hold it too; "certified" cases must be certified, "divergent" ones proven
/// divergent at a piece holding their pole, a case with a finite truth never divergent, and
/// "never" cases neither.
@Suite("Integral corpus: every certified enclosure holds the truth")
struct IntegralCorpusTests {
  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var expression: String
    var domain: [Double]
    var parameters: [String: Double]
    var expect: String
    var truth: [Double]?
    var pole: [Double]?
    var testDescription: String { "\(name): ∫ \(expression) from \(domain[0]) to \(domain[1])" }
  }

  struct Corpus: Decodable {
    var cases: [Case]
  }

  static let corpus = Repository.conformance("integrals.json", as: Corpus.self) ?? Corpus(cases: [])

  @Test("the corpus is there")
  func present() {
    #expect(Self.corpus.cases.count >= 20)
  }

  @Test("each integral: certified where it must be, never wrong", arguments: corpus.cases)
  func integral(_ c: Case) throws {
    let program = try CompiledExpression(c.expression, parameters: ParameterSet(c.parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
    let result = CurveIntegral.integrate(program, from: c.domain[0], to: c.domain[1])
    if let truth = c.truth {
      let (down, up) = (truth[0], truth[1])
      if let lower = result.lower { #expect(lower <= down, "lower bound \(lower) above the truth \(down)") }
      if let upper = result.upper { #expect(up <= upper, "upper bound \(upper) below the truth \(up)") }
    }
    switch c.expect {
    case "certified":
      #expect(result.status == .certified, "\(result.reason ?? "")")
    case "divergent":
      #expect(result.status == .divergent, "\(result.reason ?? "")")
      let pole = try #require(c.pole)
      if let piece = result.pole {
        #expect(piece.lower <= pole[0] && pole[1] <= piece.upper, "the pole \(pole) outside the piece \(piece)")
      }
      #expect(result.lower == nil && result.upper == nil && result.estimate == nil)
    case "never":
      #expect(result.status == .undecided)
    default:
      break
    }
    if c.truth != nil { #expect(result.status != .divergent, "a finite integral called divergent") }
    if result.status == .certified {
      let (lower, upper, estimate) = try (#require(result.lower), #require(result.upper), #require(result.estimate))
      #expect(lower <= estimate && estimate <= upper)
      #expect(upper - lower <= CurveIntegral.defaultTolerance * Swift.max(Swift.abs(estimate), 1), "width \(upper - lower)")
      #expect(result.reason == nil)
    } else {
      #expect(result.reason != nil)
    }
  }
}
