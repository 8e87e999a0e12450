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
  /// The most work a fit does, in instructions run: a row's residual costs the model's
  /// instructions, a row's Jacobian that times the parameters, and each step a little more for
  /// its compiling and solving. At most about six seconds on a 2-core AMD EPYC, whatever the
  /// model, the data and the iterations asked (the slowest instructions measured, sin and cos of
  /// large arguments in dual numbers, ran 11 ns each; a plain model runs 6).
  public static let workBudget = 500_000_000
  /// The most values a fit's Jacobian holds, rows × parameters (8,388,608: 64 MB of doubles, held
  /// twice while it is factored), so a fit's memory is bounded whatever its data and model.
  public static let maximumJacobianValues = 1 << 23
  /// Rows up to which the final residuals are recomputed in double-double arithmetic with the
  /// data's exact decimals, when the work budget allows five such passes (beyond, doubles alone).
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
    /// More rows × parameters than ``maximumJacobianValues``.
    case tooManyValues(rows: Int, parameters: Int)
    /// A Jacobian (rows × (parameters + 1) × instructions) over a sixteenth of ``workBudget``.
    case tooMuchWork(rows: Int, parameters: Int, instructions: Int)
    /// More steps asked than ``maximumIterationsLimit``, or fewer than 1.
    case invalidIterations(Int)

    /// The failures that are the data's, not a request's, by a stable name: what the wasm
    /// module's errors carry (the start's and the model's are expression errors).
    package enum Code: String, Sendable, CaseIterable {
      case noObservations, tooManyValues, tooMuchWork
    }

    /// The failure's code, when it is the data's.
    package var code: Code? {
      switch self {
      case .noObservations: .noObservations
      case .tooManyValues: .tooManyValues
      case .tooMuchWork: .tooMuchWork
      case .parameter, .model, .missingStart, .nonFiniteStart, .invalidIterations: nil
      }
    }
  }
}
