/// A point in pt, origin top-left, y down.
public struct Point: Sendable, Hashable {
  /// Rightwards from the canvas's left edge.
  public var x: Double
  /// Downwards from the canvas's top edge.
  public var y: Double
  /// The point (`x`, `y`).
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
}

/// A rectangle in pt.
public struct Rect: Sendable, Hashable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width (not negative in any rectangle CurveKit makes).
  public var width: Double
  /// The height (not negative in any rectangle CurveKit makes).
  public var height: Double
  /// The rectangle with its top-left corner at (`x`, `y`).
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
}

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
