import CurveFrame
import CurveSampling

/// `curve geometry [--family small|medium|large | --size WxH] [--layer ID] FILE|-`
struct GeometryCommand {
  var canvas = (338.0, 158.0)
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
    JSON path where it is. Clamps, truncations and ignored fields are listed as notes.

    EXIT STATUS: 0 the frame was read; 1 it is not readable JSON or not an object, or over
    524,288 bytes; 2 usage error.

    EXAMPLE:
      curve geometry --family small frame.json
    """

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> GeometryCommand? {
    var command = GeometryCommand()
    var sawSize = false
    while let option = arguments.nextOption() {
      switch option.name {
      case "--help": return nil
      case "--family":
        let size = try Canvas.family(try arguments.value(for: option), command: "geometry")
        if !sawSize { command.canvas = size }
      case "--size":
        command.canvas = try Canvas.parseSize(try arguments.value(for: option), command: "geometry")
        sawSize = true
      case "--layer": command.layerID = try arguments.value(for: option)
      default: throw UsageError(message: "unknown option '\(option.name)'", command: "geometry")
      }
    }
    switch arguments.positional.count {
    case 0: break
    case 1: command.file = String(decoding: arguments.positional[0], as: UTF8.self)
    default: throw UsageError(message: "expected one FILE, got \(arguments.positional.count)", command: "geometry")
    }
    return command
  }

  func run() -> ExitCode {
    let root: JSONObject
    switch FrameInput.load(file) {
    case .success(let object): root = object
    case .failure(let message):
      Console.error("error: \(message)\n")
      return .invalidInput
    }
    var layers = CurveLayerReader.curveLayers(in: root)
    if let layerID {
      layers = layers.filter { $0.id == layerID }
      if layers.isEmpty {
        Console.error("error: no curve layer with id '\(layerID)'\n")
        return .invalidInput
      }
    }
    let rendered = layers.map { render($0) }
    Console.out("{\"canvas\": [\(NumberText.json(canvas.0)), \(NumberText.json(canvas.1))],\n \"layers\": [")
    Console.out(rendered.joined(separator: ",\n  "))
    Console.out("]}\n")
    return .success
  }

  private func render(_ layer: CurveLayerReading) -> String {
    var fields = ["\"id\": \(JSONText.string(layer.id))"]
    guard layer.drawable, let frameSpec = layer.frame else {
      fields.append("\"drawn\": false")
      fields.append("\"problems\": [\(layer.problems.map(problemJSON).joined(separator: ", "))]")
      fields.append("\"notes\": []")
      return "{" + fields.joined(separator: ", ") + "}"
    }
    let frame = frameSpec.resolve(canvasWidth: canvas.0, canvasHeight: canvas.1)
    let geometry = CurveSampler.geometry(for: layer.spec, in: frame)
    let problems = geometry.problems.filter { $0.effect != .normalized }.map { FrameProblem(layer.dataPath + "." + $0.field, $0.message) }
    let notes = geometry.problems.filter { $0.effect == .normalized }.map { FrameProblem(layer.dataPath + "." + $0.field, $0.message) }
    fields.append("\"drawn\": \(geometry.drawn)")
    fields.append("\"problems\": [\(problems.map(problemJSON).joined(separator: ", "))]")
    fields.append("\"notes\": [\(notes.map(problemJSON).joined(separator: ", "))]")
    fields.append("\"frame\": \(rect(frame))")
    if let rotation = layer.rotation { fields.append("\"rotation\": \(NumberText.json(rotation))") }
    guard geometry.drawn else { return "{" + fields.joined(separator: ", ") + "}" }
    fields.append("\"mode\": \"\(geometry.mode.rawValue)\", \"interpolation\": \"\(geometry.interpolation.rawValue)\"")
    fields.append("\"plot\": \(rect(geometry.plot))")
    fields.append("\"domain\": [\(NumberText.json(geometry.domain.lowerBound)), \(NumberText.json(geometry.domain.upperBound))]")
    fields.append("\"yDomain\": [\(NumberText.json(geometry.yDomain.lowerBound)), \(NumberText.json(geometry.yDomain.upperBound))]")
    fields.append("\"stroke\": [\(geometry.stroke.map(path).joined(separator: ",\n    "))]")
    fields.append("\"fill\": [\(geometry.fill.map(path).joined(separator: ",\n    "))]")
    fields.append("\"breaks\": [\(geometry.breaks.map(NumberText.json).joined(separator: ", "))]")
    fields.append("\"markers\": [\(geometry.markers.map(marker).joined(separator: ",\n    "))]")
    return "{" + fields.joined(separator: ",\n   ") + "}"
  }

  private func problemJSON(_ problem: FrameProblem) -> String {
    "{\"path\": \(JSONText.string(problem.path)), \"message\": \(JSONText.string(problem.message))}"
  }

  private func rect(_ r: Rect) -> String {
    "{\"x\": \(NumberText.json(r.x)), \"y\": \(NumberText.json(r.y)), \"width\": \(NumberText.json(r.width)), \"height\": \(NumberText.json(r.height))}"
  }

  private func point(_ p: Point) -> String {
    "\(NumberText.json(p.x)), \(NumberText.json(p.y))"
  }

  private func path(_ commands: [PathCommand]) -> String {
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
      "\"fill\": \(JSONText.string(m.fill))", "\"opacity\": \(NumberText.json(m.opacity))",
    ]
    fields.append("\"label\": \(m.label.map(JSONText.string) ?? "null")")
    fields.append("\"labelColor\": \(JSONText.string(m.labelColor))")
    fields.append("\"labelAnchor\": [\(point(m.labelAnchor))]")
    fields.append("\"labelAlignment\": \"\(m.labelAlignment.rawValue)\", \"labelBaseline\": \"\(m.labelBaseline.rawValue)\"")
    fields.append("\"fontSize\": \(NumberText.json(m.fontSize))")
    return "{" + fields.joined(separator: ", ") + "}"
  }
}

/// A frame body as a JSON object, or the reason it is not one.
enum FrameInput {
  enum Loaded {
    case success(JSONObject)
    case failure(String)
  }

  static func load(_ file: String) -> Loaded {
    let bytes: [UInt8]
    do {
      bytes = try Input.read(file)
    } catch {
      switch error {
      case .unreadable(let message): return .failure(message)
      case .tooLarge(let count):
        return .failure("body is over \(Input.maximumBodyBytes) bytes (read \(count) before stopping); the protocol's limit is 524,288")
      }
    }
    let parsed = bytes.withUnsafeBufferPointer { buffer in Result { () throws(JSONError) in try JSONParser.parse(buffer) } }
    switch parsed {
    case .failure(let error): return .failure("not valid JSON: \(error)")
    case .success(.object(let object)): return .success(object)
    case .success(let other): return .failure("a frame must be a JSON object, got \(other.typeName)")
    }
  }
}
