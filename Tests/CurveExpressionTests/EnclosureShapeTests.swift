import Testing
@testable import CurveExpression

/// What interval enclosures say on the cases the break search depends on.
@Suite("Enclosures: tight where it matters, flagged where the function may break")
struct EnclosureShapeTests {
  func enclosure(_ text: String, _ lower: Double, _ upper: Double) throws -> Enclosure {
    try CompiledExpression(text).enclosure(from: lower, to: upper)
  }

  @Test("an even power of an interval holding 0 starts at 0; an odd one keeps its sign")
  func powers() throws {
    let square = try enclosure("x^2", -0.5, 0.25)
    #expect(square.lower == 0 && square.upper >= 0.25 && square.upper < 0.25 + 1e-15 && square.isContinuous)
    let cube = try enclosure("x^3", -0.5, 0.25)
    #expect(cube.lower <= -0.125 && cube.lower > -0.125 - 1e-15 && cube.upper >= 0.015625)
    #expect(try enclosure("1/(x - 0.3)^2", 0.2, 0.4).flags.contains(.mayBreak))
    #expect(try enclosure("1/(x - 0.3)^2", 0.31, 0.4).isContinuous)
  }

  @Test("division by an interval holding 0 may break; one away from 0 is bounded")
  func division() throws {
    let pole = try enclosure("1/x", -1, 1)
    #expect(pole.flags.contains(.mayBreak) && pole.lower == -.infinity && pole.upper == .infinity)
    let away = try enclosure("1/x", 2, 4)
    #expect(away.isContinuous && away.lower <= 0.25 && away.upper >= 0.5 && away.upper < 0.5 + 1e-15)
    // A divisor proven exactly 0 has no quotient: f is proven undefined there.
    #expect(try enclosure("1/x", 0, 0).isEmpty)
    #expect(try enclosure("x/x", 0, 0).isEmpty)
    #expect(try enclosure("sin(x)/x", 0, 0).isEmpty)
    #expect(try !enclosure("1/x", 0, 1e-300).isEmpty)
    // A numerator ≥ 0 (or ≤ 0) over a divisor reaching 0 from one side keeps its sign wherever
    // it is defined: x^2/x^4 = 1/x^2 is positive (0/b is 0), and so on by sign.
    for (text, sign) in [("x^2/x^4", 1.0), ("(-x^2)/x^4", -1), ("x^2/(-x^4)", -1), ("(-x^2)/(-x^4)", 1)] {
      let q = try enclosure(text, -1, 1)
      #expect(q.flags.contains(.mayBreak) && (sign > 0 ? q.lower == 0 && q.upper == .infinity : q.upper == 0 && q.lower == -.infinity), "\(text): \(q)")
    }
  }

  @Test("sqrt and log across their domain edge are partly undefined; wholly outside, empty")
  func domainEdges() throws {
    let sqrt = try enclosure("sqrt(x)", -1, 4)
    #expect(sqrt.flags == .partlyUndefined && sqrt.lower == 0 && sqrt.upper >= 2)
    #expect(try enclosure("sqrt(x)", -2, -1).isEmpty)
    let log = try enclosure("log(x)", 0, 1)
    #expect(log.flags == .mayBreak && log.lower == -.infinity)
    #expect(try enclosure("log(x)", -1, 1).flags == [.partlyUndefined, .mayBreak])
    #expect(try enclosure("sqrt(1 - x^2)", 0.5, 0.9).isContinuous)
  }

  @Test("sin and cos widen to ±1 exactly where the interval holds a crest or a trough")
  func trigonometry() throws {
    let crest = try enclosure("sin(x)", 1, 2)
    #expect(crest.upper == 1 && crest.lower <= 0.8414709848078965 && crest.lower > 0.84)
    let rising = try enclosure("sin(x)", -1, 1)
    #expect(rising.lower > -0.85 && rising.upper < 0.85)
    #expect(try enclosure("cos(x)", -0.1, 0.1).upper == 1)
    #expect(try enclosure("cos(x)", 3, 3.2).lower == -1)
    #expect(try enclosure("sin(x)", 0, 100) == Enclosure(-1, 1))
  }

  @Test("exp overflows to an infinite bound with no flag: it is still continuous")
  func overflow() throws {
    let e = try enclosure("exp(x)", 700, 800)
    #expect(e.isContinuous && e.upper == .infinity && e.flags == .overflow)
  }

  @Test("the static test: operations continuous everywhere, and only those", arguments: [
    ("a*sin(b*x + c) + d", true), ("exp(-x^2/2)/sqrt(2*pi)", true), ("x^3 - 2*x^2 + x - 5", true), ("2^x", true),
    ("min(x, 1) + max(abs(x), 2)", true), ("1/x", false), ("sqrt(x)", false), ("log(x)", false), ("x^0.5", false),
    ("x^-1", false), ("x^x", false), ("x/2", true),
  ])
  func continuousEverywhere(_ text: String, _ expected: Bool) throws {
    let parameters = try ParameterSet([("a", 1.5), ("b", 2.0), ("c", 0.25), ("d", -1.0)])
    #expect(try CompiledExpression(text, parameters: parameters).isContinuousEverywhere == expected)
  }
}

extension EnclosureShapeTests {
  @Test("an exponent past 2^53 is an even integer: a negative base has a value (found by fuzzing)")
  func hugeExponent() throws {
    // 2^60, exactly.
    let e = try enclosure("(x+1)^1152921504606846976", -5, -4.5)
    #expect(!e.isEmpty && e.upper == .infinity && e.flags == .overflow && e.isContinuous)
    // 11^16 is odd in the reals (its double is even): enclosed between two doubles, the power
    // of a negative base is not proven, but it has a value.
    let odd = try enclosure("(x+1)^+11^16", -5, -4.5)
    #expect(!odd.isEmpty && odd.lower == -.infinity)
  }
}

extension EnclosureShapeTests {
  @Test("an infinite exponent says nothing and may break (found by fuzzing)")
  func infiniteExponent() throws {
    let e = try enclosure("x^3 - - 2*x^2^12^2^14", -1, 1)
    #expect(e.lower == -.infinity && e.upper == .infinity && e.flags.contains(.mayBreak))
  }
}

extension EnclosureShapeTests {
  @Test("1^y and x^0 are 1 even where the other operand has no value, as pow is (found by fuzzing)")
  func powerOfOne() throws {
    #expect(try enclosure("1^x^0.862", -5, -4.5) == Enclosure(1, 1, .partlyUndefined))
    #expect(try enclosure("sqrt(x)^0", -5, -4.5) == Enclosure(1, 1, .partlyUndefined))
  }
}
