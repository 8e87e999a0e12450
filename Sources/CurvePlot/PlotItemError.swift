import CurveExpression

/// Why an item of a plot cannot be read: its expression's, relation's or plane curve's error,
/// placed in the whole item's text.
public enum PlotItemError: LocatedError, Sendable, Equatable {
  /// A function of x (`EXPR` or `y = EXPR`) that did not compile.
  case expression(ExpressionError)
  /// A relation that could not be read.
  case relation(RelationError)
  /// A parametric, polar or `x = EXPR` curve that could not be read.
  case curve(PlaneCurveError)

  // Each forwards to the error itself (an existential would not build for Embedded Swift).

  public var code: String {
    switch self {
    case .expression(let error): error.code
    case .relation(let error): error.code
    case .curve(let error): error.code
    }
  }

  public var range: Range<Int>? {
    switch self {
    case .expression(let error): error.range
    case .relation(let error): error.range
    case .curve(let error): error.range
    }
  }

  public var description: String {
    switch self {
    case .expression(let error): error.description
    case .relation(let error): error.description
    case .curve(let error): error.description
    }
  }
}
