/// The rows of a series that a column envelope keeps (M4, Jugel et al., VLDB 2014): in each
/// column of `width` pt, the first, the lowest, the highest and the last, in order. On a million
/// rows the search for N runs on these (a few per column), not on every row.
///
/// The two polylines are within `width` of each other (Hausdorff): in a column, each is a path
/// from the column's first row to its last that passes through its lowest and highest, so each
/// passes every y between any two of its rows within the column's x; between columns they share
/// the segment. So a drawing within d of the envelope is within d + `width` of the series.
enum Envelope {
  /// The rows kept, increasing, from the series' pt coordinates `x` (never decreasing) and `y`.
  static func rows(x: [Double], y: [Double], width: Double) -> [Int] {
    var kept: [Int] = []
    var start = 0
    while start < x.count {
      let column = (x[start] / width).rounded(.down)
      var (end, low, high) = (start + 1, start, start)
      while end < x.count, (x[end] / width).rounded(.down) == column {
        if y[end] < y[low] { low = end }
        if y[end] > y[high] { high = end }
        end += 1
      }
      for row in [start, Swift.min(low, high), Swift.max(low, high), end - 1] where row != kept.last {
        kept.append(row)
      }
      start = end
    }
    return kept
  }
}
