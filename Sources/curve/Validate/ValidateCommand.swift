import CurveFrame
import CurveReports
import CurveSampling
import _CurveText

/// `curve validate [--format text|json] [--strict] [--family … | --size WxH] FILE|-`
struct ValidateCommand {
  enum Format: String { case text, json }
  var format = Format.text
  var strict = false
  var canvas = CanvasSize.default
  var file = "-"

  static let help = """
    USAGE: curve validate [--format text|json] [--strict] [--family small|medium|large | --size WxH] FILE|-

    Checks a Glance Widgets frame (a file, or - for standard input) against every rule of the
    protocol reference and reports what the app will do: accept or reject the frame, and for
    each declared layer whether it is drawn, each problem at its JSON path, and each value
    that is clamped, truncated or ignored.

    OPTIONS:
      --format FORMAT   text (default) or json.
      --strict          Exit 1 when any layer is not drawn, or any marker is dropped or cut
                        off by its layer frame.
      --family FAMILY   Canvas used to sample curve layers: small, medium (default), large.
      --size WxH        Any canvas, in pt.
      -h, --help        Show this help.

    EXIT STATUS: 0 the frame is accepted (with --strict: and every layer and marker is drawn
    whole); 1 it is rejected or unreadable; 2 usage error.

    EXAMPLE:
      curve validate --strict Examples/frame.json
    """

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> ValidateCommand? {
    var command = ValidateCommand()
    var canvas = CanvasOption(default: command.canvas)
    while let option = arguments.nextOption() {
      if try canvas.consume(option, &arguments, command: "validate") { continue }
      switch option.name {
      case "--help": return nil
      case "--strict":
        try arguments.flag(option)
        command.strict = true
      case "--format":
        let text = try arguments.value(for: option)
        guard let format = Format(rawValue: text) else {
          throw UsageError(message: "--format expects text or json, got \(TerminalText.quoted(text))", command: "validate")
        }
        command.format = format
      default: throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "validate")
      }
    }
    command.canvas = canvas.size
    command.file = try arguments.singleFile()
    return command
  }

  func run() -> ExitCode {
    // A rejected frame is the report's to show, so only an unreadable one stops here.
    guard let report = FrameInput.load(file, canvas: canvas, requireAccepted: false) else { return .invalidInput }
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
