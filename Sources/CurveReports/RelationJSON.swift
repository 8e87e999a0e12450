import CurveAnalysis
import CurvePlot
import _CurveText

/// What `curve relation --format json` prints, and the header of the WebAssembly module's
/// `relation` (whose pixels follow it as bytes).
package enum RelationJSON {
  /// The whole classification: the header's fields, then each row as runs of `[value, count]`.
  package static func json(_ classification: RelationClassification, relation: String, bounds: RelationBounds) -> String {
    var out = "{\n  \"relation\": \(JSONText.string(relation)),\n"
    out += "  \"bounds\": [\([bounds.x.lowerBound, bounds.x.upperBound, bounds.y.lowerBound, bounds.y.upperBound].map(DecimalText.json).joined(separator: ", "))],\n"
    out += "  " + fields(classification).joined(separator: ",\n  ") + ",\n"
    out += "  \"rows\": [\n"
    let width = classification.width
    for row in 0..<classification.height {
      var runs: [(value: UInt8, count: Int)] = []
      for value in classification.pixels[(row * width)..<((row + 1) * width)] {
        if let last = runs.last, last.value == value { runs[runs.count - 1].count += 1 } else { runs.append((value, 1)) }
      }
      out += "    [" + runs.map { "[\($0.value), \($0.count)]" }.joined(separator: ", ") + "]" + (row + 1 < classification.height ? ",\n" : "\n")
    }
    out += "  ]\n}\n"
    return out
  }

  /// The size, counts and work, one line: `{"width": …, "height": …, "counts": …, …}`.
  package static func header(_ classification: RelationClassification) -> String {
    "{" + fields(classification).joined(separator: ", ") + "}"
  }

  private static func fields(_ c: RelationClassification) -> [String] {
    [
      "\"width\": \(c.width)", "\"height\": \(c.height)",
      "\"counts\": { \"true\": \(c.count(of: .solution)), \"undecided\": \(c.count(of: .undecided)), \"false\": \(c.count(of: .noSolution)) }",
      "\"evaluations\": \(c.evaluations)", "\"budgetExhausted\": \(c.budgetExhausted)",
    ]
  }
}
