import Foundation
import Testing

@Suite("curve integrate")
struct IntegrateCommandTests {
  @Test("text: one line an integral, the ± never below the proven half-width")
  func text() throws {
    let result = try Curve.run(["integrate", "--domain", "0,3.141592653589793", "--", "sin(x)", "sqrt(x - 1)"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("∫ sin(x) dx from 0 to 3.141592653589793 = 2 ± "))
    #expect(lines[0].hasSuffix(" (certified)"))
    #expect(lines[1].hasPrefix("∫ sqrt(x - 1) dx from 0 to 3.141592653589793: undecided (the integrand is undefined on [0, "))
  }

  @Test("json: the fields the issue names, the bounds exact, null where nothing is proven")
  func json() throws {
    let result = try Curve.run(["integrate", "--format", "json", "--param", "a=3", "--domain", "1,0", "--", "a*x^2", "1/x"])
    #expect(result.status == 0)
    let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((object["parameters"] as? [String: Double]) == ["a": 3])
    let integrals = try #require(object["integrals"] as? [[String: Any]])
    #expect(integrals.count == 2)
    // From 1 to 0: −1, the sign flipped.
    let first = integrals[0]
    #expect(first["status"] as? String == "certified")
    #expect(first["domain"] as? [Double] == [1, 0])
    let (lower, upper, estimate) = try (#require(first["lower"] as? Double), #require(first["upper"] as? Double), #require(first["estimate"] as? Double))
    #expect(lower <= -1 && -1 <= upper && lower <= estimate && estimate <= upper)
    #expect(upper - lower <= 1e-12)
    #expect(first["reason"] is NSNull)
    let second = integrals[1]
    #expect(second["status"] as? String == "divergent")
    #expect(second["lower"] is NSNull && second["upper"] is NSNull && second["estimate"] is NSNull)
    #expect(second["reason"] as? String == "f has a pole in [0, 1] where |f| grows at least as 1/|x − p|: no finite integral")
    let third = try Curve.run(["integrate", "--format", "json", "--domain", "-1,1", "--", "sin(x)/x"])
    let undecided = try #require((JSONSerialization.jsonObject(with: Data(third.stdout.utf8)) as? [String: Any])?["integrals"] as? [[String: Any]])
    #expect(undecided.first?["status"] as? String == "undecided")
    #expect((undecided.first?["reason"] as? String)?.hasPrefix("the integrand may be unbounded or jump near x ≈ ") == true)
  }

  @Test("text: a divergent integral says where its pole is, and exits 0")
  func divergent() throws {
    let result = try Curve.run(["integrate", "--domain", "0,2", "--", "sin(x)/cos(x)", "1/x^2 + 1"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("∫ sin(x)/cos(x) dx from 0 to 2: divergent (f has a pole in ["))
    #expect(lines[1] == "∫ 1/x^2 + 1 dx from 0 to 2: divergent (f has a pole in [0, 2] where |f| grows at least as 1/|x − p|: no finite integral)")
  }

  @Test("A value past the largest double: undecided, a lower bound and no upper")
  func overflow() throws {
    let result = try Curve.run(["integrate", "--domain", "0,800", "exp(x)"])
    #expect(result.status == 0)
    #expect(result.stdout == "∫ exp(x) dx from 0 to 800 ≥ 1.7976931348623157e308: undecided (the value may lie past the largest double)\n")
  }

  @Test("Errors: usage (exit 2) and an invalid expression, named by its place (exit 1)", arguments: [
    (["integrate"], 2, "error: missing EXPRESSION"),
    (["integrate", "x"], 2, "error: an integral needs its bounds: give --domain A,B"),
    (["integrate", "--domain", "1,1", "x"], 2, "error: --domain ends must differ, got 1 twice"),
    (["integrate", "--domain", "0,1", "--tolerance", "1e-20", "x"], 2, "error: --tolerance expects a number at least 1e-15, got 1e-20"),
    (["integrate", "--domain", "0,1", "--tolerance", "x", "x"], 2, "error: --tolerance expects a finite number, got 'x'"),
    (["integrate", "--domain", "0,1", "--format", "csv", "x"], 2, "error: --format expects text or json, got 'csv'"),
    (["integrate", "--domain", "0,1", "--"] + (1...17).map { "x+\($0)" }, 2, "error: 17 expressions; an integration takes 1 to 16"),
    (["integrate", "--domain", "0,1", "--", "x", "erf(x)"], 1, "expression 2: error: column 1: unknown name 'erf'"),
  ])
  func errors(_ arguments: [String], _ status: Int32, _ message: String) throws {
    let result = try Curve.run(arguments)
    #expect(result.status == status)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }
}
