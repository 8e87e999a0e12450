import Testing
@testable import CurveExpression

@Suite("Random expressions from Grammar/expression.ebnf")
struct DifferentialTests {
  static let parameters = [("a", 1.5), ("b", 2.0), ("c", 0.25), ("d", -1.0), ("k", -3.0), ("big", 1e9)]
  static let probes: [Double] = [-5, -1, -0.5, -0.0, 0, 1e-300, 0.3, 1, 2, 3.75, 1e3, 1e300, .infinity, -.infinity, .nan]

  @Test("the grammar file reads and defines every rule it uses")
  func grammarReads() throws {
    let grammar = try EBNFGrammar.load()
    for name in ["expression", "term", "unary", "power", "primary", "call", "math plot call", "number", "identifier"] {
      #expect(grammar.rules[name] != nil, "rule \(name) missing")
    }
  }

  @Test(
    "scalar VM, batch VM and the tree-walking evaluator agree bit for bit, in the protocol's language and in math plots'",
    arguments: 0..<8, [ExpressionLanguage.curveLayer, .mathPlot])
  func agree(chunk: Int, language: ExpressionLanguage) throws {
    let grammar = try EBNFGrammar.load()
    var generator = EBNFGrammar.Generator(grammar: grammar, parameterNames: Self.parameters.map(\.0))
    if language == .mathPlot { generator.substitutions = ["call": "math plot call"] }
    let parameters = try ParameterSet(Self.parameters)
    var rng = SplitMix64(seed: 0xC0FFEE + UInt64(chunk))
    var compiled = 0
    let workspace = EvaluationWorkspace()
    var ys = [Double](repeating: 0, count: Self.probes.count)
    for _ in 0..<(500 * longModeFactor) {
      let text = generator.sentence(using: &rng)
      let program: CompiledExpression
      do {
        program = try CompiledExpression(text, parameters: parameters, language: language)
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

  /// Arguments where the math-plot functions are hard: integers and halves and their
  /// neighbours, signed zeros, multiples of π/2, huge and tiny values, infinities and NaN, and a
  /// seeded spread.
  static let hardArguments: [Double] = {
    var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, 0.49999999999999994, 1, -1, 3, -7, 0x1p52, 0x1p52 + 1, 0x1p53, -0x1p60]
    values += [1e-300, -5e-324, 1e300, -1e308, .infinity, -.infinity, .nan, Double.pi / 2, -Double.pi / 2, 3 * Double.pi / 2, 1e22]
    values += values.filter(\.isFinite).flatMap { [$0.nextUp, $0.nextDown] }
    var rng = SplitMix64(seed: 0x5EED)
    for _ in 0..<600 { values.append(Double(Int64(bitPattern: rng.next() % 2001) - 1000) / 64 + Double(rng.next() % 1000) / 1e6) }
    return values
  }()

  @Test(
    "each math-plot function: the scalar VM, the batch VM and the tree-walking evaluator agree bit for bit",
    arguments: [
      "tan(x)", "atan(x)", "arctan(3*x)", "floor(x)", "ceil(x)", "round(x)", "sign(x)", "sgn(x - 1)", "ln(x)",
      "mod(x, 1.5)", "mod(x, -2)", "mod(7, x)", "mod(x, x/3)", "atan2(x, 2)", "atan2(-1, x)", "atan2(x, x - 1)",
      "floor(x)*mod(x, 0.75) + round(x/2)", "log2(x)", "log10(x)", "cbrt(x)", "hypot(x, 3)", "hypot(-2, x)", "hypot(x, x*1e300)",
      "sinh(x)", "cosh(x)", "tanh(x)", "asin(x)", "acos(x)", "asinh(x)", "acosh(x)", "atanh(x)", "cot(x)", "sec(x)", "csc(x)",
      "log(2, x)", "log(x, 8)", "log(x, x*x)",
    ])
  func mathPlotFunctions(_ text: String) throws {
    let program = try CompiledExpression(text, language: .mathPlot)
    let reference = ReferenceEvaluator(tree: program.tree)
    let batch = program.evaluate(Self.hardArguments)
    for (index, x) in Self.hardArguments.enumerated() {
      let expected = reference.evaluate(at: x)
      #expect(sameBits(program.evaluate(at: x), expected), "scalar \(text) at \(x)")
      #expect(sameBits(batch[index], expected), "batch \(text) at \(x): \(batch[index]) vs \(expected)")
    }
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
