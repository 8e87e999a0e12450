/// Where a value lies along a logarithmic axis: its natural logarithm, by the VM's own `log`, so
/// a tick is placed with the very bits a curve drawn on the axis is (see
/// `CompiledExpression.onLogarithmicAxes(x:y:)`). Any base draws the same picture; the natural
/// one needs no extra rounding.
package enum AxisLogarithm {
  /// ln `value` (NaN below 0, −∞ at 0).
  package static func coordinate(_ value: Double) -> Double {
    DoubleArithmetic.apply(.log, value)
  }

  /// The value at `coordinate`: e to its power, by the VM's `exp`.
  package static func value(_ coordinate: Double) -> Double {
    DoubleArithmetic.apply(.exp, coordinate)
  }

  /// ln of a coordinate with its derivatives, enclosed over an interval of the curve's parameter.
  package static func coordinate(_ value: Dual<Enclosure>) -> Dual<Enclosure> {
    DualArithmetic<EnclosureArithmetic>.apply(.log, value)
  }
}
