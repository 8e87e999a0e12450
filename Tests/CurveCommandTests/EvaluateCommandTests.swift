import Foundation
import Testing

@Suite("curve evaluate")
struct EvaluateCommandTests {
  @Test("text output on a grid")
  func text() throws {
    let result = try Curve.run(["evaluate", "--samples", "5", "sin(x)"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == """
      0\t0
      0.25\t0.24740395925452294
      0.5\t0.479425538604203
      0.75\t0.6816387600233341
      1\t0.8414709848078965

      """)
  }

  @Test("the default grid has 1,024 samples and ends exactly at MAX")
  func defaultGrid() throws {
    let result = try Curve.run(["evaluate", "--domain", "-0.1,0.7", "x"])
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 1024)
    #expect(lines.first == "-0.1\t-0.1")
    #expect(lines.last == "0.7\t0.7")
    // x_i = MIN + (MAX−MIN)·i/(N−1)
    let x5 = -0.1 + (0.7 - -0.1) * 5 / 1023
    #expect(lines[5] == Substring("\(x5)\t\(x5)"))
  }

  @Test("csv output with parameters, a negative domain and non-finite values")
  func csv() throws {
    let result = try Curve.run(["evaluate", "--param", "a=2", "--param=b=0.5", "--domain=-1,1", "--samples", "3", "--format", "csv", "a/x + b"])
    #expect(result.status == 0)
    #expect(result.stdout == "x,y\n-1,-1.5\n0,inf\n1,2.5\n")
  }

  @Test("json output names the expression, the parameters as used and the domain")
  func json() throws {
    let result = try Curve.run([
      "evaluate", "--param", "a=5e9", "--param", "b=-inf", "--domain", "0,2", "--samples", "2", "--format", "json", "a*x + b + log(x)",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == """
      {"expression": "a*x + b + log(x)",
       "parameters": {"a": 1000000000, "b": -1000000000},
       "domain": [0, 2],
       "samples": [[0, null],
        [2, 1000000000.6931472]]}

      """)
    #expect(result.stderr == "note: parameter 'a' = 5000000000 clamped to 1000000000\nnote: parameter 'b' = -inf clamped to -1000000000\n")
    let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(parsed?["expression"] as? String == "a*x + b + log(x)")
  }

  @Test("--at evaluates exactly there, in order; nan and -inf print as words")
  func at() throws {
    let result = try Curve.run(["evaluate", "--at", "1", "--at", "-0", "--at", "0", "--at", "-1", "log(x)"])
    #expect(result.stdout == "1\t0\n-0\t-inf\n0\t-inf\n-1\tnan\n")
    let json = try Curve.run(["evaluate", "--at", "0.1", "--format", "json", "sqrt(-x)"])
    #expect(json.stdout.contains("\"domain\": null"))
    #expect(json.stdout.contains("\"samples\": [[0.1, null]]"))
  }

  @Test("an expression starting with '-' works after --")
  func dashDash() throws {
    let result = try Curve.run(["evaluate", "--samples", "2", "--", "-x^2"])
    #expect(result.status == 0)
    #expect(result.stdout == "0\t-0\n1\t-1\n")
  }

  @Test("numbers print in the shortest form that reads back")
  func shortest() throws {
    let result = try Curve.run(["evaluate", "--at", "0.1", "--at", "1e-7", "--at", "1e21", "--at", "5e-324", "x*3"])
    #expect(result.stdout == "0.1\t0.30000000000000004\n1e-7\t3e-7\n1e21\t3e21\n5e-324\t1.5e-323\n")
  }

  @Test("an invalid expression exits 1 with a caret under the place")
  func invalidExpression() throws {
    let result = try Curve.run(["evaluate", "2*Sin(x)"])
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "error: column 3: unknown name 'Sin'; did you mean 'sin'?\n  2*Sin(x)\n    ^~~\n")
  }

  @Test("an invalid parameter exits 1", arguments: [
    (["--param", "x=1"], "error: parameter name 'x' is reserved: x, pi, e and the function names cannot be parameters\n"),
    (["--param", "a=nan"], "error: parameter 'a' is NaN; parameters must be numbers\n"),
    (["--param", "2a=1"], "error: parameter name '2a' is not an identifier (letters, digits and '_', not starting with a digit)\n"),
    // A name as long as an argument may be is quoted to 40 characters.
    (["--param", String(repeating: "p", count: 131_067) + "=nan"], "error: parameter '\(String(repeating: "p", count: 40))…' is NaN; parameters must be numbers\n"),
  ])
  func invalidParameter(_ arguments: [String], _ message: String) throws {
    let result = try Curve.run(["evaluate"] + arguments + ["x"])
    #expect(result.status == 1)
    #expect(result.stderr == message)
  }

  @Test("an over-long expression exits 1 with its length")
  func tooLong() throws {
    let result = try Curve.run(["evaluate", String(repeating: "x+", count: 300)])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("error: column 513: expression is 600 characters, over the 512-character limit\n"))
  }

  @Test("invalid UTF-8 in the argument is reported as a byte")
  func invalidUTF8() throws {
    // Process takes Strings; a lone surrogate-free way to pass 0xFF is through the shell.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "\"$0\" evaluate \"$(printf 'x+\\377')\"", Curve.binary.path]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1)
    #expect(stderr.hasPrefix("error: column 3: invalid UTF-8 byte 0xFF\n"))
  }

  @Test("usage errors exit 2 and point at help", arguments: [
    (["evaluate"], "error: missing EXPRESSION\nsee 'curve evaluate --help'\n"),
    (["evaluate", "x", "y"], "error: expected one EXPRESSION, got 2 (quote the expression; put -- before one that starts with '-')\nsee 'curve evaluate --help'\n"),
    (["evaluate", "--samples", "1", "x"], "error: --samples expects a whole number from 2 to 1024, got '1'\nsee 'curve evaluate --help'\n"),
    (["evaluate", "--samples", "1025", "x"], "error: --samples expects a whole number from 2 to 1024, got '1025'\nsee 'curve evaluate --help'\n"),
    (["evaluate", "--domain", "0", "x"], "error: --domain expects MIN,MAX, got '0'\nsee 'curve evaluate --help'\n"),
    (["evaluate", "--domain", "0,inf", "x"], "error: --domain ends must be finite numbers, got '0,inf'\nsee 'curve evaluate --help'\n"),
    (["evaluate", "--domain", "0x1,2", "x"], "error: --domain expects MIN,MAX, got '0x1,2'\nsee 'curve evaluate --help'\n"),
    (["evaluate", "--format", "xml", "x"], "error: --format expects text, csv or json, got 'xml'\nsee 'curve evaluate --help'\n"),
    (["evaluate", "--param", "a", "x"], "error: --param expects NAME=VALUE, got 'a'\nsee 'curve evaluate --help'\n"),
    (["evaluate", "--param", "a=one", "x"], "error: --param a: 'one' is not a number\nsee 'curve evaluate --help'\n"),
    (["evaluate", "--at", "1", "--samples", "3", "x"], "error: --at cannot be combined with --domain or --samples\nsee 'curve evaluate --help'\n"),
    (["evaluate", "--bogus", "x"], "error: unknown option '--bogus'\nsee 'curve evaluate --help'\n"),
    (["evaluate", "x", "--samples"], "error: --samples needs a value\nsee 'curve evaluate --help'\n"),
    (["frobnicate"], "error: unknown command 'frobnicate'\nsee 'curve --help'\n"),
  ])
  func usage(_ arguments: [String], _ message: String) throws {
    let result = try Curve.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message)
  }

  @Test("a single-dash argument other than -h is the expression; -h is help, -- makes it an expression")
  func dashWithoutSeparator() throws {
    let result = try Curve.run(["evaluate", "--samples", "2", "-x^2"])
    #expect(result.status == 0)
    #expect(result.stdout == "0\t-0\n1\t-1\n")
    #expect(try Curve.run(["evaluate", "-h"]).stdout.hasPrefix("USAGE: curve evaluate"))
    let h = try Curve.run(["evaluate", "--param", "h=3", "--at", "0", "--", "-h"])
    #expect(h.stdout == "0\t-3\n")
  }

  @Test("--help explains the options with examples and exits 0")
  func help() throws {
    let result = try Curve.run(["evaluate", "--help"])
    #expect(result.status == 0)
    for needle in ["--param NAME=VALUE", "--domain MIN,MAX", "--samples N", "--at X", "--derivative 1|2", "--format text|csv|json", "Default: 0,1.", "Default: 1024.", "EXAMPLES:", "EXIT STATUS"] {
      #expect(result.stdout.contains(needle), "help lacks \(needle)")
    }
    let top = try Curve.run(["--help"])
    #expect(top.status == 0)
    #expect(top.stdout.contains("evaluate"))
    let none = try Curve.run([])
    #expect(none.status == 2)
  }

  @Test("every example in --help runs and exits 0")
  func helpExamples() throws {
    let help = try Curve.run(["evaluate", "--help"]).stdout
    let examples = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("curve evaluate ") }
    #expect(examples.count >= 3)
    for example in examples {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "exec \"$0\" " + example.dropFirst("curve ".count), Curve.binary.path]
      process.standardOutput = Pipe()
      process.standardError = Pipe()
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(example)")
    }
  }

  @Test("--derivative 1 and 2 print f′ and f″ (closed forms of sin(x)·x²), nan at a kink, and refuse anything else")
  func derivative() throws {
    let first = try Curve.run(["evaluate", "--derivative", "1", "--at", "1", "--at", "-2.5", "sin(x)*x^2"])
    #expect(first.status == 0, "\(first.stderr)")
    let values = first.stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").last.flatMap { Double($0) } }
    let closed = [1.0, -2.5].map { x in Foundation.cos(x) * x * x + 2 * x * Foundation.sin(x) }
    #expect(values.count == 2 && zip(values, closed).allSatisfy { Swift.abs($0 - $1) <= 4 * $1.magnitude.ulp }, "\(values) against \(closed)")
    let second = try Curve.run(["evaluate", "--derivative", "2", "--at", "1", "--format", "json", "sin(x)*x^2"])
    #expect(second.stdout.contains("\"derivative\": 2,"))
    let json = try #require(JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
    let sample = try #require((json["samples"] as? [[Double]])?.first)
    let exact = -Foundation.sin(1.0) + 4 * Foundation.cos(1.0) + 2 * Foundation.sin(1.0)
    #expect(Swift.abs(sample[1] - exact) <= 4 * exact.ulp, "\(sample) against \(exact)")
    // No value, no derivative: log(x) at −1 has a reciprocal, not a slope.
    for (expression, x) in [("log(x)", "-1"), ("log(1 - x)", "2"), ("log(-x*x)", "1")] {
      for order in ["1", "2"] {
        let none = try Curve.run(["evaluate", "--derivative", order, "--at", x, "--", expression])
        #expect(none.stdout == "\(x)\tnan\n", "\(expression) at \(x), derivative \(order)")
        let json = try Curve.run(["evaluate", "--derivative", order, "--at", x, "--format", "json", "--", expression])
        #expect(json.stdout.contains("[\(x), null]"), "\(json.stdout)")
      }
    }
    let kink = try Curve.run(["evaluate", "--derivative", "1", "--at", "0", "abs(x)"])
    #expect(kink.stdout == "0\tnan\n")
    let wrong = try Curve.run(["evaluate", "--derivative", "3", "x"])
    #expect(wrong.status == 2)
    #expect(wrong.stderr.hasPrefix("error: --derivative expects 1 or 2, got '3'\n"))
  }
}
