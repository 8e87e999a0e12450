import CurveSampling
import _CurveText

extension Evaluation {
  /// The options of an evaluation, in the order help lists them: what `curve evaluate`, the
  /// module's `evaluate` and Python's `evaluate` take (the command adds how it prints them).
  package static let optionTable: [OptionSpec<Options>] = [
    .parameters { $0.parameters.append($1) },
    .domain(default: defaultDomain, help: "The grid's ends.") { $0.domain = $1 },
    OptionSpec(
      "samples", flag: "--samples", .whole(samplesRange), default: "\(samplesRange.upperBound)",
      help: "The grid's size N: x_i = MIN + (MAX−MIN)·i/(N−1), the last exactly MAX."
    ) { (o, v) throws(OptionError) in
      if case .whole(let n) = v { o.samples = n }
    },
    OptionSpec(
      "at", flag: "--at", .numbers(maximum: maximumPoints),
      help: "Evaluate at exactly X instead of on a grid (repeatable; kept in order; not with --domain or --samples)."
    ) { (o, v) throws(OptionError) in
      if case .number(let x) = v { o.points.append(x) }
    },
    OptionSpec(
      "derivative", flag: "--derivative", .whole(derivatives),
      help: """
        The first or second derivative in x instead of the value, by automatic differentiation of the compiled \
        expression (exact to the rounding of each step); nan where it does not exist (where the function has no \
        value, abs at 0, min or max where both sides meet and their slopes differ).
        """
    ) { (o, v) throws(OptionError) in
      if case .whole(let n) = v { o.derivative = n }
    },
  ]
}

extension Evaluation.Failure {
  /// The message for a failure of the options (nil for a parameter's or the expression's own
  /// error, which is rendered at its place), naming them as the command (`flags`) or JSON does.
  package func optionMessage(flags: Bool) -> String? {
    func named(_ name: String) -> String {
      guard flags, let row = Evaluation.optionTable.first(where: { $0.name == name }) else { return name }
      return row.flag
    }
    switch self {
    case .parameter, .expression: return nil
    case .pointsWithGrid: return "\(named("at")) cannot be combined with \(named("domain")) or \(named("samples"))"
    case .tooManyPoints(let count): return "\(named("at")) has \(count) numbers; at most \(Evaluation.maximumPoints) are taken"
    case .samples(let n): return "\(named("samples")) expects \(OptionKind.wholeNumber(Evaluation.samplesRange)), got \(n)"
    case .invalidDomain: return "\(named("domain")) ends must be finite and differ"
    case .derivative(let n): return "\(named("derivative")) expects \(OptionKind.wholeNumber(Evaluation.derivatives)), got \(n)"
    }
  }
}
