import CurveAnalysis
import CurveExpression
import CurveFrame
import CurveSampling
import _CurveText

extension MathPlot {
  /// The title above the chart and the axes' names.
  static func drawLabels(_ svg: inout SVGWriter, _ labels: Labels, _ chart: Chart, _ colors: Colors) {
    let n = SVGWriter.number
    let font = ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif")
    let plot = chart.plot
    let size = chart.size
    if let title = labels.title {
      svg.element(
        "text", [("x", n(size.width / 2)), ("y", n(Layout.padding + 13)), font, ("font-size", "13"), ("font-weight", "bold"), ("text-anchor", "middle"), ("fill", colors.text)],
        content: TextWidth.fitting(title, width: size.width - 2 * Layout.padding, fontSize: 13, bold: true))
    }
    if let name = labels.x {
      svg.element(
        "text", [("x", n(plot.x + plot.width / 2)), ("y", n(plot.maxY + Layout.xTicksHeight + 9)), font, ("font-size", "11"), ("text-anchor", "middle"), ("fill", colors.text)],
        content: TextWidth.fitting(name, width: plot.width, fontSize: 11))
    }
    if let name = labels.y {
      let x = Layout.padding + 9, middle = plot.y + plot.height / 2
      svg.element(
        "text",
        [("x", n(x)), ("y", n(middle)), ("transform", "rotate(-90 \(n(x)) \(n(middle)))"), font, ("font-size", "11"), ("text-anchor", "middle"), ("fill", colors.text)],
        content: TextWidth.fitting(name, width: plot.height, fontSize: 11))
    }
  }

  /// The legend's rows, from `top`: each entry's swatch, then its text. A line is in its item's
  /// colour and `dashes` as drawn (a derivative's in the derivative's dashes), a dot for data
  /// drawn as dots, and a square in the tint of an inequality's region.
  static func drawLegend(_ svg: inout SVGWriter, _ legend: Legend, top: Double, _ colors: Colors, dashes: [CurveStyle.Dash?]) {
    let n = SVGWriter.number
    let font = ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif")
    let fontSize = ("font-size", n(Layout.fontSize))
    for entry in legend.entries {
      let x = Layout.padding + entry.x
      let yy = top + Double(entry.row) * Legend.rowHeight + 7
      let middle = x + Legend.swatch / 2
      switch entry.swatch {
      case .line(let index):
        svg.element("line", [("x1", n(x)), ("y1", n(yy)), ("x2", n(x + Legend.swatch)), ("y2", n(yy))] + stroke(index, colors, width: 2.5, dash: dashes[index]))
      case .derivative(let index):
        svg.element("line", [("x1", n(x)), ("y1", n(yy)), ("x2", n(x + Legend.swatch)), ("y2", n(yy))] + stroke(index, colors, width: 1.5, dash: derivativeDash))
      case .dot(let index):
        svg.element("circle", [("cx", n(middle)), ("cy", n(yy)), ("r", "2.5"), ("fill", seriesColor(index, colors))])
      case .region(let index):
        let side = 10.0
        svg.element(
          "rect",
          [("x", n(middle - side / 2)), ("y", n(yy - side / 2)), ("width", n(side)), ("height", n(side)), ("fill", seriesColor(index, colors)),
           ("fill-opacity", n(regionTint))])
      }
      svg.element("text", [("x", n(x + Legend.swatch + 4)), ("y", n(yy + 3.5)), font, fontSize, ("fill", colors.text)], content: entry.text)
    }
  }

  /// What the legend says, in order: each item's text (a fit's values beside its model, its
  /// areas after it) with its swatch, each function's derivative after it when drawn; a
  /// definition only when drawn.
  static func legendEntries(
    _ expressions: [String], items: Items, areas: [ShadedArea], marks: Marks, derivatives: Bool
  ) -> [(text: String, swatch: Legend.Swatch)] {
    expressions.indices.flatMap { i -> [(text: String, swatch: Legend.Swatch)] in
      // A definition not drawn (not in x alone) has no curve for a swatch to stand for.
      if case .definition = PlotItem(expressions[i]), !items.functions.contains(where: { $0.index == i }) { return [] }
      let text = items.fits.first { $0.index == i }.flatMap { entry in entry.fit.map { legendText($0, name: entry.name) } } ?? expressions[i]
      let entry = ([text] + areas.filter { $0.area.item == i }.map(legendNote)).joined(separator: "   ")
      let swatch: Legend.Swatch =
        if items.relations.contains(where: { $0.index == i && $0.relation.comparison != .equal }) { .region(i) }
        else if marks == .points && items.data.contains(where: { $0.index == i }) { .dot(i) }
        else { .line(i) }
      guard derivatives, let function = items.functions.first(where: { $0.index == i }) else { return [(entry, swatch)] }
      return [(entry, swatch), ("d/dx " + function.text, .derivative(i))]
    }
  }

  /// The legend's entries in rows across `width`: a swatch and the expression, shortened with an
  /// ellipsis when one alone would not fit a row.
  struct Legend {
    static let swatch = 18.0
    static let rowHeight = 14.0
    static let spacing = 14.0
    /// How an entry shows what it names, in its item's colour (by index).
    enum Swatch: Equatable {
      /// A curve: a line, dashed as the curve is drawn.
      case line(Int)
      /// A function's derivative: a thinner line in the derivative's dashes.
      case derivative(Int)
      /// A data series drawn as dots: a dot.
      case dot(Int)
      /// An inequality's region: a square in its tint.
      case region(Int)
    }
    struct Entry {
      var text: String
      var swatch: Swatch
      var x: Double
      var row: Int
    }
    var entries: [Entry] = []
    let placement: LegendPlacement
    var height: Double { entries.isEmpty ? 0 : Double((entries.last?.row ?? 0) + 1) * Self.rowHeight }
    /// The room it takes above the plot and below the x axis's name.
    var above: Double { placement == .top ? height : 0 }
    var below: Double { placement == .bottom && height > 0 ? height + Layout.gap : 0 }

    /// Where its first row starts: below the title, or below the x axis's name.
    func top(in chart: Chart, labels: Labels) -> Double {
      guard placement == .bottom else { return Layout.padding + chart.titleHeight }
      return chart.plot.maxY + Layout.xTicksHeight + (labels.x == nil ? 0 : Layout.axisNameHeight) + Layout.gap
    }

    init(_ named: [(text: String, swatch: Swatch)], width: Double, placement: LegendPlacement = .top) {
      self.placement = placement
      guard placement != .none else { return }
      var x = 0.0
      var row = 0
      for (expression, swatch) in named {
        let text = TextWidth.fitting(expression, width: Swift.max(0, width - Self.swatch - 4), fontSize: Layout.fontSize)
        let entryWidth = Self.swatch + 4 + TextWidth.of(text, fontSize: Layout.fontSize)
        if x > 0, x + entryWidth > width {
          x = 0
          row += 1
        }
        entries.append(Entry(text: text, swatch: swatch, x: x, row: row))
        x += entryWidth + Self.spacing
      }
    }
  }
}
