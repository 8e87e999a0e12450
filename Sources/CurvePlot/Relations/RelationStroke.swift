import CurveAnalysis
import CurveSampling

/// An equation's picture as a stroke, in pixel coordinates (``RelationCorners``): polylines of
/// the zero set traced by marching squares through the pixels proven to hold a solution, and a
/// dot or short line for each proven pixel the tracing misses.
///
/// Sound by construction: a traced segment joins two points on the edges of one proven pixel,
/// so it lies in that closed pixel; a polyline is simplified only where the straighter segment
/// still stays within proven pixels (``ProvenPixels``); a dot or line sits at the centres of a
/// row's run of proven pixels that no segment passes through. Every proven pixel holds a
/// segment or a dot.
struct RelationStroke {
  /// The traced curves, each at least two points.
  var polylines: [[Point]] = []
  /// Runs of proven pixels no polyline passes through (a tangency, an isolated point, a curve
  /// that leaves a pixel by the edge it entered): a line through their centres, a dot for one.
  var dots: [(from: Point, to: Point)] = []

  /// How many points the stroke passes through (a dot's two).
  var commandCount: Int { polylines.reduce(0) { $0 + $1.count } + 2 * dots.count }

  /// No stroke.
  init() {}

  /// The stroke of the proven pixels of `classification`, simplified to within `tolerance`
  /// pixels of the traced points.
  init(_ classification: RelationClassification, corners: inout RelationCorners, tolerance: Double) {
    let proven = ProvenPixels(classification)
    var segments: [(keys: (Int, Int), points: (Point, Point))] = []
    for row in 0..<classification.height {
      for column in 0..<classification.width where proven.isProven(column, row) {
        segments += Self.segments(column, row, &corners)
      }
    }
    polylines = Self.chained(segments).map { proven.simplified($0, tolerance: tolerance) }
    // The proven pixels the simplified polylines miss: those no segment was traced in, and any
    // a straightened segment passes by.
    var touched = Set<Int>()
    for line in polylines {
      for (a, b) in zip(line, line.dropFirst()) { proven.markProvenPixels(along: a, b, in: &touched) }
    }
    for row in 0..<classification.height {
      var column = 0
      while column < classification.width {
        guard proven.isProven(column, row), !touched.contains(column + row * classification.width) else {
          column += 1
          continue
        }
        let start = column
        while proven.isProven(column + 1, row),
          !touched.contains(column + 1 + row * classification.width)
        {
          column += 1
        }
        let y = Double(row) + 0.5
        dots.append((Point(Double(start) + 0.5, y), Point(Double(column) + 0.5, y)))
        column += 1
      }
    }
  }

  /// The corners of pixel `(column, row)` clockwise from its top left, and its edges in the
  /// same order (top, right, bottom, left), each as the corner it starts from and its direction.
  static let cornerOffsets = [(0, 0), (1, 0), (1, 1), (0, 1)]
  static let edges = [(0, 0, false), (1, 0, true), (0, 1, false), (0, 0, true)]

  /// The values at the pixel's four corners, clockwise from the top left; nil when one is not
  /// finite (the curve is not traced there).
  static func cornerValues(_ column: Int, _ row: Int, _ corners: inout RelationCorners) -> [Double]? {
    let values = cornerOffsets.map { corners.corner(column + $0.0, row + $0.1) }
    return values.allSatisfy { $0.isFinite } ? values : nil
  }

  /// Where the sign changes on edge `k` (0 top, 1 right, 2 bottom, 3 left) of the pixel, whose
  /// corner values are `values`; nil when it does not.
  static func crossing(_ k: Int, _ column: Int, _ row: Int, _ values: [Double], _ corners: inout RelationCorners) -> (key: Int, point: Point)? {
    // Edge k runs from corner k to corner k + 1; the key's edge starts at its top or left end.
    let (a, b) = (values[k], values[(k + 1) % 4])
    guard RelationCorners.isPositive(a) != RelationCorners.isPositive(b) else { return nil }
    let (dx, dy, vertical) = edges[k]
    let (first, second) = k == 0 || k == 1 ? (a, b) : (b, a)
    let (c, r) = (column + dx, row + dy)
    return (corners.edgeKey(c, r, vertical: vertical), corners.crossing(c, r, vertical: vertical, first, second))
  }

  /// Marching squares in one pixel: no segment, one, or two at a saddle (told apart by the
  /// value at the pixel's centre).
  static func segments(_ column: Int, _ row: Int, _ corners: inout RelationCorners) -> [(keys: (Int, Int), points: (Point, Point))] {
    guard let values = cornerValues(column, row, &corners) else { return [] }
    var found: [(k: Int, key: Int, point: Point)] = []
    for k in 0..<4 {
      if let c = crossing(k, column, row, values, &corners) { found.append((k, c.key, c.point)) }
    }
    func segment(_ a: Int, _ b: Int) -> (keys: (Int, Int), points: (Point, Point)) {
      ((found[a].key, found[b].key), (found[a].point, found[b].point))
    }
    switch found.count {
    case 2:
      return [segment(0, 1)]
    case 4:
      // Signs alternate round the corners. When the centre has the top left's sign, that corner
      // and the bottom right are joined through it, and the curve cuts off the other two.
      let centre = corners.value(Point(Double(column) + 0.5, Double(row) + 0.5))
      if RelationCorners.isPositive(centre) == RelationCorners.isPositive(values[0]) {
        return [segment(0, 1), segment(2, 3)]  // around the top right, and the bottom left
      }
      return [segment(3, 0), segment(1, 2)]  // around the top left, and the bottom right
    default:
      return []
    }
  }

  /// Segments joined where they share an edge's crossing: polylines (a closed curve ends at its
  /// first point).
  static func chained(_ segments: [(keys: (Int, Int), points: (Point, Point))]) -> [[Point]] {
    var byEdge: [Int: [Int]] = [:]
    for (index, segment) in segments.enumerated() {
      byEdge[segment.keys.0, default: []].append(index)
      byEdge[segment.keys.1, default: []].append(index)
    }
    var used = [Bool](repeating: false, count: segments.count)
    // From edge `key`, the unused segment there and its far end.
    func next(from key: Int) -> (key: Int, point: Point)? {
      guard let index = byEdge[key]?.first(where: { !used[$0] }) else { return nil }
      used[index] = true
      let segment = segments[index]
      return segment.keys.0 == key ? (segment.keys.1, segment.points.1) : (segment.keys.0, segment.points.0)
    }
    var lines: [[Point]] = []
    for start in segments.indices where !used[start] {
      used[start] = true
      var forward = [segments[start].points.0, segments[start].points.1]
      var key = segments[start].keys.1
      while let step = next(from: key) {
        forward.append(step.point)
        key = step.key
      }
      var backward: [Point] = []
      key = segments[start].keys.0
      while let step = next(from: key) {
        backward.append(step.point)
        key = step.key
      }
      lines.append(backward.reversed() + forward)
    }
    return lines
  }
}
