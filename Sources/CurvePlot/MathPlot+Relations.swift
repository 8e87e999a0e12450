import CurveFrame
import CurveSampling

extension MathPlot {
  /// A relation drawn on the plot: its pixels, whole pt from `origin` (so every renderer draws
  /// them crisp and alike), or why it could not be classified.
  struct RelationLayer {
    var index: Int
    var relation: Relation
    var origin: Point
    var classification: Result<RelationClassification, RelationError>
  }

  /// Each relation classified at one pixel a pt over the whole pt that cover the chart's plot
  /// (the plot's clip trims the part beyond it).
  static func classify(_ relations: [(index: Int, relation: Relation)], _ chart: Chart) -> [RelationLayer] {
    let plot = chart.plot
    let (left, right) = (plot.x.rounded(.down), plot.maxX.rounded(.up))
    let (top, bottom) = (plot.y.rounded(.down), plot.maxY.rounded(.up))
    // The plot's size is checked, so these are small whole numbers.
    let width = Swift.min(Relation.maximumSide, Swift.max(1, Int(right - left)))
    let height = Swift.min(Relation.maximumSide, Swift.max(1, Int(bottom - top)))
    func x(_ pt: Double) -> Double { chart.domain.start + (pt - plot.x) / plot.width * (chart.domain.end - chart.domain.start) }
    func y(_ pt: Double) -> Double { chart.y.start + (plot.maxY - pt) / plot.height * (chart.y.end - chart.y.start) }
    let (x0, x1, y0, y1) = (x(left), x(left + Double(width)), y(top + Double(height)), y(top))
    return relations.map { item in
      let classification: Result<RelationClassification, RelationError>
      if x0 < x1 && y0 < y1 {
        classification = Result { () throws(RelationError) in
          try item.relation.classify(over: RelationBounds(x: x0...x1, y: y0...y1), width: width, height: height)
        }
      } else {
        classification = .failure(.bounds("the plot's x and y ranges must increase"))
      }
      return RelationLayer(index: item.index, relation: item.relation, origin: Point(left, top), classification: classification)
    }
  }

  /// The relations, inside the plot's clip: an equation's proven pixels in its colour, an
  /// inequality's as a tint of it; undecided pixels in a lighter tint. Each pixel row's runs
  /// are rectangles of one path.
  static func drawRelations(_ svg: inout SVGWriter, _ layers: [RelationLayer], _ chart: Chart, _ colors: Colors) {
    guard !layers.isEmpty else { return }
    let n = SVGWriter.number
    svg.open("g", [("clip-path", "url(#plot)")])
    for layer in layers {
      guard case .success(let c) = layer.classification else { continue }
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
            d += "M" + n(layer.origin.x + Double(start)) + "," + n(layer.origin.y + Double(row)) + "h" + n(Double(column - start)) + "v1h"
              + n(-Double(column - start)) + "z"
          }
        }
        if !d.isEmpty { svg.element("path", [("d", d), ("fill", color), ("fill-opacity", n(opacity)), ("shape-rendering", "crispEdges")]) }
      }
    }
    svg.close("g")
  }

  /// What a reader should know of the relations, in as few lines as it takes: one with the
  /// undecided pixels of each (and a budget that ran out), and one for each not drawn.
  static func relationNotes(_ layers: [RelationLayer]) -> [String] {
    var undecided: [String] = []
    var notDrawn: [String] = []
    for layer in layers {
      switch layer.classification {
      case .failure(let error):
        notDrawn.append("\(layer.relation.source) is not drawn: \(error.description)")
      case .success(let classification):
        let count = classification.count(of: .undecided)
        guard count > 0 else { continue }
        undecided.append("\(count) in expression \(layer.index + 1)" + (classification.budgetExhausted ? " (the budget ran out)" : ""))
      }
    }
    return (undecided.isEmpty ? [] : ["pixels left undecided (tinted): " + undecided.joined(separator: ", ")]) + notDrawn
  }
}
