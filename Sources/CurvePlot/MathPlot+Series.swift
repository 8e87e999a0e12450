import CurveFrame
import CurveSampling
import _CurveText

extension MathPlot {
  /// The curves, clipped to the plot, each in its item's colour and dashes (drawn solid where
  /// `budget` says); returns the dashes of each of the `items` as drawn, for the legend.
  static func drawSeries(
    _ svg: inout SVGWriter, _ series: [Series], items: Int, _ chart: Chart, _ colors: Colors, budget: inout RasterBudget?
  ) -> [CurveStyle.Dash?] {
    let n = SVGWriter.number
    let plot = chart.plot
    svg.open("clipPath", [("id", "plot")])
    svg.element("rect", [("x", n(plot.x)), ("y", n(plot.y)), ("width", n(plot.width)), ("height", n(plot.height))])
    svg.close("clipPath")
    svg.open("g", [("clip-path", "url(#plot)")])
    var drawnDashes = (0..<items).map(Self.dash)
    for item in series {
      if budget != nil {
        drawnDashes[item.index] = budget?.stroke(
          item.stroke, width: 2, dash: drawnDashes[item.index], roundOrSquareCaps: true, name: "expression \(item.index + 1)")
      }
      for path in item.stroke {
        svg.element("path", [("d", SVGWriter.pathData(path))] + stroke(item.index, colors, dash: drawnDashes[item.index]))
      }
    }
    svg.close("g")
    return drawnDashes
  }

  /// The colour of item `index`: the palette's, its black drawn in the theme's.
  static func seriesColor(_ index: Int, _ colors: Colors) -> String {
    let listed = palette[index % palette.count]
    return listed == "#000000" ? colors.black : listed
  }

  /// The dashes of series `index`: none in the palette's first round, then each pattern in turn.
  static func dash(_ index: Int) -> CurveStyle.Dash? {
    let round = index / palette.count
    return round > 0 ? dashes[(round - 1) % dashes.count] : nil
  }

  /// The stroke attributes of series `index`: its colour and `dash`.
  static func stroke(_ index: Int, _ colors: Colors, width: Double = 2, dash: CurveStyle.Dash?) -> [(String, String)] {
    var attributes: [(String, String)] = [("fill", "none"), ("stroke", seriesColor(index, colors)), ("stroke-width", SVGWriter.number(width)), ("stroke-linejoin", "round"), ("stroke-linecap", "round")]
    if let dash { attributes.append(("stroke-dasharray", dash.svgValue)) }
    return attributes
  }
}
