import CurveExpression

extension CurveFit {
  /// Everything a fit takes besides its model and data: each default is written here, once.
  /// Every edge fills it through the option table, `CurveFit.optionTable`.
  public struct Options: Sendable {
    /// Each parameter's starting value; every parameter the model names needs one (a later one of
    /// a name wins). Not clamped: ±1e9 is a frame's rule, not a model's.
    public var starts: [(String, Double)] = []
    /// The most steps the search takes (``maximumIterationsLimit`` at most).
    public var maximumIterations = CurveFit.defaultMaximumIterations

    /// The defaults.
    public init() {}

    /// The defaults, changed by `configure`.
    public init(_ configure: (inout Options) -> Void) {
      configure(&self)
    }
  }

  /// Steps a search takes when not told otherwise.
  public static let defaultMaximumIterations = 10_000
  /// The most steps one can ask for.
  public static let maximumIterationsLimit = 1_000_000
  /// The most model evaluations a fit makes (a row of residuals counts one a row, a Jacobian one
  /// a row and parameter): about ten seconds at the 46 ns an evaluation a four-parameter model
  /// took over a million rows (2-core AMD EPYC), whatever the iterations asked.
  public static let evaluationBudget = 200_000_000
  /// Rows up to which the final residuals are recomputed in double-double arithmetic with the
  /// data's exact decimals (beyond, doubles alone: a few such evaluations cost about a second).
  public static let preciseRows = 100_000

  /// Why a fit cannot be made.
  public enum Failure: Error, Sendable, Equatable {
    /// A starting value is refused (a bad name, NaN, too many).
    case parameter(ExpressionError)
    /// The model did not compile (an unknown name that no start names is ``CurveFit/Failure/missingStart(_:)``).
    case model(ExpressionError)
    /// The model names a parameter with no starting value.
    case missingStart(String)
    /// A starting value that is infinite.
    case nonFiniteStart(String)
    /// No row has both numbers.
    case noObservations
    /// More steps asked than ``maximumIterationsLimit``, or fewer than 1.
    case invalidIterations(Int)

    /// The failures that are the data's, not a request's, by a stable name: what the wasm
    /// module's errors carry (the start's and the model's are expression errors).
    package enum Code: String, Sendable, CaseIterable {
      case noObservations
    }
  }
}
