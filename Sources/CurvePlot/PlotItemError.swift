import CurveAnalysis
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

  // Each property asks the error itself (an existential would not build for Embedded Swift).

  /// The error's stable name: the expression's, relation's or plane curve's code.
  public var code: String {
    switch self {
    case .expression(let error): error.code
    case .relation(let error): error.code
    case .curve(let error): error.code
    }
  }

  /// Where in the item's text, in characters from 0.
  public var range: Range<Int>? {
    switch self {
    case .expression(let error): error.range
    case .relation(let error): error.range
    case .curve(let error): error.range
    }
  }

  /// The message, with its column where it has one.
  public var description: String {
    switch self {
    case .expression(let error): error.description
    case .relation(let error): error.description
    case .curve(let error): error.description
    }
  }
}
