/// Data space to pt for the sampler: two linear ``Axis`` values on the plot, x from the domain's
/// start at the left edge, y from the y domain's start at the bottom. (A math plot's logarithmic
/// axis reaches the sampler as the linear axis of its coordinates.)
package struct Scale {
  let x: Axis
  let y: Axis
  let plot: Rect

  init(plot: Rect, domain: Interval, yDomain: Interval) {
    self.plot = plot
    x = .horizontal(domain: domain, on: plot)
    y = .vertical(domain: yDomain, on: plot)
  }

  var domain: Interval { x.domain }
  var yDomain: Interval { y.domain }

  func mapX(_ value: Double) -> Double { x.map(coordinate: value) }
  func mapY(_ value: Double) -> Double { y.map(coordinate: value) }
  func map(_ x: Double, _ y: Double) -> Point { Point(mapX(x), mapY(y)) }

  /// `mapX` of each value of `xs`, into the start of `out`.
  func mapX(_ xs: UnsafeBufferPointer<Double>, into out: UnsafeMutableBufferPointer<Double>) {
    x.map(coordinates: xs, into: out)
  }

  /// `mapY` of each value of `ys`, into the start of `out`.
  func mapY(_ ys: UnsafeBufferPointer<Double>, into out: UnsafeMutableBufferPointer<Double>) {
    y.map(coordinates: ys, into: out)
  }
}
