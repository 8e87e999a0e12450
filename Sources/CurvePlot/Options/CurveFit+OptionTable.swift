import CurveAnalysis
import CurveExpression
import CurveFrame
import _CurveText

extension CurveFit {
  /// A fit as every edge asks for it: the fit's own options and which columns of the CSV are x
  /// and y.
  package struct Request: Sendable {
    package var options = CurveFit.Options()
    package var columns = DataSeries.Columns.firstTwo
    package init() {}
  }

  /// The options of a fit, in the order help lists them: what `curve fit`, the module's `fit`
  /// and Python's `fit` take (the command adds where the data are and how it prints the fit).
  package static let optionTable: [OptionSpec<Request>] = [
    OptionSpec(
      "parameters", flag: "--param", .parameters,
      help: "A parameter's starting value (repeatable; a later one of a name wins). Every parameter of the model needs one. Not clamped."
    ) { (request, value) throws(OptionError) in
      if case .parameter(let name, let x) = value { request.options.starts.append((name, x)) }
    },
    OptionSpec(
      "columns", flag: "--columns", .columns, default: "the first two",
      help: "The x and y columns of the CSV, by header name or number from 1."
    ) { (request, value) throws(OptionError) in
      if case .columns(let c) = value { request.columns = c }
    },
    OptionSpec(
      "maximumIterations", flag: "--max-iterations", .whole(1...maximumIterationsLimit), default: DecimalText.grouped(defaultMaximumIterations),
      help: "The most steps the search takes (all of them also bounded by a budget of \(DecimalText.grouped(workBudget)) instructions run)."
    ) { (request, value) throws(OptionError) in
      if case .whole(let n) = value { request.options.maximumIterations = n }
    },
  ]

  /// Why a fit asked of an edge cannot be made: its data (a CSV) cannot be read, or the fit fails.
  package enum RequestFailure: Error, Sendable {
    case data(DataSeriesError)
    case fit(Failure)
  }

  /// Reads `csv` (at most ``DataSeries/maximumDataBytes``) and fits `model` to its rows, gaps
  /// left out.
  package static func fit(utf8 model: [UInt8], csv: [UInt8], _ request: Request) throws(RequestFailure) -> CurveFit {
    let data = try rows(csv, request.columns)
    do throws(Failure) {
      return try fit(utf8: model, to: data, request.options)
    } catch {
      throw .fit(error)
    }
  }

  /// The rows of `csv` with numbers in both columns (the series itself is freed on return: a
  /// fit of millions of rows holds them once). Each decimal's tail is kept for few enough rows
  /// (``preciseRows``), which the precise residuals need; beyond, the decimals are their doubles.
  private static func rows(_ csv: [UInt8], _ columns: DataSeries.Columns) throws(RequestFailure) -> FitData {
    do throws(DataSeriesError) {
      return try DataSeries(csv: csv, columns: columns, maximumBytes: DataSeries.maximumDataBytes, tailRows: preciseRows).fitData
    } catch {
      throw .data(error)
    }
  }
}

extension DataSeries {
  /// The rows with numbers in both columns, as a fit takes them (with their tails where the
  /// series kept them): what `curve fit` and a plot's `@NAME ~ MODEL` fit.
  package var fitData: FitData {
    let rows = numberedRows
    return FitData(
      x: rows.map { points[$0].x }, y: rows.map { points[$0].y },
      xTail: tails.isEmpty ? [] : rows.map { tails[$0].x }, yTail: tails.isEmpty ? [] : rows.map { tails[$0].y })
  }
}

extension CurveFit.Failure {
  /// The message for a failure of the options or the data (nil for a start's or the model's own
  /// error, which is rendered at its place), naming options as the command (`flags`) or JSON does.
  package func optionMessage(flags: Bool) -> String? {
    switch self {
    case .parameter, .model: return nil
    case .missingStart(let name):
      return "the model's parameter \(TerminalText.quoted(name)) has no starting value: give \(flags ? "--param" : "parameters") \(name)=START"
    case .nonFiniteStart(let name): return "the starting value of \(TerminalText.quoted(name)) must be a finite number"
    case .noObservations: return "no row has a number in both columns"
    case .tooManyValues(let rows, let parameters):
      return "\(DecimalText.grouped(rows)) rows and \(parameters) parameters: a fit's Jacobian holds at most \(DecimalText.grouped(CurveFit.maximumJacobianValues)) values (rows × parameters)"
    case .tooMuchWork(let rows, let parameters, let instructions):
      return "\(DecimalText.grouped(rows)) rows, \(parameters) parameters and a model of \(instructions) instructions: one Jacobian would run more than a sixteenth of a fit's \(DecimalText.grouped(CurveFit.workBudget)) instructions"
    case .invalidIterations(let n): return "\(flags ? "--max-iterations" : "maximumIterations") expects 1 to \(CurveFit.maximumIterationsLimit), got \(n)"
    }
  }
}
