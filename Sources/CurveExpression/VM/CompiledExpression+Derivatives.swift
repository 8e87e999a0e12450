extension CompiledExpression {
  /// f, f′ and f″ at `x`, by the point machine in ``DualArithmetic`` over doubles. f has exactly
  /// the bits of ``evaluate(at:)``.
  package func derivatives(at x: Double) -> Dual<Double> {
    value(at: DualArithmetic<DoubleArithmetic>.variable(x), in: DualArithmetic<DoubleArithmetic>.self)
  }

  /// Enclosures of f, f′ and f″ over `[lower, upper]`, by the point machine in
  /// ``DualArithmetic`` over intervals: every value each takes where the function is twice
  /// differentiable lies in it (`kink` says where it may not be).
  package func derivativeEnclosures(from lower: Double, to upper: Double) -> Dual<Enclosure> {
    value(at: DualArithmetic<EnclosureArithmetic>.variable(Enclosure(lower, upper)), in: DualArithmetic<EnclosureArithmetic>.self)
  }
}

extension Dual<Enclosure> {
  /// The enclosures of u − v and its derivatives: where two curves meet, u − v is zero.
  package static func - (u: Dual<Enclosure>, v: Dual<Enclosure>) -> Dual<Enclosure> {
    DualArithmetic<EnclosureArithmetic>.apply(.subtract, u, v)
  }
}
