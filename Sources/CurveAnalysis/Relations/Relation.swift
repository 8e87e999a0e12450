import CurveExpression

/// An implicit relation of a math plot in `x` and `y`: `LHS = RHS`, or an inequality
/// (`<`, `<=`, `>`, `>=`) whose solutions are a region. Each side is an expression of the curve
/// language with `y` as a second variable, so a relation has the language's names, limits and
/// errors; `y` is a variable only here (frames stay y = f(x)).
///
/// ```swift
/// let circle = try Relation("x^2 + y^2 = 1")
/// let picture = circle.classify(over: RelationBounds(x: -2...2, y: -2...2), width: 64, height: 64)
/// ```
public struct Relation: Sendable {
  /// How the two sides compare.
  public enum Comparison: String, Sendable, CaseIterable {
    /// `=`: an implicit curve.
    case equal = "="
    /// `<`: a region without its edge.
    case less = "<"
    /// `<=`: a region with its edge.
    case lessOrEqual = "<="
    /// `>`.
    case greater = ">"
    /// `>=`.
    case greaterOrEqual = ">="
  }

  /// The text as given.
  public let source: String
  /// How the sides compare.
  public let comparison: Comparison
  let lhs: CompiledExpression
  let rhs: CompiledExpression
  /// What the classification decides one by one: an equation's factors where it is a product
  /// equal to 0 or `abs(a) = abs(b)` (``factorTexts(lhs:rhs:)``), else `LHS − RHS` alone.
  let factors: [RelationFactor]

  /// Parses and compiles `source`.
  /// - Throws: ``RelationError``, with its column in `source`.
  public init(_ source: String, parameters: [(String, Double)] = []) throws(RelationError) {
    try self.init(source, parameters: parameters, definitions: Definitions())
  }

  /// Parses and compiles `source`, which may call a math plot's `definitions`.
  package init(_ source: String, parameters: [(String, Double)], definitions: Definitions) throws(RelationError) {
    self.source = source
    let scalars = Array(source.unicodeScalars)
    guard scalars.count <= ExpressionLimits.maximumLength else {
      throw .expression(ExpressionError(.tooLong(length: scalars.count), at: ExpressionLimits.maximumLength..<scalars.count))
    }
    // `=`, `<` and `>` outside braces are not in the expression language: any one is the
    // comparison. Inside braces they are a piecewise's or a restriction's conditions, which
    // may name y: `x^2 + y^2 < 1 {x > 0}` holds where its right side has a value.
    var found: (comparison: Comparison, range: Range<Int>)?
    var index = 0
    var braces = BraceDepth()
    while index < scalars.count {
      let character = scalars[index]
      braces.read(character)
      guard braces.isOutside, character == "=" || character == "<" || character == ">" else {
        index += 1
        continue
      }
      let twoWide = character != "=" && index + 1 < scalars.count && scalars[index + 1] == "="
      let range = index..<(index + (twoWide ? 2 : 1))
      guard found == nil else { throw .secondComparison(at: range) }
      let spelling = String(String.UnicodeScalarView(scalars[range]))
      guard let comparison = Comparison(rawValue: spelling) else { throw .secondComparison(at: range) }
      found = (comparison, range)
      index = range.upperBound
    }
    guard let found else { throw .noComparison(length: scalars.count) }
    comparison = found.comparison

    for (name, _) in parameters where ExpressionVariables.xy.contains(name) { throw .reservedParameter(name) }
    let parameterSet: ParameterSet
    do { parameterSet = try ParameterSet(parameters) } catch { throw .parameter(error) }
    func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
    func side(_ range: Range<Int>) throws(RelationError) -> CompiledExpression {
      do {
        return try CompiledExpression(text(range), parameters: parameterSet, variables: .xy, definitions: definitions)
      } catch {
        // Columns in the whole relation, not in the side.
        throw .expression(ExpressionError(error.kind, at: error.range.map { ($0.lowerBound + range.lowerBound)..<($0.upperBound + range.lowerBound) }))
      }
    }
    let (left, right) = (0..<found.range.lowerBound, found.range.upperBound..<scalars.count)
    lhs = try side(left)
    rhs = try side(right)
    let split = comparison == .equal ? Self.factorTexts(lhs: text(left), rhs: text(right)) : nil
    factors = Self.factors(split, parameters: parameterSet, definitions: definitions) ?? [RelationFactor(minuend: lhs, subtrahend: rhs)]
  }

  /// The factors' programs, or `nil` where there are no factors or one does not compile (a
  /// factor of `abs(a) = abs(b)` is longer than the text, and may pass its limit).
  private static func factors(_ texts: [String]?, parameters: ParameterSet, definitions: Definitions) -> [RelationFactor]? {
    guard let texts else { return nil }
    var factors: [RelationFactor] = []
    for text in texts {
      guard let program = try? CompiledExpression(text, parameters: parameters, variables: .xy, definitions: definitions) else { return nil }
      factors.append(RelationFactor(minuend: program, subtrahend: nil))
    }
    return factors
  }

  /// `LHS − RHS` over the box `x × y` (a sign says which side is larger).
  func difference(x: Enclosure, y: Enclosure) -> Enclosure {
    lhs.enclosure(x: x, y: y) - rhs.enclosure(x: x, y: y)
  }

  /// `LHS − RHS` over the balls `x × y` (double-double midpoints: boxes of a deep zoom).
  func difference(x: PreciseBall, y: PreciseBall) -> Enclosure {
    PreciseBall.difference(lhs.enclosure(x: x, y: y), rhs.enclosure(x: x, y: y)).enclosure
  }

  /// `LHS − RHS` at the point `(x, y)` in doubles (each side's double program): where a plot
  /// draws a proven pixel's curve or edge, never what proves it.
  package func differenceValue(x: Double, y: Double) -> Double {
    lhs.evaluate(x: x, y: y) - rhs.evaluate(x: x, y: y)
  }

  /// `LHS − RHS` at pixel coordinates `(column, row)` (rows down from the top) of a `width` ×
  /// `height` grid over `bounds`, the point carried in double-double and the value the ball's
  /// midpoint, rounded: what a plot draws through where the grid is a deep zoom
  /// (``isDeepZoom(_:width:height:)``), never what proves.
  package func differenceValue(column: Double, row: Double, over bounds: RelationBounds, width: Int, height: Int) -> Double {
    let x = PreciseBall.axisPoint(bounds.x.lowerBound, bounds.x.upperBound, count: width, at: column).midpoint
    let y = PreciseBall.axisPoint(bounds.y.upperBound, bounds.y.lowerBound, count: height, at: row).midpoint
    let f = PreciseBall.difference(lhs.enclosure(x: x, y: y), rhs.enclosure(x: x, y: y))
    return f.high + f.low
  }

  /// Whether a `width` × `height` grid over `bounds` has pixels narrower than doubles place
  /// (16,384 ulps), so the classification encloses them in double-double.
  package static func isDeepZoom(_ bounds: RelationBounds, width: Int, height: Int) -> Bool {
    RelationClassifier.isPrecise(bounds, width: width, height: height)
  }

  /// How many instructions one evaluation runs (for the budget).
  var instructionCount: Int { lhs.instructionCount + rhs.instructionCount }
}

/// Why a relation cannot be read; each says where (a column in the relation's text).
public enum RelationError: LocatedError, Sendable, Equatable {
  /// A side's expression error, at its place in the whole relation.
  case expression(ExpressionError)
  /// A parameter's own error (name or value).
  case parameter(ExpressionError)
  /// `x` and `y` are a relation's variables, not parameters.
  case reservedParameter(String)
  /// No `=`, `<`, `<=`, `>` or `>=`.
  case noComparison(length: Int)
  /// A second comparison (a relation compares two sides once).
  case secondComparison(at: Range<Int>)
  /// A size or bounds a classification cannot take, with the reason.
  case bounds(String)

  /// The names of a relation's own errors (beside a side's or a parameter's expression error):
  /// the list the wasm module exports for the generated types.
  package enum Code: String, Sendable, CaseIterable {
    case reservedVariable, noComparison, secondComparison, bounds
  }

  /// The kind of error by a stable name: a side's or a parameter's expression error code, or
  /// one of `Code`: `reservedVariable`, `noComparison`, `secondComparison`, `bounds`.
  public var code: String {
    switch self {
    case .expression(let error), .parameter(let error): error.kind.code
    case .reservedParameter: Code.reservedVariable.rawValue
    case .noComparison: Code.noComparison.rawValue
    case .secondComparison: Code.secondComparison.rawValue
    case .bounds: Code.bounds.rawValue
    }
  }

  /// Where in the text, in characters from 0.
  public var range: Range<Int>? {
    switch self {
    case .expression(let error): error.range
    case .parameter, .reservedParameter, .bounds: nil
    case .noComparison(let length): 0..<length
    case .secondComparison(let range): range
    }
  }

  /// The message, with its column where it has one.
  public var description: String {
    switch self {
    case .expression(let error), .parameter(let error): error.description
    case .reservedParameter(let name): "parameter name '\(name)' is reserved: x and y are a relation's variables"
    case .noComparison: "a relation compares two sides: put =, <, <=, > or >= between them"
    case .secondComparison(let range): "column \(range.lowerBound + 1): a relation has one comparison; this is a second"
    case .bounds(let reason): reason
    }
  }
}
