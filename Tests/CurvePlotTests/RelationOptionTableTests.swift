@testable import CurveAnalysis
import CurveFrame
import Testing
@testable import CurvePlot

/// The relation's option table, its two kinds of its own (a rectangle of the plane, a size in
/// pixels), and `Relation.classify(_:_:)`, which every edge calls with the options decoded.
@Suite("Relation options: one table")
struct RelationOptionTableTests {
  func decoded(_ json: String) throws -> Relation.Options {
    try CurvePlotTests.decoded(json, by: Relation.optionTable, into: Relation.Options())
  }

  @Test("the defaults, and every option from JSON and from the command line")
  func decoding() throws {
    let none = try decoded("{}")
    #expect(none.bounds == RelationBounds(x: -10...10, y: -10...10) && none.width == 1024 && none.height == 1024 && none.parameters.isEmpty)
    let given = try decoded(#"{"parameters": {"a": 3}, "bounds": [-2, 2, -1, 0.5], "size": [64, 32.0]}"#)
    #expect(given.bounds == RelationBounds(x: -2...2, y: -1...0.5) && given.width == 64 && given.height == 32)
    #expect(given.parameters.map(\.0) == ["a"])
    let rows = Relation.optionTable
    #expect(rows.map(\.name) == ["parameters", "bounds", "size"])
    guard case .bounds(let b) = try rows[1].decode(text: "-2,2,-1,0.5"), case .pixels(let w, let h) = try rows[2].decode(text: "64X32") else {
      Issue.record("not decoded")
      return
    }
    #expect(b == given.bounds && w == 64 && h == 32)
  }

  @Test("a refusal names the option and says why; the wrong kind is told apart", arguments: [
    (#"{"bounds": [1, 0, 0, 1]}"#, "bounds needs xmin < xmax and ymin < ymax, got [1, 0, 0, 1]", false),
    (#"{"bounds": [0, 1, 0]}"#, "bounds expects [xmin, xmax, ymin, ymax], four finite numbers, got an array", false),
    (#"{"bounds": "wide"}"#, #"bounds expects [xmin, xmax, ymin, ymax], four finite numbers, got "wide""#, true),
    (#"{"bounds": [0, 1, 0, "1"]}"#, "bounds expects [xmin, xmax, ymin, ymax], four finite numbers, got an array", true),
    (#"{"size": [0, 10]}"#, "size expects [width, height] in pixels, each a whole number 1 to 4096, got an array", false),
    (#"{"size": [4097, 10]}"#, "size expects [width, height] in pixels, each a whole number 1 to 4096, got an array", false),
    (#"{"size": [1e300, 10]}"#, "size expects [width, height] in pixels, each a whole number 1 to 4096, got an array", false),
    (#"{"size": [1.5, 10]}"#, "size expects [width, height] in pixels, each a whole number 1 to 4096, got an array", false),
    (#"{"domain": [0, 1]}"#, #"unknown option "domain"; the options are parameters, bounds or size"#, true),
  ])
  func refusals(_ json: String, _ message: String, _ wrongKind: Bool) {
    let error = refusal(json, by: Relation.optionTable, into: Relation.Options())
    #expect(error?.message == message)
    #expect(error?.isWrongKind == wrongKind)
  }

  @Test("the command line's refusals", arguments: [
    ("--bounds", "1,0,0,1", "--bounds needs XMIN < XMAX and YMIN < YMAX, got '1,0,0,1'"),
    ("--bounds", "0,1,0,inf", "--bounds expects XMIN,XMAX,YMIN,YMAX, four finite numbers, got '0,1,0,inf'"),
    ("--size", "0x10", "--size expects WxH in pixels, each 1 to 4096, got '0x10'"),
    ("--size", "99999999999999999999x2", "--size expects WxH in pixels, each 1 to 4096, got '99999999999999999999x2'"),
  ])
  func textRefusals(_ flag: String, _ text: String, _ message: String) throws {
    let row = try #require(Relation.optionTable.first { $0.flag == flag })
    #expect(throws: OptionError(message)) { try row.decode(text: text) }
  }

  @Test("classify(_:_:) is the relation read with the parameters and classified over the bounds and size")
  func classify() throws {
    let options = Relation.Options {
      $0.parameters = [("r", 1)]
      $0.bounds = RelationBounds(x: -2...2, y: -2...2)
      ($0.width, $0.height) = (16, 8)
    }
    let classified = try Relation.classify("x^2 + y^2 = r", options)
    let direct = try Relation("x^2 + y^2 = r", parameters: [("r", 1)]).classify(over: options.bounds, width: 16, height: 8)
    #expect(classified.pixels == direct.pixels && classified.width == 16 && classified.height == 8)
    #expect(throws: RelationError.self) { try Relation.classify("x^2 + y^2 = r", Relation.Options { $0.width = 0 }) }
  }
}
