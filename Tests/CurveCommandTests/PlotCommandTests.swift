import Foundation
import Testing

@Suite("curve plot")
struct PlotCommandTests {
  @Test("a widget preview to standard output is SVG with the layer's path")
  func previewToStdout() throws {
    let result = try Curve.run(["plot", "--family", "small", "-o", "-", "-"], input: Data(GeometryCommandTests.activity.utf8))
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"158\" height=\"172\""))
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
    #expect(svg.contains("width=\"676\" height=\"344\""))
  }

  @Test("--appearance light draws the preview on a white card")
  func lightAppearance() throws {
    let result = try Curve.run(["plot", "--appearance", "light", "-o", "-", "-"], input: Data(GeometryCommandTests.activity.utf8))
    #expect(result.status == 0)
    #expect(result.stdout.contains("rx=\"16\" fill=\"#FFFFFF\""))
    #expect(!result.stdout.contains("#111418"))
  }

  @Test("an option for the other kind of plot is a usage error that names it")
  func crossedOptions() throws {
    let family = try Curve.run(["plot", "--family", "small", "--", "x"])
    #expect(family.status == 2)
    #expect(family.stderr.hasPrefix("error: --family applies to a widget preview, not a math plot\n"))
    let param = try Curve.run(["plot", "--param", "a=2", "-"], input: Data(GeometryCommandTests.activity.utf8))
    #expect(param.status == 2)
    #expect(param.stderr.hasPrefix("error: --param applies to a math plot (expressions after --), not a widget preview\n"))
  }

  @Test("a preview of standard input without -o goes to standard output, and no file is written")
  func standardInputToStandardOutput() throws {
    let result = try Curve.run(["plot", "-"], input: Data(GeometryCommandTests.activity.utf8))
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("<?xml") && result.stdout.hasSuffix("</svg>\n"))
    #expect(!result.stderr.contains("wrote"))
  }

  @Test("expressions undefined on the whole domain: a note each; exit 1 only when nothing is drawn")
  func undefinedExpressions() throws {
    let some = try Curve.run(["plot", "-o", "-", "--", "sqrt(x - 10)", "sin(x)"])
    #expect(some.status == 0)
    #expect(some.stderr == "note: expression 1 (sqrt(x - 10)) is undefined on the whole domain [-5, 5]; nothing is drawn for it\n")
    #expect(some.stdout.contains("is undefined on"))
    let none = try Curve.run(["plot", "--domain", "0,1", "-o", "-", "--", "log(-x - 1)"])
    #expect(none.status == 1)
    #expect(none.stderr == "note: expression 1 (log(-x - 1)) is undefined on the whole domain [0, 1]; nothing is drawn for it\n")
    #expect(none.stdout.hasSuffix("</svg>\n"))
    // No sample has a value, but the expression has values: never "undefined on the whole domain".
    let narrow = try Curve.run(["plot", "--domain", "-1e300,1e300", "-o", "-", "--", "x^2 {-1 < x < 1}"])
    #expect(narrow.status == 1)
    #expect(
      narrow.stderr
        == "note: expression 1 (x^2 {-1 < x < 1}) has no value at the points sampled; any lies within [-1, 1]; nothing is drawn for it\n")
  }

  @Test("title, axis names and theme reach the math plot")
  func labels() throws {
    let result = try Curve.run(["plot", "--title", "Waves", "--x-label", "t", "--y-label", "v", "--theme", "dark", "-o", "-", "--", "sin(x)"])
    #expect(result.status == 0)
    #expect(result.stdout.contains(">Waves</text>") && result.stdout.contains(">t</text>") && result.stdout.contains(">v</text>"))
    #expect(result.stdout.contains("fill=\"#111418\""))
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
    ["plot", "--appearance", "light", "--", "x"], ["plot", "--family", "small", "--", "x"], ["plot", "--scale", "2", "--", "x"],
    ["plot", "--param", "a=1", "-"], ["plot", "--title", "T", "-"], ["plot", "--domain", "0,1", "-"], ["plot", "--theme", "sepia", "--", "x"],
    ["plot", "--legend", "left", "--", "x"], ["plot", "--legend", "none", "-"], ["plot", "--no-description=yes", "--", "x"],
  ])
  func usage(_ arguments: [String]) throws {
    #expect(try Curve.run(arguments).status == 2)
  }
}
