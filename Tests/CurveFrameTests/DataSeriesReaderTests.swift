import Foundation
@testable import CurveFrame
import Testing
import _CurveTestSupport

/// The data-series reader (fields as byte ranges, numbers read in place) against the reader it
/// replaced (`ReferenceDataSeries`: a String per field): the same points, header, gaps, tails,
/// lines, and the same errors at the same lines and columns, on the CSV corpus and fixtures and
/// on generated text.
@Suite("Data series reader: the same results as the String-per-field reader")
struct DataSeriesReaderTests {
  typealias Outcome = Result<ReferenceDataSeries.Result, DataSeriesError>

  /// The ways a file is read: the default columns, by number, by the first line's names.
  static func columnChoices(_ csv: [UInt8]) -> [DataSeries.Columns] {
    var choices: [DataSeries.Columns] = [.firstTwo, .numbered(2, 1), .numbered(1, 3), .named("x", "y")]
    let first = String(decoding: csv.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }, as: UTF8.self)
    let names = first.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
    if names.count >= 2 { choices.append(.named(names[names.count - 1], names[0])) }
    return choices
  }

  /// The differences between the two readers on `csv`, each said.
  static func differences(_ csv: [UInt8], _ name: String, tails: Bool = true) -> [String] {
    var found: [String] = []
    for columns in columnChoices(csv) {
      for tailRows in tails ? [0, 1 << 30] : [0] {
        let read = Outcome { () throws(DataSeriesError) in
          ReferenceDataSeries.Result(try DataSeries(csv: csv, columns: columns, maximumBytes: .max, tailRows: tailRows))
        }
        let reference = Outcome { () throws(DataSeriesError) in
          try ReferenceDataSeries.read(csv, columns: columns, maximumBytes: .max, tailRows: tailRows)
        }
        if read != reference { found.append("\(name) \(columns) tails \(tailRows): read \(read), expected \(reference)") }
      }
    }
    return found
  }

  static var corpus: [(String, [UInt8])] {
    let folder = Repository.root.appendingPathComponent("Tests/CurvePlotTests/CSVSuites")
    let suites = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var files = suites.sorted().flatMap { suite in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(suite).path)) ?? []
      return names.filter { $0.hasSuffix(".csv") }.sorted().map { "Tests/CurvePlotTests/CSVSuites/\(suite)/\($0)" }
    }
    files.append("Tests/Gallery/decay.csv")
    return files.compactMap { path in (try? Data(contentsOf: Repository.root.appendingPathComponent(path))).map { (path, [UInt8]($0)) } }
  }

  /// The NIST reference data sets' rows, as CSV (x,y, their decimals as NIST prints them).
  static var nist: [(String, [UInt8])] {
    let folder = Repository.root.appendingPathComponent("Tests/CurveAnalysisTests/NIST")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".dat") }.sorted()
    return names.compactMap { name in
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return nil }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard let data = lines.firstIndex(where: { $0.hasPrefix("Data:") }) else { return nil }
      let rows = lines[(data + 1)...].map { $0.split(whereSeparator: { $0 == " " || $0 == "\r" }).reversed().joined(separator: ",") }
      return ("NIST/\(name)", Array(("x,y\n" + rows.joined(separator: "\n")).utf8))
    }
  }

  @Test("the CSV suites, the gallery's CSV and NIST's data read the same, with every line end and a BOM")
  func corpusReadsTheSame() {
    let files = Self.corpus + Self.nist
    #expect(files.count >= 100)
    var found: [String] = []
    for (name, csv) in files {
      found += Self.differences(csv, name)
      let text = String(decoding: csv, as: UTF8.self)
      for (end, label) in [("\r\n", "CRLF"), ("\r", "CR")] {
        found += Self.differences(Array(text.replacingOccurrences(of: "\n", with: end).utf8), name + " " + label)
      }
      found += Self.differences([0xEF, 0xBB, 0xBF] + csv, name + " BOM")
    }
    #expect(found.isEmpty, "\(found.prefix(5))")
  }

  /// Random text from pieces CSV readers trip on: quotes and doubled quotes, line ends of every
  /// kind inside and outside quotes, blanks, numbers good and bad, multibyte and invalid UTF-8.
  static func randomCSV(_ random: inout SplitMix64) -> [UInt8] {
    let pieces: [[UInt8]] = [
      "1", "2.5", "-3e2", "+.5", "0", "-0", "7.", "1e400", "1e-400", "3.0128818475315544", "NA", "x", "y", "é", "\u{301}", ",", ",", ",", "\n",
      "\n", "\r\n", "\r", "\"", "\"\"", " ", "\t", "e", ".", "-",
    ].map { Array($0.utf8) } + [[0xFF], [0x80], [0xEF, 0xBB, 0xBF]]
    var csv: [UInt8] = Int.random(in: 0..<10, using: &random) == 0 ? [0xEF, 0xBB, 0xBF] : []
    for _ in 0..<Int.random(in: 0...40, using: &random) { csv += pieces[Int.random(in: 0..<pieces.count, using: &random)] }
    return csv
  }

  @Test("random text reads the same: rows, gaps, lines, tails, or the same error at the same place")
  func randomTextReadsTheSame() {
    var random = SplitMix64(seed: 0xC5F_7E57)
    var found: [String] = []
    for n in 0..<(4_000 * longModeFactor) {
      found += Self.differences(Self.randomCSV(&random), "random text \(n)")
      if found.count > 5 { break }
    }
    #expect(found.isEmpty, "\(found.prefix(5))")
  }

  @Test("random numeric rows, with quotes, blanks and gaps, read the same to the bit, tails too")
  func randomRowsReadTheSame() {
    var random = SplitMix64(seed: 0x0D_A7A)
    var found: [String] = []
    for n in 0..<(40 * longModeFactor) {
      var text = Bool.random(using: &random) ? "t,\"v\"\n" : ""
      for _ in 0..<200 {
        var cells = (0..<3).map { _ in DecimalCellTests.randomDecimal(&random) }
        switch Int.random(in: 0..<12, using: &random) {
        case 0: cells[1] = ""
        case 1: cells[0] = "\"" + cells[0] + "\""
        case 2: cells[1] = "NA"
        default: break
        }
        text += cells.joined(separator: ",") + ["\n", "\r\n", "\r"][Int.random(in: 0..<3, using: &random)]
      }
      found += Self.differences(Array(text.utf8), "random rows \(n)")
    }
    #expect(found.isEmpty, "\(found.prefix(5))")
  }
}
