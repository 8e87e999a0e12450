import CurveExpression
import CurveSampling

extension Ticks {
  /// The ticks of a logarithmic axis from `start` to `stop` (both above 0, either order), as
  /// d3-scale's `scaleLog().ticks(count)` gives them in base 10: every 1…9 × 10^k inside the
  /// range when it spans fewer than `count` decades (or, when that gives fewer than `count`/2,
  /// the linear ticks of ``labeled(_:_:count:)``); else powers of ten at d3-array's ticks of the
  /// exponents. Labelled as d3's `tickFormat(count)` filters them: a tick whose leading digit is
  /// at most max(1, 10 · `count` / the number of ticks for 10) gets its label; the others are
  /// minor ticks with an empty label. None when an end is not above 0 and finite.
  package static func logarithmic(_ start: Double, _ stop: Double, count: Int = 10) -> [Tick] {
    let values = logarithmicValues(start, stop, count: count)
    guard !values.isEmpty else { return [] }
    // d3 counts the ticks of its default count, 10, whatever count the labels are for.
    let defaultTicks = count == 10 ? values.count : logarithmicValues(start, stop, count: 10).count
    let limit = Swift.max(1, 10 * Double(count) / Double(Swift.max(1, defaultTicks)))
    return values.map { value in
      // JavaScript's Math.round: half up. |log10| of a double is below 400, in Int's range.
      var digit = value / pow10(Int((log10(value) + 0.5).rounded(.down)))
      if digit * 10 < 9.5 { digit *= 10 }
      return Tick(value: value, label: digit <= limit ? label(value) : "")
    }
  }

  /// d3's `scaleLog().nice()`: each end out to the power of ten at or beyond it. Ends that are
  /// not above 0 and finite, or that would leave the doubles, are returned as given.
  package static func niceLogarithmic(_ interval: Interval) -> Interval {
    let (low, high) = (Swift.min(interval.start, interval.end), Swift.max(interval.start, interval.end))
    guard low > 0, high.isFinite else { return interval }
    let floor = pow10(floorLog10(low))
    let top = floorLog10(high)
    let ceiling = pow10(top) == high ? high : pow10(top + 1)
    guard floor > 0, ceiling.isFinite else { return interval }
    return interval.start <= interval.end ? Interval(floor, ceiling) : Interval(ceiling, floor)
  }

  /// The tick values of ``logarithmic(_:_:count:)``, in d3's order.
  private static func logarithmicValues(_ start: Double, _ stop: Double, count: Int) -> [Double] {
    guard start > 0, stop > 0, start.isFinite, stop.isFinite, count > 0 else { return [] }
    let reverse = stop < start
    let (u, v) = reverse ? (stop, start) : (start, stop)
    let (i, j) = (log10(u), log10(v))
    let n = Double(count)
    var values: [Double] = []
    if j - i < n {
      // Fewer decades than ticks asked for (at most count + 1 of them): each 1…9 × 10^k.
      for k in Int(i.rounded(.down))...Int(j.rounded(.up)) {
        for digit in 1...9 {
          let t = k < 0 ? Double(digit) / pow10(-k) : Double(digit) * pow10(k)
          if t < u { continue }
          if t > v { break }
          values.append(t)
        }
      }
      if Double(values.count) * 2 < n { values = Ticks.values(u, v, count: count) }
    } else {
      // Whole exponents (the step of count ticks over count or more decades is 1 or more).
      values = Ticks.values(i, j, count: Int(Swift.min(j - i, n))).compactMap { Int(exactly: $0).map(pow10) }
    }
    return reverse ? values.reversed() : values
  }

  /// log10 of a positive finite value: exact at powers of ten (d3's `Math.log10` is, and the
  /// decades hang on it), else ln x / ln 10 by the VM's logarithm.
  private static func log10(_ x: Double) -> Double {
    let exponent = floorLog10(x)
    if pow10(exponent) == x { return Double(exponent) }
    return AxisLogarithm.coordinate(x) / AxisLogarithm.coordinate(10)
  }
}
