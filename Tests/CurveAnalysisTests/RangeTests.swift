import CurveAnalysis
import CurveExpression
import CurveSampling
import Testing

/// The range's ends against the true infimum and supremum of f over the points of the domain
/// where f is defined, worked out by hand (closed forms) and checked with mpmath at 200 bits,
/// never from CurveKit: poles at a domain end (f going to +∞ or −∞ there, f undefined at the
/// end, the end written −0), at both ends, beside an undefined region, and tan's last double
/// before π/2, where f is finite.
@Suite("Range: enclosures of the true infimum and supremum, poles at the domain's ends")
struct RangeTests {
  /// A true extreme value: −∞, +∞, or the real number between the adjacent doubles `down` and
  /// `up` (equal when it is a double).
  enum Truth: Sendable, CustomStringConvertible {
    case minusInfinity, plusInfinity
    case between(Double, Double)

    var description: String {
      switch self {
      case .minusInfinity: "−∞"
      case .plusInfinity: "+∞"
      case .between(let down, let up): down == up ? "\(down)" : "(\(down), \(up))"
      }
    }

    /// Whether `y` holds the truth: its ends are infinite only where the truth is, and a finite
    /// truth lies inside, to within 1e-9 of its size.
    func isHeld(by y: Interval) -> Bool {
      switch self {
      case .minusInfinity: return y.lower == -.infinity
      case .plusInfinity: return y.upper == .infinity
      case .between(let down, let up):
        return y.lower.isFinite && y.upper.isFinite && y.lower <= down && up <= y.upper
          && y.upper - y.lower <= 1e-9 * Swift.max(1, Swift.abs(down))
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var expression: String
    var lower: Double
    var upper: Double
    var infimum: Truth
    var supremum: Truth
    var testDescription: String { "\(expression) on [\(lower), \(upper)]" }
  }

  /// The double nearest π/2: below it, so cos there is positive (6.1e-17) and tan finite.
  static let halfPi = 1.5707963267948966

  static let cases: [Case] = [
    // 1/x < 0 on [−5, 0), decreasing: sup 1/−5 at −5, inf −∞ at 0.
    Case(expression: "1/x", lower: -5, upper: 0, infimum: .minusInfinity, supremum: .between(-0.2, -0.19999999999999998)),
    Case(expression: "-1/x", lower: -5, upper: 0, infimum: .between(0.19999999999999998, 0.2), supremum: .plusInfinity),
    // Increasing on [−1, 0): 1 at −1, +∞ at 0.
    Case(expression: "1/sqrt(-x)", lower: -1, upper: 0, infimum: .between(1, 1), supremum: .plusInfinity),
    // Decreasing on [−5, 1): −1/6 at −5, −∞ at 1.
    Case(expression: "1/(x-1)", lower: -5, upper: 1, infimum: .minusInfinity, supremum: .between(-0.16666666666666669, -0.16666666666666666)),
    // Increasing on (0, 1]: −∞ at 0, 700 at 1.
    Case(expression: "log(x)+700", lower: 0, upper: 1, infimum: .minusInfinity, supremum: .between(700, 700)),
    // Decreasing on (0, 5]: 1/5 at 5, +∞ at 0, however 0 is written.
    Case(expression: "1/x", lower: -0.0, upper: 5, infimum: .between(0.19999999999999998, 0.2), supremum: .plusInfinity),
    Case(expression: "1/x", lower: 0, upper: 5, infimum: .between(0.19999999999999998, 0.2), supremum: .plusInfinity),
    Case(expression: "1/x", lower: 5, upper: -0.0, infimum: .between(0.19999999999999998, 0.2), supremum: .plusInfinity),
    Case(expression: "1/x", lower: -5, upper: -0.0, infimum: .minusInfinity, supremum: .between(-0.2, -0.19999999999999998)),
    // x(x − 1) < 0 on (0, 1), least at 1/2: f ≤ 1/(−1/4) = −4, −∞ at both ends.
    Case(expression: "1/(x*(x-1))", lower: 0, upper: 1, infimum: .minusInfinity, supremum: .between(-4, -4)),
    Case(expression: "-1/x", lower: 0, upper: 5, infimum: .minusInfinity, supremum: .between(-0.2, -0.19999999999999998)),
    Case(expression: "log(x)", lower: 0, upper: 1, infimum: .minusInfinity, supremum: .between(0, 0)),
    // An even pole: +∞ at 0, 1/4 at 2.
    Case(expression: "1/x^2", lower: 0, upper: 2, infimum: .between(0.25, 0.25), supremum: .plusInfinity),
    // The same poles as negative powers.
    Case(expression: "x^-1", lower: -5, upper: 0, infimum: .minusInfinity, supremum: .between(-0.2, -0.19999999999999998)),
    Case(expression: "x^-2", lower: 0, upper: 2, infimum: .between(0.25, 0.25), supremum: .plusInfinity),
    Case(expression: "x^-2", lower: -2, upper: -0.0, infimum: .between(0.25, 0.25), supremum: .plusInfinity),
    // Defined on (0, 1] only: +∞ at 0, 1 at 1.
    Case(expression: "1/sqrt(x)", lower: -1, upper: 1, infimum: .between(1, 1), supremum: .plusInfinity),
    // Increasing on [0, halfPi]: 0 at 0, tan(halfPi) = 16331239353195369.756 (mpmath) at the end.
    Case(expression: "sin(x)/cos(x)", lower: 0, upper: halfPi, infimum: .between(0, 0), supremum: .between(16331239353195368, 16331239353195370)),
  ]

  @Test("Each end of the range holds the true infimum or supremum", arguments: cases)
  func range(_ c: Case) throws {
    let report = CurveAnalyzer.analyze([try CompiledExpression(c.expression)], over: Interval(c.lower, c.upper))
    let range = report.curves[0].range
    let minimum = try #require(range.minimum)
    let maximum = try #require(range.maximum)
    #expect(c.infimum.isHeld(by: minimum.y), "minimum \(minimum.y.lower)…\(minimum.y.upper), true \(c.infimum)")
    #expect(c.supremum.isHeld(by: maximum.y), "maximum \(maximum.y.lower)…\(maximum.y.upper), true \(c.supremum)")
    // The minimum's upper end (the maximum's lower) is a value f takes at a point: finite.
    #expect(minimum.y.upper.isFinite && maximum.y.lower.isFinite)
  }
}
