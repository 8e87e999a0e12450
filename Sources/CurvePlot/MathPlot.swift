import CurveExpression
import CurveFrame
import CurveSampling
import _CurveText

/// One or more expressions on one chart, with axes, d3-style nice ticks and labels, a light grid,
/// a legend, and distinct colours; gaps and poles exactly as the sampler finds them.
public enum MathPlot {
  struct Series: Sendable {
    public var expression: String
    public var geometry: CurveGeometry
  }

  /// The colours of the series, in order: Okabe and Ito's palette, told apart with every common
  /// colour-vision deficiency. The last entry (black) is drawn white on the dark theme. After
  /// the eighth series the colours repeat with a dash pattern, so no two series look alike.
  public static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442", "#000000"]
  /// The dash patterns of the second and third rounds of the palette (the first is solid).
  static let dashes = [DashPattern(length: 7, gap: 4), DashPattern(length: 2, gap: 3)]

  /// The page a plot is drawn on.
  public enum Theme: String, Sendable, CaseIterable {
    /// Dark text and lines on white (the default).
    case light
    /// Light text and lines on a near-black page.
    case dark
  }

  /// Text around the chart, each optional.
  public struct Labels: Sendable, Equatable {
    /// A title above the chart.
    public var title: String?
    /// The x axis's name, below its tick labels.
    public var x: String?
    /// The y axis's name, turned along the axis left of its tick labels.
    public var y: String?

    /// The labels given.
    public init(title: String? = nil, x: String? = nil, y: String? = nil) {
      self.title = title
      self.x = x
      self.y = y
    }
  }

  /// A plot and what it could not draw.
  public struct Drawing: Sendable {
    /// The SVG text.
    public var svg: String
    /// The expressions (by index) undefined on the whole domain: the plot says so in place of
    /// their curves.
    public var undefined: [Int]
    /// For a plot made to be drawn into pixels: the budget as spent, with what was simplified.
    public var raster: RasterBudget?
  }

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
    // Margins are taken of each end apart, and the widened ends kept finite, so values near
    // ±Double.greatestFiniteMagnitude neither overflow the margin nor widen to infinity.
    func widened(_ low: Double, _ high: Double, byOne divisor: Double) -> Interval {
      let span = high - low
      let margin = span.isFinite ? span / divisor : high / divisor - low / divisor
      let limit = Double.greatestFiniteMagnitude
      return Interval(Swift.max(-limit, low - margin), Swift.min(limit, high + margin))
    }
    let range: Interval
    if series.contains(where: { !$0.geometry.breaks.isEmpty }), values.count >= 20 {
      range = DomainInference.widened(widened(values[values.count * 5 / 100], values[values.count * 95 / 100], byOne: 4))
    } else {
      let extent = DomainInference.extent(of: values)
      range = widened(extent.start, extent.end, byOne: 20)
    }
    return Ticks.nice(range, count: ticks)
  }

  /// How many ticks an axis of `length` pt asks for: one every `spacing` pt, at least 2.
  static func tickCount(_ length: Double, every spacing: Double) -> Int {
    Int((length / spacing).clamped(to: 2...1000).rounded(.down))  // the size is checked, so finite
  }

  /// SVG of `expressions` over `domain`, on one chart (``draw(expressions:parameters:domain:yDomain:size:interpolation:labels:theme:raster:)``'s picture).
  public static func svg(
    expressions: [String], parameters: [(String, Double)], domain: Interval, yDomain: Interval?, size: CanvasSize,
    interpolation: Interpolation = .monotone, labels: Labels = Labels(), theme: Theme = .light
  ) throws(Failure) -> String {
    try draw(
      expressions: expressions, parameters: parameters, domain: domain, yDomain: yDomain, size: size, interpolation: interpolation,
      labels: labels, theme: theme
    ).svg
  }

  /// `expressions` over `domain` on one chart, and which of them are undefined everywhere on it.
  ///
  /// The layout is measured with the font's advance widths: the plot area shrinks so the widest
  /// y tick label fits; x ticks thin out until their labels are apart; the legend wraps into
  /// rows and shortens an expression that would not fit with an ellipsis.
  /// - Parameters:
  ///   - expressions: at most ``maximumExpressions``, each of the protocol's language.
  ///   - parameters: the named parameters they may use.
  ///   - domain: the x range.
  ///   - yDomain: the y range, drawn exactly as given; by default the extent of the values with
  ///     a 5 % margin (with poles, the 5th–95th percentile widened by a quarter on each side),
  ///     extended to nice tick values.
  ///   - size: the picture in pt, each side 1…``maximumSide``.
  ///   - interpolation: how the samples are joined (monotone by default).
  ///   - labels: a title and axis names.
  ///   - theme: the page, light by default.
  ///   - raster: for a picture to be drawn into pixels or a PDF, its budget of work: dashes
  ///     are then drawn solid where it says (``Drawing/raster`` is the budget as spent).
  /// - Throws: ``Failure`` for an expression that does not compile, too many expressions or a
  ///   bad size.
  public static func draw(
    expressions: [String], parameters: [(String, Double)], domain: Interval, yDomain: Interval?, size: CanvasSize,
    interpolation: Interpolation = .monotone, labels: Labels = Labels(), theme: Theme = .light, raster: RasterBudget? = nil
  ) throws(Failure) -> Drawing {
    guard expressions.count <= maximumExpressions else { throw .tooManyExpressions(expressions.count) }
    guard (1...maximumSide).contains(size.width), (1...maximumSide).contains(size.height) else { throw .invalidSize }
    for (index, expression) in expressions.enumerated() {
      do {
        _ = try CompiledExpression(expression, parameters: ParameterSet(parameters))
      } catch {
        throw .expression(index, error)
      }
    }
    let colors = Colors(theme)
    let legend = Legend(expressions, width: size.width - 2 * Layout.padding)
    let titleHeight = labels.title == nil ? 0 : Layout.titleHeight
    let top = Layout.padding + titleHeight + legend.height + Layout.gap
    let bottom = Layout.xTicksHeight + (labels.x == nil ? 0 : Layout.axisNameHeight) + Layout.padding / 2
    let height = Swift.max(10, size.height - top - bottom)
    let yTickCount = tickCount(height, every: 40)

    func spec(_ expression: String, _ y: Interval?) -> CurveLayerSpec {
      CurveLayerSpec(mode: .function, expression: expression, parameters: parameters, domain: domain, yDomain: y, interpolation: interpolation)
    }
    // The y range: given, or from the values (sampled once on a provisional plot).
    let workspace = SamplerWorkspace()
    let y: Interval
    if let yDomain {
      y = yDomain
    } else {
      let provisional = Rect(x: 52, y: top, width: Swift.max(10, size.width - 68), height: height)
      let sampled = expressions.map { Series(expression: $0, geometry: CurveSampler.geometry(for: spec($0, nil), in: provisional, workspace: workspace)) }
      y = defaultYDomain(sampled, domain: domain, ticks: yTickCount)
    }
    // The plot area: wide enough on the left for the widest y label, on the right for half the
    // last x label.
    let yLabeled = Ticks.labeled(y.start, y.end, count: yTickCount)
    let yTicks = yLabeled.map { $0.value }
    let yLabels = yLabeled.map { $0.label }
    let widestY = yLabels.map { TextWidth.of($0, fontSize: Layout.fontSize) }.max() ?? 0
    let left = Layout.padding + (labels.y == nil ? 0 : Layout.axisNameHeight) + widestY + Layout.tickLength + 3
    let lastX = Ticks.label(domain.end)
    let right = Swift.max(Layout.padding + 6, TextWidth.of(lastX, fontSize: Layout.fontSize) / 2 + 4)
    let plot = Rect(x: left, y: top, width: Swift.max(10, size.width - left - right), height: height)
    let series = expressions.map { Series(expression: $0, geometry: CurveSampler.geometry(for: spec($0, y), in: plot, workspace: workspace)) }
    let undefined = series.indices.filter { !series[$0].geometry.samples.ys.contains(where: { $0.isFinite }) }

    var svg = SVGWriter(width: size.width, height: size.height)
    let n = SVGWriter.number
    let font = ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif")
    let fontSize = ("font-size", n(Layout.fontSize))
    svg.element("rect", [("x", "0"), ("y", "0"), ("width", n(size.width)), ("height", n(size.height)), ("fill", colors.background)])
    func px(_ v: Double) -> Double { Scale.linear(v, from: domain, onto: plot.x, plot.maxX) }
    func py(_ v: Double) -> Double { Scale.linear(v, from: y, onto: plot.maxY, plot.y) }
    // Grid and ticks.
    for (tick, label) in xTicks(domain, width: plot.width) {
      let x = px(tick)
      svg.element("line", [("x1", n(x)), ("y1", n(plot.y)), ("x2", n(x)), ("y2", n(plot.maxY)), ("stroke", colors.grid), ("stroke-width", "1")])
      svg.element("line", [("x1", n(x)), ("y1", n(plot.maxY)), ("x2", n(x)), ("y2", n(plot.maxY + Layout.tickLength)), ("stroke", colors.axis), ("stroke-width", "1")])
      svg.element("text", [("x", n(x)), ("y", n(plot.maxY + 15)), font, fontSize, ("text-anchor", "middle"), ("fill", colors.tickText)], content: label)
    }
    for (tick, label) in zip(yTicks, yLabels) {
      let yy = py(tick)
      svg.element("line", [("x1", n(plot.x)), ("y1", n(yy)), ("x2", n(plot.maxX)), ("y2", n(yy)), ("stroke", colors.grid), ("stroke-width", "1")])
      svg.element("line", [("x1", n(plot.x - Layout.tickLength)), ("y1", n(yy)), ("x2", n(plot.x)), ("y2", n(yy)), ("stroke", colors.axis), ("stroke-width", "1")])
      svg.element("text", [("x", n(plot.x - Layout.tickLength - 3)), ("y", n(yy + 3.5)), font, fontSize, ("text-anchor", "end"), ("fill", colors.tickText)], content: label)
    }
    // Axes: through zero when zero is inside, else along the plot's edges.
    let axisY = y.contains(0) ? py(0) : plot.maxY
    let axisX = domain.contains(0) ? px(0) : plot.x
    svg.element("line", [("x1", n(plot.x)), ("y1", n(axisY)), ("x2", n(plot.maxX)), ("y2", n(axisY)), ("stroke", colors.axis), ("stroke-width", "1")])
    svg.element("line", [("x1", n(axisX)), ("y1", n(plot.y)), ("x2", n(axisX)), ("y2", n(plot.maxY)), ("stroke", colors.axis), ("stroke-width", "1")])
    // Curves, clipped to the plot.
    svg.open("clipPath", [("id", "plot")])
    svg.element("rect", [("x", n(plot.x)), ("y", n(plot.y)), ("width", n(plot.width)), ("height", n(plot.height))])
    svg.close("clipPath")
    svg.open("g", [("clip-path", "url(#plot)")])
    var budget = raster
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
    // What could not be drawn, said in its place: a line each at the top of the plot, on a halo
    // of the page so it reads over the grid and the other curves.
    for (line, index) in undefined.enumerated() {
      let text = "\(expressions[index]) is undefined on [\(Ticks.label(domain.start)), \(Ticks.label(domain.end))]"
      svg.element(
        "text",
        [("x", n(plot.x + plot.width / 2)), ("y", n(plot.y + 16 + Double(line) * 14)), font, fontSize, ("text-anchor", "middle"),
         ("fill", colors.note), ("stroke", colors.background), ("stroke-width", "3"), ("stroke-linejoin", "round"), ("paint-order", "stroke")],
        content: TextWidth.fitting(text, width: plot.width - 8, fontSize: Layout.fontSize))
    }
    // Title, axis names and legend.
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
    let legendTop = Layout.padding + titleHeight
    for (index, entry) in legend.entries.enumerated() {
      let x = Layout.padding + entry.x
      let yy = legendTop + Double(entry.row) * Legend.rowHeight + 7
      svg.element("line", [("x1", n(x)), ("y1", n(yy)), ("x2", n(x + Legend.swatch)), ("y2", n(yy))] + stroke(index, colors, width: 2.5, dash: drawnDashes[index]))
      svg.element("text", [("x", n(x + Legend.swatch + 4)), ("y", n(yy + 3.5)), font, fontSize, ("fill", colors.text)], content: entry.text)
    }
    return Drawing(svg: svg.finish(), undefined: undefined, raster: budget)
  }

  /// The dashes of series `index`: none in the palette's first round, then each pattern in turn.
  static func dash(_ index: Int) -> DashPattern? {
    let round = index / palette.count
    return round > 0 ? dashes[(round - 1) % dashes.count] : nil
  }

  /// The stroke attributes of series `index`: its colour and `dash`.
  static func stroke(_ index: Int, _ colors: Colors, width: Double = 2, dash: DashPattern?) -> [(String, String)] {
    let listed = palette[index % palette.count]
    let color = listed == "#000000" ? colors.black : listed
    var attributes: [(String, String)] = [("fill", "none"), ("stroke", color), ("stroke-width", SVGWriter.number(width)), ("stroke-linejoin", "round"), ("stroke-linecap", "round")]
    if let dash { attributes.append(("stroke-dasharray", dash.svgValue)) }
    return attributes
  }

  /// The x ticks and their labels: about one every 70 pt, fewer while neighbouring labels would
  /// come closer than 8 pt, more when that leaves fewer than two.
  static func xTicks(_ domain: Interval, width: Double) -> [(Double, String)] {
    let preferred = tickCount(width, every: 70)
    func labeled(_ count: Int) -> [(Double, String)]? {
      let ticks = Ticks.labeled(domain.start, domain.end, count: count)
      guard ticks.count >= 2 else { return nil }
      let labels = ticks.map { ($0.value, $0.label) }
      let widest = labels.map { TextWidth.of($0.1, fontSize: Layout.fontSize) }.max() ?? 0
      // Halved, so a domain as wide as the doubles allow does not overflow.
      let spacing = Swift.abs(ticks[1].value / 2 - ticks[0].value / 2) / Swift.abs(domain.end / 2 - domain.start / 2) * width
      return spacing >= widest + 8 ? labels : nil
    }
    for count in (1...preferred).reversed() { if let found = labeled(count) { return found } }
    for count in (preferred + 1)...(preferred + 6) { if let found = labeled(count) { return found } }
    // Nothing fits two labels apart: the ends' tick alone.
    return Ticks.labeled(domain.start, domain.end, count: 1).prefix(1).map { ($0.value, $0.label) }
  }

  /// Sizes of the chart's furniture, in pt.
  enum Layout {
    static let padding = 10.0
    static let fontSize = 10.0
    static let titleHeight = 20.0
    static let gap = 6.0
    static let tickLength = 4.0
    /// Below the plot: the ticks and their labels.
    static let xTicksHeight = 20.0
    /// An axis's name and the space before it.
    static let axisNameHeight = 16.0
  }

  /// The colours of a theme; `black` is how the palette's black is drawn on its page.
  struct Colors {
    var background, grid, axis, text, tickText, note, black: String
    init(_ theme: Theme) {
      switch theme {
      case .light: (background, grid, axis, text, tickText, note, black) = ("#FFFFFF", "#E5E8EC", "#4A5563", "#1F2933", "#4A5563", "#5B6672", "#000000")
      case .dark: (background, grid, axis, text, tickText, note, black) = ("#111418", "#262C33", "#9AA5B1", "#E6EEEE", "#AEB7C0", "#9AA5B1", "#FFFFFF")
      }
    }
  }

  /// The legend's entries in rows across `width`: a swatch and the expression, shortened with an
  /// ellipsis when one alone would not fit a row.
  struct Legend {
    static let swatch = 18.0
    static let rowHeight = 14.0
    static let spacing = 14.0
    struct Entry {
      var text: String
      var x: Double
      var row: Int
    }
    var entries: [Entry] = []
    var height: Double { entries.isEmpty ? 0 : Double((entries.last?.row ?? 0) + 1) * Self.rowHeight }

    init(_ expressions: [String], width: Double) {
      var x = 0.0
      var row = 0
      for expression in expressions {
        let text = TextWidth.fitting(expression, width: Swift.max(0, width - Self.swatch - 4), fontSize: Layout.fontSize)
        let entryWidth = Self.swatch + 4 + TextWidth.of(text, fontSize: Layout.fontSize)
        if x > 0, x + entryWidth > width {
          x = 0
          row += 1
        }
        entries.append(Entry(text: text, x: x, row: row))
        x += entryWidth + Self.spacing
      }
    }
  }
}
