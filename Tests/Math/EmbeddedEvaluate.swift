// Compiled into the CurveExpression module itself (Tests/Math/check.sh), so nothing is imported.

/// Compiles `text` with the parameters (`names` comma-separated, `values`), evaluates it at `x`
/// with the scalar VM into results[0] and the batch VM into results[1]; 1 when it does not compile.
@_cdecl("curve_embedded_evaluate")
public func embeddedEvaluate(
  _ text: UnsafePointer<UInt8>, _ length: Int, _ names: UnsafePointer<UInt8>, _ namesLength: Int,
  _ values: UnsafePointer<Double>, _ count: Int, _ x: Double, _ results: UnsafeMutablePointer<Double>
) -> Int32 {
  var pairs: [(String, Double)] = []
  var start = 0
  for index in 0...namesLength where index == namesLength || names[index] == UInt8(ascii: ",") {
    if index > start {
      pairs.append((String(decoding: UnsafeBufferPointer(start: names + start, count: index - start), as: UTF8.self), values[pairs.count]))
    }
    start = index + 1
  }
  guard pairs.count == count, let parameters = try? ParameterSet(pairs),
    let program = try? CompiledExpression(utf8: UnsafeBufferPointer(start: text, count: length), parameters: parameters)
  else { return 1 }
  results[0] = program.evaluate(at: x)
  var input = x
  var output = 0.0
  withUnsafePointer(to: &input) { xs in
    withUnsafeMutablePointer(to: &output) { ys in
      program.evaluate(UnsafeBufferPointer(start: xs, count: 1), into: UnsafeMutableBufferPointer(start: ys, count: 1), workspace: EvaluationWorkspace())
    }
  }
  results[1] = output
  return 0
}
