import CurveSampling

extension MathPlot {
  /// The x and y ranges that draw one unit (a decade, on logarithmic axes) as long on both axes
  /// and crop nothing: x must show `domain` and y the coordinates `values` (nil when nothing
  /// gives y values), so whichever range is short for the other's length grows, centred on what
  /// it shows. A relation's extent is not known before it is drawn: it is shown as it would be
  /// alone, in the window of x's length centred on y = 0 (y = 1 on a logarithmic axis), which y
  /// then also holds.
  ///
  /// `plot` gives the plot's rectangle for two ranges, which depends on their tick labels'
  /// widths; the ranges are fitted to a rectangle, and the rectangle narrowed to leave room for
  /// the labels of those ranges, until it stays the same (the labels settle in a round or two).
  /// Returns the ranges and the rectangle they fit exactly, where their labels have room.
  static func equalUnits(
    x domain: Interval, values: Interval?, relations: Bool, scales: (x: AxisScale, y: AxisScale), plot: (Interval, Interval) -> Rect
  ) -> (x: Interval, y: Interval, plot: Rect) {
    let x = scales.x.coordinates(domain)
    // Half-lengths, from the ends' halves, stay finite for any two finite ends.
    func half(_ i: Interval) -> Double { Swift.abs(i.end / 2 - i.start / 2) }
    /// `i` grown to `half` on either side of its middle, in its direction, within the doubles.
    func grown(_ i: Interval, to half: Double) -> Interval {
      let (m, h) = (i.start / 2 + i.end / 2, i.start <= i.end ? half : -half)
      let limit = Double.greatestFiniteMagnitude
      return Interval((m - h).clamped(to: -limit...limit), (m + h).clamped(to: -limit...limit))
    }
    func fitted(to rect: Rect) -> (x: Interval, y: Interval) {
      // y's units to the pt over x's: the y half-length that matches x's.
      let ratio = rect.height / rect.width
      var shown = values
      if relations || values == nil {
        let window = Interval(-half(x) * ratio, half(x) * ratio)
        shown = shown.map { Interval(Swift.min($0.lower, window.start), Swift.max($0.upper, window.end)) } ?? window
      }
      let y = shown ?? Interval(0, 0)
      let (xHalf, yHalf) = half(y) > half(x) * ratio ? (half(y) / ratio, half(y)) : (half(x), half(x) * ratio)
      let (gx, gy) = (grown(x, to: xHalf), grown(y, to: yHalf))
      return (Interval(scales.x.value(gx.start), scales.x.value(gx.end)), Interval(scales.y.value(gy.start), scales.y.value(gy.end)))
    }
    var rect = plot(domain, values.map { Interval(scales.y.value($0.start), scales.y.value($0.end)) } ?? domain)
    // The margins only grow, so this ends; eight rounds bound it all the same.
    for _ in 0..<8 {
      let ranges = fitted(to: rect)
      let next = plot(ranges.x, ranges.y)
      let (left, right) = (Swift.max(rect.x, next.x), Swift.min(rect.maxX, next.maxX))
      let narrowed = Rect(x: left, y: rect.y, width: Swift.max(10, right - left), height: rect.height)
      if narrowed == rect { break }
      rect = narrowed
    }
    let ranges = fitted(to: rect)
    return (ranges.x, ranges.y, rect)
  }
}
