import CurveExpression
import CurveSampling

extension FunctionSearch {
  /// The global minimum (`maximum` false) or maximum of f: an enclosure of the infimum
  /// (supremum) of f over the points of the domain where f is defined, ends included.
  ///
  /// Proven both ways, and nothing taken from a break's kind (a steep finite spike can look
  /// like a pole):
  /// - the lower end (for a minimum) is below every value: the least bound of any cell. A cell
  ///   bounds f by its enclosure, which holds every value f takes at a point of the cell where f
  ///   is defined; a monotone cell by its ends' point enclosures; a cell with one certified
  ///   extremum by those and the extremum's. Beside a pole (or log's 0) the enclosure is
  ///   unbounded on the side f goes only, so at a pole at a domain end the other side keeps the
  ///   rest of the domain's bound (1/x on [−5, 0]: sup −0.2). An enclosure may also be
  ///   unbounded where f is not (x·log(x) beside 0): sound, not tight;
  /// - the upper end is a value f takes: the least upper end of a point enclosure where f is
  ///   defined. So a side where f may be unbounded reads [−∞, v], v the lowest value seen; and
  ///   where no point's value is bounded (e^1000 everywhere), [bound, ∞].
  /// A point enclosure is of the real function, not of its floating-point evaluation: at a
  /// domain end where f is undefined (1/x at 0) it has no value, however the end is written
  /// (1/−0 is −∞ in floating point, 1/0 is +∞, neither a value). The double next to such an end
  /// gives the value nearest it instead. The places are every end or interval whose bound is
  /// within the enclosure.
  mutating func globalExtremum(maximum: Bool, points found: [PointOfInterest]) -> GlobalExtremum? {
    // Work on the minimum of ±f.
    func lowEnd(_ e: Enclosure) -> Double { maximum ? -e.upper : e.lower }
    func highEnd(_ e: Enclosure) -> Double { maximum ? -e.lower : e.upper }

    var places: [(x: Interval, bound: Double)] = []
    var reached = Double.infinity
    for cell in cells where cell.state != .undefined {
      let ends = [cell.lower, cell.upper].compactMap { x -> (Double, Enclosure)? in
        guard let d = enclose(at: x), d.value.isContinuous else { return nil }
        return (x, d.value)
      }
      for (_, e) in ends { reached = Swift.min(reached, highEnd(e)) }
      let monotone = cell.isContinuous && cell.enclosure.first.strictSign != nil && ends.count == 2
      let inside = found.filter {
        ($0.kind == .minimum || $0.kind == .maximum) && $0.certified && cell.lower <= $0.x.lower && $0.x.upper <= cell.upper
      }
      if monotone || (cell.extremum == .one && inside.count == 1) {
        for (x, e) in ends { places.append((Interval(x, x), lowEnd(e))) }
        for point in inside {
          let e = Enclosure(point.y.lower, point.y.upper)
          reached = Swift.min(reached, highEnd(e))
          places.append((point.x, lowEnd(e)))
        }
      } else {
        // The simplest double inside (0, an integer, a short binary fraction) is where a curve
        // often reaches its extreme exactly: sqrt(x) at 0.
        if let d = enclose(at: simplestDouble(cell.lower, cell.upper)), d.value.isContinuous {
          reached = Swift.min(reached, highEnd(d.value))
        }
        places.append((Interval(cell.lower, cell.upper), lowEnd(cell.enclosure.value)))
      }
    }
    // At a domain end with no value (a pole, log's 0), the value nearest it: the double inside.
    for (end, inside) in [(domain.lower, domain.lower.nextUp), (domain.upper, domain.upper.nextDown)] {
      guard enclose(at: end).map({ !$0.value.isContinuous }) ?? false, let d = enclose(at: inside), d.value.isContinuous else { continue }
      reached = Swift.min(reached, highEnd(d.value))
    }
    // No value seen at any point (all beyond the doubles, or at points the budget did not
    // reach) is no proof that f has none: the bound stands, with no value taken to close it.
    guard let low = places.map({ $0.bound }).min() else { return nil }
    var reachedAt: [Interval] = []
    for place in places.sorted(by: { $0.x.lower < $1.x.lower }) where place.bound <= reached {
      if let last = reachedAt.last, place.x.lower <= last.upper {
        reachedAt[reachedAt.count - 1] = Interval(last.lower, Swift.max(last.upper, place.x.upper))
      } else {
        reachedAt.append(place.x)
      }
    }
    let y = maximum ? Interval(-reached, -low) : Interval(low, reached)
    return GlobalExtremum(y: y, x: reachedAt)
  }
}

/// The double in `[lower, upper]` with the fewest significant bits: 0 when the interval holds
/// it, else the middle rounded to as few bits as stay inside.
func simplestDouble(_ lower: Double, _ upper: Double) -> Double {
  if lower <= 0 && 0 <= upper { return 0 }
  let middle = lower + (upper / 2 - lower / 2)
  for bits in 0...52 {
    let step = Double(sign: .plus, exponent: middle.exponent - bits, significand: 1)
    let candidate = (middle / step).rounded() * step
    if lower <= candidate && candidate <= upper { return candidate }
  }
  return middle
}
