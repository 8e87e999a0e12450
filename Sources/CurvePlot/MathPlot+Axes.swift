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
    for (tick, label) in xTicks(chart.domain, scale: chart.xScale, width: plot.width) {
      let x = chart.px(tick)
      svg.element("line", [("x1", n(x)), ("y1", n(plot.y)), ("x2", n(x)), ("y2", n(plot.maxY))] + grid(minor: label.isEmpty))
      svg.element("line", [("x1", n(x)), ("y1", n(plot.maxY)), ("x2", n(x)), ("y2", n(plot.maxY + Layout.tickLength)), ("stroke", colors.axis), ("stroke-width", "1")])
      if !label.isEmpty {
        svg.element("text", [("x", n(x)), ("y", n(plot.maxY + 15)), font, fontSize, ("text-anchor", "middle"), ("fill", colors.tickText)], content: label)
      }
    }
    for tick in chart.yTicks {
      let yy = chart.py(tick.value)
      svg.element("line", [("x1", n(plot.x)), ("y1", n(yy)), ("x2", n(plot.maxX)), ("y2", n(yy))] + grid(minor: tick.label.isEmpty))
      svg.element("line", [("x1", n(plot.x - Layout.tickLength)), ("y1", n(yy)), ("x2", n(plot.x)), ("y2", n(yy)), ("stroke", colors.axis), ("stroke-width", "1")])
      if !tick.label.isEmpty {
        svg.element("text", [("x", n(plot.x - Layout.tickLength - 3)), ("y", n(yy + 3.5)), font, fontSize, ("text-anchor", "end"), ("fill", colors.tickText)], content: tick.label)
      }
    }
    let axisY = chart.y.contains(0) ? chart.py(0) : plot.maxY
    let axisX = chart.domain.contains(0) ? chart.px(0) : plot.x
    svg.element("line", [("x1", n(plot.x)), ("y1", n(axisY)), ("x2", n(plot.maxX)), ("y2", n(axisY)), ("stroke", colors.axis), ("stroke-width", "1")])
    svg.element("line", [("x1", n(axisX)), ("y1", n(plot.y)), ("x2", n(axisX)), ("y2", n(plot.maxY)), ("stroke", colors.axis), ("stroke-width", "1")])
  }

  /// The x ticks and their labels: about one every 70 pt, fewer while neighbouring labels would
  /// come closer than 8 pt, more when that leaves fewer than two. On a logarithmic axis they are
  /// d3's (``Ticks/logarithmic(_:_:count:)``), and only the labelled ones are held apart; the
  /// minor ticks have empty labels.
  static func xTicks(_ domain: Interval, scale: AxisScale = .linear, width: Double) -> [(Double, String)] {
    let preferred = tickCount(width, every: 70)
    func labeled(_ count: Int) -> [(Double, String)]? {
      guard scale == .linear else { return logarithmic(count) }
      let ticks = Ticks.labeled(domain.start, domain.end, count: count)
      guard ticks.count >= 2 else { return nil }
      let labels = ticks.map { ($0.value, $0.label) }
      let widest = labels.map { TextWidth.of($0.1, fontSize: Layout.fontSize) }.max() ?? 0
      // Halved, so a domain as wide as the doubles allow does not overflow.
      let spacing = Swift.abs(ticks[1].value / 2 - ticks[0].value / 2) / Swift.abs(domain.end / 2 - domain.start / 2) * width
      return spacing >= widest + 8 ? labels : nil
    }
    func logarithmic(_ count: Int) -> [(Double, String)]? {
      let ticks = Ticks.logarithmic(domain.start, domain.end, count: count)
      let coordinates = scale.coordinates(domain)
      let labelled = ticks.filter { !$0.label.isEmpty }.map { tick in
        (at: (scale.coordinate(tick.value) - coordinates.start) / (coordinates.end - coordinates.start) * width,
         half: TextWidth.of(tick.label, fontSize: Layout.fontSize) / 2)
      }
      guard labelled.count >= 2 else { return nil }
      for (a, b) in zip(labelled, labelled.dropFirst()) where Swift.abs(b.at - a.at) < a.half + b.half + 8 { return nil }
      return ticks.map { ($0.value, $0.label) }
    }
    for count in (1...preferred).reversed() { if let found = labeled(count) { return found } }
    for count in (preferred + 1)...(preferred + 6) { if let found = labeled(count) { return found } }
    // Nothing fits two labels apart: the ends' tick alone.
    if scale == .log { return Ticks.logarithmic(domain.start, domain.end, count: 1).filter { !$0.label.isEmpty }.prefix(1).map { ($0.value, $0.label) } }
    return Ticks.labeled(domain.start, domain.end, count: 1).prefix(1).map { ($0.value, $0.label) }
  }
}
