#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import CurveExpression
import Testing

/// The oracle itself: its f, f′ and f″ agree with CurveKit's own (double) derivatives where both
/// are well-conditioned, so a wrong derivative rule in the oracle cannot pass for a false claim.
@Suite struct OracleTests {
  static let expressions = [
    "sqrt(x)", "log(x)", "x^3", "x^-2", "x^0.5", "x^x", "exp(sin(x))", "1/(1+x^2)", "sqrt(1+x^2)", "log(2+cos(x))",
    "abs(x-0.5)*x", "min(x, x^2)", "max(sin(x), cos(x))", "2^x", "x^(1/3)", "sin(x)/x", "cos(x)^2", "(x^2+1)^1.5",
    "x^0.1", "(1+x)^(-0.5)", "-x^4 + 3*x", "exp(-x)*log(1+x)", "sqrt(x)^3", "1/sqrt(x)", "x/(x-5)",
  ]

  @Test(arguments: expressions)
  func agreesWithDoubles(_ text: String) throws {
    let e = try CompiledExpression(text)
    let oracle = try #require(IntervalOracle(e))
    for x in [0.3, 0.7, 1.3, 2.1, 2.9] {
      let d = e.derivatives(at: x)
      let j = oracle.jet(at: x)
      let v = try #require(j.value)
      #expect(j.isSmooth, "\(text) at \(x)")
      for (name, truth, double) in [("f", v, d.value), ("f′", j.first, d.first), ("f″", j.second, d.second)] {
        let middle = truth.lower / 2 + truth.upper / 2
        #expect(truth.upper - truth.lower <= 1e-12 * Swift.max(1, Swift.abs(middle)), "\(name) of \(text) at \(x): \(truth.description) is wide")
        #expect(Swift.abs(middle - double) <= 1e-9 * Swift.max(1, Swift.abs(double)), "\(name) of \(text) at \(x): oracle \(truth.description), doubles \(double)")
      }
    }
  }

  /// Real constants, exact decimals, and where the oracle refuses to decide.
  @Test func realConstants() throws {
    func value(_ text: String) throws -> OracleInterval {
      try #require(IntervalOracle(try CompiledExpression(text))?.jet(at: 0).value)
    }
    #expect(try value("sin(pi)").sign == 0)
    #expect(try value("sqrt(2)^2 - 2").sign == 0)
    #expect(try value("0.1 - 1/10").sign == 0)
    #expect(try value("0.1 + 0.2 - 0.3").sign == 0)
    #expect(try value("x - 0.1 + 0.1").isZero == false)  // not a point: 1/10 is enclosed
    #expect(try value("0.1*3 - 0.3").sign == 0)
    #expect(try value("exp(1) - e").sign == 0)
    #expect(try value("3 - 2.9999999999999999999999").sign == 1)
    #expect(try value("x^0").isZero == false)
    // sin of a huge real number (e^(e^20) ≈ 10^(2.1e8)): [−1, 1] at once, not hours of reduction.
    #expect(try value("sin(exp(exp(20)))").lower == -1)
    let undefined = IntervalOracle(try CompiledExpression("sqrt(x - 1)"))!.jet(at: 0)
    #expect(undefined.isEmpty)
    let pole = IntervalOracle(try CompiledExpression("1/x"))!.jet(x0: -1, x1: 0)
    #expect(pole.value!.below(-0.99) && pole.flags.contains(.mayBreak))
    // A negative base: undefined for an exponent proven not an integer, undecided for one that
    // may be (3·(1/3) is 1 in the reals, but its enclosure is not a point).
    #expect(IntervalOracle(try CompiledExpression("x^(1/3)"))!.jet(at: -8).isEmpty)
    #expect(!IntervalOracle(try CompiledExpression("x^(3*(1/3))"))!.jet(at: -8).isDecidable)
  }
}
#endif
