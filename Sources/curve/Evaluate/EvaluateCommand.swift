import CurveExpression
import CurvePlot
import CurveReports
import CurveSampling
import _CurveText

/// `curve evaluate [OPTIONS] [--] EXPRESSION`: prints samples of an expression.
struct EvaluateCommand {
  enum Format: String, CaseIterable, Sendable { case text, csv, json }

  var expression: [UInt8] = []
  var options = Evaluation.Options()
  var format = Format.text

  /// How the command prints the samples, beside the evaluation's own options
  /// (`Evaluation.optionTable`).
  static let outputTable: [OptionSpec<EvaluateCommand>] = [
    .choice("format", flag: "--format", Format.self, default: .text, help: "text: x<TAB>y lines; csv: a header x,y; json: the report.") {
      $0.format = $1
    }
  ]

  static var help: String {
    """
    USAGE: curve evaluate [OPTIONS] [--] EXPRESSION

    Evaluates EXPRESSION, a math expression in x, on an even grid over a domain (or at given x)
    and prints one sample per line.

    OPTIONS:

    """ + OptionHelp.lines(Evaluation.optionTable) + "\n" + OptionHelp.lines(outputTable) + """

      -h, --help          Show this help.

    Numbers print in the shortest form that reads back to the same double. A y that is not
    finite prints as nan, inf or -inf (null in json). Of the parameters, at most 64 are kept,
    the first in name order.

    EXIT STATUS: 0 success; 1 the expression or a parameter is invalid (the message, with a caret
    under the place, goes to standard error); 2 usage error.

    EXAMPLES:
      curve evaluate --samples 5 'sin(x)'
      curve evaluate --param a=2 --param b=0.5 --domain -3,3 --samples 7 'a*x^2 + b'
      curve evaluate --at 0 --at 0.5 --format json 'max(0, x - 0.25)'
      curve evaluate --domain -1,1 --samples 3 -- '-x^2'
      curve evaluate --derivative 1 --at 0 --at 1 'sin(x)*x^2'

    The language: numbers (12, 1.5, .5, 5., 1e3), x, pi, e, parameters, + - * / ^ (right-
    associative; -x^2 is -(x^2)), parentheses, sin cos exp log abs sqrt, min max (2+ arguments).
    At most 512 characters. Full grammar: Grammar/expression.ebnf.
    """
  }

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> EvaluateCommand? {
    var command = EvaluateCommand()
    while let option = arguments.nextOption() {
      if option.name == "--help" { return nil }
      if try arguments.decode(option, by: Evaluation.optionTable, into: &command.options) { continue }
      if try arguments.decode(option, by: outputTable, into: &command) { continue }
      throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "evaluate")
    }
    switch arguments.positional.count {
    case 0: throw UsageError(message: "missing EXPRESSION", command: "evaluate")
    case 1: command.expression = arguments.positional[0]
    default:
      throw UsageError(
        message: "expected one EXPRESSION, got \(arguments.positional.count) (quote the expression; put -- before one that starts with '-')",
        command: "evaluate")
    }
    do throws(Evaluation.Failure) {
      try Evaluation.check(command.options)
    } catch {
      throw UsageError(message: error.optionMessage(flags: true) ?? "", command: "evaluate")
    }
    return command
  }

  func run() -> ExitCode {
    let evaluation: Evaluation.Result
    do throws(Evaluation.Failure) {
      evaluation = try Evaluation.evaluate(utf8: expression, options)
    } catch {
      switch error {
      case .parameter(let error), .expression(let error):
        Console.error(TerminalText.safeLines(error.rendered(in: String(decoding: expression, as: UTF8.self))) + "\n")
        return .invalidInput
      default:  // parse checks the options first
        Console.error("error: \(error.optionMessage(flags: true) ?? "")\n")
        return .usage
      }
    }
    let compiled = evaluation.program
    for (name, given) in compiled.parameters.clamped {
      Console.error("note: parameter \(TerminalText.quoted(name)) = \(DecimalText.tidy(given)) clamped to \(DecimalText.tidy(compiled.parameters[name] ?? given))\n")
    }
    for name in compiled.parameters.dropped {
      Console.error("note: parameter \(TerminalText.quoted(name)) dropped: over the \(ExpressionLimits.maximumParameters)-parameter limit\n")
    }
    Console.out(render(evaluation))
    return .success
  }

  private func render(_ evaluation: Evaluation.Result) -> String {
    var out = ""
    switch format {
    case .text:
      for (x, y) in zip(evaluation.xs, evaluation.ys) { out += DecimalText.tidy(x) + "\t" + DecimalText.tidy(y) + "\n" }
    case .csv:
      out = "x,y\n"
      for (x, y) in zip(evaluation.xs, evaluation.ys) { out += DecimalText.tidy(x) + "," + DecimalText.tidy(y) + "\n" }
    case .json:
      out = String(decoding: EvaluationReport.json(evaluation), as: UTF8.self)
    }
    return out
  }
}
