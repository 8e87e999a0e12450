import Testing
@testable import CurveExpression

/// The math-plot language's piecewise and restrictions beyond the conformance corpus's values:
/// the machines agree bit for bit, enclosures take a decided branch and hold both of an
/// undecided one (which may break), derivatives are the branch's, and hostile inputs are
/// refused with their place.
@Suite("Piecewise and restrictions")
struct PiecewiseTests {
  static let expressions = [
    "{x < 0: -x, x}", "{x < 1: x, 2 - x}", "x^2 {0 < x < 1}", "sin(x) {x > 0}{x < 5}", "{x >= 0}",
    "{x < -1: -2, x < 1: x^3 - 2*x, x > 3: sqrt(x)}", "{-0.5 <= sin(3*x) <= 0.5: exp(x), log(x)}", "{floor(x) = 2: 10, -x}",
    "2^{x < 0: x, -x} + {x <= 1: x}*3", "{x < 0: {x < -1: -2, -1}, x > 1: {x > 2: 2, 1}, 0}", "1 + x*2 {x > 0.25}",
    "{0 < x < 1 < x + 1: x*3 + 1, x*x - 2*x}",
  ]

  static let xs: [Double] = (-48...48).map { Double($0) / 16 } + [-0.0, 0.1, -0.1, 1 / 3, .pi, -.pi, 2.9999999999999996, .nan, .infinity, -.infinity]

  @Test("random piecewise sentences of the grammar: the point and kernel machines and the tree-walking evaluator agree", arguments: 0..<4)
  func grammarSentences(chunk: Int) throws {
    var generator = EBNFGrammar.Generator(grammar: try EBNFGrammar.load(), parameterNames: ["a", "b"])
    generator.substitutions = ["call": "math plot call", "primary": "math plot primary", "expression": "math plot expression"]
    // Each piecewise holds several expressions: a shallower budget keeps sentences in the limits.
    generator.maxDepth = 6
    let parameters = try ParameterSet([("a", 1.5), ("b", -2)])
    var rng = SplitMix64(seed: 0x5E1EC7 + UInt64(chunk))
    var (compiled, withPieces) = (0, 0)
    for _ in 0..<(400 * longModeFactor) {
      let text = generator.sentence(using: &rng)
      let program: CompiledExpression
      do {
        program = try CompiledExpression(text, parameters: parameters, language: .mathPlot)
      } catch {
        // Grammar-valid text may only fail on the limits the grammar states in prose.
        #expect(["tooLong", "nestingTooDeep", "numberTooLarge", "tooManyBranches", "tooComplex"].contains(error.kind.code), "\(error) for \(text.debugDescription)")
        continue
      }
      compiled += 1
      if text.contains("{") { withPieces += 1 }
      let reference = ReferenceEvaluator(tree: program.tree)
      let batch = program.evaluate(Self.xs)
      for (index, x) in Self.xs.enumerated() {
        let expected = reference.evaluate(at: x)
        #expect(sameBits(program.evaluate(at: x), expected), "point \(text.debugDescription) at \(x)")
        #expect(sameBits(batch[index], expected), "batch \(text.debugDescription) at \(x)")
      }
    }
    #expect(compiled >= 200 && withPieces >= 50, "too few generated expressions compiled: \(compiled), \(withPieces) with braces")
  }

  @Test("the point machine, the kernel machine and the tree-walking evaluator agree bit for bit", arguments: expressions)
  func machinesAgree(_ text: String) throws {
    let program = try CompiledExpression(text, language: .mathPlot)
    let reference = ReferenceEvaluator(tree: program.tree)
    let batch = program.evaluate(Self.xs)
    for (index, x) in Self.xs.enumerated() {
      let scalar = program.evaluate(at: x)
      #expect(sameBits(scalar, batch[index]), "\(text) at \(x): point \(scalar), batch \(batch[index])")
      #expect(sameBits(scalar, reference.evaluate(at: x)), "\(text) at \(x): reference")
      // The block machine in enclosures, at points, holds the double where it is a number.
      let e = program.enclosure(from: x, to: x)
      if scalar.isFinite, x.isFinite, !e.isEmpty { #expect(e.contains(scalar) || !e.isContinuous, "\(text) at \(x): \(e) vs \(scalar)") }
    }
  }

  @Test(
    "an interval's enclosure holds every value on it; an undecided condition may break",
    arguments: expressions, [(-3.0, -2.0), (-1.5, -0.5), (-0.25, 0.25), (0.5, 1.5), (0.9, 1.1), (2.5, 3.5), (-3.0, 3.0)])
  func enclosuresHoldValues(_ text: String, _ interval: (Double, Double)) throws {
    let program = try CompiledExpression(text, language: .mathPlot)
    let e = program.enclosure(from: interval.0, to: interval.1)
    var lower = [Double](), upper = [Double]()
    var sawUndefined = false
    for k in 0...256 {
      let x = interval.0 + (interval.1 - interval.0) * Double(k) / 256
      let v = program.evaluate(at: x)
      if v.isNaN { sawUndefined = true; continue }
      #expect(!e.isEmpty && e.lower <= v && v <= e.upper, "\(text) over \(interval) at \(x): \(v) outside \(e)")
      lower.append(v); upper.append(v)
    }
    if sawUndefined { #expect(e.isEmpty || e.flags.contains(.partlyUndefined), "\(text) over \(interval): NaN at a point, \(e) says defined") }
    // The batch enclosure machine gives the same interval.
    let batch = EnclosureWorkspace()
    var out = [Enclosure](repeating: Enclosure(point: 0), count: 1)
    [interval.0].withUnsafeBufferPointer { low in
      [interval.1].withUnsafeBufferPointer { high in
        out.withUnsafeMutableBufferPointer { program.enclose(low, high, into: $0, workspace: batch) }
      }
    }
    #expect(out[0].lower.bitPattern == e.lower.bitPattern && out[0].upper.bitPattern == e.upper.bitPattern && out[0].flags == e.flags)
  }

  @Test("a decided condition takes its branch unflagged; one that may turn joins both and may break")
  func decidedAndUndecided() throws {
    let step = try CompiledExpression("{x < 0: -1, 1}", language: .mathPlot)
    #expect(step.enclosure(from: 1, to: 2) == Enclosure(point: 1))
    #expect(step.enclosure(from: -2, to: -1) == Enclosure(point: -1))
    #expect(step.enclosure(from: 0, to: 0) == Enclosure(point: 1))
    let across = step.enclosure(from: -1, to: 1)
    #expect(across.lower == -1 && across.upper == 1 && across.flags.contains(.mayBreak))
    // A restriction is undefined where its condition fails, partly so where it may.
    let restricted = try CompiledExpression("x {x > 0}", language: .mathPlot)
    #expect(restricted.enclosure(from: -2, to: -1).isEmpty)
    #expect(restricted.enclosure(from: -1, to: 1).flags.isSuperset(of: [.partlyUndefined, .mayBreak]))
    #expect(restricted.enclosure(from: 1, to: 2).isContinuous)
    // A side that may have no value never proves its condition: sqrt(x) < 5 over [-1, 1].
    let partial = try CompiledExpression("{sqrt(x) < 5: 1, 2}", language: .mathPlot)
    #expect(partial.enclosure(from: -1, to: 1).flags.contains(.mayBreak))
    #expect(partial.enclosure(from: 1, to: 2) == Enclosure(point: 1))
    #expect(!step.isContinuousEverywhere)
  }

  @Test(
    "derivatives are the branch's; at a turn, both branches' where they agree, else NaN",
    arguments: [
      ("{x < 0: x^2, 3*x}", -1.0, -2.0, 2.0), ("{x < 0: x^2, 3*x}", 1, 3, 0), ("{x < 0: x^2, 3*x}", 0, .nan, .nan),
      ("{x < 0: -x, x}", 0, .nan, 0), ("x^3 {x > 0}", 2, 12, 12), ("x^3 {x > 0}", -2, .nan, .nan), ("{0 < x < 1: x*x, 5}", 0.5, 1, 2),
      // A side with no value makes its condition false there, with no turn.
      ("{log(x) > 0: 1, x}", -1, 1, 0), ("{sqrt(x) < 2: x^2, 0}", -3, 0, 0),
    ])
  func derivatives(_ text: String, _ x: Double, _ first: Double, _ second: Double) throws {
    let program = try CompiledExpression(text, language: .mathPlot)
    let d = program.derivatives(at: x)
    #expect(sameBits(d.value, program.evaluate(at: x)))
    // Equal as numbers (a branch's −x has f″ = −0), NaN where expected NaN.
    let same = { (a: Double, b: Double) in a == b || (a.isNaN && b.isNaN) }
    #expect(same(d.first, first) && same(d.second, second), "\(text) at \(x): \(d.first), \(d.second)")
    // Over an interval on one side, the enclosures hold the point's.
    let e = program.derivativeEnclosures(from: x, to: x.nextUp)
    if first.isFinite { #expect(e.first.contains(first), "\(text): f′ \(e.first)") }
  }

  @Test(
    "hostile inputs are refused with their place, never trapped on",
    arguments: [
      (String(repeating: "{x<0:", count: 80) + "1" + String(repeating: "}", count: 80), "nestingTooDeep"),
      ("{" + (0..<40).map { "x<\($0):\($0)" }.joined(separator: ",") + "}", "tooManyBranches"),
      ("{" + (0..<1000).map { "x<\($0):\($0)" }.joined(separator: ",") + "}", "tooLong"),
      (String(repeating: "{", count: 300), "nestingTooDeep"),
      (String(repeating: "}", count: 300), "expectedOperand"),
      ("x" + String(repeating: "{x>0}", count: 110), "tooLong"),
    ])
  func hostile(_ text: String, _ kind: String) {
    let error = #expect(throws: ExpressionError.self) { try CompiledExpression(text, language: .mathPlot) }
    #expect(error?.kind.code == kind, "\(String(describing: error))")
    #expect(error?.range != nil)
  }

  @Test("a hundred restrictions and a piecewise of 32 items compile within the bounds and run")
  func longButValid() throws {
    let restricted = try CompiledExpression("x" + String(repeating: "{x>0}", count: 100), language: .mathPlot)
    #expect(restricted.evaluate(at: 1) == 1 && restricted.evaluate(at: -1).isNaN)
    let branches = try CompiledExpression("{" + (0..<32).map { "x<\($0):\($0)" }.joined(separator: ",") + "}", language: .mathPlot)
    #expect(branches.evaluate(at: 30.5) == 31 && branches.evaluate(at: 40).isNaN)
    #expect(branches.evaluate([30.5, 40, -1]).elementsEqual([31, .nan, 0], by: sameBits))
  }

  @Test("chained conditions inside chained middles stay within the node bound")
  func chainedMiddles() throws {
    // Each level's middle holds the next level's chain: copies inside copies.
    var text = "x"
    for _ in 0..<12 { text = "{0 < " + text + " < 1: x, 2}" }
    do {
      let program = try CompiledExpression(text, language: .mathPlot)
      #expect(program.tree.nodes.count <= ExpressionLimits.maximumNodes)
      _ = program.evaluate(at: 0.5)
    } catch {
      #expect(error.kind.code == "tooComplex" || error.kind.code == "nestingTooDeep", "\(error)")
    }
  }

  @Test("a frame reads none of it: each piece is an unexpected character at its place", arguments: ["{x < 0: 1}", "x {x > 0}", "x < 1", "x: 1"])
  func framesRefuse(_ text: String) {
    let error = #expect(throws: ExpressionError.self) { try CompiledExpression(text) }
    #expect(error?.kind.code == "unexpectedCharacter")
  }
}
