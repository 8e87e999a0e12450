import CurveFrame
import CurveSampling

/// `curve geometry [--family small|medium|large | --size WxH] [--layer ID] FILE|-`
struct GeometryCommand {
  var canvas = CanvasSize.default
  var layerID: String?
  var file = "-"

  static let help = """
    USAGE: curve geometry [--family small|medium|large | --size WxH] [--layer ID] FILE|-

    Reads a Glance Widgets frame (a file, or - for standard input) and prints, as JSON, the exact
    geometry of each curve layer in draw order (zIndex, then id): the plot rectangle, the domains,
    the stroke and fill paths (M/L/C/Z commands in pt, origin top-left), and the markers.

    OPTIONS:
      --family FAMILY   Canvas of a widget family: small 158x158, medium 338x158 (default),
                        large 338x354.
      --size WxH        Any canvas, in pt (overrides --family).
      --layer ID        Only the layer with this id (for example remote:activity).
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
      default: throw UsageError(message: "unknown option '\(option.name)'", command: "geometry")
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
    Console.out("{\"canvas\": [\(NumberText.json(canvas.width)), \(NumberText.json(canvas.height))],\n \"layers\": [")
    for (index, layer) in layers.enumerated() {
      Console.out((index == 0 ? "" : ",\n  ") + render(layer))
    }
    Console.out("]}\n")
    return .success
  }

  private func render(_ layer: FrameReport.Layer) -> String {
    var fields = ["\"id\": \(JSONText.string(layer.id))"]
    fields.append("\"drawn\": \(layer.drawn)")
    fields.append("\"problems\": [\(layer.problems.map(JSONText.problem).joined(separator: ", "))]")
    fields.append("\"notes\": [\(layer.notes.map(JSONText.problem).joined(separator: ", "))]")
    if layer.unlistedProblems + layer.unlistedNotes > 0 {
      fields.append("\"unlistedProblems\": \(layer.unlistedProblems), \"unlistedNotes\": \(layer.unlistedNotes)")
    }
    // A layer sharing its object with one before it has that layer's geometry: named, not repeated.
    if let first = layer.sameObjectAs {
      fields.append("\"sameObjectAs\": \(JSONText.string(first))")
      return "{" + fields.joined(separator: ", ") + "}"
    }
    guard let geometry = layer.geometry, let frame = layer.frameRect(on: canvas) else {
      return "{" + fields.joined(separator: ", ") + "}"
    }
    fields.append("\"frame\": \(rect(frame))")
    if let rotation = layer.rotation { fields.append("\"rotation\": \(NumberText.json(rotation))") }
    guard geometry.drawn else { return "{" + fields.joined(separator: ", ") + "}" }
    fields.append("\"mode\": \"\(geometry.mode.rawValue)\", \"interpolation\": \"\(geometry.interpolation.rawValue)\"")
    fields.append("\"plot\": \(rect(geometry.plot))")
    fields.append("\"domain\": [\(NumberText.json(geometry.domain.start)), \(NumberText.json(geometry.domain.end))]")
    fields.append("\"yDomain\": [\(NumberText.json(geometry.yDomain.start)), \(NumberText.json(geometry.yDomain.end))]")
    fields.append("\"stroke\": [\(geometry.stroke.map(path).joined(separator: ",\n    "))]")
    fields.append("\"fill\": [\(geometry.fill.map(path).joined(separator: ",\n    "))]")
    fields.append("\"breaks\": [\(geometry.breaks.map(curveBreak).joined(separator: ",\n    "))]")
    fields.append("\"markers\": [\(geometry.markers.map(marker).joined(separator: ",\n    "))]")
    return "{" + fields.joined(separator: ",\n   ") + "}"
  }



  /// A break: where (the middle, and the two samples it lies between), what, and how it was decided.
  private func curveBreak(_ b: CurveBreak) -> String {
    let decided: String
    switch b.decision {
    case .sidesApart(let pt): decided = "\"sidesApart\", \"apartPt\": \(NumberText.json(pt))"
    case .undefinedSide: decided = "\"undefinedSide\""
    case .budgetSpent: decided = "\"budgetSpent\""
    }
    return "{\"x\": \(NumberText.json(b.x)), \"between\": [\(NumberText.json(b.left)), \(NumberText.json(b.right))], "
      + "\"kind\": \"\(b.kind.rawValue)\", \"decided\": \(decided)}"
  }

  private func rect(_ r: Rect) -> String {
    "{\"x\": \(NumberText.json(r.x)), \"y\": \(NumberText.json(r.y)), \"width\": \(NumberText.json(r.width)), \"height\": \(NumberText.json(r.height))}"
  }

  private func point(_ p: Point) -> String {
    "\(NumberText.json(p.x)), \(NumberText.json(p.y))"
  }

  private func path(_ commands: CurvePath) -> String {
    "[" + commands.map { command in
      switch command {
      case .move(let p): "[\"M\", \(point(p))]"
      case .line(let p): "[\"L\", \(point(p))]"
      case .curve(let a, let b, let p): "[\"C\", \(point(a)), \(point(b)), \(point(p))]"
      case .close: "[\"Z\"]"
      }
    }.joined(separator: ", ") + "]"
  }

  private func marker(_ m: MarkerGeometry) -> String {
    var fields = [
      "\"index\": \(m.index)", "\"center\": [\(point(m.center))]", "\"radius\": \(NumberText.json(m.radius))",
      "\"fill\": \(JSONText.string(m.fill.description))", "\"opacity\": \(NumberText.json(m.opacity))",
    ]
    fields.append("\"label\": \(m.label.map(JSONText.string) ?? "null")")
    fields.append("\"labelColor\": \(JSONText.string(m.labelColor.description))")
    fields.append("\"labelAnchor\": [\(point(m.labelAnchor))]")
    fields.append("\"labelAlignment\": \"\(m.labelAlignment.rawValue)\", \"labelBaseline\": \"\(m.labelBaseline.rawValue)\"")
    fields.append("\"fontSize\": \(NumberText.json(m.fontSize))")
    return "{" + fields.joined(separator: ", ") + "}"
  }
}

/// A frame body read and validated; what cannot be read (or, when asked, a rejected frame) is
/// reported on standard error. The one way every frame command loads its input.
enum FrameInput {
  /// The report for `file`, or `nil` after saying why there is none.
  /// - Parameters:
  ///   - requireAccepted: also refuse (and report) a rejected frame.
  ///   - hint: added to a message about a file that cannot be read.
  static func load(_ file: String, canvas: CanvasSize, requireAccepted: Bool, hint: String = "") -> FrameReport? {
    let report: FrameReport
    do {
      report = FrameValidator.validate(try Input.read(file), canvas: canvas)
    } catch {
      switch error {
      case .unreadable(let message):
        Console.error("error: \(TerminalText.safe(message))\(hint)\n")
        return nil
      case .tooLarge(let count):
        // The validator measures the body before parsing; it is rejected as the app would.
        report = FrameValidator.rejected(.bodyTooLarge, "body", "body is over 524,288 bytes (read \(count) before stopping)")
      }
    }
    if requireAccepted, case .rejected(let problem) = report.verdict {
      Console.error("error: frame rejected: \(TerminalText.safe(problem.path)): \(TerminalText.safe(problem.message))\n")
      return nil
    }
    return report
  }
}
