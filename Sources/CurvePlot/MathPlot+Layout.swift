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

  /// The chart's layout and its curves: the space above the plot for the title and `legend`,
  /// below for the x ticks and name (and the legend placed there); the y range (given, or from the values sampled once on a
  /// provisional plot); then the plot wide enough on the left for the widest y label and on the
  /// right for half the last x label, and each function sampled on it. `curveValues` are the
  /// plane curves' y coordinates, fitted to with the functions'.
  static func layout(
    _ functions: [(index: Int, program: CompiledExpression)], parameters: [(String, Double)], domain: Interval, yDomain: Interval?,
    scales: (x: AxisScale, y: AxisScale), curveValues: (values: [Double], broken: Bool), size: CanvasSize,
    interpolation: Interpolation, labels: Labels, legend: Legend, workspace: SamplerWorkspace
  ) -> (Chart, [(index: Int, geometry: CurveGeometry)]) {
    let titleHeight = labels.title == nil ? 0 : Layout.titleHeight
    let top = Layout.padding + titleHeight + legend.above + Layout.gap
    let bottom = Layout.xTicksHeight + (labels.x == nil ? 0 : Layout.axisNameHeight) + legend.below + Layout.padding / 2
    let height = Swift.max(10, size.height - top - bottom)
    let yTickCount = tickCount(height, every: 40)

    // Functions are sampled in the axes' coordinates (ln x, ln y where an axis is logarithmic).
    let xCoordinates = scales.x.coordinates(domain)
    func geometry(_ program: CompiledExpression, _ y: Interval?, in plot: Rect) -> CurveGeometry {
      let spec = CurveLayerSpec(
        mode: .function, parameters: parameters, domain: xCoordinates, yDomain: y.map(scales.y.coordinates), interpolation: interpolation,
        program: program)
      return CurveSampler.geometry(for: spec, in: plot, workspace: workspace)
    }
    let y: Interval
    if let yDomain {
      y = yDomain
    } else {
      let provisional = Rect(x: 52, y: top, width: Swift.max(10, size.width - 68), height: height)
      let sampled = functions.map { geometry($0.program, nil, in: provisional) }
      y = defaultYDomain(sampled, curveValues: curveValues, domain: xCoordinates, scale: scales.y, ticks: yTickCount)
    }
    let yTicks = Axis(scales.y, domain: y, range: Interval(0, height)).ticks(count: yTickCount)
    let widestY = yTicks.map { TextWidth.of($0.label, fontSize: Layout.fontSize) }.max() ?? 0
    let left = Layout.padding + (labels.y == nil ? 0 : Layout.axisNameHeight) + widestY + Layout.tickLength + 3
    let lastX = Ticks.label(domain.end)
    let right = Swift.max(Layout.padding + 6, TextWidth.of(lastX, fontSize: Layout.fontSize) / 2 + 4)
    let plot = Rect(x: left, y: top, width: Swift.max(10, size.width - left - right), height: height)
    let series = functions.map { (index: $0.index, geometry: geometry($0.program, y, in: plot)) }
    let chart = Chart(
      size: size, titleHeight: titleHeight, plot: plot, x: .horizontal(scales.x, domain: domain, on: plot), y: .vertical(scales.y, domain: y, on: plot),
      yTicks: yTicks)
    return (chart, series)
  }

  /// How many ticks an axis of `length` pt asks for: one every `spacing` pt, at least 2.
  static func tickCount(_ length: Double, every spacing: Double) -> Int {
    Int((length / spacing).clamped(to: 2...1000).rounded(.down))  // the size is checked, so finite
  }
}
