import CurveExpression
import CurveSampling

extension FunctionSearch {
  /// A stretch of consecutive cells (each starting where the one before ends).
  struct Run {
    var lower: Double
    var upper: Double
  }

  /// The stretches of consecutive cells that `include` picks, in x order.
  func runs(where include: (Cell) -> Bool) -> [Run] {
    var result: [Run] = []
    for cell in cells where include(cell) {
      if let last = result.last, last.upper == cell.lower {
        result[result.count - 1].upper = cell.upper
      } else {
        result.append(Run(lower: cell.lower, upper: cell.upper))
      }
    }
    return result
  }

  /// The enclosure of f over `[lower, upper]` as an interval of y (the cell's when it is one).
  mutating func values(_ lower: Double, _ upper: Double) -> Interval {
    let e = enclose(lower, upper)?.value ?? Enclosure(-.infinity, .infinity)
    // + 0 writes −0 as 0.
    return e.isEmpty ? Interval(.nan, .nan) : Interval(e.lower + 0, e.upper + 0)
  }

  /// The zeros of f: each cell with exactly one, refined; each run of cells not told apart,
  /// certified when its enclosures prove one zero over the whole run.
  mutating func zeros() -> [PointOfInterest] {
    var found: [PointOfInterest] = []
    let single = cells.filter { $0.zero == .one }
    for cell in single {
      // A zero exactly at a cell's end is found from both cells: keep it once.
      if let point = certify(.value, cell.lower, cell.upper, kind: .zero, enclosure: cell.enclosure), !found.contains(point) {
        found.append(point)
      }
    }
    let undecided = runs(where: { cell in cell.zero == .candidate || cell.zero == .identicallyZero })
    for run in undecided {
      found.append(zero(in: run))
    }
    return found
  }

  /// The zero a run of undecided cells may hold: certified when the run's enclosures prove one.
  private mutating func zero(in run: Run) -> PointOfInterest {
    if let point = certify(.value, run.lower, run.upper, kind: .zero, enclosure: nil) { return point }
    return PointOfInterest(kind: .zero, x: Interval(run.lower, run.upper), y: values(run.lower, run.upper), certified: false)
  }

  /// The extrema (and the inflections the runs of undecided extrema prove), as ``zeros()``; at a
  /// kink, by the signs of f′ on both sides.
  mutating func extrema() -> (points: [PointOfInterest], undecided: [Interval]) {
    var found: [PointOfInterest] = []
    var undecided: [Interval] = []
    for (index, cell) in cells.enumerated() where cell.extremum == .one {
      switch (pointValue(of: .first, at: cell.lower), pointValue(of: .first, at: cell.upper)) {
      case (.sign(let left), .sign):
        let kind: PointOfInterest.Kind = left == .negative ? .minimum : .maximum
        if let point = certify(.first, cell.lower, cell.upper, kind: kind, enclosure: cell.enclosure) { found.append(point) }
      case (.zero, .sign(let right)):
        // f′ is exactly 0 at the left end: an extremum there when f′ has the other sign just
        // left of it (the cell before, monotone in f′ too).
        if index > 0, let left = farSign(cells[index - 1], toward: .lower), left != right,
          let point = exactExtremum(at: cell.lower, falling: left == .negative), !found.contains(point)
        {
          found.append(point)
        }
      case (.sign(let left), .zero):
        if index + 1 < cells.count, let right = farSign(cells[index + 1], toward: .upper), left != right,
          let point = exactExtremum(at: cell.upper, falling: left == .negative), !found.contains(point)
        {
          found.append(point)
        }
      default:
        continue
      }
    }
    for run in runs(where: { $0.extremum == .candidate }) {
      let (lower, upper) = (run.lower, run.upper)
      let left = sign(of: .first, at: lower)
      let right = sign(of: .first, at: upper)
      let kind: PointOfInterest.Kind? = left != nil && right != nil && left != right ? (left == .negative ? .minimum : .maximum) : nil
      if let kind, let point = certify(.first, lower, upper, kind: kind, enclosure: nil) {
        found.append(point)
      } else if let kind, let (low, high) = kinkExtremum(lower, upper, falling: kind == .minimum) {
        found.append(PointOfInterest(kind: kind, x: Interval(low, high), y: values(low, high), certified: true))
      } else if let kind {
        found.append(PointOfInterest(kind: kind, x: Interval(lower, upper), y: values(lower, upper), certified: false))
      } else if let l = sign(of: .second, at: lower), let r = sign(of: .second, at: upper), l != r,
        let d = enclose(lower, upper), d.value.isContinuous, !d.kink
      {
        // f′ has the same sign at both ends, and f″ changes sign: an inflection, proven, over the
        // whole run (any pair of extrema too close to tell apart lies inside it).
        found.append(PointOfInterest(kind: .inflection, x: Interval(lower, upper), y: Interval(d.value.lower, d.value.upper), certified: true))
      } else {
        undecided.append(Interval(lower, upper))
      }
    }
    return (found, undecided)
  }

  enum End { case lower, upper }

  /// The sign of f′ at `cell`'s `end`, when f′ is monotone on the cell (so it has that sign up
  /// to the cell's other end, where f′ is exactly 0).
  private mutating func farSign(_ cell: Cell, toward end: End) -> Sign? {
    guard cell.isContinuous, !cell.enclosure.kink, cell.enclosure.second.strictSign != nil else { return nil }
    return sign(of: .first, at: end == .lower ? cell.lower : cell.upper)
  }

  /// The extremum at `x`, where f′ is exactly 0 and has opposite signs on both sides.
  private mutating func exactExtremum(at x: Double, falling: Bool) -> PointOfInterest? {
    guard domain.lower < x, x < domain.upper else { return nil }
    return PointOfInterest(kind: falling ? .minimum : .maximum, x: Interval(x, x), y: values(x, x), certified: true)
  }

  /// The inflections of cells where f″ changes sign between the ends, refined.
  mutating func inflections(besides known: [PointOfInterest]) -> [PointOfInterest] {
    var found: [PointOfInterest] = []
    for cell in cells where cell.inflection == .one && !cell.enclosure.kink {
      let overlaps = known.contains { $0.kind == .inflection && $0.x.lower <= cell.upper && cell.lower <= $0.x.upper }
      guard !overlaps, let left = sign(of: .second, at: cell.lower) else { continue }
      let (low, high) = refine(.second, cell.lower, cell.upper, lowSign: left)
      found.append(PointOfInterest(kind: .inflection, x: Interval(low, high), y: values(low, high), certified: true))
    }
    return found
  }

  /// The one zero of `order` in `[lower, upper]`, refined, when the enclosures prove it: f
  /// continuous, `order` monotone (its next derivative of one sign, with no kink for f′), and
  /// strictly opposite signs at the ends.
  private mutating func certify(
    _ order: Order, _ lower: Double, _ upper: Double, kind: PointOfInterest.Kind, enclosure: Dual<Enclosure>?
  ) -> PointOfInterest? {
    guard let d = enclosure ?? enclose(lower, upper), d.value.isContinuous, let next = order.next,
      d[next].strictSign != nil, order == .value || !d.kink
    else { return nil }
    let (low, high): (Double, Double)
    switch (pointValue(of: order, at: lower), pointValue(of: order, at: upper)) {
    case (.zero, .sign): (low, high) = (lower, lower)
    case (.sign, .zero): (low, high) = (upper, upper)
    case (.sign(let left), .sign(let right)) where left != right: (low, high) = refine(order, lower, upper, lowSign: left)
    default: return nil
    }
    return PointOfInterest(kind: kind, x: Interval(low, high), y: values(low, high), certified: true)
  }

  /// A kink extremum in `[lower, upper]`, narrowed, when it is proven: f has a kink there (its
  /// enclosure says an `abs`, `min` or `max` may switch sides), f is continuous over the run and
  /// a neighbour as wide on each side, and f′ is of one sign on the left neighbour and of the
  /// other on the right one (falling then rising for a minimum), so f falls into the run and
  /// rises out of it. It is narrowed while f′ keeps its sign on one half of what is left.
  private mutating func kinkExtremum(_ lower: Double, _ upper: Double, falling: Bool) -> (Double, Double)? {
    let width = upper - lower
    let (a, b) = (Swift.max(domain.lower, lower - width), Swift.min(domain.upper, upper + width))
    let leftSign: Sign = falling ? .negative : .positive
    guard a < lower, upper < b, let run = enclose(lower, upper), run.kink, let whole = enclose(a, b), whole.value.isContinuous,
      enclose(a, lower)?.first.strictSign == leftSign, enclose(upper, b)?.first.strictSign == leftSign.opposite
    else { return nil }
    var (low, high) = (lower, upper)
    while doublesApart(low, high) > 4 {
      guard Subdivision.isSplittable(low, high) else { break }
      let middle = Subdivision.midpoint(low, high)
      if enclose(low, middle)?.first.strictSign == leftSign {
        low = middle
      } else if enclose(middle, high)?.first.strictSign == leftSign.opposite {
        high = middle
      } else {
        break
      }
    }
    return (low, high)
  }
}
