import CurveExpression
import CurveSampling
import _CurveText

/// ∫ f(x) dx from a to b, certified by interval arithmetic about the real function the
/// expression denotes, or said to be undecided, with why.
///
/// ```swift
/// let integral = CurveIntegral.integrate(try CompiledExpression("sin(x)"), from: 0, to: 3.141592653589793)
/// // integral.status == .certified; 2 − 7.5e-33 lies in integral.lower…integral.upper
/// ```
///
/// The domain is split into pieces, each bounded by the Taylor form of f about its midpoint to
/// degree 12 (the coefficients at the midpoint, and the last one enclosed over the piece for
/// the remainder), or by its width times f's enclosure where f is continuous but not smooth
/// there (`abs` at 0, a kink of `min`); the pieces with the widest bounds are halved, round by
/// round, until the bounds sum to within the tolerance or the budget runs out. Where f may be
/// unbounded, the expression's shape may prove a pole that makes the integral divergent (`1/x`
/// and `1/x^2` at 0), or bound an integrable singularity (`log(x)` and `1/sqrt(x)` at 0), whose
/// pieces are then halved down to adjacent doubles. Constants are
/// real numbers (`0.1` is one tenth, `pi` is π); the bounds `a` and `b` are the doubles given.
public struct CurveIntegral: Sendable, Equatable {
  /// What was proven.
  public enum Status: String, Sendable, CaseIterable {
    /// The true value lies in `lower…upper`.
    case certified
    /// The integral does not exist: f has a pole in ``pole`` where |f| grows at least as
    /// 1/|x − p|, so ∫|f| is infinite there (the integral exists neither in Lebesgue's sense nor
    /// as an improper one; a principal value is another matter). No bounds or estimate.
    case divergent
    /// Neither the value nor its absence could be proven; `lower` and `upper`, when given,
    /// still hold the truth, and `estimate` is not certified.
    case undecided
  }

  /// The integrand, as given.
  public var expression: String
  /// From `domain.start` to `domain.end` (a start above the end flips the sign).
  public var domain: Interval
  /// What was proven: certified, divergent (with its ``pole``), or undecided; the last two with a
  /// ``reason``.
  public var status: Status
  /// A lower bound of the value (nil: none proven, or none below the largest double).
  public var lower: Double?
  /// An upper bound of the value (nil: none proven, or none within the doubles).
  public var upper: Double?
  /// The value's best estimate: inside `lower…upper` when certified; nil when there is none.
  public var estimate: Double?
  /// Why an undecided integral is not certified, in words ("the integrand is undefined on
  /// [−1, 0]", "the budget ran out near x ≈ 0.3"), or where a divergent one's pole is; nil when
  /// certified.
  public var reason: String?
  /// For a divergent integral, the piece of the domain proven to hold the pole.
  public var pole: Interval?
  /// How many pieces were bounded or searched for a pole.
  public var evaluations: Int

  /// The relative width asked for when none is given: a certified result has
  /// `upper − lower ≤ tolerance · max(|estimate|, 1)`.
  public static let defaultTolerance = 1e-12
  /// The most expressions one call integrates.
  public static let maximumExpressions = 16

  /// The most pieces one integral bounds for a program of `instructions`: 32,768 up to 8
  /// instructions, then proportionally fewer (`Subdivision`), so a longer expression costs
  /// about as much time.
  public static func budget(instructions: Int) -> Int {
    Subdivision.steps(work: work, instructions: instructions, shortest: 8)
  }

  /// Each integral's budget when several are asked at once: its own, scaled down alike so that
  /// together they run at most twice one short expression's work.
  public static func budgets(instructions: [Int]) -> [Int] {
    Subdivision.shares(work: work, instructions: instructions, shortest: 8)
  }

  /// The work of one short expression's integral, in instructions run (pieces × instructions).
  private static let work = 1 << 18

  /// ∫ `program` from `a` to `b` (finite doubles), to within `tolerance` (relative, above 0)
  /// if the budget (by default ``budget(instructions:)``) allows.
  public static func integrate(
    _ program: CompiledExpression, from a: Double, to b: Double, tolerance: Double = defaultTolerance, budget: Int? = nil
  ) -> CurveIntegral {
    var quadrature = Quadrature(
      program: program, lower: Swift.min(a, b), upper: Swift.max(a, b), tolerance: tolerance,
      budget: budget ?? Self.budget(instructions: program.instructionCount))
    var result = quadrature.run()
    result.expression = program.source
    result.domain = Interval(a, b)
    guard b < a else { return result }
    // From the larger end to the smaller: the negated value.
    (result.lower, result.upper) = (result.upper.map { -$0 }, result.lower.map { -$0 })
    result.estimate = result.estimate.map { -$0 }
    return result
  }
}
