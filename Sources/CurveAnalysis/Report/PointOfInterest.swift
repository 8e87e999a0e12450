import CurveSampling

/// A point of interest of a curve: an x interval that holds it, and an enclosure of the curve's
/// values there.
public struct PointOfInterest: Sendable, Hashable {
  /// What the point is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// f = 0.
    case zero
    /// A local minimum inside the domain (f′ changes sign from − to +, or f falls into a kink
    /// and rises out of it).
    case minimum
    /// A local maximum inside the domain.
    case maximum
    /// f″ changes sign.
    case inflection
  }

  /// What the point is.
  public var kind: Kind
  /// The closed x interval that holds the point (`start ≤ end`).
  public var x: Interval
  /// Every value the curve takes on `x` lies in it.
  public var y: Interval
  /// Whether interval arithmetic proves it: exactly one zero or one extremum of that kind in
  /// `x`, or a sign change of f″ across `x`. Uncertified: the point could not be told apart
  /// within the resolution (a tangent zero, two roots closer than it, a flat stretch); there may
  /// be none, one or several.
  public var certified: Bool

  /// A point of `kind` in `x`, with values in `y`.
  public init(kind: Kind, x: Interval, y: Interval, certified: Bool) {
    (self.kind, self.x, self.y, self.certified) = (kind, x, y, certified)
  }
}
