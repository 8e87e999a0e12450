import CurveFrame
import CurvePlot
import CurveReports
import CurveSampling
import _CurveText

/// `curve reduce --size WxH [OPTIONS] FILE.csv|-`: at most N of a CSV's rows, for a curve layer,
/// with the deviation of what is drawn proven.
struct ReduceCommand {
  enum Format: String, CaseIterable, Sendable { case json, csv }

  var path = "-"
  var request = CurveReduction.Request()
  var format = Format.json

  /// How the command prints the points, beside the reduction's own options
  /// (`CurveReduction.optionTable`).
  static let outputTable: [OptionSpec<ReduceCommand>] = [
    .choice("format", flag: "--format", Format.self, default: .json, help: "json: the points, the domains and the deviation; csv: the points alone.") {
      $0.format = $1
    }
  ]

  static var help: String {
    """
    USAGE: curve reduce --size WxH [OPTIONS] FILE.csv|-

    Picks at most N of the CSV's rows (x increasing; gap rows, with a blank or non-numeric cell,
    left out), always the first and the last, so that the curve a samples-mode layer draws
    through them stays within the tolerance of the whole series drawn linearly: both at WxH pt,
    with the domains inferred from every row. The deviation printed is a proven upper bound on
    the two-sided Hausdorff distance between the two, computed on their geometry (Béziers
    included), not sampled. When N rows cannot reach the tolerance, the best N found are printed,
    and the output says so. Reads up to \(CurveReduction.maximumBytes >> 20) MiB of CSV and \(DecimalText.grouped(CurveReduction.maximumRows)) rows.

    OPTIONS:

    """ + OptionHelp.lines(CurveReduction.optionTable) + "\n" + OptionHelp.lines(outputTable) + """

      -h, --help          Show this help.

    OUTPUT (json): {"points": [[x, y], …], "domain": [x0, x1], "yDomain": [y0, y1], "input": n,
    "maximumDeviation": D, "withinTolerance": true|false}: put the points, domain and yDomain in
    the layer. The numbers read back as exactly the input's doubles.

    EXIT STATUS: 0 the points, within the tolerance or not; 1 the CSV is invalid; 2 usage error.

    EXAMPLES:
      curve reduce --size 320x160 day.csv
      curve reduce --size 158x70 --interpolation linear --tolerance 0.5 --format csv - < readings.csv
    """
  }

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> ReduceCommand? {
    var command = ReduceCommand()
    while let option = arguments.nextOption() {
      if option.name == "--help" { return nil }
      if try arguments.decode(option, by: CurveReduction.optionTable, into: &command.request) { continue }
      if try arguments.decode(option, by: outputTable, into: &command) { continue }
      throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "reduce")
    }
    guard command.request.hasSize else { throw UsageError(message: CurveReduction.RequestFailure.missingSizeMessage(flags: true), command: "reduce") }
    do throws(CurveReduction.Failure) {
      try command.request.options.validate()
    } catch {
      throw UsageError(message: error.message(flags: true, line: nil), command: "reduce")
    }
    guard arguments.positional.count == 1 else {
      throw UsageError(message: arguments.positional.isEmpty ? "missing FILE.csv (- for standard input)" : "one FILE.csv, got \(arguments.positional.count)", command: "reduce")
    }
    command.path = String(decoding: arguments.positional[0], as: UTF8.self)
    return command
  }

  func run() -> ExitCode {
    let csv: [UInt8]
    do throws(Input.Failure) {
      csv = try Input.read(path, limit: CurveReduction.maximumBytes)
    } catch {
      switch error {
      case .unreadable(let reason): Console.error("error: \(reason)\n")
      case .tooLarge(let count):
        Console.error("error: \(TerminalText.quoted(path)): \(DataSeriesError.tooLarge(bytes: count, limit: CurveReduction.maximumBytes))\n")
      }
      return .invalidInput
    }
    let reduction: CurveReduction
    do throws(CurveReduction.RequestFailure) {
      reduction = try CurveReduction.reduce(csv: csv, request)
    } catch {
      switch error {
      case .missingSize: Console.error("error: \(CurveReduction.RequestFailure.missingSizeMessage(flags: true))\n")
      case .data(let error): Console.error("error: \(TerminalText.quoted(path)): \(TerminalText.safe(error.description))\n")
      case .reduction(let failure, let line): Console.error("error: \(TerminalText.quoted(path)): \(failure.message(flags: true, line: line))\n")
      }
      return .invalidInput
    }
    switch format {
    case .json: Console.out(ReductionReportJSON.json(reduction))
    case .csv: Console.out(ReductionReportJSON.csv(reduction))
    }
    return .success
  }
}
