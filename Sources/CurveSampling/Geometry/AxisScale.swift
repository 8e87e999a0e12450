import CurveExpression

/// How values are laid along an axis.
public enum AxisScale: String, Sendable, CaseIterable {
  /// Equal lengths for equal differences (the default).
  case linear
  /// Equal lengths for equal ratios, with d3's decade and minor ticks; for functions,
  /// parametric and polar curves and data series, over a range above 0.
  case log

  /// Where `value` lies along the axis, in the coordinate the axis is linear in: the value
  /// itself, or its natural logarithm (`AxisLogarithm`; NaN below 0).
  public func coordinate(_ value: Double) -> Double {
    self == .linear ? value : AxisLogarithm.coordinate(value)
  }

  /// The value at `coordinate`.
  public func value(_ coordinate: Double) -> Double {
    self == .linear ? coordinate : AxisLogarithm.value(coordinate)
  }

  /// The coordinates of `interval`'s ends.
  public func coordinates(_ interval: Interval) -> Interval {
    self == .linear ? interval : Interval(coordinate(interval.start), coordinate(interval.end))
  }
}
