/// A layer's `frame`, as the protocol gives it: fractions of the canvas.
public struct LayerFrameSpec: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public var left: Double?
  public var right: Double?
  public var top: Double?
  public var bottom: Double?
  public var translateX: Double?
  public var translateY: Double?

  public init(
    width: Double, height: Double, left: Double? = nil, right: Double? = nil, top: Double? = nil,
    bottom: Double? = nil, translateX: Double? = nil, translateY: Double? = nil
  ) {
    self.width = width
    self.height = height
    self.left = left
    self.right = right
    self.top = top
    self.bottom = bottom
    self.translateX = translateX
    self.translateY = translateY
  }

  /// The frame in pt on `canvas`.
  ///
  /// Width and height are clamped to 0.02–1.5 of the canvas; both anchors on an axis fill the
  /// space between them (never less than 0); one anchor pins that edge; neither starts at 0.
  /// `transform.translateX/Y` then move the frame by fractions of its own size.
  public func resolve(on canvas: CanvasSize) -> Rect {
    let (x, w) = Self.axis(size: width, near: left, far: right, canvas: canvas.width)
    let (y, h) = Self.axis(size: height, near: top, far: bottom, canvas: canvas.height)
    return Rect(x: x + (translateX ?? 0) * w, y: y + (translateY ?? 0) * h, width: w, height: h)
  }

  private static func axis(size: Double, near: Double?, far: Double?, canvas: Double) -> (Double, Double) {
    let clampedSize = size.clamped(to: 0.02...1.5) * canvas
    switch (near, far) {
    case let (near?, far?): return (near * canvas, Swift.max(0, canvas - near * canvas - far * canvas))
    case let (near?, nil): return (near * canvas, clampedSize)
    case let (nil, far?): return (canvas - far * canvas - clampedSize, clampedSize)
    case (nil, nil): return (0, clampedSize)
    }
  }
}
