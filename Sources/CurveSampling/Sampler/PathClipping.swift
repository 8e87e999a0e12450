/// Clipping of curve paths to a rectangle in pt, by exact intersection: a line is cut where it
/// crosses an edge; a monotoneX Bézier is cut at the parameters where it crosses one (found by
/// bisection on each stretch where the coordinate is monotone) and the part inside is the same
/// cubic, re-expressed as the points and slopes at its new ends. Inside the rectangle a clipped
/// path traces the unclipped one; segments wholly inside keep their bits.
package enum PathClipping {
  /// The parts of `path` inside `rect` (one path per stretch inside; a one-point path is kept
  /// when its point is inside).
  /// `hull`: the path's (``CurvePath/hull()``), when the caller has it.
  package static func clip(_ path: CurvePath, to rect: Rect, hull: CurvePath.Hull? = nil) -> [CurvePath] {
    if contains(rect, hull ?? path.hull()) { return [path] }
    guard path.pointCount > 1 else {
      guard path.pointCount == 1, inside(path.firstPoint, rect) else { return [] }
      return [path]
    }
    var pieces: [CurvePath] = []
    var piece = Piece()
    for i in 0..<path.pointCount - 1 {
      let segment = Segment(path, i)
      let spans = segment.inside(rect)
      if spans.isEmpty { piece.flush(path.segments, within: rect, into: &pieces) }
      for span in spans {
        if span.start > 0 || piece.isEmpty {
          piece.flush(path.segments, within: rect, into: &pieces)
          piece.append(segment.point(at: span.start, on: span.startEdge, in: rect), slope: segment.slope(at: span.start))
        }
        piece.append(segment.point(at: span.end, on: span.endEdge, in: rect), slope: segment.slope(at: span.end))
        if span.end < 1 { piece.flush(path.segments, within: rect, into: &pieces) }
      }
    }
    piece.flush(path.segments, within: rect, into: &pieces)
    return pieces
  }

  /// The area between `path` and the bottom of `rect`, within `rect`: the curve where it is
  /// inside, the top (or bottom) edge where it is beyond it, and straight joins between them;
  /// then down to the bottom and back. `nil` for a path of fewer than two points.
  static func area(under path: CurvePath, in rect: Rect, hull: CurvePath.Hull? = nil) -> CurvePath? {
    guard path.pointCount > 1 else { return nil }
    let hull = hull ?? path.hull()
    // A curve on the plot: its own points and slopes, then the baseline (shared storage).
    if contains(rect, hull) { return path.ending(.baseline(rect.maxY)) }
    let pieces = clip(path, to: rect, hull: hull)
    var area = Piece()
    var previous = clamped(path.firstPoint, rect)
    // A join from the last point to `p`: in a Bézier path both ends repeat, with the chord's
    // slope, so the join is straight and the pieces keep their own slopes.
    func join(to p: Point) {
      guard p != previous else { return }
      let chord = p.x == previous.x ? 0 : (p.y - previous.y) / (p.x - previous.x)
      area.append(previous, slope: chord)
      area.append(p, slope: chord)
    }
    for piece in pieces {
      join(to: piece.firstPoint)
      for k in 0..<piece.pointCount { area.append(piece.point(k), slope: piece.slope(k)) }
      previous = piece.lastPoint
    }
    join(to: clamped(path.lastPoint, rect))
    return area.path(path.segments, end: .baseline(rect.maxY))
  }

  /// Whether a path's hull lies in `rect`: then the path is its own clip.
  private static func contains(_ rect: Rect, _ hull: CurvePath.Hull) -> Bool {
    rect.x <= hull.left && hull.right <= rect.maxX && rect.y <= hull.top && hull.bottom <= rect.maxY
  }

  fileprivate static func inside(_ p: Point, _ rect: Rect) -> Bool {
    rect.x <= p.x && p.x <= rect.maxX && rect.y <= p.y && p.y <= rect.maxY
  }

  fileprivate static func clamped(_ p: Point, _ rect: Rect) -> Point {
    Point(Swift.min(Swift.max(p.x, rect.x), rect.maxX), Swift.min(Swift.max(p.y, rect.y), rect.maxY))
  }

  /// Points (and slopes) of a path being built.
  private struct Piece {
    var xs: [Double] = []
    var ys: [Double] = []
    var slopes: [Double] = []
    var isEmpty: Bool { xs.isEmpty }

    mutating func append(_ p: Point, slope: Double) {
      xs.append(p.x)
      ys.append(p.y)
      slopes.append(slope)
    }

    func path(_ segments: CurvePath.Segments, end: CurvePath.End) -> CurvePath {
      let storage = segments == .curves ? xs + ys + slopes : xs + ys
      return CurvePath(segments, pointCount: xs.count, storage: storage, end: end)
    }

    /// Ends the piece: kept when it has two points or more (a touch at a corner is not), its
    /// Béziers split until their control points are inside `rect` too.
    mutating func flush(_ segments: CurvePath.Segments, within rect: Rect, into pieces: inout [CurvePath]) {
      if xs.count > 1 {
        if segments == .curves { tighten(within: rect) }
        pieces.append(path(segments, end: .open))
      }
      (xs, ys, slopes) = ([], [], [])
    }

    /// Halves each Bézier whose control points leave `rect` (the curve itself is inside): the
    /// halves are the same cubic, and their control points come closer to it each time. At most
    /// 48 halvings a segment; a part still reaching out then is drawn as its chord, between
    /// repeated points, so its neighbours keep their slopes.
    private mutating func tighten(within rect: Rect) {
      var out = Piece()
      out.append(Point(xs[0], ys[0]), slope: slopes[0])
      for i in 0..<xs.count - 1 {
        var budget = 48
        split(Point(xs[i], ys[i]), slopes[i], Point(xs[i + 1], ys[i + 1]), slopes[i + 1], budget: &budget, rect, into: &out)
      }
      self = out
    }

    private func split(_ a: Point, _ sa: Double, _ b: Point, _ sb: Double, budget: inout Int, _ rect: Rect, into out: inout Piece) {
      let (c1, c2) = CurvePath.controlPoints(from: a, sa, to: b, sb)
      if PathClipping.inside(c1, rect) && PathClipping.inside(c2, rect) {
        out.append(b, slope: sb)
        return
      }
      guard budget > 0 else {
        let chord = b.x == a.x ? 0 : (b.y - a.y) / (b.x - a.x)
        out.append(a, slope: chord)
        out.append(b, slope: chord)
        out.append(b, slope: sb)
        return
      }
      budget -= 1
      let xs = (a.x, c1.x, c2.x, b.x)
      let ys = (a.y, c1.y, c2.y, b.y)
      // On the curve, so inside but for rounding (which the clamp takes back).
      let m = PathClipping.clamped(Point(Segment.value(xs, 0.5), Segment.value(ys, 0.5)), rect)
      let dx = Segment.derivative(xs, 0.5)
      let sm = dx == 0 ? 0 : Segment.derivative(ys, 0.5) / dx
      split(a, sa, m, sm, budget: &budget, rect, into: &out)
      split(m, sm, b, sb, budget: &budget, rect, into: &out)
    }
  }

  /// A stretch of a segment's parameter inside the rectangle. An end where the segment crosses an
  /// edge names it (`x` or `y` edge and its coordinate), so the point there is put on the edge
  /// exactly instead of being rebuilt from far-off coordinates.
  private struct Span {
    var start: Double
    var end: Double
    var startEdge: Edge?
    var endEdge: Edge?
  }

  private enum Edge {
    case x(Double)
    case y(Double)
  }

  /// One segment of a path: a line, or d3's monotoneX Bézier (control points at thirds of the
  /// width, along the slopes at the ends).
  private struct Segment {
    let a: Point
    let b: Point
    let slopeA: Double
    let slopeB: Double
    let curved: Bool
    /// x and y of the four Bézier points (for a line, the thirds of the chord).
    let xs: (Double, Double, Double, Double)
    let ys: (Double, Double, Double, Double)

    init(_ path: CurvePath, _ i: Int) {
      (a, b) = (path.point(i), path.point(i + 1))
      (slopeA, slopeB) = (path.slope(i), path.slope(i + 1))
      curved = path.segments == .curves
      let (c1, c2) = CurvePath.controlPoints(from: a, slopeA, to: b, slopeB)
      xs = (a.x, c1.x, c2.x, b.x)
      ys = (a.y, c1.y, c2.y, b.y)
    }

    /// The parameter spans in [0, 1] where the segment is inside `rect`, in order.
    func inside(_ rect: Rect) -> [Span] {
      guard curved else { return line(rect).map { [$0] } ?? [] }
      // The curve lies in the hull of its four points.
      let (x, y) = (Self.range(xs), Self.range(ys))
      if rect.x <= x.lowerBound && x.upperBound <= rect.maxX && rect.y <= y.lowerBound && y.upperBound <= rect.maxY {
        return [Span(start: 0, end: 1)]
      }
      if x.upperBound < rect.x || x.lowerBound > rect.maxX || y.upperBound < rect.y || y.lowerBound > rect.maxY {
        return []
      }
      return Self.intersection(Self.spans(xs, rect.x, rect.maxX, Edge.x), Self.spans(ys, rect.y, rect.maxY, Edge.y))
    }

    /// The least and greatest of four values (NaN-free: a NaN makes the range empty of use).
    private static func range(_ v: (Double, Double, Double, Double)) -> ClosedRange<Double> {
      let low = Swift.min(Swift.min(v.0, v.1), Swift.min(v.2, v.3))
      let high = Swift.max(Swift.max(v.0, v.1), Swift.max(v.2, v.3))
      return low <= high ? low...high : 0...0
    }

    /// Liang–Barsky: the span of the chord inside `rect`, with the edge that bounds each end.
    private func line(_ rect: Rect) -> Span? {
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      var span = Span(start: 0, end: 1)
      var outside = false
      func edge(_ p: Double, _ q: Double, _ edge: Edge) {
        if p == 0 {
          if q < 0 { outside = true }
          return
        }
        let t = q / p
        if p < 0, t > span.start { (span.start, span.startEdge) = (t, edge) }
        if p > 0, t < span.end { (span.end, span.endEdge) = (t, edge) }
      }
      edge(-dx, a.x - rect.x, .x(rect.x))
      edge(dx, rect.maxX - a.x, .x(rect.maxX))
      edge(-dy, a.y - rect.y, .y(rect.y))
      edge(dy, rect.maxY - a.y, .y(rect.maxY))
      guard !outside, span.start <= span.end else { return nil }
      // An end left at a point of the path must be inside: a chord grazing a corner from far
      // off can round to a span that ends at an outside point.
      if span.startEdge == nil && !PathClipping.inside(span.start == 0 ? a : b, rect) { return nil }
      if span.endEdge == nil && !PathClipping.inside(span.end == 1 ? b : a, rect) { return nil }
      return span
    }

    /// The point at `t`, on `edge` when it is a crossing: the edge's coordinate exactly, the
    /// other from the end nearer to the edge along the chord's slope (a line) or from the cubic
    /// (a Bézier), so no far-off coordinate cancels; then held in `rect` against rounding.
    func point(at t: Double, on edge: Edge?, in rect: Rect) -> Point {
      guard let edge else { return point(at: t) }
      let p: Point
      switch edge {
      case .x(let e):
        if curved {
          p = Point(e, Self.value(ys, t))
        } else {
          let near = Swift.abs(e - a.x) <= Swift.abs(e - b.x) ? a : b
          p = Point(e, near.y + (e - near.x) * ((b.y - a.y) / (b.x - a.x)))
        }
      case .y(let e):
        if curved {
          p = Point(Self.value(xs, t), e)
        } else {
          let near = Swift.abs(e - a.y) <= Swift.abs(e - b.y) ? a : b
          p = Point(near.x + (e - near.y) * ((b.x - a.x) / (b.y - a.y)), e)
        }
      }
      return PathClipping.clamped(p, rect)
    }

    func point(at t: Double) -> Point {
      if t == 0 { return a }
      if t == 1 { return b }
      guard curved else { return Point(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)) }
      return Point(Self.value(xs, t), Self.value(ys, t))
    }

    /// dy/dx at `t` (the ends keep their slopes).
    func slope(at t: Double) -> Double {
      if t == 0 { return slopeA }
      if t == 1 { return slopeB }
      let dx = Self.derivative(xs, t)
      return dx == 0 ? 0 : Self.derivative(ys, t) / dx
    }

    /// The Bézier coordinate at `t`, by de Casteljau (each step a convex combination, so no
    /// intermediate exceeds the control values).
    static func value(_ v: (Double, Double, Double, Double), _ t: Double) -> Double {
      let s = 1 - t
      let (p, q, r) = (s * v.0 + t * v.1, s * v.1 + t * v.2, s * v.2 + t * v.3)
      let (u, w) = (s * p + t * q, s * q + t * r)
      return s * u + t * w
    }

    static func derivative(_ v: (Double, Double, Double, Double), _ t: Double) -> Double {
      let s = 1 - t
      return 3 * (s * s * (v.1 - v.0) + 2 * s * t * (v.2 - v.1) + t * t * (v.3 - v.2))
    }

    /// The spans of [0, 1] where `low ≤ v(t) ≤ high`: the cubic is split where its derivative
    /// vanishes, and on each monotone stretch the crossings are found by bisection.
    static func spans(_ v: (Double, Double, Double, Double), _ low: Double, _ high: Double, _ edge: (Double) -> Edge) -> [Span] {
      var cuts: [Double] = [0]
      // v′(t)/3 = A t² + B t + C in the power basis.
      let (d0, d1, d2) = (v.1 - v.0, v.2 - v.1, v.3 - v.2)
      let (qa, qb, qc) = (d0 - 2 * d1 + d2, 2 * (d1 - d0), d0)
      for root in roots(qa, qb, qc).sorted() where root > 0 && root < 1 { cuts.append(root) }
      cuts.append(1)
      var result: [Span] = []
      for k in 0..<cuts.count - 1 {
        let (t0, t1) = (cuts[k], cuts[k + 1])
        guard t0 < t1 else { continue }
        let (v0, v1) = (value(v, t0), value(v, t1))
        // A stretch wholly beyond one side (both ends past the same edge) has no inside part.
        if (v0 < low && v1 < low) || (v0 > high && v1 > high) { continue }
        // On a monotone stretch the inside part is one span: from where v enters to where it leaves.
        var span = Span(start: t0, end: t1)
        if v0 < low { (span.start, span.startEdge) = (crossing(v, low, t0, t1, insideAbove: true), edge(low)) }
        if v0 > high { (span.start, span.startEdge) = (crossing(v, high, t0, t1, insideAbove: false), edge(high)) }
        if v1 < low { (span.end, span.endEdge) = (crossing(v, low, t0, t1, insideAbove: true), edge(low)) }
        if v1 > high { (span.end, span.endEdge) = (crossing(v, high, t0, t1, insideAbove: false), edge(high)) }
        guard span.start <= span.end else { continue }
        if let last = result.last, last.end == span.start {
          result[result.count - 1].end = span.end
          result[result.count - 1].endEdge = span.endEdge
        } else {
          result.append(span)
        }
      }
      return result
    }

    /// Where `v` crosses `level` between `t0` and `t1`, with `v` monotone there and on either side
    /// of `level` at the ends: bisection to the last bit of t, returning the end on the inside
    /// (`v ≥ level` when `insideAbove`). The coordinate is evaluated relative to the level, so
    /// the terms that cancel near the crossing are of the size of the plot, not of a far control
    /// point.
    static func crossing(_ v: (Double, Double, Double, Double), _ level: Double, _ t0: Double, _ t1: Double, insideAbove: Bool) -> Double {
      let shifted = (v.0 - level, v.1 - level, v.2 - level, v.3 - level)
      let startsBelow = value(shifted, t0) < 0
      var (lo, hi) = (t0, t1)
      for _ in 0..<200 {
        let mid = lo + (hi - lo) / 2
        if mid == lo || mid == hi { break }
        if (value(shifted, mid) < 0) == startsBelow { lo = mid } else { hi = mid }
      }
      let f = value(shifted, lo)
      return (insideAbove ? f >= 0 : f <= 0) ? lo : hi
    }

    /// The real roots of a t² + b t + c (a linear or constant equation when a or b is 0).
    private static func roots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
      let scale = Swift.max(Swift.abs(a), Swift.abs(b), Swift.abs(c))
      guard scale > 0, scale.isFinite else { return [] }
      let (a, b, c) = (a / scale, b / scale, c / scale)
      if Swift.abs(a) < 1e-12 {
        return b == 0 ? [] : [-c / b]
      }
      let discriminant = b * b - 4 * a * c
      guard discriminant >= 0 else { return [] }
      // The stable form: no cancellation between −b and the root.
      let q = -0.5 * (b + (b < 0 ? -1 : 1) * discriminant.squareRoot())
      return q == 0 ? [0] : [q / a, c / q]
    }

    /// Where two sets of spans overlap, each end keeping the edge that bounds it.
    static func intersection(_ p: [Span], _ q: [Span]) -> [Span] {
      var result: [Span] = []
      for u in p {
        for w in q {
          var span = u.start >= w.start ? u : w
          let (end, endEdge) = u.end <= w.end ? (u.end, u.endEdge) : (w.end, w.endEdge)
          (span.end, span.endEdge) = (end, endEdge)
          if span.start <= span.end { result.append(span) }
        }
      }
      return result.sorted { $0.start < $1.start }
    }
  }
}
