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
