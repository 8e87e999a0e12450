import Foundation
import Testing

@Suite("curve fit")
struct FitCommandTests {
  let decay = "t,v\n0,10.1\n1,6.0\n2,3.7\n3,2.2\n4,1.35\n,\n5,0.8\n"

  @Test("text: a line a parameter with its standard error, the statistics, how it ended")
  func text() throws {
    let result = try Curve.run(["fit", "--data", "-", "--columns", "t,v", "--param", "a=1", "--param", "k=1", "--", "a*exp(-k*x)"], input: Data(decay.utf8))
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 7)
    #expect(lines[0] == "model: a*exp(-k*x)")
    #expect(lines[1].hasPrefix("  a = 10.") && lines[1].contains(" ± "))
    #expect(lines[2].hasPrefix("  k = 0.5") && lines[2].contains(" ± "))
    #expect(lines[3].hasPrefix("residual sum of squares: "))
    #expect(lines[4].hasSuffix(" (4 degrees of freedom, 6 observations)"))
    #expect(lines[5].hasPrefix("R²: 0.99"))
    #expect(lines[6].hasPrefix("converged after "))
  }

  @Test("json: the fields the issue names, strict JSON, null where nothing exists")
  func json() throws {
    let result = try Curve.run(["fit", "--data", "-", "--format", "json", "--param", "a=0", "--param", "b=0", "--", "a + b*x"], input: Data("0,1\n1,3\n".utf8))
    #expect(result.status == 0)
    let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == [
      "model", "parameters", "residualSumOfSquares", "residualStandardDeviation", "degreesOfFreedom", "observations", "rSquared",
      "iterations", "converged", "reason",
    ])
    let parameters = try #require(object["parameters"] as? [String: [String: Any]])
    #expect(parameters["a"]?["value"] as? Double == 1 && parameters["b"]?["value"] as? Double == 2)
    #expect(parameters["a"]?["standardError"] is NSNull)
    #expect(object["residualStandardDeviation"] is NSNull)
    #expect(object["degreesOfFreedom"] as? Int == 0 && object["observations"] as? Int == 2)
    #expect(object["converged"] as? Bool == true)
    #expect((object["reason"] as? String)?.hasSuffix("; standard errors need more rows than parameters") == true)
  }

  @Test("exit 2: a parameter with no start (named), no --data, no model, an unknown option")
  func usage() throws {
    let missing = try Curve.run(["fit", "--data", "-", "--param", "a=1", "--", "a*exp(b*x)"], input: Data("0,1\n".utf8))
    #expect(missing.status == 2)
    #expect(missing.stderr == "error: the model's parameter 'b' has no starting value: give --param b=START\nsee 'curve fit --help'\n")
    #expect(try Curve.run(["fit", "--param", "a=1", "a*x"]).status == 2)
    #expect(try Curve.run(["fit", "--data", "-"]).status == 2)
    #expect(try Curve.run(["fit", "--data", "-", "--tolerance", "1", "x"]).status == 2)
    #expect(try Curve.run(["fit", "--data", "-", "--max-iterations", "0", "x"]).status == 2)
  }

  @Test("exit 1: the model at its column, a start, the data at its line, no rows, a file not there")
  func invalid() throws {
    let model = try Curve.run(["fit", "--data", "-", "--param", "a=1", "--", "a*erf(x)"], input: Data("0,1\n".utf8))
    #expect(model.status == 1)
    #expect(model.stderr.hasPrefix("error: column 3: unknown name 'erf'"))
    let start = try Curve.run(["fit", "--data", "-", "--param", "a=inf", "--", "a*x"], input: Data("0,1\n".utf8))
    #expect(start.status == 1)
    #expect(start.stderr == "error: the starting value of 'a' must be a finite number\n")
    let line = try Curve.run(["fit", "--data", "-", "--param", "a=1", "--", "a*x"], input: Data("0,1\n2\n".utf8))
    #expect(line.status == 1)
    #expect(line.stderr == "error: '-': line 2, column 2: 1 field; column 2 is needed\n")
    let none = try Curve.run(["fit", "--data", "-", "--param", "a=1", "--", "a*x"], input: Data("x,y\n0,\n".utf8))
    #expect(none.status == 1)
    #expect(none.stderr == "error: no row has a number in both columns\n")
    let absent = try Curve.run(["fit", "--data", "/nonexistent/rows.csv", "--param", "a=1", "--", "a*x"])
    #expect(absent.status == 1)
    #expect(absent.stderr.hasPrefix("error: cannot open '/nonexistent/rows.csv'"))
  }

  @Test("exit 0 for a fit that does not converge, with the reason")
  func notConverged() throws {
    let result = try Curve.run(["fit", "--data", "-", "--format", "json", "--param", "c=5", "--", "sqrt(x - c)"], input: Data("0,0\n1,1\n".utf8))
    #expect(result.status == 0)
    let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["converged"] as? Bool == false)
    #expect(object["reason"] as? String == "the model has no value at row 1 (x = 0) at the starting values")
    #expect(object["residualSumOfSquares"] is NSNull)
  }
}
