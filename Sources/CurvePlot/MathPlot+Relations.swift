import CurveFrame
import CurveSampling

extension MathPlot {
  /// A relation drawn on the plot: what its pixels are, and how many stayed undecided.
  struct RelationLayer {
    var index: Int
    var relation: Relation
    var classification: RelationClassification
  }

  /// Each relation classified at one pixel a pt over the chart's plot.
  static func classify(_ relations: [(index: Int, relation: Relation)], _ chart: Chart) -> [RelationLayer] {
    let width = Swift.min(Relation.maximumSide, Swift.max(1, Int(chart.plot.width.rounded())))
    let height = Swift.min(Relation.maximumSide, Swift.max(1, Int(chart.plot.height.rounded())))
    let bounds = RelationBounds(x: chart.domain.start...chart.domain.end, y: chart.y.start...chart.y.end)
    return relations.compactMap { item in
      // Bounds too narrow for the pixels at their magnitude leave the relation out, said in a note.
      guard let classification = try? item.relation.classify(over: bounds, width: width, height: height) else { return nil }
      return RelationLayer(index: item.index, relation: item.relation, classification: classification)
    }
  }

  /// The relations, inside the plot's clip: an equation's proven pixels in its colour, an
  /// inequality's as a tint of it; undecided pixels in a lighter tint. Each pixel row's runs
  /// are rectangles of one path.
  static func drawRelations(_ svg: inout SVGWriter, _ layers: [RelationLayer], _ chart: Chart, _ colors: Colors) {
    guard !layers.isEmpty else { return }
    let plot = chart.plot
    svg.open("g", [("clip-path", "url(#plot)")])
    for layer in layers {
      let c = layer.classification
      let (w, h) = (plot.width / Double(c.width), plot.height / Double(c.height))
      let color = seriesColor(layer.index, colors)
      let region = layer.relation.comparison != .equal
      for (kind, opacity) in [(PixelClass.solution, region ? 0.35 : 1), (.undecided, region ? 0.15 : 0.3)] {
        var d = ""
        for row in 0..<c.height {
          var column = 0
          while column < c.width {
            guard c[column, row] == kind else {
              column += 1
              continue
            }
            let start = column
            while column < c.width && c[column, row] == kind { column += 1 }
            d += "M" + SVGWriter.number(plot.x + Double(start) * w) + "," + SVGWriter.number(plot.y + Double(row) * h)
              + "h" + SVGWriter.number(Double(column - start) * w) + "v" + SVGWriter.number(h) + "h" + SVGWriter.number(-Double(column - start) * w) + "z"
          }
        }
        if !d.isEmpty { svg.element("path", [("d", d), ("fill", color), ("fill-opacity", SVGWriter.number(opacity))]) }
      }
    }
    svg.close("g")
  }

  /// What a reader should know of each relation: undecided pixels, and a budget that ran out.
  static func relationNotes(_ layers: [RelationLayer]) -> [String] {
    layers.compactMap { layer in
      let undecided = layer.classification.count(of: .undecided)
      guard undecided > 0 else { return nil }
      return "\(layer.relation.source): \(undecided) pixel\(undecided == 1 ? "" : "s") undecided (tinted)"
        + (layer.classification.budgetExhausted ? ", the budget ran out" : "")
    }
  }
}
