/// The rows a model is fitted to: x and y, each a double and, where the data were decimals, what
/// the decimal is beyond its double (`x + xTail` is the decimal to about 2^−100), so the final
/// residuals can be as exact as the data (NIST's Lanczos1 has residuals 10^−13 of its values).
public struct FitData: Sendable {
  /// The predictor, a double a row.
  public private(set) var x: [Double]
  /// The response, a double a row.
  public private(set) var y: [Double]
  /// What each x decimal is beyond its double; empty where the data are their doubles.
  public private(set) var xTail: [Double]
  /// What each y decimal is beyond its double; empty where the data are their doubles.
  public private(set) var yTail: [Double]

  /// Rows of doubles, taken as exact (the shorter array's count of them).
  public init(x: [Double], y: [Double]) {
    let n = Swift.min(x.count, y.count)
    self.init(x: Array(x.prefix(n)), y: Array(y.prefix(n)), xTail: [], yTail: [])
  }

  /// Rows with each value's tail (both tails empty, or all four of one count).
  package init(x: [Double], y: [Double], xTail: [Double], yTail: [Double]) {
    precondition(x.count == y.count && xTail.count == yTail.count && (xTail.isEmpty || xTail.count == x.count))
    (self.x, self.y, self.xTail, self.yTail) = (x, y, xTail, yTail)
  }

  /// Row i's x and y tails (0 where the data are their doubles).
  func tails(_ i: Int) -> (x: Double, y: Double) {
    xTail.isEmpty ? (0, 0) : (xTail[i], yTail[i])
  }

  /// How many rows.
  public var count: Int { x.count }
}
