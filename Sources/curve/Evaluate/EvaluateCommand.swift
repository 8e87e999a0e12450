import CurveExpression
import CurveReports
import CurveSampling
import _CurveText

/// `curve evaluate [OPTIONS] [--] EXPRESSION`: prints samples of an expression.
struct EvaluateCommand {
  enum Format: String { case text, csv, json }

  var expression: [UInt8] = []
  var parameters: [(String, Double)] = []
  var domain: (Double, Double)?
  var samples: Int?
  var points: [Double] = []
  var format = Format.text
  /// 1 or 2: print f′ or f″ instead of f.
  var derivative: Int?

  static let help = """
    USAGE: curve evaluate [OPTIONS] [--] EXPRESSION

    Evaluates EXPRESSION, a math expression in x, on an even grid over a domain (or at given x)
    and prints one sample per line.

    OPTIONS:
      --param NAME=VALUE   A named parameter (repeatable; a later one wins). Values are clamped
                           to ±1e9; NaN is refused. At most 64 are kept, the first in name order.
      --domain MIN,MAX     The grid's ends (default 0,1). Both finite.
      --samples N          Grid size, 2…1024 (default 1024): x_i = MIN + (MAX−MIN)·i/(N−1),
                           the last exactly MAX.
      --at X               Evaluate at exactly X instead of a grid (repeatable; kept in order).
      --derivative 1|2     Print the first or second derivative in x instead of the value, by
                           automatic differentiation of the compiled expression (exact to the
                           rounding of each step). Where it does not exist (where the function
                           has no value, abs at 0, min or max where both sides meet and their
                           slopes differ) it prints nan.
      --format FORMAT      text (x<TAB>y lines, default), csv (header x,y) or json.
      -h, --help           Show this help.

    Numbers print in the shortest form that reads back to the same double. A y that is not
    finite prints as nan, inf or -inf (null in json).

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

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> EvaluateCommand? {
    var command = EvaluateCommand()
    while let option = arguments.nextOption() {
      switch option.name {
      case "--help":
        return nil
      case "--param":
        command.parameters.append(try arguments.parameter(for: option))
      case "--domain":
        command.domain = try arguments.interval(for: option)
      case "--samples":
        let text = try arguments.value(for: option)
        guard let n = Int(text), (2...CurveLimits.functionSamples).contains(n) else {
          throw UsageError(message: "--samples expects a whole number from 2 to \(CurveLimits.functionSamples), got \(TerminalText.quoted(text))", command: "evaluate")
        }
        command.samples = n
      case "--at":
        let text = try arguments.value(for: option)
        guard let x = DecimalText.parse(text) else {
          throw UsageError(message: "--at expects a number, got \(TerminalText.quoted(text))", command: "evaluate")
        }
        command.points.append(x)
      case "--derivative":
        let text = try arguments.value(for: option)
        guard text == "1" || text == "2" else {
          throw UsageError(message: "--derivative expects 1 or 2, got \(TerminalText.quoted(text))", command: "evaluate")
        }
        command.derivative = text == "1" ? 1 : 2
      case "--format":
        let text = try arguments.value(for: option)
        guard let format = Format(rawValue: text) else {
          throw UsageError(message: "--format expects text, csv or json, got \(TerminalText.quoted(text))", command: "evaluate")
        }
        command.format = format
      default:
        throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "evaluate")
      }
    }
    switch arguments.positional.count {
    case 0: throw UsageError(message: "missing EXPRESSION", command: "evaluate")
    case 1: command.expression = arguments.positional[0]
    default:
      throw UsageError(
        message: "expected one EXPRESSION, got \(arguments.positional.count) (quote the expression; put -- before one that starts with '-')",
        command: "evaluate")
    }
    if !command.points.isEmpty, command.domain != nil || command.samples != nil {
      throw UsageError(message: "--at cannot be combined with --domain or --samples", command: "evaluate")
    }
    return command
  }

  func run() -> ExitCode {
    let source = String(decoding: expression, as: UTF8.self)
    let compiled: CompiledExpression
    do {
      let parameterSet = try ParameterSet(parameters)
      compiled = try CompiledExpression(utf8: expression, parameters: parameterSet)
    } catch {
      Console.error(TerminalText.safeLines(error.rendered(in: source)) + "\n")
      return .invalidInput
    }
    for (name, given) in compiled.parameters.clamped {
      Console.error("note: parameter \(TerminalText.quoted(name)) = \(DecimalText.tidy(given)) clamped to \(DecimalText.tidy(compiled.parameters[name] ?? given))\n")
    }
    for name in compiled.parameters.dropped {
      Console.error("note: parameter \(TerminalText.quoted(name)) dropped: over the \(ExpressionLimits.maximumParameters)-parameter limit\n")
    }

    let xs: [Double]
    let domain = self.domain ?? (0, 1)
    if points.isEmpty {
      guard let grid = UniformGrid(from: domain.0, to: domain.1, count: samples ?? CurveLimits.functionSamples) else {
        Console.error("error: the grid needs finite domain ends and at least 2 samples\n")
        return .usage
      }
      xs = grid.values
    } else {
      xs = points
    }
    let ys: [Double]
    switch derivative {
    case 1?: ys = xs.map { compiled.derivatives(at: $0).first }
    case 2?: ys = xs.map { compiled.derivatives(at: $0).second }
    default: ys = compiled.evaluate(xs)
    }
    Console.out(render(compiled, xs: xs, ys: ys, domain: points.isEmpty ? domain : nil))
    return .success
  }

  private func render(_ compiled: CompiledExpression, xs: [Double], ys: [Double], domain: (Double, Double)?) -> String {
    var out = ""
    switch format {
    case .text:
      for (x, y) in zip(xs, ys) { out += DecimalText.tidy(x) + "\t" + DecimalText.tidy(y) + "\n" }
    case .csv:
      out = "x,y\n"
      for (x, y) in zip(xs, ys) { out += DecimalText.tidy(x) + "," + DecimalText.tidy(y) + "\n" }
    case .json:
      out = EvaluationReport.json(compiled, xs: xs, ys: ys, domain: domain, derivative: derivative)
    }
    return out
  }
}
