import CurveExpression

/// Scratch memory for ``CurveSampler``: keep one per thread and pass it to every call.
///
/// It also remembers the last function-mode program and grid, so a layer drawn again (a widget
/// redrawing its timeline, a frame validated and then plotted) skips the work whose inputs are
/// bit for bit the same: compiling the same expression with the same parameters, and filling
/// and mapping the grid over the same domain and plot.
public final class SamplerWorkspace {
  let evaluation = EvaluationWorkspace()
  let enclosure = EnclosureWorkspace()
  /// The samples mapped to pt: the grid or the points, and the break search's points.
  let px, py: UnsafeMutableBufferPointer<Double>
  /// Marker x values and heights, evaluated as one batch, and where they go in pt.
  let markerXs, markerYs, markerPx, markerPy: UnsafeMutableBufferPointer<Double>
  let curves: CurveScratch
  /// The break search's midpoints and their values, the halves it encloses, their enclosures.
  let searchXs, searchYs, searchLower, searchUpper: UnsafeMutableBufferPointer<Double>
  let enclosures: UnsafeMutableBufferPointer<Enclosure>

  /// The last program compiled.
  var program: SamplerProgram?
  /// The last grid, the domain it spans, and its x in pt for the plot edges in `gridPlot`.
  private var grid: (domain: Interval, values: [Double])?
  private var gridPlot: (left: Double, right: Double)?
  private let gridPx: UnsafeMutableBufferPointer<Double>

  /// The most samples a layer can have: the grid and every midpoint the break search can afford.
  static let maximumSamples = Swift.max(CurveLimits.maximumPoints, CurveLimits.functionSamples + CurveSampler.breakSearchBudget / 3 + 1)

  /// Scratch memory for the largest layer, allocated once.
  public init() {
    let count = Self.maximumSamples
    (px, py, gridPx) = (.allocate(capacity: count), .allocate(capacity: count), .allocate(capacity: CurveLimits.functionSamples))
    curves = CurveScratch(capacity: count)
    let markers = CurveLimits.maximumMarkers
    (markerXs, markerYs, markerPx, markerPy) = (.allocate(capacity: markers), .allocate(capacity: markers), .allocate(capacity: markers), .allocate(capacity: markers))
    let level = CurveSampler.breakSearchBudget / 3 + 1
    (searchXs, searchYs) = (.allocate(capacity: level), .allocate(capacity: level))
    (searchLower, searchUpper) = (.allocate(capacity: 2 * level), .allocate(capacity: 2 * level))
    enclosures = .allocate(capacity: Swift.max(CurveLimits.functionSamples, 2 * level))
    enclosures.initialize(repeating: .undefined)
    for buffer in [px, py, gridPx, markerXs, markerYs, markerPx, markerPy, searchXs, searchYs, searchLower, searchUpper] {
      buffer.initialize(repeating: 0)
    }
  }

  deinit {
    for buffer in [px, py, gridPx, markerXs, markerYs, markerPx, markerPy, searchXs, searchYs, searchLower, searchUpper] {
      buffer.deallocate()
    }
    enclosures.deallocate()
  }

  /// The function-mode grid over `domain`, or `nil` when an end is not finite.
  func grid(over domain: Interval) -> [Double]? {
    if let grid, Self.same(grid.domain, domain) { return grid.values }
    guard let uniform = UniformGrid(from: domain.start, to: domain.end, count: CurveLimits.functionSamples) else {
      return nil
    }
    let values = uniform.values
    (grid, gridPlot) = ((domain, values), nil)
    return values
  }

  /// The x in pt of each value of the last grid, under `scale` (whose x domain is the grid's).
  func gridPlotX(_ scale: Scale) -> UnsafeBufferPointer<Double> {
    assert(grid.map { Self.same($0.domain, scale.domain) } ?? false, "the scale's domain is not the grid's")
    let count = CurveLimits.functionSamples
    let plot = (left: scale.plot.x, right: scale.plot.maxX)
    if let gridPlot, gridPlot.left.bitPattern == plot.left.bitPattern, gridPlot.right.bitPattern == plot.right.bitPattern {
      return UnsafeBufferPointer(rebasing: gridPx[..<count])
    }
    grid?.values.withUnsafeBufferPointer { scale.mapX($0, into: gridPx) }
    gridPlot = plot
    return UnsafeBufferPointer(rebasing: gridPx[..<count])
  }

  private static func same(_ a: Interval, _ b: Interval) -> Bool {
    a.start.bitPattern == b.start.bitPattern && a.end.bitPattern == b.end.bitPattern
  }
}
