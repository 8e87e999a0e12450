/// What the app draws through a reduction's kept rows (``Curves``, on their pt coordinates),
/// a segment at a time: each segment from one kept row to the next as a polyline, Béziers
/// flattened within a known error.
struct Drawing {
  /// The kept rows, as positions in the series.
  let kept: [Int]
  /// The path as the app draws it.
  private let path: CurvePath
  /// Each kept row's point in `path` (monotone drops a point equal to the one before it).
  private let pointIndex: [Int]
  /// Whether a kept row was dropped as a repeat.
  let hasRepeats: Bool
  private let interpolation: Interpolation

  init(_ selection: PointSelection, _ kept: [Int]) {
    self.kept = kept
    interpolation = selection.interpolation
    var (xs, ys, index) = ([Double](), [Double](), [Int]())
    for row in kept {
      let (px, py) = (selection.x[row], selection.y[row])
      if interpolation == .monotone, let last = xs.last, last == px, ys.last == py {
        index.append(xs.count - 1)
        continue
      }
      xs.append(px)
      ys.append(py)
      index.append(xs.count - 1)
    }
    hasRepeats = xs.count < kept.count
    pointIndex = index
    path = Curves.path(zip(xs, ys).map { Point($0, $1) }, interpolation)
  }

  /// Segment s, from kept row s to the next, as a polyline, and how far the drawing may lie
  /// from it (a Bézier's flattening error).
  func piece(_ s: Int) -> (DeviationBound.Polyline, error: Double) {
    let (a, b) = (pointIndex[s], pointIndex[s + 1])
    if interpolation == .stepAfter {
      // (x, previous y) then (x, y): the path's points 2a, 2a + 1, 2a + 2.
      let (start, corner, end) = (path.point(2 * a), path.point(2 * a + 1), path.point(2 * a + 2))
      return (DeviationBound.Polyline(x: [start.x, corner.x, end.x], y: [start.y, corner.y, end.y], vertices: 0...2), 0)
    }
    let p = path.point(a)
    guard a != b else { return (DeviationBound.Polyline(x: [p.x], y: [p.y], vertices: 0...0), 0) }
    let q = path.point(b)
    switch path.segments {
    case .lines:
      return (DeviationBound.Polyline(x: [p.x, q.x], y: [p.y, q.y], vertices: 0...1), 0)
    case .curves:
      let (c1, c2) = CurvePath.controlPoints(from: p, path.slope(a), to: q, path.slope(b))
      return Self.flattened(p, c1, c2, q)
    }
  }

  /// The whole drawing as one polyline, and how far the drawing may lie from it.
  func whole() -> (DeviationBound.Polyline, error: Double) {
    var (xs, ys, error) = ([Double](), [Double](), 0.0)
    var runs: [Int] = []  // every interpolation's pieces are monotone in y
    for s in 0..<Swift.max(0, kept.count - 1) {
      let (piece, pieceError) = piece(s)
      runs.append(Swift.max(0, xs.count - 1))
      // Each piece starts where the one before it ends.
      let from = xs.isEmpty ? piece.vertices.lowerBound : piece.vertices.lowerBound + 1
      for k in stride(from: from, through: piece.vertices.upperBound, by: 1) {
        xs.append(piece.x[k])
        ys.append(piece.y[k])
      }
      error = Swift.max(error, pieceError)
    }
    if xs.isEmpty {  // one row: a point
      let p = path.point(0)
      (xs, ys) = ([p.x], [p.y])
    }
    return (DeviationBound.Polyline(x: xs, y: ys, vertices: 0...(xs.count - 1), boxes: DeviationBound.Boxes(y: ys), monotoneRuns: runs), error)
  }

  /// The cubic Bézier b0 b1 b2 b3 as m lines between its points at t = k/m, with m the fewest
  /// that keep the curve within ``PointSelection/flattening`` of them (at most 4,096: then the
  /// error is what it is). The curve and the lines are within (3/4)·max‖Δ²b‖/m² of each other,
  /// point for point at each t (Filip, Magedson and Markot, 1986).
  static func flattened(_ b0: Point, _ b1: Point, _ b2: Point, _ b3: Point) -> (DeviationBound.Polyline, error: Double) {
    func norm(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
    let second = Swift.max(
      norm(b0.x - 2 * b1.x + b2.x, b0.y - 2 * b1.y + b2.y),
      norm(b1.x - 2 * b2.x + b3.x, b1.y - 2 * b2.y + b3.y))
    let needed = (0.75 * second / PointSelection.flattening).squareRoot().rounded(.up)
    let m = needed.isFinite ? Int(Swift.min(Swift.max(needed, 1), 4096)) : 4096
    var (xs, ys) = ([b0.x], [b0.y])
    for k in 1..<m {
      let t = Double(k) / Double(m)
      let u = 1 - t
      let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      xs.append(w0 * b0.x + w1 * b1.x + w2 * b2.x + w3 * b3.x)
      ys.append(w0 * b0.y + w1 * b1.y + w2 * b2.y + w3 * b3.y)
    }
    xs.append(b3.x)
    ys.append(b3.y)
    let error = 0.75 * second / Double(m * m)
    let boxes = m > DeviationBound.Boxes.sizes[0] ? DeviationBound.Boxes(y: ys) : nil
    // A monotone drawing's Bézier never turns back in y; were rounding to turn it back a
    // little, only the order of searches would be worse.
    return (DeviationBound.Polyline(x: xs, y: ys, vertices: 0...m, boxes: boxes, monotoneRuns: [0]), error)
  }
}
