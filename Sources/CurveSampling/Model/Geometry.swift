/// A point in pt, origin top-left, y down.
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
}

/// A rectangle in pt.
public struct Rect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
}

/// A closed interval as the protocol writes it, `[min, max]`. The ends are named for where they
/// map, not for their order: `start` goes to the plot's left (or bottom) edge and `end` to its
/// right (or top), so `Interval(10, 0)` is a reversed axis with `start == 10`.
public struct Interval: Sendable, Hashable {
  public var start: Double
  public var end: Double
  public init(_ start: Double, _ end: Double) {
    self.start = start
    self.end = end
  }
  /// The smaller end and the larger end, whatever the order.
  public var lower: Double { Swift.min(start, end) }
  public var upper: Double { Swift.max(start, end) }
  /// Whether `value` lies between the two ends, in either order.
  public func contains(_ value: Double) -> Bool {
    lower <= value && value <= upper
  }
}
