import CurveFrame
import CurveSampling
import Foundation
import Testing
import _CurveTestSupport
@testable import CurvePlot

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `text` as a JSON string literal.
func jsonString(_ text: String) -> String {
  "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// The reference's curve example, with a few style fields to check.
func frame(style: String = "", markerLabel: String = "Now", content: String = "") -> [UInt8] {
  let text = """
    {"protocol": 1, "pixels": [[{"empty": true}]],
     "data": {"activity": {
       "frame": {"left": 0.05, "top": 0.08, "width": 0.9, "height": 0.84},
       "content": {"points": [[0, 30], [2, 18], [4, 65], [6, 45], [8, 90], [10, 70]], "domain": [0, 10], "yDomain": [0, 100],
         "interpolation": "linear"\(content),
         "markers": [{"at": {"x": 8}, "symbol": {"radiusPt": 4, "fill": "#E1EEE0"}, "label": \(jsonString(markerLabel)),
                      "labelStyle": {"color": "#E1EEE0", "fontSizePt": 9}}]},
       "style": {"color": "#A7DAD7", "plotPadding": 8\(style)}},
       "title": {"frame": {"left": 0, "top": 0, "width": 0.5, "height": 0.1}, "content": {"text": "Title"}}},
     "layers": [{"id": "remote:activity", "type": "curve", "dataPath": "data.activity"},
                {"id": "remote:title", "type": "text", "dataPath": "data.title"}]}
    """
  return Array(text.utf8)
}

/// ``MathPlot/svg(expressions:parameters:domain:yDomain:size:interpolation:labels:theme:)`` as a `Result`, to match on.
func plotResult(
  expressions: [String], parameters: [(String, Double)], domain: Interval, yDomain: Interval?, size: CanvasSize,
  interpolation: Interpolation = .monotone
) -> Result<String, MathPlot.Failure> {
  Result { () throws(MathPlot.Failure) in
    try MathPlot.draw(expressions, MathPlot.Options { $0.parameters = parameters; $0.domain = domain; $0.yDomain = yDomain; $0.size = size; $0.interpolation = interpolation }).svg
  }
}

func preview(_ body: [UInt8], canvas: CanvasSize = .default, scale: Double = 1, appearance: WidgetPreview.Appearance = .dark) -> (String, FrameReport) {
  let report = FrameValidator.validate(body, canvas: canvas)
  return (WidgetPreview.svg(report, scale: scale, appearance: appearance), report)
}

/// The attribute lists of every `<tag …>` element, as dictionaries (the writer's own format).
func elements(_ svg: String, _ tag: String) -> [[String: String]] {
  svg.split(separator: "\n").filter { $0.hasPrefix("<\(tag) ") }.map { line in
    var attributes: [String: String] = [:]
    var rest = Substring(line.dropFirst(tag.count + 2))
    while let equals = rest.range(of: "=\"") {
      let key = rest[..<equals.lowerBound].trimmingCharacters(in: .whitespaces)
      let afterQuote = rest[equals.upperBound...]
      guard let close = afterQuote.firstIndex(of: "\"") else { break }
      attributes[key] = String(afterQuote[..<close])
      rest = afterQuote[afterQuote.index(after: close)...]
    }
    return attributes
  }
}

@Suite("SVG structure, styles and escaping")
struct SVGTests {
  @Test(
    "every item's error is one located error: its code, its place in the item, and the message over a caret there",
    arguments: [
      ("2x", "missingOperator", 1), ("y = x +", "expectedOperand", 7), ("x < y < 1", "secondComparison", 6),
      ("(sin(t), y)", "unknownName", 9), ("x = 1 +", "expectedOperand", 7),
    ])
  func itemErrors(item: String, code: String, place: Int) {
    guard case .failure(.item(0, let error)) = plotResult(expressions: [item], parameters: [], domain: Interval(-1, 1), yDomain: nil, size: MathPlot.defaultSize) else {
      Issue.record("\(item): no item error")
      return
    }
    #expect(error.code == code)
    #expect(error.range?.lowerBound == place)
    let lines = error.rendered(in: item).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first.map(String.init) == "error: " + error.description)
    #expect(lines.count == 3 && lines[1] == "  " + item && lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) } == place + 2)
  }

  @Test("the stroke path data is the sampler's geometry, verbatim at 0.001 pt")
  func pathData() throws {
    let (svg, report) = preview(frame())
    let geometry = try #require(report.layers.first { $0.id == "remote:activity" }?.geometry)
    let strokes = elements(svg, "path").filter { $0["fill"] == "none" }
    #expect(strokes.map { $0["d"] } == geometry.stroke.map(SVGWriter.pathData))
    #expect(strokes.first?["d"]?.hasPrefix("M24.9,102.344L82.54,116.35") == true)
  }

  @Test("layers whose ids differ only in normalisation keep their own drawings: a copy reuses its own first layer's")
  func normalisedIDs() throws {
    let curve = { (expression: String) in "{\"frame\": {\"width\": 1, \"height\": 1}, \"content\": {\"expression\": \"\(expression)\"}}" }
    let body = """
      {"pixels": [[null]], "data": {"a": \(curve("x")), "b": \(curve("-x"))},
       "layers": [{"id": "remote:\\u00e9", "type": "curve", "dataPath": "data.a"},
                  {"id": "remote:e\\u0301", "type": "curve", "dataPath": "data.b"},
                  {"id": "remote:\\u00ff", "type": "curve", "dataPath": "data.b"}]}
      """
    // In id order (code points): NFD é (data.b), NFC é (data.a), ÿ (data.b, a copy of the first).
    let (svg, report) = preview(Array(body.utf8))
    #expect(report.layers.map { $0.sameObjectAs.map { Array($0.utf8) } } == [nil, nil, Array("remote:e\u{301}".utf8)])
    #expect(elements(svg, "use").map { $0["xlink:href"] } == ["#layer0"])
  }

  @Test("style defaults: width 2, round caps and joins, opacity 1, no fill, no dashes")
  func defaults() throws {
    let stroke = try #require(elements(preview(frame()).0, "path").first)
    #expect(stroke["stroke"] == "#A7DAD7")
    #expect(stroke["stroke-width"] == "2")
    #expect(stroke["stroke-linecap"] == "round")
    #expect(stroke["stroke-linejoin"] == "round")
    #expect(stroke["stroke-opacity"] == "1")
    #expect(stroke["stroke-dasharray"] == nil)
    #expect(elements(preview(frame()).0, "path").count == 1)  // no fill path at fillOpacity 0
  }

  @Test("every style field, clamped: width, caps, joins, dashes (gap default 4), fill colour and opacity")
  func styles() throws {
    let svg = preview(frame(style: ##", "strokeWidth": 40, "lineCap": "butt", "lineJoin": "bevel", "dashLength": 100, "opacity": 0.5, "fillOpacity": 0.5"##)).0
    let paths = elements(svg, "path")
    let fill = try #require(paths.first { $0["fill"] != "none" })
    let stroke = try #require(paths.first { $0["fill"] == "none" })
    #expect(stroke["stroke-width"] == "12")
    #expect(stroke["stroke-linecap"] == "butt")
    #expect(stroke["stroke-linejoin"] == "bevel")
    #expect(stroke["stroke-dasharray"] == "64 4")
    #expect(stroke["stroke-opacity"] == "0.5")
    #expect(fill["fill"] == "#A7DAD7")  // fillColor defaults to the stroke colour
    #expect(fill["fill-opacity"] == "0.25")  // fillOpacity × opacity
    #expect(fill["d"]?.hasSuffix("Z") == true)
  }

  @Test("alpha-first colours: #AARRGGBB multiplies opacity, never read as CSS #RRGGBBAA")
  func alphaFirst() throws {
    let svg = preview(frame(style: ##", "color": "#80FF0000", "fillColor": "#4000FF00", "fillOpacity": 1, "opacity": 0.5"##)).0
    let paths = elements(svg, "path")
    let stroke = try #require(paths.first { $0["fill"] == "none" })
    #expect(stroke["stroke"] == "#FF0000")
    #expect(stroke["stroke-opacity"] == SVGWriter.number(128.0 / 255 * 0.5))
    let fill = try #require(paths.first { $0["fill"] != "none" })
    #expect(fill["fill"] == "#00FF00")
    #expect(fill["fill-opacity"] == SVGWriter.number(64.0 / 255 * 0.5))
    let red = ProtocolColor("#FF0000")
    #expect(red?.alpha == 1)
    let name = ProtocolColor("red")
    #expect(name == nil)
  }

  @Test("markers and labels: circle, fill, label colour, size, anchor; style opacity multiplies")
  func markers() throws {
    let svg = preview(frame(style: ##", "opacity": 0.5"##)).0
    let circle = try #require(elements(svg, "circle").first)
    #expect(circle["r"] == "4")
    #expect(circle["fill"] == "#E1EEE0")
    #expect(circle["fill-opacity"] == "0.5")
    let label = try #require(elements(svg, "text").first { $0["font-size"] == "9" })
    #expect(label["text-anchor"] == "middle")
    #expect(label["fill"] == "#E1EEE0")
    #expect(svg.contains(">Now</text>"))
  }

  @Test("each curve is clipped to its frame, and rotation turns it about the frame's centre")
  func clipping() throws {
    let svg = preview(frame(style: "")).0
    // The card's rounded outline clips everything; each curve is clipped to its own frame too.
    let clips = elements(svg, "rect").filter { $0["fill"] == nil }
    #expect(clips.first == ["x": "0", "y": "0", "width": "338", "height": "158", "rx": "16"])
    #expect(clips.dropFirst().first == ["x": "16.9", "y": "12.64", "width": "304.2", "height": "132.72"])
    #expect(svg.contains("<g clip-path=\"url(#card)\">"))
    #expect(svg.contains("<g id=\"layer0\" clip-path=\"url(#layer0clip)\""))
  }

  @Test("labels sit on a halo of the card's colour; the caption is in a strip below the card, over nothing")
  func halosAndCaption() throws {
    let (svg, _) = preview(frame())
    let label = try #require(elements(svg, "text").first { $0["fill"] == "#E1EEE0" })
    #expect(label["stroke"] == WidgetPreview.Palette.dark.background && label["paint-order"] == "stroke")
    // The picture is the card and a 14 pt strip; the caption's baseline is in the strip.
    #expect(svg.contains("width=\"338\" height=\"172\" viewBox=\"0 0 338 172\""))
    let caption = try #require(elements(svg, "text").last)
    #expect(svg.split(separator: "\n").dropLast().last?.hasSuffix(">338 × 158 pt</text>") == true)
    let baseline = try #require(caption["y"].flatMap(Double.init))
    #expect(baseline - 7 > 158 && baseline <= 172, "\(caption)")
    // Nothing is drawn under it: the card ends at 158 and nothing else reaches the strip.
    #expect(!elements(svg, "rect").contains { ($0["y"].flatMap(Double.init) ?? 0) + ($0["height"].flatMap(Double.init) ?? 0) > 158 })
    let (light, _) = preview(frame(), appearance: .light)
    #expect(elements(light, "text").first { $0["fill"] == "#E1EEE0" }?["stroke"] == "#FFFFFF")
  }

  @Test("a layer that is not drawn is outlined with its first problem, at its path")
  func notDrawnReason() throws {
    let body = Array(String(decoding: frame(), as: UTF8.self).replacingOccurrences(of: "\"interpolation\": \"linear\"", with: "\"interpolation\": \"cubic\"").utf8)
    let (svg, report) = preview(body)
    #expect(report.layers.first?.drawn == false)
    #expect(svg.contains(">remote:activity (curve, not drawn)</text>"))
    #expect(svg.contains(">data.activity.content.interpolation: unsupported value"), "\(svg)")
  }

  @Test("a label full of <&\"'> cannot break the document")
  func escaping() throws {
    let svg = preview(frame(markerLabel: "<&\"'></svg>")).0
    #expect(svg.contains("&lt;&amp;&quot;&apos;&gt;&lt;/svg&gt;"))
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
  }

  @Test("non-curve layers are faint labelled outlines; the canvas shows its size")
  func outlines() {
    let svg = preview(frame()).0
    #expect(svg.contains(">remote:title (text)</text>"))
    #expect(svg.contains(">338 × 158 pt</text>"))
    #expect(elements(svg, "rect").contains { $0["stroke-dasharray"] == "3 2" })
  }

  @Test("--scale multiplies the pixel size (the card and the caption strip), not the geometry")
  func scale() {
    let svg = preview(frame(), scale: 3).0
    #expect(svg.contains("width=\"1014\" height=\"516\" viewBox=\"0 0 338 172\""))
  }

  @Test("numbers: at most three decimals, no trailing zeros, no -0")
  func numbers() {
    #expect(SVGWriter.number(12.3456) == "12.346")
    #expect(SVGWriter.number(-0.0001) == "0")
    #expect(SVGWriter.number(5) == "5")
    #expect(SVGWriter.number(-2.5) == "-2.5")
    #expect(SVGWriter.number(1e9) == "1000000000")
    #expect(SVGWriter.number(0.9996) == "1" && SVGWriter.number(-0.012) == "-0.012" && SVGWriter.number(0.001) == "0.001")
    #expect(SVGWriter.number(1234567.8904) == "1234567.89" && SVGWriter.number(-10.0) == "-10" && SVGWriter.number(0) == "0")
    #expect(SVGWriter.number(2.5e12) == "2500000000000" && SVGWriter.number(.nan) == "0")
  }

  @Test("escaping: plain ASCII is kept, entities and characters XML cannot carry are not")
  func escapingValues() {
    #expect(SVGWriter.escape("M1,2L3.5,-4") == "M1,2L3.5,-4")
    #expect(SVGWriter.escape("a<b & 'c' \"d\">") == "a&lt;b &amp; &apos;c&apos; &quot;d&quot;&gt;")
    let awkward = String(String.UnicodeScalarView(["x", "\u{1}", "y", Unicode.Scalar(0xFDD0)!, "z", Unicode.Scalar(0xFFFE)!, "é", "\t"]))
    #expect(SVGWriter.escape(awkward) == "xyzé\t")
  }

  @Test("ticks are d3's nice values", arguments: [
    (0.0, 1.0, 5, [0, 0.2, 0.4, 0.6, 0.8, 1]), (-5.0, 5.0, 6, [-4, -2, 0, 2, 4]), (0.0, 10.0, 10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    (1.0, 0.0, 2, [1, 0.5, 0]), (0.0, 0.3, 3, [0, 0.1, 0.2, 0.3]), (-1e-7, 1e-7, 2, [-1e-7, 0, 1e-7]),
  ] as [(Double, Double, Int, [Double])])
  func ticks(_ start: Double, _ stop: Double, _ count: Int, _ expected: [Double]) {
    #expect(Ticks.values(start, stop, count: count) == expected)
  }

  @Test("nice ranges are d3's scale.nice(): ends out to the tick step until it settles", arguments: [
    (1.1, 10.9, 10, 1.0, 11.0), (0.7, 11.001, 10, 0.0, 12.0), (6.7, 123.1, 10, 0.0, 130.0), (0.0, 0.49, 10, 0.0, 0.5),
    (0.0, 14.1, 5, 0.0, 20.0), (0.0, 15.0, 5, 0.0, 20.0), (-2.2, 2.2, 8, -2.5, 2.5), (0.12, 0.88, 10, 0.1, 0.9),
    (-1.05e9, 1.05e9, 6, -1.5e9, 1.5e9), (-0.3, 0.7, 10, -0.3, 0.7),
  ] as [(Double, Double, Int, Double, Double)])
  func nice(_ start: Double, _ stop: Double, _ count: Int, _ low: Double, _ high: Double) {
    let range = Ticks.nice(Interval(start, stop), count: count)
    #expect(range.start == low && range.end == high, "\(range)")
  }

  @Test("a nice range of unusable ends is the range as given", arguments: [
    (0.0, Double.infinity), (-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude), (1.0, 1.0), (2.0, 1.0),
  ] as [(Double, Double)])
  func niceLeavesUnusableEnds(_ start: Double, _ stop: Double) {
    let range = Ticks.nice(Interval(start, stop), count: 6)
    #expect(range.start == start && range.end == stop)
  }

  @Test("the default y range: the data and a margin, out to nice ticks; with poles, the percentiles made nice")
  func defaultYRange() throws {
    // 2 sin x on [-5, 5]: the crests at ±2 lie inside, and both ends are labelled ticks.
    let size = CanvasSize(width: 640, height: 400)
    guard case .success(let svg) = plotResult(expressions: ["2*sin(x)"], parameters: [], domain: Interval(-5, 5), yDomain: nil, size: size) else {
      Issue.record("no plot")
      return
    }
    let labels = elements(svg, "text").filter { $0["text-anchor"] == "end" }.compactMap { $0["y"].flatMap(Double.init) }
    let path = try #require(elements(svg, "path").first?["d"])
    let ys = path.split(whereSeparator: { " ,MLC".contains($0) }).enumerated().filter { $0.offset % 2 == 1 }.compactMap { Double($0.element) }
    let top = try #require(ys.min()), bottom = try #require(ys.max())
    let firstTick = try #require(labels.min()), lastTick = try #require(labels.max())
    // Tick labels sit 3.5 pt below their tick; the crests are inside the outermost ticks.
    #expect(top > firstTick - 3.5 + 5, "crest at \(top), top tick at \(firstTick - 3.5)")
    #expect(bottom < lastTick - 3.5 - 5, "trough at \(bottom), bottom tick at \(lastTick - 3.5)")
    #expect(svg.contains(">2.5</text>") && svg.contains(">\u{2212}2.5</text>"))
    // A pole: the range is nice too (its ends are whole ticks), and still excludes the pole's spikes.
    guard case .success(let pole) = plotResult(expressions: ["1/x"], parameters: [], domain: Interval(-1, 1), yDomain: nil, size: size) else {
      Issue.record("no pole plot")
      return
    }
    #expect(pole.contains(">\u{2212}15</text>") && pole.contains(">15</text>") && !pole.contains(">20</text>"), "\(elements(pole, "text").map { $0 })")
  }

  @Test("math plot: one path per run, a legend entry per expression, distinct colours, poles broken")
  func mathPlot() throws {
    let result = plotResult(expressions: ["1/x", "x^3"], parameters: [], domain: Interval(-1, 1), yDomain: nil, size: CanvasSize(width: 640, height: 400))
    guard case .success(let svg) = result else {
      Issue.record("\(result)")
      return
    }
    let curves = elements(svg, "path")
    #expect(curves.filter { $0["stroke"] == MathPlot.palette[0] }.count == 2)  // 1/x: two runs
    #expect(curves.filter { $0["stroke"] == MathPlot.palette[1] }.count == 1)
    #expect(svg.contains(">1/x</text>") && svg.contains(">x^3</text>"))
    let failure = plotResult(expressions: ["x", "2x"], parameters: [], domain: Interval(0, 1), yDomain: nil, size: CanvasSize(width: 640, height: 400))
    guard case .failure(.item(1, .expression(let error))) = failure else {
      Issue.record("expected an error for the second expression")
      return
    }
    #expect(error.kind.code == "missingOperator")
  }
}

@Suite("Rendered pixels (rsvg-convert)")
struct RenderTests {
  typealias Image = PNGImage

  static func render(_ svg: String) throws -> Image {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curve-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svgURL = folder.appendingPathComponent("in.svg")
    let pngURL = folder.appendingPathComponent("out.png")
    try Data(svg.utf8).write(to: svgURL)
    let convert = Process()
    convert.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    convert.arguments = ["rsvg-convert", svgURL.path, "-o", pngURL.path]
    let warnings = Pipe()
    convert.standardError = warnings
    try convert.run()
    convert.waitUntilExit()
    let stderr = String(decoding: warnings.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(convert.terminationStatus == 0, "rsvg-convert failed (install librsvg2-bin): \(stderr)")
    #expect(stderr.isEmpty, "rsvg-convert warned: \(stderr)")
    return try PNGImage.read(pngURL)
  }

  static func close(_ a: (Int, Int, Int), _ b: (Int, Int, Int), _ tolerance: Int = 24) -> Bool {
    Swift.abs(a.0 - b.0) <= tolerance && Swift.abs(a.1 - b.1) <= tolerance && Swift.abs(a.2 - b.2) <= tolerance
  }

  @Test("the widget preview: the curve's colour on the curve, the background away from it, the fill under it")
  func widget() throws {
    let (svg, report) = preview(frame(style: ##", "strokeWidth": 4, "fillColor": "#FF0000", "fillOpacity": 1"##), scale: 2)
    let image = try Self.render(svg)
    #expect(image.width == 676 && image.height == 344)
    let geometry = try #require(report.layers.first?.geometry)
    // Midway along the segment from (2,18) to (4,65), at 2×.
    guard case .line(let a) = geometry.stroke[0][1], case .line(let b) = geometry.stroke[0][2] else {
      Issue.record("unexpected path")
      return
    }
    let mid = (Int(((a.x + b.x) / 2 * 2).rounded()), Int(((a.y + b.y) / 2 * 2).rounded()))
    #expect(Self.close(image.pixel(mid.0, mid.1), (0xA7, 0xDA, 0xD7)), "\(image.pixel(mid.0, mid.1)) at \(mid)")
    // Above the curve, inside the plot: the widget background.
    #expect(Self.close(image.pixel(mid.0, 50), (0x11, 0x14, 0x18)), "\(image.pixel(mid.0, 50))")
    // Just above the plot bottom, under the curve: the fill.
    #expect(Self.close(image.pixel(mid.0, Int(geometry.plot.maxY * 2) - 4), (0xFF, 0, 0)))
    // Outside the layer frame: clipped, background.
    #expect(Self.close(image.pixel(10, 150), (0x11, 0x14, 0x18)))
  }

  @Test("the light appearance: a white card, the frame's colours as given, a dark curve when it sets none")
  func lightAppearance() throws {
    let (coloured, _) = preview(frame(style: ##", "strokeWidth": 4"##), appearance: .light)
    let image = try Self.render(coloured)
    #expect(Self.close(image.pixel(169, 40), (0xFF, 0xFF, 0xFF)), "\(image.pixel(169, 40))")
    #expect(Self.close(image.pixel(10, 150), (0xFF, 0xFF, 0xFF)))
    // The card's corner is rounded: outside it, the page (transparent, read as black here).
    #expect(image.pixel(1, 1) != (0xFF, 0xFF, 0xFF))
    // A curve with no colour is drawn in the light palette's dark stroke, not the dark card's.
    let plain = Array(String(decoding: frame(), as: UTF8.self).replacingOccurrences(of: "\"color\": \"#A7DAD7\", ", with: "").utf8)
    let (svg, report) = preview(plain, appearance: .light)
    #expect(svg.contains("stroke=\"#1F2933\""), "\(svg)")
    #expect(!svg.contains("#111418"))
    #expect(report.isAccepted)
  }

  @Test("content is clipped to the card's rounded corners")
  func roundedCard() throws {
    let full = ##", "fillColor": "#FF0000", "fillOpacity": 1, "plotPadding": 0"##
    let body = Array(String(decoding: frame(style: full), as: UTF8.self)
      .replacingOccurrences(of: "\"left\": 0.05, \"top\": 0.08, \"width\": 0.9, \"height\": 0.84", with: "\"left\": 0, \"top\": 0, \"width\": 1, \"height\": 1")
      .replacingOccurrences(of: "[0, 30], [2, 18]", with: "[0, 100], [2, 100]").utf8)
    let (svg, _) = preview(body)
    let image = try Self.render(svg)
    // Under the curve's fill near the top-left corner, but outside the rounded card: not red.
    #expect(!Self.close(image.pixel(1, 1), (0xFF, 0, 0)), "\(image.pixel(1, 1))")
    #expect(Self.close(image.pixel(16, 20), (0xFF, 0, 0)), "\(image.pixel(16, 20))")
  }

  @Test("no text reaches a math plot's edge: its border is the page's colour", arguments: [
    (["1e9*x", "-1e9*x^2"], Interval(0, 1), CanvasSize(width: 360, height: 240), MathPlot.Theme.light),
    (["x"], Interval(123_456_789, 987_654_321), CanvasSize(width: 200, height: 120), .light),
    (["2.5e-7*sin(1e7*x)"], Interval(0, 1e-6), CanvasSize(width: 300, height: 200), .dark),
  ] as [([String], Interval, CanvasSize, MathPlot.Theme)])
  func textInside(_ expressions: [String], _ domain: Interval, _ size: CanvasSize, _ theme: MathPlot.Theme) throws {
    let labels = MathPlot.Labels(title: "A title long enough to need shortening at this size", x: "x", y: "y")
    let svg = try MathPlot.draw(expressions, MathPlot.Options { $0.domain = domain; $0.size = size; $0.labels = labels; $0.theme = theme }).svg
    let image = try Self.render(svg)
    let page = theme == .light ? (0xFF, 0xFF, 0xFF) : (0x11, 0x14, 0x18)
    var border: [(Int, Int)] = []
    for x in 0..<image.width { border += [(x, 0), (x, image.height - 1)] }
    for y in 0..<image.height { border += [(0, y), (image.width - 1, y)] }
    let marked = border.filter { !Self.close(image.pixel($0.0, $0.1), page, 8) }
    #expect(marked.isEmpty, "\(marked.prefix(5)) are not the page's colour")
  }

  /// The inked runs along a band of rows: runs of columns holding a pixel unlike `page`, split
  /// where at least `gap` clean columns lie between them.
  static func inkedRuns(_ image: Image, rows: ClosedRange<Int>, page: (Int, Int, Int), gap: Int = 5) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    var start: Int?
    var last = -1_000
    for x in 0..<image.width {
      let inked = rows.contains { y in y >= 0 && y < image.height && !close(image.pixel(x, y), page, 40) }
      guard inked else { continue }
      if let first = start, x - last > gap {
        runs.append(first...last)
        start = x
      } else if start == nil {
        start = x
      }
      last = x
    }
    if let first = start { runs.append(first...last) }
    return runs
  }

  @Test("in the picture, x tick labels stand apart and so do legend entries")
  func apartInPixels() throws {
    let expressions = ["x", "x^2/5", "sin(x)", "cos(x)", "exp(x/3)", "log(abs(x)+1)", "sqrt(abs(x))", "x/2-1"]
    let svg = try MathPlot.draw(expressions, MathPlot.Options { $0.domain = Interval(-1e7, 1e7); $0.yDomain = Interval(-5, 5); $0.size = CanvasSize(width: 300, height: 260) }).svg
    let image = try Self.render(svg)
    let boxes = textBoxes(svg)
    let white = (0xFF, 0xFF, 0xFF)
    // Each x label is its own inked run along the row of x labels.
    let xLabels = boxes.filter { $0.attributes["text-anchor"] == "middle" }
    let xRow = Int(try #require(xLabels.first).baseline)
    let xRuns = Self.inkedRuns(image, rows: (xRow - 7)...(xRow + 1), page: white)
    #expect(xRuns.count == xLabels.count, "\(xRuns) for \(xLabels.map(\.content))")
    // Each legend row holds as many inked runs as entries (a swatch and its text are one).
    let entries = boxes.filter { $0.attributes["text-anchor"] == nil }
    for row in Set(entries.map(\.baseline)) {
      let inRow = entries.filter { $0.baseline == row }
      let runs = Self.inkedRuns(image, rows: (Int(row) - 7)...(Int(row) + 1), page: white)
      #expect(runs.count == inRow.count, "row at \(row): \(runs) for \(inRow.map(\.content))")
    }
  }

  @Test("a label's halo keeps the curve from showing through its text")
  func halo() throws {
    // A thick red line through the middle of the plot, a label centred on it.
    let body = Array(String(decoding: frame(style: ##", "strokeWidth": 8, "color": "#FF0000""##, markerLabel: "WWWWWW"), as: UTF8.self)
      .replacingOccurrences(of: "[0, 30], [2, 18], [4, 65], [6, 45], [8, 90], [10, 70]", with: "[0, 50], [10, 50]")
      .replacingOccurrences(of: "\"labelStyle\": {\"color\": \"#E1EEE0\", \"fontSizePt\": 9}", with: "\"labelStyle\": {\"color\": \"#E1EEE0\", \"fontSizePt\": 14, \"position\": \"right\"}")
      .utf8)
    let (svg, report) = preview(body, scale: 2)
    let marker = try #require(report.layers.first?.geometry?.markers.first)
    let box = try #require(marker.labelBox)
    func red(_ svg: String) throws -> Int {
      let image = try Self.render(svg)
      var count = 0
      for y in Int(box.y * 2)..<Int(box.maxY * 2) {
        for x in Int(box.x * 2)..<Int(box.maxX * 2) where Self.close(image.pixel(x, y), (0xFF, 0, 0), 40) { count += 1 }
      }
      return count
    }
    let withHalo = try red(svg)
    let without = try red(svg.replacingOccurrences(of: " stroke=\"#111418\" stroke-opacity=\"0.8\"", with: ""))
    #expect(without > 0 && withHalo * 2 < without, "red pixels in the label's box: \(withHalo) with the halo, \(without) without")
  }

  @Test("the dark math plot: its page, grid and text in the dark theme's colours")
  func darkTheme() throws {
    let svg = try MathPlot.draw(["x/2"], MathPlot.Options { $0.domain = Interval(-1, 1); $0.yDomain = Interval(-1, 1); $0.size = CanvasSize(width: 400, height: 300); $0.theme = .dark }).svg
    let image = try Self.render(svg)
    #expect(Self.close(image.pixel(5, 150), (0x11, 0x14, 0x18), 6))
    #expect(Self.close(image.pixel(395, 295), (0x11, 0x14, 0x18), 6))
  }

  @Test("the math plot: curve colours where the curves are, white elsewhere, nothing across the pole")
  func math() throws {
    guard case .success(let svg) = plotResult(expressions: ["x/2"], parameters: [], domain: Interval(-1, 1), yDomain: Interval(-1, 1), size: CanvasSize(width: 400, height: 300)) else {
      Issue.record("plot failed")
      return
    }
    let image = try Self.render(svg)
    // x/2 at x = 0.5 → y = 0.25, in the plot rectangle (the curves' clip).
    let clip = try #require(elements(svg, "rect").last)
    let number = { (key: String) throws -> Double in try #require(clip[key].flatMap(Double.init)) }
    let plot = Rect(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height"))
    let px = plot.x + 0.75 * plot.width
    let py = plot.maxY - 0.625 * plot.height
    #expect(Self.close(image.pixel(Int(px), Int(py)), (0x00, 0x72, 0xB2)), "\(image.pixel(Int(px), Int(py)))")
    #expect(Self.close(image.pixel(Int(px), Int(plot.y + 10)), (0xFF, 0xFF, 0xFF), 30))
  }
}

@Suite("Plots: bounded, total on any input")
struct BoundedPlotTests {
  @Test("SVG numbers are total: huge magnitudes in exponent form, never a trap", arguments: [
    (1e19, "1e19"), (-9.3e18, "-9.3e18"), (1.5e12, "1500000000000"), (999_999_999_999.9994, "999999999999.999"), (0.0005, "0.001"),
    (-0.0004, "0"), (Double.greatestFiniteMagnitude, "1.7976931348623157e308"), (Double.nan, "0"),
  ])
  func numbers(value: Double, text: String) {
    #expect(SVGWriter.number(value) == text)
  }

  @Test("rotation 1e19 draws, turned by its value modulo 360")
  func hugeRotation() {
    let body = Array(#"{"pixels":[[null]],"data":{"c":{"frame":{"width":1,"height":1},"rotation":1e19,"content":{"expression":"x"}}},"layers":[{"id":"remote:c","type":"curve","dataPath":"data.c"}]}"#.utf8)
    let (svg, report) = preview(body)
    #expect(report.layers.first?.drawn == true)
    let degrees = SVGWriter.number((1e19).truncatingRemainder(dividingBy: 360))
    #expect(svg.contains("transform=\"rotate(\(degrees) 169 79)\""))
  }

  @Test("layers sharing one object are drawn once and reused")
  func sharedLayers() {
    let declarations = (0..<500).map { #"{"id":"remote:\#($0)","type":"curve","dataPath":"data.c"}"# }.joined(separator: ",")
    let body = Array(#"{"pixels":[[null]],"data":{"c":{"frame":{"width":1,"height":1},"content":{"expression":"sin(x)"}}},"layers":[\#(declarations)]}"#.utf8)
    let (svg, _) = preview(body)
    #expect(svg.components(separatedBy: "<path ").count - 1 == 1)
    #expect(svg.components(separatedBy: "<use xlink:href=\"#layer0\"/>").count - 1 == 499)
  }

  @Test("a math plot takes at most 16 expressions and a size within 1–10,000 pt")
  func mathPlotBounds() {
    let many = plotResult(expressions: Array(repeating: "x", count: 17), parameters: [], domain: Interval(0, 1), yDomain: nil, size: CanvasSize(width: 640, height: 400))
    #expect(many == .failure(.tooManyExpressions(17)))
    for size in [CanvasSize(width: 0, height: 400), CanvasSize(width: 640, height: .nan), CanvasSize(width: 1e6, height: 400)] {
      #expect(plotResult(expressions: ["x"], parameters: [], domain: Interval(0, 1), yDomain: nil, size: size) == .failure(.invalidSize))
    }
    guard case .success(let svg) = plotResult(expressions: Array(repeating: "x", count: 16), parameters: [], domain: Interval(0, 1), yDomain: nil, size: CanvasSize(width: 10_000, height: 1)) else {
      Issue.record("16 expressions refused")
      return
    }
    #expect(svg.hasSuffix("</svg>\n") && !svg.contains("nan"))
  }
}
