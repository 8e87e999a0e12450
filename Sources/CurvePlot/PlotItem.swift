/// One item of a math plot, as `curve plot --` and `ck.plotExpressions` take it: a function of x,
/// or an implicit relation in x and y. (Frames stay y = f(x): relations are math plots' only.)
public enum PlotItem: Sendable, Equatable {
  /// `EXPR` or `y = EXPR`: the curve y = EXPR, in x.
  case function(String)
  /// `LHS = RHS`, or an inequality (`<`, `<=`, `>`, `>=`): see ``Relation``.
  case relation(String)

  /// Reads an item: text without `=`, `<` or `>` is a function of x, and so is `y = EXPR` where
  /// EXPR has neither a comparison nor the name `y`; any other text with a comparison is a
  /// relation.
  public init(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: Self.isComparison) else {
      self = .function(text)
      return
    }
    // `y = EXPR`: the first non-blank is `y`, the next `=`, and the rest names no `y`.
    let blank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
    var index = scalars.firstIndex(where: { !blank($0) }) ?? scalars.count
    if index < scalars.count, scalars[index] == "y" {
      index += 1
      while index < scalars.count, blank(scalars[index]) { index += 1 }
      if index < scalars.count, scalars[index] == "=" {
        let rest = scalars[(index + 1)...].drop(while: blank)
        if !rest.contains(where: Self.isComparison) && !Self.names(rest).contains("y") {
          self = .function(String(String.UnicodeScalarView(rest)))
          return
        }
      }
    }
    self = .relation(text)
  }

  /// The text as given (a function's without its `y =`).
  public var text: String {
    switch self {
    case .function(let text), .relation(let text): text
    }
  }

  /// The item as an equation or inequality: `y = EXPR` for a function.
  public var equation: String {
    switch self {
    case .function(let text): "y = " + text
    case .relation(let text): text
    }
  }

  private static func isComparison(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "=" || scalar == "<" || scalar == ">"
  }

  /// The identifiers in `scalars` (`[A-Za-z_][A-Za-z0-9_]*`, after no digit or letter).
  private static func names(_ scalars: ArraySlice<Unicode.Scalar>) -> [String] {
    var names: [String] = []
    var current = ""
    var inNumber = false
    for scalar in scalars {
      let letter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
      let digit = ("0"..."9").contains(scalar)
      if letter || (digit && !current.isEmpty) {
        if current.isEmpty && inNumber { continue }  // 1e5: an exponent, not a name
        current.unicodeScalars.append(scalar)
      } else {
        if !current.isEmpty { names.append(current) }
        current = ""
        inNumber = digit || (scalar == "." && inNumber)
      }
    }
    if !current.isEmpty { names.append(current) }
    return names
  }
}
