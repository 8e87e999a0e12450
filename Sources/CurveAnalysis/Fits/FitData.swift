/// The rows a model is fitted to: x and y, each a double and, where the data were decimals, what
/// the decimal is beyond its double (`x + xTail` is the decimal to about 2^−100), so the final
/// residuals can be as exact as the data (NIST's Lanczos1 has residuals 10^−13 of its values).
public struct FitData: Sendable {
  /// The predictor, a double a row.
  public private(set) var x: [Double]
  /// The response, a double a row.
  public private(set) var y: [Double]
  /// What each x decimal is beyond its double (0 where the double is the value).
  public private(set) var xTail: [Double]
  /// What each y decimal is beyond its double (0 where the double is the value).
  public private(set) var yTail: [Double]

  /// Rows of doubles, taken as exact.
  public init(x: [Double], y: [Double]) {
    let n = Swift.min(x.count, y.count)
    self.init(x: Array(x.prefix(n)), y: Array(y.prefix(n)), xTail: [Double](repeating: 0, count: n), yTail: [Double](repeating: 0, count: n))
  }

  /// Rows with each value's tail (all four of one count).
  package init(x: [Double], y: [Double], xTail: [Double], yTail: [Double]) {
    precondition(x.count == y.count && x.count == xTail.count && x.count == yTail.count)
    (self.x, self.y, self.xTail, self.yTail) = (x, y, xTail, yTail)
  }

  /// How many rows.
  public var count: Int { x.count }
}
