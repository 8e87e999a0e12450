import CurveSampling
import _CurveText

/// "Nice" tick values for an axis, as d3-array's `ticks(start, stop, count)` chooses them: a
/// step of 1, 2 or 5 times a power of ten (the factor picked by comparing the raw step with
/// √50, √10, √2), ticks at whole multiples of it inside [start, stop], computed by division for
/// fractional steps so they print exactly (0.3, not 0.30000000000000004).
package enum Ticks {
  /// A tick: its value, and the shortest decimal that names it (`1e306`, where the value
  /// computed as d3 does may be 9.999999999999999e305).
  package struct Tick: Sendable, Equatable {
    /// The value, as d3's `ticks` computes it.
    package var value: Double
    /// The label: the tick's exact decimal, in ``label(_:)``'s form.
    package var label: String
  }

  /// About `count` nice values from `start` to `stop` (either order), in that order; none when
  /// an end is not finite or `count` is not positive, `[start]` when the ends are equal.
  package static func values(_ start: Double, _ stop: Double, count: Int = 6) -> [Double] {
    labeled(start, stop, count: count).map { $0.value }
  }

  /// ``values(_:_:count:)`` with their labels. The label is written from the tick's decimal
  /// (its index times the step's digit and power of ten), never from the value's own digits, so
  /// it is as short as the step allows.
  package static func labeled(_ start: Double, _ stop: Double, count: Int = 6) -> [Tick] {
    guard start.isFinite, stop.isFinite, count > 0 else { return [] }
    if start == stop { return [Tick(value: start, label: label(start))] }
    let reverse = stop < start
    let (low, high) = reverse ? (stop, start) : (start, stop)
    guard let spec = spec(low, high, Double(count)), spec.last >= spec.first, spec.last - spec.first < 10_000 else { return [] }
    var ticks: [Tick] = []
    // Indices are counted in doubles: they reach 1e15, past a 32-bit Int (wasm32).
    var i = spec.first
    while i <= spec.last {
      let value = spec.increment < 0 ? i / -spec.increment : i * spec.increment
      ticks.append(Tick(value: value, label: decimal(significand: i * spec.digit, exponent: spec.exponent)))
      i += 1
    }
    return reverse ? ticks.reversed() : ticks
  }

  /// `interval` widened to whole multiples of the tick step for about `count` ticks, as d3's
  /// `scale.nice(count)`: the step is recomputed for the widened ends until it settles (at most
  /// ten rounds), so the ends are ticks. Ends that are not finite, or equal, are returned as given.
  package static func nice(_ interval: Interval, count: Int) -> Interval {
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
    step(start, stop, count).map { $0.increment }
  }

  /// The increment, and the step as a decimal: `digit × 10^exponent` (digit 1, 2, 5 or 10).
  private static func step(_ start: Double, _ stop: Double, _ count: Double) -> (increment: Double, digit: Double, exponent: Int)? {
    let span = stop - start
    // A span past the doubles' range is divided end by end.
    let step = span.isFinite ? span / Swift.max(0, count) : stop / count - start / count
    guard step > 0, step.isFinite else { return nil }
    let power = floorLog10(step)
    let error = step / pow10(power)
    let factor: Double = error >= 50.0.squareRoot() ? 10 : error >= 10.0.squareRoot() ? 5 : error >= 2.0.squareRoot() ? 2 : 1
    let increment = power < 0 ? -pow10(-power) / factor : pow10(power) * factor
    return (increment, factor, power)
  }

  private static func spec(_ start: Double, _ stop: Double, _ count: Double) -> (first: Double, last: Double, increment: Double, digit: Double, exponent: Int)? {
    guard let (signedIncrement, digit, exponent) = step(start, stop, count) else { return nil }
    var increment = signedIncrement
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
    return (i1, i2, increment, digit, exponent)
  }

  /// ⌊log10(x)⌋ for a positive finite x, from the exact powers of ten.
  static func floorLog10(_ x: Double) -> Int {
    var exponent = 0
    while exponent < 308, pow10(exponent + 1) <= x { exponent += 1 }
    while exponent > -324, pow10(exponent) > x { exponent -= 1 }
    return exponent
  }

  /// 10^n, correctly rounded (10^k for k ≤ 22 is exact; past that the decimal is parsed).
  static func pow10(_ n: Int) -> Double {
    if (0...22).contains(n) { return exactPowers[n] }
    return Double("1e\(n)") ?? (n < 0 ? 0 : .infinity)
  }

  private static let exactPowers: [Double] = (0...22).reduce(into: []) { table, k in
    table.append(k == 0 ? 1 : table[k - 1] * 10)
  }

  /// The label of `significand × 10^exponent` (a whole significand below 1e16): its decimal
  /// digits without trailing zeros, plain or scientific as ``label(_:)`` writes them.
  static func decimal(significand: Double, exponent: Int) -> String {
    if significand == 0 { return "0" }
    var digits = Array(String(Int64(Swift.abs(significand).rounded())).utf8)  // below 1e16: exact, in range
    var exponent = exponent
    while digits.count > 1, digits.last == UInt8(ascii: "0") {
      digits.removeLast()
      exponent += 1
    }
    // Plain, then scientific by the rule label(_:) follows: from 10^6 and under 10^-4.
    let leading = exponent + digits.count - 1
    var text: [UInt8] = significand < 0 ? [UInt8(ascii: "-")] : []
    if exponent >= 0 {
      text += digits + Array(repeating: UInt8(ascii: "0"), count: exponent)
    } else if leading >= 0 {
      text += digits.prefix(leading + 1) + [UInt8(ascii: ".")] + digits.dropFirst(leading + 1)
    } else {
      text += [UInt8(ascii: "0"), UInt8(ascii: ".")] + Array(repeating: UInt8(ascii: "0"), count: -leading - 1) + digits
    }
    if leading >= 6 || leading < -4 { text = scientific(text) }
    return withMinus(text)
  }

  /// ASCII text with its hyphen-minus as a real minus sign (U+2212).
  private static func withMinus(_ text: [UInt8]) -> String {
    // Bytes, not Characters: the text is ASCII, and this keeps grapheme breaking out of the build.
    var label = ""
    for byte in text { label.unicodeScalars.append(byte == UInt8(ascii: "-") ? "\u{2212}" : Unicode.Scalar(byte)) }
    return label
  }

  /// A tick label: the shortest decimal that reads back to the tick, in scientific form when
  /// its magnitude is 10^6 or more or under 10^-4 ("1e9", "2.5e−7"), with a real minus sign
  /// (U+2212): "0.3", "−2", "1.5e9".
  package static func label(_ value: Double) -> String {
    if value == 0 { return "0" }
    var text = Array(DecimalText.tidy(value).utf8)
    let magnitude = Swift.abs(value)
    if magnitude >= 1e6 || magnitude < 1e-4, !text.contains(UInt8(ascii: "e")) { text = scientific(text) }
    return withMinus(text)
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
