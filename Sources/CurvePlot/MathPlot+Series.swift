import CurveFrame
import CurveSampling
import _CurveText

extension MathPlot {
  /// The curves, clipped to the plot, each in its colour and dashes (drawn solid where
  /// `budget` says); returns the dashes as drawn, for the legend.
  static func drawSeries(_ svg: inout SVGWriter, _ series: [Series], _ chart: Chart, _ colors: Colors, budget: inout RasterBudget?) -> [CurveStyle.Dash?] {
    let n = SVGWriter.number
    let plot = chart.plot
    svg.open("clipPath", [("id", "plot")])
    svg.element("rect", [("x", n(plot.x)), ("y", n(plot.y)), ("width", n(plot.width)), ("height", n(plot.height))])
    svg.close("clipPath")
    svg.open("g", [("clip-path", "url(#plot)")])
    var drawnDashes = series.indices.map(Self.dash)
    for (index, item) in series.enumerated() {
      if budget != nil {
        drawnDashes[index] = budget?.stroke(item.geometry.stroke, width: 2, dash: drawnDashes[index], roundOrSquareCaps: true, name: "expression \(index + 1)")
      }
      for path in item.geometry.stroke {
        svg.element("path", [("d", SVGWriter.pathData(path))] + stroke(index, colors, dash: drawnDashes[index]))
      }
    }
    svg.close("g")
    return drawnDashes
  }

  /// What could not be drawn, said in its place: a line each at the top of the plot, on a halo
  /// of the page so it reads over the grid and the other curves.
  static func drawUndefined(_ svg: inout SVGWriter, _ expressions: [String], _ chart: Chart, _ colors: Colors) {
    let n = SVGWriter.number
    let plot = chart.plot
    for (line, expression) in expressions.enumerated() {
      let text = "\(expression) is undefined on [\(Ticks.label(chart.domain.start)), \(Ticks.label(chart.domain.end))]"
      svg.element(
        "text",
        [("x", n(plot.x + plot.width / 2)), ("y", n(plot.y + 16 + Double(line) * 14)), ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"),
         ("font-size", n(Layout.fontSize)), ("text-anchor", "middle"),
         ("fill", colors.note), ("stroke", colors.background), ("stroke-width", "3"), ("stroke-linejoin", "round"), ("paint-order", "stroke")],
        content: TextWidth.fitting(text, width: plot.width - 8, fontSize: Layout.fontSize))
    }
  }

  /// The dashes of series `index`: none in the palette's first round, then each pattern in turn.
  static func dash(_ index: Int) -> CurveStyle.Dash? {
    let round = index / palette.count
    return round > 0 ? dashes[(round - 1) % dashes.count] : nil
  }

  /// The stroke attributes of series `index`: its colour and `dash`.
  static func stroke(_ index: Int, _ colors: Colors, width: Double = 2, dash: CurveStyle.Dash?) -> [(String, String)] {
    let listed = palette[index % palette.count]
    let color = listed == "#000000" ? colors.black : listed
    var attributes: [(String, String)] = [("fill", "none"), ("stroke", color), ("stroke-width", SVGWriter.number(width)), ("stroke-linejoin", "round"), ("stroke-linecap", "round")]
    if let dash { attributes.append(("stroke-dasharray", dash.svgValue)) }
    return attributes
  }
}
