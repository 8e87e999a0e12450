import Testing
import _CurveTestSupport
@testable import CurveSampling

/// A workspace remembers the last program and grid; reusing one must never change a result.
@Suite("SamplerWorkspace: reuse gives exactly what a fresh workspace gives")
struct WorkspaceTests {
  /// Everything a geometry holds, as bits and text, so two results compare exactly.
  static func fingerprint(_ g: CurveGeometry) -> [String] {
    func bits(_ values: [Double]) -> String { values.map { String($0.bitPattern, radix: 16) }.joined(separator: ",") }
    return [
      "\(g.drawn) \(g.mode) \(g.interpolation) \(g.plot)", bits([g.domain.start, g.domain.end, g.yDomain.start, g.yDomain.end]),
      bits(g.samples.xs), bits(g.samples.ys), bits(g.breaks.flatMap { [$0.left, $0.right] }), "\(g.breaks.map(\.kind))",
    ] + g.stroke.map { "\($0.segments) \($0.end) \(KernelTests.bits(Array($0)))" } + g.problems.map(\.description)
      + g.fill.map { "\($0.segments) \($0.end) \(KernelTests.bits(Array($0)))" } + g.markers.map { "\($0)" }
  }

  @Test("a sequence of layers through one workspace equals each layer through a fresh one")
  func reuse() {
    var rng = SplitMix64(seed: 23)
    let workspace = SamplerWorkspace()
    let expressions = ["a*sin(b*x + c) + d", "1/(x - a)", "x^2", "a*x", "sin(x)"]
    let domains: [Interval?] = [nil, Interval(-5, 5), Interval(0, 1), Interval(-0.0, 1), Interval(5, -5)]
    let frames = [Rect(x: 0, y: 0, width: 338, height: 158), Rect(x: 10, y: 20, width: 100, height: 50)]
    for round in 0..<300 {
      var spec = CurveLayerSpec()
      if rng.next() % 5 == 0 {
        spec.points = (0..<Int(rng.next() % 20)).map { i in (Double(i), Double(rng.next() % 9) - 4) }
      } else {
        spec.expression = expressions[Int(rng.next() % UInt64(expressions.count))]
        let a = [1.5, 2, -0.0, 0, 2e9, -.infinity, .nan][Int(rng.next() % 7)]
        spec.parameters = [("a", a), ("b", 2), ("c", 0.25), ("d", -1)].filter { _ in rng.next() % 4 != 0 }
        // Other orders, and a bad name, reach the paths that rebuild the parameter set.
        switch rng.next() % 8 {
        case 0: spec.parameters.reverse()
        case 1: spec.parameters.append(("1a", 1))
        default: break
        }
      }
      spec.domain = domains[Int(rng.next() % UInt64(domains.count))]
      spec.interpolation = Interpolation.allCases[Int(rng.next() % 3)]
      spec.markers = (0..<Int(rng.next() % 4)).map { _ in MarkerSpec(x: Double(rng.next() % 7) - 3, label: "m") }
      let frame = frames[Int(rng.next() % UInt64(frames.count))]
      let reused = CurveSampler.geometry(for: spec, in: frame, workspace: workspace)
      let fresh = CurveSampler.geometry(for: spec, in: frame, workspace: SamplerWorkspace())
      #expect(Self.fingerprint(reused) == Self.fingerprint(fresh), "round \(round): \(spec.expression ?? "points") \(spec.parameters)")
    }
  }

  @Test("a layer drawn again gives its parameter notes again")
  func notesRepeat() {
    let workspace = SamplerWorkspace()
    let spec = CurveLayerSpec(expression: "a*x", parameters: [("a", 5e9)], domain: Interval(0, 1))
    let first = CurveSampler.geometry(for: spec, in: Rect(x: 0, y: 0, width: 100, height: 100), workspace: workspace)
    let second = CurveSampler.geometry(for: spec, in: Rect(x: 0, y: 0, width: 100, height: 100), workspace: workspace)
    #expect(first.problems.contains { $0.path == "content.parameters.a" })
    #expect(first.problems == second.problems)
  }
}
