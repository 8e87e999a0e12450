import CurveFrame
import CurveReports
import CurveSampling
import _CurveText

/// `curve geometry [--family small|medium|large | --size WxH] [--layer ID] FILE|-`
struct GeometryCommand {
  var canvas = CanvasSize.default
  var layerID: String?
  /// Each layer's analysis too.
  var analysis = false
  var file = "-"

  static let help = """
    USAGE: curve geometry [--family small|medium|large | --size WxH] [--layer ID] [--analysis] FILE|-

    Reads a Glance Widgets frame (a file, or - for standard input) and prints, as JSON, the exact
    geometry of each curve layer in draw order (zIndex, then id): the plot rectangle, the domains,
    the stroke and fill paths (M/L/C/Z commands in pt, origin top-left), and the markers.

    OPTIONS:
      --family FAMILY   Canvas of a widget family: small 158x158, medium 338x158 (default),
                        large 338x354.
      --size WxH        Any canvas, in pt (overrides --family).
      --layer ID        Only the layer with this id (for example remote:activity).
      --analysis        Add each drawn layer's "analysis": a function's certified points,
                        breaks, range and pieces (as curve analyze prints them, over the layer's
                        domain); for samples, the extrema and zero crossings of the curve as
                        interpolated (exact at samples; crossings computed on the segment).
      -h, --help        Show this help.

    A layer that cannot be drawn is listed with "drawn": false and its problems, each with the
    JSON path where it is. Clamps, truncations and ignored fields are listed as notes. A layer
    whose dataPath points to the same object as a layer before it gets "sameObjectAs" (that
    layer's id) instead of a copy of its geometry.

    EXIT STATUS: 0 the frame was read; 1 it is not readable JSON or not an object, or over
    524,288 bytes; 2 usage error.

    EXAMPLE:
      curve geometry --family small Examples/frame.json
    """

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> GeometryCommand? {
    var command = GeometryCommand()
    var canvas = CanvasOption(default: command.canvas)
    while let option = arguments.nextOption() {
      if try canvas.consume(option, &arguments, command: "geometry") { continue }
      switch option.name {
      case "--help": return nil
      case "--layer": command.layerID = try arguments.value(for: option)
      case "--analysis":
        try arguments.flag(option)
        command.analysis = true
      default: throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "geometry")
      }
    }
    command.canvas = canvas.size
    command.file = try arguments.singleFile()
    return command
  }

  func run() -> ExitCode {
    guard let report = FrameInput.load(file, canvas: canvas, requireAccepted: true) else { return .invalidInput }
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
    Console.out(FrameReportJSON.geometryHead(canvas: canvas))
    for (index, layer) in layers.enumerated() {
      Console.out((index == 0 ? "" : FrameReportJSON.geometrySeparator) + FrameReportJSON.geometry(of: layer, analysis: analysis))
    }
    Console.out(FrameReportJSON.geometryTail)
    return .success
  }
}
