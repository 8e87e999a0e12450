/// The content canvas a frame is laid out on, in pt: a widget family's, or any size.
///
/// The reference's families are the static members; ``default`` (medium, as the reference's
/// examples use) is the one every API and command takes when none is given.
public struct CanvasSize: Sendable, Hashable {
  /// The width in pt.
  public var width: Double
  /// The height in pt.
  public var height: Double

  /// A canvas of `width` × `height` pt.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The small widget: 158 × 158 pt.
  public static let small = CanvasSize(width: 158, height: 158)
  /// The medium widget: 338 × 158 pt.
  public static let medium = CanvasSize(width: 338, height: 158)
  /// The large widget: 338 × 354 pt.
  public static let large = CanvasSize(width: 338, height: 354)
  /// The canvas when none is given.
  public static let `default` = medium

  /// The families by the names the reference gives them.
  public static let families: [(name: String, size: CanvasSize)] = [("small", small), ("medium", medium), ("large", large)]
}
