import CurveAnalysis
import CurveSampling

/// An inequality's picture as a fill, in pixel coordinates (``RelationCorners``): every pixel
/// proven to hold a solution is filled, wholly, or, where the relation's edge crosses it (its
/// corners on both sides), as the part marching squares puts inside. Nothing outside the proven
/// pixels is filled, and none of them is left empty.
struct RelationRegion {
  /// Runs of wholly filled pixels: a row and its columns.
  var runs: [(row: Int, columns: Range<Int>)] = []
  /// The inside part of each pixel the edge crosses, clockwise like the runs' rectangles (so one
  /// path fills them all without seams).
  var polygons: [[Point]] = []

  /// The fill of the proven pixels of `classification`; nil once it passes `commands`
  /// rectangles and polygon points, or `traced` pixels beside one not proven (it stops there, so a fill too large to
  /// draw costs no more than that).
  init?(_ classification: RelationClassification, corners: inout RelationCorners, commands: Int = .max, traced: Int = .max) {
    let proven = ProvenPixels(classification)
    var (count, edges) = (0, 0)
    for row in 0..<classification.height {
      var runStart: Int?
      for column in 0...classification.width {
        let onEdge = proven.isOnEdge(column, row)
        let polygon = onEdge ? Self.part(column, row, &corners) : nil
        let whole = proven.isProven(column, row) && polygon == nil
        if whole, runStart == nil { runStart = column }
        if !whole, let start = runStart {
          runs.append((row, start..<column))
          runStart = nil
          count += 1
        }
        if let polygon {
          polygons.append(polygon)
          count += polygon.count
        }
        if onEdge { edges += 1 }
        guard count <= commands, edges <= traced else { return nil }
      }
    }
  }

  /// The inside part of proven pixel `(column, row)` when the edge crosses it; nil when it is
  /// filled whole (every corner inside, none, or a value that is not finite: the pixel holds a
  /// solution, and a part of it drawn from doubles could miss it).
  static func part(_ column: Int, _ row: Int, _ corners: inout RelationCorners) -> [Point]? {
    guard let values = RelationStroke.cornerValues(column, row, &corners) else { return nil }
    let inside = values.map { !RelationCorners.isPositive($0) }
    guard inside.contains(true), inside.contains(false) else { return nil }
    var polygon: [Point] = []
    for k in 0..<4 {
      let offset = RelationStroke.cornerOffsets[k]
      if inside[k] { polygon.append(Point(Double(column + offset.0), Double(row + offset.1))) }
      if let crossing = RelationStroke.crossing(k, column, row, values, &corners) { polygon.append(crossing.point) }
    }
    return polygon
  }
}
