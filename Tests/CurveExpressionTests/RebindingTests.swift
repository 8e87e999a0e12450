import Testing
import _CurveTestSupport
@testable import CurveExpression

@Suite("Rebinding parameters to a parsed expression")
struct RebindingTests {
  @Test("a rebound program equals a fresh compile with the new values, bit for bit")
  func equalsFreshCompile() throws {
    let grammar = try EBNFGrammar.load()
    let names = DifferentialTests.parameters.map(\.0)
    let generator = EBNFGrammar.Generator(grammar: grammar, parameterNames: names)
    var rng = SplitMix64(seed: 0x5EB1D)
    let values: [Double] = [0, -0.0, 1, -2.5, 0.3, 1e-300, 7e8, 2e9, -.infinity, 3]
    var checked = 0
    for _ in 0..<600 {
      let text = generator.sentence(using: &rng)
      guard let first = try? CompiledExpression(text, parameters: ParameterSet(DifferentialTests.parameters)) else { continue }
      let changed = try ParameterSet(names.map { ($0, values[Int(rng.next() % UInt64(values.count))]) })
      guard let rebound = first.rebinding(changed) else {
        Issue.record("same names, yet no rebinding for \(text.debugDescription)")
        continue
      }
      let fresh = try CompiledExpression(text, parameters: changed)
      #expect(rebound.instructionCount == fresh.instructionCount, "\(text.debugDescription)")
      for x in DifferentialTests.probes {
        #expect(sameBits(rebound.evaluate(at: x), fresh.evaluate(at: x)), "\(text.debugDescription) at \(x)")
      }
      let batch = (rebound.evaluate(DifferentialTests.probes), fresh.evaluate(DifferentialTests.probes))
      #expect(zip(batch.0, batch.1).allSatisfy { sameBits($0, $1) }, "\(text.debugDescription)")
      checked += 1
    }
    #expect(checked >= 400)
  }

  @Test("other names are not rebound")
  func otherNames() throws {
    let program = try CompiledExpression("a*x + b", parameters: ParameterSet([("a", 1), ("b", 2)]))
    #expect(try program.rebinding(ParameterSet([("a", 3), ("b", 4)]))?.evaluate(at: 1) == 7)
    #expect(try program.rebinding(ParameterSet([("a", 3), ("c", 4)])) == nil)
    #expect(try program.rebinding(ParameterSet([("a", 3), ("b", 4), ("c", 5)])) == nil)
  }
}
