import CurveFrame
import CurveSampling

extension MathPlot {
  /// How a data series is drawn.
  public enum Marks: String, Sendable, CaseIterable {
    /// A line through the pairs, joined by the plot's interpolation (the default).
    case lines
    /// A dot at each pair.
    case points
  }

  /// Each data series under the curve layer's samples-mode rules on the chart: its line, as the
  /// sampler draws its first 1,024 pairs (gaps where a cell is empty or not a number), or a dot
  /// at each of them inside the plot; with a note for the gap rows and the pairs not drawn. On a
  /// logarithmic axis a pair is drawn at its coordinates, and one at 0 or below is a gap, noted.
  static func drawData(
    _ data: [(index: Int, name: String, series: DataSeries)], _ chart: Chart, interpolation: Interpolation, marks: Marks,
    workspace: SamplerWorkspace
  ) -> (lines: [Series], dots: [(index: Int, points: [Point])], notes: [String]) {
    var lines: [Series] = []
    var dots: [(index: Int, points: [Point])] = []
    var notes: [String] = []
    for (index, name, series) in data {
      let drawn = series.points.prefix(CurveLimits.maximumPoints)
      let coordinates = drawn.map { (x: chart.x.scale.coordinate($0.x), y: chart.y.scale.coordinate($0.y)) }
      switch marks {
      case .lines:
        let spec = CurveLayerSpec(
          mode: .samples, points: coordinates, domain: chart.x.coordinates, yDomain: chart.y.coordinates, interpolation: interpolation)
        lines.append(Series(index: index, stroke: CurveSampler.geometry(for: spec, in: chart.plot, workspace: workspace).stroke))
      case .points:
        let plot = chart.plot
        let inside = drawn.filter { $0.x.isFinite && $0.y.isFinite }.map { chart.point($0.x, $0.y) }
          .filter { $0.x >= plot.x && $0.x <= plot.maxX && $0.y >= plot.y && $0.y <= plot.maxY }
        dots.append((index, inside))
      }
      if series.gaps > 0 { notes.append("\(series.gaps) gap row\(series.gaps == 1 ? "" : "s") in @\(name)") }
      let offAxis = zip(drawn, coordinates).filter { ($0.0.x.isFinite && $0.0.y.isFinite) && !($0.1.x.isFinite && $0.1.y.isFinite) }.count
      if offAxis > 0 { notes.append("@\(name): \(offAxis) row\(offAxis == 1 ? "" : "s") at 0 or below, off the logarithmic axes") }
      if series.points.count > drawn.count {
        notes.append("@\(name): the first \(drawn.count) of \(series.points.count) rows are drawn")
      }
    }
    return (lines, dots, notes)
  }

  /// The dots of the data series drawn as points, in their items' colours, inside the plot.
  static func drawDots(_ svg: inout SVGWriter, _ dots: [(index: Int, points: [Point])], _ colors: Colors) {
    let n = SVGWriter.number
    for (index, points) in dots {
      for p in points {
        svg.element("circle", [("cx", n(p.x)), ("cy", n(p.y)), ("r", "2.5"), ("fill", seriesColor(index, colors))])
      }
    }
  }
}
