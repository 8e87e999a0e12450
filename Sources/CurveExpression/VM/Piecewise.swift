/// The piecewise of the math-plot language in each arithmetic: a comparison is 1 or 0, a select
/// takes the branch its condition names. At a point in doubles both are exact. Over an interval
/// a comparison the enclosures decide is a point (1 or 0) and its select is that branch
/// unchanged; an undecided one is [0, 1] that may break, and its select holds both branches and
/// may break, since the function may jump where the condition turns.

extension Enclosure {
  /// A condition's truth where the enclosure decides it (1 or 0 throughout), else nil.
  var decidedCondition: Bool? { lower >= 1 ? true : upper <= 0 ? false : nil }
}

extension DifferentiableArithmetic {
  /// Whether `a` and `b` may be equal with values: not where equality is proven false (apart,
  /// or a side with no value). Where they cannot, a comparison of them turns nowhere.
  static func mayMeet(_ a: Value, _ b: Value) -> Bool { exactly(compare(.equal, a, b)) != 0 }
}

extension EnclosureArithmetic {
  static func compare(_ comparison: SyntaxTree.Comparison, _ a: Enclosure, _ b: Enclosure) -> Enclosure {
    let fails = Enclosure(point: 0)
    // A comparison with no value on a side is false.
    guard !a.isEmpty, !b.isEmpty else { return fails }
    let (holds, failsEverywhere): (Bool, Bool)
    switch comparison {
    case .less: (holds, failsEverywhere) = (a.upper < b.lower, a.lower >= b.upper)
    case .lessOrEqual: (holds, failsEverywhere) = (a.upper <= b.lower, a.lower > b.upper)
    case .greater: (holds, failsEverywhere) = (a.lower > b.upper, a.upper <= b.lower)
    case .greaterOrEqual: (holds, failsEverywhere) = (a.lower >= b.upper, a.upper < b.lower)
    case .equal:
      (holds, failsEverywhere) = (a.lower == a.upper && b.lower == b.upper && a.lower == b.lower, a.upper < b.lower || a.lower > b.upper)
    }
    if failsEverywhere { return fails }
    // Where a side may have no value (outside its domain, at a pole, whose bounds are
    // infinite) the comparison is false: it holds everywhere only with values everywhere.
    let valued = { (e: Enclosure) in !e.flags.contains(.partlyUndefined) && e.lower.isFinite && e.upper.isFinite }
    if holds, valued(a), valued(b) { return Enclosure(point: 1) }
    return Enclosure(0, 1, .mayBreak)
  }

  static func select(_ condition: Enclosure, _ a: Enclosure, _ b: Enclosure) -> Enclosure {
    if let holds = condition.decidedCondition { return holds ? a : b }
    var both = join(a, b)
    both.flags.insert(.mayBreak)
    return both
  }
}

extension PreciseArithmetic {
  static func compare(_ comparison: SyntaxTree.Comparison, _ a: PreciseBall, _ b: PreciseBall) -> PreciseBall {
    PreciseBall(E.compare(comparison, a.enclosure, b.enclosure))
  }

  /// A decided condition keeps its branch's ball; an undecided one, the enclosure of both.
  static func select(_ condition: PreciseBall, _ a: PreciseBall, _ b: PreciseBall) -> PreciseBall {
    if let holds = condition.enclosure.decidedCondition { return holds ? a : b }
    return PreciseBall(E.select(condition.enclosure, a.enclosure, b.enclosure))
  }
}

extension DualArithmetic {
  /// Constant where it is decided; a kink where its sides may meet (where it may turn). A side
  /// with no value there is no turn: the comparison is false throughout.
  static func compare(_ comparison: SyntaxTree.Comparison, _ u: Value, _ v: Value) -> Value {
    Dual(Base.compare(comparison, u.value, v.value), Base.constant(0), Base.constant(0), kink: Base.mayMeet(u.value, v.value))
  }

  /// The branch, derivatives and all, where the condition is decided away from its turn; at a
  /// turn (a point where the sides meet, an interval where they may), the value as `Base`
  /// selects it and derivatives holding both branches' (NaN at a point where they differ).
  static func select(_ condition: Value, _ a: Value, _ b: Value) -> Value {
    if !condition.kink, let decided = Base.exactly(condition.value) { return decided == 1 ? a : b }
    return Dual(Base.select(condition.value, a.value, b.value), Base.join(a.first, b.first), Base.join(a.second, b.second), kink: true)
  }
}

extension TaylorArithmetic {
  /// As ``DualArithmetic/compare(_:_:_:)``, to any order.
  static func compare(_ comparison: SyntaxTree.Comparison, _ u: Value, _ v: Value) -> Value {
    Taylor([Base.compare(comparison, u.value, v.value)], kink: Base.mayMeet(u.value, v.value))
  }

  /// As ``DualArithmetic/select(_:_:_:)``, to any order.
  static func select(_ condition: Value, _ a: Value, _ b: Value) -> Value {
    if !condition.kink, let decided = Base.exactly(condition.value) { return decided == 1 ? a : b }
    let zero = Base.constant(0)
    let count = Swift.max(a.coefficients.count, b.coefficients.count)
    var w = (0..<count).map { k in
      Base.join(k < a.coefficients.count ? a.coefficients[k] : zero, k < b.coefficients.count ? b.coefficients[k] : zero)
    }
    w[0] = Base.select(condition.value, a.value, b.value)
    return Taylor(w, kink: true)
  }
}
