import CurveAnalysis
import CurveExpression
import CurveSampling
import Testing
@testable import CurvePlot

/// A math plot's definitions (`f(x) = x^2 - 1`): read by form, called by every kind of item,
/// drawn when in x, and each error placed in its item.
@Suite("Math plots: definitions")
struct DefinitionPlotTests {
  @Test("an item NAME(A, …) = EXPR is a definition, but a built-in function of x and y stays a relation", arguments: [
    ("f(x) = x^2 - 1", PlotItem.definition(name: "f", arguments: ["x"], body: "x^2 - 1"), [7, 0, 2]),
    ("  g ( a , b )= a*b", PlotItem.definition(name: "g", arguments: ["a", "b"], body: "a*b"), [15, 2, 6, 10]),
    ("f2(t) = {t < 0: 1, t} ", PlotItem.definition(name: "f2", arguments: ["t"], body: "{t < 0: 1, t} "), [8, 0, 3]),
    ("sin(t) = t", PlotItem.definition(name: "sin", arguments: ["t"], body: "t"), [9, 0, 4]),
    ("sin(x) = y", PlotItem.relation("sin(x) = y"), [0]),
    ("f(x) = y < 1", PlotItem.relation("f(x) = y < 1"), [0]),
    ("f(x)^2 + y^2 = 1", PlotItem.relation("f(x)^2 + y^2 = 1"), [0]),
    ("f(2) = x", PlotItem.relation("f(2) = x"), [0]),
  ])
  func readByForm(_ text: String, _ item: PlotItem, _ offsets: [Int]) {
    let parts = PlotItem.parts(of: text)
    #expect(parts.item == item && parts.offsets == offsets)
  }

  @Test("every kind of item calls the definitions, in any order; the one in x is drawn and labelled as written")
  func everyKindCalls() throws {
    let items = ["y = 2*g(x)", "g(x) = f(x) - 1", "f(t) = t^2", "f(x)^2 + y^2 = 1", "(f(t), t)", "r = f(t)/3", "x = g(y)", "h(a, b) = a*b", "h(x, 2)"]
    #expect(throws: Never.self) { try MathPlot.check(items, parameters: []) }
    let svg = try MathPlot.draw(items, MathPlot.Options { $0.domain = Interval(-2, 2); $0.yDomain = Interval(-2, 2) }).svg
    #expect(svg.contains(">g(x) = f(x) - 1</text>") && !svg.contains(">f(t) = t^2</text>"))
    #expect(svg.contains("<title>Plot of y = 2*g(x), g(x) = f(x) - 1, f(t) = t^2, f(x)^2 + y^2 = 1,"))
    // Drawn: the definition in x (item 2), not the one in t (item 3), which has no swatch either.
    #expect(svg.contains("stroke=\"\(MathPlot.palette[1])\"") && !svg.contains("stroke=\"\(MathPlot.palette[2])\""))
  }

  @Test("a definition in x draws the curve of its body, bit for bit")
  func drawnAsItsBody() throws {
    let options = MathPlot.Options { $0.domain = Interval(-3, 3); $0.yDomain = Interval(-2, 8) }
    let defined = try MathPlot.draw(["f(x) = x^2 - 1 {x > -1}"], options).svg
    let plain = try MathPlot.draw(["x^2 - 1 {x > -1}"], options).svg
    let path = { (svg: String) in svg.split(separator: "<path").map { String($0.prefix { $0 != ">" }) }.filter { $0.contains("stroke=\"#0072B2\"") } }
    #expect(!path(defined).isEmpty && path(defined) == path(plain))
    // The analysis names it by its call, as the legend names it by its definition.
    let described = try MathPlot.draw(["f(x) = x^2 - 1"], MathPlot.Options { $0.domain = Interval(-3, 3) }).svg
    #expect(described.contains("<desc>y = f(x) for x from \u{2212}3 to 3: zeros at x ≈ \u{2212}1 and 1"))
  }

  struct ErrorCase: Sendable {
    let items: [String], parameters: [(String, Double)], index: Int, code: String, range: Range<Int>, message: String?
    init(_ items: [String], _ parameters: [(String, Double)], _ index: Int, _ code: String, _ range: Range<Int>, _ message: String?) {
      (self.items, self.parameters, self.index, self.code, self.range, self.message) = (items, parameters, index, code, range, message)
    }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(["f(x) = f(x) + 1"], [], 0, "cyclicDefinition", 7..<8, "'f' calls itself: a definition cannot be recursive"),
    ErrorCase(["f(x) = g(x) + 1", "g(x) = h(x)", "h(t) = f(t)*2"], [], 0, "cyclicDefinition", 7..<8,
     "definitions cannot call each other in a cycle: 'f' calls 'g' calls 'h' calls 'f'"),
    ErrorCase(["y = f(x)", "g(x) = f(x)", "f(x) = g(x/2)"], [], 1, "cyclicDefinition", 7..<8,
     "definitions cannot call each other in a cycle: 'g' calls 'f' calls 'g'"),
    ErrorCase(["f(x) = x", "x + 1", "f(u) = 2"], [], 2, "duplicateDefinition", 0..<1, "'f' is already defined by an earlier item"),
    ErrorCase(["sin(t) = t^2"], [], 0, "definitionNameTaken", 0..<3,
     "'sin' is a built-in function: a definition and each of its arguments need a name of their own, as in f(x) = x^2"),
    ErrorCase(["pi(x) = 3"], [], 0, "definitionNameTaken", 0..<2,
     "'pi' is a constant: a definition and each of its arguments need a name of their own, as in f(x) = x^2"),
    ErrorCase(["y(x) = 2"], [], 0, "definitionNameTaken", 0..<1,
     "'y' is a variable: a definition and each of its arguments need a name of their own, as in f(x) = x^2"),
    ErrorCase(["a(x) = x"], [("a", 1)], 0, "definitionNameTaken", 0..<1,
     "'a' is a parameter: a definition and each of its arguments need a name of their own, as in f(x) = x^2"),
    ErrorCase(["f(a) = a"], [("a", 1)], 0, "definitionNameTaken", 2..<3,
     "'a' is a parameter: a definition and each of its arguments need a name of their own, as in f(x) = x^2"),
    ErrorCase(["g(b, b) = b"], [], 0, "definitionNameTaken", 5..<6,
     "'b' is another argument's name: a definition and each of its arguments need a name of their own, as in f(x) = x^2"),
    ErrorCase(["f(x) = x", "g(f) = f"], [], 1, "definitionNameTaken", 2..<3,
     "'f' is a definition: a definition and each of its arguments need a name of their own, as in f(x) = x^2"),
    ErrorCase(["f() = 1"], [], 0, "definitionArgumentCount", 0..<1, "a definition takes one or two arguments, as in f(x) = x^2 or g(a, b) = a*b, not 0"),
    ErrorCase(["f(a, b, c) = a"], [], 0, "definitionArgumentCount", 0..<1, "a definition takes one or two arguments, as in f(x) = x^2 or g(a, b) = a*b, not 3"),
    ErrorCase(["f(x) = x", "1 + f(1, 2)"], [], 1, "wrongArgumentCount", 4..<11, "f takes exactly 1 argument, got 2"),
    ErrorCase(["f(x) = x", "y = 1 + f"], [], 1, "functionWithoutCall", 8..<9, "function 'f' needs arguments in parentheses, as in f(x)"),
    ErrorCase(["f(x) = x^"], [], 0, "expectedOperand", 9..<9, "expression ends where an operand was expected"),
    ErrorCase(["f(x) = (x}"], [], 0, "mismatchedBracket", 9..<10, "'}' cannot close this '(': close it with ')'"),
    ErrorCase(["foo(x) = x", "fooo(x) + y = 1"], [], 1, "unknownName", 0..<4, "unknown name 'fooo'; did you mean 'foo'?"),
    ErrorCase(["f(x) = x", "(f(t), g(t))"], [], 1, "unknownName", 7..<8, nil),
  ]

  @Test("each error is placed in its item, with its message", arguments: errorCases)
  func errors(_ test: ErrorCase) {
    let (index, code, range, message) = (test.index, test.code, test.range, test.message)
    let failure = #expect(throws: MathPlot.Failure.self) { try MathPlot.check(test.items, parameters: test.parameters) }
    guard case .item(let at, let error) = failure else {
      Issue.record("\(String(describing: failure))")
      return
    }
    #expect(at == index && error.code == code && error.range == range, "\(error)")
    if let message { #expect(error.description == "column \(range.lowerBound + 1): " + message) }
  }

  @Test("sixteen definitions, each calling the last twice, stop at the node bound in the item that crosses it")
  func doubling() {
    let items = ["f0(x) = x + x"] + (1..<16).map { "f\($0)(x) = f\($0 - 1)(x) + f\($0 - 1)(x)" }
    let failure = #expect(throws: MathPlot.Failure.self) { try MathPlot.check(items, parameters: []) }
    guard case .item(let index, let error) = failure else { return }
    #expect(index == 10 && error.code == "definitionTooLarge" && error.range == 17..<22)
  }
}
