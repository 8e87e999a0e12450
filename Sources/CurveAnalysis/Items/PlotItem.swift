import CurveExpression

/// One item of a math plot, as `curve plot --` and `ck.plotExpressions` take it. Frames stay
/// y = f(x): every other kind is math plots' only, and `y`, `t` and `theta` are variables only in
/// the kinds that have them.
public enum PlotItem: Sendable, Equatable {
  /// `EXPR` or `y = EXPR`: the curve y = EXPR, in x.
  case function(String)
  /// `x = EXPR`: the curve x = EXPR, in y, over the plot's y range.
  case functionOfY(String)
  /// `(EXPR, EXPR)`: the curve (x(t), y(t)) over the plot's t domain.
  case parametric(x: String, y: String)
  /// `r = EXPR`: the curve at distance r(t) from the origin at angle t (also spelt `θ` and
  /// `theta`), over the plot's t domain.
  case polar(String)
  /// `LHS = RHS`, or an inequality (`<`, `<=`, `>`, `>=`), in x and y: see ``Relation``.
  case relation(String)
  /// `@NAME`: a data series (`DataSeries` in CurveFrame) the caller read, by its name (`-`: standard input).
  case data(String)
  /// `@NAME ~ MODEL` (Desmos's regression): MODEL, a function of x with parameters, fitted to the
  /// data series NAME by least squares (``CurveFit``) from the plot's parameters as starts, and
  /// drawn with the values found. The name runs to the last `~` after a blank.
  case fit(data: String, model: String)
  /// `NAME(A) = EXPR` or `NAME(A, B) = EXPR` (Desmos's definition): a function the plot's other
  /// items may call (`Definitions` in CurveExpression), its arguments' names local to EXPR. A definition in `x`
  /// alone, `f(x) = EXPR`, is also drawn as y = EXPR, as Desmos draws it.
  case definition(name: String, arguments: [String], body: String)

  /// Reads an item by its form:
  /// - `@NAME`: a data series;
  /// - `(A, B)`, whose outer parentheses hold a comma outside any call: parametric;
  /// - text without `=`, `<` or `>`: a function of x;
  /// - `y = EXPR` where EXPR names no `y`: a function of x; `x = EXPR` where EXPR names no `x`:
  ///   a function of y; `r = EXPR` where EXPR names neither `x` nor `y`: polar;
  /// - a comparison inside braces (a piecewise's or a restriction's condition) counts for none
  ///   of these: `y = x^2 {0 < x < 1}` is a function;
  /// - `@NAME ~ MODEL`, a blank before the `~`, neither part empty: a fit;
  /// - `NAME(A, …) = EXPR` where EXPR has no comparison: a definition, unless NAME is a built-in
  ///   function and every argument `x` or `y` (`sin(x) = y` stays a relation);
  /// - any other text with a comparison: a relation.
  public init(_ text: String) {
    self = Self.parts(of: text).item
  }

  /// Every form's stable name (`ck.plotItem`'s `kind`).
  package enum Kind: String, Sendable, CaseIterable {
    case function, functionOfY, parametric, polar, relation, data, fit, definition
  }

  /// The item's form by name.
  package var kind: Kind {
    switch self {
    case .function: .function
    case .functionOfY: .functionOfY
    case .parametric: .parametric
    case .polar: .polar
    case .relation: .relation
    case .data: .data
    case .fit: .fit
    case .definition: .definition
    }
  }

  /// The text as given (a function's without its `y =`, a parametric curve's as `(A, B)`).
  public var text: String {
    switch self {
    case .function(let text), .functionOfY(let text), .polar(let text), .relation(let text): text
    case .parametric(let x, let y): "(" + x + ", " + y + ")"
    case .data(let name): "@" + name
    case .fit(let name, let model): "@" + name + " ~ " + model
    case .definition(let name, let arguments, let body): name + "(" + arguments.joined(separator: ", ") + ") = " + body
    }
  }

  /// The data series the item reads, by name: a data series' own, or a fit's.
  public var dataName: String? {
    switch self {
    case .data(let name), .fit(let name, _): name
    default: nil
    }
  }

  /// The item as it reads in a title: `y = EXPR` for a function, `x = EXPR`, `(A, B)`,
  /// `r = EXPR`, or the relation.
  public var equation: String {
    switch self {
    case .function(let text): "y = " + text
    case .functionOfY(let text): "x = " + text
    case .parametric: text
    case .polar(let text): "r = " + text
    case .relation(let text): text
    case .data(let name): "@" + name
    case .fit(let name, let model): "y = " + model + " fitted to @" + name
    case .definition: text
    }
  }

  /// The item and where each of its expressions starts in `text`, in characters (a polar
  /// curve's standalone `θ` is read as `t`, one character for one); a definition's body, then its
  /// name and each argument.
  package static func parts(of text: String) -> (item: PlotItem, offsets: [Int]) {
    let scalars = Array(text.unicodeScalars)
    func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
    let blank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
    let first = scalars.firstIndex(where: { !blank($0) }) ?? scalars.count
    let last = (scalars.lastIndex(where: { !blank($0) }) ?? -1) + 1
    if first < last, scalars[first] == "@" {
      // `@NAME ~ MODEL`: the name up to the last `~` that follows a blank (a file may be named
      // `a~b.csv` or `data.csv~`), each part without the blanks around it, neither empty.
      if let tilde = scalars[(first + 1)..<last].indices.last(where: { scalars[$0] == "~" && blank(scalars[$0 - 1]) }) {
        var end = tilde
        while end > first + 1, blank(scalars[end - 1]) { end -= 1 }
        var start = tilde + 1
        while start < last, blank(scalars[start]) { start += 1 }
        if end > first + 1, start < last { return (.fit(data: string((first + 1)..<end), model: string(start..<last)), [first + 1, start]) }
      }
      return (.data(string((first + 1)..<last)), [first + 1])
    }
    guard hasComparison(scalars[...]) else {
      if let comma = parametricComma(scalars, first, last) {
        // Each part without the blanks around it.
        func trimmed(_ range: Range<Int>) -> Range<Int> {
          var (low, high) = (range.lowerBound, range.upperBound)
          while low < high, blank(scalars[low]) { low += 1 }
          while high > low, blank(scalars[high - 1]) { high -= 1 }
          return low..<high
        }
        let (x, y) = (trimmed((first + 1)..<comma), trimmed((comma + 1)..<(last - 1)))
        return (.parametric(x: string(x), y: string(y)), [x.lowerBound, y.lowerBound])
      }
      return (.function(text), [0])
    }
    // `NAME = EXPR`: the first non-blank is a one-letter name, the next non-blank `=`, and EXPR
    // has no comparison.
    var index = first + 1
    while index < scalars.count, blank(scalars[index]) { index += 1 }
    if first < scalars.count, index < scalars.count, scalars[index] == "=" {
      var start = index + 1
      while start < scalars.count, blank(scalars[start]) { start += 1 }
      let rest = scalars[start...]
      if !hasComparison(rest) {
        let names = ExpressionNames.spelt(in: string(start..<scalars.count))
        switch scalars[first] {
        case "y" where !names.contains("y"): return (.function(string(start..<scalars.count)), [start])
        case "x" where !names.contains("x"): return (.functionOfY(string(start..<scalars.count)), [start])
        case "r" where !names.contains("x") && !names.contains("y"):
          return (.polar(string(start..<scalars.count)), [start])
        default: break
        }
      }
    }
    if let (definition, offsets) = definition(scalars, first) { return (definition, offsets) }
    return (.relation(text), [0])
  }

  /// `NAME(A, …) = EXPR` from `first`, EXPR without a comparison; nil for a built-in function of
  /// `x` and `y` (a relation) or any other text.
  private static func definition(_ scalars: [Unicode.Scalar], _ first: Int) -> (PlotItem, [Int])? {
    func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
    var index = first
    func skipBlanks() { while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 } }
    func identifier() -> Range<Int>? {
      let start = index
      func letter(_ s: Unicode.Scalar) -> Bool { s == "_" || ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
      while index < scalars.count, letter(scalars[index]) || (index > start && ("0"..."9").contains(scalars[index])) { index += 1 }
      return index > start ? start..<index : nil
    }
    guard let name = identifier() else { return nil }
    skipBlanks()
    guard index < scalars.count, scalars[index] == "(" else { return nil }
    index += 1
    var arguments: [Range<Int>] = []
    skipBlanks()
    if index < scalars.count, scalars[index] == ")" {
      index += 1
    } else {
      while true {
        skipBlanks()
        guard let argument = identifier() else { return nil }
        arguments.append(argument)
        skipBlanks()
        guard index < scalars.count else { return nil }
        index += 1
        if scalars[index - 1] == ")" { break }
        guard scalars[index - 1] == "," else { return nil }
      }
    }
    skipBlanks()
    guard index < scalars.count, scalars[index] == "=" else { return nil }
    index += 1
    skipBlanks()
    guard !hasComparison(scalars[index...]) else { return nil }
    let names = arguments.map(string)
    if Definitions.taken(string(name), parameters: ParameterSet()) == "a built-in function", names.allSatisfy({ $0 == "x" || $0 == "y" }) {
      return nil
    }
    let item = PlotItem.definition(name: string(name), arguments: names, body: string(index..<scalars.count))
    return (item, [index, name.lowerBound] + arguments.map { $0.lowerBound })
  }

  /// The comma of `(A, B)` between `first` and `last`: the text opens with `(`, that parenthesis
  /// closes at the end, and a comma stands at depth 1.
  private static func parametricComma(_ scalars: [Unicode.Scalar], _ first: Int, _ last: Int) -> Int? {
    guard last - first >= 2, scalars[first] == "(", scalars[last - 1] == ")" else { return nil }
    var depth = 0
    var braces = BraceDepth()
    var comma: Int?
    for index in first..<last {
      braces.read(scalars[index])
      switch scalars[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 && index != last - 1 { return nil }  // `(a) + (b, c)`: not one outer pair
      case "," where depth == 1 && braces.isOutside && comma == nil: comma = index
      default: break
      }
    }
    return comma
  }

  /// Whether `scalars` hold `=`, `<` or `>` outside braces (inside, they are a piecewise's or a
  /// restriction's conditions).
  private static func hasComparison(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
    var braces = BraceDepth()
    for scalar in scalars {
      braces.read(scalar)
      if braces.isOutside, scalar == "=" || scalar == "<" || scalar == ">" { return true }
    }
    return false
  }
}
