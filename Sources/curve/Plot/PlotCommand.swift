import CurveFrame
import CurvePlot
import CurveReports
import CurveSampling
import Foundation
import _CurveText

/// `curve plot`: a widget preview of a frame, or a math plot of expressions.
struct PlotCommand {
  enum Mode {
    case preview(file: String)
    case math(expressions: [String])
  }

  var mode = Mode.preview(file: "-")
  var output: String?
  /// PNG or PDF, by the output's extension; nil for SVG.
  var format: ImageOutput.Format?
  var canvas = CanvasSize.default
  var scale = 1.0
  var parameters: [(String, Double)] = []
  var domain = Interval(-5, 5)
  var yDomain: Interval?
  var interpolation = Interpolation.monotone
  var appearance = WidgetPreview.Appearance.dark
  var labels = MathPlot.Labels()
  var theme = MathPlot.Theme.light

  static let help = """
    USAGE: curve plot [--family small|medium|large | --size WxH] [--scale 1|2|3]
                      [--appearance dark|light] [-o OUT.svg|png|pdf] FILE|-
           curve plot [--param NAME=VALUE]… [--domain MIN,MAX] [--y-domain MIN,MAX] [--size WxH]
                      [--interpolation linear|stepAfter|monotone] [--title T] [--x-label T]
                      [--y-label T] [--theme light|dark] [--scale N] [-o OUT.svg|png|pdf]
                      -- EXPRESSION [EXPRESSION…]

    Draws SVG. With a FILE (a frame, or - for standard input): a widget preview, every curve layer
    where the app draws it, with its stroke, dashes, fill, markers and labels, clipped to its
    frame; other layers as faint labelled outlines; the canvas size in a strip below the card. With
    expressions after --: a math plot with axes, ticks, a grid and a legend (domain default
    -5,5; size default 640x400).

    OPTIONS:
      -o, --output FILE   Where to write: FILE.svg, FILE.png or FILE.pdf (PNG and PDF drawn by
                          librsvg and cairo), or - for SVG on standard output. Default: the
                          input's name with .svg (frame.json → frame.svg), standard output for
                          standard input, or plot.svg for a math plot; the path written is
                          printed, and a file there is never replaced unless -o names it.
      --family FAMILY     Preview canvas: small 158x158, medium 338x158 (default), large 338x354.
      --size WxH          Canvas (preview) or image (math plot) size, in pt.
      --scale N           Pixels per pt of a preview or a PNG: 1, 2 or 3 (default 1).
      --appearance A      Preview card: dark (default) or light, as the widget is shown in
                          either; the frame's own colours are drawn as given.
      --param NAME=VALUE  A parameter for the expressions (repeatable).
      --domain MIN,MAX    The x range of a math plot.
      --y-domain MIN,MAX  The y range of a math plot, exactly (default: the curves' extent
                          and a margin, out to nice ticks).
      --interpolation I   linear, stepAfter or monotone (default).
      --title T, --x-label T, --y-label T
                          A math plot's title and axis names.
      --theme THEME       A math plot's page: light (default) or dark.
      -h, --help          Show this help.

    An option of one kind of plot given to the other is a usage error.

    EXIT STATUS: 0 written; 1 the frame is unreadable or rejected, an expression is invalid, or
    every expression is undefined on the whole domain (a note says which); 2 usage error.

    EXAMPLES:
      curve plot --family medium -o preview.svg Examples/frame.json
      curve plot --domain -1,1 -o pole.svg -- '1/x' 'x^3'
    """

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
      default: throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "plot")
      }
    }
    command.canvas = canvas.size
    if let output = command.output {
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

  /// The picture's size in pt: a preview adds the caption strip below its card.
  var pictureSize: CanvasSize {
    if case .preview = mode { return WidgetPreview.pictureSize(of: canvas) }
    return canvas
  }

  func run() -> ExitCode {
    let svg: String
    let defaultName: String
    var status = ExitCode.success
    // PNG and PDF are drawn within a budget of work (RasterBudget): what it simplified is noted.
    var raster = format.map { RasterBudget($0 == .png ? .png(pixelsPerPoint: scale) : .pdf) }
    switch mode {
    case .preview(let file):
      let hint = file != "-" && !file.hasSuffix(".json") ? " (to plot an expression, put it after --)" : ""
      guard let report = FrameInput.load(file, canvas: canvas, requireAccepted: true, hint: hint) else { return .invalidInput }
      if var budget = raster {
        svg = WidgetPreview.svg(report, scale: scale, appearance: appearance, raster: &budget)
        raster = budget
      } else {
        svg = WidgetPreview.svg(report, scale: scale, appearance: appearance)
      }
      // A preview of standard input goes to standard output: no file is written unasked.
      defaultName = file == "-" ? "-" : Self.replacingExtension(of: file, with: "svg")
    case .math(let expressions):
      let drawing: MathPlot.Drawing
      do throws(MathPlot.Failure) {
        drawing = try MathPlot.draw(
          expressions: expressions, parameters: parameters, domain: domain, yDomain: yDomain, size: canvas, interpolation: interpolation,
          labels: labels, theme: theme, raster: raster)
        raster = drawing.raster
      } catch {
        switch error {
        case .expression(let index, let error):
          Console.error("expression \(index + 1): " + TerminalText.safeLines(error.rendered(in: expressions[index])) + "\n")
          return .invalidInput
        case .tooManyExpressions(let count):
          // parse() refuses these as a usage error; kept for completeness.
          Console.error("error: \(count) expressions; a plot draws at most \(MathPlot.maximumExpressions)\n")
          return .usage
        case .invalidSize:
          Console.error("error: --size must be 1–\(Int(MathPlot.maximumSide)) pt on each side\n")
          return .usage
        }
      }
      for index in drawing.undefined {
        Console.error(
          "note: expression \(index + 1) (\(TerminalText.safe(expressions[index]))) is undefined on the whole domain [\(DecimalText.json(domain.start)), \(DecimalText.json(domain.end))]; nothing is drawn for it\n")
      }
      // Written either way (the plot says what is missing); nothing drawn at all is a failure.
      if drawing.undefined.count == expressions.count { status = .invalidInput }
      svg = drawing.svg
      defaultName = "plot.svg"
    }
    if let raster {
      for note in raster.notes { Console.error("note: \(TerminalText.safe(note))\n") }
      if raster.isExceeded {
        Console.error(
          "curve: drawing this \(format == .pdf ? "PDF" : "PNG") would take about \(DecimalText.json((raster.cost / 1e5).rounded(.up) / 10))M units of work, over the budget of \(DecimalText.json(RasterBudget.limit / 1e6))M (several long curves, each drawn on its own); write SVG instead, or draw fewer curves\n")
        return .invalidInput
      }
    }
    let target = output ?? defaultName
    if target == "-" {
      Console.out(svg)
      return status
    }
    // A name the command chose never replaces a file: only -o can.
    if output == nil, access(target, F_OK) == 0 {
      Console.error("curve: '\(TerminalText.safe(target))' exists; name it with -o to replace it\n")
      return .invalidInput
    }
    if let format {
      if let reason = ImageOutput.write(svg, size: pictureSize, scale: scale, format: format, to: target) {
        Console.error(reason + "\n")
        return .invalidInput
      }
    } else if let failure = ReplacementFile.write(svg, to: target) {
      Console.error("curve: " + failure.message + "\n")
      return .invalidInput
    }
    if output == nil { Console.error("wrote \(TerminalText.safe(target))\n") }
    return status
  }

  static func replacingExtension(of path: String, with ext: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingPathExtension().appendingPathExtension(ext).path
  }
}
