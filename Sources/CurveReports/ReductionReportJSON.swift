import CurveSampling
import _CurveText

/// What `curve reduce --format json` and the WebAssembly module's `reduce` print: the points to
/// put in a samples-mode layer, the domains to give it, how many rows were read, and the proven
/// deviation.
package enum ReductionReportJSON {
  package static func json(_ reduction: CurveReduction) -> String {
    let points = zip(reduction.x, reduction.y).map { "[" + DecimalText.json($0) + ", " + DecimalText.json($1) + "]" }
    func pair(_ interval: Interval) -> String { "[" + DecimalText.json(interval.start) + ", " + DecimalText.json(interval.end) + "]" }
    let fields = [
      "\"points\": [" + points.joined(separator: ",\n  ") + "]",
      "\"domain\": " + pair(reduction.domain),
      "\"yDomain\": " + pair(reduction.yDomain),
      "\"input\": \(reduction.inputCount)",
      "\"maximumDeviation\": " + DecimalText.json(reduction.maximumDeviation),
      "\"withinTolerance\": \(reduction.withinTolerance)",
    ]
    return "{" + fields.joined(separator: ",\n ") + "}\n"
  }

  /// The points as CSV rows, `x,y` under a header.
  package static func csv(_ reduction: CurveReduction) -> String {
    "x,y\n" + zip(reduction.x, reduction.y).map { DecimalText.tidy($0) + "," + DecimalText.tidy($1) + "\n" }.joined()
  }
}
