import CurveReports
import CurveSampling

/// `curve evaluate --format json` for E4 on the peers' 1,024-point grid, as the module's
/// `ck.evaluate(..., { text: true })` computes it (the expression compiled, the grid evaluated,
/// 2,048 numbers written): the native figure `node Web/bench.mjs` sets the module's beside.
func measureEvaluationReport(quick: Bool) -> Summary {
  var options = Evaluation.Options()
  options.parameters = Suite.parameters
  options.domain = Interval(-5, 5)
  options.samples = Suite.count
  let source = Array("a*sin(b*x + c) + d".utf8)
  func report() -> Int {
    guard let evaluation = try? Evaluation.evaluate(utf8: source, options) else { fatalError("report: E4 not evaluated") }
    return EvaluationReport.json(evaluation).count
  }
  var samples: [Double] = []
  for _ in 0..<20 { blackHole(report()) }
  for _ in 0..<(quick ? 20 : 2_000) {
    let start = now()
    blackHole(report())
    samples.append(Double(now() - start) / 1000)
  }
  return Summary(samples)
}
