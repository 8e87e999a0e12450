import CurveExpression
import CurveSampling
import _CurveText

/// What `curve evaluate --format json` prints: the expression, the parameters as used, the
/// domain (`null` for points given one by one), which derivative when one was asked for, and
/// the samples (or, for a caller that takes the values as numbers, `"samples": []`).
package enum EvaluationReport {
  /// The report as UTF-8, written into one array: a grid's 2,048 numbers are most of it, and
  /// the module hands these bytes on as they are (text assembled from pieces is copied per piece).
  package static func json(_ evaluation: Evaluation.Result, samples withSamples: Bool = true) -> [UInt8] {
    let compiled = evaluation.program
    let parameterFields = zip(compiled.parameters.names, compiled.parameters.values).map {
      JSONText.string($0.0) + ": " + DecimalText.json($0.1)
    }
    let domainText = evaluation.domain.map { "[\(DecimalText.json($0.start)), \(DecimalText.json($0.end))]" } ?? "null"
    var head = "{\"expression\": \(JSONText.string(compiled.source)),\n"
    head += " \"parameters\": {\(parameterFields.joined(separator: ", "))},\n"
    head += " \"domain\": \(domainText),\n"
    if let derivative = evaluation.derivative { head += " \"derivative\": \(derivative),\n" }
    head += " \"samples\": ["
    var bytes: [UInt8] = []
    bytes.reserveCapacity(head.utf8.count + (withSamples ? evaluation.xs.count * 48 : 0) + 3)
    bytes.append(contentsOf: head.utf8)
    if withSamples { appendSamples(evaluation.xs, evaluation.ys, to: &bytes) }
    bytes.append(contentsOf: "]}\n".utf8)
    return bytes
  }

  /// The samples' pairs, `[x, y]` a line, number by number.
  private static func appendSamples(_ xs: [Double], _ ys: [Double], to bytes: inout [UInt8]) {
    for (index, (x, y)) in zip(xs, ys).enumerated() {
      if index > 0 {
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
  }
}
