import CurveSampling

/// A curve layer as read from a frame: what the sampler needs, what the plot needs, and the
/// problems that keep it from being drawn.
public struct CurveLayerReading: Sendable {
  public var id: String
  public var dataPath: String
  public var zIndex: Double
  public var frame: LayerFrameSpec?
  public var rotation: Double?
  public var spec: CurveLayerSpec
  public var style: CurveStyleSpec
  /// Problems that stop the layer from being drawn (wrong types, unknown fields, no frame…).
  public var problems: [FrameProblem]

  public var drawable: Bool { problems.isEmpty && frame != nil }
}

/// The style fields of a curve layer, as given (`nil` = not provided).
public struct CurveStyleSpec: Sendable, Hashable {
  public var color: String?
  public var opacity: Double?
  public var strokeWidth: Double?
  public var lineCap: String?
  public var lineJoin: String?
  public var dashLength: Double?
  public var dashGap: Double?
  public var fillColor: String?
  public var fillOpacity: Double?
  public var plotPadding: Double?
  public init() {}
}

/// A data path, `^data(?:\.[A-Za-z_][A-Za-z0-9_]*|\[[0-9]+\])*$`, as its steps.
public enum DataPath {
  public enum Step: Sendable, Hashable {
    case field(String)
    case index(Int)
  }

  /// The steps after `data`, or `nil` when `path` does not match the pattern.
  public static func parse(_ path: String) -> [Step]? {
    let bytes = Array(path.utf8)
    guard bytes.starts(with: Array("data".utf8)) else { return nil }
    var steps: [Step] = []
    var i = 4
    func isStart(_ b: UInt8) -> Bool { (b | 0x20 >= 97 && b | 0x20 <= 122) || b == 95 }
    func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: ".") {
        i += 1
        guard i < bytes.count, isStart(bytes[i]) else { return nil }
        let start = i
        while i < bytes.count, isStart(bytes[i]) || isDigit(bytes[i]) { i += 1 }
        steps.append(.field(String(decoding: bytes[start..<i], as: UTF8.self)))
      } else if bytes[i] == UInt8(ascii: "[") {
        i += 1
        let start = i
        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        guard i > start, i < bytes.count, bytes[i] == UInt8(ascii: "]") else { return nil }
        // An index past any array's possible length simply finds nothing.
        let digits = String(decoding: bytes[start..<i], as: UTF8.self)
        steps.append(.index(Int(digits.prefix(9)) ?? Int.max))
        i += 1
      } else {
        return nil
      }
    }
    return steps
  }

  /// The value at `steps` under `data`, if every step exists.
  public static func resolve(_ steps: [Step], in data: JSONValue?) -> JSONValue? {
    var current = data
    for step in steps {
      switch (step, current) {
      case (.field(let name), .object(let object)?): current = object[name]
      case (.index(let index), .array(let items)?): current = index < items.count ? items[index] : nil
      default: return nil
      }
    }
    return current
  }
}

/// Reads every curve layer of a frame.
public enum CurveLayerReader {
  static let nodeFields: Set<String> = ["frame", "zIndex", "rotation", "transform", "content", "style"]
  static let contentFields: Set<String> = [
    "mode", "points", "expression", "parameters", "domain", "yDomain", "interpolation", "markers",
  ]
  static let styleFields: Set<String> = [
    "color", "opacity", "strokeWidth", "lineCap", "lineJoin", "dashLength", "dashGap", "fillColor", "fillOpacity",
    "plotPadding",
  ]

  /// The curve layers declared in `root.layers`, in draw order (zIndex, then id).
  public static func curveLayers(in root: JSONObject) -> [CurveLayerReading] {
    guard case .array(let entries)? = root["layers"] else { return [] }
    var layers: [CurveLayerReading] = []
    for entry in entries {
      guard case .object(let declaration) = entry, case .string(let id)? = declaration["id"],
        case .string("curve")? = declaration["type"], case .string(let dataPath)? = declaration["dataPath"]
      else { continue }
      layers.append(read(id: id, dataPath: dataPath, data: root["data"]))
    }
    return layers.sorted { ($0.zIndex, $0.id) < ($1.zIndex, $1.id) }
  }

  static func read(id: String, dataPath: String, data: JSONValue?) -> CurveLayerReading {
    var layer = CurveLayerReading(
      id: id, dataPath: dataPath, zIndex: 0, frame: nil, rotation: nil, spec: CurveLayerSpec(), style: CurveStyleSpec(),
      problems: [])
    guard let steps = DataPath.parse(dataPath) else {
      layer.problems.append(FrameProblem(dataPath, "not a data path (data.field or data.list[0] steps)"))
      return layer
    }
    guard let value = DataPath.resolve(steps, in: data) else {
      layer.problems.append(FrameProblem(dataPath, "does not exist"))
      return layer
    }
    guard case .object(let node) = value else {
      layer.problems.append(FrameProblem(dataPath, "expected an object, got \(value.typeName)"))
      return layer
    }
    var reader = FieldReader(node, at: dataPath, allowed: nodeFields)
    layer.zIndex = reader.number("zIndex") ?? 0
    layer.rotation = reader.number("rotation")
    layer.frame = readFrame(&reader)
    if layer.frame == nil && !reader.problems.contains(where: { $0.path.hasPrefix(dataPath + ".frame") }) {
      reader.problems.append(FrameProblem(dataPath + ".frame", "a remote layer needs a frame with width and height"))
    }
    if var content = reader.nested("content", allowed: contentFields) {
      readContent(&content, into: &layer.spec)
      reader.absorb(content)
    }
    if var style = reader.nested("style", allowed: styleFields) {
      readStyle(&style, into: &layer)
      reader.absorb(style)
    }
    layer.problems = reader.problems
    return layer
  }

  private static func readFrame(_ node: inout FieldReader) -> LayerFrameSpec? {
    var translate: (Double?, Double?) = (nil, nil)
    if var transform = node.nested("transform", allowed: ["translateX", "translateY"]) {
      translate = (transform.number("translateX"), transform.number("translateY"))
      node.absorb(transform)
    }
    guard var frame = node.nested("frame", allowed: ["width", "height", "left", "right", "top", "bottom"]) else { return nil }
    let width = frame.number("width")
    let height = frame.number("height")
    let spec = LayerFrameSpec(
      width: width ?? 0, height: height ?? 0, left: frame.number("left"), right: frame.number("right"),
      top: frame.number("top"), bottom: frame.number("bottom"), translateX: translate.0, translateY: translate.1)
    if width == nil || height == nil {
      frame.problems.append(FrameProblem(frame.path, "a frame needs both width and height"))
    }
    node.absorb(frame)
    return width != nil && height != nil ? spec : nil
  }

  private static func readContent(_ content: inout FieldReader, into spec: inout CurveLayerSpec) {
    let path = content.path
    spec.mode = content.choice("mode", CurveMode.self)
    spec.expression = content.string("expression")
    spec.interpolation = content.choice("interpolation", Interpolation.self)
    if let (a, b) = content.pair("domain") { spec.domain = Interval(a, b) }
    if let (a, b) = content.pair("yDomain") { spec.yDomain = Interval(a, b) }
    if let items = content.array("points") {
      var points: [(x: Double, y: Double)] = []
      points.reserveCapacity(min(items.count, CurveLimits.maximumPoints))
      for (index, item) in items.enumerated() {
        guard case .array(let pair) = item, pair.count == 2, case .number(let x) = pair[0], case .number(let y) = pair[1] else {
          content.problems.append(FrameProblem("\(path).points[\(index)]", "expected [x, y], two numbers"))
          break
        }
        points.append((x, y))
      }
      spec.points = points
    }
    if let parameters = content.object("parameters") {
      for (name, value) in parameters.members {
        guard case .number(let number) = value else {
          content.problems.append(FrameProblem("\(path).parameters.\(name)", "expected a number, got \(value.typeName)"))
          continue
        }
        spec.parameters.append((name, number))
      }
    }
    if let markers = content.array("markers") {
      for (index, item) in markers.enumerated() {
        let markerPath = "\(path).markers[\(index)]"
        guard case .object(let object) = item else {
          content.problems.append(FrameProblem(markerPath, "expected an object, got \(item.typeName)"))
          continue
        }
        var marker = FieldReader(object, at: markerPath, allowed: ["at", "symbol", "label", "labelStyle"])
        var result = MarkerSpec()
        if var at = marker.nested("at", allowed: ["x", "sampleIndex", "offsetPt"]) {
          result.x = at.number("x")
          result.sampleIndex = at.integer("sampleIndex")
          if let (dx, dy) = at.pair("offsetPt") { result.offset = (dx, dy) }
          marker.absorb(at)
        }
        if var symbol = marker.nested("symbol", allowed: ["shape", "radiusPt", "fill"]) {
          if let shape = symbol.string("shape"), shape != "circle" {
            symbol.problems.append(FrameProblem(symbol.path + ".shape", "unsupported value \"\(shape)\"; expected \"circle\""))
          }
          result.radius = symbol.number("radiusPt")
          result.fill = symbol.color("fill")
          marker.absorb(symbol)
        }
        result.label = marker.string("label")
        if var labelStyle = marker.nested("labelStyle", allowed: ["color", "fontSizePt", "position"]) {
          result.labelColor = labelStyle.color("color")
          result.fontSize = labelStyle.number("fontSizePt")
          result.position = labelStyle.choice("position", LabelPosition.self)
          marker.absorb(labelStyle)
        }
        content.absorb(marker)
        spec.markers.append(result)
      }
    }
  }

  private static func readStyle(_ style: inout FieldReader, into layer: inout CurveLayerReading) {
    layer.style.color = style.color("color")
    layer.style.opacity = style.number("opacity")
    layer.style.strokeWidth = style.number("strokeWidth")
    layer.style.lineCap = style.string("lineCap")
    if let cap = layer.style.lineCap, !["round", "butt", "square"].contains(cap) {
      style.problems.append(FrameProblem(style.path + ".lineCap", "unsupported value \"\(cap)\"; expected one of \"round\", \"butt\", \"square\""))
    }
    layer.style.lineJoin = style.string("lineJoin")
    if let join = layer.style.lineJoin, !["round", "bevel", "miter"].contains(join) {
      style.problems.append(FrameProblem(style.path + ".lineJoin", "unsupported value \"\(join)\"; expected one of \"round\", \"bevel\", \"miter\""))
    }
    layer.style.dashLength = style.number("dashLength")
    layer.style.dashGap = style.number("dashGap")
    layer.style.fillColor = style.color("fillColor")
    layer.style.fillOpacity = style.number("fillOpacity")
    layer.style.plotPadding = style.number("plotPadding")
    layer.spec.plotPadding = layer.style.plotPadding
    layer.spec.opacity = layer.style.opacity
  }
}
