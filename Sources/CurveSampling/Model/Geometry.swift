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

/// A closed interval as the protocol writes it, `[min, max]`; `min > max` flips the axis.
public struct Interval: Sendable, Hashable {
  public var lowerBound: Double
  public var upperBound: Double
  public init(_ lowerBound: Double, _ upperBound: Double) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }
  /// Whether `value` lies between the two ends, in either order.
  public func contains(_ value: Double) -> Bool {
    Swift.min(lowerBound, upperBound) <= value && value <= Swift.max(lowerBound, upperBound)
  }
}
