import Foundation
import Testing

/// What the command prints about hostile input: nothing the input supplies can forge a line or
/// reach the terminal as a control sequence, a failed write is an error, and a closed pipe ends
/// the command quietly.
@Suite("curve: hostile input and failing output")
struct HostileOutputTests {
  static let forged = """
    {"pixels": [[null]], "x\\nframe rejected: forged": 1, "\\u001b]0;owned\\u0007\\u202e": 2,
     "data": {"c": {"frame": {"width": 1, "height": 1}, "content": {"expression": "x"}}},
     "layers": [{"id": "remote:\\u001b[2Jred", "type": "curve", "dataPath": "data.c"}]}
    """

  @Test("keys and ids with newlines, ANSI/OSC sequences and bidi controls are escaped in the text report")
  func escapedReport() throws {
    let result = try Curve.run(["validate", "-"], input: Data(Self.forged.utf8))
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("frame") }.count == 1)
    #expect(result.stdout.contains("  note: x\\u{A}frame rejected: forged: unknown top-level field, ignored\n"))
    #expect(result.stdout.contains("  note: \\u{1B}]0;owned\\u{7}\\u{202E}: unknown top-level field, ignored\n"))
    #expect(result.stdout.contains("layer remote:\\u{1B}[2Jred (curve, data.c): drawn\n"))
    #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x07 })
  }

  @Test("an expression with a right-to-left override: the headline names it by code, never raw")
  func bidiExpression() throws {
    let result = try Curve.run(["evaluate", "x\u{202E}+1"])
    #expect(result.status == 1)
    #expect(result.stderr == "error: column 2: unexpected character U+202E\n  x +1\n   ^\n")
  }

  @Test("a repeated --param replaces the earlier value entirely")
  func repeatedParameters() throws {
    let replaced = try Curve.run(["evaluate", "--param", "a=nan", "--param", "a=1e12", "--param", "a=5", "--at", "1", "a*x"])
    #expect(replaced.status == 0)
    #expect(replaced.stdout == "1\t5\n")
    #expect(replaced.stderr.isEmpty)
    let clamped = try Curve.run(["evaluate", "--param", "a=1", "--param", "a=5e9", "--at", "1", "a*x"])
    #expect(clamped.stderr == "note: parameter 'a' = 5000000000 clamped to 1000000000\n")
  }

  @Test("writing to a full device exits 1 and says why", .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func fullDevice() throws {
    let result = try Curve.run(["evaluate", "x"], standardOutput: FileHandle(forWritingAtPath: "/dev/full"))
    #expect(result.status == 1)
    #expect(result.stderr == "curve: cannot write standard output: No space left on device\n")
    let plot = try Curve.run(["plot", "-o", "/dev/full", "--", "x"])
    #expect(plot.status == 1)
    #expect(plot.stderr == "curve: cannot write '/dev/full': No space left on device\n")
  }

  @Test("a closed pipe ends the command quietly, with status 0")
  func closedPipe() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let result = try Curve.run(["evaluate", "--samples", "1024", "x"], standardOutput: pipe.fileHandleForWriting)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
  }

  @Test("more than 16 expressions in a math plot is a usage error")
  func tooManyExpressions() throws {
    let result = try Curve.run(["plot", "-o", "-", "--"] + Array(repeating: "x", count: 17))
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: 17 expressions; a plot draws at most 16\n"))
  }
}

@Suite("curve: frames that share objects and overflow the report")
struct SharedObjectCommandTests {
  static let shared = """
    {"pixels": [[null]], "data": {"c": {"frame": {"width": 1, "height": 1}, "content": {"expression": "x", "domain": [0, 1]}}},
     "layers": [{"id": "remote:a", "type": "curve", "dataPath": "data.c"}, {"id": "remote:b", "type": "curve", "dataPath": "data.c"}]}
    """

  @Test("geometry names the first layer of a shared object instead of repeating its geometry; --layer prints it whole")
  func geometry() throws {
    let all = try Curve.run(["geometry", "-"], input: Data(Self.shared.utf8))
    #expect(all.status == 0)
    let root = try #require(JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
    let layers = try #require(root["layers"] as? [[String: Any]])
    #expect(layers.count == 2)
    #expect(layers[0]["stroke"] != nil && layers[0]["sameObjectAs"] == nil)
    #expect(layers[1]["sameObjectAs"] as? String == "remote:a" && layers[1]["stroke"] == nil)
    let one = try Curve.run(["geometry", "--layer", "remote:b", "-"], input: Data(Self.shared.utf8))
    let only = try #require((JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])?["layers"] as? [[String: Any]])
    #expect(only.first?["stroke"] != nil && only.first?["sameObjectAs"] == nil)
  }

  @Test("validate lists 1,000 problems and notes a frame, and says how many more there are")
  func unlisted() throws {
    let keys = (0..<1_500).map { "\"u\($0)\": 0" }.joined(separator: ", ")
    let body = Data("{\"pixels\": [[null]], \(keys)}".utf8)
    let text = try Curve.run(["validate", "-"], input: body)
    #expect(text.status == 0)
    #expect(text.stdout.split(separator: "\n").filter { $0.hasPrefix("  note: ") }.count == 1_000)
    #expect(text.stdout.hasSuffix("  … and 500 more notes (a report lists at most 1000 a frame)\n"))
    let json = try Curve.run(["validate", "--format", "json", "-"], input: body)
    let root = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((root["notes"] as? [Any])?.count == 1_000)
    #expect(root["unlistedNotes"] as? Int == 500)
  }
}

/// Numbers and values a message quotes are cut to 40 characters, wherever they come from.
@Suite("curve: rejected values are quoted to 40 characters")
struct QuotedValueTests {
  static let digits = String(repeating: "9", count: 10_000)
  static let clipped = String(repeating: "9", count: 40) + "…"

  @Test("a 10,000-digit number on the command line, in a frame and in an expression", arguments: [
    (["evaluate", "--domain", "0,\(digits)", "x"], "error: --domain ends must be finite numbers, got '0,\(String(repeating: "9", count: 38))…'"),
    (["evaluate", "--at", digits + "x", "x"], "error: --at expects a finite number, got '\(clipped)'"),
    (["evaluate", "--param", "a=\(digits)x", "a"], "error: --param a: '\(clipped)' is not a number"),
    (["plot", "--size", digits, "--", "x"], "error: --size expects WxH in pt (each 0–10000), got '\(clipped)'"),
    (["evaluate", "--format", digits, "x"], "error: --format expects text, csv or json, got '\(clipped)'"),
    (["evaluate", "--" + digits, "x"], "error: unknown option '--\(String(repeating: "9", count: 38))…'"),
    (["evaluate", "1e" + String(repeating: "9", count: 500)], "error: column 1: number '1e\(String(repeating: "9", count: 38))…' is too large for a double (the largest is about 1.8e308)"),
  ] as [([String], String)])
  func commandLine(_ arguments: [String], _ headline: String) throws {
    let result = try Curve.run(arguments)
    #expect(result.status != 0)
    let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first == headline)
    #expect(result.stderr.utf8.count < 1_200)
  }

  @Test("a 10,000-digit number in a frame body")
  func frameNumber() throws {
    let body = "{\"pixels\":[[null]],\"data\":{\"a\":\(Self.digits)e9}}"
    let result = try Curve.run(["validate", "-"], input: Data(body.utf8))
    #expect(result.status == 1)
    #expect(result.stdout == "frame rejected: body: not valid JSON: line 1, column 32: number \(Self.clipped) is out of range for a double\n")
  }
}
