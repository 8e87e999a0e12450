import CurveSampling
import _CurveText

// Rows that several operations' tables hold, written once: their names, kinds, defaults and
// help are the same wherever they appear.

extension OptionSpec {
  /// `--param NAME=VALUE` (`parameters` in JSON, an object of numbers): a named parameter for
  /// the expressions, repeatable.
  package static func parameters(append: @escaping @Sendable (inout Target, (String, Double)) -> Void) -> OptionSpec {
    OptionSpec(
      "parameters", flag: "--param", .parameters,
      help: "A parameter for the expressions (repeatable; a later one of a name wins). Values are clamped to ±1e9; NaN is refused."
    ) { (target, value) throws(OptionError) in
      if case .parameter(let name, let x) = value { append(&target, (name, x)) }
    }
  }

  /// `--domain MIN,MAX` (`domain` in JSON, a pair): the x range, ends finite and different.
  package static func domain(
    default value: Interval, help: String = "The x range.", set: @escaping @Sendable (inout Target, Interval) -> Void
  ) -> OptionSpec {
    OptionSpec("domain", flag: "--domain", .interval(increasing: false), default: DecimalText.tidy(value.start) + "," + DecimalText.tidy(value.end), help: help) {
      (target, value) throws(OptionError) in
      if case .interval(let interval) = value { set(&target, interval) }
    }
  }
}
