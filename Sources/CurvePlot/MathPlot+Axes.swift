import CurveSampling
import _CurveText

extension MathPlot {
  /// The grid and the ticks with their labels, then the axes: through zero when zero is inside,
  /// else along the plot's edges.
  static func drawAxes(_ svg: inout SVGWriter, _ chart: Chart, _ colors: Colors) {
    let n = SVGWriter.number
    let font = ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif")
    func grid(minor: Bool) -> [(String, String)] {
      [("stroke", colors.grid), ("stroke-width", "1")] + (minor ? [("stroke-opacity", "0.5")] : [])
    }
    let fontSize = ("font-size", n(Layout.fontSize))
    let plot = chart.plot
    // A minor tick of a logarithmic axis has no label, and its grid line is fainter.
    for tick in xTicks(chart.x) {
      let (x, label) = (chart.x.map(tick.value), tick.label)
      svg.element("line", [("x1", n(x)), ("y1", n(plot.y)), ("x2", n(x)), ("y2", n(plot.maxY))] + grid(minor: label.isEmpty))
      svg.element("line", [("x1", n(x)), ("y1", n(plot.maxY)), ("x2", n(x)), ("y2", n(plot.maxY + Layout.tickLength)), ("stroke", colors.axis), ("stroke-width", "1")])
      if !label.isEmpty {
        svg.element("text", [("x", n(x)), ("y", n(plot.maxY + 15)), font, fontSize, ("text-anchor", "middle"), ("fill", colors.tickText)], content: label)
      }
    }
    for tick in chart.yTicks {
      let yy = chart.y.map(tick.value)
      svg.element("line", [("x1", n(plot.x)), ("y1", n(yy)), ("x2", n(plot.maxX)), ("y2", n(yy))] + grid(minor: tick.label.isEmpty))
      svg.element("line", [("x1", n(plot.x - Layout.tickLength)), ("y1", n(yy)), ("x2", n(plot.x)), ("y2", n(yy)), ("stroke", colors.axis), ("stroke-width", "1")])
      if !tick.label.isEmpty {
        svg.element("text", [("x", n(plot.x - Layout.tickLength - 3)), ("y", n(yy + 3.5)), font, fontSize, ("text-anchor", "end"), ("fill", colors.tickText)], content: tick.label)
      }
    }
    let axisY = chart.y.domain.contains(0) ? chart.y.map(0) : plot.maxY
    let axisX = chart.x.domain.contains(0) ? chart.x.map(0) : plot.x
    svg.element("line", [("x1", n(plot.x)), ("y1", n(axisY)), ("x2", n(plot.maxX)), ("y2", n(axisY)), ("stroke", colors.axis), ("stroke-width", "1")])
    svg.element("line", [("x1", n(axisX)), ("y1", n(plot.y)), ("x2", n(axisX)), ("y2", n(plot.maxY)), ("stroke", colors.axis), ("stroke-width", "1")])
  }

  /// The x ticks and their labels: about one every 70 pt, fewer while neighbouring labels would
  /// come closer than 8 pt, more when that leaves fewer than two. On a logarithmic axis they are
  /// d3's (``Ticks/logarithmic(_:_:count:)``), and only the labelled ones are held apart; the
  /// minor ticks have empty labels.
  static func xTicks(_ axis: Axis) -> [Ticks.Tick] {
    let preferred = tickCount(axis.range.upper - axis.range.lower, every: 70)
    func apart(_ count: Int) -> [Ticks.Tick]? {
      let ticks = axis.ticks(count: count)
      let labelled = ticks.filter { !$0.label.isEmpty }.map { (at: axis.map($0.value), half: TextWidth.of($0.label, fontSize: Layout.fontSize) / 2) }
      guard labelled.count >= 2 else { return nil }
      for (a, b) in zip(labelled, labelled.dropFirst()) where Swift.abs(b.at - a.at) < a.half + b.half + 8 { return nil }
      return ticks
    }
    for count in (1...preferred).reversed() { if let found = apart(count) { return found } }
    for count in (preferred + 1)...(preferred + 6) { if let found = apart(count) { return found } }
    // Nothing fits two labels apart: the ends' tick alone.
    return Array(axis.ticks(count: 1).filter { !$0.label.isEmpty }.prefix(1))
  }
}
