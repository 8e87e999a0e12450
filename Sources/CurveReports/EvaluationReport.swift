import CurveExpression
import CurveSampling
import _CurveText

/// What `curve evaluate --format json` prints: the expression, the parameters as used, the
/// domain (`null` for points given one by one), which derivative when one was asked for, and
/// the samples.
package enum EvaluationReport {
  package static func json(_ evaluation: Evaluation.Result) -> String {
    let compiled = evaluation.program
    let parameterFields = zip(compiled.parameters.names, compiled.parameters.values).map {
      JSONText.string($0.0) + ": " + DecimalText.json($0.1)
    }
    let domainText = evaluation.domain.map { "[\(DecimalText.json($0.start)), \(DecimalText.json($0.end))]" } ?? "null"
    let samples = zip(evaluation.xs, evaluation.ys).map { "[\(DecimalText.json($0.0)), \(DecimalText.json($0.1))]" }
    var out = "{\"expression\": \(JSONText.string(compiled.source)),\n"
    out += " \"parameters\": {\(parameterFields.joined(separator: ", "))},\n"
    out += " \"domain\": \(domainText),\n"
    if let derivative = evaluation.derivative { out += " \"derivative\": \(derivative),\n" }
    out += " \"samples\": [\(samples.joined(separator: ",\n  "))]}\n"
    return out
  }
}
