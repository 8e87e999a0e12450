import Testing
@testable import CurveExpression

/// The proof that f has a pole where |f| grows at least as 1/|x − p| (``PoleArithmetic``): it is
/// what makes an integral divergent, so it must hold for every pole of order one or more that
/// the expression's shape shows, and never for a singularity whose integral exists.
@Suite("Pole proofs: non-integrable poles proven, integrable singularities never")
struct PoleProofTests {
  @Test(
    "a pole of order one or more is proven",
    arguments: [
      ("1/x", -1.0, 1.0), ("1/x", 0, 1), ("1/x", -1, 0), ("1/x^2", -1, 1), ("x^-2", 0, 1), ("x^-3", -1, 2), ("1/(x - 0.5)", 0, 1),
      ("1 + 1/x", -1, 1), ("exp(x)/(x - 0.3)", -1, 1), ("sin(x)/cos(x)", 1, 2), ("-3/(x*x)", -1, 1), ("(1/x)^3 - 5", -1, 1),
      ("2/abs(x)", -1, 1), ("1/(x^2 - 0.25)", -1, 0), ("1/sin(x)", -1, 1), ("(1/x)/(2 + cos(x))", -1, 1), ("(x^-1)^3", -1, 1),
      ("1/(x - 1e-300)", -1, 1), ("(2*x)^-1", 0, 1e-300),
    ])
  func proven(_ text: String, _ lower: Double, _ upper: Double) throws {
    #expect(try CompiledExpression(text).provesPole(from: lower, to: upper))
  }

  @Test(
    "an integrable singularity, a removable one, a bounded function or a pole outside is never proven",
    arguments: [
      ("1/sqrt(abs(x))", -1.0, 1.0), ("x/x", -1, 1), ("sin(x)/x", -1, 1), ("log(abs(x))", -1, 1), ("1/(1 + x^2)", -5, 5),
      ("1/x", 0.5, 1), ("1/(x - 2)", -1, 1), ("x^2/x", -1, 1), ("1/x - 1/x", -1, 1), ("abs(x)^-0.5", -1, 1), ("1/0", -1, 1),
      ("0/x", -1, 1), ("min(1/x, 1)", -1, 1), ("exp(-1/x^2)", -1, 1), ("1/(x^2 + 1e-300)", -1, 1), ("1/x^(-1)^(-1)", -1, 1),
    ])
  func notProven(_ text: String, _ lower: Double, _ upper: Double) throws {
    #expect(try !CompiledExpression(text).provesPole(from: lower, to: upper))
  }
}
