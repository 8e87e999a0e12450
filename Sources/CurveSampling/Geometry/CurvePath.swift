internal import _CurveKernels

/// One subpath of a curve (named so it cannot be confused with SwiftUI's `Path` in a widget
/// extension), as d3-shape draws a run of points: a move to the first point, then
/// segments all of one kind (lines, or cubic Béziers), then a close for a run of one point. The
/// area under a curve ends instead with lines down to a baseline and back, and a close.
///
/// Stored as the points it passes through, in columns (every x, then every y), and for Béziers
/// the slope at each point: d3's monotoneX Bézier from point i to point i + 1 has its control
/// points at thirds of the width, `(xᵢ + d, yᵢ + d·tᵢ)` and `(xᵢ₊₁ − d, yᵢ₊₁ − d·tᵢ₊₁)` with
/// `d = (xᵢ₊₁ − xᵢ)/3`, computed when read with exactly d3's operations. So the sampler writes
/// three numbers a point instead of six, and an area shares its curve's storage. Read as a
/// collection of ``CurvePath/Command``s.
public struct CurvePath: Sendable, Hashable, RandomAccessCollection {
  /// One command of a path, as d3-path records it.
  public enum Command: Sendable, Hashable {
    /// Start a subpath at the point.
    case move(Point)
    /// A straight line to the point.
    case line(Point)
    /// A cubic Bézier: two control points, then the end point.
    case curve(Point, Point, Point)
    /// Back to the subpath's start.
    case close

    /// Where the command leaves the pen (`nil` for a close).
    public var endPoint: Point? {
      switch self {
      case .move(let p), .line(let p), .curve(_, _, let p): p
      case .close: nil
      }
    }
  }

  /// The kind of every segment after the move.
  public enum Segments: Sendable, Hashable {
    /// A line to each next point.
    case lines
    /// A cubic Bézier to each next point (monotoneX), from the points and their slopes.
    case curves
  }

  /// How the path ends after its last segment.
  public enum End: Sendable, Hashable {
    /// It does not.
    case open
    /// A close (d3's one-point line, `M p Z`).
    case close
    /// A line down to y = baseline under the last point, a line back under the first, a close.
    case baseline(Double)
  }

  /// What every segment after the move is.
  public let segments: Segments
  /// How the path ends.
  public let end: End
  /// How many points the path passes through.
  public let pointCount: Int
  /// Every x, then every y, then (curves) every slope.
  private let storage: [Double]

  /// A path through `points`; for ``Segments/curves``, `slopes` holds the slope at each point
  /// (missing slopes are 0, extra ones are ignored).
  public init(_ segments: Segments, points: [Point], slopes: [Double] = [], end: End = .open) {
    var storage = points.map { $0.x } + points.map { $0.y }
    if segments == .curves {
      storage += slopes.prefix(points.count)
      storage += repeatElement(0, count: Swift.max(0, points.count - slopes.count))
    }
    self.init(segments, pointCount: points.count, storage: storage, end: end)
  }

  /// - Precondition: `storage` holds `pointCount` x values, as many y values, and for curves as
  ///   many slopes.
  init(_ segments: Segments, pointCount: Int, storage: [Double], end: End = .open) {
    assert(storage.count == pointCount * (segments == .curves ? 3 : 2), "path storage does not match its points")
    self.segments = segments
    self.pointCount = pointCount
    self.storage = storage
    self.end = end
  }

  /// The same points and segments with another ending (the area under a curve).
  public func ending(_ end: End) -> CurvePath { CurvePath(segments, pointCount: pointCount, storage: storage, end: end) }

  /// The `i`th point the path passes through.
  public func point(_ i: Int) -> Point { Point(storage[i], storage[pointCount + i]) }

  /// The slope at the `i`th point (curves; 0 for lines).
  public func slope(_ i: Int) -> Double { segments == .curves ? storage[2 * pointCount + i] : 0 }

  /// d3's `point`: the control points of the monotoneX Bézier from `a` (slope `sa`) to `b`
  /// (slope `sb`), at thirds of the width along the end slopes, with d3's operations. The one
  /// definition (`curve_hull` in C computes the same for a whole run).
  static func controlPoints(from a: Point, _ sa: Double, to b: Point, _ sb: Double) -> (Point, Point) {
    let dx = (b.x - a.x) / 3
    return (Point(a.x + dx, a.y + dx * sa), Point(b.x - dx, b.y - dx * sb))
  }

  /// The least and greatest x and y of a path's points and control points.
  package typealias Hull = (left: Double, right: Double, top: Double, bottom: Double)

  /// The least and greatest x and y of the points and, for Béziers, of the control points (the
  /// hull the curve lies in), in one pass over the columns (`curve_hull`). NaN is passed over.
  package func hull() -> Hull {
    var out = (0.0, 0.0, 0.0, 0.0)
    storage.withUnsafeBufferPointer { s in
      guard let base = s.baseAddress, pointCount > 0 else { return }
      let n = pointCount
      withUnsafeMutablePointer(to: &out) { raw in
        raw.withMemoryRebound(to: Double.self, capacity: 4) { hull in
          curve_hull(base, base + n, segments == .curves ? base + 2 * n : nil, n, hull)
        }
      }
    }
    return (left: out.0, right: out.1, top: out.2, bottom: out.3)
  }

  /// The number of segments after the move.
  public var segmentCount: Int { Swift.max(0, pointCount - 1) }

  /// Where the move goes.
  public var firstPoint: Point { point(0) }

  /// The end of the last segment (the first point when there is none).
  public var lastPoint: Point { point(pointCount - 1) }

  public var startIndex: Int { 0 }

  public var endIndex: Int {
    guard pointCount > 0 else { return 0 }
    switch end {
    case .open: return pointCount
    case .close: return pointCount + 1
    case .baseline: return pointCount + 3
    }
  }

  public subscript(position: Int) -> CurvePath.Command {
    if position == 0 { return .move(firstPoint) }
    if position < pointCount {
      let i = position - 1
      switch segments {
      case .lines: return .line(point(position))
      case .curves:
        let (a, b) = (point(i), point(i + 1))
        let (c1, c2) = Self.controlPoints(from: a, slope(i), to: b, slope(i + 1))
        return .curve(c1, c2, b)
      }
    }
    switch (end, position - pointCount) {
    case (.baseline(let y), 0): return .line(Point(lastPoint.x, y))
    case (.baseline(let y), 1): return .line(Point(firstPoint.x, y))
    default: return .close
    }
  }
}
