import CurveExpression
import CurveFrame
import CurveSampling
import _CurveText

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
      background: CardColors.dark.rgb, outline: "#5B6672", defaultStroke: ProtocolColor(red: 0xE6, green: 0xEE, blue: 0xEE), rejection: "#FF6B6B")
    /// The light card's colours.
    public static let light = Palette(
      background: CardColors.light.rgb, outline: "#8A94A0", defaultStroke: ProtocolColor(red: 0x1F, green: 0x29, blue: 0x33), rejection: "#C62828")

    /// The colours of `appearance`.
    public static func of(_ appearance: Appearance) -> Palette { appearance == .dark ? dark : light }
  }

  /// The height of the strip below the card that holds the size caption, in pt.
  public static let captionStripHeight = 14.0

  /// The size of a preview's picture: the card (the canvas) and the caption strip below it.
  public static func pictureSize(of canvas: CanvasSize) -> CanvasSize {
    CanvasSize(width: canvas.width, height: canvas.height + captionStripHeight)
  }

  /// SVG for `report` on its canvas, `scale` pixels per pt, in `appearance` (dark by default,
  /// as the reference's examples are shown). The picture is ``pictureSize(of:)``: the card, and
  /// below it a strip with the canvas size.
  public static func svg(_ report: FrameReport, scale: Double = 1, appearance: Appearance = .dark) -> String {
    var vector: RasterBudget?
    return svg(report, scale: scale, appearance: appearance, budget: &vector)
  }

  /// The same picture made to be drawn into pixels at `raster.pixelsPerPoint`, or into a PDF:
  /// simplified where ``RasterBudget`` says, which it records. In pixels the card is a mask
  /// rather than a clip (cairo intersects a rounded clip with every path it strokes, which cost a
  /// minute on a dense curve); a PDF keeps the clip, which cairo writes as a PDF path.
  public static func svg(_ report: FrameReport, scale: Double = 1, appearance: Appearance = .dark, raster: inout RasterBudget) -> String {
    var budget: RasterBudget? = raster
    let text = svg(report, scale: scale, appearance: appearance, budget: &budget)
    if let budget { raster = budget }
    return text
  }

  /// Whether a clip that is not a pixel-aligned rectangle is written as a mask: in a PNG only.
  /// librsvg draws a mask through two images as large as the page, also into a PDF, where cairo
  /// keeps a clip as a path: a 10,000 pt card took 800 MB and 11 s as a mask.
  static func masksClips(_ budget: RasterBudget?) -> Bool {
    guard let budget else { return false }
    return budget.output != .pdf
  }

  private static func svg(_ report: FrameReport, scale: Double, appearance: Appearance, budget: inout RasterBudget?) -> String {
    let palette = Palette.of(appearance)
    let canvas = report.canvas
    let picture = pictureSize(of: canvas)
    var svg = SVGWriter(width: picture.width, height: picture.height, scale: scale, title: title(report), description: describe(report))
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
    // Drawn into pixels, it is a mask: cairo intersected the rounded clip with every path.
    let cardClip = svg.clip(id: "card", "rect", shape, masked: masksClips(budget))
    svg.open("g", [cardClip])
    // A curve layer that shares its object with an earlier one is the same drawing again: it is
    // written once and reused, so a thousand declarations of one curve cost one path.
    var drawnAs: [CodePointKey: (id: String, cost: Double)] = [:]
    for (index, layer) in report.layers.enumerated() {
      if layer.type == .curve, layer.drawn, let geometry = layer.geometry, let reading = layer.curve, let frame = layer.frame {
        if let first = layer.sameObjectAs, let drawing = drawnAs[CodePointKey(first)] {
          if budget?.admitCopy(costing: drawing.cost, name: "layer \(layer.id)") == false { continue }
          svg.element("use", [("xlink:href", "#" + drawing.id)])
          continue
        }
        let id = "layer\(index)"
        let before = budget?.cost ?? 0
        curve(&svg, id: id, layer: layer.id, geometry: geometry, style: reading.resolvedStyle, frame: frame, rotation: layer.rotation, palette: palette, budget: &budget)
        drawnAs[CodePointKey(layer.id)] = (id, (budget?.cost ?? 0) - before)
      } else {
        outline(&svg, layer, palette: palette, budget: &budget)
      }
    }
    svg.close("g")
    caption(&svg, canvas: canvas, palette: palette)
    return svg.finish()
  }

  /// The canvas size, right-aligned in the strip below the card, so it hides nothing of the
  /// widget.
  private static func caption(_ svg: inout SVGWriter, canvas: CanvasSize, palette: Palette) {
    let n = SVGWriter.number
    let text = "\(n(canvas.width)) × \(n(canvas.height)) pt"
    svg.element(
      "text",
      [("x", n(canvas.width - 6)), ("y", n(canvas.height + captionStripHeight - 4)), ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"), ("font-size", "7"),
       ("fill", palette.outline), ("text-anchor", "end")],
      content: text)
  }

  private static func curve(
    _ svg: inout SVGWriter, id: String, layer: String, geometry: CurveGeometry, style: CurveStyle, frame: Rect, rotation: Double?, palette: Palette,
    budget: inout RasterBudget?
  ) {
    let n = SVGWriter.number
    // Rotation has no range in the protocol: it is taken modulo 360 (exactly), so any finite
    // value draws as the angle it names.
    let degrees = rotation.map { $0.truncatingRemainder(dividingBy: 360) }.flatMap { $0.isFinite && $0 != 0 ? $0 : nil }
    // The frame clips the layer. Drawn into pixels, a rotated frame is a mask: cairo intersects
    // a clip that is not a pixel-aligned rectangle with every path, at great cost.
    let rect = [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height))]
    let clip = svg.clip(id: id + "clip", "rect", rect, masked: masksClips(budget) && degrees != nil)
    var group: [(String, String)] = [("id", id), clip]
    if let degrees {
      group.append(("transform", "rotate(\(n(degrees)) \(n(frame.x + frame.width / 2)) \(n(frame.y + frame.height / 2)))"))
    }
    svg.open("g", group)
    let opacity = style.opacity
    let stroke = style.color ?? palette.defaultStroke
    let fillOpacity = style.fillOpacity
    if fillOpacity > 0 {
      let fill = style.fillColor ?? stroke
      budget?.fill(geometry.fill)
      for path in geometry.fill {
        svg.element("path", [("d", SVGWriter.pathData(path)), ("fill", fill.rgb), ("fill-opacity", n(fillOpacity * opacity * fill.alpha)), ("stroke", "none")])
      }
    }
    let width = style.strokeWidth
    let cap = style.lineCap
    var attributes: [(String, String)] = [
      ("fill", "none"), ("stroke", stroke.rgb), ("stroke-opacity", n(opacity * stroke.alpha)), ("stroke-width", n(width)),
      ("stroke-linecap", cap.rawValue), ("stroke-linejoin", style.lineJoin.rawValue),
    ]
    var dash = style.dash
    if budget != nil {
      dash = budget?.stroke(geometry.stroke, width: width, dash: dash, roundOrSquareCaps: cap != .butt, name: "layer \(layer)")
    }
    if let dash { attributes.append(("stroke-dasharray", dash.svgValue)) }
    for path in geometry.stroke {
      svg.element("path", [("d", SVGWriter.pathData(path))] + attributes)
    }
    markers(&svg, geometry.markers, halo: palette.background, frame: frame, layer: layer, budget: &budget)
    svg.close("g")
  }

  /// The markers' dots and labels. The layer frame clips them, so a label far longer than the
  /// frame is written only as far as it can show (a 16 KB label cost librsvg seconds to lay
  /// out, and a PDF megabytes).
  static func markers(_ svg: inout SVGWriter, _ markers: [MarkerGeometry], halo: String, frame: Rect, layer: String, budget: inout RasterBudget?) {
    let n = SVGWriter.number
    for marker in markers {
      let fill = marker.fill
      svg.element(
        "circle",
        [("cx", n(marker.center.x)), ("cy", n(marker.center.y)), ("r", n(marker.radius)), ("fill", fill.rgb), ("fill-opacity", n(fill.alpha * marker.opacity))])
      guard var label = marker.label, !label.isEmpty else { continue }
      let color = marker.labelColor
      let anchor = marker.labelAlignment == .left ? "start" : marker.labelAlignment == .right ? "end" : "middle"
      var x = marker.labelAnchor.x
      let width = TextWidth.of(label, fontSize: marker.fontSize)
      if width > 2 * frame.width + 4 * marker.fontSize {
        // Set from its start: where the text begins for its anchor.
        let start = anchor == "start" ? x : anchor == "end" ? x - width : x - width / 2
        let margin = 2 * marker.fontSize
        let part = TextWidth.visiblePart(of: label, from: start, fontSize: marker.fontSize, within: (frame.x - margin)...(frame.maxX + margin))
        let partWidth = TextWidth.of(part.text, fontSize: marker.fontSize)
        label = part.text
        x = anchor == "start" ? part.start : anchor == "end" ? part.start + partWidth : part.start + partWidth / 2
      }
      if budget?.admitText(label, name: "layer \(layer)") == false { continue }
      // A halo of the card's colour under the text, so the label reads over the curve.
      svg.element(
        "text",
        [("x", n(x)), ("y", n(marker.labelBaselineY)), ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"),
         ("font-size", n(marker.fontSize)), ("text-anchor", anchor), ("fill", color.rgb), ("fill-opacity", n(color.alpha * marker.opacity)),
         ("stroke", halo), ("stroke-opacity", n(0.8 * marker.opacity)), ("stroke-width", n(Swift.max(2, marker.fontSize / 4))),
         ("stroke-linejoin", "round"), ("paint-order", "stroke")],
        content: label)
    }
  }

  private static func outline(_ svg: inout SVGWriter, _ layer: FrameReport.Layer, palette: Palette, budget: inout RasterBudget?) {
    // A frame that cannot be placed on the canvas (the validator says why) has no outline.
    guard let frame = layer.frame, FrameValidator.unplaceableEdge(of: frame) == nil else { return }
    let n = SVGWriter.number
    let font = ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif")
    let dash = CurveStyle.Dash(length: 3, gap: 2)
    let width = Swift.max(0, frame.width - 6)
    let name = TextWidth.fitting("\(layer.id) (\(layer.type.rawValue)\(layer.drawn ? "" : ", not drawn"))", width: width, fontSize: 6)
    // Why it is not drawn: its first problem, at its path.
    let reason = layer.drawn || frame.height < 18 ? nil : layer.problems.first.map { TextWidth.fitting("\($0.path): \($0.message)", width: width, fontSize: 6) }
    if var spending = budget {
      guard spending.admitOutline(perimeter: 2 * (frame.width + frame.height), dash: dash, name: "layer \(layer.id)"),
        spending.admitText(name + (reason ?? ""), name: "layer \(layer.id)")
      else {
        budget = spending
        return
      }
      budget = spending
    }
    svg.element(
      "rect",
      [("x", n(frame.x)), ("y", n(frame.y)), ("width", n(frame.width)), ("height", n(frame.height)), ("fill", "none"),
       ("stroke", layer.drawn ? palette.outline : palette.rejection), ("stroke-opacity", "0.6"), ("stroke-width", "0.75"), ("stroke-dasharray", dash.svgValue)])
    svg.element("text", [("x", n(frame.x + 3)), ("y", n(frame.y + 8)), font, ("font-size", "6"), ("fill", palette.outline)], content: name)
    if let reason {
      svg.element("text", [("x", n(frame.x + 3)), ("y", n(frame.y + 16)), font, ("font-size", "6"), ("fill", palette.rejection)], content: reason)
    }
  }
}
