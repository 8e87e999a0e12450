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
    // Options that belong to one kind of plot, as given, to refuse them for the other. --scale
    // belongs to previews and to PNGs of either kind, so it is checked on its own.
    var previewOnly: [String] = []
    var mathOnly: [String] = []
    var scaled = false
    while let option = arguments.nextOption() {
      if option.name == "--help" { return nil }
      if option.name == "-o" || option.name == "--output" {
        command.output = try arguments.value(for: option)
        continue
      }
      // --size is a preview's canvas and a math plot's picture; --scale a preview's or a PNG's.
      if try arguments.decode(option, by: FrameOptions.previewTable, into: &command.preview) {
        if option.name == "--scale" { scaled = true }
        if option.name == "--family" || option.name == "--appearance" { previewOnly.append(option.name) }
        continue
      }
      guard try arguments.decode(option, by: MathPlot.optionTable, into: &command.options) else {
        throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "plot")
      }
      mathOnly.append(option.name)
    }
    if let size = command.preview.size { command.options.size = size }
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
