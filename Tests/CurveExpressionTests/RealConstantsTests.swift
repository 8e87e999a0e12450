import Testing
@testable import CurveExpression

/// The enclosure program's constants are the real numbers the expression denotes: a literal its
/// exact decimal value, `pi` and `e` the real constants, folded in interval arithmetic; the
/// double program keeps the doubles it always had.
@Suite("Constants are real numbers on every certified path")
struct RealConstantsTests {
  /// Each literal and where its exact decimal value lies from its double, worked out with
  /// Python's `fractions.Fraction(decimal.Decimal(literal))` against `Fraction(float(literal))`.
  static let literals: [(String, LiteralRounding)] = [
    ("0", .exact), ("0.0", .exact), ("000.000e5", .exact), ("1", .exact), ("2", .exact), ("0.5", .exact),
    ("0.25", .exact), ("0.1", .up), ("0.3", .down), ("1.5", .exact), ("3.141592653589793", .up),
    ("2.718281828459045", .up), ("1e23", .down), ("1e22", .exact), ("9007199254740993", .down),
    ("9007199254740992", .exact), ("0.000000000931322574615478515625", .exact),
    ("0.0000000009313225746154785156250000", .exact), ("1e-400", .down), ("4.9406564584124654e-324", .up),
    ("5e-324", .down), ("2.5e-323", .down), ("2.2250738585072014e-308", .down), ("1.7976931348623157e308", .up),
    ("123456789012345678901234567890", .down), ("0.1e1", .exact), ("100e-2", .exact), (".5", .exact),
    ("12.", .exact), ("1e-5", .up), ("7.0e-10", .down),
  ]

  @Test("a literal's double is placed against its exact decimal value", arguments: literals)
  func literalRounding(_ literal: String, _ expected: LiteralRounding) throws {
    let tree = try CompiledExpression(literal).tree
    guard case .number(let position) = try #require(tree.nodes.last) else {
      Issue.record("\(literal) is not one literal")
      return
    }
    let read = tree.literals[position]
    #expect(read.rounding == expected)
    #expect(read.value.bitPattern == Double(literal)!.bitPattern)
    // The ball reaches past the double on the rounding's side, where the decimal value is.
    let ball = read.ball.enclosure
    switch expected {
    case .exact: #expect(ball.lower == read.value && ball.upper == read.value)
    case .down: #expect(read.value < ball.upper && ball.lower <= read.value.nextUp, "\(ball)")
    case .up: #expect(ball.lower < read.value && read.value.nextDown <= ball.upper, "\(ball)")
    }
  }

  /// The enclosure of each constant expression, which must hold `truth` (the real number, by
  /// hand), and the double program's value, unchanged.
  static let constants: [(String, Double, Double)] = [
    // (expression, a double just below or at the real value's side to hold, the double program's value)
    ("sqrt(2)^2 - 2", 0, 4.440892098500626e-16),
    ("sin(pi)", 0, 1.2246467991473532e-16),
    ("sqrt(3)^2 - 3", 0, -4.440892098500626e-16),
    ("log(e) - 1", 0, 0),
    ("0.1*3 - 0.3", 0, 5.551115123125783e-17),
    ("cos(pi) + 1", 0, 0),
  ]

  @Test("constants fold in interval arithmetic: the enclosure holds the real value", arguments: constants)
  func foldedConstant(_ text: String, _ truth: Double, _ double: Double) throws {
    let program = try CompiledExpression(text)
    let enclosure = program.enclosure(from: 0, to: 0)
    #expect(enclosure.lower <= truth && truth <= enclosure.upper, "\(enclosure)")
    #expect(enclosure.lower <= double && double <= enclosure.upper, "the double program's value too: \(enclosure)")
    #expect(program.constantValue?.bitPattern == double.bitPattern)
  }

  @Test("pi, e and a literal that is no double are enclosed between two doubles")
  func namedConstants() throws {
    let pi = try CompiledExpression("pi").enclosure(from: 0, to: 0)
    #expect(pi.lower == Double.pi && pi.upper == Double.pi.nextUp)
    let e = try CompiledExpression("e").enclosure(from: 0, to: 0)
    #expect(e.lower == 2.718281828459045 && e.upper == 2.718281828459045.nextUp)
    // The double 0.1 is 0.1000000000000000055…: x − 1/10 there is 5.55e-18.
    let tenth = try CompiledExpression("x - 0.1").enclosure(from: 0.1, to: 0.1)
    #expect(tenth.lower <= 5.551115123125783e-18 && 5.551115123125783e-18 <= tenth.upper, "\(tenth)")
    let half = try CompiledExpression("x - 0.5").enclosure(from: 0.5, to: 0.5)
    #expect(half.lower == 0 && half.upper == 0, "an exact literal stays a point")
  }

  @Test("a division by a constant that is 0 in the reals is no proof of continuity")
  func continuity() throws {
    #expect(try !CompiledExpression("1/sin(pi)").isContinuousEverywhere)
    #expect(try !CompiledExpression("x + 1/sin(pi)").isContinuousEverywhere)
    #expect(try !CompiledExpression("x/(sqrt(2)^2 - 2)").isContinuousEverywhere)
    #expect(try CompiledExpression("x/(0.1*3) + pi^x").isContinuousEverywhere, "constants that are no doubles, proven nonzero and positive")
    #expect(try CompiledExpression("x/2 + sin(x)").isContinuousEverywhere)
  }

  @Test("the double program is the one evaluate runs, bit for bit as before")
  func doubleProgramUnchanged() throws {
    let program = try CompiledExpression("x*0.1 + sin(pi)")
    #expect(program.evaluate(at: 3).bitPattern == (3 * 0.1 + 1.2246467991473532e-16).bitPattern)
    #expect(program.evaluate([3])[0].bitPattern == program.evaluate(at: 3).bitPattern)
  }
}

/// A point ball keeps an interval on one side of 0 there, down to subnormal ends, and reads back
/// exactly where no rounding happens: so a quotient by a subnormal literal stays bounded.
@Suite("Point balls of tiny intervals")
struct TinyBallTests {
  @Test("an interval of subnormals on one side of 0 gives a ball that does not reach 0, read back exactly", arguments: [
    (0x1p-1074, 0x1p-1073), (-0x1p-1073, -0x1p-1074), (0x1p-1074, 0x1p-1074), (0x1p-1060, 0x1.8p-1060),
  ])
  func subnormal(_ lower: Double, _ upper: Double) {
    let ball = PreciseBall(Enclosure(lower, upper))
    let back = ball.enclosure
    #expect(back.lower <= lower && upper <= back.upper)
    #expect(back.lower > 0 || back.upper < 0, "\(ball) reads back as \(back)")
  }

  @Test("a sum that rounds to a subnormal is exact: x − 5e-324 at 0 keeps off 0")
  func subnormalSumIsExact() throws {
    // 5e-324 lies in [2^-1074, 2^-1073]; at x = 0 the ball of x − 5e-324 is that, negated,
    // with no rounding added (a subnormal spacing per sum reached 0).
    let ball = try CompiledExpression("x - 5e-324").preciseDerivatives(at: 0).value.enclosure
    #expect(ball.lower >= -0x1p-1072 && ball.upper < 0, "\(ball)")
  }

  @Test("sin(pi)/5e-324 has a finite point ball, as the real value 0 does")
  func quotientBySubnormalLiteral() throws {
    let ball = try CompiledExpression("sin(pi)/5e-324 - x/(x - pi)").preciseDerivatives(at: 3.141592653589793).value
    #expect(!ball.isEmpty && ball.high.isFinite && ball.radius.isFinite)
  }
}
