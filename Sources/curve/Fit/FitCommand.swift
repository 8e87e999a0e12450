import CurveAnalysis
import CurveFrame
import CurvePlot
import CurveReports
import _CurveText

/// `curve fit --data FILE.csv|- [OPTIONS] [--] MODEL`: a model fitted to data by nonlinear least
/// squares.
struct FitCommand {
  enum Format: String, CaseIterable, Sendable { case text, json }

  var model: [UInt8] = []
  var data: String?
  var request = CurveFit.Request()
  var format = Format.text

  /// Where the data are and how the command prints the fit, beside the fit's own options
  /// (`CurveFit.optionTable`).
  static let outputTable: [OptionSpec<FitCommand>] = [
    OptionSpec("data", flag: "--data", .file, help: "The CSV of rows to fit (- for standard input). Required.") { (command, value) throws(OptionError) in
      if case .text(let path) = value { command.data = path }
    },
    .choice("format", flag: "--format", Format.self, default: .text, help: "text: a line a parameter and the statistics; json: every number, exactly.") {
      $0.format = $1
    },
  ]

  static var help: String {
    """
    USAGE: curve fit --data FILE.csv|- [OPTIONS] [--] MODEL

    Fits MODEL, an expression in x with parameters, to the rows of a CSV by nonlinear least
    squares: the values that minimise Σ (MODEL(x) − y)², by Levenberg–Marquardt with exact
    Jacobians (dual numbers), and each parameter's standard error √(s²·(JᵀJ)⁻¹), s² = RSS/(n − p).
    Every row is used (gaps, rows with a blank or non-numeric cell, are left out), up to
    16 MiB of CSV. With at most \(DecimalText.grouped(CurveFit.preciseRows)) rows, the last steps use residuals in double-double
    arithmetic from the data's exact decimals (to 30 significant digits), so the sum of squares
    keeps its digits even far below the data's rounding.

    OPTIONS:

    """ + OptionHelp.lines(CurveFit.optionTable) + "\n" + OptionHelp.lines(outputTable) + """

      -h, --help          Show this help.

    EXIT STATUS: 0 a fit, converged or not (the output says which, and why); 1 the data, the
    model or a starting value is invalid; 2 usage error (a parameter with no start among them).

    EXAMPLES:
      curve fit --data readings.csv --param a=1 --param k=0.1 'a*exp(-k*x)'
      curve fit --data - --columns t,v --format json --param b1=500 --param b2=1e-4 -- 'b1*(1 - exp(-b2*x))'
    """
  }

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> FitCommand? {
    var command = FitCommand()
    while let option = arguments.nextOption() {
      if option.name == "--help" { return nil }
      if try arguments.decode(option, by: CurveFit.optionTable, into: &command.request) { continue }
      if try arguments.decode(option, by: outputTable, into: &command) { continue }
      throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "fit")
    }
    guard command.data != nil else { throw UsageError(message: "missing --data FILE.csv", command: "fit") }
    guard arguments.positional.count == 1 else {
      throw UsageError(message: arguments.positional.isEmpty ? "missing MODEL" : "one MODEL, got \(arguments.positional.count)", command: "fit")
    }
    command.model = arguments.positional[0]
    return command
  }

  func run() -> ExitCode {
    let path = data ?? "-"
    let csv: [UInt8]
    do throws(Input.Failure) {
      csv = try Input.read(path, limit: DataSeries.maximumDataBytes)
    } catch {
      switch error {
      case .unreadable(let reason): Console.error("error: \(reason)\n")
      case .tooLarge(let count): Console.error("error: \(TerminalText.quoted(path)): \(DataSeriesError.tooLarge(bytes: count, limit: DataSeries.maximumDataBytes))\n")
      }
      return .invalidInput
    }
    let fit: CurveFit
    do throws(CurveFit.RequestFailure) {
      fit = try CurveFit.fit(utf8: model, csv: csv, request)
    } catch {
      switch error {
      case .data(let error):
        Console.error("error: \(TerminalText.quoted(path)): \(TerminalText.safe(error.description))\n")
      case .fit(.parameter(let error)):
        Console.error(TerminalText.safeLines(error.rendered(in: "")) + "\n")
      case .fit(.model(let error)):
        Console.error(TerminalText.safeLines(error.rendered(in: String(decoding: model, as: UTF8.self))) + "\n")
      case .fit(.missingStart(let name)):
        Console.error("error: \(CurveFit.Failure.missingStart(name).optionMessage(flags: true) ?? "")\nsee 'curve fit --help'\n")
        return .usage
      case .fit(let failure):
        Console.error("error: \(failure.optionMessage(flags: true) ?? "")\n")
      }
      return .invalidInput
    }
    switch format {
    case .json: Console.out(FitReportJSON.json(fit))
    case .text: Console.out(Self.text(fit))
    }
    return .success
  }

  /// The fit as a person reads it: a line a parameter with its standard error, the statistics,
  /// and how the search ended.
  static func text(_ fit: CurveFit) -> String {
    func number(_ v: Double?) -> String { v.map(DecimalText.tidy) ?? "none" }
    var out = "model: \(TerminalText.safe(fit.model))\n"
    let width = fit.parameters.map { $0.name.count }.max() ?? 0
    for p in fit.parameters {
      let pad = String(repeating: " ", count: width - p.name.count)
      out += "  \(p.name)\(pad) = \(DecimalText.tidy(p.value))" + (p.standardError.map { " ± \(DecimalText.tidy($0))" } ?? "") + "\n"
    }
    out += "residual sum of squares: \(number(fit.residualSumOfSquares))\n"
    out += "residual standard deviation: \(number(fit.residualStandardDeviation)) (\(fit.degreesOfFreedom) degrees of freedom, \(fit.observations) observations)\n"
    out += "R²: \(number(fit.rSquared))\n"
    out += (fit.converged ? "converged" : "not converged") + " after \(fit.iterations) iterations: \(fit.reason)\n"
    return out
  }
}
