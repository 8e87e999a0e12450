import Testing
@testable import CurveExpression

@Suite("Random expressions from Grammar/expression.ebnf")
struct DifferentialTests {
  static let parameters = [("a", 1.5), ("b", 2.0), ("c", 0.25), ("d", -1.0), ("k", -3.0), ("big", 1e9)]
  static let probes: [Double] = [-5, -1, -0.5, -0.0, 0, 1e-300, 0.3, 1, 2, 3.75, 1e3, 1e300, .infinity, -.infinity, .nan]

  @Test("the grammar file reads and defines every rule it uses")
  func grammarReads() throws {
    let grammar = try EBNFGrammar.load()
    for name in ["expression", "term", "unary", "power", "primary", "call", "number", "identifier"] {
      #expect(grammar.rules[name] != nil, "rule \(name) missing")
    }
  }

  @Test("scalar VM, batch VM and the tree-walking evaluator agree bit for bit", arguments: 0..<8)
  func agree(chunk: Int) throws {
    let grammar = try EBNFGrammar.load()
    let generator = EBNFGrammar.Generator(grammar: grammar, parameterNames: Self.parameters.map(\.0))
    let parameters = try ParameterSet(Self.parameters)
    var rng = SplitMix64(seed: 0xC0FFEE + UInt64(chunk))
    var compiled = 0
    let workspace = EvaluationWorkspace()
    var ys = [Double](repeating: 0, count: Self.probes.count)
    for _ in 0..<(500 * longModeFactor) {
      let text = generator.sentence(using: &rng)
      let program: CompiledExpression
      do {
        program = try CompiledExpression(text, parameters: parameters)
      } catch {
        // Grammar-valid text may only fail on the limits the grammar states in prose.
        let allowed = ["tooLong", "nestingTooDeep", "numberTooLarge"]
        #expect(allowed.contains(error.kind.code), "\(error) for grammar-valid \(text.debugDescription)")
        continue
      }
      compiled += 1
      let reference = ReferenceEvaluator(tree: program.tree)
      Self.probes.withUnsafeBufferPointer { xs in
        ys.withUnsafeMutableBufferPointer { out in program.evaluate(xs, into: out, workspace: workspace) }
      }
      for (index, x) in Self.probes.enumerated() {
        let expected = reference.evaluate(at: x)
        let scalar = program.evaluate(at: x)
        #expect(sameBits(scalar, expected), "scalar \(text.debugDescription) at \(x): \(scalar) vs \(expected)")
        #expect(sameBits(ys[index], expected), "batch \(text.debugDescription) at \(x): \(ys[index]) vs \(expected)")
      }
    }
    #expect(compiled >= 400, "too few generated expressions compiled: \(compiled)")
  }

  @Test("near-valid mutations compile or fail with a positioned error", arguments: 0..<4)
  func mutations(chunk: Int) throws {
    let grammar = try EBNFGrammar.load()
    let generator = EBNFGrammar.Generator(grammar: grammar, parameterNames: Self.parameters.map(\.0))
    let parameters = try ParameterSet(Self.parameters)
    var rng = SplitMix64(seed: 0xBAD5EED + UInt64(chunk))
    let insertions: [Character] = ["(", ")", ",", "+", "*", "^", ".", "e", "#", "x", "1", " ", "sin"].flatMap { Array($0) }
    var rejected = 0
    for _ in 0..<(500 * longModeFactor) {
      var chars = Array(generator.sentence(using: &rng))
      guard !chars.isEmpty else { continue }
      let position = Int(rng.next() % UInt64(chars.count))
      switch rng.next() % 4 {
      case 0: chars.remove(at: position)
      case 1: chars.insert(insertions[Int(rng.next() % UInt64(insertions.count))], at: position)
      case 2: chars[position] = insertions[Int(rng.next() % UInt64(insertions.count))]
      default: chars.insert(chars[position], at: position)
      }
      let text = String(chars)
      do {
        _ = try CompiledExpression(text, parameters: parameters)
      } catch {
        rejected += 1
        let offset = try #require(error.offset, "no position for \(text.debugDescription)")
        #expect((0...text.unicodeScalars.count).contains(offset), "offset \(offset) outside \(text.debugDescription)")
        #expect(error.rendered(in: text).contains("^"))
      }
    }
    #expect(rejected >= 150, "mutations should mostly be rejected: \(rejected)")
  }
}
