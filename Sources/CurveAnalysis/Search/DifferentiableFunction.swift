import CurveExpression

/// What the search asks of a function: enclosures of f, f′ and f″ over an interval of x, and f
/// at a point as a double. One expression, or the difference of two (where they meet).
struct DifferentiableFunction {
  let enclose: (Double, Double) -> Dual<Enclosure>
  /// f, f′, f″ at a point in ball arithmetic with double-double midpoints: what signs f where
  /// the interval enclosure is a few ulps of its terms wide (beside a zero).
  let encloseAtPoint: (Double) -> Dual<Enclosure>
  let value: (Double) -> Double

  init(_ expression: CompiledExpression) {
    enclose = { expression.derivativeEnclosures(from: $0, to: $1) }
    encloseAtPoint = { expression.preciseDerivatives(at: $0).enclosures }
    value = { expression.evaluate(at: $0) }
  }

  /// f − g.
  init(difference f: CompiledExpression, _ g: CompiledExpression) {
    enclose = { f.derivativeEnclosures(from: $0, to: $1) - g.derivativeEnclosures(from: $0, to: $1) }
    encloseAtPoint = { (f.preciseDerivatives(at: $0) - g.preciseDerivatives(at: $0)).enclosures }
    value = { f.evaluate(at: $0) - g.evaluate(at: $0) }
  }
}

extension Dual<Enclosure> {
  /// Whether one of f, f′, f″ holds 0 without being exactly 0: unsigned.
  var hasUnsignedOrder: Bool {
    [value, first, second].contains { !$0.isEmpty && $0.lower <= 0 && 0 <= $0.upper && !$0.isExactlyZero }
  }

  /// What two sound enclosures of the same values prove together: each the intersection, each
  /// flag only where both raise it (either one's proof of its absence is a proof).
  func meeting(_ other: Dual<Enclosure>) -> Dual<Enclosure> {
    func meet(_ a: Enclosure, _ b: Enclosure) -> Enclosure {
      if a.isEmpty || b.isEmpty { return a.isEmpty ? a : b }
      let (low, high) = (Swift.max(a.lower, b.lower), Swift.min(a.upper, b.upper))
      guard low <= high else { return a }  // cannot happen for two sound enclosures; keep one
      return Enclosure(low, high, a.flags.intersection(b.flags))
    }
    return Dual(meet(value, other.value), meet(first, other.first), meet(second, other.second), kink: kink && other.kink)
  }
}

/// Which of f, f′ and f″.
enum Order: Int {
  case value = 0, first, second

  /// The derivative of this one: the order whose sign proves this one monotone.
  var next: Order? { Order(rawValue: rawValue + 1) }
}

extension Dual<Enclosure> {
  subscript(order: Order) -> Enclosure {
    switch order {
    case .value: value
    case .first: first
    case .second: second
    }
  }
}

/// A proven sign.
enum Sign: Equatable {
  case negative, positive

  var opposite: Sign { self == .negative ? .positive : .negative }
}

extension Enclosure {
  /// The sign every value in the enclosure has, when there is one. Flags are not looked at:
  /// the caller knows whether it needs the function continuous.
  var strictSign: Sign? {
    if isEmpty { return nil }
    if lower > 0 { return .positive }
    if upper < 0 { return .negative }
    return nil
  }

  /// Whether the enclosure is exactly zero: the function is identically zero there.
  var isExactlyZero: Bool { lower == 0 && upper == 0 }

  /// Whether the enclosure holds 0 and nothing beyond the smallest normal double: too flat to
  /// tell a zero from an underflow.
  var isFlat: Bool { !isEmpty && -Double.leastNormalMagnitude <= lower && upper <= Double.leastNormalMagnitude }
}
