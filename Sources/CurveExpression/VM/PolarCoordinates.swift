/// A polar curve's point (r cos t, r sin t), in the VM's own arithmetic: its points have the same
/// bits on every platform, and its enclosures are as sound as the VM's.
package enum PolarCoordinates {
  /// The point at radius `r` and angle `t`, with the VM's cosine and sine.
  package static func cartesian(radius r: Double, angle t: Double) -> (x: Double, y: Double) {
    typealias D = DoubleArithmetic
    return (D.apply(.multiply, r, D.apply(.cos, t)), D.apply(.multiply, r, D.apply(.sin, t)))
  }

  /// Enclosures of x(t) = r(t) cos t and y(t) = r(t) sin t and their derivatives over
  /// `[lower, upper]`, from `r`'s over the same interval.
  package static func cartesian(radius r: Dual<Enclosure>, angleFrom lower: Double, to upper: Double) -> (x: Dual<Enclosure>, y: Dual<Enclosure>) {
    typealias D = DualArithmetic<EnclosureArithmetic>
    let t = D.variable(Enclosure(lower, upper))
    return (D.apply(.multiply, r, D.apply(.cos, t)), D.apply(.multiply, r, D.apply(.sin, t)))
  }
}

extension Dual<Enclosure> {
  /// The variable itself over `[lower, upper]`: t, 1, 0 (the y of a curve x = f(y), traced by y).
  package static func variable(from lower: Double, to upper: Double) -> Dual<Enclosure> {
    DualArithmetic<EnclosureArithmetic>.variable(Enclosure(lower, upper))
  }
}
