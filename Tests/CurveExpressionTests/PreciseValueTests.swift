import Testing
import _CurveTestSupport
@testable import CurveExpression

/// The break search proves the sides of a break with ``CompiledExpression/preciseValue(at:)``,
/// which skips f′ and f″: its ball must be ``CompiledExpression/preciseDerivatives(at:)``'s
/// value exactly, so what it proves is unchanged.
@Suite("The precise value alone is the precise derivatives' value, bit for bit")
struct PreciseValueTests {
  static let parameters = [("a", 1.5), ("b", 2.0), ("c", 0.25), ("d", -1.0)]
  static let probes: [Double] = [-50, -5, -1, -0.5, -0.0, 0, 1e-300, 0.25, 0.3, 1, 1.5707963267948966, 2, 3.75, 47.12388980384689, 1e3, 1e300]

  static func same(_ a: PreciseBall, _ b: PreciseBall) -> Bool {
    sameBits(a.high, b.high) && sameBits(a.low, b.low) && sameBits(a.radius, b.radius) && a.flags == b.flags
  }

  @Test("random grammar expressions at probes", arguments: 0..<4, [ExpressionLanguage.curveLayer, .mathPlot])
  func random(_ chunk: Int, language: ExpressionLanguage) throws {
    var generator = EBNFGrammar.Generator(grammar: try EBNFGrammar.load(), parameterNames: Self.parameters.map(\.0))
    if language == .mathPlot { generator.substitutions = ["call": "math plot call"] }
    generator.maxDepth = 7
    let parameters = try ParameterSet(Self.parameters)
    var rng = SplitMix64(seed: 0x5EED + UInt64(chunk))
    var checked = 0
    for _ in 0..<300 {
      guard let program = try? CompiledExpression(generator.sentence(using: &rng), parameters: parameters, language: language) else { continue }
      for x in Self.probes {
        let (alone, dual) = (program.preciseValue(at: x), program.preciseDerivatives(at: x).value)
        #expect(Self.same(alone, dual), "\(program.source.debugDescription) at \(x): \(alone) against \(dual)")
        checked += 1
      }
    }
    #expect(checked >= 1_000)
  }

  @Test(arguments: ["sin(x)/cos(x)", "tan(x)", "1/(x - 0.25)", "x/abs(x)", "floor(x) + 1/x", "sqrt(1 - x^2)", "log(abs(x))", "x^x", "cot(x) + sec(x)"])
  func breakSearchExpressions(_ text: String) throws {
    let program = try CompiledExpression(text, language: .mathPlot)
    for x in Self.probes {
      #expect(Self.same(program.preciseValue(at: x), program.preciseDerivatives(at: x).value), "at \(x)")
    }
  }
}
