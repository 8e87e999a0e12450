import Foundation
import Testing

@Suite("curve plot")
struct PlotCommandTests {
  @Test("a widget preview to standard output is SVG with the layer's path")
  func previewToStdout() throws {
    let result = try Curve.run(["plot", "--family", "small", "-o", "-", "-"], input: Data(GeometryCommandTests.activity.utf8))
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"158\" height=\"158\""))
    #expect(result.stdout.contains("<path d=\"M"))
    #expect(result.stdout.hasSuffix("</svg>\n"))
  }

  @Test("without -o the SVG is written beside the input, and the path is printed")
  func defaultName() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curve-plot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("frame.json")
    try Data(GeometryCommandTests.activity.utf8).write(to: input)
    let result = try Curve.run(["plot", "--scale", "2", input.path])
    #expect(result.status == 0)
    let output = folder.appendingPathComponent("frame.svg")
    #expect(result.stderr == "wrote \(output.path)\n")
    let svg = try String(contentsOf: output, encoding: .utf8)
    #expect(svg.contains("width=\"676\" height=\"316\""))
  }

  @Test("--appearance light draws the preview on a white card")
  func lightAppearance() throws {
    let result = try Curve.run(["plot", "--appearance", "light", "-o", "-", "-"], input: Data(GeometryCommandTests.activity.utf8))
    #expect(result.status == 0)
    #expect(result.stdout.contains("rx=\"16\" fill=\"#FFFFFF\""))
    #expect(!result.stdout.contains("#111418"))
  }

  @Test("a math plot of expressions after --, with parameters and domains")
  func math() throws {
    let result = try Curve.run(["plot", "--param", "a=2", "--domain", "-1,1", "--y-domain", "-3,3", "--size", "400x300", "-o", "-", "--", "a*x", "1/x"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("width=\"400\" height=\"300\""))
    #expect(result.stdout.contains(">a*x</text>") && result.stdout.contains(">1/x</text>"))
  }

  @Test("an invalid expression exits 1 with its number, column and caret")
  func invalidExpression() throws {
    let result = try Curve.run(["plot", "-o", "-", "--", "x", "2*Sin(x)"])
    #expect(result.status == 1)
    #expect(result.stderr == "expression 2: error: column 3: unknown name 'Sin'; did you mean 'sin'?\n  2*Sin(x)\n    ^~~\n")
  }

  @Test("a rejected frame exits 1; an expression given as a file gets a hint")
  func errors() throws {
    let rejected = try Curve.run(["plot", "-o", "-", "-"], input: Data("{\"pixels\": []}".utf8))
    #expect(rejected.status == 1)
    #expect(rejected.stderr == "error: frame rejected: pixels: expected a non-empty array of rows\n")
    let hint = try Curve.run(["plot", "sin(x)"])
    #expect(hint.status == 1)
    #expect(hint.stderr == "error: cannot open 'sin(x)' (to plot an expression, put it after --)\n")
  }

  @Test("usage errors exit 2", arguments: [
    ["plot", "--scale", "4", "-"], ["plot", "--domain", "1,1", "--", "x"], ["plot", "--interpolation", "cubic", "--", "x"],
    ["plot", "a.json", "b.json"], ["plot", "a.json", "--", "x"], ["plot", "--appearance", "sepia", "-"],
    ["plot", "--appearance", "light", "--", "x"],
  ])
  func usage(_ arguments: [String]) throws {
    #expect(try Curve.run(arguments).status == 2)
  }
}
