import CurveAnalysis
import CurveExpression
import CurveSampling
import Testing

/// A math plot's piecewise and restrictions in the analysis, plot items and relations: a jump
/// is a certified break, a continuous join is never claimed a break, and comparisons inside
/// braces are conditions, not the item's comparison.
@Suite("Piecewise in analysis, plot items and relations")
struct PiecewiseAnalysisTests {
  static func curve(_ text: String, _ lower: Double, _ upper: Double) throws -> CurveAnalysis {
    CurveAnalyzer.analyze([try CompiledExpression(text, language: .mathPlot)], over: Interval(lower, upper)).curves[0]
  }

  @Test(
    "a piecewise jump is a certified break at its place",
    arguments: [("{x < 0: -1, 1}", 0.0), ("{x < 1: x, x + 2}", 1), ("{x <= 2: sin(x), 5}", 2), ("x {x < 1} + 0", .nan)])
  func jumps(_ text: String, _ at: Double) throws {
    let curve = try Self.curve(text, -5, 5)
    if at.isNaN { return }
    let jumps = curve.breaks.filter { $0.kind == .jump }
    #expect(jumps.count == 1 && jumps[0].left <= at && at <= jumps[0].right, "\(text): \(curve.breaks)")
  }

  @Test("a continuous join is never called a jump or a pole", arguments: ["{x < 1: x, 2 - x}", "{x < 0: -x, x}", "{x < 0: 0, x^2}"])
  func continuousJoin(_ text: String) throws {
    let curve = try Self.curve(text, -5, 5)
    #expect(!curve.breaks.contains { $0.kind == .jump || $0.kind == .pole }, "\(text): \(curve.breaks)")
  }

  @Test(
    "the integral of a bounded piecewise is certified and holds the truth",
    arguments: [("{x < 0: -1, 1}", -1.0, 1.0, 0.0), ("{x < 0: x^2, 1 - x}", -1, 1, 1.0 / 3 + 0.5), ("{x < 0.5: 2, x}", 0, 1, 1.375)])
  func integrals(_ text: String, _ lower: Double, _ upper: Double, _ truth: Double) throws {
    let result = CurveIntegral.integrate(try CompiledExpression(text, language: .mathPlot), from: lower, to: upper)
    #expect(result.status == .certified, "\(text): \(result.reason ?? "")")
    if let l = result.lower, let u = result.upper { #expect(l <= truth + 1e-15 && truth - 1e-15 <= u, "\(text): [\(l), \(u)]") }
  }

  @Test(
    "comparisons inside braces are conditions: the item's form is read outside them",
    arguments: [
      ("y = x^2 {0 < x < 1}", PlotItem.function("x^2 {0 < x < 1}")), ("{x < 0: -x, x}", .function("{x < 0: -x, x}")),
      ("x^2 + y^2 < 1 {x > 0}", .relation("x^2 + y^2 < 1 {x > 0}")), ("x = y^2 {y > 0}", .functionOfY("y^2 {y > 0}")),
      ("({t < 0: t, 0}, t)", .parametric(x: "{t < 0: t, 0}", y: "t")), ("r = 1 {t < 3}", .polar("1 {t < 3}")),
    ])
  func plotItems(_ text: String, _ item: PlotItem) {
    #expect(PlotItem(text) == item)
  }

  @Test("a relation's restriction limits where it holds, and may name y")
  func relations() throws {
    let disc = try Relation("x^2 + y^2 < 1 {x > 0}")
    #expect(disc.comparison == .less)
    let curve = try Relation("y = x^2 {0 < x < 1}")
    #expect(curve.comparison == .equal)
    let upper = try Relation("x^2 + y^2 = 1 {y > 0}")
    #expect(upper.comparison == .equal)
    #expect(throws: RelationError.self) { try Relation("x < y {x > 0} < 1") }
    // A stray `}` is its side's error, at its place, not a relation with no comparison.
    let stray = #expect(throws: RelationError.self) { try Relation("x} < 1") }
    #expect(stray?.code == "unmatchedClosingBrace" && stray?.range == 1..<2)
  }
}
