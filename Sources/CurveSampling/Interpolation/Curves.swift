/// The three interpolations, producing exactly the path commands d3-shape's `curveLinear`,
/// `curveStepAfter` and `curveMonotoneX` produce for a `d3.line()` run of points (one
/// `lineStart` … `lineEnd`), written from their published semantics:
///
/// - every run starts with a move; a run of one point is `M p Z` (d3 closes a one-point line);
/// - linear: a line to each next point;
/// - stepAfter: for each next point, a line to `(x, previous y)` then to `(x, y)`, with the
///   step's x computed as d3 does, `previous x · 0 + x · 1`;
/// - monotoneX: Steffen's slopes inside, d3's one-sided slopes at the ends, each segment a
///   cubic Bézier with control points at thirds of its width; a point equal to the previous one
///   (both coordinates) is skipped; two points make a line.
///
/// d3 formats path strings with limited digits; these are the exact doubles before formatting.
public enum Curves {
  public static func path(_ run: [Point], _ interpolation: Interpolation, into path: inout [PathCommand]) {
    path.append(contentsOf: commands(run, interpolation))
  }

  /// The commands for `run`, written straight into an array of exactly the largest size they
  /// can take (no per-command capacity checks: this is the sampler's hot loop).
  public static func commands(_ run: [Point], _ interpolation: Interpolation) -> [PathCommand] {
    let capacity = interpolation == .stepAfter ? 2 * run.count : run.count + 1
    return [PathCommand](unsafeUninitializedCapacity: capacity) { buffer, count in
      var out = Writer(buffer: buffer)
      run.withUnsafeBufferPointer { points in
        switch interpolation {
        case .linear: linear(points, &out)
        case .stepAfter: stepAfter(points, &out)
        case .monotone: monotoneX(points, &out)
        }
      }
      count = out.count
    }
  }

  /// Appends commands to an uninitialised buffer sized for the worst case.
  struct Writer {
    let buffer: UnsafeMutableBufferPointer<PathCommand>
    var count = 0

    @inline(__always)
    mutating func append(_ command: PathCommand) {
      // The capacity is the worst case for the run, so there is always room.
      guard let base = buffer.baseAddress, count < buffer.count else { return }
      (base + count).initialize(to: command)
      count += 1
    }
  }

  static func linear(_ run: UnsafeBufferPointer<Point>, _ out: inout Writer) {
    guard let first = run.first else { return }
    out.append(.move(first))
    for point in run.dropFirst() { out.append(.line(point)) }
    if run.count == 1 { out.append(.close) }
  }

  static func stepAfter(_ run: UnsafeBufferPointer<Point>, _ out: inout Writer) {
    guard var previous = run.first else { return }
    out.append(.move(previous))
    for point in run.dropFirst() {
      let stepX = previous.x * 0 + point.x * 1  // d3: x0·(1 − t) + x·t with t = 1
      out.append(.line(Point(stepX, previous.y)))
      out.append(.line(Point(stepX, point.y)))
      previous = point
    }
    if run.count == 1 { out.append(.close) }
  }

  // MARK: monotoneX

  static func monotoneX(_ run: UnsafeBufferPointer<Point>, _ out: inout Writer) {
    var state = MonotoneState()
    for point in run { state.add(point, &out) }
    state.end(&out)
  }

  /// d3's MonotoneX state machine: `count` is d3's `_point` (0, 1, 2, then 3 for "more").
  struct MonotoneState {
    var x0 = Double.nan, y0 = Double.nan, x1 = Double.nan, y1 = Double.nan, t0 = Double.nan
    var count = 0

    @inline(__always)
    mutating func add(_ p: Point, _ path: inout Writer) {
      var t1 = Double.nan
      if p.x == x1 && p.y == y1 { return }  // coincident with the previous point
      switch count {
      case 0:
        count = 1
        path.append(.move(p))
      case 1:
        count = 2
      case 2:
        count = 3
        t1 = slope3(p.x, p.y)
        segment(slope2(t1), t1, &path)
      default:
        t1 = slope3(p.x, p.y)
        segment(t0, t1, &path)
      }
      (x0, x1, y0, y1, t0) = (x1, p.x, y1, p.y, t1)
    }

    mutating func end(_ path: inout Writer) {
      switch count {
      case 1: path.append(.close)
      case 2: path.append(.line(Point(x1, y1)))
      case 3: segment(t0, slope2(t0), &path)
      default: break
      }
    }

    /// Steffen's slope at (x1, y1) from its neighbours (d3's `slope3`).
    @inline(__always)
    func slope3(_ x2: Double, _ y2: Double) -> Double {
      let h0 = x1 - x0
      let h1 = x2 - x1
      // JavaScript's `h0 || (h1 < 0 && -0)`: h0 unless it is zero (or NaN), then −0 or +0.
      let d0 = h0 != 0 && !h0.isNaN ? h0 : (h1 < 0 ? -0.0 : 0.0)
      let d1 = h1 != 0 && !h1.isNaN ? h1 : (h0 < 0 ? -0.0 : 0.0)
      let s0 = (y1 - y0) / d0
      let s1 = (y2 - y1) / d1
      let p = (s0 * h1 + s1 * h0) / (h0 + h1)
      let slope = (sign(s0) + sign(s1)) * jsMin(Swift.abs(s0), Swift.abs(s1), 0.5 * Swift.abs(p))
      return slope.isNaN || slope == 0 ? 0 : slope  // `|| 0`
    }

    /// A one-sided slope at an end (d3's `slope2`).
    func slope2(_ t: Double) -> Double {
      let h = x1 - x0
      return h != 0 && !h.isNaN ? (3 * (y1 - y0) / h - t) / 2 : t
    }

    /// The Bézier from (x0, y0) to (x1, y1) with slopes ta and tb (d3's `point`).
    @inline(__always)
    func segment(_ ta: Double, _ tb: Double, _ path: inout Writer) {
      let dx = (x1 - x0) / 3
      path.append(.curve(Point(x0 + dx, y0 + dx * ta), Point(x1 - dx, y1 - dx * tb), Point(x1, y1)))
    }

    private func sign(_ x: Double) -> Double { x < 0 ? -1 : 1 }

    /// JavaScript's Math.min: NaN when any argument is NaN.
    private func jsMin(_ a: Double, _ b: Double, _ c: Double) -> Double {
      if a.isNaN || b.isNaN || c.isNaN { return .nan }
      return Swift.min(a, b, c)
    }
  }
}
