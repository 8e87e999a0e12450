import Testing
import _CurveTestSupport
@testable import CurveExpression

/// A math plot's definitions (`f(x) = x^2 - 1`): a call is its body written out with each argument
/// in its place, so it runs the program of the expression written out by hand, on every machine.
@Suite("Definitions: calls written out, bit for bit")
struct DefinitionTests {
  static let parameters = try! ParameterSet([("a", 1.5)])
  static let xs: [Double] = (-40...40).map { Double($0) / 8 } + [-0.0, 1e-300, 1 / 3, .pi, 1e300, .nan, .infinity, -.infinity]

  /// Definitions in order (name, arguments, body), an expression that calls them, and the same
  /// expression written out by hand.
  static let cases: [([(String, [String], String)], String, String)] = [
    ([("f", ["x"], "x^2 - 1")], "f(x - 1)", "(x - 1)^2 - 1"),
    ([("f", ["x"], "x^2 - 1")], "2*f(x) + f(3)", "2*(x^2 - 1) + (3^2 - 1)"),
    ([("f", ["t"], "sin(t)/t"), ("g", ["x"], "f(2*x) + f(x)^2")], "g(x + 1)", "sin(2*(x + 1))/(2*(x + 1)) + (sin(x + 1)/(x + 1))^2"),
    ([("h", ["a", "b"], "a*b + {a < b: a, b}")], "h(x, 3) - h(2, x)", "x*3 + {x < 3: x, 3} - (2*x + {2 < x: 2, x})"),
    ([("f", ["x"], "a*x^2")], "f(x)! + f(a)", "(a*x^2)! + a*a^2"),
    ([("f", ["u"], "1/u"), ("g", ["x"], "f(f(x)) {x > -2}")], "g(x) + f(x)", "1/(1/x) {x > -2} + 1/x"),
    ([("k", ["x"], "2.1")], "k(x) * x", "2.1 * x"),
  ]

  static func compile(_ definitions: [(String, [String], String)], _ expression: String) throws -> CompiledExpression {
    var table = Definitions()
    for (name, arguments, body) in definitions {
      try table.define(name: name, arguments: arguments, body: body, parameters: parameters)
    }
    return try CompiledExpression(expression, parameters: parameters, variables: .x, definitions: table)
  }

  @Test("the point, batch, enclosure and derivative machines give the hand-written expression's bits", arguments: cases)
  func sameAsWrittenOut(_ definitions: [(String, [String], String)], _ expression: String, _ written: String) throws {
    let called = try Self.compile(definitions, expression)
    let byHand = try CompiledExpression(written, parameters: Self.parameters, variables: .x)
    #expect(called.instructionCount == byHand.instructionCount)
    #expect(called.evaluate(Self.xs).elementsEqual(byHand.evaluate(Self.xs), by: sameBits))
    for x in Self.xs {
      #expect(sameBits(called.evaluate(at: x), byHand.evaluate(at: x)), "\(expression) at \(x)")
      let (d, e) = (called.derivatives(at: x), byHand.derivatives(at: x))
      #expect(sameBits(d.first, e.first) && sameBits(d.second, e.second), "\(expression)′ at \(x)")
      guard x.isFinite else { continue }
      let (c, h) = (called.enclosure(from: x, to: x + 0.25), byHand.enclosure(from: x, to: x + 0.25))
      #expect(sameBits(c.lower, h.lower) && sameBits(c.upper, h.upper) && c.flags == h.flags, "\(expression) over [\(x), \(x + 0.25)]")
    }
  }

  @Test("a call with the wrong number of arguments, or without one, is placed at the call")
  func callErrors() throws {
    let wrong = #expect(throws: ExpressionError.self) { try Self.compile([("f", ["x"], "x")], "1 + f(1, 2)") }
    #expect(wrong?.kind == .wrongArgumentCount(function: "f", expected: .exactly(1), found: 2) && wrong?.range == 4..<11)
    #expect(wrong?.message == "f takes exactly 1 argument, got 2")
    let bare = #expect(throws: ExpressionError.self) { try Self.compile([("f", ["x"], "x")], "2*f") }
    #expect(bare?.kind == .functionWithoutCall("f") && bare?.range == 2..<3)
    let none = #expect(throws: ExpressionError.self) { try Self.compile([("g", ["a", "b"], "a*b")], "g()") }
    #expect(none?.kind == .wrongArgumentCount(function: "g", expected: .exactly(2), found: 0) && none?.range == 0..<3)
  }

  @Test("an argument's name is the body's own: x outside it is no variable, and the plot's x is not read")
  func argumentsAreLocal() throws {
    let error = #expect(throws: ExpressionError.self) { try Self.compile([("f", ["t"], "t + x")], "f(1)") }
    #expect(error?.kind.code == "unknownName" && error?.range == 4..<5)
    let same = try Self.compile([("f", ["t"], "t^2")], "f(x)")
    let plain = try Self.compile([("f", ["x"], "x^2")], "f(x)")
    #expect(Self.xs.allSatisfy { sameBits(same.evaluate(at: $0), plain.evaluate(at: $0)) })
  }

  @Test("definitions that double at each level stop at the node bound, at the call that crosses it")
  func doublingStopsAtTheBound() throws {
    var table = Definitions()
    try table.define(name: "f0", arguments: ["x"], body: "x + x", parameters: Self.parameters)
    var stopped: (level: Int, error: ExpressionError)?
    for level in 1..<30 {
      do {
        try table.define(name: "f\(level)", arguments: ["x"], body: "f\(level - 1)(x) + f\(level - 1)(x)", parameters: Self.parameters)
      } catch {
        stopped = (level, error)
        break
      }
    }
    // f(n) has 2^(n+2) - 1 nodes: f9 has 2,047, f10 would have 4,095.
    #expect(stopped?.level == 10)
    let name = "f9"
    #expect(stopped?.error.kind == .definitionTooLarge(name) && stopped?.error.range == 8..<13)
    #expect(stopped?.error.message == "calling 'f9' here makes the expression over 2048 operations once its definitions are written out in full")
    #expect(table.all.last.map { $0.body.nodes.count } == 2_047)
  }

  @Test("a closing bracket of the other kind says which it cannot close", arguments: [
    ("(x}", 2..<3, "'}' cannot close this '(': close it with ')'"),
    ("sin(x}", 5..<6, "'}' cannot close this '(': close it with ')'"),
    ("{x > 0: x)", 9..<10, "')' cannot close this '{': close it with '}'"),
    ("x {x > 0)", 8..<9, "')' cannot close this '{': close it with '}'"),
  ])
  func mismatchedBracket(_ text: String, _ range: Range<Int>, _ message: String) {
    let error = #expect(throws: ExpressionError.self) { try CompiledExpression(text, language: .mathPlot) }
    #expect(error?.kind.code == "mismatchedBracket" && error?.range == range && error?.message == message)
  }

  @Test("x! is factorial(x), binding tighter than ^ on both sides and than a sign", arguments: [
    ("x!", "factorial(x)"), ("2^x!", "2^factorial(x)"), ("x!^2", "factorial(x)^2"), ("-x!", "-factorial(x)"),
    ("x!!", "factorial(factorial(x))"), ("(x + 1)! * 2", "factorial(x + 1) * 2"), ("{x < 0: 1, x}!", "factorial({x < 0: 1, x})"),
  ])
  func factorial(_ text: String, _ written: String) throws {
    let postfix = try CompiledExpression(text, language: .mathPlot)
    let call = try CompiledExpression(written, language: .mathPlot)
    #expect(postfix.evaluate(Self.xs).elementsEqual(call.evaluate(Self.xs), by: sameBits))
    // A frame refuses `!` at its place.
    let error = #expect(throws: ExpressionError.self) { try CompiledExpression(text) }
    #expect(error?.kind.code == "unexpectedCharacter")
  }
}
