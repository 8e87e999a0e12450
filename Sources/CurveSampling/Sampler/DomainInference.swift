internal import _CurveKernels

/// The one implementation of the protocol's domain rules, shared by the sampler and the frame
/// validator.
///
/// - `domain` omitted: samples mode → the extent of the finite sample x values; function mode →
///   [0, 1]. `yDomain` omitted: the extent of the finite y values (function mode: of the evaluated
///   samples); nothing finite → [0, 1].
/// - A degenerate extent (min == max) is widened to `[v − h, v + h]` with `h = |v|/2` (or 1 when
///   v is 0), so the curve sits mid-plot.
/// - An explicit domain must have finite ends and min ≠ max; min > max flips the axis.
package enum DomainInference {
  /// Why an explicit domain cannot be used.
  package enum Problem: Sendable, Hashable {
    /// An end is infinite or NaN.
    case notFinite
    /// The ends are equal.
    case empty
  }

  /// Checks an explicit domain.
  package static func validate(_ interval: Interval) -> Problem? {
    guard interval.start.isFinite, interval.end.isFinite else { return .notFinite }
    guard interval.start != interval.end else { return .empty }
    return nil
  }

  /// The extent of the finite values in `values`, widened when degenerate; [0, 1] when none is finite.
  package static func extent(of values: some Sequence<Double>) -> Interval {
    var low = Double.infinity
    var high = -Double.infinity
    for value in values where value.isFinite {
      low = Swift.min(low, value)
      high = Swift.max(high, value)
    }
    guard low <= high else { return Interval(0, 1) }
    return widened(Interval(low, high))
  }

  /// The same for an array, in one vector pass (`curve_extent`): the sampler's hot path.
  static func extent(of values: [Double]) -> Interval {
    var low = Double.infinity
    var high = -Double.infinity
    values.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      curve_extent(base, buffer.count, &low, &high)
    }
    guard low <= high else { return Interval(0, 1) }
    return widened(Interval(low, high))
  }

  /// `interval`, or around its single value when it is degenerate.
  package static func widened(_ interval: Interval) -> Interval {
    guard interval.start == interval.end else { return interval }
    let v = interval.start
    let half = v == 0 ? 1 : Swift.abs(v) / 2
    return Interval(v - half, v + half)
  }

  /// The x domain of a function-mode layer without `domain`.
  package static let functionDomain = Interval(0, 1)
}
