import CurveAnalysis

extension CurveAnalyzer {
  /// The options of an analysis, in the order help lists them: what `curve analyze`, the
  /// module's `analyze` and Python's `analyze` take (the command adds how it prints the report).
  package static let optionTable: [OptionSpec<Options>] = [
    .parameters { $0.parameters.append($1) },
    .domain(default: Options().domain) { $0.domain = $1 },
  ]
}
