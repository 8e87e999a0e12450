import Testing
@testable import CurveExpression

@Suite("Conformance corpus (Grammar/conformance/expressions.json)")
struct ConformanceTests {
  @Test("the corpus is there and large enough")
  func corpusSize() {
    #expect(Corpus.expressionCases.count >= 200)
    #expect(Corpus.valid.count >= 100)
    #expect(Corpus.invalid.count >= 80)
    #expect(Corpus.expressionCases.filter { $0.language == "mathPlot" }.count >= 80)
    for testCase in Corpus.expressionCases {
      #expect(testCase.expressionLanguage != nil, "\(testCase.name): unknown language \(testCase.language ?? "")")
    }
  }

  @Test("valid expressions evaluate to the expected bits", arguments: Corpus.valid)
  func valid(_ testCase: ExpressionCase) throws {
    let language = try #require(testCase.expressionLanguage)
    let parameters = try ParameterSet(testCase.parameterValues)
    let compiled = try CompiledExpression(testCase.expression, parameters: parameters, language: language)
    // The raw-bytes entry point compiles the same program.
    let fromBytes = try CompiledExpression(utf8: Array(testCase.expression.utf8), parameters: parameters, language: language)
    let points = try #require(testCase.points)
    let xs = points.compactMap { Double($0[0]) }
    try #require(xs.count == points.count)
    let batch = compiled.evaluate(xs)
    let reference = ReferenceEvaluator(tree: compiled.tree)
    for (index, point) in points.enumerated() {
      let expected = try #require(Double(point[1]), "unreadable expected value \(point[1])")
      let x = xs[index]
      let scalar = compiled.evaluate(at: x)
      #expect(sameBits(scalar, expected), "scalar at x=\(point[0]): \(scalar) != \(expected)")
      #expect(sameBits(batch[index], expected), "batch at x=\(point[0]): \(batch[index]) != \(expected)")
      #expect(sameBits(reference.evaluate(at: x), expected), "reference at x=\(point[0])")
      let bytesValue = fromBytes.evaluate(at: x)
      #expect(sameBits(bytesValue, expected), "from bytes at x=\(point[0]): \(bytesValue) != \(expected)")
    }
    // A case of no language reads alike in math plots.
    if testCase.readsAlike {
      let inMathPlot = try CompiledExpression(testCase.expression, parameters: parameters, language: .mathPlot)
      for x in xs { #expect(sameBits(inMathPlot.evaluate(at: x), compiled.evaluate(at: x)), "in a math plot at x=\(x)") }
    }
  }

  @Test("invalid expressions fail with the expected kind and offset", arguments: Corpus.invalid)
  func invalid(_ testCase: ExpressionCase) throws {
    let expected = try #require(testCase.error)
    let language = try #require(testCase.expressionLanguage)
    let error = #expect(throws: ExpressionError.self) {
      let parameters = try ParameterSet(testCase.parameterValues)
      _ = try CompiledExpression(testCase.expression, parameters: parameters, language: language)
    }
    #expect(error?.kind.code == expected.kind)
    #expect(error?.offset == expected.offset)
    // The raw-bytes entry point agrees with the String one.
    let bytesError = #expect(throws: ExpressionError.self) {
      let parameters = try ParameterSet(testCase.parameterValues)
      _ = try CompiledExpression(utf8: Array(testCase.expression.utf8), parameters: parameters, language: language)
    }
    #expect(bytesError == error)
    // A case of no language fails alike in math plots (only the advice may differ).
    if testCase.readsAlike {
      let inMathPlot = #expect(throws: ExpressionError.self) {
        _ = try CompiledExpression(testCase.expression, parameters: try ParameterSet(testCase.parameterValues), language: .mathPlot)
      }
      #expect(inMathPlot?.kind.code == expected.kind && inMathPlot?.offset == expected.offset, "in a math plot: \(String(describing: inMathPlot))")
    }
  }

  @Test("every error kind an expression can reach appears in the corpus")
  func kindsCovered() {
    let seen = Set(Corpus.invalid.compactMap { $0.error?.kind })
    let reachable = [
      "empty", "tooLong", "unexpectedCharacter", "malformedNumber", "numberTooLarge", "expectedOperand",
      "missingOperator", "unclosedParenthesis", "unmatchedClosingParenthesis", "unexpectedComma", "nestingTooDeep",
      "unknownName", "droppedParameter", "functionWithoutCall", "callOfNonFunction", "wrongArgumentCount",
      "invalidParameterName", "reservedParameterName", "parameterIsNaN", "unclosedBrace", "unmatchedClosingBrace",
      "misplacedComparison", "expectedComparison", "expectedColon", "tooManyBranches",
    ]
    for kind in reachable { #expect(seen.contains(kind), "no corpus case for \(kind)") }
  }
}
