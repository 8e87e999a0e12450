import CurveAnalysis
import CurveExpression
import CurvePlot
import CurveReports
import CurveSampling
import _CurveText

/// `curve analyze [OPTIONS] [--] EXPRESSION…`: certified zeros, extrema, inflections,
/// intersections, range and pieces.
struct AnalyzeCommand {
  enum Format: String, CaseIterable, Sendable { case text, json }

  var expressions: [[UInt8]] = []
  var options = CurveAnalyzer.Options()
  var format = Format.text
  /// Text: print each point's exact intervals too.
  var exact = false

  /// How the command prints the report, beside the analysis's own options
  /// (`CurveAnalyzer.optionTable`).
  static let outputTable: [OptionSpec<AnalyzeCommand>] = [
    .choice("format", flag: "--format", Format.self, default: .text, help: "text: one line a point, rounded; json: exact intervals.") {
      $0.format = $1
    },
    OptionSpec("exact", flag: "--exact", .flag(setting: true), help: "With text: print each point's exact x and y intervals too.") {
      (command, value) throws(OptionError) in
      if case .bool(let on) = value { command.exact = on }
    },
  ]

  static var help: String {
    """
    USAGE: curve analyze [OPTIONS] [--] EXPRESSION [EXPRESSION…]

    Finds where each curve y = EXPRESSION crosses zero, peaks, bottoms out and bends, where the
    curves meet, their range over the domain, and the pieces between, with proofs: each point
    comes with an x interval that interval arithmetic proves holds it ("certified"). A point that
    cannot be told apart within the resolution (a tangent zero, two roots closer than 2^-40 of
    the domain, a flat stretch) is given with "certified": false and its interval. Every zero,
    extremum and intersection lies in a reported interval, a break, or an undefined or undecided
    stretch: none is missed silently. Inflections are those where f'' is proven to change sign.

    OPTIONS:

    """ + OptionHelp.lines(CurveAnalyzer.optionTable) + "\n" + OptionHelp.lines(outputTable) + """

      -h, --help          Show this help.

    At most \(CurveAnalyzer.maximumCurves) expressions. Each is analyzed with a budget of enclosures (32,768 for a short
    expression, less for a long one or among many); what is left undecided is listed, with a
    note.

    EXIT STATUS: 0 success; 1 an expression or a parameter is invalid; 2 usage error.

    EXAMPLES:
      curve analyze 'x^3 - 2*x'
      curve analyze --domain -10,10 'sin(x)/cos(x)'
      curve analyze --format json -- 'sin(x)' '0.5*x'
      curve analyze --param a=2 --exact -- 'a*x^2 - 1'
    """
  }

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> AnalyzeCommand? {
    var command = AnalyzeCommand()
    while let option = arguments.nextOption() {
      if option.name == "--help" { return nil }
      if try arguments.decode(option, by: CurveAnalyzer.optionTable, into: &command.options) { continue }
      if try arguments.decode(option, by: outputTable, into: &command) { continue }
      throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "analyze")
    }
    command.expressions = arguments.positional
    guard !command.expressions.isEmpty else { throw UsageError(message: "missing EXPRESSION", command: "analyze") }
    guard command.expressions.count <= CurveAnalyzer.maximumCurves else {
      throw UsageError(
        message: "\(command.expressions.count) expressions; an analysis takes at most \(CurveAnalyzer.maximumCurves)", command: "analyze")
    }
    return command
  }

  func run() -> ExitCode {
    let analysis: (report: AnalysisReport, parameters: ParameterSet)
    do throws(CurveAnalyzer.Failure) {
      analysis = try CurveAnalyzer.analyze(utf8: expressions, options)
    } catch {
      switch error {
      case .parameter(let error):
        Console.error(TerminalText.safeLines(error.rendered(in: "")) + "\n")
      case .expression(let index, let error):
        let prefix = expressions.count > 1 ? "expression \(index + 1): " : ""
        Console.error(prefix + TerminalText.safeLines(error.rendered(in: String(decoding: expressions[index], as: UTF8.self))) + "\n")
      case .expressionCount(let count):  // parse refuses these first
        Console.error("error: \(count) expressions; an analysis takes 1 to \(CurveAnalyzer.maximumCurves)\n")
        return .usage
      case .invalidDomain:
        Console.error("error: the domain ends must be finite and differ\n")
        return .usage
      }
      return .invalidInput
    }
    for (name, given) in analysis.parameters.clamped {
      Console.error("note: parameter \(TerminalText.quoted(name)) = \(DecimalText.tidy(given)) clamped to \(DecimalText.tidy(analysis.parameters[name] ?? given))\n")
    }
    switch format {
    case .json: Console.out(AnalysisReportJSON.json(analysis.report, parameters: analysis.parameters))
    case .text: Console.out(text(analysis.report))
    }
    return .success
  }

  // MARK: Text

  private func text(_ report: AnalysisReport) -> String {
    var out = ""
    for (index, curve) in report.curves.enumerated() {
      if index > 0 { out += "\n" }
      out += "y = \(TerminalText.safe(curve.expression)) for x in [\(DecimalText.tidy(report.domain.lower)), \(DecimalText.tidy(report.domain.upper))]\n"
      var lines: [(Double, String)] = curve.points.map { point in
        (point.x.lower, row(point.kind.rawValue, x: point.x, y: point.y, certified: point.certified))
      }
      lines += curve.breaks.map { b in
        (b.left, "  \(pad(b.kind.rawValue)) x ≈ \(PlotDescription.number(Interval(b.left, b.right)))" + (exact ? "  between \(DecimalText.tidy(b.left)) and \(DecimalText.tidy(b.right))" : ""))
      }
      lines += curve.undecided.map { u in
        (u.lower, "  \(pad("undecided")) x in [\(DecimalText.tidy(u.lower)), \(DecimalText.tidy(u.upper))]")
      }
      for line in lines.sorted(by: { $0.0 < $1.0 }) { out += line.1 + "\n" }
      if curve.points.isEmpty && curve.breaks.isEmpty && curve.undecided.isEmpty { out += "  no zero, extremum or inflection\n" }
      out += "  range     " + rangeText(curve.range) + "\n"
    }
    if !report.intersections.isEmpty {
      out += "\nintersections\n"
      for i in report.intersections {
        out += row("\(i.curves.0 + 1) and \(i.curves.1 + 1)", x: i.x, y: i.y, certified: i.certified) + "\n"
      }
    }
    for note in report.notes { out += "note: \(note)\n" }
    return out
  }

  private func pad(_ text: String) -> String {
    text + String(repeating: " ", count: Swift.max(0, 10 - text.count))
  }

  private func row(_ label: String, x: Interval, y: Interval, certified: Bool) -> String {
    let (xText, yText) = (PlotDescription.number(x), PlotDescription.number(y))
    var line = "  \(pad(label)) x ≈ \(xText)" + String(repeating: " ", count: Swift.max(1, 12 - xText.count))
    line += "y ≈ \(yText)" + String(repeating: " ", count: Swift.max(1, 12 - yText.count))
    line += certified ? "certified" : "not certified"
    if exact {
      line += "  x in [\(DecimalText.tidy(x.lower)), \(DecimalText.tidy(x.upper))]  y in [\(DecimalText.tidy(y.lower)), \(DecimalText.tidy(y.upper))]"
    }
    return line
  }

  private func rangeText(_ range: CurveRange) -> String {
    func one(_ name: String, _ e: GlobalExtremum?) -> String {
      guard let e else { return "\(name) none" }
      let value: String
      // An unbounded end (beside a pole) says only the most extreme value seen.
      if e.y.lower == -.infinity, e.y.upper.isFinite {
        value = "≤ " + PlotDescription.number(e.y.upper)
      } else if e.y.upper == .infinity, e.y.lower.isFinite {
        value = "≥ " + PlotDescription.number(e.y.lower)
      } else if e.y.lower.isFinite && e.y.upper.isFinite && e.y.upper - e.y.lower <= 1e-9 * Swift.max(1, Swift.abs(e.y.lower)) {
        value = "≈ " + PlotDescription.number(PlotDescription.middle(e.y.lower, e.y.upper))
      } else {
        value = "in [\(PlotDescription.number(e.y.lower)), \(PlotDescription.number(e.y.upper))]"
      }
      let places = e.x.prefix(4).map { PlotDescription.number($0) }.joined(separator: ", ")
      return "\(name) \(value) at x ≈ \(places)\(e.x.count > 4 ? ", …" : "")"
    }
    return one("min", range.minimum) + "; " + one("max", range.maximum)
  }
}
