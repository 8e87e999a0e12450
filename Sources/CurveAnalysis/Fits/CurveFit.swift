import CurveExpression

/// A model fitted to data by nonlinear least squares: the parameter values that minimise the
/// sum of squared residuals Σ (f(xᵢ) − yᵢ)², with their standard errors as NIST defines them.
///
/// ```swift
/// let data = FitData(x: [0, 1, 2, 3], y: [1.0, 2.7, 7.4, 20.1])
/// let fit = try CurveFit.fit("a*exp(b*x)", to: data, CurveFit.Options { $0.starts = [("a", 1), ("b", 1)] })
/// // fit.parameters: a ≈ 1.00, b ≈ 1.00; fit.converged == true
/// ```
///
/// The search is Levenberg–Marquardt with Jacobians from dual numbers.
/// With at most ``preciseRows`` rows, the last steps are Gauss–Newton steps on residuals computed
/// in double-double arithmetic from the data's exact decimals, so the sum of squares keeps its
/// digits when it is far below the data's rounding (NIST's Lanczos1: 10^−25 against values of 1).
/// Where geodesic acceleration ends at a point where a parameter no longer matters, the plain
/// search is run from the start too, and the better result kept.
public struct CurveFit: Sendable, Equatable {
  /// One parameter's estimate.
  public struct Parameter: Sendable, Equatable {
    /// The parameter's name in the model.
    public var name: String
    /// The value found.
    public var value: Double
    /// √(s²·(JᵀJ)⁻¹ᵢᵢ) at the solution, s² = RSS/(n − p); nil where it does not exist (a
    /// singular Jacobian, no degrees of freedom), and ``CurveFit/reason`` says why.
    public var standardError: Double?
  }

  /// The model, as given.
  public var model: String
  /// The parameters in the order their starts were first given.
  public var parameters: [Parameter]
  /// Σ (f(xᵢ) − yᵢ)² at the values found; nil where the model has no value at them.
  public var residualSumOfSquares: Double?
  /// √(RSS/(n − p)); nil without degrees of freedom.
  public var residualStandardDeviation: Double?
  /// n − p, over every parameter given a start.
  public var degreesOfFreedom: Int
  /// The rows fitted (gaps left out).
  public var observations: Int
  /// 1 − RSS/TSS, TSS the sum of squares about the mean of y; nil when y is constant.
  public var rSquared: Double?
  /// Steps the search took (accepted or not).
  public var iterations: Int
  /// Whether a minimum was reached.
  public var converged: Bool
  /// Why the search stopped, and why any standard error is missing.
  public var reason: String

  /// Fits `model` (an expression in x with parameters) to `data` from the options' starts.
  /// - Throws: ``Failure`` for a start refused, a model that does not compile or names a
  ///   parameter with no start, no rows, or an iteration count out of range. Not reaching a
  ///   minimum is no failure: ``converged`` is false and ``reason`` says why.
  public static func fit(_ model: String, to data: FitData, _ options: Options) throws(Failure) -> CurveFit {
    try fit(utf8: Array(model.utf8), to: data, options)
  }

  /// As ``fit(_:to:_:)``, the model as UTF-8 bytes (invalid UTF-8 is an error placed at its byte).
  public static func fit(utf8 model: [UInt8], to data: FitData, _ options: Options) throws(Failure) -> CurveFit {
    try fit(utf8: model, to: data, options, budget: workBudget)
  }

  /// As ``fit(utf8:to:_:)``, within `budget` instructions run in all (a plot's fits share
  /// ``workBudget``).
  package static func fit(utf8 model: [UInt8], to data: FitData, _ options: Options, budget: Int) throws(Failure) -> CurveFit {
    guard (1...maximumIterationsLimit).contains(options.maximumIterations) else { throw .invalidIterations(options.maximumIterations) }
    let set: ParameterSet
    do throws(ExpressionError) {
      set = try ParameterSet(options.starts, clamping: false)
    } catch {
      throw .parameter(error)
    }
    if let k = set.values.firstIndex(where: { !$0.isFinite }) { throw .nonFiniteStart(set.names[k]) }
    let compiled: CompiledExpression
    do throws(ExpressionError) {
      compiled = try CompiledExpression(utf8: model, parameters: set, language: .mathPlot)
    } catch {
      if let name = missingStart(error, in: model) { throw .missingStart(name) }
      throw .model(error)
    }
    guard data.count > 0 else { throw .noObservations }
    let p = set.names.count
    guard data.count <= maximumJacobianValues / Swift.max(1, p) else { throw .tooManyValues(rows: data.count, parameters: p) }
    let fitted = FitModel(compiled, data: data)
    // The work is bounded as a whole: the searches share half the budget, and what follows them
    // (the degeneracy test, the polish, the standard errors: at most six Jacobians and five
    // passes of double-double residuals) fits in the other half, given a Jacobian of at most a
    // sixteenth of it.
    let cost = Swift.max(1, fitted.instructionCount)
    guard data.count * (p + 1) * cost <= budget / 16 else {
      throw .tooMuchWork(rows: data.count, parameters: p, instructions: fitted.instructionCount)
    }
    let searchBudget = budget / 2
    var outcome = LevenbergMarquardt.minimise(fitted, from: set.values, maximumIterations: options.maximumIterations, budget: searchBudget, accelerated: true)
    if isDegenerate(fitted, outcome.theta), outcome.iterations < options.maximumIterations {
      // Geodesic acceleration ended where a parameter no longer matters (it ran off to where
      // the model ignores it, or two terms merged): the plain search from the start may not.
      var plain = LevenbergMarquardt.minimise(
        fitted, from: set.values, maximumIterations: options.maximumIterations - outcome.iterations, budget: searchBudget - outcome.work,
        accelerated: false)
      plain.iterations += outcome.iterations
      if let sum = plain.residuals.map(LevenbergMarquardt.sumOfSquares), sum < outcome.residuals.map(LevenbergMarquardt.sumOfSquares) ?? .infinity {
        plain.reason += " (without geodesic acceleration, which ended where the Jacobian is singular)"
        outcome = plain
      } else {
        outcome.iterations = plain.iterations
      }
    }
    // A stationary point where the model ignores a parameter may be a saddle or a maximum (a²·x
    // at a = 0): where a probe nearby is lower, the search starts again from there.
    if outcome.converged, outcome.iterations < options.maximumIterations, let sum = outcome.residuals.map(LevenbergMarquardt.sumOfSquares),
      128 * data.count * cost <= budget / 16, let lower = lowerNeighbour(fitted, outcome.theta, sum: sum)
    {
      var again = LevenbergMarquardt.minimise(
        fitted, from: lower, maximumIterations: options.maximumIterations - outcome.iterations, budget: searchBudget, accelerated: true)
      again.iterations += outcome.iterations
      again.reason += " (again from a point near a saddle or maximum the first search stopped at)"
      outcome = again
    }
    // A row in double-double balls costs some 64 of its double evaluations.
    let precise = data.count <= preciseRows && 5 * 64 * data.count * cost <= budget / 8
    if outcome.converged || outcome.stuck, precise, polish(fitted, &outcome), !outcome.converged {
      (outcome.converged, outcome.reason) = (true, "no step reduces the sum of squares: a minimum to the precision of the data")
    }

    let n = data.count
    var fit = CurveFit(
      model: compiled.source, parameters: [], residualSumOfSquares: nil, residualStandardDeviation: nil, degreesOfFreedom: n - p,
      observations: n, rSquared: nil, iterations: outcome.iterations, converged: outcome.converged, reason: outcome.reason)
    var errors = [Double?](repeating: nil, count: p)
    if let residuals = outcome.residuals, case let rss = LevenbergMarquardt.sumOfSquares(residuals), rss.isFinite {
      fit.residualSumOfSquares = rss
      if n > p { fit.residualStandardDeviation = (rss / Double(n - p)).squareRoot() }
      let total = totalSumOfSquares(data.y)
      if total > 0 { fit.rSquared = 1 - rss / total }
      let (standardErrors, why) = Self.standardErrors(fitted, outcome.theta, rss: rss)
      errors = standardErrors
      if let why { fit.reason += "; " + why }
    }
    // Each parameter once, in the order its start was first given.
    var seen: Set<String> = []
    for (name, _) in options.starts where seen.insert(name).inserted {
      guard let k = set.names.firstIndex(of: name) else { continue }
      fit.parameters.append(Parameter(name: name, value: outcome.theta[k], standardError: errors[k]))
    }
    return fit
  }

  /// The parameter a model names with no start: an unknown name that is not called like a
  /// function.
  private static func missingStart(_ error: ExpressionError, in model: [UInt8]) -> String? {
    guard case .unknownName(let name, _, _) = error.kind, let range = error.range else { return nil }
    let scalars = Array(String(decoding: model, as: UTF8.self).unicodeScalars)
    var i = range.upperBound
    while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
    return i < scalars.count && scalars[i] == "(" ? nil : name
  }

  /// Gauss–Newton steps on residuals in double-double arithmetic, while they do not raise the sum
  /// of squares (at most four): the minimum to the data's precision, not to the doubles'. Returns
  /// whether θ is then stationary: Gauss–Newton predicts no saving that doubles can reach.
  private static func polish(_ model: FitModel, _ outcome: inout LevenbergMarquardt.Outcome) -> Bool {
    let (n, p) = (model.data.count, model.parameterCount)
    guard n >= p, var residuals = model.preciseResiduals(outcome.theta) else { return false }
    var sum = LevenbergMarquardt.sumOfSquares(residuals)
    var theta = outcome.theta
    var stationary = false
    for _ in 0..<4 {
      guard sum > 0, let jacobian = model.jacobian(theta), LevenbergMarquardt.firstNonFinite(jacobian) == nil else { break }
      let qr = HouseholderQR(jacobian, rows: n, columns: p)
      let qtr = qr.transposedQ(times: residuals)
      stationary = LevenbergMarquardt.isStationary(qr, qtr, jacobian, theta, sum: sum)
      guard qr.rank(relative: 1e-14) == p, let step = qr.backSubstitute(qtr.map { -$0 }) else { break }
      let trial = zip(theta, step).map { $0 + $1 }
      guard trial != theta, let next = model.preciseResiduals(trial) else { break }
      let nextSum = LevenbergMarquardt.sumOfSquares(next)
      // Not worse is enough: near the minimum a step of 10⁻¹² changes the sum by 10⁻²⁴ of it,
      // below what a double resolves, and Gauss–Newton's undamped step is the better point.
      guard nextSum <= sum else { break }
      (theta, residuals, sum) = (trial, next, nextSum)
    }
    outcome.theta = theta
    outcome.residuals = residuals
    return stationary || sum == 0
  }

  /// A point a little way from `theta` (10⁻³ of each value, at least 10⁻³) along a parameter the
  /// model does not move with there, or along a pair of them, where the sum of squares is lower:
  /// then `theta` is no minimum. Nil when no such parameter, more than 8, or no probe is lower.
  private static func lowerNeighbour(_ model: FitModel, _ theta: [Double], sum: Double) -> [Double]? {
    guard let jacobian = model.jacobian(theta) else { return nil }
    let flat = LevenbergMarquardt.zeroColumns(jacobian, model.data.count)
    guard !flat.isEmpty, flat.count <= 8 else { return nil }
    var directions: [[(Int, Double)]] = flat.flatMap { j in [[(j, 1.0)], [(j, -1.0)]] }
    for (k, i) in flat.enumerated() {
      for j in flat[(k + 1)...] {
        for (a, b) in [(1.0, 1.0), (1.0, -1.0), (-1.0, 1.0), (-1.0, -1.0)] { directions.append([(i, a), (j, b)]) }
      }
    }
    for direction in directions {
      var probe = theta
      for (j, sign) in direction { probe[j] += sign * 1e-3 * Swift.max(1, Swift.abs(theta[j])) }
      if let r = model.residuals(probe), LevenbergMarquardt.firstNonFinite(r) == nil, LevenbergMarquardt.sumOfSquares(r) < sum * (1 - 1e-12) {
        return probe
      }
    }
    return nil
  }

  /// Whether J at `theta`, its columns scaled to unit norm, has rank below the parameters' count
  /// (or a column of zeros): a point where some parameter does not matter.
  private static func isDegenerate(_ model: FitModel, _ theta: [Double]) -> Bool {
    guard let jacobian = model.jacobian(theta), let (qr, _) = scaledFactorization(jacobian, rows: model.data.count) else { return true }
    return qr.rank(relative: rankTolerance) < model.parameterCount
  }

  /// Diagonal elements of R below this, relative to the largest, count as zero.
  static let rankTolerance = 1e-13

  /// The QR factors of `jacobian` (`n` rows) with its columns scaled to unit norm, and the
  /// scales; nil where it has fewer rows than columns, a value that is not finite, or a zero column.
  private static func scaledFactorization(_ jacobian: [Double], rows n: Int) -> (HouseholderQR, [Double])? {
    var jacobian = jacobian
    let p = jacobian.count / Swift.max(1, n)
    guard n >= p, LevenbergMarquardt.firstNonFinite(jacobian) == nil else { return nil }
    var scales = [Double](repeating: 1, count: p)
    for j in 0..<p {
      let norm = jacobian[(j * n)..<((j + 1) * n)].reduce(0) { $0 + $1 * $1 }.squareRoot()
      guard norm > 0, norm.isFinite else { return nil }
      scales[j] = norm
      for i in 0..<n { jacobian[j * n + i] /= norm }
    }
    return (HouseholderQR(jacobian, rows: n, columns: p), scales)
  }

  /// Σ (yᵢ − ȳ)², the mean and the sum compensated.
  private static func totalSumOfSquares(_ y: [Double]) -> Double {
    let mean = y.reduce(0, +) / Double(y.count)
    let correction = y.reduce(0) { $0 + ($1 - mean) } / Double(y.count)
    return LevenbergMarquardt.sumOfSquares(y.map { $0 - mean - correction })
  }

  /// √(s²·(JᵀJ)⁻¹ᵢᵢ) at `theta`, from the QR factors of J with its columns scaled to unit norm
  /// (so the rank test sees the columns' directions, not their units); nil entries and why.
  private static func standardErrors(_ model: FitModel, _ theta: [Double], rss: Double) -> ([Double?], String?) {
    let (n, p) = (model.data.count, model.parameterCount)
    let none = [Double?](repeating: nil, count: p)
    guard n > p else { return (none, "standard errors need more rows than parameters") }
    guard let jacobian = model.jacobian(theta), LevenbergMarquardt.firstNonFinite(jacobian) == nil else {
      return (none, "standard errors do not exist: the model's derivative has no value at the solution")
    }
    if let j = LevenbergMarquardt.zeroColumns(jacobian, n).first {
      return (none, "standard errors do not exist: the model does not change with \(model.tree.parameters.names[j]) at the solution")
    }
    guard let (qr, scales) = scaledFactorization(jacobian, rows: n) else {
      return (none, "standard errors do not exist: the Jacobian cannot be factored at the solution")
    }
    let rank = qr.rank(relative: rankTolerance)
    guard rank == p, let diagonal = qr.inverseGramDiagonal() else {
      return (none, "standard errors do not exist: the Jacobian is singular at the solution (rank \(rank) of \(p))")
    }
    let variance = rss / Double(n - p)
    return (zip(diagonal, scales).map { d, s in (variance * d).squareRoot() / s }, nil)
  }
}
