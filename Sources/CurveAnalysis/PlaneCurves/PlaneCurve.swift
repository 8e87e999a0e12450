import CurveExpression
import CurveSampling

/// A curve of a math plot traced by a parameter: a parametric curve (x(t), y(t)), a polar curve
/// r(t) at angle t, or a function of y (x = f(y), traced by y). Each coordinate is an expression
/// of the curve language in the item's own variable, so the item has the language's names,
/// limits and errors; `t`, `theta` and `y` are variables only here (frames stay y = f(x)).
///
/// ```swift
/// let rose = try PlaneCurve("r = cos(4*t)", domain: 0...(2 * .pi))
/// let trace = rose.trace(onto: Rect(x: 0, y: 0, width: 400, height: 400), x: -1...1, y: -1...1)
/// ```
public struct PlaneCurve: Sendable {
  /// The item as read.
  public let item: PlotItem
  /// The parameter's range: t for parametric and polar curves, y for a function of y.
  public internal(set) var domain: ClosedRange<Double>
  let coordinates: Coordinates
  /// Which coordinates are drawn on a logarithmic axis, as their natural logarithm.
  private(set) var logarithmic: (x: Bool, y: Bool) = (false, false)

  /// How the point at t is made from the compiled expressions.
  enum Coordinates {
    case parametric(x: CompiledExpression, y: CompiledExpression)
    case polar(radius: CompiledExpression)
    case functionOfY(CompiledExpression)
  }

  /// Reads and compiles `text` (a parametric, polar or `x = EXPR` item, see ``PlotItem``), to be
  /// traced over `domain`.
  /// - Throws: ``PlaneCurveError``, with its column in `text`.
  public init(_ text: String, parameters: [(String, Double)] = [], domain: ClosedRange<Double>) throws(PlaneCurveError) {
    try self.init(text, parameters: parameters, domain: domain, definitions: Definitions())
  }

  /// Reads and compiles `text` as above; it may call a math plot's `definitions`.
  package init(
    _ text: String, parameters: [(String, Double)], domain: ClosedRange<Double>, definitions: Definitions
  ) throws(PlaneCurveError) {
    let scalarCount = text.unicodeScalars.count
    guard scalarCount <= ExpressionLimits.maximumLength else {
      throw .expression(ExpressionError(.tooLong(length: scalarCount), at: ExpressionLimits.maximumLength..<scalarCount))
    }
    let (item, offsets) = PlotItem.parts(of: text)
    let variables: ExpressionVariables
    switch item {
    case .parametric: variables = .t
    case .polar: variables = .angle
    case .functionOfY: variables = .y
    case .function, .relation, .data, .fit, .definition: throw .notPlaneCurve
    }
    guard domain.lowerBound.isFinite, domain.upperBound.isFinite, domain.lowerBound < domain.upperBound else {
      throw .domain("the parameter's range must be two finite numbers, the first below the second")
    }
    for (name, _) in parameters where variables.contains(name) { throw .reservedParameter(name) }
    let parameterSet: ParameterSet
    do { parameterSet = try ParameterSet(parameters) } catch { throw .parameter(error) }
    func compile(_ part: String, at offset: Int) throws(PlaneCurveError) -> CompiledExpression {
      // A standalone θ is the angle: read as `t`, one character for one, so columns stay.
      let source = item == .polar(part) ? Self.spellingAngle(part) : part
      do {
        return try CompiledExpression(source, parameters: parameterSet, variables: variables, definitions: definitions)
      } catch {
        throw .expression(ExpressionError(error.kind, at: error.range.map { ($0.lowerBound + offset)..<($0.upperBound + offset) }))
      }
    }
    switch item {
    case .parametric(let x, let y):
      coordinates = .parametric(x: try compile(x, at: offsets[0]), y: try compile(y, at: offsets[1]))
    case .polar(let r): coordinates = .polar(radius: try compile(r, at: offsets[0]))
    case .functionOfY(let f): coordinates = .functionOfY(try compile(f, at: offsets[0]))
    case .function, .relation, .data, .fit, .definition: throw .notPlaneCurve
    }
    self.item = item
    self.domain = domain
  }

  /// The point at parameter `t`, in data units: the same bits as evaluating each coordinate's
  /// expression there (a polar point with the VM's cosine and sine); on logarithmic axes, in
  /// their coordinates (see ``onLogarithmicAxes(x:y:)``).
  public func point(at t: Double) -> Point {
    let point: Point
    switch coordinates {
    case .parametric(let x, let y): point = Point(x.evaluate(at: t), y.evaluate(at: t))
    case .polar(let r):
      let (x, y) = PolarCoordinates.cartesian(radius: r.evaluate(at: t), angle: t)
      point = Point(x, y)
    case .functionOfY(let f): point = Point(f.evaluate(at: t), t)
    }
    return Point(
      logarithmic.x ? AxisLogarithm.coordinate(point.x) : point.x, logarithmic.y ? AxisLogarithm.coordinate(point.y) : point.y)
  }

  /// The curve as a plot with logarithmic axes draws it: each coordinate on such an axis is
  /// taken as its natural logarithm (by the VM's `log`), in its points and its enclosures
  /// alike, so it is traced, proven and clipped in the coordinates the axes are linear in.
  /// Where a coordinate is 0 or below the curve has no point there, and is a gap.
  public func onLogarithmicAxes(x: Bool, y: Bool) -> PlaneCurve {
    var copy = self
    copy.logarithmic = (x, y)
    return copy
  }

  /// Enclosures of x and y and their derivatives in t over `[lower, upper]`, narrowed by the
  /// mean-value form around the middle (see `Dual.centered`).
  package func enclosures(from lower: Double, to upper: Double) -> (x: Dual<Enclosure>, y: Dual<Enclosure>) {
    let middle = lower / 2 + upper / 2
    let (x, y) = plainEnclosures(from: lower, to: upper)
    let (xm, ym) = plainEnclosures(from: middle, to: middle)
    return (x.centered(from: lower, to: upper, at: middle, xm), y.centered(from: lower, to: upper, at: middle, ym))
  }

  /// The enclosure of the real point at `t` (x and y, in the axes' coordinates): how far the
  /// point drawn there (``point(at:)``, in doubles) may be from the curve.
  package func pointEnclosure(at t: Double) -> (x: Enclosure, y: Enclosure) {
    let (x, y) = plainEnclosures(from: t, to: t)
    return (x.value, y.value)
  }

  private func plainEnclosures(from lower: Double, to upper: Double) -> (x: Dual<Enclosure>, y: Dual<Enclosure>) {
    let (x, y) = dataEnclosures(from: lower, to: upper)
    return (logarithmic.x ? AxisLogarithm.coordinate(x) : x, logarithmic.y ? AxisLogarithm.coordinate(y) : y)
  }

  private func dataEnclosures(from lower: Double, to upper: Double) -> (x: Dual<Enclosure>, y: Dual<Enclosure>) {
    switch coordinates {
    case .parametric(let x, let y):
      return (x.derivativeEnclosures(from: lower, to: upper), y.derivativeEnclosures(from: lower, to: upper))
    case .polar(let r):
      return PolarCoordinates.cartesian(radius: r.derivativeEnclosures(from: lower, to: upper), angleFrom: lower, to: upper)
    case .functionOfY(let f):
      return (f.derivativeEnclosures(from: lower, to: upper), .variable(from: lower, to: upper))
    }
  }

  /// The same curve over another range of its parameter (checked by the caller).
  package func over(_ domain: ClosedRange<Double>) -> PlaneCurve {
    var copy = self
    copy.domain = domain
    return copy
  }

  package var isFunctionOfY: Bool {
    if case .functionOfY = coordinates { return true }
    return false
  }

  package var isPolar: Bool {
    if case .polar = coordinates { return true }
    return false
  }

  /// Whether every coordinate is continuous for every t by its instructions alone.
  package var isContinuousEverywhere: Bool {
    switch coordinates {
    case .parametric(let x, let y): x.isContinuousEverywhere && y.isContinuousEverywhere
    case .polar(let r): r.isContinuousEverywhere
    case .functionOfY(let f): f.isContinuousEverywhere
    }
  }

  /// How many instructions one point runs (for the budget).
  package var instructionCount: Int {
    switch coordinates {
    case .parametric(let x, let y): x.instructionCount + y.instructionCount
    case .polar(let r): r.instructionCount + 4
    case .functionOfY(let f): f.instructionCount
    }
  }

  /// `text` with each `θ` that stands alone (no letter, digit or `_` beside it) spelt `t`.
  static func spellingAngle(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    func isNameCharacter(_ index: Int) -> Bool {
      guard scalars.indices.contains(index) else { return false }
      let s = scalars[index]
      return ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "_" || s == "θ"
    }
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      result.append(scalar == "θ" && !isNameCharacter(index - 1) && !isNameCharacter(index + 1) ? "t" : scalar)
    }
    return String(result)
  }
}

/// Why a plane curve cannot be read; each says where (a column in the item's text).
public enum PlaneCurveError: LocatedError, Sendable, Equatable {
  /// An expression's error, at its place in the whole item.
  case expression(ExpressionError)
  /// A parameter's own error (name or value).
  case parameter(ExpressionError)
  /// A parameter named as the item's variable (`t`, `theta` or `y`).
  case reservedParameter(String)
  /// The text is a function of x or a relation, not a curve traced by a parameter.
  case notPlaneCurve
  /// A parameter range that cannot be traced, with the reason.
  case domain(String)

  /// The names of a plane curve's own errors (beside an expression's or a parameter's): the
  /// list the wasm module exports for the generated types.
  package enum Code: String, Sendable, CaseIterable {
    case reservedVariable, notPlaneCurve, domain
  }

  /// The kind of error by a stable name: an expression's or a parameter's error code, or one of
  /// `Code`: `reservedVariable`, `notPlaneCurve`, `domain`.
  public var code: String {
    switch self {
    case .expression(let error), .parameter(let error): error.kind.code
    case .reservedParameter: Code.reservedVariable.rawValue
    case .notPlaneCurve: Code.notPlaneCurve.rawValue
    case .domain: Code.domain.rawValue
    }
  }

  /// Where in the text, in characters from 0.
  public var range: Range<Int>? {
    switch self {
    case .expression(let error): error.range
    case .parameter, .reservedParameter, .notPlaneCurve, .domain: nil
    }
  }

  /// The message, with its column where it has one.
  public var description: String {
    switch self {
    case .expression(let error), .parameter(let error): error.description
    case .reservedParameter(let name): "parameter name '\(name)' is reserved: it is this curve's variable"
    case .notPlaneCurve: "not a parametric (A, B), polar r = … or x = … curve"
    case .domain(let reason): reason
    }
  }
}
