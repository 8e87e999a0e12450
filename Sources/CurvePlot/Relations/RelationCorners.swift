import CurveAnalysis
import CurveSampling

/// A relation's values in doubles at the corners of its grid's pixels, and where its sign
/// changes along their edges: what marching squares reads to draw a proven pixel's curve or
/// edge smoothly. Nothing here proves anything; the classification does, and the drawing keeps
/// inside the pixels it proves.
///
/// Points are in pixel coordinates: x in columns from the grid's left edge, y in rows down from
/// its top edge, so pixel `(i, j)` is the closed square `[i, i + 1] × [j, j + 1]`.
struct RelationCorners {
  /// Columns and rows of pixels.
  let width: Int
  let height: Int
  /// The traced value at a point in pixel coordinates: `LHS − RHS`, negated for `>` and `>=`,
  /// so that an inequality's region lies where it is at most 0.
  let value: (Point) -> Double
  private var corners: [Int: Double] = [:]
  private var crossings: [Int: Point] = [:]

  /// The regula falsi steps that refine a crossing after its linear estimate.
  static let refinements = 3

  init(width: Int, height: Int, value: @escaping (Point) -> Double) {
    (self.width, self.height, self.value) = (width, height, value)
  }

  /// The value at corner `(column, row)`, each computed once.
  mutating func corner(_ column: Int, _ row: Int) -> Double {
    let key = row * (width + 1) + column
    if let known = corners[key] { return known }
    let v = value(Point(Double(column), Double(row)))
    corners[key] = v
    return v
  }

  /// Which side of the curve a value lies on (an exact zero with the negatives).
  static func isPositive(_ value: Double) -> Bool { value > 0 }

  /// The key of the edge from corner `(column, row)` rightwards (`vertical` false) or downwards.
  func edgeKey(_ column: Int, _ row: Int, vertical: Bool) -> Int {
    2 * (row * (width + 1) + column) + (vertical ? 1 : 0)
  }

  /// Where the sign changes on the edge from corner `(column, row)` rightwards or downwards,
  /// whose corner values `a` (at that corner) and `b` have opposite signs: the linear estimate,
  /// then a few steps of regula falsi kept within the bracket. The same point for both pixels
  /// that share the edge (it is computed once), and always on the edge.
  mutating func crossing(_ column: Int, _ row: Int, vertical: Bool, _ a: Double, _ b: Double) -> Point {
    let key = edgeKey(column, row, vertical: vertical)
    if let known = crossings[key] { return known }
    let start = Point(Double(column), Double(row))
    func point(_ t: Double) -> Point {
      vertical ? Point(start.x, start.y + t) : Point(start.x + t, start.y)
    }
    var (low, high, lowValue, highValue) = (0.0, 1.0, a, b)
    var t = a / (a - b)
    for _ in 0..<Self.refinements {
      guard t > low, t < high else { break }
      let v = value(point(t))
      guard v.isFinite, v != 0 else { break }
      if Self.isPositive(v) == Self.isPositive(lowValue) { (low, lowValue) = (t, v) } else { (high, highValue) = (t, v) }
      t = low + (high - low) * (lowValue / (lowValue - highValue))
    }
    // A non-finite or out-of-bracket estimate falls back to the bracket's middle.
    if !(t >= low && t <= high) { t = (low + high) / 2 }
    let p = point(Swift.min(1, Swift.max(0, t)))
    crossings[key] = p
    return p
  }
}
