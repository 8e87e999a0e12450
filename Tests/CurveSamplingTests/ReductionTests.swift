import Foundation
import Testing
import _CurveTestSupport

@testable import CurveSampling

/// `CurveReduction` checked from outside: the points are input rows, the drawing is the
/// sampler's, and the proven deviation is measured again here by dense sampling, with code that
/// shares nothing with the bound's.
@Suite("CurveReduction: rows kept, deviation proven and measured")
struct ReductionTests {
  /// A series, generated the same way every run.
  struct Series: CustomTestStringConvertible, Sendable {
    let name: String
    let x: [Double]
    let y: [Double]
    var testDescription: String { "\(name) (\(x.count) rows)" }

    init(_ name: String, count: Int, seed: UInt64 = 1, _ value: (Int, inout SplitMix64) -> (Double, Double)) {
      var random = SplitMix64(seed: seed)
      var (x, y) = ([Double](), [Double]())
      for i in 0..<count {
        let (a, b) = value(i, &random)
        x.append(a)
        y.append(b)
      }
      (self.name, self.x, self.y) = (name, x, y)
    }
  }

  static func uniform(_ random: inout SplitMix64) -> Double { Double(random.next() >> 11) * 0x1p-53 }

  static let series: [Series] = {
    var walk = 0.0
    var day = 0.0
    return [
      Series("random walk", count: 1200) { i, r in
        walk += uniform(&r) - 0.5
        return (Double(i), walk)
      },
      Series("sensor with spikes and a flat stretch", count: 2400, seed: 7) { i, r in
        day += (uniform(&r) - 0.5) * 0.2
        let spike = i % 397 == 0 ? 30.0 : 0
        return (Double(i) * 36, (800...1100).contains(i) ? 5 : day + spike)
      },
      Series("chirp", count: 2000) { i, _ in
        let t = Double(i) / 2000
        return (t, sin(2 * Double.pi * (1 + 20 * t) * t))
      },
      Series("steps", count: 1500) { i, _ in (Double(i), Double(i / 100)) },
      Series("constant", count: 500) { i, _ in (Double(i), 3) },
      Series("two points", count: 2) { i, _ in (Double(i), Double(i) * 2) },
      Series("one point", count: 1) { _, _ in (4, 5) },
      Series("1,024 rows", count: 1024) { i, _ in (Double(i), sin(Double(i) / 50)) },
      Series("1,025 rows", count: 1025) { i, _ in (Double(i), sin(Double(i) / 50)) },
      Series("huge magnitudes", count: 1200, seed: 3) { i, r in (1e15 + Double(i) * 0.25, 1e300 * (uniform(&r) + Double(i % 40) / 10)) },
      Series("tiny magnitudes", count: 1200, seed: 5) { i, r in (Double(i) * 1e-300, 1e-300 * (uniform(&r) + sin(Double(i) / 90) * 4)) },
    ]
  }()

  /// Every row swings across the plot: too coarse for the measure's eight points a segment to
  /// be close, so it is measured apart.
  static let comb = Series("comb", count: 3000) { i, _ in (Double(i), Double(i % 2)) }

  static let cases: [(Series, Interpolation, Int)] = series.flatMap { s in
    Interpolation.allCases.flatMap { i in [(s, i, 1024), (s, i, 24)] }
  }

  @Test("points are input rows, first and last kept; the deviation bounds the one measured, closely", arguments: cases)
  func reduction(_ series: Series, _ interpolation: Interpolation, _ maximumPoints: Int) throws {
    var options = CurveReduction.Options(width: 320, height: 160)
    options.interpolation = interpolation
    options.maximumPoints = maximumPoints
    let r = try CurveReduction(x: series.x, y: series.y, options)
    #expect(r.rows.count <= maximumPoints && r.rows.count == r.x.count)
    #expect(r.rows.first == 0 && r.rows.last == series.x.count - 1)
    #expect(zip(r.rows, r.rows.dropFirst()).allSatisfy { $0 < $1 })
    #expect(r.rows.indices.allSatisfy { r.x[$0] == series.x[r.rows[$0]] && r.y[$0] == series.y[r.rows[$0]] })
    #expect(r.domain == DomainInference.extent(of: series.x) && r.yDomain == DomainInference.extent(of: series.y))
    #expect(r.inputCount == series.x.count)
    #expect(r.withinTolerance == (r.maximumDeviation <= options.tolerance))
    if series.x.count <= maximumPoints && interpolation == .linear { #expect(r.withinTolerance) }

    // What the app draws: a samples-mode layer of the kept points with the reduction's domains.
    let plot = Rect(x: 0, y: 0, width: 320, height: 160)
    let spec = CurveLayerSpec(
      mode: .samples, points: Array(zip(r.x, r.y)), domain: r.domain, yDomain: r.yDomain, interpolation: interpolation, plotPadding: 0)
    let geometry = CurveSampler.geometry(for: spec, in: plot)
    #expect(geometry.stroke.count == 1)
    let (ax, ay) = (Axis.horizontal(domain: r.domain, on: plot), Axis.vertical(domain: r.yDomain, on: plot))
    let original = zip(series.x, series.y).map { Point(ax.map(coordinate: $0), ay.map(coordinate: $1)) }
    let drawn = try #require(geometry.stroke.first)
    let measured = Self.hausdorff(original, Self.sampled(drawn))
    #expect(measured <= r.maximumDeviation + 1e-9, "measured \(measured), proven \(r.maximumDeviation)")
    #expect(r.maximumDeviation <= measured + Swift.max(0.01, measured / 500), "measured \(measured), proven \(r.maximumDeviation)")
  }

  @Test("the drawing the bound is computed on is the sampler's, point for point")
  func drawingIsTheSamplers() throws {
    let s = Self.series[2]
    for interpolation in Interpolation.allCases {
      var options = CurveReduction.Options(width: 200, height: 90)
      (options.interpolation, options.maximumPoints) = (interpolation, 40)
      let r = try CurveReduction(x: s.x, y: s.y, options)
      let plot = Rect(x: 0, y: 0, width: 200, height: 90)
      let (ax, ay) = (Axis.horizontal(domain: r.domain, on: plot), Axis.vertical(domain: r.yDomain, on: plot))
      let spec = CurveLayerSpec(mode: .samples, points: Array(zip(r.x, r.y)), domain: r.domain, yDomain: r.yDomain, interpolation: interpolation, plotPadding: 0)
      let sampler = CurveSampler.geometry(for: spec, in: plot).stroke
      let own = Curves.path(zip(r.x, r.y).map { Point(ax.map(coordinate: $0), ay.map(coordinate: $1)) }, interpolation)
      #expect(sampler == [own], "\(interpolation)")
    }
  }

  @Test("within the tolerance when the rows allow it: a smooth series at 0.25 and 1 pt")
  func withinTolerance() throws {
    let s = Self.series[2]
    for tolerance in [0.25, 1.0] {
      for interpolation in Interpolation.allCases where interpolation != .stepAfter {
        var options = CurveReduction.Options(width: 320, height: 160)
        (options.interpolation, options.tolerance) = (interpolation, tolerance)
        let r = try CurveReduction(x: s.x, y: s.y, options)
        #expect(r.withinTolerance && r.maximumDeviation <= tolerance)
        #expect(r.rows.count < 600, "\(interpolation) at \(tolerance): \(r.rows.count) rows")
      }
    }
  }

  @Test("a comb is followed within a pt by 1,024 rows in every interpolation, and the bound holds", arguments: Interpolation.allCases)
  func comb(_ interpolation: Interpolation) throws {
    // A step to a row at the level it starts from has no rise, so which ends fit alternates;
    // the greedy pass once stopped at the first that did not, and kept two rows 160 pt off.
    let s = Self.comb
    var options = CurveReduction.Options(width: 320, height: 160)
    options.interpolation = interpolation
    let r = try CurveReduction(x: s.x, y: s.y, options)
    #expect(r.rows.count > 900 && r.maximumDeviation < 1, "\(r.rows.count) rows, \(r.maximumDeviation) pt")
    let plot = Rect(x: 0, y: 0, width: 320, height: 160)
    let spec = CurveLayerSpec(
      mode: .samples, points: Array(zip(r.x, r.y)), domain: r.domain, yDomain: r.yDomain, interpolation: interpolation, plotPadding: 0)
    let drawn = try #require(CurveSampler.geometry(for: spec, in: plot).stroke.first)
    let (ax, ay) = (Axis.horizontal(domain: r.domain, on: plot), Axis.vertical(domain: r.yDomain, on: plot))
    let original = zip(s.x, s.y).map { Point(ax.map(coordinate: $0), ay.map(coordinate: $1)) }
    let measured = Self.hausdorff(original, Self.sampled(drawn))
    #expect(measured <= r.maximumDeviation + 1e-9, "measured \(measured), proven \(r.maximumDeviation)")
  }

  /// Noise a 1,000×300 pt layer cannot follow within 0.25 pt: a walk, and readings with spikes.
  static let noisy: [Series] = {
    var (walk, day) = (0.0, 0.0)
    return [
      Series("noisy walk", count: 20000, seed: 11) { i, r in
        walk += uniform(&r) + uniform(&r) - 1
        return (Double(i), walk)
      },
      Series("noisy readings with spikes", count: 20000, seed: 13) { i, r in
        day += (uniform(&r) - 0.5) * 0.05
        let spike = i % 1009 == 0 ? 25.0 : 0
        return (Double(i), sin(Double(i) / 3000) * 4 + day + uniform(&r) * 0.15 + spike)
      },
    ]
  }()

  @Test(
    "given N rows that reach a tolerance, the search for N rows reaches it too",
    arguments: noisy.flatMap { s in [Interpolation.linear, .monotone].map { (s, $0) } })
  func searchForNReachesWhatNRowsReach(_ series: Series, _ interpolation: Interpolation) throws {
    var options = CurveReduction.Options(width: 1000, height: 300)
    (options.interpolation, options.tolerance) = (interpolation, 2)
    let reached = try CurveReduction(x: series.x, y: series.y, options)
    try #require(reached.withinTolerance && reached.rows.count < 1024, "\(reached.rows.count) rows at 2 pt")
    (options.tolerance, options.maximumPoints) = (0.25, reached.rows.count)
    let searched = try CurveReduction(x: series.x, y: series.y, options)
    #expect(searched.rows.count <= reached.rows.count)
    // The search bisects the tolerance to 1% twice, and its passes' counts need not fall as it
    // grows (measured: up to 2% over).
    #expect(searched.maximumDeviation <= 2 * 1.05, "\(searched.maximumDeviation) pt at \(searched.rows.count) rows")
  }

  @Test("a monotone drawing of noise keeps at most twice the rows of straight lines", arguments: noisy)
  func monotoneBesideLinear(_ series: Series) throws {
    // The passes fit chords; a monotone drawing bends off them, and repair once kept nine times
    // the rows of linear on a noisy day at 1 pt (2.5 times on these readings at 2 pt).
    var options = CurveReduction.Options(width: 1000, height: 300)
    options.tolerance = 2
    options.interpolation = .linear
    let linear = try CurveReduction(x: series.x, y: series.y, options)
    options.interpolation = .monotone
    let monotone = try CurveReduction(x: series.x, y: series.y, options)
    try #require(linear.withinTolerance && monotone.withinTolerance)
    #expect(monotone.rows.count <= 2 * linear.rows.count, "monotone \(monotone.rows.count), linear \(linear.rows.count)")
  }

  @Test("each bad input is refused, with the row where there is one")
  func failures() {
    let options = CurveReduction.Options(width: 100, height: 50)
    #expect(throws: CurveReduction.Failure.notIncreasing(row: 2)) { try CurveReduction(x: [0, 1, 1], y: [0, 0, 0], options) }
    #expect(throws: CurveReduction.Failure.notFinite(row: 1)) { try CurveReduction(x: [0, 1], y: [0, .nan], options) }
    #expect(throws: CurveReduction.Failure.noRows) { try CurveReduction(x: [], y: [], options) }
    #expect(throws: CurveReduction.Failure.unequalColumns(x: 1, y: 0)) { try CurveReduction(x: [1], y: [], options) }
    var bad = options
    bad.tolerance = 0
    #expect(throws: CurveReduction.Failure.invalidTolerance(0)) { try CurveReduction(x: [0], y: [0], bad) }
    bad = options
    bad.maximumPoints = 1
    #expect(throws: CurveReduction.Failure.invalidMaximumPoints(1)) { try CurveReduction(x: [0], y: [0], bad) }
    bad = CurveReduction.Options(width: 0, height: 5)
    #expect(throws: CurveReduction.Failure.invalidSize(width: 0, height: 5)) { try CurveReduction(x: [0], y: [0], bad) }
  }

  // MARK: The measure, by sampling

  /// The path's points: each line at 256 values of its parameter, each Bézier at 512; and how far
  /// the lines between them may lie from the path ((3/4)·max‖Δ²b‖/512² for a Bézier).
  static func sampled(_ path: CurvePath) -> (points: [Point], error: Double) {
    var points: [Point] = []
    var error = 0.0
    var pen = Point(0, 0)
    for command in path {
      switch command {
      case .move(let p):
        points.append(p)
        pen = p
      case .line(let p):
        for k in 1...256 {
          let t = Double(k) / 256
          points.append(Point(pen.x + (p.x - pen.x) * t, pen.y + (p.y - pen.y) * t))
        }
        pen = p
      case .curve(let c1, let c2, let p):
        func norm(_ a: Point, _ b: Point, _ c: Point) -> Double { hypot(a.x - 2 * b.x + c.x, a.y - 2 * b.y + c.y) }
        error = Swift.max(error, 0.75 * Swift.max(norm(pen, c1, c2), norm(c1, c2, p)) / (512 * 512))
        for k in 1...512 {
          let t = Double(k) / 512
          let u = 1 - t
          let (w0, w1, w2, w3): (Double, Double, Double, Double) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          func at(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { w0 * a + w1 * b + w2 * c + w3 * d }
          points.append(Point(at(pen.x, c1.x, c2.x, p.x), at(pen.y, c1.y, c2.y, p.y)))
        }
        pen = p
      case .close: break
      }
    }
    return (points, error)
  }

  /// The two-sided Hausdorff distance between the polyline through `original` and the path
  /// sampled as `drawn`, measured at the path's points and along each of the original's
  /// segments (at eight points, then nearer the farthest of them by golden-section search: a
  /// tall segment's farthest point can lie between the eight): a lower bound, close to the
  /// distance for dense points (the distance to the path is taken to its sampled polyline, less
  /// the polyline's error).
  static func hausdorff(_ original: [Point], _ drawn: (points: [Point], error: Double)) -> Double {
    func toSegment(_ q: Point, _ s: Point, _ e: Point) -> Double {
      let (ux, uy): (Double, Double) = (e.x - s.x, e.y - s.y)
      let (wx, wy): (Double, Double) = (q.x - s.x, q.y - s.y)
      let l = ux * ux + uy * uy
      let t = l == 0 ? 0 : Swift.min(1, Swift.max(0, (wx * ux + wy * uy) / l))
      let (dx, dy) = (wx - t * ux, wy - t * uy)
      return (dx * dx + dy * dy).squareRoot()
    }
    // Both polylines go rightwards: a segment further in x than the best so far is not nearer.
    func distance(_ q: Point, _ to: [Point]) -> Double {
      guard to.count > 1 else { return toSegment(q, to[0], to[0]) }
      var (lo, hi) = (0, to.count - 2)  // the last segment starting left of q
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if to[mid].x < q.x { lo = mid } else { hi = mid - 1 }
      }
      var best = Double.infinity
      var k = lo
      while k + 1 < to.count, to[k].x - q.x < best {
        best = Swift.min(best, toSegment(q, to[k], to[k + 1]))
        k += 1
      }
      k = lo - 1
      while k >= 0, q.x - to[k + 1].x < best {
        best = Swift.min(best, toSegment(q, to[k], to[k + 1]))
        k -= 1
      }
      return best
    }
    func along(_ s: Point, _ e: Point, _ t: Double) -> Point { Point(s.x + (e.x - s.x) * t, s.y + (e.y - s.y) * t) }
    var worst = drawn.points.reduce(0.0) { Swift.max($0, distance($1, original)) }
    for (s, e) in zip(original, original.dropFirst()) {
      let samples = (0...8).map { distance(along(s, e, Double($0) / 8), drawn.points) }
      let k = samples.indices.max { samples[$0] < samples[$1] }!
      var (lo, hi) = (Double(Swift.max(k - 1, 0)) / 8, Double(Swift.min(k + 1, 8)) / 8)
      var best = samples[k]
      for _ in 0..<24 {
        let (a, b) = (hi - (hi - lo) * 0.618, lo + (hi - lo) * 0.618)
        let (da, db) = (distance(along(s, e, a), drawn.points), distance(along(s, e, b), drawn.points))
        best = Swift.max(best, da, db)
        if da < db { lo = a } else { hi = b }
      }
      worst = Swift.max(worst, best - drawn.error)
    }
    if original.count == 1 { worst = Swift.max(worst, distance(original[0], drawn.points) - drawn.error) }
    return worst
  }
}
