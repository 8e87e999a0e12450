import Foundation
import Testing

/// `curve plot` with parametric, polar, x = f(y) and data series items, and their options.
@Suite("curve plot: curves in t and y, and data series")
struct PlotItemsCommandTests {
  @Test("parametric, polar and x = f(y) items draw; --t-domain and --aspect are read")
  func curves() throws {
    let result = try Curve.run(["plot", "-o", "-", "--domain", "-2,2", "--t-domain", "0,6.3", "--aspect", "equal", "--",
      "(sin(3*t), sin(4*t))", "r = 1 + cos(θ)", "x = y^2 - 1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("<title>Plot of (sin(3*t), sin(4*t)), r = 1 + cos(θ), x = y^2 - 1</title>"))
    for color in ["#0072B2", "#D55E00", "#009E73"] { #expect(result.stdout.contains("stroke=\"\(color)\"")) }
  }

  @Test("definitions: f(x) = … is drawn and called by the other items; an error names its item and column")
  func definitions() throws {
    let result = try Curve.run(["plot", "-o", "-", "--", "f(x) = x^2 - 1", "f(x - 1)", "y = 2*f(x)", "f(x)^2 + y^2 = 1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("<title>Plot of f(x) = x^2 - 1, y = f(x - 1), y = 2*f(x), f(x)^2 + y^2 = 1</title>"))
    for color in ["#0072B2", "#D55E00", "#009E73", "#CC79A7"] { #expect(result.stdout.contains("stroke=\"\(color)\"")) }
    let cycle = try Curve.run(["plot", "-o", "-", "--", "x", "f(x) = g(x) + 1", "g(x) = 2*f(x)"])
    #expect(cycle.status == 1)
    #expect(cycle.stderr == "expression 2: error: column 8: definitions cannot call each other in a cycle: 'f' calls 'g' calls 'f'\n  f(x) = g(x) + 1\n         ^\n")
  }

  @Test("--x-scale log and --y-scale log: decades labelled, minor ticks unlabelled, the curve drawn")
  func logarithmicAxes() throws {
    let result = try Curve.run(["plot", "-o", "-", "--x-scale", "log", "--y-scale", "log", "--domain", "0.01,100", "--", "1/sqrt(1 + x^2)"])
    #expect(result.status == 0, "\(result.stderr)")
    for label in [">0.01<", ">0.1<", ">1<", ">10<", ">100<"] { #expect(result.stdout.contains(label)) }
    #expect(result.stdout.contains("stroke-opacity=\"0.5\""))
    #expect(result.stdout.contains("stroke=\"#0072B2\""))
    // A function with no value above 0 has nothing on a log y axis, and the note says why.
    let none = try Curve.run(["plot", "-o", "-", "--y-scale", "log", "--domain", "1,2", "--", "-x"])
    #expect(none.status == 1)
    #expect(none.stderr == "note: expression 1 (-x) has no value above 0 on the whole domain [1, 2]; nothing is drawn for it\n")
  }

  @Test("--area shades an item's area and says its certified integral in the legend and the description")
  func area() throws {
    let result = try Curve.run(["plot", "-o", "-", "--domain", "0,4", "--area", "1:0,2", "--", "x^2"])
    #expect(result.status == 0)
    #expect(result.stdout.contains(">x^2   area over 0…2 = 2.667</text>"))
    #expect(result.stdout.contains("The area under y = x^2 from x = 0 to 2 is 2.667, certified between "))
    #expect(result.stdout.contains("fill-opacity=\"0.22\" stroke=\"none\""))
    var nine: [String] = []
    for _ in 0..<9 { nine += ["--area", "1:0,1"] }
    let tooMany = try Curve.run(["plot", "-o", "-"] + nine + ["--", "x"])
    #expect(tooMany.status == 2 && tooMany.stderr.hasPrefix("error: --area is given more than 8 times"))
  }

  @Test(
    "bad options and items get specific errors",
    arguments: [
      (["--t-domain", "3,1", "--", "(t, t)"], 2, "error: --t-domain expects MIN,MAX with MIN below MAX, got 3,1"),
      (["--aspect", "square", "--", "(t, t)"], 2, "error: --aspect expects auto or equal, got 'square'"),
      (["--marks", "bars", "--", "x"], 2, "error: --marks expects lines or points, got 'bars'"),
      (["--columns", "a", "--", "x"], 2, "error: --columns expects X,Y (names or numbers from 1), got 'a'"),
      (["--columns", "0,2", "--", "x"], 2, "error: --columns numbers start at 1, got '0,2'"),
      (["--", "(t, 1/)"], 1, "expression 1: error: column 7:"),
      (["--param", "t=1", "--", "(t, t)"], 1, "expression 1: error: parameter name 't' is reserved: it is this curve's variable"),
      (["--", "@/nonexistent/data.csv"], 1, "expression 1: error: @/nonexistent/data.csv: cannot open '/nonexistent/data.csv'"),
      (["--x-scale", "ln", "--", "x"], 2, "error: --x-scale expects linear or log, got 'ln'"),
      (["--x-scale", "log", "--domain", "-1,10", "--", "x"], 2,
       "error: the x axis is logarithmic, but the domain \u{2212}1…10 reaches 0 or below; both ends must be above 0"),
      (["--x-scale", "log", "--domain", "1e15,1.000000000000002e15", "--", "x"], 2,
       "error: the x axis is logarithmic, but the domain 1e15…1.000000000000002e15 is too narrow for it: both ends have the same logarithm as a double, so nothing between them has a place on the axis; widen it or use a linear axis"),
      (["--y-scale", "log", "--y-domain", "1e15,1.000000000000002e15", "--", "x"], 2,
       "error: the y axis is logarithmic, but the y range 1e15…1.000000000000002e15 is too narrow for it: both ends have the same logarithm as a double, so nothing between them has a place on the axis; widen it or use a linear axis"),
      (["--y-scale", "log", "--domain", "1,10", "--", "x", "x^2 + y^2 = 4"], 2,
       "error: expression 2 is a relation; relations are classified on linear axes only"),
      (["--y-scale", "log", "--x-scale", "log", "--domain", "1,10", "--tangent", "2", "--", "x"], 2,
       "error: tangents and derivatives are drawn on linear axes only"),
      (["--area", "1:0", "--", "x"], 2, "error: --area expects N:A,B or N,M:A,B (items numbered from 1, finite ends that differ), got '1:0'"),
      (["--area", "2:0,1", "--", "x"], 2, "error: an area's item 2 does not exist (the plot has 1)"),
      (["--area", "1:0,1", "--", "x^2 + y^2 = 1"], 2, "error: an area's item 1 is not a function of x"),
      (["--area", "1:1,2", "--x-scale", "log", "--domain", "1,10", "--", "x"], 2, "error: areas are shaded on linear axes only"),
    ])
  func errors(_ arguments: [String], _ status: Int32, _ message: String) throws {
    let result = try Curve.run(["plot", "-o", "-"] + arguments)
    #expect(result.status == status)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }

  @Test("a data series from standard input and from a file, by column, as lines or points; a bad row at its line and column")
  func data() throws {
    let csv = Data("time,speed,load\n0,1,5\n1,3,4\n2,,3\n3,4,2\n".utf8)
    let lines = try Curve.run(["plot", "-o", "-", "--domain", "0,3", "--columns", "time,load", "--", "@-", "5 - x"], input: csv)
    #expect(lines.status == 0, "\(lines.stderr)")
    #expect(lines.stdout.contains("<title>Plot of @-, y = 5 - x</title>"))
    #expect(!lines.stdout.contains("gap row"))
    let points = try Curve.run(["plot", "-o", "-", "--domain", "0,3", "--marks", "points", "--", "@-"], input: csv)
    #expect(points.status == 0, "\(points.stderr)")
    #expect(points.stdout.components(separatedBy: "<circle ").count - 1 == 3 + 1)  // and the legend's
    #expect(points.stdout.contains("1 gap row in @-"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curve-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bad.csv")
    try Data("x,y\n1,2\n\"3,4\n".utf8).write(to: file)
    let bad = try Curve.run(["plot", "-o", "-", "--", "@" + file.path])
    #expect(bad.status == 1)
    #expect(bad.stderr == "expression 1: error: @\(file.path): line 3, column 1: this quoted field is never closed\n")
  }
}
