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

/// Reads a curve layer's `content` and `style` into typed values, once ``SchemaWalker`` has
/// checked them against ``Schema``: a field of the wrong type has its problem there and is read
/// here as not given.
///
/// Only what the protocol uses is read: the first 1,024 points and the first 32 markers, and each
/// parameter's last value.
enum CurveLayerReader {
  static func read(_ node: JSONObject) -> CurveLayerReading {
    var reading = CurveLayerReading(spec: CurveLayerSpec(), style: CurveStyleSpec(), resolvedStyle: CurveStyle(CurveStyleSpec()))
    if case .object(let content)? = node["content"] { readContent(content, into: &reading.spec) }
    if case .object(let style)? = node["style"] { readStyle(style, into: &reading) }
    reading.resolvedStyle = CurveStyle(reading.style)
    return reading
  }

  private static func readContent(_ content: JSONObject, into spec: inout CurveLayerSpec) {
    spec.mode = content.choice("mode")
    spec.expression = content.string("expression")
    spec.interpolation = content.choice("interpolation")
    if let (a, b) = content.pair("domain") { spec.domain = Interval(a, b) }
    if let (a, b) = content.pair("yDomain") { spec.yDomain = Interval(a, b) }
    if case .array(let items)? = content["points"] {
      var points: [(x: Double, y: Double)] = []
      points.reserveCapacity(min(items.count, CurveLimits.maximumPoints))
      for item in items.prefix(CurveLimits.maximumPoints) {
        guard case .array(let pair) = item, pair.count == 2, case .number(let x) = pair[0], case .number(let y) = pair[1] else { break }
        points.append((x, y))
      }
      spec.points = points
    }
    if case .object(let parameters)? = content["parameters"] {
      for (name, value) in parameters.uniqueMembers {
        if case .number(let number) = value { spec.parameters.append((name, number)) }
      }
    }
    if case .array(let markers)? = content["markers"] {
      for item in markers.prefix(CurveLimits.maximumMarkers) {
        if case .object(let object) = item { spec.markers.append(marker(object)) }
      }
    }
  }

  private static func marker(_ object: JSONObject) -> MarkerSpec {
    var result = MarkerSpec()
    if case .object(let at)? = object["at"] {
      result.x = at.number("x")
      result.sampleIndex = at.integer("sampleIndex")
      if let (dx, dy) = at.pair("offsetPt") { result.offset = (dx, dy) }
    }
    if case .object(let symbol)? = object["symbol"] {
      result.radius = symbol.number("radiusPt")
      result.fill = symbol.color("fill")
    }
    result.label = object.string("label")
    if case .object(let labelStyle)? = object["labelStyle"] {
      result.labelColor = labelStyle.color("color")
      result.fontSize = labelStyle.number("fontSizePt")
      result.position = labelStyle.choice("position")
    }
    return result
  }

  private static func readStyle(_ style: JSONObject, into layer: inout CurveLayerReading) {
    layer.style.color = style.color("color")
    layer.style.opacity = style.number("opacity")
    layer.style.strokeWidth = style.number("strokeWidth")
    layer.style.lineCap = style.choice("lineCap")
    layer.style.lineJoin = style.choice("lineJoin")
    layer.style.dashLength = style.number("dashLength")
    layer.style.dashGap = style.number("dashGap")
    layer.style.fillColor = style.color("fillColor")
    layer.style.fillOpacity = style.number("fillOpacity")
    layer.style.plotPadding = style.number("plotPadding")
    layer.spec.plotPadding = layer.style.plotPadding
    layer.spec.opacity = layer.style.opacity
  }
}

/// A checked object's fields as typed values: `nil` where a field is not given or is of the
/// wrong type (which ``SchemaWalker`` has reported).
extension JSONObject {
  fileprivate func number(_ key: String) -> Double? {
    if case .number(let number)? = self[key] { number } else { nil }
  }

  fileprivate func string(_ key: String) -> String? {
    if case .string(let text)? = self[key] { text } else { nil }
  }

  /// A whole number. Past Int's range (2^31 in wasm32) it saturates: no index can be that large,
  /// so the sampler's range check refuses it as it would the number itself.
  fileprivate func integer(_ key: String) -> Int? {
    guard let number = number(key), number == number.rounded() else { return nil }
    return Int(exactly: number) ?? (number < 0 ? Int.min : Int.max)
  }

  fileprivate func choice<T: RawRepresentable>(_ key: String) -> T? where T.RawValue == String {
    string(key).flatMap { T(rawValue: $0) }
  }

  /// A colour `#RRGGBB` or `#AARRGGBB` (alpha first, the protocol's order), parsed once here.
  fileprivate func color(_ key: String) -> ProtocolColor? {
    string(key).flatMap { ProtocolColor($0) }
  }

  fileprivate func pair(_ key: String) -> (Double, Double)? {
    guard case .array(let items)? = self[key], items.count == 2, case .number(let a) = items[0], case .number(let b) = items[1] else {
      return nil
    }
    return (a, b)
  }
}
