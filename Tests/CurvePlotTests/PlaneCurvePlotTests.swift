@testable import CurveAnalysis
import CurveExpression
import CurveFrame
import CurvePlot
import CurveSampling
import Foundation
import Testing

/// Parametric, polar and x = f(y) items: how each is read, the errors they give and where, and
/// what a plot of them draws.
@Suite("Math plots of parametric, polar and x = f(y) curves")
struct PlaneCurvePlotTests {
  @Test(
    "an item's form says its kind",
    arguments: [
      ("(cos(t), sin(t))", PlotItem.parametric(x: "cos(t)", y: "sin(t)")),
      ("  ( t , min(t, 1) )", .parametric(x: "t", y: "min(t, 1)")),
      ("(t)", .function("(t)")),
      ("(t) + (1, 2)", .function("(t) + (1, 2)")),
      ("min(t, 1)", .function("min(t, 1)")),
      ("r = 1 + cos(t)", .polar("1 + cos(t)")),
      ("r=θ", .polar("θ")),
      ("r = x^2 + y^2", .relation("r = x^2 + y^2")),
      ("x = y^2", .functionOfY("y^2")),
      ("x = 3", .functionOfY("3")),
      ("x = x*y", .relation("x = x*y")),
      ("y = 2*x", .function("2*x")),
      ("(1, 2) = x", .relation("(1, 2) = x")),
    ])
  func kinds(_ text: String, _ item: PlotItem) {
    #expect(PlotItem(text) == item)
  }

  @Test(
    "an error is placed in the whole item, with its code",
    arguments: [
      ("(sin(t), y)", "unknownName", 9..<10),
      ("(t, 1/)", "expectedOperand", 6..<6),
      ("r = t^", "expectedOperand", 6..<6),
      ("r = θ2", "unexpectedCharacter", 4..<5),
      ("x = x2 + q", "unknownName", 4..<6),
      ("(t, 1, 2)", "unexpectedComma", 5..<6),
    ])
  func errors(_ text: String, _ code: String, _ range: Range<Int>) throws {
    #expect(throws: (any Error).self) { try PlaneCurve(text, domain: 0...1) }
    do {
      _ = try PlaneCurve(text, domain: 0...1)
    } catch {
      #expect(error.code == code, "\(error.description)")
      #expect(error.range == range, "\(error.description)")
    }
  }

  @Test("a parameter may not take the curve's variable's name; the range must be finite and increase")
  func reservedAndDomain() {
    #expect(throws: PlaneCurveError.reservedParameter("t")) { try PlaneCurve("(t, a)", parameters: [("t", 1), ("a", 2)], domain: 0...1) }
    #expect(throws: PlaneCurveError.reservedParameter("theta")) { try PlaneCurve("r = 1", parameters: [("theta", 1)], domain: 0...1) }
    #expect(throws: PlaneCurveError.reservedParameter("y")) { try PlaneCurve("x = 1", parameters: [("y", 1)], domain: 0...1) }
    #expect(throws: PlaneCurveError.notPlaneCurve) { try PlaneCurve("x^2 + y^2 = 1", domain: 0...1) }
    #expect(throws: PlaneCurveError.self) { try PlaneCurve("(t, t)", domain: 1...1) }
    #expect(throws: PlaneCurveError.self) { try PlaneCurve("(t, t)", domain: 0...Double.infinity) }
    // A parameter the curve does use, and θ and theta as the same angle.
    let a = try? PlaneCurve("(a*t, t)", parameters: [("a", 2)], domain: 0...1)
    #expect(a?.point(at: 0.5) == Point(1, 0.5))
    let spelt = try? PlaneCurve("r = θ + theta + t", domain: 0...1)
    let plain = try? PlaneCurve("r = 3*t", domain: 0...1)
    #expect(spelt?.point(at: 0.7) == plain?.point(at: 0.7))
  }

  @Test("a point has the bits of its expressions: x = f(y) is (f(y), y), polar is (r cos t, r sin t)")
  func points() throws {
    let f = try CompiledExpression("y^3 - 2*y".replacingOccurrences(of: "y", with: "x"))
    let ofY = try PlaneCurve("x = y^3 - 2*y", domain: -2...2)
    for y in [-1.7, 0.3, 1.9] { #expect(ofY.point(at: y) == Point(f.evaluate(at: y), y)) }
    let polar = try PlaneCurve("r = 2", domain: 0...7)
    #expect(polar.point(at: 0) == Point(2, 0))
    let quarter = polar.point(at: Double.pi / 2)
    #expect(Swift.abs(quarter.x) < 1e-15 && quarter.y == 2)
  }

  @Test("a curve through a pole: the break is reported and no chord spans it; a plot draws both branches")
  func pole() throws {
    let curve = try PlaneCurve("(t, 1/t)", domain: -2...2)
    let trace = curve.trace(onto: Rect(x: 0, y: 0, width: 200, height: 200), x: -2...2, y: -2...2)
    #expect(trace.breaks.count == 1 && Swift.abs(trace.breaks[0]) < 1e-9)
    #expect(trace.pieces.count == 2)
    #expect(trace.pieces.allSatisfy { $0.proven && ($0.parameters.last ?? 0) <= 0 || ($0.parameters.first ?? 0) >= 0 })
  }

  @Test("a budget that runs out: the rest is drawn unproven, counted, and the plot says so")
  func budget() throws {
    let curve = try PlaneCurve("(t, sin(1/t))", domain: -1...1)
    let trace = curve.trace(onto: Rect(x: 0, y: 0, width: 300, height: 300), x: -1...1, y: -1...1, budget: 500)
    #expect(trace.budgetExhausted)
    #expect(trace.evaluations == 500)
    #expect(trace.unprovenChords > 0)
    #expect(trace.pieces.contains { !$0.proven })
    let svg = try MathPlot.draw(["(t, sin(1/t))"], MathPlot.Options { $0.domain = Interval(-1, 1); $0.yDomain = Interval(-1, 1); $0.size = CanvasSize(width: 400, height: 300); $0.tDomain = -1...1 }).svg
    #expect(svg.contains("chords not proven (budget spent)</text>"))
  }

  @Test("polar curves and relations default to one unit as long on both axes; parametric ones fit y to their values")
  func aspect() throws {
    func draw(_ items: [String], aspect: MathPlot.Aspect = .automatic) throws -> MathPlot.Drawing {
      try MathPlot.draw(items, MathPlot.Options { $0.domain = Interval(-2, 2); $0.size = CanvasSize(width: 400, height: 200); $0.aspect = aspect })
    }
    func equalUnits(_ d: MathPlot.Drawing) -> Bool {
      let x = (d.x.range.end - d.x.range.start) / (d.x.domain.end - d.x.domain.start)
      let y = (d.y.range.start - d.y.range.end) / (d.y.domain.end - d.y.domain.start)
      return Swift.abs(x / y - 1) < 1e-9
    }
    // A unit circle at 400 x 200 pt: y shows all of it, and x widens past -2…2 to keep the units equal.
    let circle = try draw(["r = 1"])
    #expect(equalUnits(circle) && circle.y.domain.start <= -1 && circle.y.domain.end >= 1 && circle.x.domain.end > 2)
    // The same circle as a parametric curve fits y to its values (-1…1, with a margin).
    let parametric = try draw(["(cos(t), sin(t))"])
    #expect(!equalUnits(parametric) && parametric.y.domain.end >= 1 && parametric.x.domain == Interval(-2, 2))
    // A tall ellipse: fitted, y reaches 3; equal, it reaches 3 too, with x widened (it was cut at 0.8).
    #expect(try draw(["(cos(t), 3*sin(t))"]).y.domain.end >= 3)
    let equal = try draw(["(cos(t), 3*sin(t))"], aspect: .equal)
    #expect(equalUnits(equal) && equal.y.domain.end >= 3 && equal.y.domain.start <= -3)
  }

  @Test("an item's error is placed in the plot's failure; x = f(y) is traced over the plot's y range")
  func plotFailures() throws {
    #expect(throws: MathPlot.Failure.item(1, .curve(.expression(ExpressionError(.unknownName("y", suggestion: nil, language: .mathPlot), at: 9..<10))))) {
      try MathPlot.draw(["x", "(sin(t), y)"], MathPlot.Options { $0.domain = Interval(-1, 1); $0.size = MathPlot.defaultSize }).svg
    }
    let drawing = try MathPlot.draw(["x = y^2"], MathPlot.Options { $0.domain = Interval(-1, 5); $0.yDomain = Interval(-2, 2); $0.size = CanvasSize(width: 300, height: 200) })
    let paths = elements(drawing.svg, "path").filter { $0["stroke"] == MathPlot.palette[0] }
    #expect(paths.count == 1)
  }
}

@Suite("Plane curves over wide ranges of the parameter")
struct WidePlaneCurveTests {
  @Test("a range from -MAX to MAX is halved without overflow: the pole's break is found, nothing is drawn unproven")
  func widestRange() throws {
    let curve = try PlaneCurve("(t, 1/t)", domain: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    let trace = curve.trace(onto: Rect(x: 0, y: 0, width: 200, height: 200), x: -3...3, y: -3...3)
    #expect(trace.unprovenChords == 0 && !trace.budgetExhausted)
    // The visible part, t in [-3, 3], is far below the finest step (2^-40 of the range): the
    // break is reported within that step of the pole (the pieces either side of it are one).
    #expect(trace.breaks.count == 1 && trace.breaks.allSatisfy { Swift.abs($0) <= Double.greatestFiniteMagnitude * 0x1p-39 })
  }

  @Test("over t in [-1e9, 1e9] (a finest step of 0.002) the part inside the plot is traced, both branches, proven")
  func wideRange() throws {
    let curve = try PlaneCurve("(t, 1/t)", domain: -1e9...1e9)
    let trace = curve.trace(onto: Rect(x: 0, y: 0, width: 200, height: 200), x: -3...3, y: -3...3)
    #expect(trace.unprovenChords == 0 && !trace.budgetExhausted)
    #expect(trace.pieces.count == 2 && trace.pieces.allSatisfy { $0.proven })
    #expect(trace.breaks.count == 1 && Swift.abs(trace.breaks[0]) < 1e-1)
  }
}
