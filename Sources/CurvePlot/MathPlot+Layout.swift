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

  /// Where everything of one chart goes: the plot rectangle in pt, the domains it maps, and the
  /// y ticks with their labels.
  struct Chart {
    var size: CanvasSize
    var titleHeight: Double
    var plot: Rect
    var domain: Interval
    var y: Interval
    var yTicks: [Ticks.Tick]

    /// Data to pt, as the sampler maps the curves.
    func px(_ v: Double) -> Double { Scale.linear(v, from: domain, onto: plot.x, plot.maxX) }
    func py(_ v: Double) -> Double { Scale.linear(v, from: y, onto: plot.maxY, plot.y) }
  }

  /// The chart's layout and its curves: the space above the plot for the title and `legend`,
  /// below for the x ticks and name; the y range (given, or from the values sampled once on a
  /// provisional plot); then the plot wide enough on the left for the widest y label and on the
  /// right for half the last x label, and each function sampled on it. `curveValues` are the
  /// plane curves' y values, fitted to with the functions'.
  static func layout(
    _ functions: [(index: Int, text: String)], parameters: [(String, Double)], domain: Interval, yDomain: Interval?,
    curveValues: (values: [Double], broken: Bool), size: CanvasSize, interpolation: Interpolation, labels: Labels, legend: Legend,
    workspace: SamplerWorkspace
  ) -> (Chart, [(index: Int, geometry: CurveGeometry)]) {
    let titleHeight = labels.title == nil ? 0 : Layout.titleHeight
    let top = Layout.padding + titleHeight + legend.height + Layout.gap
    let bottom = Layout.xTicksHeight + (labels.x == nil ? 0 : Layout.axisNameHeight) + Layout.padding / 2
    let height = Swift.max(10, size.height - top - bottom)
    let yTickCount = tickCount(height, every: 40)

    func spec(_ expression: String, _ y: Interval?) -> CurveLayerSpec {
      CurveLayerSpec(mode: .function, expression: expression, parameters: parameters, domain: domain, yDomain: y, interpolation: interpolation)
    }
    let y: Interval
    if let yDomain {
      y = yDomain
    } else {
      let provisional = Rect(x: 52, y: top, width: Swift.max(10, size.width - 68), height: height)
      let sampled = functions.map { CurveSampler.geometry(for: spec($0.text, nil), in: provisional, workspace: workspace) }
      y = defaultYDomain(sampled, curveValues: curveValues, domain: domain, ticks: yTickCount)
    }
    let yTicks = Ticks.labeled(y.start, y.end, count: yTickCount)
    let widestY = yTicks.map { TextWidth.of($0.label, fontSize: Layout.fontSize) }.max() ?? 0
    let left = Layout.padding + (labels.y == nil ? 0 : Layout.axisNameHeight) + widestY + Layout.tickLength + 3
    let lastX = Ticks.label(domain.end)
    let right = Swift.max(Layout.padding + 6, TextWidth.of(lastX, fontSize: Layout.fontSize) / 2 + 4)
    let plot = Rect(x: left, y: top, width: Swift.max(10, size.width - left - right), height: height)
    let series = functions.map { (index: $0.index, geometry: CurveSampler.geometry(for: spec($0.text, y), in: plot, workspace: workspace)) }
    return (Chart(size: size, titleHeight: titleHeight, plot: plot, domain: domain, y: y, yTicks: yTicks), series)
  }

  /// How many ticks an axis of `length` pt asks for: one every `spacing` pt, at least 2.
  static func tickCount(_ length: Double, every spacing: Double) -> Int {
    Int((length / spacing).clamped(to: 2...1000).rounded(.down))  // the size is checked, so finite
  }
}
