import CurveSampling

extension MathPlot {
  /// The y range when none is given, as a person would choose it: the coordinates the values ask
  /// for (`range`, ``fittedValues(_:curveValues:domain:)``) extended to the nice tick values
  /// around them (for about `ticks` ticks), so the axis starts and ends on a labelled tick. On a
  /// logarithmic axis the range is extended to the powers of ten around it (d3's log `nice`).
  static func defaultYDomain(fitting range: Interval, scale: AxisScale, ticks: Int) -> Interval {
    // The nice ends do not depend on where the axis is drawn.
    let somewhere = Interval(0, 1)
    guard scale == .log else { return Axis(domain: range, range: somewhere).nice(count: ticks).domain }
    // With no value to fit (every one at 0 or below), one decade: 1…10.
    let decades = Interval(
      Swift.max(scale.value(range.start), .leastNonzeroMagnitude), Swift.min(scale.value(range.end), .greatestFiniteMagnitude))
    let positive = decades.start > 0 && decades.start < decades.end ? decades : Interval(1, 10)
    return Axis(.log, domain: positive, range: somewhere).nice(count: ticks).domain
  }

  /// The y coordinates (ln y on a logarithmic axis) the values ask to show: the extent of every
  /// finite value with a margin of 5 % of it on each side, so crests are not drawn on the plot's
  /// edge; but when a series has a pole (the sampler broke its path), values next to the pole
  /// would flatten everything else, so the range is the 5th–95th percentile of the values,
  /// widened by a quarter on each side. The percentiles are of the values on the 1,024-point
  /// grid: the points the sampler adds around a break crowd next to the pole and would pull
  /// them out. A parametric or polar curve adds its values at even steps of t, and may have
  /// poles when its instructions do not prove it continuous. `domain` is in x's coordinates, as
  /// the series were sampled.
  static func fittedValues(_ series: [CurveGeometry], curveValues: (values: [Double], broken: Bool), domain: Interval) -> Interval {
    let grid = Set((UniformGrid(from: domain.start, to: domain.end, count: CurveLimits.functionSamples)?.values ?? []).map { $0.bitPattern })
    let values = (series.flatMap { s in zip(s.samples.xs, s.samples.ys).filter { grid.contains($0.0.bitPattern) }.map { $0.1 } } + curveValues.values)
      .filter { $0.isFinite }.sorted()
    // Margins are taken of each end apart, and the widened ends kept finite, so values near
    // ±Double.greatestFiniteMagnitude neither overflow the margin nor widen to infinity.
    func widened(_ low: Double, _ high: Double, byOne divisor: Double) -> Interval {
      let span = high - low
      let margin = span.isFinite ? span / divisor : high / divisor - low / divisor
      let limit = Double.greatestFiniteMagnitude
      return Interval(Swift.max(-limit, low - margin), Swift.min(limit, high + margin))
    }
    if series.contains(where: { !$0.breaks.isEmpty }) || curveValues.broken, values.count >= 20 {
      return DomainInference.widened(widened(values[values.count * 5 / 100], values[values.count * 95 / 100], byOne: 4))
    }
    let extent = DomainInference.extent(of: values)
    return widened(extent.start, extent.end, byOne: 20)
  }
}
