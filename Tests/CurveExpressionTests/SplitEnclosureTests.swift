import Testing
@testable import CurveExpression

/// What an enclosure in two pieces says across a pole: the gap a quotient by a divisor holding 0
/// leaves, kept through what keeps it and filled by what fills it. The truth is worked by hand
/// (each bound a quotient of the box's ends); the Oracle trait holds the pieces against MPFR at
/// points (`SplitEnclosureOracleTests`).
@Suite("Enclosures in two pieces: a gap across a pole")
struct SplitEnclosureTests {
  func split(_ text: String, x: (Double, Double), y: (Double, Double) = (0, 0)) throws -> SplitEnclosure {
    try CompiledExpression(text, parameters: ParameterSet(), variables: .xy)
      .splitEnclosure(x: Enclosure(x.0, x.1), y: Enclosure(y.0, y.1))
  }

  /// Whether `value` lies in a piece.
  func holds(_ s: SplitEnclosure, _ value: Double) -> Bool { s.low.contains(value) || s.high.contains(value) }

  @Test("a quotient of one sign by a divisor holding 0 is two pieces, the gap between the ends' quotients")
  func quotient() throws {
    // 1/x on [-2, 4]: at most 1/-2, at least 1/4.
    let r = try split("1/x", x: (-2, 4))
    #expect(r.isSplit && r.low.lower == -.infinity && r.high.upper == .infinity)
    #expect(r.low.upper >= -0.5 && r.low.upper < -0.5 + 1e-15 && r.high.lower <= 0.25 && r.high.lower > 0.25 - 1e-15)
    #expect(r.flags.contains(.mayBreak))
    // A negative numerator mirrors it: (y - 3)/x with y - 3 in [-3, -1] is at most -1/4 or at least 1/2.
    let m = try split("(y - 3)/x", x: (-2, 4), y: (0, 2))
    #expect(m.isSplit && m.low.upper >= -0.25 && m.low.upper < -0.25 + 1e-15 && m.high.lower <= 0.5 && m.high.lower > 0.5 - 1e-15)
    // The plain enclosure of the same box says nothing.
    #expect(m.hull.lower == -.infinity && m.hull.upper == .infinity)
  }

  @Test("no gap where the numerator reaches 0, the divisor keeps a side of 0, or it is exactly 0")
  func noGap() throws {
    #expect(try !split("x/x", x: (-1, 1)).isSplit)
    #expect(try !split("y/x", x: (-1, 1), y: (0, 1)).isSplit)
    let oneSide = try split("1/x", x: (0, 1))
    #expect(try !oneSide.isSplit && oneSide.low == CompiledExpression("1/x").enclosure(from: 0, to: 1))
    #expect(try split("1/x", x: (0, 0)).low.isEmpty)
    // With no division the value is the plain enclosure, flags and all.
    let plain = try CompiledExpression("sin(x)*y + sqrt(x)", parameters: ParameterSet(), variables: .xy)
    let same = plain.splitEnclosure(x: Enclosure(-1, 2), y: Enclosure(3, 4))
    #expect(!same.isSplit && same.low == plain.enclosure(x: Enclosure(-1, 2), y: Enclosure(3, 4)))
    #expect(try !plain.maySplit && CompiledExpression("1/x").maySplit)
  }

  @Test("negation, a sum with an interval, a product by one of one sign, squares and abs keep the gap")
  func kept() throws {
    // 1/x on [-2, 4] is ≤ -1/2 or ≥ 1/4; plus y in [0.1, 0.2], ≤ -0.3 or ≥ 0.35.
    let sum = try split("1/x + y", x: (-2, 4), y: (0.1, 0.2))
    #expect(sum.isSplit && sum.low.upper >= -0.3 && sum.low.upper < -0.3 + 1e-14 && sum.high.lower <= 0.35 && sum.high.lower > 0.35 - 1e-14)
    #expect(!holds(sum, 0))
    let negated = try split("-(1/x)", x: (-2, 4))
    #expect(negated.isSplit && negated.low.upper >= -0.25 && negated.high.lower <= 0.5 && !holds(negated, 0))
    // A product by y in [2, 3]: ≤ -1/2·2 = -1 or ≥ 1/4·2 = 1/2.
    let product = try split("(1/x)*y", x: (-2, 4), y: (2, 3))
    #expect(product.isSplit && product.low.upper >= -1 && product.low.upper < -1 + 1e-14 && product.high.lower <= 0.5 && product.high.lower > 0.5 - 1e-14)
    // Squares, even powers and abs of a gap holding 0 are one piece away from 0.
    for text in ["(1/x)^2", "(1/x)^4", "abs(1/x)", "(1/x + y)^2"] {
      let r = try split(text, x: (-2, 4), y: (0.1, 0.2))
      #expect(r.low.lower > 0, "\(text): \(r)")
    }
    // (A + B)^2 - C^2 with A across a pole, B and C bounded: the corpus's disjunction.
    let disjunction = try split("(1/x + y)^2 - y^2", x: (-0.01, 0.02), y: (1, 2))
    #expect(disjunction.low.lower > 0 && !disjunction.isSplit)
  }

  /// Traps: operations that fill the gap must fill it, or a classification would rule out a
  /// solution. Each case has a point of the box where the value is 0.
  @Test("an operation that fills the gap fills it", arguments: [
    // 1/x + y = 0 at x = 0.5, y = -2.
    ("1/x + y", (-1.0, 1.0), (-5.0, 5.0)),
    // A product by an interval holding 0: (1/x)·y = 0 at y = 0.
    ("(1/x)*y", (-1, 1), (-1, 1)),
    // sin(1/x) = 0 at x = 1/π.
    ("sin(1/x)", (-1, 1), (0, 0)),
    // 1/x - 1/y = 0 at x = y = 0.5: two split operands.
    ("1/x - 1/y", (-1, 1), (-1, 1)),
    // (1/x)^3 - y = 0 at x = 1, y = 1: an odd power keeps both sides.
    ("(1/x)^3 - y", (-1, 2), (0.5, 1.5)),
    // 1/(1/x) = x = 0 nowhere defined at 0 but 1/(1/x) - 0.5 = 0 at x = 2.
    ("1/(1/x) - 0.5", (-1, 3), (0, 0)),
    // A piecewise choice across its condition: 1/x - 2 for x > 0 is 0 at x = 1/2.
    ("{x > 0: 1/x - 2, 1/x + 2}", (-1, 1), (0, 0)),
    // mod wraps the pieces round: mod(1/x, 1) = 0 at x = 1.
    ("mod(1/x, 1)", (-1, 2), (0, 0)),
  ])
  func filled(_ text: String, _ x: (Double, Double), _ y: (Double, Double)) throws {
    let r = try split(text, x: x, y: y)
    #expect(holds(r, 0), "\(text) over x \(x), y \(y): \(r)")
  }

  @Test("tan, cot, sec and csc across a pole are their quotients in two pieces; with no pole, their plain rule")
  func quotientFunctions() throws {
    // tan on [1.5, 1.65], across π/2: at most sin(1.65)/cos(1.65) = tan(1.65) ≈ -12.6 (sin's
    // least and cos's least are at 1.65), at least sin(1.65)/cos(1.5) ≈ 14.09 < tan(1.5).
    // The values held are tan, cot, sec and csc at points of each box inside its ends.
    let tan = try split("tan(x)", x: (1.5, 1.65))
    #expect(tan.isSplit && tan.low.lower == -.infinity && tan.high.upper == .infinity && tan.flags.contains(.mayBreak))
    #expect(holds(tan, -12.76104462359524) && holds(tan, 14.304128538237238) && !holds(tan, 0) && !holds(tan, -12) && !holds(tan, 14))
    // cot on [3, 3.3], across π: cos/sin, cos near -1.
    let cot = try split("cot(x)", x: (3, 3.3))
    #expect(cot.isSplit && holds(cot, -7.0658210877042045) && holds(cot, 6.300387649078744) && !holds(cot, 0) && !holds(cot, 5))
    // sec = 1/cos across π/2 and csc = 1/sin across 0: beyond ±1 over the extreme of the divisor.
    let sec = try split("sec(x)", x: (1.5, 1.65))
    #expect(sec.isSplit && holds(sec, 14.33904087581917) && holds(sec, -12.800166400691396) && !holds(sec, 0) && !holds(sec, 10))
    let csc = try split("csc(x) + y", x: (-0.1, 0.2), y: (0, 1))
    #expect(csc.isSplit && holds(csc, 5.058446171128198) && holds(csc, -10.117528987452504) && !holds(csc, 0) && !holds(csc, 3))
    // With no pole in the box, the plain rule, bit for bit.
    let plain = try CompiledExpression("tan(x)", parameters: ParameterSet(), variables: .xy)
    let away = plain.splitEnclosure(x: Enclosure(0, 1), y: Enclosure(0, 0))
    #expect(!away.isSplit && away.low == plain.enclosure(x: Enclosure(0, 1), y: Enclosure(0, 0)))
    #expect(plain.maySplit)
    // Two poles in the box: cos holds 0 with sin of both signs, so no quotient of one sign.
    #expect(try !split("tan(x)", x: (1, 5)).isSplit)
  }

  @Test("a comparison and a choice read the hull, and a split value's flags reach every result")
  func flags() throws {
    // sign(1/x) is -1 or 1: two points, and it jumps.
    let sign = try split("sign(1/x)", x: (-1, 1))
    #expect(sign.flags.contains(.mayBreak))
    #expect(holds(sign, -1) && holds(sign, 1))
    let comparison = try split("{1/x > 0.5: 1, 0}", x: (-1, 1))
    #expect(comparison.flags.contains(.mayBreak) && holds(comparison, 0) && holds(comparison, 1))
  }
}
