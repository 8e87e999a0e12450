import CurveFrame
import CurvePlot
import CurveSampling
import Foundation
import Testing

/// Data series: CSV read into x,y pairs (header or not, quotes, a BOM, CRLF, gaps), errors at
/// their line and column, and the line drawn as the samples-mode sampler draws those pairs.
@Suite("Data series from CSV")
struct DataSeriesTests {
  static func read(_ text: String, _ columns: DataSeries.Columns = .firstTwo) throws(DataSeriesError) -> DataSeries {
    try DataSeries(csv: Array(text.utf8), columns: columns)
  }

  static func pairs(_ series: DataSeries) -> [String] {
    series.points.map { $0.x.isNaN ? "gap" : "\($0.x) \($0.y)" }
  }

  @Test(
    "files as gnuplot and spreadsheet users write them",
    arguments: [
      ("0,1\n1,4\n2,9\n", ["0.0 1.0", "1.0 4.0", "2.0 9.0"], nil as String?),
      ("x,y\n0,1\n1,4\n", ["0.0 1.0", "1.0 4.0"], "x y"),
      ("\u{FEFF}t,v\r\n0,1\r\n1,4\r\n", ["0.0 1.0", "1.0 4.0"], "t v"),
      ("\"time, s\",\"value\"\n\"1.5\",2\n2,\"3\"\n", ["1.5 2.0", "2.0 3.0"], "time, s value"),
      ("x,y\n0,1\n\n1,\n2,NA\n3, 9 \n", ["0.0 1.0", "gap", "gap", "3.0 9.0"], "x y"),
      ("0,1\n1,4", ["0.0 1.0", "1.0 4.0"], nil),
      ("x,y\n-1e3,+2.5\n.5,5.\n", ["-1000.0 2.5", "0.5 5.0"], "x y"),
      ("a,\"b \"\"q\"\"\"\n1,2\n", ["1.0 2.0"], "a b \"q\""),
    ])
  func reads(_ text: String, _ expected: [String], _ header: String?) throws {
    let series = try Self.read(text)
    #expect(Self.pairs(series) == expected)
    #expect(series.header.map { $0.x + " " + $0.y } == header)
    #expect(series.gaps == expected.filter { $0 == "gap" }.count)
  }

  @Test("columns by name or by number; the rest of a row is not read")
  func columns() throws {
    let text = "t,a,b\n0,1,10\n1,2,20\n"
    #expect(Self.pairs(try Self.read(text, .named("t", "b"))) == ["0.0 10.0", "1.0 20.0"])
    #expect(Self.pairs(try Self.read(text, .numbered(3, 1))) == ["10.0 0.0", "20.0 1.0"])
    #expect(Self.pairs(try Self.read("1,2,3\n4,5,6\n", .numbered(1, 3))) == ["1.0 3.0", "4.0 6.0"])
  }

  @Test(
    "bad files get a specific error at their line and column",
    arguments: [
      ("x,y\n1,\"2\n", DataSeriesError.unterminatedQuote(line: 2, column: 3)),
      ("x,y\n\"1\"2,3\n", .textAfterQuote(line: 2, column: 4)),
      ("x,y\n1,2\n3\n", .missingColumn(line: 3, column: 2, needed: 2, found: 1)),
      ("x,y\n", .noRows),
      ("", .noRows),
      ("\n\n", .noRows),
    ])
  func errors(_ text: String, _ error: DataSeriesError) {
    #expect(throws: error) { try Self.read(text) }
  }

  @Test("unknown names and numbers below 1; the size is bounded like a frame body")
  func limits() {
    #expect(throws: DataSeriesError.unknownColumn("z", line: 1)) { try Self.read("x,y\n1,2\n", .named("x", "z")) }
    #expect(throws: DataSeriesError.columnNumber(0)) { try Self.read("1,2\n", .numbered(0, 1)) }
    let big = [UInt8](repeating: UInt8(ascii: "1"), count: DataSeries.maximumBytes + 1)
    #expect(throws: DataSeriesError.tooLarge(bytes: DataSeries.maximumBytes + 1, limit: DataSeries.maximumBytes)) { try DataSeries(csv: big) }
    #expect(DataSeriesError.unterminatedQuote(line: 2, column: 3).description == "line 2, column 3: this quoted field is never closed")
  }

  @Test("decimal tails are kept up to the rows asked, counting a CRLF as one line end")
  func tails() throws {
    for end in ["\n", "\r\n", "\r"] {
      let text = (0..<600).map { "\($0),0.1" + end }.joined()
      let series = try DataSeries(csv: Array(text.utf8), columns: .firstTwo, maximumBytes: DataSeries.maximumDataBytes, tailRows: 601)
      #expect(series.tails.count == 600, "line ends \(end.debugDescription)")
      // 0.1 is its double 0x1.999999999999ap-4 less 5.55e-18.
      #expect(series.tails.first.map { Swift.abs($0.y + 5.551115123125783e-18) < 1e-30 } == true)
      let over = try DataSeries(csv: Array(text.utf8), columns: .firstTwo, maximumBytes: DataSeries.maximumDataBytes, tailRows: 599)
      #expect(over.tails.isEmpty)
    }
  }

  @Test("a plot draws the series as the samples-mode sampler draws its pairs, or as dots")
  func drawn() throws {
    let series = try Self.read("x,y\n0,1\n1,3\n2,2\n,\n3,4\n4,0\n")
    let size = CanvasSize(width: 400, height: 300)
    let drawing = try MathPlot.draw(["@data.csv"], MathPlot.Options { $0.domain = Interval(0, 4); $0.yDomain = Interval(0, 5); $0.size = size; $0.interpolation = .linear; $0.data = ["data.csv": series] })
    let strokes = elements(drawing.svg, "path").filter { $0["stroke"] == MathPlot.palette[0] }
    // Two runs either side of the gap, each a line through its points.
    #expect(strokes.count == 2)
    #expect(strokes.allSatisfy { ($0["d"] ?? "").hasPrefix("M") && !($0["d"] ?? "").contains("C") })
    #expect(drawing.svg.contains("1 gap row in @data.csv"))
    let dots = try MathPlot.draw(["@data.csv"], MathPlot.Options { $0.domain = Interval(0, 4); $0.yDomain = Interval(0, 5); $0.size = size; $0.data = ["data.csv": series]; $0.marks = .points })
    // Five dots, and a dot for the legend's swatch.
    #expect(elements(dots.svg, "circle").filter { $0["fill"] == MathPlot.palette[0] }.count == 6)
    #expect(throws: MathPlot.Failure.missingData(0, "other.csv")) {
      try MathPlot.draw(["@other.csv"], MathPlot.Options { $0.domain = Interval(0, 4); $0.size = size })
    }
  }

  @Test(
    "a lone CR ends a line, as d3-dsv, PapaParse and Python read it; no row is lost",
    arguments: [
      ("t,v\n0,1\r\n1,2\r2,3\n", ["0.0 1.0", "1.0 2.0", "2.0 3.0"], "t v"),
      ("x,y\n1,2\r", ["1.0 2.0"], "x y"),
      ("x,y\r\r\n1,2\r\r\n3,4\r\r\n", ["1.0 2.0", "3.0 4.0"], "x y"),
      ("0,1\r1,4\r2,9", ["0.0 1.0", "1.0 4.0", "2.0 9.0"], nil as String?),
      ("x,y\r\"1\r5\",2\r3,4\r", ["gap", "3.0 4.0"], "x y"),
    ])
  func loneCR(_ text: String, _ expected: [String], _ header: String?) throws {
    let series = try Self.read(text)
    #expect(Self.pairs(series) == expected)
    #expect(series.header.map { $0.x + " " + $0.y } == header)
  }

  @Test(
    "errors count CR line ends, lone or in CRLF, inside and outside quotes",
    arguments: [
      ("x,y\r1,2\r3\r", DataSeriesError.missingColumn(line: 3, column: 2, needed: 2, found: 1)),
      ("x,y\r1,\"2\r", .unterminatedQuote(line: 2, column: 3)),
      ("x,y\r\"a\rb\"c,1\n", .textAfterQuote(line: 3, column: 3)),
      ("x,y\r\n\"a\r\nb\"c,1\r\n", .textAfterQuote(line: 3, column: 3)),
      ("x,y\r\r1,2\r\r\n3\n", .missingColumn(line: 5, column: 2, needed: 2, found: 1)),
    ])
  func crLines(_ text: String, _ error: DataSeriesError) {
    #expect(throws: error) { try Self.read(text) }
  }

  @Test(
    "a closing quote is followed by a comma or a line end (LF, CRLF or CR); anything else is an error there",
    arguments: [
      // The CR ends the quoted field's line: the row holds one field, short of column 2.
      ("x,y\n\"1\"\r2,3\n", DataSeriesError.missingColumn(line: 2, column: 4, needed: 2, found: 1)),
      ("\"1\"x,2\n", .textAfterQuote(line: 1, column: 4)),
      ("x,y\n1,\"2\"x\n", .textAfterQuote(line: 2, column: 6)),
      ("x,y\r1,2\r\"3\" ,4\r", .textAfterQuote(line: 3, column: 4)),
      ("x,y\n\"\"x,1\n", .textAfterQuote(line: 2, column: 3)),
    ])
  func textAfterQuote(_ text: String, _ error: DataSeriesError) {
    #expect(throws: error) { try Self.read(text) }
  }

  @Test(
    "a first row's blank cells, empty or spaces, are not a header's names",
    arguments: [
      ("  ,  \n1,2\n", ["gap", "1.0 2.0"], nil as String?),
      (",\n1,2\n", ["gap", "1.0 2.0"], nil),
      ("\t, \n1,2\n", ["gap", "1.0 2.0"], nil),
      (" ,5\n1,2\n", ["gap", "1.0 2.0"], nil),
      ("\" \",\"\"\n1,2\n", ["gap", "1.0 2.0"], nil),
      ("x, \n1,2\n", ["1.0 2.0"], "x  "),
    ])
  func blankFirstRow(_ text: String, _ expected: [String], _ header: String?) throws {
    let series = try Self.read(text)
    #expect(Self.pairs(series) == expected)
    #expect(series.header.map { $0.x + " " + $0.y } == header)
  }
}
