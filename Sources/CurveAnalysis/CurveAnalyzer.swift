import CurveExpression
import CurveSampling
import _CurveText

/// Certified points of interest: zeros, extrema, inflections and intersections of curves
/// y = f(x), each with an x interval interval arithmetic proves holds it (or marked
/// uncertified), and nothing in the domain missed silently.
public enum CurveAnalyzer {
  /// The most curves one analysis takes.
  public static let maximumCurves = 16

  /// Analyzes each expression over `domain` (finite ends, either order, not equal), and where
  /// each pair meets. At most ``maximumCurves`` expressions are analyzed (more are ignored);
  /// each costs at most ``AnalysisBudget/evaluations(instructions:)`` enclosures, less when
  /// many share the analysis's bound (``AnalysisBudget``).
  public static func analyze(_ expressions: [CompiledExpression], over domain: Interval) -> AnalysisReport {
    let (lower, upper) = (domain.lower, domain.upper)
    let kept = Array(expressions.prefix(maximumCurves))
    var notes: [String] = []
    var curves: [CurveAnalysis] = []
    let sizes = kept.map { $0.instructionCount }
    let budgets = AnalysisBudget.curves(instructions: sizes)
    let pairBudget = AnalysisBudget.pairs(instructions: sizes)
    for (index, expression) in kept.enumerated() {
      let budget = budgets[index]
      let curve = analyze(DifferentiableFunction(expression), source: expression.source, lower, upper, budget: budget)
      if !curve.undecided.isEmpty {
        let why = curve.budgetRanOut
          ? "the budget of \(DecimalText.grouped(budget)) enclosures ran out"
          : "interval arithmetic cannot tell there whether the slope changes sign"
        notes.append("curve \(index + 1): \(curve.undecided.count) stretch\(curve.undecided.count == 1 ? " is" : "es are") undecided (\(why))")
      }
      curves.append(curve)
    }
    var intersections: [CurveIntersection] = []
    for i in kept.indices {
      for j in kept.indices where j > i {
        var search = FunctionSearch(DifferentiableFunction(difference: kept[i], kept[j]), from: lower, to: upper, budget: pairBudget, wantsExtrema: false)
        search.subdivide()
        let undecided = search.undecidedRegions()
        if !undecided.isEmpty {
          notes.append("curves \(i + 1) and \(j + 1): \(undecided.count) stretch\(undecided.count == 1 ? " is" : "es are") undecided where they may meet")
        }
        for point in search.zeros().sorted(by: { $0.x.lower < $1.x.lower }) {
          let y = kept[i].derivativeEnclosures(from: point.x.lower, to: point.x.upper).value
          intersections.append(
            CurveIntersection(curves: (i, j), x: point.x, y: y.isEmpty ? Interval(.nan, .nan) : Interval(y.lower, y.upper), certified: point.certified))
        }
      }
    }
    var report = AnalysisReport(domain: Interval(lower, upper), curves: curves, intersections: intersections, notes: notes, description: "")
    report.description = PlotDescription.text(for: report)
    return report
  }

  static func analyze(_ function: DifferentiableFunction, source: String, _ lower: Double, _ upper: Double, budget: Int) -> CurveAnalysis {
    var search = FunctionSearch(function, from: lower, to: upper, budget: budget)
    search.subdivide()
    var points = search.zeros()
    let (extrema, undecidedExtrema) = search.extrema()
    points += extrema
    points += search.inflections(besides: points)
    points.sort { ($0.x.lower, $0.x.upper) < ($1.x.lower, $1.x.upper) }
    let breaks = search.breaks(scale: search.scale())
    let undecided = (search.undecidedRegions() + undecidedExtrema).sorted { $0.lower < $1.lower }
    let range = CurveRange(
      minimum: search.globalExtremum(maximum: false, points: points),
      maximum: search.globalExtremum(maximum: true, points: points))
    let cuts = points.map { $0.x } + breaks.map { Interval($0.left, $0.right) } + search.undefinedRegions() + undecided
    let pieces = search.pieces(cuts: cuts)
    return CurveAnalysis(
      expression: source, points: points, breaks: breaks, range: range, pieces: pieces, undecided: undecided,
      evaluations: search.evaluations, budgetRanOut: search.budgetRanOut)
  }
}
