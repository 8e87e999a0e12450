import CurveExpression
import CurveSampling

/// One or more expressions on one chart, with axes, d3-style nice ticks and labels, a light grid,
/// a legend, and distinct colours; gaps and poles exactly as the sampler finds them.
public enum MathPlot {
  struct Series: Sendable {
    public var expression: String
    public var geometry: CurveGeometry
  }

  /// A colour per series (d3's category10, a well-tested qualitative palette).
  public static let palette = ["#1F77B4", "#FF7F0E", "#2CA02C", "#D62728", "#9467BD", "#8C564B", "#E377C2", "#7F7F7F", "#BCBD22", "#17BECF"]

  /// The most expressions one plot draws: each is sampled (twice without a y domain) and gets a
  /// legend entry, so the work and the picture stay bounded.
  public static let maximumExpressions = 16
  /// The size of a plot when none is given.
  public static let defaultSize = CanvasSize(width: 640, height: 400)
  /// The largest side of a plot, in pt.
  public static let maximumSide = 10_000.0

  /// Why a plot cannot be drawn.
  public enum Failure: Error, Sendable, Equatable {
    /// An expression (by index) did not compile.
    case expression(Int, ExpressionError)
    /// More than ``maximumExpressions`` expressions (how many were given).
    case tooManyExpressions(Int)
    /// A side that is not a finite number of pt in 1…``maximumSide``.
    case invalidSize
  }

  /// The y range when none is given, as a person would choose it: the extent of every finite
  /// value with a margin of 5 % of it on each side, so crests are not drawn on the plot's edge;
  /// but when a series has a pole (the sampler broke its path), values next to the pole would
  /// flatten everything else, so the range is the 5th–95th percentile of the values, widened by a
  /// quarter on each side. Either is then extended to the nice tick values around it (for about
  /// `ticks` ticks), so the axis starts and ends on a labelled tick. The percentiles are of the
  /// values on the 1,024-point grid: the points the sampler adds around a break crowd next to the
  /// pole and would pull them out.
  static func defaultYDomain(_ series: [Series], domain: Interval, ticks: Int) -> Interval {
    let grid = Set((UniformGrid(from: domain.start, to: domain.end, count: CurveLimits.functionSamples)?.values ?? []).map { $0.bitPattern })
    let values = series.flatMap { s in zip(s.geometry.samples.xs, s.geometry.samples.ys).filter { grid.contains($0.0.bitPattern) }.map { $0.1 } }
      .filter { $0.isFinite }.sorted()
    let range: Interval
    if series.contains(where: { !$0.geometry.breaks.isEmpty }), values.count >= 20 {
      let low = values[values.count * 5 / 100]
      let high = values[values.count * 95 / 100]
      let margin = (high - low) / 4
      range = DomainInference.widened(Interval(low - margin, high + margin))
    } else {
      let extent = DomainInference.extent(of: values)
      let margin = (extent.end - extent.start) / 20
      let widened = Interval(extent.start - margin, extent.end + margin)
      // A margin that overflows (values near ±Double.greatestFiniteMagnitude) is left out.
      range = widened.start.isFinite && widened.end.isFinite ? widened : extent
    }
    return Ticks.nice(range, count: ticks)
  }

  /// How many ticks an axis of `length` pt asks for: one every `spacing` pt, at least 2.
  static func tickCount(_ length: Double, every spacing: Double) -> Int {
    Int((length / spacing).clamped(to: 2...1000).rounded(.down))  // the size is checked, so finite
  }

  /// SVG of `expressions` over `domain`, on one chart.
  /// - Parameters:
  ///   - expressions: at most ``maximumExpressions``, each of the protocol's language.
  ///   - parameters: the named parameters they may use.
  ///   - domain: the x range.
  ///   - yDomain: the y range, drawn exactly as given; by default the extent of the values with
  ///     a 5 % margin (with poles, the 5th–95th percentile widened by a quarter on each side),
  ///     extended to nice tick values.
  ///   - size: the picture in pt, each side 1…``maximumSide``.
  ///   - interpolation: how the samples are joined (monotone by default).
  /// - Throws: ``Failure`` for an expression that does not compile, too many expressions or a
  ///   bad size.
  public static func svg(
    expressions: [String], parameters: [(String, Double)], domain: Interval, yDomain: Interval?, size: CanvasSize,
    interpolation: Interpolation = .monotone
  ) throws(Failure) -> String {
    guard expressions.count <= maximumExpressions else { throw .tooManyExpressions(expressions.count) }
    guard (1...maximumSide).contains(size.width), (1...maximumSide).contains(size.height) else { throw .invalidSize }
    let margin = (left: 52.0, right: 16.0, top: 16.0 + 14.0 * Double((expressions.count + 2) / 3), bottom: 34.0)
    let plot = Rect(x: margin.left, y: margin.top, width: Swift.max(10, size.width - margin.left - margin.right), height: Swift.max(10, size.height - margin.top - margin.bottom))
    // Sample each expression; the shared y domain is the union of their extents.
    var series: [Series] = []
    let workspace = SamplerWorkspace()
    for (index, expression) in expressions.enumerated() {
      do {
        _ = try CompiledExpression(expression, parameters: ParameterSet(parameters))
      } catch {
        throw .expression(index, error)
      }
      let spec = CurveLayerSpec(mode: .function, expression: expression, parameters: parameters, domain: domain, yDomain: yDomain, interpolation: interpolation)
      series.append(Series(expression: expression, geometry: CurveSampler.geometry(for: spec, in: plot, workspace: workspace)))
    }
    let y = yDomain ?? defaultYDomain(series, domain: domain, ticks: tickCount(plot.height, every: 40))
    if yDomain == nil {
      for i in series.indices {
        let spec = CurveLayerSpec(mode: .function, expression: series[i].expression, parameters: parameters, domain: domain, yDomain: y, interpolation: interpolation)
        series[i].geometry = CurveSampler.geometry(for: spec, in: plot, workspace: workspace)
      }
    }

    var svg = SVGWriter(width: size.width, height: size.height)
    let n = SVGWriter.number
    let font = ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif")
    svg.element("rect", [("x", "0"), ("y", "0"), ("width", n(size.width)), ("height", n(size.height)), ("fill", "#FFFFFF")])
    func px(_ v: Double) -> Double { plot.x + (v - domain.start) / (domain.end - domain.start) * plot.width }
    func py(_ v: Double) -> Double { plot.maxY - (v - y.start) / (y.end - y.start) * plot.height }
    // Grid and ticks.
    for tick in Ticks.values(domain.start, domain.end, count: tickCount(plot.width, every: 70)) {
      let x = px(tick)
      svg.element("line", [("x1", n(x)), ("y1", n(plot.y)), ("x2", n(x)), ("y2", n(plot.maxY)), ("stroke", "#E5E8EC"), ("stroke-width", "1")])
      svg.element("line", [("x1", n(x)), ("y1", n(plot.maxY)), ("x2", n(x)), ("y2", n(plot.maxY + 4)), ("stroke", "#4A5563"), ("stroke-width", "1")])
      svg.element("text", [("x", n(x)), ("y", n(plot.maxY + 15)), font, ("font-size", "10"), ("text-anchor", "middle"), ("fill", "#4A5563")], content: Ticks.label(tick))
    }
    for tick in Ticks.values(y.start, y.end, count: tickCount(plot.height, every: 40)) {
      let yy = py(tick)
      svg.element("line", [("x1", n(plot.x)), ("y1", n(yy)), ("x2", n(plot.maxX)), ("y2", n(yy)), ("stroke", "#E5E8EC"), ("stroke-width", "1")])
      svg.element("line", [("x1", n(plot.x - 4)), ("y1", n(yy)), ("x2", n(plot.x)), ("y2", n(yy)), ("stroke", "#4A5563"), ("stroke-width", "1")])
      svg.element("text", [("x", n(plot.x - 7)), ("y", n(yy + 3.5)), font, ("font-size", "10"), ("text-anchor", "end"), ("fill", "#4A5563")], content: Ticks.label(tick))
    }
    // Axes: through zero when zero is inside, else along the plot's edges.
    let axisY = y.contains(0) ? py(0) : plot.maxY
    let axisX = domain.contains(0) ? px(0) : plot.x
    svg.element("line", [("x1", n(plot.x)), ("y1", n(axisY)), ("x2", n(plot.maxX)), ("y2", n(axisY)), ("stroke", "#4A5563"), ("stroke-width", "1")])
    svg.element("line", [("x1", n(axisX)), ("y1", n(plot.y)), ("x2", n(axisX)), ("y2", n(plot.maxY)), ("stroke", "#4A5563"), ("stroke-width", "1")])
    // Curves, clipped to the plot.
    svg.open("clipPath", [("id", "plot")])
    svg.element("rect", [("x", n(plot.x)), ("y", n(plot.y)), ("width", n(plot.width)), ("height", n(plot.height))])
    svg.close("clipPath")
    svg.open("g", [("clip-path", "url(#plot)")])
    for (index, item) in series.enumerated() {
      let color = palette[index % palette.count]
      for path in item.geometry.stroke {
        svg.element("path", [("d", SVGWriter.pathData(path)), ("fill", "none"), ("stroke", color), ("stroke-width", "2"), ("stroke-linejoin", "round"), ("stroke-linecap", "round")])
      }
    }
    svg.close("g")
    // Legend: three entries a row above the plot.
    for (index, item) in series.enumerated() {
      let column = Double(index % 3)
      let row = Double(index / 3)
      let x = plot.x + column * (plot.width / 3)
      let yy = 12 + row * 14
      svg.element("line", [("x1", n(x)), ("y1", n(yy)), ("x2", n(x + 16)), ("y2", n(yy)), ("stroke", palette[index % palette.count]), ("stroke-width", "2.5")])
      let text = item.expression.count > 40 ? String(item.expression.prefix(39)) + "…" : item.expression
      svg.element("text", [("x", n(x + 20)), ("y", n(yy + 3.5)), font, ("font-size", "10"), ("fill", "#1F2933")], content: text)
    }
    return svg.finish()
  }
}
