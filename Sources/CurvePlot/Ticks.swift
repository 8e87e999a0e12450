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

  /// A tick label: the shortest decimal that reads back to the tick, in scientific form when
  /// its magnitude is 10^6 or more or under 10^-4 ("1e9", "2.5e−7"), with a real minus sign
  /// (U+2212): "0.3", "−2", "1.5e9".
  public static func label(_ value: Double) -> String {
    if value == 0 { return "0" }
    var text = Array(DecimalText.tidy(value).utf8)
    let magnitude = Swift.abs(value)
    if magnitude >= 1e6 || magnitude < 1e-4, !text.contains(UInt8(ascii: "e")) { text = scientific(text) }
    // Bytes, not Characters: the text is ASCII, and this keeps grapheme breaking out of the build.
    var label = ""
    for byte in text { label.unicodeScalars.append(byte == UInt8(ascii: "-") ? "\u{2212}" : Unicode.Scalar(byte)) }
    return label
  }

  /// A plain decimal ("-1500000", "0.00005") in scientific form ("-1.5e6", "5e-5").
  private static func scientific(_ decimal: [UInt8]) -> [UInt8] {
    let negative = decimal.first == UInt8(ascii: "-")
    let body = negative ? Array(decimal.dropFirst()) : decimal
    let point = body.firstIndex(of: UInt8(ascii: ".")) ?? body.count
    let digits = body.filter { $0 != UInt8(ascii: ".") }
    guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return decimal }
    var significant = Array(digits[first...])
    while significant.count > 1, significant.last == UInt8(ascii: "0") { significant.removeLast() }
    var result: [UInt8] = negative ? [UInt8(ascii: "-")] : []
    result.append(significant[0])
    if significant.count > 1 { result += [UInt8(ascii: ".")] + significant.dropFirst() }
    result += [UInt8(ascii: "e")] + Array("\(point - first - 1)".utf8)
    return result
  }
}
