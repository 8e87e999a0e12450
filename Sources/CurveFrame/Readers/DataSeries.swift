import CurveExpression
import _CurveText

/// A math plot's data series: x,y pairs read from CSV text, the way a plot of measurements sits
/// beside a model (`curve plot -- @FILE.csv`, or `@-` for standard input). Fields are separated
/// by commas and records by LF, CRLF or a lone CR; a field may be quoted (`"1,5"`, with `""` for
/// a quote); a UTF-8 byte order mark and blank lines are skipped. The first record is a header
/// when a cell it takes is neither blank nor a number, or when a column is chosen by name. A
/// blank (empty or spaces) or non-numeric cell makes its row a gap in the line, counted in
/// ``gaps``. The pairs are drawn under the curve layer's samples-mode rules (the first 1,024,
/// joined as d3 joins them).
///
/// ```swift
/// let series = try DataSeries(csv: Array("t,v\n0,1\n1,4\n".utf8), columns: .named("t", "v"))
/// ```
public struct DataSeries: Sendable {
  /// Which two columns are x and y.
  public enum Columns: Sendable, Equatable {
    /// The first and the second.
    case firstTwo
    /// By their header names.
    case named(String, String)
    /// By number, the first column being 1.
    case numbered(Int, Int)
  }

  /// The largest CSV text read for a plot, in bytes: a frame body's limit.
  public static let maximumBytes = FrameValidator.maximumBodyBytes
  /// The largest CSV text a fit reads, in bytes (16 MiB: about 600,000 rows of two 12-digit
  /// numbers, read in about a second, the fit's arrays within a few hundred MB). A fit uses every
  /// row; the 1,024 points are a frame's limit, not the reader's.
  public static let maximumDataBytes = 16 << 20  // the command's help says 16 MiB

  /// The pairs, in the file's order; a gap row is `(nan, nan)`.
  public let points: [(x: Double, y: Double)]
  /// The header's names of the two columns, when the file has a header.
  public let header: (x: String, y: String)?
  /// How many rows are gaps (an empty or non-numeric cell in either column).
  public let gaps: Int
  /// For each row, what its x and y decimals are beyond their doubles (`x + tail.x` is the
  /// decimal to about 2^−100): kept only when asked and the rows are few enough, for a fit's
  /// final residuals; empty otherwise.
  package let tails: [(x: Double, y: Double)]
  /// The line each pair was read from, from 1 (a record's first line): where an error about a
  /// row points.
  package let lines: [Int]

  /// Reads `csv`'s columns `columns`.
  /// - Throws: ``DataSeriesError``, with its line and column where it has one.
  public init(csv: [UInt8], columns: Columns = .firstTwo) throws(DataSeriesError) {
    try self.init(csv: csv, columns: columns, maximumBytes: Self.maximumBytes, tailRows: 0)
  }

  /// Reads `csv`'s columns `columns`, up to `maximumBytes`, keeping each decimal's tail when
  /// there are at most `tailRows` records (reading a tail costs a few hundred times a double's).
  package init(csv: [UInt8], columns: Columns, maximumBytes: Int, tailRows: Int) throws(DataSeriesError) {
    guard csv.count <= maximumBytes else { throw .tooLarge(bytes: csv.count, limit: maximumBytes) }
    // Each line end (LF, CRLF or a lone CR) ends at most one record: their count bounds the
    // records before any is read.
    var lineEnds = 0
    for (i, byte) in csv.enumerated() where byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (i + 1 == csv.count || csv[i + 1] != UInt8(ascii: "\n"))) {
      lineEnds += 1
    }
    let keepsTails = lineEnds + 1 <= tailRows
    // Records are read one at a time (a 32 MiB CSV's records at once took a gigabyte): the first
    // decides the columns and whether it is a header.
    var layout: (x: Int, y: Int, needed: Int)?
    var header: (x: String, y: String)?
    var points: [(x: Double, y: Double)] = []
    var tails: [(x: Double, y: Double)] = []
    var lines: [Int] = []
    var gaps = 0
    try CSVRecords(csv).forEach { (record) throws(DataSeriesError) in
      guard let (xIndex, yIndex, needed) = layout else {
        let (xIndex, yIndex, isHeader) = try Self.columns(columns, of: record)
        let needed = Swift.max(xIndex, yIndex) + 1
        layout = (xIndex, yIndex, needed)
        guard isHeader else { return try Self.row(record, xIndex, yIndex, needed, keepsTails, &points, &tails, &lines, &gaps) }
        if record.fields.count >= needed { header = (record.fields[xIndex].text, record.fields[yIndex].text) }
        return
      }
      try Self.row(record, xIndex, yIndex, needed, keepsTails, &points, &tails, &lines, &gaps)
    }
    guard !points.isEmpty else { throw .noRows }
    self.header = header
    self.points = points
    self.gaps = gaps
    self.tails = tails
    self.lines = lines
  }

  /// The x and y columns `columns` names, from the first record, and whether that record is a
  /// header: when a column is chosen by name, or a cell it takes is neither blank nor a number.
  private static func columns(_ columns: Columns, of first: CSVRecords.Record) throws(DataSeriesError) -> (x: Int, y: Int, header: Bool) {
    let (xIndex, yIndex): (Int, Int)
    switch columns {
    case .firstTwo: (xIndex, yIndex) = (0, 1)
    case .numbered(let x, let y):
      guard x >= 1, y >= 1 else { throw .columnNumber(Swift.min(x, y)) }
      (xIndex, yIndex) = (x - 1, y - 1)
    case .named(let x, let y):
      guard let xAt = first.fields.firstIndex(where: { $0.text == x }) else { throw .unknownColumn(x, line: first.line) }
      guard let yAt = first.fields.firstIndex(where: { $0.text == y }) else { throw .unknownColumn(y, line: first.line) }
      return (xAt, yAt, true)
    }
    guard first.fields.count > Swift.max(xIndex, yIndex) else { return (xIndex, yIndex, false) }
    let cells = [first.fields[xIndex], first.fields[yIndex]]
    return (xIndex, yIndex, cells.contains { !isBlank($0.text) && number($0.text) == nil })
  }

  /// One record of data: its pair, or a gap where a cell is blank or not a number.
  private static func row(
    _ record: CSVRecords.Record, _ xIndex: Int, _ yIndex: Int, _ needed: Int, _ keepsTails: Bool, _ points: inout [(x: Double, y: Double)],
    _ tails: inout [(x: Double, y: Double)], _ lines: inout [Int], _ gaps: inout Int
  ) throws(DataSeriesError) {
    guard record.fields.count >= needed else {
      throw .missingColumn(line: record.line, column: record.endColumn, needed: needed, found: record.fields.count)
    }
    let (xText, yText) = (record.fields[xIndex].text, record.fields[yIndex].text)
    lines.append(record.line)
    if let x = number(xText), let y = number(yText) {
      points.append((x, y))
      if keepsTails { tails.append((tail(xText, x), tail(yText, y))) }
    } else {
      points.append((.nan, .nan))
      if keepsTails { tails.append((.nan, .nan)) }
      gaps += 1
    }
  }

  /// Whether a cell holds only spaces and tabs, or nothing: an empty cell.
  static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// What a number cell's decimal is beyond its double `value`.
  static func tail(_ text: String, _ value: Double) -> Double {
    DecimalLiteral.tail(of: text.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }, value: value)
  }

  /// A cell's number: an optional sign, digits with an optional fraction, an optional exponent,
  /// blanks around; finite. Anything else (empty, `NA`, `inf`, `0x10`) is not one.
  static func number(_ text: String) -> Double? {
    // On the UTF-8 bytes, the grammar checked in one pass (a CSV of millions of cells reads each
    // once); the double is the standard library's correctly rounded one.
    let bytes = Array(text.utf8)
    var (start, end) = (0, bytes.count)
    func blank(_ b: UInt8) -> Bool { b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") }
    while start < end, blank(bytes[start]) { start += 1 }
    while end > start, blank(bytes[end - 1]) { end -= 1 }
    var i = start
    func digits() -> Int {
      let first = i
      while i < end, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
      return i - first
    }
    if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
    var count = digits()
    if i < end, bytes[i] == UInt8(ascii: ".") {
      i += 1
      count += digits()
    }
    guard count > 0 else { return nil }
    if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { return nil }
    }
    guard i == end, let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)), value.isFinite else { return nil }
    return value
  }

}

/// Why a data series cannot be read; each says where (a line and a column, from 1). A
/// `LocatedError` whose place is in its message: a CSV has many lines, so there is no one
/// column of one text to put a caret under (``range`` is nil).
public enum DataSeriesError: LocatedError, Sendable, Equatable {
  /// Over the limit read (``DataSeries/maximumBytes`` for a plot).
  case tooLarge(bytes: Int, limit: Int)
  /// No record of data (an empty file, or a header alone).
  case noRows
  /// A quoted field with no closing quote (where it opens).
  case unterminatedQuote(line: Int, column: Int)
  /// Text after a quoted field's closing quote, before the next comma.
  case textAfterQuote(line: Int, column: Int)
  /// A record with fewer fields than a chosen column needs (where the record ends).
  case missingColumn(line: Int, column: Int, needed: Int, found: Int)
  /// A column name not in the header.
  case unknownColumn(String, line: Int)
  /// A column number below 1.
  case columnNumber(Int)

  /// Every error's stable name: what ``code`` answers, and the list the wasm module exports for
  /// the generated types.
  package enum Code: String, Sendable, CaseIterable {
    case tooLarge, noRows, unterminatedQuote, textAfterQuote, missingColumn, unknownColumn, columnNumber
  }

  /// The kind of error by a stable name.
  public var code: String { codeName.rawValue }

  /// Nil: the place is a line and a column of the CSV, said in ``description``.
  public var range: Range<Int>? { nil }

  /// The error's name as a `Code`.
  package var codeName: Code {
    switch self {
    case .tooLarge: .tooLarge
    case .noRows: .noRows
    case .unterminatedQuote: .unterminatedQuote
    case .textAfterQuote: .textAfterQuote
    case .missingColumn: .missingColumn
    case .unknownColumn: .unknownColumn
    case .columnNumber: .columnNumber
    }
  }

  /// The message, with its line and column where it has one.
  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit): "\(bytes) bytes, over the \(limit)-byte limit of a data series"
    case .noRows: "no rows of data"
    case .unterminatedQuote(let line, let column): "line \(line), column \(column): this quoted field is never closed"
    case .textAfterQuote(let line, let column): "line \(line), column \(column): a quoted field ends at its closing quote; expected a comma or the end of the line"
    case .missingColumn(let line, let column, let needed, let found):
      "line \(line), column \(column): \(found) field\(found == 1 ? "" : "s"); column \(needed) is needed"
    case .unknownColumn(let name, let line): "line \(line): no column named '\(ShortText.clipped(name))' in the header"
    case .columnNumber(let number): "column numbers start at 1, got \(number)"
    }
  }
}

/// The records of CSV text, read in one pass (RFC 4180, with LF, CRLF or lone CR line ends).
struct CSVRecords {
  struct Field {
    var text: String
  }

  struct Record {
    var fields: [Field]
    var line: Int
    /// The column just past the record's last character.
    var endColumn: Int
  }

  let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    // A UTF-8 byte order mark is not text.
    self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
  }

  /// Calls `body` with each record, in order, as it is read.
  func forEach(_ body: (Record) throws(DataSeriesError) -> Void) throws(DataSeriesError) {
    var fields: [Field] = []
    var field: [UInt8] = []
    var (line, column) = (1, 1)
    var i = 0
    var recordStarted = false
    func endField() {
      fields.append(Field(text: String(decoding: field, as: UTF8.self)))
      field.removeAll(keepingCapacity: true)
    }
    func endRecord() throws(DataSeriesError) {
      endField()
      // A blank line is no record.
      if !(fields.count == 1 && DataSeries.isBlank(fields[0].text)) { try body(Record(fields: fields, line: line, endColumn: column)) }
      fields.removeAll(keepingCapacity: true)
      recordStarted = false
    }
    /// A character is one column: continuation bytes add none.
    func advance(_ byte: UInt8) { if byte & 0xC0 != 0x80 { column += 1 } }
    while i < bytes.count {
      let byte = bytes[i]
      if byte == UInt8(ascii: "\"") && field.isEmpty {
        // A quoted field, from its opening quote to the closing one.
        let (openLine, openColumn) = (line, column)
        i += 1
        column += 1
        var closed = false
        while i < bytes.count {
          let b = bytes[i]
          if b == UInt8(ascii: "\"") {
            if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") {
              field.append(b)
              i += 2
              column += 2
              continue
            }
            i += 1
            column += 1
            closed = true
            break
          }
          field.append(b)
          if b == UInt8(ascii: "\n") || (b == UInt8(ascii: "\r") && !(i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n"))) {
            (line, column) = (line + 1, 1)
          } else if b != UInt8(ascii: "\r") {
            advance(b)
          }
          i += 1
        }
        guard closed else { throw .unterminatedQuote(line: openLine, column: openColumn) }
        recordStarted = true
        if i < bytes.count, bytes[i] != UInt8(ascii: ","), bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") {
          throw .textAfterQuote(line: line, column: column)
        }
        if field.isEmpty { field = [] }  // an empty quoted field is an empty cell
        continue
      }
      switch byte {
      case UInt8(ascii: ","):
        endField()
        recordStarted = true
        column += 1
      case UInt8(ascii: "\r"):
        // CRLF is one line end; a lone CR is one too, as d3-dsv, PapaParse and Python read it.
        if i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
        try endRecord()
        (line, column) = (line + 1, 1)
      case UInt8(ascii: "\n"):
        try endRecord()
        (line, column) = (line + 1, 1)
      default:
        field.append(byte)
        recordStarted = true
        advance(byte)
      }
      i += 1
    }
    if recordStarted || !field.isEmpty { try endRecord() }
  }
}
