import CurveExpression

/// Where a function of x can have a value, proven by its enclosures: what lets a plot say that an
/// expression is undefined on its whole domain only when it is, and otherwise where its values
/// can be when no sample found one (`sqrt(1 - x^2)` over [−1e300, 1e300] has none at 1,024 points).
package enum ValueSpan {
  /// The enclosures spent from each end at most: 64 halvings of the doubles between the ends
  /// reach one double, so this leaves room for enclosures too wide to decide a half at once.
  package static let budget = 2_048

  /// The least interval of `[lower, upper]` (lower ≤ upper) holding every point where `program`
  /// has a value, found to one double where the enclosures decide it, wider where they do not
  /// within ``budget``; nil when the enclosures prove it has none anywhere there.
  ///
  /// From each end, the halves are enclosed nearest that end first: a half whose enclosure is
  /// empty has no value, so the first one that is not (proven valued, or one double wide, or met
  /// when the budget is spent) starts the span, and everything before it was proven empty.
  package static func of(_ program: CompiledExpression, from lower: Double, to upper: Double) -> (lower: Double, upper: Double)? {
    guard let start = edge(program, lower, upper, fromLeft: true) else { return nil }
    let end = edge(program, start, upper, fromLeft: false) ?? upper
    return (start, end)
  }

  /// The first point from one end of `[lower, upper]` that may have a value; nil when none may.
  private static func edge(_ program: CompiledExpression, _ lower: Double, _ upper: Double, fromLeft: Bool) -> Double? {
    var pending = [(lower, upper)]
    var spent = 0
    while let (a, b) = pending.popLast() {
      spent += 1
      let enclosure = program.enclosure(from: a, to: b)
      if enclosure.isEmpty { continue }
      let middle = orderedMiddle(a, b)
      if enclosure.provesValue || spent >= budget || middle <= a || middle >= b { return fromLeft ? a : b }
      // The half nearest the end goes last, so it is enclosed next.
      pending.append(contentsOf: fromLeft ? [(middle, b), (a, middle)] : [(a, middle), (middle, b)])
    }
    return nil
  }

  /// The double halfway between `a` and `b` in the order of doubles: halving the count of doubles
  /// between them, not their distance, so that [−1e300, 1e300] reaches any one double in 64 steps.
  static func orderedMiddle(_ a: Double, _ b: Double) -> Double {
    let (i, j) = (orderedBits(a), orderedBits(b))
    let middle = (i >> 1) + (j >> 1) + (i & j & 1)  // (i + j) / 2 rounded down, without overflow
    let magnitude = Double(bitPattern: UInt64(middle.magnitude))
    return middle < 0 ? -magnitude : magnitude
  }
}
