import CurveExpression
import CurveSampling

extension CurveAnalyzer {
  /// Everything an analysis takes besides its expressions: each default is written here, once.
  /// Every edge fills it through the option table, `CurveAnalyzer.optionTable` (the command from
  /// its arguments, the module and Python from JSON); Swift callers set the fields.
  public struct Options: Sendable {
    /// The named parameters the expressions may use (a later one of a name wins).
    public var parameters: [(String, Double)] = []
    /// The x range: finite ends that differ, in either order.
    public var domain = Interval(-5, 5)

    /// The defaults.
    public init() {}

    /// The defaults, changed by `configure`.
    public init(_ configure: (inout Options) -> Void) {
      configure(&self)
    }
  }

  /// Why an analysis cannot be made.
  public enum Failure: Error, Sendable, Equatable {
    /// A parameter is refused (a bad name, NaN, too many).
    case parameter(ExpressionError)
    /// An expression (by index) did not compile.
    case expression(Int, ExpressionError)
    /// No expression, or more than ``maximumCurves`` (how many were given).
    case expressionCount(Int)
    /// A domain end that is not finite, or two equal ends.
    case invalidDomain
  }

  /// The analysis of `expressions` as `options` say: ``analyze(_:over:)`` of each compiled with
  /// the options' parameters, over its domain.
  /// - Returns: the report, and the parameters as compiled (values clamped to ±1e9), which a
  ///   report's reader shows beside it.
  /// - Throws: ``Failure`` for a parameter or an expression that does not compile, no
  ///   expression or too many, or a bad domain.
  public static func analyze(_ expressions: [String], _ options: Options) throws(Failure) -> (report: AnalysisReport, parameters: ParameterSet) {
    try analyze(utf8: expressions.map { Array($0.utf8) }, options)
  }

  /// As ``analyze(_:_:)``, of expressions as UTF-8 bytes (invalid UTF-8 is an error placed at its byte).
  public static func analyze(utf8 expressions: [[UInt8]], _ options: Options) throws(Failure) -> (report: AnalysisReport, parameters: ParameterSet) {
    guard (1...maximumCurves).contains(expressions.count) else { throw .expressionCount(expressions.count) }
    let domain = options.domain
    guard domain.start.isFinite, domain.end.isFinite, domain.start != domain.end else { throw .invalidDomain }
    let (parameters, compiled): (ParameterSet, [CompiledExpression])
    do throws(ExpressionList.Failure) {
      (parameters, compiled) = try ExpressionList.compile(utf8: expressions, parameters: options.parameters)
    } catch {
      switch error {
      case .parameter(let error): throw .parameter(error)
      case .expression(let index, let error): throw .expression(index, error)
      }
    }
    return (analyze(compiled, over: Interval(domain.lower, domain.upper)), compiled.first?.parameters ?? parameters)
  }
}
