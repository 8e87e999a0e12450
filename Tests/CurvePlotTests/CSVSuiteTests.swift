import CurveFrame
@testable import CurveAnalysis
import CurvePlot
import Foundation
import Testing
import _CurveTestSupport

/// The cases of public CSV readers' test suites (d3-dsv, PapaParse, CPython's csv, csv-spectrum,
/// CSVW, uniVocity), each read as a data series: the rows or the error its JSON expects. See
/// CSVSuites/README.md for their sources and licences.
@Suite("CSV suites: public readers' cases")
struct CSVSuiteTests {
  static let folder = Repository.root.appendingPathComponent("Tests/CurvePlotTests/CSVSuites")

  /// Every case, as `suite/name` (NAME.csv and NAME.json).
  static let cases: [String] = {
    let suites = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return suites.sorted().flatMap { suite in
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(suite).path)) ?? []
      return files.filter { $0.hasSuffix(".json") }.sorted().map { "\(suite)/\($0.dropLast(5))" }
    }
  }()

  @Test("the suites are there") func present() {
    #expect(Self.cases.count >= 80)
  }

  /// What a run expects: rows (nil for a gap) or an error (`any`, or a code with its line and column where given).
  enum Outcome: CustomStringConvertible {
    case rows([[Double]?])
    case error(code: String, line: Int?, column: Int?)

    init(_ json: [String: Any]) {
      if let rows = json["rows"] as? [Any] {
        self = .rows(rows.map { ($0 as? [String])?.compactMap(Double.init) })
      } else {
        let error = json["error"] as? [String: Any] ?? [:]
        self = .error(code: error["code"] as? String ?? "?", line: error["line"] as? Int, column: error["column"] as? Int)
      }
    }

    func matches(_ result: Result<DataSeries, DataSeriesError>) -> Bool {
      switch (self, result) {
      case (.rows(let rows), .success(let series)):
        return series.points.count == rows.count
          && zip(series.points, rows).allSatisfy { point, row in
            guard let row else { return point.x.isNaN && point.y.isNaN }
            return point.x == row[0] && point.y == row[1]
          }
          && series.gaps == rows.filter { $0 == nil }.count
      case (.error(let code, let line, let column), .failure(let error)):
        if code == "any" { return true }
        let (errorLine, errorColumn) = CSVSuiteTests.place(error)
        return error.code == code && (line == nil || line == errorLine) && (column == nil || column == errorColumn)
      default: return false
      }
    }

    var description: String {
      switch self {
      case .rows(let rows): "rows \(rows.map { $0.map { "\($0)" } ?? "gap" })"
      case .error(let code, let line, let column): "error \(code) at \(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-")"
      }
    }
  }

  static func place(_ error: DataSeriesError) -> (Int?, Int?) {
    switch error {
    case .unterminatedQuote(let line, let column), .textAfterQuote(let line, let column): (line, column)
    case .missingColumn(let line, let column, _, _): (line, column)
    case .unknownColumn(_, let line): (line, nil)
    default: (nil, nil)
    }
  }

  /// JSON text with each number that has a fraction or an exponent put in quotes.
  static func quotingFractions(_ json: String) -> String {
    var out = "", token = "", inString = false, escaped = false
    func flush() {
      out += token.contains(where: { ".eE".contains($0) }) ? "\"\(token)\"" : token
      token = ""
    }
    for character in json {
      if inString {
        out.append(character)
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
      } else if "0123456789-".contains(character) || (!token.isEmpty && "+.eE".contains(character)) {
        token.append(character)
      } else {
        flush()
        if character == "\"" { inString = true }
        out.append(character)
      }
    }
    flush()
    return out
  }

  static func columns(_ json: Any?) -> DataSeries.Columns {
    if let names = json as? [String], names.count == 2 { return .named(names[0], names[1]) }
    if let numbers = json as? [Int], numbers.count == 2 { return .numbered(numbers[0], numbers[1]) }
    return .firstTwo
  }

  /// Each run of the case (its columns; standard input reads the same bytes) gives what it
  /// expects or one of the outcomes it also accepts.
  @Test("each case reads as its suite expects", arguments: cases)
  func suiteCase(_ name: String) throws {
    let csv = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name + ".csv")))
    // Fractional numbers are read as text, then by Double(_:), correctly rounded (Foundation's
    // JSON reading is not: 1.6142028098527943e+19 came back one ulp off).
    let text = Self.quotingFractions(try String(contentsOf: Self.folder.appendingPathComponent(name + ".json"), encoding: .utf8))
    let json = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let runs = try #require(json["runs"] as? [[String: Any]])
    #expect(!runs.isEmpty)
    for run in runs {
      let columns = Self.columns(run["columns"])
      let result = Result { () throws(DataSeriesError) in try DataSeries(csv: csv, columns: columns) }
      let expected = Outcome(run["expect"] as? [String: Any] ?? [:])
      let accepted = (run["accept"] as? [[String: Any]] ?? []).map(Outcome.init)
      let read: String
      switch result {
      case .success(let series): read = "rows \(series.points.map { $0.x.isNaN ? "gap" : "[\($0.x), \($0.y)]" })"
      case .failure(let error): read = "error \(error.code): \(error)"
      }
      #expect(([expected] + accepted).contains { $0.matches(result) }, "\(name) \(columns): expected \(expected), read \(read)")
    }
  }
}
