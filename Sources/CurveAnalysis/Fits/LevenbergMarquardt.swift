import CurveExpression
import _CurveText

/// Nonlinear least squares by Levenberg–Marquardt: minimise Σ rᵢ(θ)² from a start.
///
/// Each step solves min ‖J·δ + r‖² + λ‖D·δ‖² through J's QR factorisation, the damped part as a
/// small second factorisation of [R; √λ·D] (Moré, 1978), never forming JᵀJ. D holds the largest
/// norm each column of J has had, so the damping is invariant to the parameters' units. λ falls
/// after a good step and rises after a poor one by Nielsen's rule (1999). A step that meets a
/// residual with no value is a poor step, not the end.
enum LevenbergMarquardt {
  /// Where the search stopped, and why.
  struct Outcome {
    var theta: [Double]
    /// The residuals at `theta`; nil when the model has none at the start.
    var residuals: [Double]?
    var iterations: Int
    var converged: Bool
    /// Whether it stopped because no step reduced the sum (at a minimum to the precision of the
    /// residuals, or not, as `converged` says).
    var stuck: Bool
    /// Work spent, in instructions run.
    var work: Int
    var reason: String
  }

  /// A step shorter than this, relative to the parameters (in D's units), ends the search.
  static let stepTolerance = 1e-13
  /// A reduction of the sum of squares below this, relative, actual and predicted, ends it.
  static let reductionTolerance = 1e-15
  /// λ past this after poor steps: no step in any direction reduces the sum.
  static let largestDamping = 1e16

  /// Minimises `model`'s sum of squared residuals from `start`, in at most `maximumIterations`
  /// steps and `budget` instructions run (a row of residuals costs the model's instructions, a
  /// row of the Jacobian that times the parameters, and each step's compiling and solving
  /// ``stepOverhead`` evaluations more).
  /// With `accelerated`, each step adds the geodesic acceleration (below).
  static func minimise(_ model: FitModel, from start: [Double], maximumIterations: Int, budget: Int, accelerated: Bool) -> Outcome {
    let (n, p) = (model.data.count, model.parameterCount)
    var theta = start
    var outcome = Outcome(theta: start, residuals: nil, iterations: 0, converged: false, stuck: false, work: 0, reason: "")
    guard let r0 = model.residuals(theta) else {
      outcome.reason = "a starting value is not a number"
      return outcome
    }
    var residuals = r0
    if let row = firstNonFinite(residuals) {
      outcome.reason = "the model has no value at row \(row + 1) (x = \(DecimalText.tidy(model.data.x[row]))) at the starting values"
      return outcome
    }
    outcome.residuals = residuals
    var sum = sumOfSquares(residuals)
    guard sum.isFinite else {
      outcome.reason = "the sum of squares is past the largest double at the starting values"
      return outcome
    }
    guard sum > 0 else {
      (outcome.converged, outcome.reason) = (true, "the model fits every row exactly at the starting values")
      return outcome
    }
    // What one evaluation of a row costs, in instructions.
    let cost = Swift.max(1, model.instructionCount)
    var evaluations = n * (p + 1)
    let first = model.jacobian(theta)
    guard let j0 = first, firstNonFinite(j0) == nil else {
      outcome.reason = noDerivative(model, first)
      return outcome
    }
    var jacobian = j0
    var scale = columnNorms(jacobian, n, p).map { $0 > 0 ? $0 : 1 }
    var (lambda, nu) = (1e-3, 2.0)
    var qr = HouseholderQR(jacobian, rows: n, columns: p)
    var qtr = Array(qr.transposedQ(times: residuals).prefix(p))
    var iterations = 0
    while true {
      guard iterations < maximumIterations else {
        outcome.reason = "no minimum within \(maximumIterations) iteration\(maximumIterations == 1 ? "" : "s")"
        break
      }
      guard (evaluations + n * (p + 2) + stepOverhead) * cost <= budget else {
        outcome.reason = "the work budget (\(DecimalText.grouped(budget)) instructions run) ran out after \(iterations) iterations"
        break
      }
      iterations += 1
      evaluations += stepOverhead
      guard let velocity = dampedStep(qr, qtr, scale, lambda) else {
        (lambda, nu) = (lambda * nu, nu * 2)
        if lambda > largestDamping {
          outcome.reason = "no step can be solved for"
          break
        }
        continue
      }
      // Geodesic acceleration (Transtrum and Sethna, 2012): the residuals' second derivative along
      // the step, by a difference, gives a correction for the curvature; a step whose correction
      // is large against it leaves the region where the linear model holds, and is refused.
      if accelerated { evaluations += n }
      let none = [Double](repeating: 0, count: p)
      guard let acceleration = accelerated ? geodesicAcceleration(model, theta, residuals, jacobian, velocity, qr, scale, lambda) : none,
        norm(zip(acceleration, scale).map { $0 * $1 }) <= accelerationRatio * norm(zip(velocity, scale).map { $0 * $1 })
      else {
        (lambda, nu) = (lambda * nu, nu * 2)
        if lambda > largestDamping {
          outcome.reason = "no step keeps within the model's curvature"
          break
        }
        continue
      }
      let step = zip(velocity, acceleration).map { $0 + 0.5 * $1 }
      let trial = zip(theta, step).map { $0 + $1 }
      // What the linear model predicts the velocity saves: ‖r‖² − ‖r + J·v‖², from R and Qᵀr alone.
      var predicted = 0.0
      for i in 0..<p {
        var rDelta = 0.0
        for k in i..<p { rDelta += qr.r(i, k) * velocity[k] }
        predicted += qtr[i] * qtr[i] - (qtr[i] + rDelta) * (qtr[i] + rDelta)
      }
      evaluations += n
      let trialResiduals = model.residuals(trial)
      let trialSum = trialResiduals.flatMap { firstNonFinite($0) == nil ? sumOfSquares($0) : nil }
      if let trialResiduals, let trialSum, predicted > 0, sum - trialSum > 1e-4 * predicted {
        let rho = (sum - trialSum) / predicted
        let reduction = (sum - trialSum) / sum
        let stepNorm = norm(zip(step, scale).map { $0 * $1 })
        let thetaNorm = norm(zip(trial, scale).map { $0 * $1 })
        (theta, residuals, sum) = (trial, trialResiduals, trialSum)
        outcome.theta = theta
        outcome.residuals = residuals
        evaluations += n * p
        let computed = model.jacobian(theta)
        guard let next = computed, firstNonFinite(next) == nil else {
          outcome.reason = noDerivative(model, computed)
          break
        }
        jacobian = next
        for (k, norm) in columnNorms(jacobian, n, p).enumerated() { scale[k] = Swift.max(scale[k], norm) }
        qr = HouseholderQR(jacobian, rows: n, columns: p)
        qtr = Array(qr.transposedQ(times: residuals).prefix(p))
        lambda *= Swift.max(1.0 / 3, 1 - (2 * rho - 1) * (2 * rho - 1) * (2 * rho - 1))
        nu = 2
        if sum == 0 {
          (outcome.converged, outcome.reason) = (true, "the model fits every row exactly")
          break
        }
        // Near Gauss–Newton (λ small), a tiny step or a tiny saving is the minimum; with λ large
        // it may only be a short step down a narrow valley.
        if lambda < 1, stepNorm <= stepTolerance * thetaNorm {
          (outcome.converged, outcome.reason) = (true, "the last step changed the parameters by less than \(DecimalText.tidy(stepTolerance)) relative")
          break
        }
        if lambda < 1, reduction <= reductionTolerance, predicted / sum <= reductionTolerance {
          (outcome.converged, outcome.reason) = (true, "the sum of squares changes by less than \(DecimalText.tidy(reductionTolerance)) relative")
          break
        }
      } else {
        (lambda, nu) = (lambda * nu, nu * 2)
        if lambda > largestDamping || trial == theta {
          // Every direction was tried down to steps that do not change θ: θ is a minimum to the
          // precision of doubles when Gauss–Newton predicts no saving either.
          outcome.stuck = true
          outcome.converged = isStationary(qr, qtr, jacobian, theta, sum: sum)
          outcome.reason =
            outcome.converged
            ? "no step reduces the sum of squares: a minimum to the precision of doubles"
            : "no step reduces the sum of squares, though the gradient is not zero"
          break
        }
      }
    }
    outcome.iterations = iterations
    outcome.work = evaluations * cost
    return outcome
  }

  /// What a step costs beyond its rows, in evaluations: compiling its programs and solving the
  /// small damped system take about 10 µs, as long as some 200 evaluations of a short model
  /// (so a fit of few rows is bounded in time too, not only in rows evaluated).
  static let stepOverhead = 256

  /// ‖D·a‖ ≤ this · ‖D·v‖, or the step is refused (Transtrum's α, as GSL takes it).
  static let accelerationRatio = 0.75
  /// The step of the difference that estimates the residuals' second derivative, relative to v.
  static let accelerationStep = 0.1

  /// The acceleration a: the damped least-squares solution for −r_vv, r_vv the residuals' second
  /// directional derivative along `velocity` by a difference of step h (one model evaluation):
  /// (2/h)·((r(θ + h·v) − r(θ))/h − J·v). Nil where the model has no value at θ + h·v.
  private static func geodesicAcceleration(
    _ model: FitModel, _ theta: [Double], _ residuals: [Double], _ jacobian: [Double], _ velocity: [Double], _ qr: HouseholderQR,
    _ scale: [Double], _ lambda: Double
  ) -> [Double]? {
    let (n, p, h) = (residuals.count, velocity.count, accelerationStep)
    guard let moved = model.residuals(zip(theta, velocity).map { $0 + h * $1 }), firstNonFinite(moved) == nil else { return nil }
    var second = [Double](repeating: 0, count: n)
    for i in 0..<n {
      var jv = 0.0
      for k in 0..<p { jv += jacobian[k * n + i] * velocity[k] }
      second[i] = 2 / h * ((moved[i] - residuals[i]) / h - jv)
    }
    return dampedStep(qr, Array(qr.transposedQ(times: second).prefix(p)), scale, lambda)
  }

  /// δ minimising ‖J·δ + r‖² + λ‖D·δ‖², from J = Q·R and Qᵀr: the least-squares solution of
  /// [R; √λ·D]·δ = −[Qᵀr; 0].
  private static func dampedStep(_ qr: HouseholderQR, _ qtr: [Double], _ scale: [Double], _ lambda: Double) -> [Double]? {
    let p = qtr.count
    var stacked = [Double](repeating: 0, count: 2 * p * p)
    let root = lambda.squareRoot()
    for j in 0..<p {
      for i in 0...j { stacked[j * 2 * p + i] = qr.r(i, j) }
      stacked[j * 2 * p + p + j] = root * scale[j]
    }
    let small = HouseholderQR(stacked, rows: 2 * p, columns: p)
    let rhs = qtr.map { -$0 } + [Double](repeating: 0, count: p)
    return small.backSubstitute(small.transposedQ(times: rhs))
  }

  /// What a Gauss–Newton step would save: ‖Q₁ᵀr‖² over the directions of J's independent columns
  /// (a column whose part orthogonal to the ones before is below 10⁻¹³ of its norm, or zero, is
  /// dependent: its element of Qᵀr is not a saving).
  private static func gaussNewtonSaving(_ qr: HouseholderQR, _ qtr: [Double], columnNorms: [Double]) -> Double {
    var saving = 0.0
    for k in columnNorms.indices where Swift.abs(qr.r(k, k)) > 1e-13 * columnNorms[k] { saving += qtr[k] * qtr[k] }
    return saving
  }

  /// Whether θ is stationary to the precision of doubles: Gauss–Newton's saving is negligible
  /// against the sum, or within what moving each parameter by a few ulps changes the residuals
  /// (Σ ‖Jⱼ‖·ulp(θⱼ)), so no double nearby can be told to be lower.
  static func isStationary(_ qr: HouseholderQR, _ qtr: [Double], _ jacobian: [Double], _ theta: [Double], sum: Double) -> Bool {
    let p = theta.count
    let norms = columnNorms(jacobian, jacobian.count / Swift.max(1, p), p)
    let saving = gaussNewtonSaving(qr, qtr, columnNorms: norms)
    let reach = zip(norms, theta).reduce(0.0) { $0 + $1.0 * $1.1.ulp }
    return saving <= 1e-10 * sum || saving.squareRoot() <= 4 * reach
  }

  static func sumOfSquares(_ values: [Double]) -> Double {
    // Compensated (Neumaier), so a sum of many squares keeps its last digits.
    var (sum, compensation) = (0.0, 0.0)
    for v in values {
      let term = v * v
      // A square past the doubles makes the sum infinite (the compensation would make it NaN).
      guard term.isFinite else { return .infinity }
      let t = sum + term
      compensation += Swift.abs(sum) >= term ? (sum - t) + term : (term - t) + sum
      sum = t
    }
    return sum + compensation
  }

  static func firstNonFinite(_ values: [Double]) -> Int? { values.firstIndex { !$0.isFinite } }

  static func norm(_ v: [Double]) -> Double {
    let largest = v.reduce(0.0) { Swift.max($0, Swift.abs($1)) }
    guard largest > 0, largest.isFinite else { return largest }
    return largest * v.reduce(0.0) { $0 + ($1 / largest) * ($1 / largest) }.squareRoot()
  }

  private static func columnNorms(_ jacobian: [Double], _ n: Int, _ p: Int) -> [Double] {
    (0..<p).map { j in norm(Array(jacobian[(j * n)..<((j + 1) * n)])) }
  }

  /// The parameters whose column of `jacobian` (`n` rows) is all zeros: the model does not move
  /// with them there.
  static func zeroColumns(_ jacobian: [Double], _ n: Int) -> [Int] {
    (0..<(jacobian.count / Swift.max(1, n))).filter { j in jacobian[(j * n)..<((j + 1) * n)].allSatisfy { $0 == 0 } }
  }

  /// Where `jacobian` first has no value: which parameter, at which row.
  private static func noDerivative(_ model: FitModel, _ jacobian: [Double]?) -> String {
    let n = model.data.count
    guard let jacobian, let at = firstNonFinite(jacobian) else {
      return "the model's derivative has no value"
    }
    let (j, i) = (at / n, at % n)
    return "the model's derivative in \(model.tree.parameters.names[j]) has no value at row \(i + 1) (x = \(DecimalText.tidy(model.data.x[i])))"
  }
}
