import CurveSampling

extension Axis {
  /// About `count` ticks over the domain, with their labels: d3's `ticks` on a linear axis, its
  /// log scale's decades and minor ticks (whose labels are empty) on a logarithmic one.
  package func ticks(count: Int) -> [Ticks.Tick] {
    scale == .log ? Ticks.logarithmic(domain.start, domain.end, count: count) : Ticks.labeled(domain.start, domain.end, count: count)
  }

  /// The axis with its domain widened to ticks (d3's `nice`): whole multiples of the tick step for
  /// about `count` ticks on a linear axis, the powers of ten around it on a logarithmic one.
  package func nice(count: Int) -> Axis {
    Axis(scale, domain: scale == .log ? Ticks.niceLogarithmic(domain) : Ticks.nice(domain, count: count), range: range)
  }
}
