import CurveExpression
import Testing
import _CurveTestSupport
@testable import CurveSampling

/// The clipping made proportional to what it clips (segments wholly inside pass through, no
/// allocation a segment, the area built in the same walk) draws what the old clipping drew, bit
/// for bit: the stroke's clip to the band, the plot's clip, and the area under each run, over
/// the discontinuity corpus's curves and random runs reaching far off the plot.
@Suite("Path clipping: the same bits as the reference clipping")
struct PathClippingEquivalenceTests {
  /// Every number of a path as bits, with its kind and ending, for exact comparison (`==` on
  /// doubles would let 0 equal −0).
  static func bits(_ path: CurvePath) -> [UInt64] {
    var out: [UInt64] = [path.segments == .curves ? 1 : 0, UInt64(path.pointCount)]
    switch path.end {
    case .open: out.append(0)
    case .close: out.append(1)
    case .baseline(let y): out += [2, y.bitPattern]
    }
    for k in 0..<path.pointCount {
      let p = path.point(k)
      out += [p.x.bitPattern, p.y.bitPattern, path.slope(k).bitPattern]
    }
    return out
  }

  /// The differences between the new clipping and the reference for one run, as sentences.
  static func differences(_ run: CurvePath, plot: Rect) -> [String] {
    var found: [String] = []
    let band = CurveSampler.band(around: plot)
    let hull = run.hull()
    for rect in [band, plot] {
      let new = PathClipping.clip(run, to: rect, hull: hull).map(bits)
      let old = ReferencePathClipping.clip(run, to: rect, hull: hull).map(bits)
      if new != old { found.append("clip to \(rect): \(new.count) pieces against \(old.count), or their bits differ") }
      let newArea = PathClipping.area(under: run, in: rect, hull: hull).map(bits)
      let oldArea = ReferencePathClipping.area(under: run, in: rect, hull: hull).map(bits)
      if newArea != oldArea { found.append("area in \(rect): the bits differ") }
    }
    return found
  }

  /// Runs in pt of a drawn layer: its samples mapped to the plot, cut where a value is missing.
  static func runs(_ g: CurveGeometry, _ interpolation: Interpolation) -> [CurvePath] {
    let scale = Scale(plot: g.plot, domain: g.domain, yDomain: g.yDomain)
    var runs: [CurvePath] = []
    var (xs, ys): ([Double], [Double]) = ([], [])
    func flush() {
      if !xs.isEmpty { runs.append(PathClippingTests.path(xs, ys, interpolation)) }
      (xs, ys) = ([], [])
    }
    for (x, y) in zip(g.samples.xs, g.samples.ys) {
      guard !y.isNaN else {
        flush()
        continue
      }
      xs.append(scale.mapX(x))
      ys.append(scale.mapY(y))
    }
    flush()
    return runs
  }

  @Test(
    "the discontinuity corpus's curves, lines and Béziers",
    arguments: DiscontinuityCorpusTests.corpus.cases.filter { $0.language == nil }, [Interpolation.linear, .monotone])
  func corpus(_ c: DiscontinuityCorpusTests.Case, _ interpolation: Interpolation) {
    let frame = Rect(x: 0, y: 0, width: 338, height: 158)
    let spec = CurveLayerSpec(
      expression: c.expression, domain: Interval(c.domain[0], c.domain[1]), yDomain: Interval(c.yDomain[0], c.yDomain[1]),
      interpolation: interpolation)
    let g = CurveSampler.geometry(for: spec, in: frame)
    // (A layer nowhere defined has no run: nothing to compare.)
    for run in Self.runs(g, interpolation) {
      let found = Self.differences(run, plot: g.plot)
      #expect(found.isEmpty, "\(found)")
    }
  }

  @Test("random runs reaching far off the plot", arguments: [Interpolation.linear, .monotone])
  func random(_ interpolation: Interpolation) {
    var rng = SplitMix64(seed: interpolation == .linear ? 71 : 73)
    var failures: [String] = []
    for _ in 0..<400 {
      let count = Int(rng.next() % 40) + 1
      let (xs, ys) = PathClippingTests.run(&rng, count: count)
      failures += Self.differences(PathClippingTests.path(xs, ys, interpolation), plot: PathClippingTests.plot)
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }
}
