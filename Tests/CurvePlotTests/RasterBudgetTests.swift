import CurveFrame
import CurveSampling
import Testing

@testable import CurvePlot

/// What a picture made for librsvg and cairo simplifies, and when it is refused.
@Suite("Raster budget")
struct RasterBudgetTests {
  static func layer(_ expression: String = "sin(1e22*x)", style: String, declarations: Int = 1, objects: Int = 1) -> [UInt8] {
    let object = { (i: Int) in
      "\"c\(i)\": {\"frame\": {\"width\": 1, \"height\": 1}, \"content\": {\"expression\": \"\(expression)+\(i)\", \"domain\": [0, 1]}, \"style\": {\(style)}}"
    }
    let data = (0..<objects).map(object).joined(separator: ", ")
    let layers = (0..<declarations).map { "{\"id\": \"remote:\($0)\", \"type\": \"curve\", \"dataPath\": \"data.c\($0 % objects)\"}" }.joined(separator: ", ")
    return Array("{\"pixels\": [[null]], \"data\": {\(data)}, \"layers\": [\(layers)]}".utf8)
  }

  func raster(_ body: [UInt8], _ output: RasterBudget.Output) -> (svg: String, budget: RasterBudget) {
    let report = FrameValidator.validate(body)
    var budget = RasterBudget(output)
    let scale: Double = if case .png(let s) = output { s } else { 1 }
    let svg = WidgetPreview.svg(report, scale: scale, raster: &budget)
    return (svg, budget)
  }

  @Test("dashes that cannot be seen are drawn solid, with a note: caps that close the gap, a period within a pixel", arguments: [
    ("\"dashLength\": 0.5, \"dashGap\": 0.5, \"strokeWidth\": 12", RasterBudget.Output.png(pixelsPerPoint: 1), "layer remote:0: dashes closed by their caps (a gap no wider than the stroke); drawn solid"),
    ("\"dashLength\": 0.5, \"dashGap\": 0.4, \"strokeWidth\": 0.25, \"lineCap\": \"butt\"", .png(pixelsPerPoint: 1), "layer remote:0: dashes that repeat within a pixel; drawn solid"),
    ("\"dashLength\": 4, \"dashGap\": 1, \"strokeWidth\": 2", .pdf, "layer remote:0: dashes closed by their caps (a gap no wider than the stroke); drawn solid"),
  ])
  func unseenDashes(_ style: String, _ output: RasterBudget.Output, _ note: String) {
    let (svg, budget) = raster(Self.layer("x", style: style), output)
    #expect(!svg.contains("stroke-dasharray"))
    #expect(budget.notes == [note])
    #expect(!budget.isExceeded)
  }

  @Test("dashes that show are kept: in a PDF even within a pixel, and in the SVG always")
  func visibleDashes() {
    let fine = "\"dashLength\": 0.5, \"dashGap\": 0.4, \"strokeWidth\": 0.25, \"lineCap\": \"butt\""
    #expect(raster(Self.layer("x", style: fine), .pdf).svg.contains("stroke-dasharray=\"0.5 0.4\""))
    #expect(raster(Self.layer("x", style: fine), .png(pixelsPerPoint: 3)).svg.contains("stroke-dasharray=\"0.5 0.4\""))
    let report = FrameValidator.validate(Self.layer("sin(1e22*x)", style: "\"dashLength\": 0.5, \"dashGap\": 0.5, \"strokeWidth\": 12"))
    #expect(WidgetPreview.svg(report).contains("stroke-dasharray=\"0.5 0.5\""))
  }

  @Test("dashes over the budget are drawn solid; copies over it are not drawn; both noted once with a count")
  func copiesAndDashes() {
    let (svg, budget) = raster(Self.layer(style: "\"dashLength\": 1, \"dashGap\": 13, \"strokeWidth\": 12", declarations: 100), .png(pixelsPerPoint: 1))
    let uses = svg.components(separatedBy: "<use ").count - 1
    #expect(uses > 0 && uses < 99)
    #expect(budget.cost <= RasterBudget.limit)
    #expect(budget.notes.count == 1)
    #expect(budget.notes.first?.hasSuffix(" and \(98 - uses) more: a copy of an earlier layer's drawing, over the raster budget; not drawn") == true)
    #expect(svg.contains("stroke-dasharray=\"1 13\""))
    let vector = WidgetPreview.svg(FrameValidator.validate(Self.layer(style: "\"strokeWidth\": 12", declarations: 100)))
    #expect(vector.components(separatedBy: "<use ").count - 1 == 99)
  }

  @Test("distinct curves past the budget: the picture is refused")
  func exceeded() {
    let (_, budget) = raster(Self.layer(style: "\"strokeWidth\": 12", declarations: 64, objects: 64), .png(pixelsPerPoint: 1))
    #expect(budget.isExceeded)
    let (_, one) = raster(Self.layer(style: "\"strokeWidth\": 12"), .png(pixelsPerPoint: 3))
    #expect(!one.isExceeded && one.notes.isEmpty)
  }

  @Test("a label far longer than its frame is written as far as it can show, for every alignment", arguments: ["top", "left", "right"])
  func longLabels(_ position: String) throws {
    let label = String(repeating: "W", count: 16_000)
    let body = """
      {"pixels": [[null]], "layers": [{"id": "remote:c", "type": "curve", "dataPath": "data.c"}],
       "data": {"c": {"frame": {"width": 1, "height": 1}, "content": {"expression": "x", "domain": [0, 1],
         "markers": [{"at": {"x": 0.5}, "label": "\(label)", "labelStyle": {"position": "\(position)"}}]}}}}
      """
    let svg = WidgetPreview.svg(FrameValidator.validate(Array(body.utf8)))
    let text = try #require(elements(svg, "text").first { $0["text-anchor"] != "end" || $0["font-size"] == "10" })
    let line = try #require(svg.split(separator: "\n").first { $0.contains(">WWW") })
    let shown = line.split(separator: ">")[1].prefix { $0 == "W" }.count
    // At most the frame's 338 pt and two ems each side, at 9.9 pt a W: never the 16,000.
    #expect(shown >= 15 && shown <= 44, "\(shown)")
    // Every W that was drawn in the frame still is: from the frame's left edge (or the label's
    // end) to its right edge (or the label's start).
    let x = try #require(text["x"].flatMap(Double.init))
    let width = Double(shown) * 10 * 2025 / 2048  // W is 2025/2048 em
    switch text["text-anchor"] {
    case "start": #expect(x + width >= 338, "\(x) \(width)")
    case "end": #expect(x - width <= 0, "\(x) \(width)")
    default: #expect(x - width / 2 <= 0 && x + width / 2 >= 338, "\(x) \(width)")
    }
  }

  @Test(
    "the rounded card and a rotated frame clip as masks in a PNG only: a PDF keeps clip paths (as a mask, librsvg drew a 10,000 pt card through two 400 MB images)",
    arguments: [(RasterBudget.Output.png(pixelsPerPoint: 1), true), (.png(pixelsPerPoint: 3), true), (.pdf, false)])
  func masks(_ output: RasterBudget.Output, _ masked: Bool) {
    let body = Array(
      """
      {"pixels": [[null]], "data": {"c": {"frame": {"width": 0.5, "height": 0.5}, "rotation": 33, "content": {"expression": "sin(x)", "domain": [0, 6]}}},
       "layers": [{"id": "remote:0", "type": "curve", "dataPath": "data.c"}]}
      """.utf8)
    let (svg, _) = raster(body, output)
    #expect(svg.contains("<mask id=\"card\">") == masked)
    #expect(svg.contains("<clipPath id=\"card\">") == !masked)
    #expect(svg.contains("<mask id=\"layer0clip\">") == masked)
    #expect(svg.contains("<clipPath id=\"layer0clip\">") == !masked)
    #expect(svg.contains("transform=\"rotate(33 "))
  }

  @Test("text over the budget is left out and noted; outlines too")
  func textAndOutlines() {
    var budget = RasterBudget(.png(pixelsPerPoint: 1))
    let latin = budget.admitText(String(repeating: "a", count: 1_000), name: "layer remote:a")
    let cjk = budget.admitText(String(repeating: "\u{4E00}", count: 10_000), name: "layer remote:b")
    let outline = budget.admitOutline(perimeter: 1e9, dash: CurveStyle.Dash(length: 3, gap: 2), name: "layer remote:c")
    #expect(latin && !cjk && !outline)
    #expect(budget.notes == ["layer remote:b: text over the raster budget; not drawn", "layer remote:c: outline over the raster budget; not drawn"])
    #expect(!budget.isExceeded)
  }
}
