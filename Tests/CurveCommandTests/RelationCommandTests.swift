import Foundation
import Testing

@Suite("curve relation")
struct RelationCommandTests {
  @Test("PGM: P5, the size, 255, then a byte a pixel, row 0 at the top")
  func pgm() throws {
    let result = try Curve.run(["relation", "--size", "8x4", "--bounds", "-4,4,-2,2", "y > 0"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let header = Data("P5\n8 4\n255\n".utf8)
    #expect(result.output.prefix(header.count) == header)
    let pixels = [UInt8](result.output.dropFirst(header.count))
    #expect(pixels.count == 32)
    // y > 0 holds in the top two rows (y from 0 to 2), and nowhere in the bottom two. The rows
    // meet at y = 0, where it does not hold: the second row's boxes still hold points above it.
    #expect(pixels[0..<16].allSatisfy { $0 == 0 })
    #expect(pixels[16..<32].allSatisfy { $0 == 255 })
  }

  @Test("JSON: the counts, the budget, and each row as runs of [value, count]")
  func json() throws {
    let result = try Curve.run(["relation", "--format", "json", "--size", "16x16", "--bounds", "-2,2,-2,2", "x^2 + y^2 = 1"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["relation"] as? String == "x^2 + y^2 = 1")
    #expect(object["bounds"] as? [Double] == [-2, 2, -2, 2])
    let counts = try #require(object["counts"] as? [String: Int])
    #expect(counts.values.reduce(0, +) == 256)
    #expect(counts["true"] ?? 0 >= 24)
    #expect(object["budgetExhausted"] as? Bool == false)
    let rows = try #require(object["rows"] as? [[[Int]]])
    #expect(rows.count == 16)
    #expect(rows.allSatisfy { $0.reduce(0) { $0 + $1[1] } == 16 })
    // The top row is far from the circle: one run of false.
    #expect(rows[0] == [[255, 16]])
    // The runs agree with the counts.
    let trueCount = rows.flatMap { $0 }.filter { $0[0] == 0 }.reduce(0) { $0 + $1[1] }
    #expect(trueCount == counts["true"])
  }

  @Test("parameters, and x and y reserved as their names")
  func parameters() throws {
    let result = try Curve.run(["relation", "--format", "json", "--size", "4x4", "--param", "r=100", "--", "x^2 + y^2 = r"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"true\": "))
    let reserved = try Curve.run(["relation", "--param", "y=1", "x = y"])
    #expect(reserved.status == 1)
    #expect(reserved.stderr == "error: parameter name 'y' is reserved: x and y are a relation's variables\n")
  }

  @Test(
    "errors: positioned in the whole relation (exit 1), usage (exit 2)",
    arguments: [
      (["relation", "x^2 + y^2"], 1, "error: a relation compares two sides: put =, <, <=, > or >= between them\n  x^2 + y^2\n  ^~~~~~~~~\n"),
      (["relation", "x < y < 2"], 1, "error: column 7: a relation has one comparison; this is a second\n  x < y < 2\n        ^\n"),
      (["relation", "x = sinn(y)"], 1, "error: column 5: unknown name 'sinn'; did you mean 'sin'?\n  x = sinn(y)\n      ^~~~\n"),
      (["relation", "x => 1"], 1, "error: column 4: a relation has one comparison; this is a second\n  x => 1\n     ^\n"),
      (["relation", "y = t"], 1, "error: column 5: unknown name 't'; the names are x, pi, e, the parameters and the functions sin cos exp log abs sqrt tan atan floor ceil round sign log2 log10 cbrt sinh cosh tanh asin acos asinh acosh atanh cot sec csc gamma factorial min max mod atan2 hypot\n  y = t\n      ^\n"),
      (["relation"], 2, "error: missing RELATION\nsee 'curve relation --help'\n"),
      (["relation", "x=1", "y=1"], 2, "error: one RELATION at a time, got 2\nsee 'curve relation --help'\n"),
      (["relation", "--size", "0x10", "x=1"], 2, "error: --size expects WxH in pixels, each 1 to 4096, got '0x10'\nsee 'curve relation --help'\n"),
      (["relation", "--size", "5000x10", "x=1"], 2, "error: --size expects WxH in pixels, each 1 to 4096, got '5000x10'\nsee 'curve relation --help'\n"),
      (["relation", "--bounds", "1,0,0,1", "x=1"], 2, "error: --bounds needs XMIN < XMAX and YMIN < YMAX, got '1,0,0,1'\nsee 'curve relation --help'\n"),
      (["relation", "--bounds", "0,1,0", "x=1"], 2, "error: --bounds expects XMIN,XMAX,YMIN,YMAX, four finite numbers, got '0,1,0'\nsee 'curve relation --help'\n"),
      (["relation", "--format", "png", "x=1"], 2, "error: --format expects pgm or json, got 'png'\nsee 'curve relation --help'\n"),
    ])
  func errors(_ arguments: [String], _ status: Int32, _ message: String) throws {
    let result = try Curve.run(arguments)
    #expect(result.status == status)
    #expect(result.stderr == message)
    #expect(result.output.isEmpty)
  }

  @Test("curve plot takes relations beside functions; a relation's error names its item and column")
  func plot() throws {
    let result = try Curve.run(["plot", "-o", "-", "--", "x^2 + y^2 = 1", "y = x/2", "y < -1"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("<title>Plot of x^2 + y^2 = 1, y = x/2, y &lt; -1</title>"))
    #expect(result.stdout.contains("fill-opacity=\"0.35\""))
    let error = try Curve.run(["plot", "-o", "-", "--", "x", "x < y < 1"])
    #expect(error.status == 1)
    #expect(error.stderr == "expression 2: error: column 7: a relation has one comparison; this is a second\n  x < y < 1\n        ^\n")
  }

  @Test("bounds the classifier cannot take (too narrow, or over 1.7e308 wide) are a usage error with the reason")
  func refusedBounds() throws {
    // A pixel of 1e-265: narrower than 16,384 ulps at 1e-250, and than 2^-800.
    let narrow = try Curve.run(["relation", "--size", "1024x1024", "--bounds", "1e-250,1.000000000001e-250,0,1", "x = y"])
    #expect(narrow.status == 2)
    #expect(
      narrow.stderr.hasPrefix(
        "error: the bounds are too narrow for 1024 × 1024 pixels at their magnitude: a pixel must span 16,384 ulps, or, in double-double, 2^-90 of the magnitude and 2^-800 (1.5e-241)"))
    #expect(narrow.stderr.hasSuffix("\nsee 'curve relation --help'\n"))
    let wide = try Curve.run(["relation", "--bounds=-1.7976931348623157e308,1.7976931348623157e308,0,1", "x = y"])
    #expect(wide.status == 2)
    #expect(wide.stderr == "error: the x bounds must be two finite numbers, the first the smaller, at most 1.7e308 apart\nsee 'curve relation --help'\n")
    #expect(wide.stdout.isEmpty)
  }

  @Test("deep zoom: --bounds reaches the classifier exactly (10^15 + 4 is a double), and the sine is proven where a pixel is 1/32 of an ulp of x")
  func deepZoom() throws {
    let result = try Curve.run(["relation", "--format", "json", "--size", "128x64", "--bounds", "1000000000000000,1000000000000004,-2,2", "y = sin(x)"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["bounds"] as? [Double] == [1e15, 1e15 + 4, -2, 2])
    let counts = try #require(object["counts"] as? [String: Int])
    // The sine crosses every column: at least one proven pixel a column, and few undecided.
    #expect(counts["true"] ?? 0 >= 128)
    #expect(counts["undecided"] ?? .max <= 128)
  }
}
