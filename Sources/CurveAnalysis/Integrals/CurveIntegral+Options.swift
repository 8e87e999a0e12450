import CurveExpression
import CurveSampling

extension CurveIntegral {
  /// Everything an integration takes besides its expressions: each default is written here,
  /// once. Every edge fills it through the option table, `CurveIntegral.optionTable`.
  public struct Options: Sendable {
    /// The named parameters the expressions may use (a later one of a name wins).
    public var parameters: [(String, Double)] = []
    /// From `start` to `end`: finite ends that differ, in either order. None by default: an
    /// integral needs its bounds.
    public var domain: Interval?
    /// The relative width asked for (``defaultTolerance``): at least ``minimumTolerance``.
    public var tolerance = CurveIntegral.defaultTolerance

    /// The defaults.
    public init() {}

    /// The defaults, changed by `configure`.
    public init(_ configure: (inout Options) -> Void) {
      configure(&self)
    }
  }

  /// The narrowest relative width one can ask for: a few ulps of the sum of the pieces'
  /// bounds, each rounded outward.
  public static let minimumTolerance = 1e-15

  /// Why an integration cannot be made.
  public enum Failure: Error, Sendable, Equatable {
    /// A parameter is refused (a bad name, NaN, too many).
    case parameter(ExpressionError)
    /// An expression (by index) did not compile.
    case expression(Int, ExpressionError)
    /// No expression, or more than ``maximumExpressions`` (how many were given).
    case expressionCount(Int)
    /// No domain given.
    case missingDomain
    /// A domain end that is not finite, or two equal ends.
    case invalidDomain
    /// A tolerance below ``minimumTolerance``, or not a finite number.
    case invalidTolerance(Double)
  }

  /// ∫ each of `expressions` over the options' domain, compiled with their parameters, each with
  /// its share of the budget (``budgets(instructions:)``).
  /// - Returns: the integrals, in order, and the parameters as compiled (values clamped to
  ///   ±1e9), which a reader shows beside them.
  /// - Throws: ``Failure`` for a parameter or an expression that does not compile, no
  ///   expression or too many, or a missing or bad domain or tolerance.
  public static func integrate(_ expressions: [String], _ options: Options) throws(Failure) -> (integrals: [CurveIntegral], parameters: ParameterSet) {
    try integrate(utf8: expressions.map { Array($0.utf8) }, options)
  }

  /// As ``integrate(_:_:)``, of expressions as UTF-8 bytes (invalid UTF-8 is an error placed at
  /// its byte).
  public static func integrate(utf8 expressions: [[UInt8]], _ options: Options) throws(Failure) -> (integrals: [CurveIntegral], parameters: ParameterSet) {
    guard (1...maximumExpressions).contains(expressions.count) else { throw .expressionCount(expressions.count) }
    guard let domain = options.domain else { throw .missingDomain }
    guard domain.start.isFinite, domain.end.isFinite, domain.start != domain.end else { throw .invalidDomain }
    guard options.tolerance.isFinite, options.tolerance >= minimumTolerance else { throw .invalidTolerance(options.tolerance) }
    let (parameters, compiled): (ParameterSet, [CompiledExpression])
    do throws(ExpressionList.Failure) {
      (parameters, compiled) = try ExpressionList.compile(utf8: expressions, parameters: options.parameters)
    } catch {
      switch error {
      case .parameter(let error): throw .parameter(error)
      case .expression(let index, let error): throw .expression(index, error)
      }
    }
    let budgets = budgets(instructions: compiled.map { $0.instructionCount })
    let integrals = zip(compiled, budgets).map { integrate($0, from: domain.start, to: domain.end, tolerance: options.tolerance, budget: $1) }
    return (integrals, parameters)
  }
}
