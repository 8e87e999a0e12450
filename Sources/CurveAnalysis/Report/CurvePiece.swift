import CurveSampling

/// A stretch of the domain between two points of interest or breaks, with what is proven of the
/// curve inside it (where it meets a point, the point itself belongs to the point); `nil` where
/// it is not proven.
public struct CurvePiece: Sendable, Hashable {
  public enum Sign: String, Sendable, Hashable {
    case positive = "+", negative = "-"
  }
  /// Increasing or decreasing strictly (f′ of one sign inside the piece); constant: f′ ≡ 0.
  public enum Slope: String, Sendable, Hashable {
    case increasing, decreasing, constant
  }
  /// Up: f″ ≥ 0 on the piece and not identically 0 (convex); down: f″ ≤ 0 likewise.
  public enum Concavity: String, Sendable, Hashable {
    case up, down
  }

  public var x: Interval
  public var sign: Sign?
  public var slope: Slope?
  public var concavity: Concavity?

  public init(x: Interval, sign: Sign?, slope: Slope?, concavity: Concavity?) {
    (self.x, self.sign, self.slope, self.concavity) = (x, sign, slope, concavity)
  }
}
