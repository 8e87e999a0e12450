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
