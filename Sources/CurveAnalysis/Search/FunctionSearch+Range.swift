import CurveExpression
import CurveSampling

extension FunctionSearch {
  /// The global minimum (`maximum` false) or maximum of f over the domain, ends included.
  ///
  /// Every cell bounds f from below (for a minimum): a monotone cell by its ends' point
  /// enclosures, a cell with one certified extremum by those and the extremum's enclosure, any
  /// other by its enclosure. The smallest bound is the enclosure's lower end; the smallest value
  /// actually reached at a point (a point enclosure's upper end) is its upper end. The places are
  /// every end or interval whose bound is within the enclosure. Beside a pole going to −∞ the
  /// minimum is −∞, at the pole.
  mutating func globalExtremum(maximum: Bool, points found: [PointOfInterest], breaks: [AnalysisBreak]) -> GlobalExtremum? {
    // Work on the minimum of ±f.
    let sign: Double = maximum ? -1 : 1
    func lowEnd(_ e: Enclosure) -> Double { maximum ? -e.upper : e.lower }
    func highEnd(_ e: Enclosure) -> Double { maximum ? -e.lower : e.upper }

    let poles = breaks.filter { b in
      guard b.kind == .pole else { return false }
      return [function.value(b.left), function.value(b.right)].contains { sign * $0 < 0 }
    }
    if !poles.isEmpty {
      let infinity = -sign * Double.infinity
      return GlobalExtremum(y: Interval(infinity, infinity), x: poles.map { Interval($0.left, $0.right) })
    }

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
    guard reached < .infinity, let low = places.map({ $0.bound }).min() else { return nil }
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
