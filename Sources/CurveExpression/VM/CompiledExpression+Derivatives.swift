extension CompiledExpression {
  /// f, f′ and f″ at `x`, by the point machine in ``DualArithmetic`` over doubles. f has exactly
  /// the bits of ``evaluate(at:)``; where it is NaN (no value), so are f′ and f″.
  package func derivatives(at x: Double) -> Dual<Double> {
    var dual = value(at: DualArithmetic<DoubleArithmetic>.variable(x), in: DualArithmetic<DoubleArithmetic>.self)
    // The chain rule runs outside the domain too: log(x) at −1 would give f′ = 1/x = −1.
    if dual.value.isNaN { (dual.first, dual.second) = (.nan, .nan) }
    return dual
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

extension Dual<Enclosure> {
  /// These enclosures over `[lower, upper]`, narrowed by the mean-value form around `center`
  /// (whose point enclosures are `atCenter`): f(X) ⊂ f(c) + f′(X)·(X − c), and likewise f′ from
  /// f″ where f′ is continuous (no kink). Each is intersected with the plain enclosure, so it is
  /// never wider; it is far narrower where the plain one suffers from dependency (sin(x)/x near
  /// 0), and shrinks quadratically with the interval.
  package func centered(from lower: Double, to upper: Double, at center: Double, _ atCenter: Dual<Enclosure>) -> Dual<Enclosure> {
    typealias E = EnclosureArithmetic
    guard value.isContinuous, atCenter.value.isContinuous else { return self }
    let offset = E.apply(.subtract, Enclosure(lower, upper), Enclosure(point: center))
    func meet(_ plain: Enclosure, _ form: Enclosure) -> Enclosure {
      guard !form.isEmpty, form.lower.isFinite || form.upper.isFinite else { return plain }
      let (low, high) = (Swift.max(plain.lower, form.lower), Swift.min(plain.upper, form.upper))
      return low <= high ? Enclosure(low, high, plain.flags) : plain
    }
    var result = self
    if !first.isEmpty, !first.flags.contains(.partlyUndefined) {
      result.value = meet(value, E.apply(.add, atCenter.value, E.apply(.multiply, first, offset)))
    }
    if !kink, first.isContinuous, atCenter.first.isContinuous, !second.isEmpty, !second.flags.contains(.partlyUndefined) {
      result.first = meet(first, E.apply(.add, atCenter.first, E.apply(.multiply, second, offset)))
    }
    return result
  }
}

extension CompiledExpression {
  /// f, f′ and f″ at `x` in ball arithmetic with double-double midpoints (``PreciseBall``):
  /// far tighter than ``derivativeEnclosures(from:to:)`` at a point, and as sound.
  package func preciseDerivatives(at x: Double) -> Dual<PreciseBall> {
    value(at: DualArithmetic<PreciseArithmetic>.variable(PreciseBall(x)), in: DualArithmetic<PreciseArithmetic>.self)
  }

  /// f alone at `x` in ``PreciseBall`` arithmetic: the ball of ``preciseDerivatives(at:)``'s
  /// value, bit for bit (the dual numbers run each value through the same operation), without
  /// the work of f′ and f″.
  package func preciseValue(at x: Double) -> PreciseBall {
    value(at: PreciseBall(x), in: PreciseArithmetic.self)
  }
}

extension Dual<PreciseBall> {
  /// u − v and its derivatives: where two curves meet, in the balls' precision.
  package static func - (u: Dual<PreciseBall>, v: Dual<PreciseBall>) -> Dual<PreciseBall> {
    DualArithmetic<PreciseArithmetic>.apply(.subtract, u, v)
  }

  /// As intervals of doubles, rounded outward.
  package var enclosures: Dual<Enclosure> {
    Dual<Enclosure>(value.enclosure, first.enclosure, second.enclosure, kink: kink)
  }
}
