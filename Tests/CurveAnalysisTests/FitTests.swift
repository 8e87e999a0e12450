import CurveAnalysis
import CurveExpression
import Foundation
import Testing

@Suite("Fits: what a fit says beyond its numbers")
struct FitTests {
  func fit(_ model: String, _ x: [Double], _ y: [Double], _ starts: [(String, Double)], iterations: Int? = nil) throws -> CurveFit {
    try CurveFit.fit(model, to: FitData(x: x, y: y), CurveFit.Options {
      $0.starts = starts
      if let iterations { $0.maximumIterations = iterations }
    })
  }

  @Test("a line through its points exactly: RSS 0, standard errors 0, converged")
  func exact() throws {
    let fit = try fit("a*x + b", [0, 1, 2, 3], [1, 3, 5, 7], [("a", 0), ("b", 0)])
    #expect(fit.converged)
    #expect(fit.parameters.map(\.value) == [2, 1])
    #expect(fit.residualSumOfSquares == 0)
    #expect(fit.parameters.map(\.standardError) == [0, 0])
    #expect(fit.rSquared == 1)
    #expect(fit.degreesOfFreedom == 2 && fit.observations == 4)
  }

  @Test("a linear model's fit is its least-squares solution, as worked out by hand")
  func line() throws {
    // y = a + b·x through (0, 0), (1, 1), (2, 1), (3, 3): Sxy = 4.5, Sxx = 5, so b = 0.9 and
    // a = 1.25 − 0.9·1.5 = −0.1; residuals 0.1, 0.2, −0.7, 0.4, RSS 0.7, s² = 0.35; XᵀX =
    // [[4, 6], [6, 14]], whose inverse has diagonal 14/20 and 4/20; TSS 4.75.
    let fit = try fit("a + b*x", [0, 1, 2, 3], [0, 1, 1, 3], [("a", 5), ("b", -5)])
    #expect(fit.converged)
    func near(_ value: Double?, _ truth: Double) -> Bool { value.map { Swift.abs($0 - truth) <= 1e-14 * Swift.max(1, Swift.abs(truth)) } ?? false }
    #expect(near(fit.parameters[0].value, -0.1))
    #expect(near(fit.parameters[1].value, 0.9))
    #expect(near(fit.residualSumOfSquares, 0.7))
    #expect(near(fit.parameters[0].standardError, (0.35 * 0.7).squareRoot()))
    #expect(near(fit.parameters[1].standardError, (0.35 * 0.2).squareRoot()))
    #expect(near(fit.rSquared, 1 - 0.7 / 4.75))
  }

  @Test("parameters are not clamped: a slope of 5e9 is found as 5e9")
  func unclamped() throws {
    let fit = try fit("a*x", [1, 2, 3], [5e9, 1e10, 1.5e10], [("a", 2e9)])
    #expect(fit.parameters[0].value == 5e9)
  }

  @Test("a parameter the model names with no start is refused by name; an unknown function is the model's error")
  func missingStart() throws {
    #expect(throws: CurveFit.Failure.missingStart("k")) { try fit("a*exp(-k*x)", [0, 1], [1, 2], [("a", 1)]) }
    // A name called as a function is the model's error, at its place.
    for (model, column) in [("a*erf(x)", 3), ("a*exp(-k (x))", 8)] {
      do {
        _ = try fit(model, [0, 1], [1, 2], [("a", 1)])
        Issue.record("\(model) was taken")
      } catch {
        guard case .model(let error)? = error as? CurveFit.Failure else { Issue.record("\(error)"); continue }
        #expect(error.column == column)
      }
    }
  }

  @Test("no rows, an infinite start, an iteration count out of range: each its own failure")
  func failures() throws {
    #expect(throws: CurveFit.Failure.noObservations) { try fit("a*x", [], [], [("a", 1)]) }
    #expect(throws: CurveFit.Failure.nonFiniteStart("a")) { try fit("a*x", [1], [1], [("a", .infinity)]) }
    #expect(throws: CurveFit.Failure.invalidIterations(0)) { try fit("a*x", [1], [1], [("a", 1)], iterations: 0) }
    do {
      _ = try fit("a*x", [1], [1], [("a", .nan)])
      Issue.record("NaN was taken")
    } catch {
      guard case .parameter(let error)? = error as? CurveFit.Failure else { Issue.record("\(error)"); return }
      #expect(error.kind == .parameterIsNaN("a"))
    }
  }

  @Test("rows × parameters past the Jacobian's bound are refused before any work")
  func tooManyValues() throws {
    let rows = CurveFit.maximumJacobianValues / 64 + 1
    let starts = (0..<64).map { ("b\($0)", 1.0) }
    let x = [Double](repeating: 1, count: rows)
    #expect(throws: CurveFit.Failure.tooManyValues(rows: rows, parameters: 64)) {
      try CurveFit.fit("b0*x", to: FitData(x: x, y: x), CurveFit.Options { $0.starts = starts })
    }
  }

  @Test("a model with no value at the start is a fit that did not converge, saying where")
  func noValueAtStart() throws {
    let fit = try fit("sqrt(x - c)", [0, 1, 2], [0, 1, 1.4], [("c", 5)])
    #expect(!fit.converged)
    #expect(fit.reason == "the model has no value at row 1 (x = 0) at the starting values")
    #expect(fit.residualSumOfSquares == nil && fit.parameters[0].value == 5)
  }

  @Test("too few iterations: not converged, the best values found, and why")
  func iterations() throws {
    let fit = try fit("a*exp(b*x)", [0, 1, 2, 3], [1, 2.7, 7.4, 20.1], [("a", 10), ("b", -1)], iterations: 2)
    #expect(!fit.converged)
    #expect(fit.reason.hasPrefix("no minimum within 2 iterations"))
    #expect(fit.iterations >= 2)
    // At the start, 10·e^−x leaves residuals 9, 0.98, −6.05, −19.6: a sum of squares near 503;
    // the values reported are never worse.
    #expect(try #require(fit.residualSumOfSquares) < 503)
  }

  @Test("a parameter the model ignores, or two that act as one: no standard errors, and why")
  func singular() throws {
    let ignored = try fit("a*x", [1, 2, 3], [2, 4.1, 5.9], [("a", 1), ("b", 1)])
    #expect(ignored.converged)
    #expect(ignored.parameters.map(\.standardError) == [nil, nil])
    #expect(ignored.reason.hasSuffix("; standard errors do not exist: the model does not change with b at the solution"))
    let product = try fit("a*b*x", [1, 2, 3], [2, 4.1, 5.9], [("a", 1), ("b", 1)])
    #expect(Swift.abs(product.parameters[0].value * product.parameters[1].value - 27.9 / 14) < 1e-12)
    #expect(product.parameters.map(\.standardError) == [nil, nil])
    #expect(product.reason.hasSuffix("; standard errors do not exist: the Jacobian is singular at the solution (rank 1 of 2)"))
  }

  @Test("fewer rows than parameters: a fit, not a trap")
  func fewerRows() throws {
    let fit = try fit("a*x + b", [0], [5], [("a", 1), ("b", 1)])
    #expect(fit.degreesOfFreedom == -1)
    #expect(fit.residualSumOfSquares.map { $0 < 1e-20 } == true)
    #expect(fit.parameters.map(\.standardError) == [nil, nil])
  }

  @Test("a sum of squares past the largest double at the start: not converged, and why")
  func overflow() throws {
    let fit = try fit("a*x", [0, 1], [1, 2], [("a", 1e308)])
    #expect(!fit.converged)
    #expect(fit.reason == "the sum of squares is past the largest double at the starting values")
    #expect(fit.residualSumOfSquares == nil && fit.rSquared == nil)
  }

  @Test("a stationary point that is a maximum or a saddle is left for a minimum nearby")
  func saddle() throws {
    // Σ (a²·x − x)² over x = 1, 2, 3 is 14·(a² − 1)²: a maximum at a = 0, minima at ±1.
    let maximum = try fit("a^2*x", [1, 2, 3], [1, 2, 3], [("a", 0)])
    #expect(maximum.converged)
    #expect(Swift.abs(Swift.abs(maximum.parameters[0].value) - 1) < 1e-12)
    // a·b·x from (0, 0): a saddle; the product the least-squares slope 27.9/14.
    let product = try fit("a*b*x", [1, 2, 3], [2, 4.1, 5.9], [("a", 0), ("b", 0)])
    #expect(Swift.abs(product.parameters[0].value * product.parameters[1].value - 27.9 / 14) < 1e-12)
  }

  @Test("a constant y: R² does not exist")
  func constant() throws {
    let fit = try fit("c", [1, 2, 3], [4, 4, 4], [("c", 0)])
    #expect(fit.parameters[0].value == 4)
    #expect(fit.rSquared == nil)
  }

  @Test("no more rows than parameters: values, but no standard errors or deviation")
  func noFreedom() throws {
    let fit = try fit("a + b*x", [0, 1], [1, 3], [("a", 0), ("b", 0)])
    #expect(fit.parameters.map(\.value) == [1, 2])
    #expect(fit.degreesOfFreedom == 0)
    #expect(fit.residualStandardDeviation == nil)
    #expect(fit.parameters.map(\.standardError) == [nil, nil])
    #expect(fit.reason.hasSuffix("; standard errors need more rows than parameters"))
  }

  @Test("parameters come back in the order their starts were given, a repeated one once with its last start")
  func order() throws {
    let fit = try fit("b*x + a", [0, 1, 2], [1, 3, 5], [("b", 9), ("a", 0), ("b", 1)])
    #expect(fit.parameters.map(\.name) == ["b", "a"])
    #expect(fit.parameters.map(\.value) == [2, 1])
  }
}
