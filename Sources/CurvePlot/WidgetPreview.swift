import CurveExpression
import CurveFrame
import CurveSampling

/// A frame drawn where the app would draw it: every curve layer with its style (stroke, dashes,
/// caps and joins, fill down to the plot bottom, markers and labels), clipped to its frame and
/// rotated about its centre; other layers as faint labelled outlines. No axes: the protocol
/// draws none. The geometry is the sampler's, verbatim.
public enum WidgetPreview {
  /// The system appearance a widget is shown in: the card and the colours the protocol leaves
  /// to the app follow it; every colour a frame sets is drawn as given.
  public enum Appearance: String, Sendable, CaseIterable {
    /// A dark card: the reference's examples are shown on one.
    case dark
    /// A white card.
    case light
  }

  /// The colours a preview uses that the protocol does not set.
  public struct Palette: Sendable {
    /// The card.
    public var background: String
    /// Outlines of layers other than curves, and the size caption.
    public var outline: String
    /// A curve with no `style.color`.
    public var defaultStroke: ProtocolColor
    /// The reason a frame was rejected.
    public var rejection: String

    /// The dark card's colours.
    public static let dark = Palette(
      background: "#111418", outline: "#5B6672", defaultStroke: ProtocolColor(red: 0xE6, green: 0xEE, blue: 0xEE), rejection: "#FF6B6B")
    /// The light card's colours.
    public static let light = Palette(
      background: "#FFFFFF", outline: "#8A94A0", defaultStroke: ProtocolColor(red: 0x1F, green: 0x29, blue: 0x33), rejection: "#C62828")

    /// The colours of `appearance`.
    public static func of(_ appearance: Appearance) -> Palette { appearance == .dark ? dark : light }
  }

  /// SVG for `report` on a canvas of `canvas` pt, `scale` pixels per pt, in `appearance` (dark
  /// by default, as the reference's examples are shown).
  public static func svg(_ report: FrameReport, canvas: CanvasSize, scale: Double = 1, appearance: Appearance = .dark) -> String {
    let palette = Palette.of(appearance)
    var svg = SVGWriter(width: canvas.width, height: canvas.height, scale: scale)
    let n = SVGWriter.number
    // The card's rounded outline: drawn, and (below) the clip of everything on it.
    let shape: [(String, String)] = [("x", "0"), ("y", "0"), ("width", n(canvas.width)), ("height", n(canvas.height)), ("rx", "16")]
    var card = shape + [("fill", palette.background)]
    // A white card on a white page needs an edge to be seen.
    if appearance == .light { card += [("stroke", "#D5DAE0"), ("stroke-width", "0.5")] }
    svg.element("rect", card)
    if case .rejected(let problem) = report.verdict {
      svg.element(
        "text", [("x", "12"), ("y", "20"), ("font-family", "DejaVu Sans, sans-serif"), ("font-size", "9"), ("fill", palette.rejection)],
        content: TextWidth.fitting("frame rejected: \(problem.path): \(problem.message)", width: canvas.width - 24, fontSize: 9))
      caption(&svg, canvas: canvas, palette: palette)
      return svg.finish()
    }
    // The widget draws inside its rounded card: so does the preview.
    svg.open("clipPath", [("id", "card")])
    svg.element("rect", shape)
    svg.close("clipPath")
    svg.open("g", [("clip-path", "url(#card)")])
    // A curve layer that shares its object with an earlier one is the same drawing again: it is
    // written once and reused, so a thousand declarations of one curve cost one path.
    var drawnAs: [CodePointKey: String] = [:]
    for (index, layer) in report.layers.enumerated() {
      if layer.type == .curve, layer.drawn, let geometry = layer.geometry, let reading = layer.curve, let frame = layer.frameRect(on: canvas) {
        if let first = layer.sameObjectAs, let id = drawnAs[CodePointKey(first)] {
          svg.element("use", [("xlink:href", "#" + id)])
          continue
        }
        let id = "layer\(index)"
        drawnAs[CodePointKey(layer.id)] = id
        curve(&svg, id: id, geometry: geometry, style: reading.style, frame: frame, rotation: layer.rotation, palette: palette)
      } else {
        outline(&svg, layer, canvas: canvas, palette: palette)
      }
    }
    svg.close("g")
    caption(&svg, canvas: canvas, palette: palette)
    return svg.finish()
  }

  /// The canvas size in the bottom right corner, last and on a plate of the card's colour, so
  /// nothing drawn covers it.
  private static func caption(_ svg: inout SVGWriter, canvas: CanvasSize, palette: Palette) {
    let n = SVGWriter.number
    let text = "\(n(canvas.width)) × \(n(canvas.height)) pt"
    let width = TextWidth.of(text, fontSize: 7)
    svg.element(
      "rect",
      [("x", n(canvas.width - 8 - width)), ("y", n(canvas.height - 14)), ("width", n(width + 4)), ("height", "10"), ("rx", "2"),
       ("fill", palette.background), ("fill-opacity", "0.85")])
    svg.element(
      "text",
      [("x", n(canvas.width - 6)), ("y", n(canvas.height - 6)), ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"), ("font-size", "7"),
       ("fill", palette.outline), ("text-anchor", "end")],
      content: text)
  }

  private static func curve(_ svg: inout SVGWriter, id: String, geometry: CurveGeometry, style: CurveStyleSpec, frame: Rect, rotation: Double?, palette: Palette) {
    let n = SVGWriter.number
    let clip = id + "clip"
    svg.open("clipPath", [("id", clip)])
    svg.element("rect", [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height))])
    svg.close("clipPath")
    var group: [(String, String)] = [("id", id), ("clip-path", "url(#\(clip))")]
    // Rotation has no range in the protocol: it is taken modulo 360 (exactly), so any finite
    // value draws as the angle it names.
    if let degrees = rotation.map({ $0.truncatingRemainder(dividingBy: 360) }), degrees.isFinite, degrees != 0 {
      group.append(("transform", "rotate(\(n(degrees)) \(n(frame.x + frame.width / 2)) \(n(frame.y + frame.height / 2)))"))
    }
    svg.open("g", group)
    let opacity = clamp(style.opacity, CurveLimits.opacity, 1)
    let stroke = ProtocolColor(style.color, or: palette.defaultStroke)
    let fillOpacity = clamp(style.fillOpacity, CurveLimits.opacity, 0)
    if fillOpacity > 0 {
      let fill = style.fillColor.flatMap(ProtocolColor.init) ?? stroke
      for path in geometry.fill {
        svg.element("path", [("d", SVGWriter.pathData(path)), ("fill", fill.rgb), ("fill-opacity", n(fillOpacity * opacity * fill.alpha)), ("stroke", "none")])
      }
    }
    var attributes: [(String, String)] = [
      ("fill", "none"), ("stroke", stroke.rgb), ("stroke-opacity", n(opacity * stroke.alpha)),
      ("stroke-width", n(clamp(style.strokeWidth, CurveLimits.strokeWidth, CurveLimits.defaultStrokeWidth))),
      ("stroke-linecap", (style.lineCap ?? .round).rawValue), ("stroke-linejoin", (style.lineJoin ?? .round).rawValue),
    ]
    if let dash = style.dashLength, dash.isFinite {
      attributes.append(("stroke-dasharray", "\(n(dash.clamped(to: CurveLimits.dashLength))) \(n(clamp(style.dashGap, CurveLimits.dashGap, CurveLimits.defaultDashGap)))"))
    }
    for path in geometry.stroke {
      svg.element("path", [("d", SVGWriter.pathData(path))] + attributes)
    }
    markers(&svg, geometry.markers, halo: palette.background)
    svg.close("g")
  }

  static func markers(_ svg: inout SVGWriter, _ markers: [MarkerGeometry], halo: String) {
    let n = SVGWriter.number
    for marker in markers {
      let fill = marker.fill
      svg.element(
        "circle",
        [("cx", n(marker.center.x)), ("cy", n(marker.center.y)), ("r", n(marker.radius)), ("fill", fill.rgb), ("fill-opacity", n(fill.alpha * marker.opacity))])
      guard let label = marker.label, !label.isEmpty else { continue }
      let color = marker.labelColor
      let anchor = marker.labelAlignment == .left ? "start" : marker.labelAlignment == .right ? "end" : "middle"
      // A halo of the card's colour under the text, so the label reads over the curve.
      svg.element(
        "text",
        [("x", n(marker.labelAnchor.x)), ("y", n(marker.labelBaselineY)), ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"),
         ("font-size", n(marker.fontSize)), ("text-anchor", anchor), ("fill", color.rgb), ("fill-opacity", n(color.alpha * marker.opacity)),
         ("stroke", halo), ("stroke-opacity", n(0.8 * marker.opacity)), ("stroke-width", n(Swift.max(2, marker.fontSize / 4))),
         ("stroke-linejoin", "round"), ("paint-order", "stroke")],
        content: label)
    }
  }

  private static func outline(_ svg: inout SVGWriter, _ layer: FrameReport.Layer, canvas: CanvasSize, palette: Palette) {
    // A frame that cannot be placed on the canvas (the validator says why) has no outline.
    guard let frame = layer.frameRect(on: canvas), FrameValidator.unplaceableEdge(of: frame) == nil else { return }
    let n = SVGWriter.number
    let font = ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif")
    svg.element(
      "rect",
      [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height)), ("fill", "none"),
       ("stroke", layer.drawn ? palette.outline : palette.rejection), ("stroke-opacity", "0.6"), ("stroke-width", "0.75"), ("stroke-dasharray", "3 2")])
    let width = Swift.max(0, frame.width - 6)
    svg.element(
      "text", [("x", n(frame.x + 3)), ("y", n(frame.y + 8)), font, ("font-size", "6"), ("fill", palette.outline)],
      content: TextWidth.fitting("\(layer.id) (\(layer.type.rawValue)\(layer.drawn ? "" : ", not drawn"))", width: width, fontSize: 6))
    // Why it is not drawn: its first problem, at its path.
    if !layer.drawn, let problem = layer.problems.first, frame.height >= 18 {
      svg.element(
        "text", [("x", n(frame.x + 3)), ("y", n(frame.y + 16)), font, ("font-size", "6"), ("fill", palette.rejection)],
        content: TextWidth.fitting("\(problem.path): \(problem.message)", width: width, fontSize: 6))
    }
  }

  static func clamp(_ value: Double?, _ range: ClosedRange<Double>, _ fallback: Double) -> Double {
    guard let value, !value.isNaN else { return fallback }
    return value.clamped(to: range)
  }
}
