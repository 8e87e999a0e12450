/// One command of a path, as d3-path records it.
public enum PathCommand: Sendable, Hashable {
  case move(Point)
  case line(Point)
  /// A cubic Bézier: two control points, then the end point.
  case curve(Point, Point, Point)
  case close

  /// Where the command leaves the pen (`nil` for a close).
  public var endPoint: Point? {
    switch self {
    case .move(let p), .line(let p), .curve(_, _, let p): p
    case .close: nil
    }
  }
}

/// One subpath of a curve, as d3-shape draws a run of points: a move to the first point, then
/// segments all of one kind (lines, or cubic Béziers), then a close for a run of one point. The
/// area under a curve ends instead with lines down to a baseline and back, and a close.
///
/// Stored flat, as the coordinates in drawing order (x then y: the start point, then each
/// segment's points), and read as a collection of ``PathCommand``s. The sampler writes the
/// coordinates straight from its vector kernels, and an area shares its curve's storage.
public struct Path: Sendable, Hashable, RandomAccessCollection {
  /// The kind of every segment after the move.
  public enum Segments: Sendable, Hashable {
    /// A line to each point (one point per segment).
    case lines
    /// A cubic Bézier to each point (two control points and the end point per segment).
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

  public let segments: Segments
  public let end: End
  /// x, y of the start point, then of each segment's points in drawing order.
  public let coordinates: [Double]

  /// - Precondition: `coordinates` holds a start point and whole segments of the given kind.
  public init(_ segments: Segments, coordinates: [Double], end: End = .open) {
    self.segments = segments
    self.coordinates = coordinates
    self.end = end
  }

  private var stride: Int { segments == .lines ? 2 : 6 }

  /// The number of segments after the move.
  public var segmentCount: Int { Swift.max(0, coordinates.count - 2) / stride }

  /// Where the move goes.
  public var firstPoint: Point { point(0) }

  /// The end of the last segment (the first point when there is none).
  public var lastPoint: Point { point(coordinates.count - 2) }

  public var startIndex: Int { 0 }

  public var endIndex: Int {
    guard coordinates.count >= 2 else { return 0 }
    switch end {
    case .open: return 1 + segmentCount
    case .close: return 2 + segmentCount
    case .baseline: return 4 + segmentCount
    }
  }

  public subscript(position: Int) -> PathCommand {
    if position == 0 { return .move(firstPoint) }
    let segment = position - 1
    if segment < segmentCount {
      let base = 2 + segment * stride
      switch segments {
      case .lines: return .line(point(base))
      case .curves: return .curve(point(base), point(base + 2), point(base + 4))
      }
    }
    switch (end, segment - segmentCount) {
    case (.baseline(let y), 0): return .line(Point(lastPoint.x, y))
    case (.baseline(let y), 1): return .line(Point(firstPoint.x, y))
    default: return .close
    }
  }

  @inline(__always)
  private func point(_ index: Int) -> Point { Point(coordinates[index], coordinates[index + 1]) }
}
