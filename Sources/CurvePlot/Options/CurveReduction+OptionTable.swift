import CurveFrame
import CurveSampling
import _CurveText

extension CurveReduction {
  /// A reduction as every edge asks for it: the plot area (required), the reduction's own
  /// options, and which columns of the CSV are x and y.
  package struct Request: Sendable {
    /// The options; the width and height count only once `size` is given.
    package var options = CurveReduction.Options(width: 0, height: 0)
    /// Whether a size was given.
    package var hasSize = false
    package var columns = DataSeries.Columns.firstTwo
    package init() {}
  }

  /// The options of a reduction, in the order help lists them: what `curve reduce`, the module's
  /// `reduce` and Python's `reduce` take (the command adds where the rows are and how it prints
  /// the points).
  package static let optionTable: [OptionSpec<Request>] = [
    OptionSpec(
      "size", flag: "--size", .size,
      help: "The plot area in pt, with no padding: the layer's frame less its padding. Required."
    ) { (request, value) throws(OptionError) in
      if case .size(let size) = value { (request.options.width, request.options.height, request.hasSize) = (size.width, size.height, true) }
    },
    OptionSpec(
      "maximumPoints", flag: "--max-points", .whole(2...CurveLimits.maximumPoints), default: DecimalText.grouped(CurveLimits.maximumPoints),
      help: "The most rows kept (the first and the last always are)."
    ) { (request, value) throws(OptionError) in
      if case .whole(let n) = value { request.options.maximumPoints = n }
    },
    .choice("interpolation", flag: "--interpolation", Interpolation.self, default: .monotone, help: "How the layer draws its points.") {
      $0.options.interpolation = $1
    },
    OptionSpec(
      "tolerance", flag: "--tolerance", .number, default: DecimalText.tidy(Options(width: 1, height: 1).tolerance),
      help: "How far in pt the drawn curve may stray from the whole series (the two-sided Hausdorff distance), \(DecimalText.tidy(toleranceRange.lowerBound)) to \(DecimalText.tidy(toleranceRange.upperBound))."
    ) { (request, value) throws(OptionError) in
      if case .number(let t) = value { request.options.tolerance = t }
    },
    OptionSpec(
      "columns", flag: "--columns", .columns, default: "the first two",
      help: "The x and y columns of the CSV, by header name or number from 1."
    ) { (request, value) throws(OptionError) in
      if case .columns(let c) = value { request.columns = c }
    },
  ]

  /// Why a reduction asked of an edge cannot be made.
  package enum RequestFailure: Error, Sendable {
    /// No size was given.
    case missingSize
    /// The CSV cannot be read.
    case data(DataSeriesError)
    /// An option is out of range, or the rows cannot be reduced; `line` is the CSV line of the
    /// row a failure names.
    case reduction(Failure, line: Int?)
  }

  /// Reads `csv` (at most ``maximumBytes``) and reduces its rows, gaps left out: the original is
  /// drawn joined across them, as the layer will be.
  package static func reduce(csv: [UInt8], _ request: Request) throws(RequestFailure) -> CurveReduction {
    guard request.hasSize else { throw .missingSize }
    let series: DataSeries
    do throws(DataSeriesError) {
      series = try DataSeries(csv: csv, columns: request.columns, maximumBytes: maximumBytes, tailRows: 0, maximumRows: maximumRows)
    } catch {
      throw .data(error)
    }
    let rows = series.numberedRows
    do throws(Failure) {
      return try CurveReduction(x: rows.map { series.points[$0].x }, y: rows.map { series.points[$0].y }, request.options)
    } catch {
      let line: Int? =
        switch error {
        case .notIncreasing(let row), .notFinite(let row): series.lines[rows[row]]
        default: nil
        }
      throw .reduction(error, line: line)
    }
  }
}

extension CurveReduction.RequestFailure {
  /// What a reduction without a size is refused with, naming the option as the command
  /// (`flags`) or JSON does.
  package static func missingSizeMessage(flags: Bool) -> String {
    "missing \(flags ? "--size WxH" : "size [width, height]") (the plot area in pt)"
  }
}

extension CurveReduction.Failure {
  /// The message, naming options as the command (`flags`) or JSON does, and a row by its CSV
  /// `line` when there is one.
  package func message(flags: Bool, line: Int?) -> String {
    let place = line.map { "line \($0): " } ?? ""
    switch self {
    case .invalidSize(let w, let h):
      return "\(flags ? "--size" : "size") expects a width and a height in pt, each above 0 and at most \(DecimalText.tidy(CurveReduction.maximumSide)), got \(DecimalText.tidy(w))×\(DecimalText.tidy(h))"
    case .invalidMaximumPoints(let n): return "\(flags ? "--max-points" : "maximumPoints") expects 2 to \(CurveLimits.maximumPoints), got \(n)"
    case .invalidTolerance(let t):
      return "\(flags ? "--tolerance" : "tolerance") expects \(DecimalText.tidy(CurveReduction.toleranceRange.lowerBound)) to \(DecimalText.tidy(CurveReduction.toleranceRange.upperBound)) pt, got \(DecimalText.tidy(t))"
    case .unequalColumns(let x, let y): return "\(x) x values and \(y) y values: a row needs both"
    case .noRows: return "no row has a number in both columns"
    case .tooManyRows(let n): return "\(DecimalText.grouped(n)) rows: a reduction reads at most \(DecimalText.grouped(CurveReduction.maximumRows))"
    case .notFinite: return place + "a value that is not a finite number"
    case .notIncreasing: return place + "x is not above the previous row's x: a series' x must increase"
    }
  }
}
