import Testing
import _CurveMath
@testable import CurveExpression

/// gamma and factorial in math plots: C's tgamma special values, n! exact where it is a double,
/// enclosures that hold the function and break only over a pole, and Γ′ = Γψ, Γ″ = Γ(ψ² + ψ′).
/// (Their accuracy against MPFR is in CurveAccuracyTests.)
@Suite("gamma and factorial")
struct GammaTests {
  struct Value: Sendable, CustomTestStringConvertible {
    var expression: String
    var x: Double
    var expected: Double
    var testDescription: String { "\(expression) at \(x)" }
  }

  static let factorials: [Double] = (1...22).reduce(into: [1.0]) { $0.append($0.last! * Double($1)) }

  static let values: [Value] =
    [
      Value(expression: "gamma(x)", x: 0, expected: .infinity),
      Value(expression: "gamma(x)", x: -0.0, expected: -.infinity),
      Value(expression: "gamma(x)", x: -1, expected: .nan),
      Value(expression: "gamma(x)", x: -171, expected: .nan),
      Value(expression: "gamma(x)", x: -0x1p60, expected: .nan),
      Value(expression: "gamma(x)", x: -.infinity, expected: .nan),
      Value(expression: "gamma(x)", x: .infinity, expected: .infinity),
      Value(expression: "gamma(x)", x: .nan, expected: .nan),
      Value(expression: "gamma(x)", x: 171.625, expected: .infinity),
      Value(expression: "gamma(x)", x: 0.5, expected: 0x1.c5bf891b4ef6bp+0),  // √π
      Value(expression: "gamma(x)", x: -200.5, expected: -0.0),  // (−201, −200): negative, under the subnormals
      Value(expression: "gamma(x)", x: -201.5, expected: 0),
      Value(expression: "gamma(x)", x: 0x1p-1000, expected: 0x1p1000),
      Value(expression: "factorial(x)", x: -1, expected: .infinity),
      Value(expression: "factorial(x)", x: -2, expected: .nan),
      Value(expression: "factorial(x)", x: 0.5, expected: 0x1.c5bf891b4ef6bp-1),  // √π/2
    ] + (0...22).map { Value(expression: "factorial(x)", x: Double($0), expected: factorials[$0]) }
    + (1...23).map { Value(expression: "gamma(x)", x: Double($0), expected: factorials[$0 - 1]) }

  @Test("special values as C's tgamma, n! exact up to 22!", arguments: values)
  func value(_ c: Value) throws {
    let program = try CompiledExpression(c.expression, language: .mathPlot)
    let y = program.evaluate(at: c.x)
    if c.expected.isNaN {
      #expect(y.isNaN)
    } else {
      #expect(y.bitPattern == c.expected.bitPattern, "\(y) for \(c.expected)")
    }
    // The block form agrees bit for bit.
    let block = program.evaluate([c.x])[0]
    #expect(block.bitPattern == y.bitPattern || (block.isNaN && y.isNaN))
  }

  struct Interval: Sendable, CustomTestStringConvertible {
    var expression: String
    var lower: Double
    var upper: Double
    /// Whether a pole lies in [lower, upper].
    var pole: Bool
    var testDescription: String { "\(expression) over [\(lower), \(upper)]" }
  }

  static let intervals: [Interval] = [
    Interval(expression: "gamma(x)", lower: 0.1, upper: 5, pole: false),
    Interval(expression: "gamma(x)", lower: 1.4, upper: 1.5, pole: false),  // the minimum
    Interval(expression: "gamma(x)", lower: 1.4616321449683622, upper: 1.4616321449683625, pole: false),
    Interval(expression: "gamma(x)", lower: -0.9, upper: -0.1, pole: false),
    Interval(expression: "gamma(x)", lower: -0.51, upper: -0.49, pole: false),  // a turn
    Interval(expression: "gamma(x)", lower: -4.99, upper: -4.01, pole: false),
    Interval(expression: "gamma(x)", lower: -100.7, upper: -100.2, pole: false),
    Interval(expression: "gamma(x)", lower: -189.9, upper: -189.1, pole: false),
    Interval(expression: "gamma(x)", lower: -250.9, upper: -250.1, pole: false),
    Interval(expression: "gamma(x)", lower: 150, upper: 171, pole: false),
    Interval(expression: "gamma(x)", lower: 170, upper: 180, pole: false),
    Interval(expression: "gamma(x)", lower: -0.5, upper: 0.5, pole: true),
    Interval(expression: "gamma(x)", lower: -3, upper: -2.5, pole: true),
    Interval(expression: "gamma(x)", lower: -3.5, upper: -3, pole: true),
    Interval(expression: "gamma(x)", lower: 0, upper: 1, pole: true),
    Interval(expression: "factorial(x)", lower: -1.5, upper: -0.5, pole: true),
    Interval(expression: "factorial(x)", lower: -0.9, upper: 3, pole: false),
    Interval(expression: "gamma(x^2 + 0.25)", lower: -2, upper: 2, pole: false),
  ]

  @Test("an enclosure holds every sampled value; it may break only over a pole", arguments: intervals)
  func enclosure(_ c: Interval) throws {
    let program = try CompiledExpression(c.expression, language: .mathPlot)
    let e = program.enclosure(from: c.lower, to: c.upper)
    #expect(e.flags.contains(.mayBreak) == c.pole)
    for i in 0...1000 {
      let x = c.lower + (c.upper - c.lower) * Double(i) / 1000
      let y = program.evaluate(at: x)
      guard !y.isNaN else { continue }
      #expect(e.contains(y) || (y.isInfinite && e.flags.contains(.overflow)), "\(y) at \(x) outside [\(e.lower), \(e.upper)]")
    }
  }

  struct Derivative: Sendable, CustomTestStringConvertible {
    var x: Double
    var first: Double
    var second: Double
    var testDescription: String { "gamma at \(x)" }
  }

  // Γ′ = Γψ and Γ″ = Γ(ψ² + ψ′) by mpmath (50 digits).
  static let derivatives: [Derivative] = [
    Derivative(x: 1, first: -0.57721566490153286061, second: 1.9781119906559451108),
    Derivative(x: 2, first: 0.42278433509846713939, second: 0.82368066085287938958),
    Derivative(x: 0.5, first: -3.4802309069132620269, second: 15.580177442406252781),
    Derivative(x: -0.5, first: -0.12935358979554005532, second: -31.677769243994665783),
    Derivative(x: 10.3, first: 1635479.0432946170724, second: 3806538.7910869124256),
    Derivative(x: -3.7, first: -0.2126585176108200386, second: 3.914719138832310673),
  ]

  @Test("derivatives at a point within 1e-13 relative, and enclosed over an interval around it", arguments: derivatives)
  func derivative(_ c: Derivative) throws {
    let program = try CompiledExpression("gamma(x)", language: .mathPlot)
    let d = program.derivatives(at: c.x)
    #expect(Swift.abs(d.first - c.first) <= 1e-13 * Swift.abs(c.first))
    #expect(Swift.abs(d.second - c.second) <= 1e-13 * Swift.abs(c.second))
    let e = program.derivativeEnclosures(from: c.x - 1e-9, to: c.x + 1e-9)
    #expect(e.first.lower <= c.first && c.first <= e.first.upper)
    #expect(e.second.lower <= c.second && c.second <= e.second.upper)
    #expect(e.first.upper - e.first.lower < 1e-6 * Swift.abs(c.first))
  }

  @Test("gamma and factorial are math plots' only")
  func language() {
    #expect(throws: ExpressionError.self) { try CompiledExpression("gamma(x)") }
    #expect(throws: ExpressionError.self) { try CompiledExpression("factorial(x)") }
  }
}
