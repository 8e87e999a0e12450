internal import _CurveMathShims

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
/// slope depends only on its two neighbours, so the slopes are computed as one data-parallel pass
/// (`curve_monotone_slopes` in C, the formulas written once there) and the commands in a second.
/// The tests check this against a transliteration of d3's state machine.
///
/// d3 formats path strings with limited digits; these are the exact doubles before formatting.
public enum Curves {
  /// The path for one run of points.
  public static func path(_ run: [Point], _ interpolation: Interpolation) -> Path {
    let (xs, ys) = (run.map(\.x), run.map(\.y))
    return xs.withUnsafeBufferPointer { x in
      ys.withUnsafeBufferPointer { y in
        path(x: x, y: y, interpolation, scratch: CurveScratch(capacity: run.count))
      }
    }
  }

  /// The path for the run `(x[i], y[i])`, written straight into coordinates sized for the
  /// largest path the run can make (the sampler's hot loop). `scratch` holds at least `x.count`
  /// values in each buffer and may not alias `x` or `y`; `y` is as long as `x`.
  static func path(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, _ interpolation: Interpolation, scratch: CurveScratch
  ) -> Path {
    let n = Swift.min(x.count, y.count)
    guard n > 0, let x = x.baseAddress, let y = y.baseAddress else { return Path(.lines, coordinates: []) }
    let end: Path.End = n == 1 ? .close : .open
    switch interpolation {
    case .linear:
      return Path(.lines, coordinates: coordinates(count: 2 * n) { out in
        for i in 0..<n { (out[2 * i], out[2 * i + 1]) = (x[i], y[i]) }
        return 2 * n
      }, end: end)
    case .stepAfter:
      return Path(.lines, coordinates: coordinates(count: 4 * n - 2) { out in
        (out[0], out[1]) = (x[0], y[0])
        for i in 1..<n {
          let stepX = x[i - 1] * 0 + x[i] * 1  // d3: x0·(1 − t) + x·t with t = 1
          (out[4 * i - 2], out[4 * i - 1], out[4 * i], out[4 * i + 1]) = (stepX, y[i - 1], stepX, y[i])
        }
        return 4 * n - 2
      }, end: end)
    case .monotone:
      return monotoneX(x, y, n, scratch)
    }
  }

  /// An array of at most `count` coordinates, filled by `body`, which returns how many it wrote.
  @inline(__always)
  private static func coordinates(count: Int, _ body: (UnsafeMutablePointer<Double>) -> Int) -> [Double] {
    [Double](unsafeUninitializedCapacity: count) { buffer, written in
      guard let out = buffer.baseAddress else { return }
      written = body(out)
    }
  }

  private static func monotoneX(
    _ x: UnsafePointer<Double>, _ y: UnsafePointer<Double>, _ n: Int, _ scratch: CurveScratch
  ) -> Path {
    guard let t = scratch.slopes.baseAddress, let third = scratch.thirds.baseAddress,
      let secant = scratch.secants.baseAddress, let cx = scratch.x.baseAddress, let cy = scratch.y.baseAddress
    else { return Path(.lines, coordinates: []) }
    var (x, y, n) = (x, y, n)
    let repeats = n >= 3 ? curve_monotone_slopes(t, third, secant, x, y, n) != 0 : n == 2 && x[1] == x[0] && y[1] == y[0]
    if repeats {
      // d3 ignores a point equal to the previous point it kept, which is the same as a point
      // equal to the one just before it. Drop those, then compute again.
      var kept = 0
      for i in 0..<n where i == 0 || x[i] != x[i - 1] || y[i] != y[i - 1] {
        (cx[kept], cy[kept]) = (x[i], y[i])
        kept += 1
      }
      (x, y, n) = (UnsafePointer(cx), UnsafePointer(cy), kept)
      if n >= 3 { curve_monotone_slopes(t, third, secant, x, y, n) }
    }
    switch n {
    case 1: return Path(.lines, coordinates: [x[0], y[0]], end: .close)
    case 2: return Path(.lines, coordinates: [x[0], y[0], x[1], y[1]])
    default:
      return Path(.curves, coordinates: coordinates(count: 6 * n - 4) { out in
        curve_monotone_path(out, x, y, t, third, n)
        return 6 * n - 4
      })
    }
  }
}

/// Scratch memory for ``Curves``: per point a slope, a third of a width and a secant, and room
/// to copy a run without its repeated points.
final class CurveScratch {
  let x, y, slopes, thirds, secants: UnsafeMutableBufferPointer<Double>

  init(capacity: Int) {
    (x, y) = (.allocate(capacity: capacity), .allocate(capacity: capacity))
    (slopes, thirds, secants) = (.allocate(capacity: capacity), .allocate(capacity: capacity), .allocate(capacity: capacity))
  }

  deinit {
    for buffer in [x, y, slopes, thirds, secants] { buffer.deallocate() }
  }
}
