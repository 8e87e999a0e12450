import Testing
import _CurveMathShims
@testable import CurveExpression

@Suite("Fast mode: vector math")
struct FastModeTests {
  static let parameters = [("a", 1.5), ("b", 2.0), ("c", 0.25), ("d", -1.0), ("k", -3.0), ("big", 1e9)]

  /// Distance in units in the last place between two doubles (0 for two NaNs).
  static func ulps(_ a: Double, _ b: Double) -> UInt64 {
    if a.isNaN && b.isNaN || a == b { return 0 }
    if a.isNaN || b.isNaN || a.isInfinite || b.isInfinite { return .max }
    func ordered(_ v: Double) -> Int64 {
      let bits = Int64(bitPattern: v.bitPattern)
      return bits < 0 ? Int64.min &- bits : bits
    }
    return ordered(a) > ordered(b) ? UInt64(ordered(a) &- ordered(b)) : UInt64(ordered(b) &- ordered(a))
  }

  @Test("scalar and batch agree bit for bit in fast mode, on generated expressions", arguments: 0..<4)
  func agree(chunk: Int) throws {
    let grammar = try EBNFGrammar.load()
    let generator = EBNFGrammar.Generator(grammar: grammar, parameterNames: Self.parameters.map(\.0))
    let parameters = try ParameterSet(Self.parameters)
    var rng = SplitMix64(seed: 0xFA57 + UInt64(chunk))
    let xs: [Double] = (0..<37).map { -9 + Double($0) * 0.5 } + [0, -0.0, .nan, .infinity, -.infinity, 1e300]
    for _ in 0..<(300 * longModeFactor) {
      let text = generator.sentence(using: &rng)
      guard let program = try? CompiledExpression(text, parameters: parameters, mode: .fast) else { continue }
      let batch = program.evaluate(xs)
      for (x, y) in zip(xs, batch) where !sameBits(y, program.evaluate(at: x)) {
        Issue.record("\(text.debugDescription) at \(x): batch \(y), scalar \(program.evaluate(at: x))")
      }
    }
  }

  @Test("fast functions stay within 4 ulps of the scalar libm on their usual ranges", arguments: ["sin(x)", "cos(x)", "exp(x)", "log(x)", "x^2.5", "x^3", "x^2"])
  func accuracy(_ text: String) throws {
    let exact = try CompiledExpression(text)
    let fast = try CompiledExpression(text, mode: .fast)
    #expect(fast.mode == .fast)
    var rng = SplitMix64(seed: 11)
    let range: ClosedRange<Double> = text == "exp(x)" ? -700...700 : text.hasPrefix("log") ? 1e-300...1e300 : text.hasPrefix("x^") ? 0...1e10 : -1e5...1e5
    let xs = (0..<20_000).map { _ in Double.random(in: range, using: &rng) }
    let ys = fast.evaluate(xs)
    let worst = zip(xs, ys).map { Self.ulps($1, exact.evaluate(at: $0)) }.max() ?? 0
    // libmvec documents at most 4 ulps; the scalar libm is within 1, so the two differ by at most 5.
    #expect(worst <= 5, "\(text): \(worst) ulps")
  }

  @Test("fast mode keeps arithmetic, abs, sqrt, min and max exact")
  func exactParts() throws {
    let text = "min(x*3 - 1/x, abs(x) + sqrt(x*x + 1), max(x, -x)) / 7"
    let fast = try CompiledExpression(text, mode: .fast)
    let exact = try CompiledExpression(text)
    for x in stride(from: -10.0, through: 10, by: 0.37) {
      #expect(sameBits(fast.evaluate(at: x), exact.evaluate(at: x)))
    }
  }

  @Test("constant folding in fast mode uses the fast functions, so folding changes no bit")
  func folding() throws {
    let folded = try CompiledExpression("sin(1.25) + x*0", mode: .fast)
    let unfolded = try CompiledExpression("sin(x)", mode: .fast)
    #expect(sameBits(folded.evaluate(at: 3), unfolded.evaluate(at: 1.25) + 0))
  }
}
