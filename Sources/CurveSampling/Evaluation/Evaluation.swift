import CurveExpression

/// `curve evaluate`'s operation: an expression's values, or a derivative's, on an even grid over
/// a domain or at given points.
public enum Evaluation {
  /// The most points one evaluation takes at given x.
  public static let maximumPoints = 65_536
  /// The grid's domain when none is given.
  public static let defaultDomain = Interval(0, 1)
  /// How many values the grid has, at most and when not given.
  public static let samplesRange = 2...CurveLimits.functionSamples
  /// Which derivatives an evaluation gives: the first and the second.
  public static let derivatives = 1...2

  /// Everything an evaluation takes besides its expression: each default is written here, once.
  /// Every edge fills it through the option table, `Evaluation.optionTable` (the command from
  /// its arguments, the module and Python from JSON); Swift callers set the fields.
  public struct Options: Sendable {
    /// The named parameters the expression may use (a later one of a name wins).
    public var parameters: [(String, Double)] = []
    /// The grid's ends, finite and different (nil: ``defaultDomain``). Not with ``points``.
    public var domain: Interval?
    /// How many values the grid has, in ``samplesRange`` (nil: its top). Not with ``points``.
    public var samples: Int?
    /// Evaluate at exactly these x, in order, instead of on a grid (at most ``maximumPoints``;
    /// none: the grid).
    public var points: [Double] = []
    /// 1 or 2: the first or second derivative in x instead of the value (nil: the value).
    public var derivative: Int?

    /// The defaults.
    public init() {}

    /// The defaults, changed by `configure`.
    public init(_ configure: (inout Options) -> Void) {
      configure(&self)
    }
  }

  /// Why an evaluation cannot be made.
  public enum Failure: Error, Sendable, Equatable {
    /// A parameter is refused (a bad name, NaN).
    case parameter(ExpressionError)
    /// The expression did not compile.
    case expression(ExpressionError)
    /// Points and a grid's domain or size, both given.
    case pointsWithGrid
    /// More points than ``maximumPoints`` (how many were given).
    case tooManyPoints(Int)
    /// A grid size outside ``samplesRange``.
    case samples(Int)
    /// A domain end that is not finite, or two equal ends.
    case invalidDomain
    /// A derivative outside ``derivatives``.
    case derivative(Int)
  }

  /// What an evaluation gives: the program as compiled (its source and parameters, clamped),
  /// where it was evaluated and what it gave there.
  public struct Result: Sendable {
    /// The expression as compiled: its source, and the parameters as used.
    public let program: CompiledExpression
    /// Where it was evaluated: the grid's values, or the points as given.
    public let xs: [Double]
    /// The value (or derivative) at each x; NaN where there is none.
    public let ys: [Double]
    /// The grid's domain, or nil for points given one by one.
    public let domain: Interval?
    /// Which derivative `ys` holds (nil: the values).
    public let derivative: Int?
  }

  /// `source` (UTF-8; invalid UTF-8 is an error placed at its byte) compiled with the options'
  /// parameters and evaluated as they say: by the batch VM for values, by the dual-number VM
  /// for a derivative (NaN where it does not exist).
  /// - Throws: ``Failure`` for options that do not fit together or are out of range, and for a
  ///   parameter or the expression that does not compile.
  public static func evaluate(utf8 source: [UInt8], _ options: Options) throws(Failure) -> Result {
    try check(options)
    let parameters: ParameterSet
    do throws(ExpressionError) {
      parameters = try ParameterSet(options.parameters)
    } catch {
      throw .parameter(error)
    }
    let program: CompiledExpression
    do throws(ExpressionError) {
      program = try CompiledExpression(utf8: source, parameters: parameters, language: .mathPlot)
    } catch {
      throw .expression(error)
    }
    // The check leaves a grid that exists: finite ends, at least two values.
    let onGrid = options.points.isEmpty
    let domain = options.domain ?? defaultDomain
    let samples = options.samples ?? samplesRange.upperBound
    let xs = onGrid ? UniformGrid(from: domain.start, to: domain.end, count: samples)?.values ?? [] : options.points
    let ys: [Double]
    switch options.derivative {
    case 1?: ys = xs.map { program.derivatives(at: $0).first }
    case 2?: ys = xs.map { program.derivatives(at: $0).second }
    default: ys = program.evaluate(xs)
    }
    return Result(program: program, xs: xs, ys: ys, domain: onGrid ? domain : nil, derivative: options.derivative)
  }

  /// Whether the options fit together and each is in range (the command checks them before it
  /// reads the expression; ``evaluate(utf8:_:)`` checks them first).
  /// - Throws: ``Failure`` for the first that does not.
  public static func check(_ options: Options) throws(Failure) {
    if !options.points.isEmpty {
      guard options.domain == nil, options.samples == nil else { throw .pointsWithGrid }
      guard options.points.count <= maximumPoints else { throw .tooManyPoints(options.points.count) }
    }
    if let samples = options.samples, !samplesRange.contains(samples) { throw .samples(samples) }
    if let domain = options.domain, !(domain.start.isFinite && domain.end.isFinite && domain.start != domain.end) { throw .invalidDomain }
    if let derivative = options.derivative, !derivatives.contains(derivative) { throw .derivative(derivative) }
  }

  /// As ``evaluate(utf8:_:)``, of an expression as text.
  public static func evaluate(_ source: String, _ options: Options) throws(Failure) -> Result {
    try evaluate(utf8: Array(source.utf8), options)
  }
}
