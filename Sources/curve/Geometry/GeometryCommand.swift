import CurveFrame
import CurvePlot
import CurveReports
import CurveSampling
import _CurveText

/// `curve geometry [--family small|medium|large | --size WxH] [--layer ID] [--analysis] FILE|-`
struct GeometryCommand {
  /// The canvas and whether to analyse, from `FrameOptions.geometryTable`.
  var options = FrameOptions()
  var layerID: String?
  var file = "-"

  /// Which layers the command prints, beside the geometry's own options.
  static let outputTable: [OptionSpec<GeometryCommand>] = [
    OptionSpec("layer", flag: "--layer", .text, help: "Only the layer with this id (for example remote:activity).") {
      (command, value) throws(OptionError) in
      if case .text(let id) = value { command.layerID = id }
    }
  ]

  static var help: String {
    """
    USAGE: curve geometry [--family small|medium|large | --size WxH] [--layer ID] [--analysis] FILE|-

    Reads a Glance Widgets frame (a file, or - for standard input) and prints, as JSON, the exact
    geometry of each curve layer in draw order (zIndex, then id): the plot rectangle, the domains,
    the stroke and fill paths (M/L/C/Z commands in pt, origin top-left), and the markers.

    OPTIONS:

    """ + OptionHelp.lines(FrameOptions.geometryTable) + "\n" + OptionHelp.lines(outputTable) + """

      -h, --help          Show this help.

    A layer that cannot be drawn is listed with "drawn": false and its problems, each with the
    JSON path where it is. Clamps, truncations and ignored fields are listed as notes. A layer
    whose dataPath points to the same object as a layer before it gets "sameObjectAs" (that
    layer's id) instead of a copy of its geometry.

    EXIT STATUS: 0 the frame was read; 1 it is not readable JSON or not an object, or over
    524,288 bytes; 2 usage error.

    EXAMPLE:
      curve geometry --family small Examples/frame.json
    """
  }

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> GeometryCommand? {
    var command = GeometryCommand()
    while let option = arguments.nextOption() {
      if option.name == "--help" { return nil }
      if try arguments.decode(option, by: FrameOptions.geometryTable, into: &command.options) { continue }
      if try arguments.decode(option, by: outputTable, into: &command) { continue }
      throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "geometry")
    }
    command.file = try arguments.singleFile()
    return command
  }

  func run() -> ExitCode {
    guard let report = FrameInput.load(file, canvas: options.canvas, requireAccepted: true) else { return .invalidInput }
    var layers = report.layers.filter { $0.type == .curve }
    if let layerID {
      // The one layer asked for is printed whole, even when it shares its object.
      layers = layers.filter { $0.id == layerID }.map { layer in
        var whole = layer
        whole.sameObjectAs = nil
        return whole
      }
      if layers.isEmpty {
        Console.error("error: no curve layer with id '\(TerminalText.safe(layerID))'\n")
        return .invalidInput
      }
    }
    // One layer at a time, so the output never has to be held whole; a closed pipe stops the
    // work at the next layer.
    Console.out(FrameReportJSON.geometryHead(canvas: options.canvas))
    for (index, layer) in layers.enumerated() {
      Console.out((index == 0 ? "" : FrameReportJSON.geometrySeparator) + FrameReportJSON.geometry(of: layer, analysis: options.analysis))
    }
    Console.out(FrameReportJSON.geometryTail)
    return .success
  }
}
