import CurveAnalysis
import _CurveText

/// What `curve fit --format json` and the WebAssembly module's `fit` print: the model, each
/// parameter's value and standard error, the residual statistics, and how the search ended.
/// Strict JSON: `null` for anything that does not exist or is not finite.
package enum FitReportJSON {
  package static func json(_ fit: CurveFit) -> String {
    func number(_ v: Double?) -> String { v.map(DecimalText.json) ?? "null" }
    let parameters = fit.parameters.map {
      JSONText.string($0.name) + ": {\"value\": " + number($0.value) + ", \"standardError\": " + number($0.standardError) + "}"
    }
    let fields = [
      "\"model\": " + JSONText.string(fit.model),
      "\"parameters\": {" + parameters.joined(separator: ", ") + "}",
      "\"residualSumOfSquares\": " + number(fit.residualSumOfSquares),
      "\"residualStandardDeviation\": " + number(fit.residualStandardDeviation),
      "\"degreesOfFreedom\": \(fit.degreesOfFreedom)",
      "\"observations\": \(fit.observations)",
      "\"rSquared\": " + number(fit.rSquared),
      "\"iterations\": \(fit.iterations)",
      "\"converged\": \(fit.converged)",
      "\"reason\": " + JSONText.string(fit.reason),
    ]
    return "{" + fields.joined(separator: ",\n ") + "}\n"
  }
}
