import CurveExpression
import CurveSampling
import _CurveText

/// What `curve evaluate --format json` prints: the expression, the parameters as used, the
/// domain (`null` for points given one by one), which derivative when one was asked for, and
/// the samples (or, for a caller that takes the values as numbers, `"samples": []`).
package enum EvaluationReport {
  package static func json(_ evaluation: Evaluation.Result, samples withSamples: Bool = true) -> String {
    let compiled = evaluation.program
    let parameterFields = zip(compiled.parameters.names, compiled.parameters.values).map {
      JSONText.string($0.0) + ": " + DecimalText.json($0.1)
    }
    let domainText = evaluation.domain.map { "[\(DecimalText.json($0.start)), \(DecimalText.json($0.end))]" } ?? "null"
    var out = "{\"expression\": \(JSONText.string(compiled.source)),\n"
    out += " \"parameters\": {\(parameterFields.joined(separator: ", "))},\n"
    out += " \"domain\": \(domainText),\n"
    if let derivative = evaluation.derivative { out += " \"derivative\": \(derivative),\n" }
    let pairs = withSamples ? samples(evaluation.xs, evaluation.ys) : []
    out += " \"samples\": [" + String(decoding: pairs, as: UTF8.self) + "]}\n"
    return out
  }

  /// The samples' pairs, `[x, y]` a line: written as bytes, number by number, since a grid's
  /// 2,048 numbers are most of the report.
  private static func samples(_ xs: [Double], _ ys: [Double]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(xs.count * 48)
    for (x, y) in zip(xs, ys) {
      if !bytes.isEmpty {
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: " "))
      }
      bytes.append(UInt8(ascii: "["))
      DecimalText.appendJSON(x, to: &bytes)
      bytes.append(UInt8(ascii: ","))
      bytes.append(UInt8(ascii: " "))
      DecimalText.appendJSON(y, to: &bytes)
      bytes.append(UInt8(ascii: "]"))
    }
    return bytes
  }
}
