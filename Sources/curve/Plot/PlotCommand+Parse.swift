import CurveFrame
import CurvePlot
import CurveReports
import CurveSampling
import Foundation
import _CurveText

extension PlotCommand {
  /// The options of either kind of plot; which one it is comes from the operands (a FILE, or
  /// expressions after --), and an option of the other kind is a usage error.
  static func parse(_ arguments: inout Arguments) throws(UsageError) -> PlotCommand? {
    var command = PlotCommand()
    var canvas = CanvasOption(default: command.canvas)
    // Options that belong to one kind of plot, as given, to refuse them for the other. --scale
    // belongs to previews and to PNGs of either kind, so it is checked on its own.
    var previewOnly: [String] = []
    var mathOnly: [String] = []
    var scaled = false
    func mathValue(_ option: (name: String, inlineValue: String?)) throws(UsageError) -> String {
      mathOnly.append(option.name)
      return try arguments.value(for: option)
    }
    while let option = arguments.nextOption() {
      if option.name == "--family" { previewOnly.append(option.name) }
      if try canvas.consume(option, &arguments, command: "plot") { continue }
      switch option.name {
      case "--help": return nil
      case "-o", "--output": command.output = try arguments.value(for: option)
      case "--scale":
        scaled = true
        let text = try arguments.value(for: option)
        guard let scale = Double(text), [1, 2, 3].contains(scale) else {
          throw UsageError(message: "--scale expects 1, 2 or 3, got \(TerminalText.quoted(text))", command: "plot")
        }
        command.scale = scale
      case "--appearance":
        previewOnly.append(option.name)
        let text = try arguments.value(for: option)
        guard let appearance = WidgetPreview.Appearance(rawValue: text) else {
          throw UsageError(message: "--appearance expects dark or light, got \(TerminalText.quoted(text))", command: "plot")
        }
        command.appearance = appearance
      case "--param":
        mathOnly.append(option.name)
        command.parameters.append(try arguments.parameter(for: option))
      case "--domain", "--y-domain":
        mathOnly.append(option.name)
        let (a, b) = try arguments.interval(for: option)
        guard a != b else {
          throw UsageError(message: "\(option.name) ends must differ, got \(DecimalText.json(a)) twice", command: "plot")
        }
        if option.name == "--domain" { command.domain = Interval(a, b) } else { command.yDomain = Interval(a, b) }
      case "--t-domain":
        mathOnly.append(option.name)
        let (a, b) = try arguments.interval(for: option)
        guard a < b else {
          throw UsageError(message: "--t-domain expects MIN,MAX with MIN below MAX, got \(DecimalText.json(a)),\(DecimalText.json(b))", command: "plot")
        }
        command.tDomain = a...b
      case "--aspect":
        let value = try mathValue(option)
        guard let aspect = MathPlot.Aspect(rawValue: value) else {
          throw UsageError(message: "--aspect expects auto or equal, got \(TerminalText.quoted(value))", command: "plot")
        }
        command.aspect = aspect
      case "--x-scale", "--y-scale":
        let value = try mathValue(option)
        guard let scale = MathPlot.AxisScale(rawValue: value) else {
          throw UsageError(message: "\(option.name) expects linear or log, got \(TerminalText.quoted(value))", command: "plot")
        }
        if option.name == "--x-scale" { command.xScale = scale } else { command.yScale = scale }
      case "--columns":
        let value = try mathValue(option)
        let parts = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
          throw UsageError(message: "--columns expects X,Y (names or numbers from 1), got \(TerminalText.quoted(value))", command: "plot")
        }
        if let x = Int(parts[0]), let y = Int(parts[1]) {
          guard x >= 1, y >= 1 else { throw UsageError(message: "--columns numbers start at 1, got \(TerminalText.quoted(value))", command: "plot") }
          command.columns = .numbered(x, y)
        } else {
          command.columns = .named(parts[0], parts[1])
        }
      case "--marks":
        let value = try mathValue(option)
        guard let marks = MathPlot.Marks(rawValue: value) else {
          throw UsageError(message: "--marks expects lines or points, got \(TerminalText.quoted(value))", command: "plot")
        }
        command.marks = marks
      case "--interpolation":
        let value = try mathValue(option)
        guard let interpolation = Interpolation(rawValue: value) else {
          throw UsageError(message: "--interpolation expects linear, stepAfter or monotone, got \(TerminalText.quoted(value))", command: "plot")
        }
        command.interpolation = interpolation
      case "--title": command.labels.title = try mathValue(option)
      case "--x-label": command.labels.x = try mathValue(option)
      case "--y-label": command.labels.y = try mathValue(option)
      case "--theme":
        let value = try mathValue(option)
        guard let theme = MathPlot.Theme(rawValue: value) else {
          throw UsageError(message: "--theme expects light or dark, got \(TerminalText.quoted(value))", command: "plot")
        }
        command.theme = theme
      case "--points", "--derivative", "--no-description":
        try arguments.flag(option)
        mathOnly.append(option.name)
        switch option.name {
        case "--points": command.annotations.points = true
        case "--derivative": command.annotations.derivatives = true
        default: command.annotations.description = false
        }
      case "--tangent":
        let text = try mathValue(option)
        guard let x = DecimalText.parse(text), x.isFinite else {
          throw UsageError(message: "--tangent expects a finite number, got \(TerminalText.quoted(text))", command: "plot")
        }
        guard command.annotations.tangents.count < MathPlot.Annotations.maximumTangents else {
          throw UsageError(message: "--tangent is given more than \(MathPlot.Annotations.maximumTangents) times", command: "plot")
        }
        command.annotations.tangents.append(x)
      default: throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "plot")
      }
    }
    command.canvas = canvas.size
    if let output = command.output {
      // A name ending in / is a folder's: no file can be written there, nor beside it.
      if output != "-", output.hasSuffix("/") {
        throw UsageError(message: "-o names a folder (it ends in /), got \(TerminalText.quoted(output)); give a file name", command: "plot")
      }
      switch ImageOutput.format(of: output) {
      case .success(let format): command.format = format
      case .failure(let error): throw error
      }
    }
    if scaled, command.format == .pdf {
      throw UsageError(message: "--scale sets the pixels of a PNG or of a preview's SVG; a PDF is drawn in pt", command: "plot")
    }
    let before = arguments.positionalBeforeSeparator ?? arguments.positional.count
    let files = arguments.positional.prefix(before).map { String(decoding: $0, as: UTF8.self) }
    let expressions = arguments.positional.dropFirst(before).map { String(decoding: $0, as: UTF8.self) }
    if !expressions.isEmpty {
      guard files.isEmpty else {
        throw UsageError(message: "give a FILE or expressions after --, not both", command: "plot")
      }
      if let option = previewOnly.first {
        throw UsageError(message: "\(option) applies to a widget preview, not a math plot", command: "plot")
      }
      // A math plot's SVG is drawn in pt: --scale is only a PNG's pixel density.
      if scaled, command.format != .png {
        throw UsageError(
          message: "--scale sets the pixels of a preview or of a PNG (-o FILE.png); a math plot's SVG is drawn in pt (use --size)", command: "plot")
      }
      guard expressions.count <= MathPlot.maximumExpressions else {
        throw UsageError(
          message: "\(expressions.count) expressions; a plot draws at most \(MathPlot.maximumExpressions)", command: "plot")
      }
      command.mode = .math(expressions: expressions)
      if !canvas.isExplicitSize { command.canvas = MathPlot.defaultSize }
    } else {
      guard files.count <= 1 else {
        throw UsageError(message: "expected one FILE, got \(files.count) (put expressions after --)", command: "plot")
      }
      if let option = mathOnly.first {
        throw UsageError(message: "\(option) applies to a math plot (expressions after --), not a widget preview", command: "plot")
      }
      command.mode = .preview(file: try arguments.fileOrStandardInput(files.first))
    }
    if command.format == .png, case .failure(let error) = ImageOutput.pixelSize(command.pictureSize, scale: command.scale) { throw error }
    return command
  }
}
