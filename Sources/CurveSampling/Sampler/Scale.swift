internal import _CurveKernels

/// Data space to pt: x maps domain start → plot left, end → right; y maps yDomain start →
/// bottom, end → top. Like d3's scaleLinear: t = (v − d0)/(d1 − d0), then r0·(1 − t) + r1·t,
/// saturated at ±2^64 pt so infinities and overflow stay out of the arithmetic after it. The
/// formula is `curve_scale_value` in C, shared with the block version.
package struct Scale {
  let plot: Rect
  let domain: Interval
  let yDomain: Interval

  func mapX(_ x: Double) -> Double {
    curve_scale_value(x, domain.start, domain.end, plot.x, plot.maxX)
  }

  func mapY(_ y: Double) -> Double {
    curve_scale_value(y, yDomain.start, yDomain.end, plot.maxY, plot.y)
  }

  /// `v` mapped from `domain` onto `start…end` by the same formula: for what is drawn beside
  /// the curve (a math plot's ticks and axes), so it lies where the curve does.
  package static func linear(_ v: Double, from domain: Interval, onto start: Double, _ end: Double) -> Double {
    curve_scale_value(v, domain.start, domain.end, start, end)
  }

  func map(_ x: Double, _ y: Double) -> Point {
    Point(mapX(x), mapY(y))
  }

  /// `mapX` of each value of `x`, into the start of `out`.
  func mapX(_ x: UnsafeBufferPointer<Double>, into out: UnsafeMutableBufferPointer<Double>) {
    guard let source = x.baseAddress, let target = out.baseAddress, x.count <= out.count else { return }
    curve_scale(target, source, x.count, domain.start, domain.end, plot.x, plot.maxX)
  }

  /// `mapY` of each value of `y`, into the start of `out`.
  func mapY(_ y: UnsafeBufferPointer<Double>, into out: UnsafeMutableBufferPointer<Double>) {
    guard let source = y.baseAddress, let target = out.baseAddress, y.count <= out.count else { return }
    curve_scale(target, source, y.count, yDomain.start, yDomain.end, plot.maxY, plot.y)
  }
}
