import CurveSampling

/// A curve layer's `content` and `style` as read from a frame: what the sampler needs, what the
/// plot needs, and the problems (wrong types, unknown fields) that keep it from being drawn.
/// The layer object around them (frame, zIndex, rotation) is checked by ``FrameValidator``.
public struct CurveLayerReading: Sendable {
  public var spec: CurveLayerSpec
  public var style: CurveStyleSpec
  public var problems: [FrameProblem]
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

/// Reads the curve-specific parts of a layer object: `content` and `style`.
public enum CurveLayerReader {
  static let contentFields: Set<String> = [
    "mode", "points", "expression", "parameters", "domain", "yDomain", "interpolation", "markers",
  ]
  static let styleFields: Set<String> = [
    "color", "opacity", "strokeWidth", "lineCap", "lineJoin", "dashLength", "dashGap", "fillColor", "fillOpacity",
    "plotPadding",
  ]

  /// Reads `node.content` and `node.style` of the curve layer object at `dataPath`.
  static func read(_ node: JSONObject, at dataPath: String) -> CurveLayerReading {
    var reading = CurveLayerReading(spec: CurveLayerSpec(), style: CurveStyleSpec(), problems: [])
    // Only content and style are this reader's: the rest of the object is the validator's.
    var reader = FieldReader(node, at: dataPath, allowed: Set(node.keys))
    if var content = reader.nested("content", allowed: contentFields) {
      readContent(&content, into: &reading.spec)
      reader.absorb(content)
    }
    if var style = reader.nested("style", allowed: styleFields) {
      readStyle(&style, into: &reading)
      reader.absorb(style)
    }
    reading.problems = reader.problems
    return reading
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
