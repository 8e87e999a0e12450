import CurveAnalysis
import CurveExpression
import CurveSampling
import _CurveText

/// What `curve integrate --format json` and the WebAssembly module's `integrate` print: one
/// object with the parameters as used and each integral: its expression, its bounds as given,
/// its status, the bounds proven (`null` where none is), the estimate, the reason an undecided
/// one is not certified (`null` when certified), and the pieces bounded. Numbers as `curve`
/// writes them.
package enum IntegralReportJSON {
  package static func json(_ integrals: [CurveIntegral], parameters: ParameterSet) -> String {
    let parameterFields = zip(parameters.names, parameters.values).map { JSONText.string($0.0) + ": " + DecimalText.json($0.1) }
    var out = "{\"parameters\": {\(parameterFields.joined(separator: ", "))},\n"
    out += " \"integrals\": [" + integrals.map(integral).joined(separator: ",\n  ") + "]}\n"
    return out
  }

  private static func integral(_ i: CurveIntegral) -> String {
    func number(_ v: Double?) -> String { v.map(DecimalText.json) ?? "null" }
    let fields = [
      "\"expression\": " + JSONText.string(i.expression),
      "\"domain\": [\(DecimalText.json(i.domain.start)), \(DecimalText.json(i.domain.end))]",
      "\"status\": " + JSONText.string(i.status.rawValue),
      "\"lower\": " + number(i.lower), "\"upper\": " + number(i.upper), "\"estimate\": " + number(i.estimate),
      "\"reason\": " + (i.reason.map(JSONText.string) ?? "null"),
      "\"evaluations\": \(i.evaluations)",
    ]
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
