import CurveFrame
import Testing
@testable import CurvePlot

/// The frame operations' option tables: one canvas rule (a size wins over a family) for the
/// command, the module and Python.
@Suite("Frame options: one table each for validate, geometry and a preview")
struct FrameOptionTableTests {
  func decoded(_ json: String, by table: [OptionSpec<FrameOptions>]) throws -> FrameOptions {
    try CurvePlotTests.decoded(json, by: table, into: FrameOptions())
  }

  @Test("the rows: the canvas rows shared by all three, and what each adds")
  func rows() {
    #expect(FrameOptions.validateTable.map(\.name) == ["family", "size"])
    #expect(FrameOptions.geometryTable.map(\.name) == ["family", "size", "analysis"])
    #expect(FrameOptions.previewTable.map(\.name) == ["family", "size", "scale", "appearance"])
    // The family's words and sizes are CanvasSize.families'; the default is the default canvas's.
    #expect(FrameOptions.family.kind == .choice(["small", "medium", "large"]) && FrameOptions.family.defaultText == "medium")
    #expect(FrameOptions.family.help.contains("small 158x158, medium 338x158, large 338x354"))
    #expect(FrameOptions.scaleRow.kind.placeholder == "1|2|3")
  }

  @Test("the canvas: the default, a family's, and a size that wins in either order", arguments: [
    ("{}", CanvasSize.medium),
    (#"{"family": "small"}"#, CanvasSize.small),
    (#"{"family": "large", "size": [200, 100]}"#, CanvasSize(width: 200, height: 100)),
    (#"{"size": [200, 100], "family": "large"}"#, CanvasSize(width: 200, height: 100)),
  ])
  func canvas(_ json: String, _ canvas: CanvasSize) throws {
    #expect(try decoded(json, by: FrameOptions.validateTable).canvas == canvas)
  }

  @Test("a preview's scale and card, and the geometry's analysis")
  func extras() throws {
    let preview = try decoded(#"{"scale": 3, "appearance": "light"}"#, by: FrameOptions.previewTable)
    #expect(preview.scale == 3 && preview.appearance == .light)
    #expect(try decoded(#"{"analysis": true}"#, by: FrameOptions.geometryTable).analysis)
    #expect(FrameOptions().scale == 1 && FrameOptions().appearance == .dark && !FrameOptions().analysis)
  }

  @Test("a refusal names the option and says why", arguments: [
    (#"{"family": "huge"}"#, FrameOptions.validateTable, #"family expects "small", "medium" or "large", got "huge""#, false),
    (#"{"family": 5}"#, FrameOptions.validateTable, #"family expects "small", "medium" or "large", got 5"#, true),
    (#"{"size": [0, 10]}"#, FrameOptions.validateTable, "size expects [width, height] in pt, each 0–10000, got an array", false),
    (#"{"scale": 4}"#, FrameOptions.previewTable, "scale expects 1, 2 or 3, got 4", false),
    (#"{"scale": 2.5}"#, FrameOptions.previewTable, "scale expects 1, 2 or 3, got 2.5", false),
    (#"{"scale": "2"}"#, FrameOptions.previewTable, #"scale expects 1, 2 or 3, got "2""#, true),
    (#"{"analysis": 1}"#, FrameOptions.geometryTable, "analysis expects true or false, got 1", true),
    (#"{"scale": 2}"#, FrameOptions.validateTable, #"unknown option "scale"; the options are family or size"#, true),
  ])
  func refusals(_ json: String, _ table: [OptionSpec<FrameOptions>], _ message: String, _ wrongKind: Bool) {
    let error = refusal(json, by: table, into: FrameOptions())
    #expect(error?.message == message)
    #expect(error?.isWrongKind == wrongKind)
  }
}
