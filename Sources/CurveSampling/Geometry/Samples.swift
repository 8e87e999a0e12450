/// A curve's samples in data space, as two columns: the x values and the y values. Read as a
/// collection of `(x, y)` pairs. The sampler writes the grid and the evaluated values straight
/// into the columns.
public struct Samples: Sendable, Hashable, RandomAccessCollection {
  /// The x values, in order.
  public let xs: [Double]
  /// The y values (non-finite: a gap), one for each x.
  public let ys: [Double]

  /// The samples `(xs[i], ys[i])`. The columns should have the same length; if they do not,
  /// the collection is as long as the shorter.
  public init(xs: [Double], ys: [Double]) {
    assert(xs.count == ys.count, "sample columns of different lengths")
    self.xs = xs
    self.ys = ys
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { Swift.min(xs.count, ys.count) }
  public subscript(position: Int) -> (x: Double, y: Double) { (xs[position], ys[position]) }
}
