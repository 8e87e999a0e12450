import CurveAnalysis
import CurveExpression
import CurveSampling
import _CurveText

/// What `curve analyze --format json` and the WebAssembly module's `analyze` print: one object
/// with the domain, the parameters as used, each curve's points, breaks, range, pieces and
/// undecided stretches, the intersections, the notes and the description. Numbers as `curve`
/// writes them; a range's infinite end (beside a pole) as the string `"-inf"` or `"inf"`.
package enum AnalysisReportJSON {
  package static func json(_ report: AnalysisReport, parameters: ParameterSet) -> String {
    let parameterFields = zip(parameters.names, parameters.values).map { JSONText.string($0.0) + ": " + DecimalText.json($0.1) }
    var out = "{\"domain\": \(pair(report.domain.lower, report.domain.upper)),\n"
    out += " \"parameters\": {\(parameterFields.joined(separator: ", "))},\n"
    out += " \"curves\": [" + report.curves.map(curve).joined(separator: ",\n  ") + "],\n"
    out += " \"intersections\": [" + report.intersections.map(intersection).joined(separator: ",\n  ") + "],\n"
    out += " \"notes\": [" + report.notes.map(JSONText.string).joined(separator: ", ") + "],\n"
    out += " \"description\": \(JSONText.string(report.description))}\n"
    return out
  }

  private static func pair(_ a: Double, _ b: Double) -> String {
    "[\(DecimalText.json(a)), \(DecimalText.json(b))]"
  }

  private static func interval(_ i: Interval) -> String { pair(i.start, i.end) }

  /// One curve's analysis, as `curve analyze` and `curve geometry --analysis` print it.
  package static func curve(_ c: CurveAnalysis) -> String {
    // A curve drawn through samples has no expression.
    var fields = ["\"expression\": " + (c.expression.isEmpty ? "null" : JSONText.string(c.expression))]
    fields.append("\"points\": [" + c.points.map(point).joined(separator: ",\n    ") + "]")
    fields.append("\"breaks\": [" + c.breaks.map(curveBreak).joined(separator: ",\n    ") + "]")
    fields.append("\"range\": {\"min\": \(extremum(c.range.minimum)), \"max\": \(extremum(c.range.maximum))}")
    fields.append("\"pieces\": [" + c.pieces.map(piece).joined(separator: ",\n    ") + "]")
    fields.append("\"undecided\": [" + c.undecided.map(interval).joined(separator: ", ") + "]")
    return "{" + fields.joined(separator: ",\n   ") + "}"
  }

  private static func point(_ p: PointOfInterest) -> String {
    "{\"kind\": \"\(p.kind.rawValue)\", \"x\": \(interval(p.x)), \"y\": \(interval(p.y)), \"certified\": \(p.certified)}"
  }

  private static func curveBreak(_ b: AnalysisBreak) -> String {
    "{\"x\": \(DecimalText.json(b.x)), \"between\": \(pair(b.left, b.right)), \"kind\": \"\(b.kind.rawValue)\"}"
  }

  private static func extremum(_ e: GlobalExtremum?) -> String {
    guard let e else { return "null" }
    func end(_ v: Double) -> String { v.isInfinite ? (v < 0 ? "\"-inf\"" : "\"inf\"") : DecimalText.json(v) }
    return "{\"y\": [\(end(e.y.start)), \(end(e.y.end))], \"x\": [" + e.x.map(interval).joined(separator: ", ") + "]}"
  }

  private static func piece(_ p: CurvePiece) -> String {
    func text(_ s: String?) -> String { s.map { "\"\($0)\"" } ?? "null" }
    return "{\"x\": \(interval(p.x)), \"sign\": \(text(p.sign?.rawValue)), \"slope\": \(text(p.slope?.rawValue)), "
      + "\"concavity\": \(text(p.concavity?.rawValue))}"
  }

  private static func intersection(_ i: CurveIntersection) -> String {
    "{\"curves\": [\(i.curves.0), \(i.curves.1)], \"x\": \(interval(i.x)), \"y\": \(interval(i.y)), \"certified\": \(i.certified)}"
  }
}
