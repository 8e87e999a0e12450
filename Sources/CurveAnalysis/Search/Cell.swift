import CurveExpression

/// A leaf of the subdivision of the domain: an x interval, the enclosures of f, f′ and f″ over
/// it, and what they decide.
struct Cell {
  var lower: Double
  var upper: Double
  var enclosure: Dual<Enclosure>
  var state: State

  enum State: Equatable {
    /// f has no value anywhere on the cell.
    case undefined
    /// f is not proven continuous, and the cell is at the resolution.
    case broken
    /// The budget ran out before the cell was decided.
    case undecided
    /// f is continuous on the cell; what is decided of its zeros, extrema and inflections.
    case continuous(zero: Finding, extremum: Finding, inflection: Finding)
  }

  var isContinuous: Bool {
    if case .continuous = state { return true }
    return false
  }

  var zero: Finding? {
    if case .continuous(let zero, _, _) = state { return zero }
    return nil
  }

  var extremum: Finding? {
    if case .continuous(_, let extremum, _) = state { return extremum }
    return nil
  }

  var inflection: Finding? {
    if case .continuous(_, _, let inflection) = state { return inflection }
    return nil
  }
}

/// What a cell's enclosures decide about the zeros of one order (f for zeros, f′ for extrema,
/// f″ for inflections).
enum Finding: Equatable {
  /// Proven: no zero (the enclosure excludes 0, or it is monotone with the same sign at both ends).
  case none
  /// Proven: monotone with strictly opposite signs at the ends, so exactly one zero (for f″:
  /// a sign change).
  case one
  /// Exactly zero on the whole cell (f ≡ 0; f′ ≡ 0, constant; f″ ≡ 0, straight).
  case identicallyZero
  /// Not decided at the resolution (or too flat to tell from an underflow).
  case candidate
  /// Not decided yet: the cell is split.
  case open
}
