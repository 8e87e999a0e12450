import CurveExpression
import Testing
@testable import CurveSampling

/// `Evaluation.evaluate`: the one operation behind `curve evaluate`, the module's and Python's.
@Suite("Evaluation: a grid or points, values or derivatives")
struct EvaluationTests {
  @Test("the defaults: 1,024 values over [0, 1], the grid's bits, by the batch VM")
  func defaults() throws {
    let result = try Evaluation.evaluate("x*x - 0.1", Evaluation.Options())
    #expect(result.domain == Interval(0, 1) && result.derivative == nil)
    let grid = try #require(UniformGrid(from: 0, to: 1, count: 1024))
    #expect(result.xs == grid.values)
    #expect(result.ys.map(\.bitPattern) == result.program.evaluate(grid.values).map(\.bitPattern))
    #expect(result.ys[1023] == 0.9)
  }

  @Test("points in the order given, with no domain; parameters clamped as the program keeps them")
  func points() throws {
    let result = try Evaluation.evaluate("a*log(x)", Evaluation.Options {
      $0.points = [1, -1, 0]
      $0.parameters = [("a", 5e9)]
    })
    #expect(result.domain == nil && result.xs == [1, -1, 0])
    #expect(result.ys[0] == 0 && result.ys[1].isNaN && result.ys[2] == -.infinity)
    #expect(result.program.parameters["a"] == 1e9)
  }

  @Test("a derivative by the dual-number VM, NaN where the function has no value")
  func derivative() throws {
    let first = try Evaluation.evaluate("x^3", Evaluation.Options { $0.domain = Interval(-1, 1); $0.samples = 3; $0.derivative = 1 })
    #expect(first.xs == [-1, 0, 1] && first.ys == [3, 0, 3] && first.derivative == 1)
    let second = try Evaluation.evaluate("log(x)", Evaluation.Options { $0.points = [-1, 2]; $0.derivative = 2 })
    #expect(second.ys[0].isNaN && second.ys[1] == -0.25)
  }

  @Test("options that do not fit together or are out of range, before the expression is read", arguments: [
    (Evaluation.Options { $0.points = [1]; $0.samples = 3 }, Evaluation.Failure.pointsWithGrid),
    (Evaluation.Options { $0.points = [1]; $0.domain = Interval(0, 2) }, .pointsWithGrid),
    (Evaluation.Options { $0.points = Array(repeating: 0, count: 65_537) }, .tooManyPoints(65_537)),
    (Evaluation.Options { $0.samples = 1 }, .samples(1)),
    (Evaluation.Options { $0.samples = 1025 }, .samples(1025)),
    (Evaluation.Options { $0.domain = Interval(1, 1) }, .invalidDomain),
    (Evaluation.Options { $0.domain = Interval(0, .infinity) }, .invalidDomain),
    (Evaluation.Options { $0.derivative = 3 }, .derivative(3)),
  ])
  func refused(_ options: Evaluation.Options, _ failure: Evaluation.Failure) {
    #expect(throws: failure) { try Evaluation.evaluate("(", options) }
  }

  @Test("a parameter's error and the expression's, each at its place")
  func errors() throws {
    #expect {
      try Evaluation.evaluate("x", Evaluation.Options { $0.parameters = [("a", .nan)] })
    } throws: { error in
      guard case .parameter(let e)? = error as? Evaluation.Failure else { return false }
      return e.kind.code == "parameterIsNaN"
    }
    #expect {
      try Evaluation.evaluate("x +", Evaluation.Options())
    } throws: { error in
      guard case .expression(let e)? = error as? Evaluation.Failure else { return false }
      return e.kind.code == "expectedOperand" && e.range?.lowerBound == 3
    }
  }
}
