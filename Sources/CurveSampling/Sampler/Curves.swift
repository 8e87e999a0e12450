internal import _CurveKernels

/// The three interpolations, producing exactly the path commands d3-shape's `curveLinear`,
/// `curveStepAfter` and `curveMonotoneX` produce for a `d3.line()` run of points (one
/// `lineStart` … `lineEnd`), written from their published semantics:
///
/// - every run starts with a move; a run of one point is `M p Z` (d3 closes a one-point line);
/// - linear: a line to each next point;
/// - stepAfter: for each next point, a line to `(x, previous y)` then to `(x, y)`, with the
///   step's x computed as d3 does, `previous x · 0 + x · 1`;
/// - monotoneX: a point equal to the one before it (both coordinates) is skipped; then two points
///   make a line, and more make cubic Béziers with control points at thirds of each width and
///   Steffen's slopes (d3's `slope3`) inside, d3's one-sided `slope2` at the ends.
///
/// d3 runs monotoneX as a state machine, point by point. Once equal neighbours are dropped, every
/// slope depends only on its two neighbours, so the slopes are computed in one data-parallel
/// vector pass (`curve_monotone` in C; the formulas are written once, in
/// `CurveGeometryKernels.h`), and the path keeps the points and slopes (``CurvePath``).
/// The tests check this against a transliteration of d3's state machine.
///
/// d3 formats path strings with limited digits; these are the exact doubles before formatting.
package enum Curves {
  /// The path for one run of points.
  package static func path(_ run: [Point], _ interpolation: Interpolation) -> CurvePath {
    let (xs, ys) = (run.map { $0.x }, run.map { $0.y })
    return xs.withUnsafeBufferPointer { x in
      ys.withUnsafeBufferPointer { y in
        path(x: x, y: y, interpolation, scratch: CurveScratch(capacity: run.count))
      }
    }
  }

  /// The path for the run `(x[i], y[i])`, written straight into its storage (the sampler's hot
  /// loop). `scratch` holds at least `x.count` values in each buffer and may not alias `x` or
  /// `y`; `y` is as long as `x`.
  static func path(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, _ interpolation: Interpolation, scratch: CurveScratch
  ) -> CurvePath {
    let n = Swift.min(x.count, y.count)
    guard n > 0, let x = x.baseAddress, let y = y.baseAddress else { return CurvePath(.lines, points: []) }
    let end: CurvePath.End = n == 1 ? .close : .open
    switch interpolation {
    case .linear:
      return CurvePath(.lines, pointCount: n, storage: columns(x, y, n), end: end)
    case .stepAfter:
      // A corner at (x, previous y) before each point after the first.
      let count = 2 * n - 1
      let storage = [Double](unsafeUninitializedCapacity: 2 * count) { buffer, written in
        guard let out = buffer.baseAddress else { return }
        (out[0], out[count]) = (x[0], y[0])
        for i in 1..<n {
          let stepX = x[i - 1] * 0 + x[i] * 1  // d3: x0·(1 − t) + x·t with t = 1
          (out[2 * i - 1], out[count + 2 * i - 1]) = (stepX, y[i - 1])
          (out[2 * i], out[count + 2 * i]) = (stepX, y[i])
        }
        written = 2 * count
      }
      return CurvePath(.lines, pointCount: count, storage: storage, end: end)
    case .monotone:
      return monotoneX(x, y, n, scratch)
    }
  }

  /// `x[0..<n]` then `y[0..<n]`.
  private static func columns(_ x: UnsafePointer<Double>, _ y: UnsafePointer<Double>, _ n: Int) -> [Double] {
    [Double](unsafeUninitializedCapacity: 2 * n) { buffer, written in
      guard let out = buffer.baseAddress else { return }
      out.initialize(from: x, count: n)
      (out + n).initialize(from: y, count: n)
      written = 2 * n
    }
  }

  private static func monotoneX(
    _ x: UnsafePointer<Double>, _ y: UnsafePointer<Double>, _ n: Int, _ scratch: CurveScratch
  ) -> CurvePath {
    guard let cx = scratch.x.baseAddress, let cy = scratch.y.baseAddress else {
      return CurvePath(.lines, points: [])
    }
    // d3 ignores a point equal to the previous point it kept, which is the same as a point equal
    // to the one just before it. Usually there is none and the run is used in place; otherwise
    // those points are dropped first.
    func path(_ x: UnsafePointer<Double>, _ y: UnsafePointer<Double>, _ n: Int) -> CurvePath? {
      switch n {
      case 1: return CurvePath(.lines, pointCount: 1, storage: [x[0], y[0]], end: .close)
      case 2: return x[1] == x[0] && y[1] == y[0] ? nil : CurvePath(.lines, pointCount: 2, storage: [x[0], x[1], y[0], y[1]])
      default:
        var repeats = false
        let storage = [Double](unsafeUninitializedCapacity: 3 * n) { buffer, written in
          guard let out = buffer.baseAddress else { return }
          repeats = curve_monotone(out, x, y, n) != 0
          written = repeats ? 0 : 3 * n
        }
        guard !repeats else { return nil }
        return CurvePath(.curves, pointCount: n, storage: storage)
      }
    }
    if let drawn = path(x, y, n) { return drawn }
    var kept = 0
    for i in 0..<n where i == 0 || x[i] != x[i - 1] || y[i] != y[i - 1] {
      (cx[kept], cy[kept]) = (x[i], y[i])
      kept += 1
    }
    return path(cx, cy, kept) ?? CurvePath(.lines, points: [])
  }
}
