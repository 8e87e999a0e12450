import CurveExpression
import CurveSampling
import _CurveText

/// A curve layer's `content` and `style` as read from a frame: what the sampler needs and what
/// the plot needs. The layer object around them (frame, zIndex, rotation) is checked by
/// ``FrameValidator``.
public struct CurveLayerReading: Sendable {
  /// The content (and the style fields the geometry needs), for `CurveSampler`.
  public var spec: CurveLayerSpec
  /// The style fields as given.
  public var style: CurveStyleSpec
  /// The style as drawn: defaults and ranges applied, once (what a writer reads).
  public var resolvedStyle: CurveStyle
}

/// `style.lineCap`.
public enum LineCap: String, Sendable, CaseIterable {
  /// A semicircle beyond each end (the default).
  case round
  /// Flat at the end's coordinate.
  case butt
  /// A square half a stroke width beyond each end.
  case square
}

/// `style.lineJoin`.
public enum LineJoin: String, Sendable, CaseIterable {
  /// Rounded bends (the default).
  case round
  /// The corner cut off.
  case bevel
  /// A sharp corner.
  case miter
}

/// The style fields of a curve layer, as given (`nil` = not provided).
public struct CurveStyleSpec: Sendable, Hashable {
  /// `style.color` (default: the app's, by appearance).
  public var color: ProtocolColor?
  /// `style.opacity`, 0–1 (default 1; multiplies fill and marker opacity).
  public var opacity: Double?
  /// `style.strokeWidth` in pt, 0.25–12 (default 2).
  public var strokeWidth: Double?
  /// `style.lineCap` (default round).
  public var lineCap: LineCap?
  /// `style.lineJoin` (default round).
  public var lineJoin: LineJoin?
  /// `style.dashLength` in pt, 0.5–64; absent for a solid curve.
  public var dashLength: Double?
  /// `style.dashGap` in pt, 0–64 (default 4, with dashes).
  public var dashGap: Double?
  /// `style.fillColor` (default the stroke colour).
  public var fillColor: ProtocolColor?
  /// `style.fillOpacity`, 0–1 (default 0: no fill).
  public var fillOpacity: Double?
  /// `style.plotPadding` in pt, 0–48 (default 0).
  public var plotPadding: Double?
  /// No field given.
  public init() {}
}

/// Reads the curve-specific parts of a layer object: `content` and `style`.
///
/// Only what the protocol uses is read: the first 1,024 points and the first 32 markers (the
/// rest are counted in a note, not examined), and each parameter's last value.
enum CurveLayerReader {
  static let contentFields: Set<String> = [
    "mode", "points", "expression", "parameters", "domain", "yDomain", "interpolation", "markers",
  ]
  static let styleFields: Set<String> = [
    "color", "opacity", "strokeWidth", "lineCap", "lineJoin", "dashLength", "dashGap", "fillColor", "fillOpacity",
    "plotPadding",
  ]

  /// Reads `node.content` and `node.style` of a curve layer object: the reading, the problems that
  /// keep it from being drawn, and notes; paths relative to the object.
  static func read(_ node: JSONObject) -> (reading: CurveLayerReading, problems: ProblemList, notes: ProblemList) {
    var reading = CurveLayerReading(spec: CurveLayerSpec(), style: CurveStyleSpec(), resolvedStyle: CurveStyle(CurveStyleSpec()))
    var notes = ProblemList(.note)
    // Only content and style are this reader's: the rest of the object is the validator's.
    var reader = FieldReader(node, at: "", allowed: Set(node.keys))
    if var content = reader.nested("content", allowed: contentFields) {
      readContent(&content, into: &reading.spec, notes: &notes)
      reader.absorb(content)
    }
    if var style = reader.nested("style", allowed: styleFields) {
      readStyle(&style, into: &reading)
      reader.absorb(style)
    }
    reading.resolvedStyle = CurveStyle(reading.style)
    return (reading, reader.problems, notes)
  }

  private static func readContent(_ content: inout FieldReader, into spec: inout CurveLayerSpec, notes: inout ProblemList) {
    spec.mode = content.choice("mode", CurveMode.self)
    spec.expression = content.string("expression")
    spec.interpolation = content.choice("interpolation", Interpolation.self)
    if let (a, b) = content.pair("domain") { spec.domain = Interval(a, b) }
    if let (a, b) = content.pair("yDomain") { spec.yDomain = Interval(a, b) }
    if let items = content.array("points") {
      let used = items.prefix(CurveLimits.maximumPoints)
      if items.count > used.count {
        notes.append(.budgetExceeded, content.field("points"), "\(items.count) points; only the first \(DecimalText.grouped(CurveLimits.maximumPoints)) are used (the rest are not read)")
      }
      var points: [(x: Double, y: Double)] = []
      points.reserveCapacity(used.count)
      for (index, item) in used.enumerated() {
        guard case .array(let pair) = item, pair.count == 2, case .number(let x) = pair[0], case .number(let y) = pair[1] else {
          let path = JSONPath.element(content.field("points"), index)
          content.problems.append(.invalidPair, path, "expected [x, y], two numbers")
          break
        }
        points.append((x, y))
      }
      spec.points = points
    }
    if let parameters = content.object("parameters") {
      // A name given twice is read once, with its last value.
      for (name, value) in parameters.uniqueMembers {
        guard case .number(let number) = value else {
          let path = JSONPath.member(content.field("parameters"), name)
          content.problems.append(.typeMismatch, path, "expected a number, got \(value.typeName)")
          continue
        }
        spec.parameters.append((name, number))
      }
    }
    if let markers = content.array("markers") {
      let used = markers.prefix(CurveLimits.maximumMarkers)
      if markers.count > used.count {
        notes.append(.budgetExceeded, content.field("markers"), "\(markers.count) markers; only the first \(CurveLimits.maximumMarkers) are used (the rest are not read)")
      }
      for (index, item) in used.enumerated() {
        let markerPath = JSONPath.element(content.field("markers"), index)
        guard case .object(let object) = item else {
          content.problems.append(.typeMismatch, markerPath, "expected an object, got \(item.typeName)")
          continue
        }
        spec.markers.append(marker(object, at: markerPath, problems: &content.problems))
      }
    }
  }

  private static func marker(_ object: JSONObject, at path: String, problems: inout ProblemList) -> MarkerSpec {
    var marker = FieldReader(object, at: path, allowed: ["at", "symbol", "label", "labelStyle"])
    var result = MarkerSpec()
    if var at = marker.nested("at", allowed: ["x", "sampleIndex", "offsetPt"]) {
      result.x = at.number("x")
      result.sampleIndex = at.integer("sampleIndex")
      if let (dx, dy) = at.pair("offsetPt") { result.offset = (dx, dy) }
      marker.absorb(at)
    }
    if var symbol = marker.nested("symbol", allowed: ["shape", "radiusPt", "fill"]) {
      if let shape = symbol.string("shape"), shape != "circle" {
        symbol.problem(.invalidChoice, "shape", "unsupported value \(ShortText.quoted(shape)); expected \"circle\"")
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
    problems.append(contentsOf: marker.problems)
    return result
  }

  private static func readStyle(_ style: inout FieldReader, into layer: inout CurveLayerReading) {
    layer.style.color = style.color("color")
    layer.style.opacity = style.number("opacity")
    layer.style.strokeWidth = style.number("strokeWidth")
    layer.style.lineCap = style.choice("lineCap", LineCap.self)
    layer.style.lineJoin = style.choice("lineJoin", LineJoin.self)
    layer.style.dashLength = style.number("dashLength")
    layer.style.dashGap = style.number("dashGap")
    layer.style.fillColor = style.color("fillColor")
    layer.style.fillOpacity = style.number("fillOpacity")
    layer.style.plotPadding = style.number("plotPadding")
    layer.spec.plotPadding = layer.style.plotPadding
    layer.spec.opacity = layer.style.opacity
  }
}
