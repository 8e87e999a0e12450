import CurveSampling

/// "Nice" tick values for an axis, as d3-array's `ticks(start, stop, count)` chooses them: a
/// step of 1, 2 or 5 times a power of ten (the factor picked by comparing the raw step with
/// √50, √10, √2), ticks at whole multiples of it inside [start, stop], computed by division for
/// fractional steps so they print exactly (0.3, not 0.30000000000000004).
public enum Ticks {
  /// About `count` nice values from `start` to `stop` (either order), in that order; none when
  /// an end is not finite or `count` is not positive, `[start]` when the ends are equal.
  public static func values(_ start: Double, _ stop: Double, count: Int = 6) -> [Double] {
    guard start.isFinite, stop.isFinite, count > 0 else { return [] }
    if start == stop { return [start] }
    let reverse = stop < start
    let (low, high) = reverse ? (stop, start) : (start, stop)
    guard let (i1, i2, increment) = spec(low, high, Double(count)), i2 >= i1, i2 - i1 < 10_000 else { return [] }
    var ticks: [Double] = []
    for i in i1...i2 {
      ticks.append(increment < 0 ? Double(i) / -increment : Double(i) * increment)
    }
    return reverse ? ticks.reversed() : ticks
  }

  /// `interval` widened to whole multiples of the tick step for about `count` ticks, as d3's
  /// `scale.nice(count)`: the step is recomputed for the widened ends until it settles (at most
  /// ten rounds), so the ends are ticks. Ends that are not finite, or equal, are returned as given.
  public static func nice(_ interval: Interval, count: Int) -> Interval {
    var (start, stop) = (interval.start, interval.end)
    guard start.isFinite, stop.isFinite, start < stop, count > 0 else { return interval }
    var previous = 0.0
    for _ in 0..<10 {
      guard let step = increment(start, stop, Double(count)) else { break }
      if step == previous { break }
      if step > 0 {
        start = (start / step).rounded(.down) * step
        stop = (stop / step).rounded(.up) * step
      } else {
        start = (start * -step).rounded(.down) / -step
        stop = (stop * -step).rounded(.up) / -step
      }
      previous = step
    }
    return start.isFinite && stop.isFinite && start < stop ? Interval(start, stop) : interval
  }

  /// d3's tick increment: a step of 1, 2 or 5 × 10^k; for k < 0 its negated inverse (−10^−k /
  /// factor), so fractional steps divide exactly. Nil when the span gives no positive step.
  private static func increment(_ start: Double, _ stop: Double, _ count: Double) -> Double? {
    let step = (stop - start) / Swift.max(0, count)
    guard step > 0, step.isFinite else { return nil }
    let power = (log10(step)).rounded(.down)
    let error = step / pow10(power)
    let factor: Double = error >= 50.0.squareRoot() ? 10 : error >= 10.0.squareRoot() ? 5 : error >= 2.0.squareRoot() ? 2 : 1
    return power < 0 ? -pow10(-power) / factor : pow10(power) * factor
  }

  private static func spec(_ start: Double, _ stop: Double, _ count: Double) -> (Int, Int, Double)? {
    guard var increment = increment(start, stop, count) else { return nil }
    var i1: Double
    var i2: Double
    if increment < 0 {
      increment = -increment
      i1 = (start * increment).rounded()
      i2 = (stop * increment).rounded()
      if i1 / increment < start { i1 += 1 }
      if i2 / increment > stop { i2 -= 1 }
      increment = -increment
    } else {
      i1 = (start / increment).rounded()
      i2 = (stop / increment).rounded()
      if i1 * increment < start { i1 += 1 }
      if i2 * increment > stop { i2 -= 1 }
    }
    if i2 < i1 && 0.5 <= count && count < 2 { return spec(start, stop, count * 2) }
    guard Swift.abs(i1) < 1e15, Swift.abs(i2) < 1e15 else { return nil }
    return (Int(i1), Int(i2), increment)
  }

  private static func log10(_ x: Double) -> Double {
    // Without Foundation: log10 via a power-of-ten search refined by division, exact at powers.
    var exponent = 0.0
    var v = x
    while v >= 10 { v /= 10; exponent += 1 }
    while v < 1 { v *= 10; exponent -= 1 }
    return exponent + (v - 1) / 9  // only the floor is used; this stays within [exponent, exponent + 1)
  }

  private static func pow10(_ n: Double) -> Double {
    var result = 1.0
    let steps = Int(Swift.abs(n))
    for _ in 0..<steps { result *= 10 }
    return n < 0 ? 1 / result : result
  }

  /// A tick label: the shortest decimal that reads back to the tick ("0.3", "1e-7", "-2").
  public static func label(_ value: Double) -> String {
    value == 0 ? "0" : DecimalText.tidy(value)
  }
}
