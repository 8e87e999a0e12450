// libFuzzer target: compile arbitrary bytes as an expression and evaluate what compiles.
// Built by Tests/Fuzz/fuzz.sh (not a SwiftPM target). Beyond crashes, it traps on:
// - a compile error without a place, or with a place outside the input;
// - the scalar and the batch VM disagreeing;
// - a value at a point of an interval outside that interval's enclosure, or NaN
//   where the enclosure says the function is defined (the soundness the break search needs).
import CurveExpression

private let parameterSets: [ParameterSet] = [
  ParameterSet(),
  (try? ParameterSet([("a", 1.5), ("b", 2), ("c", 0.25), ("d", -1)])) ?? ParameterSet(),
  (try? ParameterSet([("a", 1e9), ("b", -1e9), ("k", 0), ("x1", -0.0)])) ?? ParameterSet(),
]
private let probes: [Double] = [-1e300, -7.5, -1, -0.0, 0, Double.leastNormalMagnitude / 1e3, 0.5, 1, 3, 1e22, .infinity, -.infinity, .nan]
nonisolated(unsafe) private let workspace = EvaluationWorkspace()
nonisolated(unsafe) private var outputs = [Double](repeating: 0, count: 1024)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let selector = data[0]
  let parameters = parameterSets[Int(selector % 3)]
  // The high bit picks the math-plot language (a superset): its functions are fuzzed too.
  let language: ExpressionLanguage = selector & 0x80 != 0 ? .mathPlot : .curveLayer
  let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
  let program: CompiledExpression
  do {
    program = try CompiledExpression(utf8: bytes, parameters: parameters, language: language)
  } catch {
    guard let range = error.range, range.lowerBound >= 0, range.lowerBound <= bytes.count || error.kind.code == "tooLong"
    else { fatalError("error without a valid place: \(error) for \(Array(bytes))") }
    _ = error.rendered(in: String(decoding: bytes, as: UTF8.self))
    return 0
  }
  probes.withUnsafeBufferPointer { xs in
    outputs.withUnsafeMutableBufferPointer { ys in
      let slice = UnsafeMutableBufferPointer(rebasing: ys[0..<xs.count])
      program.evaluate(xs, into: slice, workspace: workspace)
      for (index, x) in xs.enumerated() {
        let scalar = program.evaluate(at: x)
        let batch = slice[index]
        if !(scalar.isNaN && batch.isNaN) && scalar.bitPattern != batch.bitPattern {
          fatalError("scalar \(scalar) != batch \(batch) at \(x) for \(program.source.debugDescription)")
        }
      }
    }
  }
  checkEnclosures(program)
  return 0
}

/// Intervals around 0, 1 and a few ordinary places, each probed at its ends and inside.
private let intervals: [(Double, Double)] = [(-1, 1), (0, 1), (-0.001, 0.002), (0.9, 1.1), (-5, -4.5), (1.5, 1.6), (-50, 50), (3, 3)]

private func checkEnclosures(_ program: CompiledExpression) {
  for (lower, upper) in intervals {
    let e = program.enclosure(from: lower, to: upper)
    for k in 0...8 {
      let x = k == 8 ? upper : lower + (upper - lower) * Double(k) / 8
      let v = program.evaluate(at: x)
      // Where the real function may have no value at x, the double program's value there is
      // IEEE's (1/0 = ∞, min(∞, 1) = 1, ∞^0.25 = ∞), not the function's: nothing to compare.
      let atX = program.enclosure(from: x, to: x)
      let undefinedAtX = atX.isEmpty || atX.flags.contains(.partlyUndefined)
      let allowed: Bool
      if e.isEmpty {
        // Undefined on the whole interval, so at each point of it: a point enclosure that proves
        // the function defined at x contradicts it. (One that cannot rule a value out does not:
        // `1/x` at [0, 0] is two-sided, at [0, 1] one-sided, so `log(-3^(1/x))` is empty on
        // [0, 1] and not at 0.)
        allowed = !atX.isContinuous
      } else if v.isNaN {
        // ∞ − ∞ or 0·∞ after an overflow is NaN in binary64 where the real value is not.
        allowed = !e.flags.isEmpty
      } else if v.isInfinite {
        allowed = e.flags.contains(.mayBreak) || e.flags.contains(.overflow) || (v > 0 ? e.upper == .infinity : e.lower == -.infinity) || undefinedAtX
      } else {
        allowed = e.lower <= v && v <= e.upper || undefinedAtX
      }
      if !allowed { fatalError("\(program.source.debugDescription) at \(x) is \(v), outside its enclosure \(e) over [\(lower), \(upper)]") }
      checkDerivatives(program, at: x, over: lower, upper)
    }
  }
}

/// f′ and f″ at `x` as doubles lie in their enclosures over the interval (each double step lies
/// in its interval step), where neither is at a kink and the enclosure is continuous; and f is
/// the point VM's.
private func checkDerivatives(_ program: CompiledExpression, at x: Double, over lower: Double, _ upper: Double) {
  let point = program.derivatives(at: x)
  let v = program.evaluate(at: x)
  if !(point.value.isNaN && v.isNaN) && point.value.bitPattern != v.bitPattern {
    fatalError("\(program.source.debugDescription) at \(x): f is \(point.value) with derivatives, \(v) without")
  }
  let e = program.derivativeEnclosures(from: lower, to: upper)
  guard !point.kink, !e.kink else { return }
  for (name, value, bound) in [("f′", point.first, e.first), ("f″", point.second, e.second)] where value.isFinite && bound.isContinuous {
    if !(bound.lower <= value && value <= bound.upper) {
      fatalError("\(program.source.debugDescription): \(name) at \(x) is \(value), outside its enclosure \(bound) over [\(lower), \(upper)]")
    }
  }
}
