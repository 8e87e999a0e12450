/// A closed interval as the protocol writes it, `[min, max]`. The ends are named for where they
/// map, not for their order: `start` goes to the plot's left (or bottom) edge and `end` to its
/// right (or top), so `Interval(10, 0)` is a reversed axis with `start == 10`.
public struct Interval: Sendable, Hashable {
  /// The first end, `min` in the protocol's `[min, max]`: the plot's left (x) or bottom (y).
  public var start: Double
  /// The second end, `max`: the plot's right (x) or top (y).
  public var end: Double
  /// `[start, end]`, in either order.
  public init(_ start: Double, _ end: Double) {
    self.start = start
    self.end = end
  }
  /// The smaller end, whatever the order.
  public var lower: Double { Swift.min(start, end) }
  /// The larger end, whatever the order.
  public var upper: Double { Swift.max(start, end) }
  /// Whether `value` lies between the two ends, in either order.
  public func contains(_ value: Double) -> Bool {
    lower <= value && value <= upper
  }
}
