import CurveSampling

/// A layer's `frame`, as the protocol gives it: fractions of the canvas.
public struct LayerFrameSpec: Sendable, Hashable {
  /// `frame.width`, a fraction of the canvas width (clamped to 0.02–1.5).
  public var width: Double
  /// `frame.height`, a fraction of the canvas height (clamped to 0.02–1.5).
  public var height: Double
  /// `frame.left`: the left edge's distance from the canvas's, a fraction of its width.
  public var left: Double?
  /// `frame.right`: the right edge's distance from the canvas's.
  public var right: Double?
  /// `frame.top`: the top edge's distance from the canvas's, a fraction of its height.
  public var top: Double?
  /// `frame.bottom`: the bottom edge's distance from the canvas's.
  public var bottom: Double?
  /// `transform.translateX`: a move right by a fraction of the layer's own width.
  public var translateX: Double?
  /// `transform.translateY`: a move down by a fraction of the layer's own height.
  public var translateY: Double?

  /// A frame with the fields given (`nil`: not provided).
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

  /// `frame.width` and `frame.height`: the fractions of the canvas a frame may take (the
  /// validator's clamp notes read it too).
  package static let sizeRange: ClosedRange<Double> = 0.02...1.5

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
    let clampedSize = size.clamped(to: sizeRange) * canvas
    switch (near, far) {
    case let (near?, far?): return (near * canvas, Swift.max(0, canvas - near * canvas - far * canvas))
    case let (near?, nil): return (near * canvas, clampedSize)
    case let (nil, far?): return (canvas - far * canvas - clampedSize, clampedSize)
    case (nil, nil): return (0, clampedSize)
    }
  }
}
