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
  /// numbers, read in a fraction of a second, the fit's arrays within a few hundred MB). A fit uses every
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
  /// The line each pair was read from, from 1 (where its record ends, for a quoted field that
  /// holds line breaks): where an error about a row points.
  package let lines: [Int]

  /// The positions of the rows with a number in both columns, in order: the rows a fit and a
  /// reduction take (a frame's points cannot carry a gap).
  package var numberedRows: [Int] { points.indices.filter { !points[$0].x.isNaN } }

  /// Reads `csv`'s columns `columns`.
  /// - Throws: ``DataSeriesError``, with its line and column where it has one.
  public init(csv: [UInt8], columns: Columns = .firstTwo) throws(DataSeriesError) {
    try self.init(csv: csv, columns: columns, maximumBytes: Self.maximumBytes, tailRows: 0)
  }

  /// Reads `csv`'s columns `columns`, up to `maximumBytes` and `maximumRows` rows (gaps
  /// counted), keeping each decimal's tail when there are at most `tailRows` records (reading a
  /// tail costs a few hundred times a double's).
  package init(csv: [UInt8], columns: Columns, maximumBytes: Int, tailRows: Int, maximumRows: Int = .max) throws(DataSeriesError) {
    guard csv.count <= maximumBytes else { throw .tooLarge(bytes: csv.count, limit: maximumBytes) }
    let keepsTails = Self.lineEnds(in: csv, upTo: tailRows) + 1 <= tailRows
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
        if record.fields.count >= needed { header = (record.text(xIndex), record.text(yIndex)) }
        return
      }
      guard points.count < maximumRows else { throw .tooManyRows(limit: maximumRows, line: record.line) }
      try Self.row(record, xIndex, yIndex, needed, keepsTails, &points, &tails, &lines, &gaps)
    }
    guard !points.isEmpty else { throw .noRows }
    self.header = header
    self.points = points
    self.gaps = gaps
    self.tails = tails
    self.lines = lines
  }

  /// How many line ends (LF, CRLF or a lone CR: each ends at most one record) `csv` has,
  /// counted only until there are `limit` (all a caller asks is whether the records are few
  /// enough, and a large file is then not read twice).
  private static func lineEnds(in csv: [UInt8], upTo limit: Int) -> Int {
    var count = 0
    var i = 0
    while i < csv.count, count < limit {
      let byte = csv[i]
      if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (i + 1 == csv.count || csv[i + 1] != UInt8(ascii: "\n"))) { count += 1 }
      i += 1
    }
    return count
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
      // Names compare as Strings do (canonically equivalent text is the same name).
      let names = first.fields.indices.map { first.text($0) }
      guard let xAt = names.firstIndex(of: x) else { throw .unknownColumn(x, line: first.line) }
      guard let yAt = names.firstIndex(of: y) else { throw .unknownColumn(y, line: first.line) }
      return (xAt, yAt, true)
    }
    guard first.fields.count > Swift.max(xIndex, yIndex) else { return (xIndex, yIndex, false) }
    return (xIndex, yIndex, [xIndex, yIndex].contains { !first.isBlank($0) && first.number($0) == nil })
  }

  /// One record of data: its pair, or a gap where a cell is blank or not a number.
  private static func row(
    _ record: CSVRecords.Record, _ xIndex: Int, _ yIndex: Int, _ needed: Int, _ keepsTails: Bool, _ points: inout [(x: Double, y: Double)],
    _ tails: inout [(x: Double, y: Double)], _ lines: inout [Int], _ gaps: inout Int
  ) throws(DataSeriesError) {
    guard record.fields.count >= needed else {
      throw .missingColumn(line: record.line, column: record.endColumn, needed: needed, found: record.fields.count)
    }
    lines.append(record.line)
    if let x = record.number(xIndex), let y = record.number(yIndex) {
      points.append((x, y))
      if keepsTails { tails.append((record.tail(xIndex, x), record.tail(yIndex, y))) }
    } else {
      points.append((.nan, .nan))
      if keepsTails { tails.append((.nan, .nan)) }
      gaps += 1
    }
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
  /// More rows than are read (where the first row past them is).
  case tooManyRows(limit: Int, line: Int)

  /// Every error's stable name: what ``code`` answers, and the list the wasm module exports for
  /// the generated types.
  package enum Code: String, Sendable, CaseIterable {
    case tooLarge, noRows, unterminatedQuote, textAfterQuote, missingColumn, unknownColumn, columnNumber, tooManyRows
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
    case .tooManyRows: .tooManyRows
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
    case .tooManyRows(let limit, let line): "line \(line): over the \(DecimalText.grouped(limit)) rows read"
    }
  }
}

/// The records of CSV text, read in one pass (RFC 4180, with LF, CRLF or lone CR line ends).
///
/// A field is where its bytes lie in the text, not a copy: a data series reads millions of
/// cells and makes a String only of a header's. Columns, wanted only for an error, are counted
/// from the line's start when one is thrown.
struct CSVRecords {
  /// A field's bytes: between its quotes when it is quoted.
  struct Field {
    var start: Int
    var end: Int
    /// Quoted with a `""` in it, which stands for one quote: its text is not its bytes (and is
    /// neither blank nor a number, since it holds a quote).
    var escaped: Bool
  }

  /// One record, valid during the call it is given to.
  struct Record {
    let bytes: UnsafeBufferPointer<UInt8>
    var fields: [Field]
    /// The line the record ends on, from 1.
    var line: Int
    /// Where that line starts, and where the record ends (its line end, or the text's end).
    var lineStart: Int
    var end: Int

    /// The column just past the record's last character.
    var endColumn: Int { CSVRecords.column(of: end, lineStart: lineStart, in: bytes) }

    /// Field `k`'s text (`""` read as a quote; invalid UTF-8 repaired).
    func text(_ k: Int) -> String {
      let field = fields[k]
      let raw = UnsafeBufferPointer(rebasing: bytes[field.start..<field.end])
      guard field.escaped else { return String(decoding: raw, as: UTF8.self) }
      var unescaped: [UInt8] = []
      var i = raw.startIndex
      while i < raw.endIndex {
        unescaped.append(raw[i])
        i += raw[i] == UInt8(ascii: "\"") ? 2 : 1
      }
      return String(decoding: unescaped, as: UTF8.self)
    }

    /// Whether field `k` holds only spaces and tabs, or nothing: an empty cell.
    func isBlank(_ k: Int) -> Bool {
      let field = fields[k]
      guard !field.escaped else { return false }
      var i = field.start
      while i < field.end, DecimalCell.isBlank(bytes[i]) { i += 1 }
      return i == field.end
    }

    /// Field `k`'s number (``DecimalCell``), or nil.
    @inline(__always)
    func number(_ k: Int) -> Double? {
      let field = fields[k]
      guard !field.escaped else { return nil }
      return DecimalCell.value(bytes, field.start, field.end)
    }

    /// What field `k`'s decimal, read as `value`, is beyond that double.
    func tail(_ k: Int, _ value: Double) -> Double {
      let field = fields[k]
      let text = bytes[field.start..<field.end].filter { !DecimalCell.isBlank($0) }
      return DecimalLiteral.tail(of: text, value: value)
    }
  }

  let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The column of the byte at `position` on the line starting at `lineStart`, from 1: a
  /// character is one column (continuation bytes add none). No CR lies between the two: outside
  /// quotes a CR ends a line, and inside them one before an LF is followed by that line end.
  static func column(of position: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var column = 1
    for i in lineStart..<position where bytes[i] & 0xC0 != 0x80 { column += 1 }
    return column
  }

  /// Calls `body` with each record, in order, as it is read.
  func forEach(_ body: (Record) throws(DataSeriesError) -> Void) throws(DataSeriesError) {
    var failure: DataSeriesError?
    bytes.withUnsafeBufferPointer { bytes in
      do throws(DataSeriesError) {
        try Self.forEach(in: bytes, body)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  private static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Record) throws(DataSeriesError) -> Void) throws(DataSeriesError) {
    let count = bytes.count
    // A UTF-8 byte order mark is not text.
    var i = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    var (line, lineStart) = (1, i)
    var record = Record(bytes: bytes, fields: [], line: 1, lineStart: i, end: i)
    while i < count {
      record.fields.removeAll(keepingCapacity: true)
      while true {
        if i < count, bytes[i] == UInt8(ascii: "\"") {
          // A quoted field, from its opening quote to the closing one; its line ends are text.
          let (openLine, openLineStart, open) = (line, lineStart, i)
          i += 1
          let start = i
          var escaped = false
          var closed = false
          while i < count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
              if i + 1 < count, bytes[i + 1] == UInt8(ascii: "\"") {
                escaped = true
                i += 2
                continue
              }
              closed = true
              break
            }
            if b == UInt8(ascii: "\n") || (b == UInt8(ascii: "\r") && !(i + 1 < count && bytes[i + 1] == UInt8(ascii: "\n"))) {
              (line, lineStart) = (line + 1, i + 1)
            }
            i += 1
          }
          guard closed else { throw .unterminatedQuote(line: openLine, column: column(of: open, lineStart: openLineStart, in: bytes)) }
          record.fields.append(Field(start: start, end: i, escaped: escaped))
          i += 1
          if i < count, bytes[i] != UInt8(ascii: ","), bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") {
            throw .textAfterQuote(line: line, column: column(of: i, lineStart: lineStart, in: bytes))
          }
        } else {
          // A quote past a field's first byte is text.
          let start = i
          while i < count, bytes[i] != UInt8(ascii: ","), bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") { i += 1 }
          record.fields.append(Field(start: start, end: i, escaped: false))
        }
        guard i < count, bytes[i] == UInt8(ascii: ",") else { break }
        i += 1
      }
      // The record ends at a line end or the text's end.
      (record.line, record.lineStart, record.end) = (line, lineStart, i)
      // A blank line is no record.
      if !(record.fields.count == 1 && record.isBlank(0)) { try body(record) }
      guard i < count else { break }
      // CRLF is one line end; a lone CR is one too, as d3-dsv, PapaParse and Python read it.
      if bytes[i] == UInt8(ascii: "\r"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
      i += 1
      (line, lineStart) = (line + 1, i)
    }
  }
}
