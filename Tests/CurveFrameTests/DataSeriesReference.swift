import CurveExpression
@testable import CurveFrame

/// The data-series reader as it was before fields became byte ranges (a String per field, a
/// String again per number), kept verbatim as the oracle the fast reader is compared with:
/// the same points, gaps, header, tails, lines and errors.
enum ReferenceDataSeries {
  struct Result: Equatable {
    var points: [Double]  // x, y, x, y, …: their bit patterns compared, so -0 and 0 differ
    var header: [String]?
    var gaps: Int
    var tails: [Double]
    var lines: [Int]

    static func == (a: Result, b: Result) -> Bool {
      a.points.map(\.bitPattern) == b.points.map(\.bitPattern) && a.header == b.header && a.gaps == b.gaps
        && a.tails.map(\.bitPattern) == b.tails.map(\.bitPattern) && a.lines == b.lines
    }

    init(points: [Double], header: [String]?, gaps: Int, tails: [Double], lines: [Int]) {
      (self.points, self.header, self.gaps, self.tails, self.lines) = (points, header, gaps, tails, lines)
    }

    /// What `series` holds, in the same shape.
    init(_ series: DataSeries) {
      points = series.points.flatMap { [$0.x, $0.y] }
      header = series.header.map { [$0.x, $0.y] }
      gaps = series.gaps
      tails = series.tails.flatMap { [$0.x, $0.y] }
      lines = series.lines
    }
  }

  static func read(_ csv: [UInt8], columns: DataSeries.Columns, maximumBytes: Int, tailRows: Int) throws(DataSeriesError) -> Result {
    guard csv.count <= maximumBytes else { throw .tooLarge(bytes: csv.count, limit: maximumBytes) }
    var lineEnds = 0
    for (i, byte) in csv.enumerated() where byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (i + 1 == csv.count || csv[i + 1] != UInt8(ascii: "\n"))) {
      lineEnds += 1
    }
    let keepsTails = lineEnds + 1 <= tailRows
    var layout: (x: Int, y: Int, needed: Int)?
    var header: [String]?
    var points: [Double] = []
    var tails: [Double] = []
    var lines: [Int] = []
    var gaps = 0
    func row(_ record: Records.Record, _ xIndex: Int, _ yIndex: Int, _ needed: Int) throws(DataSeriesError) {
      guard record.fields.count >= needed else {
        throw .missingColumn(line: record.line, column: record.endColumn, needed: needed, found: record.fields.count)
      }
      let (xText, yText) = (record.fields[xIndex], record.fields[yIndex])
      lines.append(record.line)
      if let x = number(xText), let y = number(yText) {
        points += [x, y]
        if keepsTails { tails += [tail(xText, x), tail(yText, y)] }
      } else {
        points += [.nan, .nan]
        if keepsTails { tails += [.nan, .nan] }
        gaps += 1
      }
    }
    try Records(csv).forEach { (record) throws(DataSeriesError) in
      guard let (xIndex, yIndex, needed) = layout else {
        let (xIndex, yIndex, isHeader) = try Self.columns(columns, of: record)
        let needed = Swift.max(xIndex, yIndex) + 1
        layout = (xIndex, yIndex, needed)
        guard isHeader else { return try row(record, xIndex, yIndex, needed) }
        if record.fields.count >= needed { header = [record.fields[xIndex], record.fields[yIndex]] }
        return
      }
      try row(record, xIndex, yIndex, needed)
    }
    guard !points.isEmpty else { throw .noRows }
    return Result(points: points, header: header, gaps: gaps, tails: tails, lines: lines)
  }

  private static func columns(_ columns: DataSeries.Columns, of first: Records.Record) throws(DataSeriesError) -> (x: Int, y: Int, header: Bool) {
    let (xIndex, yIndex): (Int, Int)
    switch columns {
    case .firstTwo: (xIndex, yIndex) = (0, 1)
    case .numbered(let x, let y):
      guard x >= 1, y >= 1 else { throw .columnNumber(Swift.min(x, y)) }
      (xIndex, yIndex) = (x - 1, y - 1)
    case .named(let x, let y):
      guard let xAt = first.fields.firstIndex(where: { $0 == x }) else { throw .unknownColumn(x, line: first.line) }
      guard let yAt = first.fields.firstIndex(where: { $0 == y }) else { throw .unknownColumn(y, line: first.line) }
      return (xAt, yAt, true)
    }
    guard first.fields.count > Swift.max(xIndex, yIndex) else { return (xIndex, yIndex, false) }
    let cells = [first.fields[xIndex], first.fields[yIndex]]
    return (xIndex, yIndex, cells.contains { !isBlank($0) && number($0) == nil })
  }

  static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
  }

  static func tail(_ text: String, _ value: Double) -> Double {
    DecimalLiteral.tail(of: text.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }, value: value)
  }

  /// The number grammar on a String's bytes, then `Double(String)`: the oracle for the fast path.
  static func number(_ text: String) -> Double? {
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

  struct Records {
    struct Record {
      var fields: [String]
      var line: Int
      var endColumn: Int
    }

    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
      self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    func forEach(_ body: (Record) throws(DataSeriesError) -> Void) throws(DataSeriesError) {
      var fields: [String] = []
      var field: [UInt8] = []
      var (line, column) = (1, 1)
      var i = 0
      var recordStarted = false
      func endField() {
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
      }
      func endRecord() throws(DataSeriesError) {
        endField()
        if !(fields.count == 1 && ReferenceDataSeries.isBlank(fields[0])) { try body(Record(fields: fields, line: line, endColumn: column)) }
        fields.removeAll(keepingCapacity: true)
        recordStarted = false
      }
      func advance(_ byte: UInt8) { if byte & 0xC0 != 0x80 { column += 1 } }
      while i < bytes.count {
        let byte = bytes[i]
        if byte == UInt8(ascii: "\"") && field.isEmpty {
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
          continue
        }
        switch byte {
        case UInt8(ascii: ","):
          endField()
          recordStarted = true
          column += 1
        case UInt8(ascii: "\r"):
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
}
