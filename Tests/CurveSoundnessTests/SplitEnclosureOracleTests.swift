#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import CurveExpression
import Testing

/// Enclosures in two pieces held against MPFI at points of their box: each rule (the quotient
/// across 0 that makes the gap, and every operation a piece goes through) must leave the real
/// value, wherever it is defined, in one of the pieces. A gap kept where an operation fills it
/// fails here at the points that fill it.
@Suite struct SplitEnclosureOracleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var x: ClosedRange<Double>
    var y: ClosedRange<Double>
    var testDescription: String { "\(text) over \(x) × \(y)" }
  }

  static let cases = [
    Case(text: "1/x", x: -2...4, y: 0...0),
    Case(text: "x/sin(x)", x: 3...3.3, y: 0...0),
    Case(text: "(y - 3)/x", x: -2...4, y: 0...2),
    Case(text: "-(1/x) + y", x: -2...4, y: 0.1...0.2),
    Case(text: "(1/x)*y", x: -2...4, y: 2...3),
    Case(text: "(1/x)*y", x: -1...1, y: -1...1),
    Case(text: "(1/x + y)^2", x: -2...4, y: 0.1...0.2),
    Case(text: "(1/x)^3 - y", x: -1...2, y: 0.5...1.5),
    Case(text: "abs(1/x) - 3", x: -1...2, y: 0...0),
    Case(text: "sin(1/x)", x: -1...1, y: 0...0),
    Case(text: "1/x - 1/y", x: -1...1, y: -1...1),
    Case(text: "1/(1/x) - 0.5", x: -1...3, y: 0...0),
    Case(text: "mod(1/x, 1)", x: -1...2, y: 0...0),
    Case(text: "{x > 0: 1/x - 2, 1/x + 2}", x: -1...1, y: 0...0),
    Case(text: "exp(y)/(x^2 - 2) + y", x: 1...2, y: -1...1),
    Case(text: "(2 + sin(y))/(x - 0.3) - y", x: 0...0.5, y: -3...3),
    Case(text: "(x/sin(x) + y/sin(y))^2 - (x*y/sin(x*y))^2", x: 3.1...3.2, y: 0.5...0.9),
    Case(text: "(x/cos(x) - y/cos(y))^2 - (x*y/cos(x*y))^2", x: 4.6...4.8, y: 0.5...0.9),
    Case(text: "(x/sin(x) + y/sin(y))^2 - (x*y/sin(x*y))^2", x: 3.1...3.2, y: 3.1...3.2),
    Case(text: "sqrt(1/x) + log(1/x)", x: -1...2, y: 0...0),
    Case(text: "atan2(y, 1/x)", x: -1...1, y: -1...1),
    Case(text: "tan(x) - y", x: 1.4...1.8, y: -3...3),
    Case(text: "y - tan(x*y)", x: 1.4...1.8, y: 0.9...1.1),
    Case(text: "cot(x) + y", x: 2.9...3.4, y: -1...1),
    Case(text: "sec(x)^2 - y", x: 4.6...4.8, y: 0...2),
    Case(text: "csc(x + y) - 2", x: -0.2...0.3, y: -0.1...0.1),
  ]

  @Test(arguments: cases)
  func piecesHoldTheValue(_ c: Case) throws {
    let program = try CompiledExpression(c.text, parameters: ParameterSet(), variables: .xy)
    let oracle = try #require(IntervalOracle(program))
    let split = program.splitEnclosure(x: Enclosure(c.x.lowerBound, c.x.upperBound), y: Enclosure(c.y.lowerBound, c.y.upperBound))
    var checked = 0
    for i in 0...32 {
      for k in 0...8 {
        let x = c.x.lowerBound + (c.x.upperBound - c.x.lowerBound) * Double(i) / 32
        let y = c.y.lowerBound + (c.y.upperBound - c.y.lowerBound) * Double(k) / 8
        let jet = oracle.jet(x: OracleInterval(x), y: OracleInterval(y))
        guard jet.isDecidable, !jet.flags.contains(.partlyUndefined), let v = jet.value else { continue }
        checked += 1
        let outside = { (piece: Enclosure) in piece.isEmpty || v.below(piece.lower) || v.above(piece.upper) }
        #expect(!(outside(split.low) && outside(split.high)), "at (\(x), \(y)): \(v.description) in neither piece of \(split)")
      }
    }
    #expect(checked > 0)
  }
}
#endif
