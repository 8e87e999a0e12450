import CurveAnalysis
import CurveSampling

/// The pixels a classification proves to hold a solution, as the region a relation's drawing
/// must keep within: whether a segment stays in their union, and a polyline simplified only
/// where it does. In pixel coordinates (``RelationCorners``).
struct ProvenPixels {
  let classification: RelationClassification
  /// The classification's pixels and the value of a proven one, read here directly: its
  /// subscript, in another module, is a call a pixel, and the drawings read every pixel.
  private let pixels: [UInt8]
  private let solution = PixelClass.solution.rawValue

  init(_ classification: RelationClassification) {
    self.classification = classification
    pixels = classification.pixels
  }

  /// Whether pixel `(column, row)` is on the grid and proven.
  @inline(__always)
  func isProven(_ column: Int, _ row: Int) -> Bool {
    column >= 0 && row >= 0 && column < classification.width && row < classification.height
      && pixels[row * classification.width + column] == solution
  }

  /// Whether pixel `(column, row)` is proven and beside one that is not (of the eight around it
  /// on the grid): where an inequality's edge may cross it.
  func isOnEdge(_ column: Int, _ row: Int) -> Bool {
    guard isProven(column, row) else { return false }
    for r in Swift.max(0, row - 1)...Swift.min(classification.height - 1, row + 1) {
      for c in Swift.max(0, column - 1)...Swift.min(classification.width - 1, column + 1) where !isProven(c, r) { return true }
    }
    return false
  }

  /// Calls `body` with each pixel on the grid whose closed square holds `p` (on an edge, those
  /// on both sides) until it returns true; whether it did.
  func anyPixel(holding p: Point, _ body: (Int, Int) -> Bool) -> Bool {
    guard p.x.isFinite, p.y.isFinite, p.x >= 0, p.y >= 0, p.x <= Double(classification.width), p.y <= Double(classification.height) else {
      return false
    }
    let (x, y) = (p.x.rounded(.down), p.y.rounded(.down))
    let (column, row) = (Int(x), Int(y))
    for r in (y == p.y ? row - 1 : row)...row where r >= 0 && r < classification.height {
      for c in (x == p.x ? column - 1 : column)...column where c >= 0 && c < classification.width {
        if body(c, r) { return true }
      }
    }
    return false
  }

  /// Whether the point lies in a proven closed pixel.
  func contains(_ p: Point) -> Bool {
    anyPixel(holding: p) { isProven($0, $1) }
  }

  /// The segment from `a` to `b` cut where it crosses a pixel edge: the middle of each piece, so
  /// each piece lies in the closed pixels that hold its middle (for a point, the point).
  static func pieceMiddles(_ a: Point, _ b: Point) -> [Point] {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    var cuts = [0.0, 1.0]
    for (start, delta) in [(a.x, dx), (a.y, dy)] where delta != 0 {
      let (low, high) = (Swift.min(start, start + delta), Swift.max(start, start + delta))
      var line = low.rounded(.up)
      while line <= high {
        cuts.append((line - start) / delta)
        line += 1
      }
    }
    cuts.sort()
    var middles: [Point] = []
    for (t0, t1) in zip(cuts, cuts.dropFirst()) where t1 > t0 && t0 >= 0 && t1 <= 1 {
      let t = (t0 + t1) / 2
      middles.append(Point(a.x + t * dx, a.y + t * dy))
    }
    return middles.isEmpty ? [a] : middles
  }

  /// Whether the segment from `a` to `b` lies in the union of proven closed pixels. Long segments
  /// are refused (the simplification joins at most a few dozen pixels).
  func containsSegment(_ a: Point, _ b: Point) -> Bool {
    guard Swift.abs(b.x - a.x) + Swift.abs(b.y - a.y) <= 256, contains(a), contains(b) else { return false }
    return Self.pieceMiddles(a, b).allSatisfy(contains)
  }

  /// Adds the proven pixels a segment from `a` to `b` passes through to `touched`, by
  /// `column + row × width`.
  func markProvenPixels(along a: Point, _ b: Point, in touched: inout Set<Int>) {
    for middle in Self.pieceMiddles(a, b) {
      _ = anyPixel(holding: middle) { column, row in
        if isProven(column, row) { touched.insert(column + row * classification.width) }
        return false
      }
    }
  }

  /// `line` with points left out where the segment that skips them stays within proven pixels
  /// and within `tolerance` of each point it skips (at most 32 in a row).
  func simplified(_ line: [Point], tolerance: Double) -> [Point] {
    guard line.count > 2 else { return line }
    var kept = [line[0]]
    var anchor = 0
    while anchor < line.count - 1 {
      var end = anchor + 1
      var candidate = anchor + 2
      while candidate < line.count, candidate - anchor <= 32,
        (anchor + 1..<candidate).allSatisfy({ Self.distance(line[$0], from: line[anchor], to: line[candidate]) <= tolerance }),
        containsSegment(line[anchor], line[candidate])
      {
        end = candidate
        candidate += 1
      }
      kept.append(line[end])
      anchor = end
    }
    return kept
  }

  /// The distance from `p` to the segment from `a` to `b`.
  static func distance(_ p: Point, from a: Point, to b: Point) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let length2 = dx * dx + dy * dy
    let t = length2 > 0 ? Swift.min(1, Swift.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2)) : 0
    let (ex, ey) = (a.x + t * dx - p.x, a.y + t * dy - p.y)
    return (ex * ex + ey * ey).squareRoot()
  }
}
