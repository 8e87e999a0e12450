import CurveAnalysis
import CurveSampling
import _CurveText

extension CurveIntegral {
  /// The options of an integration, in the order help lists them: what `curve integrate`, the
  /// module's `integrate` and Python's `integrate` take (the command adds how it prints them).
  package static let optionTable: [OptionSpec<Options>] = [
    .parameters { $0.parameters.append($1) },
    OptionSpec(
      "domain", flag: "--domain", .interval(increasing: false),
      help: "From A to B (A above B flips the sign): the doubles given, ends finite and different. Required."
    ) { (o, v) throws(OptionError) in
      if case .interval(let interval) = v { o.domain = interval }
    },
    OptionSpec(
      "tolerance", flag: "--tolerance", .number, default: DecimalText.tidy(defaultTolerance),
      help: "The relative width asked for: a certified result has upper − lower ≤ T·max(|estimate|, 1). At least \(DecimalText.tidy(minimumTolerance))."
    ) { (o, v) throws(OptionError) in
      if case .number(let t) = v { o.tolerance = t }
    },
  ]
}

extension CurveIntegral.Failure {
  /// The message for a failure of the options (nil for a parameter's or an expression's own
  /// error, which is rendered at its place), naming them as the command (`flags`) or JSON does.
  package func optionMessage(flags: Bool) -> String? {
    func named(_ name: String) -> String {
      guard flags, let row = CurveIntegral.optionTable.first(where: { $0.name == name }) else { return name }
      return row.flag
    }
    switch self {
    case .parameter, .expression: return nil
    case .expressionCount(let count): return "\(count) expressions; an integration takes 1 to \(CurveIntegral.maximumExpressions)"
    case .missingDomain: return "an integral needs its bounds: give \(named("domain")) A,B"
    case .invalidDomain: return "\(named("domain")) ends must be finite and differ"
    case .invalidTolerance(let t):
      return "\(named("tolerance")) expects a number at least \(DecimalText.tidy(CurveIntegral.minimumTolerance)), got \(DecimalText.tidy(t))"
    }
  }
}
