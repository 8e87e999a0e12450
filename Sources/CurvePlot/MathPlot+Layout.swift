import CurveExpression
import CurveFrame
import CurveSampling
import _CurveText

extension MathPlot {
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

  /// Where everything of one chart goes: the plot rectangle in pt, its two axes (what each
  /// shows, how and where), and the y ticks with their labels.
  struct Chart {
    var size: CanvasSize
    var titleHeight: Double
    var plot: Rect
    var x: Axis
    var y: Axis
    var yTicks: [Ticks.Tick]

    init(size: CanvasSize, titleHeight: Double, plot: Rect, x: Axis, y: Axis, yTicks: [Ticks.Tick]) {
      (self.size, self.titleHeight, self.plot, self.x, self.y, self.yTicks) = (size, titleHeight, plot, x, y, yTicks)
    }

    /// A value's point in pt.
    func point(_ x: Double, _ y: Double) -> Point { Point(self.x.map(x), self.y.map(y)) }
  }

  /// How a chart's y range is chosen.
  enum YRange {
    /// Drawn exactly as given.
    case given(Interval)
    /// Fitted to the values, with nice ends (``defaultYDomain(fitting:scale:ticks:)``).
    case fitted
    /// One unit as long on both axes, x widened when y needs more room, on the rectangle those
    /// ranges fit (``equalUnits(x:values:relations:scales:plot:)``); `relations`: the plot has some.
    case equalUnits(relations: Bool)
  }

  /// The chart's layout and its curves: the space above the plot for the title and `legend`,
  /// below for the x ticks and name (and the legend placed there) and `captionLines` of notes;
  /// the ranges (y given, fitted to the values sampled once on a provisional plot, or with x in
  /// equal units); then the plot wide enough on the left for the widest y label and on the right
  /// for the last x label's overhang, and each function sampled on it. `curveValues` are the
  /// plane curves' y coordinates, fitted to with the functions'.
  static func layout(
    _ functions: [(index: Int, program: CompiledExpression)], parameters: [(String, Double)], domain: Interval, y yRange: YRange,
    scales: (x: AxisScale, y: AxisScale), curveValues: (values: [Double], broken: Bool), size: CanvasSize,
    interpolation: Interpolation, labels: Labels, legend: Legend, captionLines: Int, workspace: SamplerWorkspace
  ) -> (Chart, [(index: Int, geometry: CurveGeometry)]) {
    let titleHeight = labels.title == nil ? 0 : Layout.titleHeight
    let top = Layout.padding + titleHeight + legend.above + Layout.gap
    let bottom =
      Layout.xTicksHeight + (labels.x == nil ? 0 : Layout.axisNameHeight) + legend.below + Caption.height(lines: captionLines) + Layout.padding / 2
    let height = Swift.max(10, size.height - top - bottom)
    let yTickCount = tickCount(height, every: 40)

    // Functions are sampled in the axes' coordinates (ln x, ln y where an axis is logarithmic).
    func geometry(_ program: CompiledExpression, _ x: Interval, _ y: Interval?, in plot: Rect) -> CurveGeometry {
      let spec = CurveLayerSpec(
        mode: .function, parameters: parameters, domain: scales.x.coordinates(x), yDomain: y.map(scales.y.coordinates),
        interpolation: interpolation, program: program)
      return CurveSampler.geometry(for: spec, in: plot, workspace: workspace)
    }
    func plot(_ x: Interval, _ y: Interval) -> (Rect, [Ticks.Tick]) {
      let yTicks = Axis(scales.y, domain: y, range: Interval(0, height)).ticks(count: yTickCount)
      let widestY = yTicks.map { TextWidth.of($0.label, fontSize: Layout.fontSize) }.max() ?? 0
      let left = Layout.padding + (labels.y == nil ? 0 : Layout.axisNameHeight) + widestY + Layout.tickLength + 3
      // Room on the right for the part of the last x label past the plot's edge, found on the
      // plot as wide as it can be, then on the plot that leaves (whose ticks may differ).
      func rect(right: Double) -> Rect { Rect(x: left, y: top, width: Swift.max(10, size.width - left - right), height: height) }
      func overhang(_ plot: Rect) -> Double {
        let axis = Axis.horizontal(scales.x, domain: x, on: plot)
        guard let last = xTicks(axis).last(where: { !$0.label.isEmpty }) else { return 0 }
        return TextWidth.of(last.label, fontSize: Layout.fontSize) / 2 + 4 - (plot.maxX - axis.map(last.value))
      }
      let least = Layout.padding + 6
      let right = Swift.max(least, overhang(rect(right: least)))
      return (rect(right: Swift.max(right, overhang(rect(right: right)))), yTicks)
    }
    var x = domain
    let y: Interval
    var equalRect: Rect?
    switch yRange {
    case .given(let given):
      y = given
    case .fitted, .equalUnits:
      let provisional = Rect(x: 52, y: top, width: Swift.max(10, size.width - 68), height: height)
      let sampled = functions.map { geometry($0.program, domain, nil, in: provisional) }
      let values = fittedValues(sampled, curveValues: curveValues, domain: scales.x.coordinates(domain))
      if case .equalUnits(let relations) = yRange {
        let fromValues = !functions.isEmpty || !curveValues.values.isEmpty
        (x, y, equalRect) = equalUnits(x: domain, values: fromValues ? values : nil, relations: relations, scales: scales) { plot($0, $1).0 }
      } else {
        y = defaultYDomain(fitting: values, scale: scales.y, ticks: yTickCount)
      }
    }
    // Equal units fit their own rectangle, which leaves room for the labels.
    let (fittedRect, yTicks) = plot(x, y)
    let rect = equalRect ?? fittedRect
    let series = functions.map { (index: $0.index, geometry: geometry($0.program, x, y, in: rect)) }
    let chart = Chart(
      size: size, titleHeight: titleHeight, plot: rect, x: .horizontal(scales.x, domain: x, on: rect), y: .vertical(scales.y, domain: y, on: rect),
      yTicks: yTicks)
    return (chart, series)
  }

  /// How many ticks an axis of `length` pt asks for: one every `spacing` pt, at least 2.
  static func tickCount(_ length: Double, every spacing: Double) -> Int {
    Int((length / spacing).clamped(to: 2...1000).rounded(.down))  // the size is checked, so finite
  }
}
