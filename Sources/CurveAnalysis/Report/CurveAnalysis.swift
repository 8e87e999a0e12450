import CurveSampling

/// What is proven about one curve y = f(x) over a domain: its points of interest, its breaks,
/// its range, and the pieces between them.
public struct CurveAnalysis: Sendable {
  /// The expression as given (empty for a curve drawn through samples).
  public var expression: String
  /// Zeros, minima, maxima and inflections, in x order.
  public var points: [PointOfInterest]
  /// Where the curve is not proven continuous, in x order.
  public var breaks: [AnalysisBreak]
  /// The global minimum and maximum.
  public var range: CurveRange
  /// The domain cut at every point and break, in x order (none inside an undefined region).
  public var pieces: [CurvePiece]
  /// Stretches still open when the budget ran out: a point of interest may lie inside.
  public var undecided: [Interval]
  /// The enclosures computed.
  public var evaluations: Int
  /// Whether the budget ran out (else what is undecided is too flat for interval arithmetic).
  public var budgetRanOut: Bool
}

/// Where two curves meet: a zero of their difference.
public struct CurveIntersection: Sendable, Hashable {
  /// The indices of the two curves, the smaller first.
  public var curves: (Int, Int)
  /// The x interval that holds the meeting.
  public var x: Interval
  /// The value of the first curve there.
  public var y: Interval
  /// Whether exactly one meeting lies in `x`, proven as for a zero of the difference.
  public var certified: Bool

  public static func == (a: CurveIntersection, b: CurveIntersection) -> Bool {
    a.curves == b.curves && a.x == b.x && a.y == b.y && a.certified == b.certified
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(curves.0)
    hasher.combine(curves.1)
    hasher.combine(x)
    hasher.combine(y)
    hasher.combine(certified)
  }
}
