internal import _CurveKernels

/// Evenly spaced x values over a domain: `x_i = min + (max − min)·i/(n − 1)`, the last exactly
/// `max`. The one grid `curve evaluate` and the function-mode sampler both use.
package struct UniformGrid: Sendable, Hashable {
  /// The first value.
  package let start: Double
  /// The last value, exactly.
  package let end: Double
  /// How many values.
  package let count: Int

  /// - Parameters:
  ///   - start: the first value, finite.
  ///   - end: the last value, finite (either order).
  ///   - count: at least 2.
  /// - Returns: `nil` when an end is not finite or `count < 2`.
  package init?(from start: Double, to end: Double, count: Int) {
    guard start.isFinite, end.isFinite, count >= 2 else { return nil }
    self.start = start
    self.end = end
    self.count = count
  }

  /// The `i`th value, `0 ≤ i < count`.
  ///
  /// Rounding: `(max − min)` once, times `i` once, divided by `n − 1` once, plus `min` once,
  /// each round-to-nearest. When `max − min` overflows (only past ±8.9e307) the values are
  /// computed halved, `2·(min/2 + ((max/2 − min/2)/(n − 1))·i)`, so that no step overflows and
  /// every value is finite. The formula is `curve_grid_value` in C, so ``fill(_:)``'s vector
  /// loop gives the same bits.
  package subscript(i: Int) -> Double {
    curve_grid_value(start, end, i, count)
  }

  /// Writes every value into `buffer` (its first `count` elements).
  package func fill(_ buffer: UnsafeMutableBufferPointer<Double>) {
    guard let base = buffer.baseAddress else { return }
    curve_grid(base, start, end, count, Swift.min(count, buffer.count))
  }

  /// All the values, written by ``fill(_:)``.
  package var values: [Double] {
    [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
      fill(buffer)
      initialized = count
    }
  }
}
