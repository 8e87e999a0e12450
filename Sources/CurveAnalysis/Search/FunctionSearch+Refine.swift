import CurveExpression

extension FunctionSearch {
  /// Narrows `[lower, upper]`, where `order` has the proven signs `lowSign` at `lower` and the
  /// opposite at `upper`, by bisection on point enclosures, until its ends are at most 4 doubles
  /// apart (or a point where `order` is exactly 0: the simplest double inside, or a middle). Where a middle's sign cannot be told (the
  /// enclosure holds 0), it closes in from both sides; it stops when neither moves.
  mutating func refine(_ order: Order, _ lower: Double, _ upper: Double, lowSign: Sign) -> (Double, Double) {
    var (low, high) = (lower, upper)
    // Zeros are often at simple numbers (0, 1, 0.5, 2): when the simplest double inside is
    // exactly a zero, that point is the answer.
    let simplest = simplestDouble(low, high)
    if low < simplest, simplest < high, pointValue(of: order, at: simplest) == .zero { return (simplest, simplest) }
    // Newton's steps (the point enclosures carry the next derivative) bring the middle near
    // the zero in a few enclosures instead of fifty halvings; each enclosure's sign still
    // narrows the bracket, so nothing rests on Newton converging.
    if let next = order.next {
      var x = low + (high / 2 - low / 2)
      for _ in 0..<12 {
        guard doublesApart(low, high) > 4, let d = enclose(at: x), d.value.isContinuous else { break }
        let e = d[order]
        if e.isExactlyZero, e.flags.isEmpty { return (x, x) }
        if let s = e.strictSign, low < x, x < high { if s == lowSign { low = x } else { high = x } }
        let slope = d[next].lower / 2 + d[next].upper / 2
        let step = (e.lower / 2 + e.upper / 2) / slope
        let target = x - step
        guard step.isFinite, target > low, target < high, target != x else { break }
        x = target
      }
      // Close in on where Newton ended from both sides, a few doubles at a time.
      var gap = 2
      while doublesApart(low, high) > 4, gap <= 64 {
        var (below, above) = (x, x)
        for _ in 0..<gap { (below, above) = (below.nextDown, above.nextUp) }
        var moved = false
        if below > low, below < high, let s = sign(of: order, at: below) {
          if s == lowSign { low = below } else { high = below }
          moved = true
        }
        if above > low, above < high, let s = sign(of: order, at: above) {
          if s == lowSign { low = above } else { high = above }
          moved = true
        }
        if !moved { break }
        gap *= 4
      }
    }
    while doublesApart(low, high) > 4 {
      let middle = low + (high / 2 - low / 2)
      guard middle > low, middle < high else { break }
      if let d = enclose(at: middle), d.value.isContinuous, d[order].isExactlyZero, d[order].flags.isEmpty {
        return (middle, middle)
      }
      if let s = sign(of: order, at: middle) {
        if s == lowSign { low = middle } else { high = middle }
        continue
      }
      var moved = false
      let left = low + (middle / 2 - low / 2)
      if left > low, let s = sign(of: order, at: left) {
        if s == lowSign { low = left } else { high = left }
        moved = true
      }
      let right = middle + (high / 2 - middle / 2)
      if right < high, right > low, let s = sign(of: order, at: right) {
        if s == lowSign { low = right } else { high = right }
        moved = true
      }
      if !moved { break }
    }
    let inside = simplestDouble(low, high)
    if low < inside, inside < high, pointValue(of: order, at: inside) == .zero { return (inside, inside) }
    return (low, high)
  }
}
