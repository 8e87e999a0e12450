import CurveFrame
import CurvePlot
import CurveReports
import CurveSampling
import _CurveText

/// `curve validate [--format text|json] [--strict] [--family … | --size WxH] FILE|-`
struct ValidateCommand {
  enum Format: String, CaseIterable, Sendable { case text, json }
  var format = Format.text
  var strict = false
  /// The canvas, from `FrameOptions.validateTable`.
  var options = FrameOptions()
  var file = "-"

  /// How the command reports, beside the validation's own options.
  static let outputTable: [OptionSpec<ValidateCommand>] = [
    .choice("format", flag: "--format", Format.self, default: .text, help: "How the report is printed.") { $0.format = $1 },
    OptionSpec(
      "strict", flag: "--strict", .flag(setting: true),
      help: "Exit 1 when any layer is not drawn, or any marker is dropped or cut off by its layer frame."
    ) { (command, value) throws(OptionError) in
      if case .bool(let on) = value { command.strict = on }
    },
  ]

  static var help: String {
    """
    USAGE: curve validate [--format text|json] [--strict] [--family small|medium|large | --size WxH] FILE|-

    Checks a Glance Widgets frame (a file, or - for standard input) against every rule of the
    protocol reference and reports what the app will do: accept or reject the frame, and for
    each declared layer whether it is drawn, each problem at its JSON path, and each value
    that is clamped, truncated or ignored. The canvas is the one curve layers are sampled on.

    OPTIONS:

    """ + OptionHelp.lines(FrameOptions.validateTable) + "\n" + OptionHelp.lines(outputTable) + """

      -h, --help          Show this help.

    EXIT STATUS: 0 the frame is accepted (with --strict: and every layer and marker is drawn
    whole); 1 it is rejected or unreadable; 2 usage error.

    EXAMPLE:
      curve validate --strict Examples/frame.json
    """
  }

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> ValidateCommand? {
    var command = ValidateCommand()
    while let option = arguments.nextOption() {
      if option.name == "--help" { return nil }
      if try arguments.decode(option, by: FrameOptions.validateTable, into: &command.options) { continue }
      if try arguments.decode(option, by: outputTable, into: &command) { continue }
      throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "validate")
    }
    command.file = try arguments.singleFile()
    return command
  }

  func run() -> ExitCode {
    // A rejected frame is the report's to show, so only an unreadable one stops here.
    guard let report = FrameInput.load(file, canvas: options.canvas, requireAccepted: false) else { return .invalidInput }
    Console.out(format == .json ? FrameReportJSON.validation(report) : Self.text(report))
    guard report.isAccepted else { return .invalidInput }
    if strict, report.layers.contains(where: { !$0.drawn || !$0.problems.isEmpty }) { return .invalidInput }
    return .success
  }

  /// The report as lines; everything the frame supplies (ids, paths, messages quoting it) is
  /// made terminal-safe, so no key or id can forge a line.
  static func text(_ report: FrameReport) -> String {
    let safe = TerminalText.safe
    var out = ""
    func list(_ kind: String, _ items: [Problem], unlisted: Int) {
      for item in items { out += "  \(kind): \(safe(item.path)): \(safe(item.message))\n" }
      if unlisted > 0 {
        out += "  … and \(unlisted) more \(kind)\(unlisted == 1 ? "" : "s") (a report lists at most \(FrameValidator.maximumListedProblems) a frame)\n"
      }
    }
    switch report.verdict {
    case .rejected(let problem):
      out += "frame rejected: \(safe(problem.path)): \(safe(problem.message))\n"
      return out
    case .accepted:
      let grid = report.grid.map { " (root grid \($0.rows) × \($0.columns))" } ?? ""
      out += "frame accepted\(grid); \(report.layers.count) layer\(report.layers.count == 1 ? "" : "s")\n"
    }
    list("note", report.notes, unlisted: report.unlistedNotes)
    for layer in report.layers {
      let same = layer.sameObjectAs.map { ", the same object as \(safe($0))" } ?? ""
      out += "layer \(safe(layer.id)) (\(layer.type.rawValue), \(safe(layer.dataPath))\(same)): \(layer.drawn ? "drawn" : "not drawn")\n"
      list("problem", layer.problems, unlisted: layer.unlistedProblems)
      list("note", layer.notes, unlisted: layer.unlistedNotes)
    }
    return out
  }
}
