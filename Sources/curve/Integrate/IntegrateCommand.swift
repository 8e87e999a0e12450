import CurveAnalysis
import CurveExpression
import CurvePlot
import CurveReports
import CurveSampling
import Foundation
import _CurveText

/// `curve integrate [OPTIONS] [--] EXPRESSION…`: certified integrals.
struct IntegrateCommand {
  enum Format: String, CaseIterable, Sendable { case text, json }

  var expressions: [[UInt8]] = []
  var options = CurveIntegral.Options()
  var format = Format.text

  /// How the command prints the integrals, beside the integration's own options
  /// (`CurveIntegral.optionTable`).
  static let outputTable: [OptionSpec<IntegrateCommand>] = [
    .choice("format", flag: "--format", Format.self, default: .text, help: "text: one line an integral; json: the bounds proven, exactly.") {
      $0.format = $1
    }
  ]

  static var help: String {
    """
    USAGE: curve integrate --domain A,B [OPTIONS] [--] EXPRESSION [EXPRESSION…]

    The integral of each EXPRESSION in x from A to B, proven by interval arithmetic about the
    real function the expression denotes: "certified" means the true value lies between the
    bounds printed. Constants are real numbers (0.1 is one tenth, pi is π); A and B are the
    doubles given. Where nothing can be proven in the budget (an integrand undefined on part of
    the domain, a pole, a value past the largest double), the integral is "undecided", with the
    reason and whatever bounds still hold.

    OPTIONS:

    """ + OptionHelp.lines(CurveIntegral.optionTable) + "\n" + OptionHelp.lines(outputTable) + """

      -h, --help          Show this help.

    At most \(CurveIntegral.maximumExpressions) expressions. Each is bounded in at most \(DecimalText.grouped(CurveIntegral.budget(instructions: 1))) pieces (fewer for a long
    expression, and together at most twice one short expression's work), each by its Taylor
    form to degree \(CompiledExpression.integralDegree) with the remainder enclosed.

    EXIT STATUS: 0 success, certified or not; 1 an expression or a parameter is invalid; 2 usage error.

    EXAMPLES:
      curve integrate --domain 0,3.141592653589793 'sin(x)'
      curve integrate --domain -5,5 --format json -- '1/(1 + x^2)' 'exp(-x^2)'
      curve integrate --param a=2 --domain 0,1 --tolerance 1e-6 'a*sqrt(x)'
    """
  }

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> IntegrateCommand? {
    var command = IntegrateCommand()
    while let option = arguments.nextOption() {
      if option.name == "--help" { return nil }
      if try arguments.decode(option, by: CurveIntegral.optionTable, into: &command.options) { continue }
      if try arguments.decode(option, by: outputTable, into: &command) { continue }
      throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "integrate")
    }
    command.expressions = arguments.positional
    guard !command.expressions.isEmpty else { throw UsageError(message: "missing EXPRESSION", command: "integrate") }
    return command
  }

  func run() -> ExitCode {
    let result: (integrals: [CurveIntegral], parameters: ParameterSet)
    do throws(CurveIntegral.Failure) {
      result = try CurveIntegral.integrate(utf8: expressions, options)
    } catch {
      switch error {
      case .parameter(let error):
        Console.error(TerminalText.safeLines(error.rendered(in: "")) + "\n")
      case .expression(let index, let error):
        let prefix = expressions.count > 1 ? "expression \(index + 1): " : ""
        Console.error(prefix + TerminalText.safeLines(error.rendered(in: String(decoding: expressions[index], as: UTF8.self))) + "\n")
      case .expressionCount, .missingDomain, .invalidDomain, .invalidTolerance:
        Console.error("error: \(error.optionMessage(flags: true) ?? "")\nsee 'curve integrate --help'\n")
        return .usage
      }
      return .invalidInput
    }
    for (name, given) in result.parameters.clamped {
      Console.error("note: parameter \(TerminalText.quoted(name)) = \(DecimalText.tidy(given)) clamped to \(DecimalText.tidy(result.parameters[name] ?? given))\n")
    }
    switch format {
    case .json: Console.out(IntegralReportJSON.json(result.integrals, parameters: result.parameters))
    case .text: Console.out(result.integrals.map(Self.line).joined())
    }
    return .success
  }

  /// One integral as a person reads it: `∫ sin(x) dx from 0 to 3.141592653589793 = 2 ± 8e-15
  /// (certified)`, the ± at least half the proven width; a divergent one with its pole; an
  /// undecided one with what holds.
  static func line(_ i: CurveIntegral) -> String {
    let head = "∫ \(TerminalText.safe(i.expression)) dx from \(DecimalText.tidy(i.domain.start)) to \(DecimalText.tidy(i.domain.end))"
    switch (i.status, i.lower, i.upper, i.estimate) {
    case (.certified, let lower?, let upper?, let estimate?):
      let radius = Swift.max(upper - estimate, estimate - lower)
      return head + " = \(DecimalText.tidy(estimate)) ± \(roundedUp(radius)) (certified)\n"
    case (.divergent, _, _, _):
      return head + ": divergent (\(i.reason ?? "no finite integral"))\n"
    default:
      var bounds = ""
      if let lower = i.lower, let upper = i.upper {
        bounds = " in [\(DecimalText.tidy(lower)), \(DecimalText.tidy(upper))]"
      } else if let lower = i.lower {
        bounds = " ≥ \(DecimalText.tidy(lower))"
      } else if let upper = i.upper {
        bounds = " ≤ \(DecimalText.tidy(upper))"
      }
      return head + bounds + ": undecided (\(i.reason ?? "not proven"))\n"
    }
  }

  /// `value` to two significant digits, rounded up, so the ± printed is never below the proven one.
  static func roundedUp(_ value: Double) -> String {
    guard value > 0, value.isFinite else { return DecimalText.tidy(value) }
    let unit = pow(10, (log10(value)).rounded(.down) - 1)
    var digits = (value / unit).rounded(.up)
    while digits * unit < value { digits += 1 }
    return DecimalText.approximate(digits * unit, digits: 2)
  }
}
