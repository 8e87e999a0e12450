import CurveSampling

/// The global minimum or maximum of a curve over the domain, endpoints included: the infimum
/// or supremum of its values at the points where it is defined.
public struct GlobalExtremum: Sendable, Hashable {
  /// Holds the extreme value. For a minimum, the lower end is proven below every value of the
  /// curve (`-inf` where the curve may be unbounded below: beside a pole going to −∞), and the
  /// upper end is a value the curve takes at a point (so finite); a maximum mirrors it.
  public var y: Interval
  /// Where it may be reached: every x where the curve comes within `y`, as closed intervals.
  public var x: [Interval]

  /// The extremum's value `y`, reached somewhere in `x`.
  public init(y: Interval, x: [Interval]) {
    (self.y, self.x) = (y, x)
  }
}

/// The range of a curve: its global minimum and maximum, `nil` where it has no value at all.
public struct CurveRange: Sendable, Hashable {
  /// The global minimum.
  public var minimum: GlobalExtremum?
  /// The global maximum.
  public var maximum: GlobalExtremum?

  /// A range from its two ends.
  public init(minimum: GlobalExtremum?, maximum: GlobalExtremum?) {
    (self.minimum, self.maximum) = (minimum, maximum)
  }
}
