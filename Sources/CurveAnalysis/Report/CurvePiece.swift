import CurveSampling

/// A stretch of the domain between two points of interest or breaks, with what is proven of the
/// curve inside it (where it meets a point, the point itself belongs to the point); `nil` where
/// it is not proven.
public struct CurvePiece: Sendable, Hashable {
  /// The sign of f inside the piece.
  public enum Sign: String, Sendable, Hashable, CaseIterable {
    /// f > 0.
    case positive = "+"
    /// f < 0.
    case negative = "-"
  }
  /// Increasing or decreasing strictly (f′ of one sign inside the piece); constant: f′ ≡ 0.
  public enum Slope: String, Sendable, Hashable, CaseIterable {
    /// f′ > 0 inside the piece.
    case increasing
    /// f′ < 0 inside the piece.
    case decreasing
    /// f′ ≡ 0.
    case constant
  }
  /// Up: f″ ≥ 0 on the piece and not identically 0 (convex); down: f″ ≤ 0 likewise.
  public enum Concavity: String, Sendable, Hashable, CaseIterable {
    /// f″ ≥ 0.
    case up
    /// f″ ≤ 0.
    case down
  }

  /// The piece's ends (each a cut's end, or the domain's).
  public var x: Interval
  /// The sign of f, when proven.
  public var sign: Sign?
  /// Which way f goes, when proven.
  public var slope: Slope?
  /// How f bends, when proven.
  public var concavity: Concavity?

  /// A piece with what is proven of it.
  public init(x: Interval, sign: Sign?, slope: Slope?, concavity: Concavity?) {
    (self.x, self.sign, self.slope, self.concavity) = (x, sign, slope, concavity)
  }
}
