import CurveExpression
internal import _CurveMathShims

/// Turns a curve layer's content and style into exact geometry in pt.
///
/// ```swift
/// let geometry = CurveSampler.geometry(for: spec, in: Rect(x: 0, y: 0, width: 338, height: 158))
/// ```
/// Every rule of the protocol's curve layer applies: mode default, budgets (1,024 points,
/// 32 markers, 64 parameters), domain inference (``DomainInference``), clamping of data values
/// to ±1e9, d3-identical interpolation (``Curves``), gaps at non-finite values, breaks at
/// discontinuities in function mode, and the marker rules.
///
/// ## Bounded work
///
/// One call does a bounded amount of work whatever the spec holds: at most 1,024 points or
/// function samples, 32 markers and 64 parameters are used (the rest are counted in a note,
/// never walked); an expression is at most 512 characters, compiled in linear time; at most
/// ``maximumBisections`` extra evaluations locate discontinuities. The scratch memory is the
/// workspace's, allocated once; a call allocates only its output. For any finite frame, every
/// coordinate in the result is finite: data values are bounded before mapping, the scale bounds
/// its result to ±1e9 pt, the grid of a finite domain is finite, and the plot never leaves the
/// frame (a padding over half the frame shrinks the plot to the frame's centre line).
public enum CurveSampler {
  /// The geometry of `spec` drawn in `frame` (the layer frame in pt).
  /// - Complexity: O(n) in the samples and markers, plus at most ``maximumBisections``
  ///   evaluations to locate discontinuities.
  public static func geometry(for spec: CurveLayerSpec, in frame: Rect) -> CurveGeometry {
    geometry(for: spec, in: frame, workspace: SamplerWorkspace())
  }

  /// The same, reusing `workspace`'s scratch memory: in steady state only the output allocates.
  public static func geometry(for spec: CurveLayerSpec, in frame: Rect, workspace: SamplerWorkspace) -> CurveGeometry {
    var builder = Builder(spec: spec, frame: frame, workspace: workspace)
    return builder.build()
  }

  /// The most extra evaluations spent locating discontinuities in one layer.
  public static let maximumBisections = 4096
  /// Halvings of one suspicious sample interval.
  static let bisectionSteps = 48
}

/// Scratch memory for ``CurveSampler``: keep one per thread and pass it to every call.
///
/// It also remembers the last function-mode program and grid, so a layer drawn again (a widget
/// redrawing its timeline, a frame validated and then plotted) skips the work whose inputs are
/// bit for bit the same: compiling the same expression with the same parameters, and filling
/// and mapping the grid over the same domain and plot.
public final class SamplerWorkspace {
  let evaluation = EvaluationWorkspace()
  /// The samples mapped to pt.
  let px, py: UnsafeMutableBufferPointer<Double>
  /// Marker x values and heights, evaluated as one batch, and where they go in pt.
  let markerXs, markerYs, markerPx, markerPy: UnsafeMutableBufferPointer<Double>
  let curves = CurveScratch(capacity: CurveLimits.maximumPoints)

  /// The last program compiled.
  var program: SamplerProgram?
  /// The last grid, the domain it spans, and its x in pt for the plot edges in `gridPlot`.
  private var grid: (domain: Interval, values: [Double])?
  private var gridPlot: (left: Double, right: Double)?
  private let gridPx: UnsafeMutableBufferPointer<Double>

  /// Scratch memory for the largest layer, allocated once.
  public init() {
    let count = Swift.max(CurveLimits.maximumPoints, CurveLimits.functionSamples)
    (px, py, gridPx) = (.allocate(capacity: count), .allocate(capacity: count), .allocate(capacity: CurveLimits.functionSamples))
    let markers = CurveLimits.maximumMarkers
    (markerXs, markerYs, markerPx, markerPy) = (.allocate(capacity: markers), .allocate(capacity: markers), .allocate(capacity: markers), .allocate(capacity: markers))
    for buffer in [px, py, gridPx, markerXs, markerYs, markerPx, markerPy] { buffer.initialize(repeating: 0) }
  }

  deinit {
    for buffer in [px, py, gridPx, markerXs, markerYs, markerPx, markerPy] { buffer.deallocate() }
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

/// A compiled program with what it was compiled from and the notes compiling it gave. A class, so
/// the sampler passes one reference around instead of copying the program's arrays.
final class SamplerProgram {
  let expression: String
  let parameters: [(String, Double)]
  let compiled: CompiledExpression
  let notes: [CurveProblem]

  init(expression: String, parameters: [(String, Double)], compiled: CompiledExpression, notes: [CurveProblem]) {
    self.expression = expression
    self.parameters = parameters
    self.compiled = compiled
    self.notes = notes
  }
}

private struct Builder {
  let spec: CurveLayerSpec
  let frame: Rect
  let workspace: SamplerWorkspace
  var problems: [CurveProblem] = []
  let mode: CurveMode
  let interpolation: Interpolation
  let plot: Rect
  /// The marker colours' defaults, read once a layer (each read of a global with an initializer
  /// checks that it ran).
  let defaultColors = (fill: CurveLimits.defaultMarkerFill, label: CurveLimits.defaultLabelColor)

  init(spec: CurveLayerSpec, frame: Rect, workspace: SamplerWorkspace) {
    self.spec = spec
    self.frame = frame
    self.workspace = workspace
    // Most layers get a few notes (the defaults they rely on): one allocation, not one per growth.
    problems.reserveCapacity(8)
    mode = spec.mode ?? (spec.expression != nil ? .function : .samples)
    interpolation = spec.interpolation ?? .monotone
    let padding = spec.plotPadding ?? 0
    let inset = padding.isNaN ? 0 : padding.clamped(to: CurveLimits.plotPadding)
    // At most half the frame on each axis: more would put the plot outside the frame.
    let insetX = Swift.min(inset, Swift.max(0, frame.width / 2))
    let insetY = Swift.min(inset, Swift.max(0, frame.height / 2))
    plot = Rect(
      x: frame.x + insetX, y: frame.y + insetY, width: Swift.max(0, frame.width - 2 * insetX),
      height: Swift.max(0, frame.height - 2 * insetY))
    if let padding = spec.plotPadding, padding != inset {
      problems.append(CurveProblem(.valueClamped, "style.plotPadding", DecimalText.clampNote(padding, to: inset, in: CurveLimits.plotPadding), .note))
    }
    if insetX < inset || insetY < inset {
      problems.append(
        CurveProblem(
          .plotCollapsed, "style.plotPadding",
          "\(DecimalText.message(inset)) pt on each side is more than half the \(DecimalText.message(frame.width)) × "
            + "\(DecimalText.message(frame.height)) pt frame; the plot shrinks to the frame's centre line", .note))
    }
  }

  mutating func build() -> CurveGeometry {
    var result = assemble()
    result.problems = problems
    return result
  }

  private mutating func assemble() -> CurveGeometry {
    var result = CurveGeometry(
      drawn: false, problems: [], mode: mode, interpolation: interpolation, plot: plot,
      domain: spec.domain ?? Interval(0, 1), yDomain: spec.yDomain ?? Interval(0, 1), samples: Samples(xs: [], ys: []), stroke: [],
      markers: [], breaks: [])

    check(spec.domain, "content.domain")
    check(spec.yDomain, "content.yDomain")
    guard problems.allSatisfy({ $0.effect != .layerNotDrawn }) else { return result }

    // Samples, in data space, written straight into the output columns: clamped to ±1e9,
    // non-finite values kept (they mark gaps).
    var program: SamplerProgram?
    var xColumn: [Double] = []
    var yColumn: [Double] = []
    switch mode {
    case .samples:
      guard let points = spec.points else {
        notDrawn(.curveSourceMissing, "content.points", "samples mode needs points (or give an expression for function mode)")
        return result
      }
      if spec.expression != nil {
        problems.append(CurveProblem(.fieldIgnored, "content.expression", "ignored in samples mode", .note))
      }
      if points.count > CurveLimits.maximumPoints {
        problems.append(CurveProblem(.budgetExceeded, "content.points", "\(points.count) points; only the first 1,024 are used", .note))
      }
      let count = Swift.min(points.count, CurveLimits.maximumPoints)
      var xExtent = Interval(0, 1)
      xColumn = [Double](unsafeUninitializedCapacity: count) { xs, initialized in
        for i in 0..<count { xs[i] = points[i].x }
        initialized = count
        xExtent = DomainInference.clampingExtent(of: UnsafeMutableBufferPointer(rebasing: xs[..<count]))
      }
      yColumn = [Double](unsafeUninitializedCapacity: count) { ys, initialized in
        for i in 0..<count { ys[i] = points[i].y }
        initialized = count
      }
      result.domain = spec.domain ?? xExtent
    case .function:
      guard let newProgram = compile() else { return result }
      program = newProgram
      let domain = spec.domain ?? DomainInference.functionDomain
      result.domain = domain
      guard let grid = workspace.grid(over: domain) else {
        notDrawn(.invalidDomain, "content.domain", "the ends must be finite numbers")
        return result
      }
      xColumn = grid
      yColumn = [Double](unsafeUninitializedCapacity: grid.count) { ys, initialized in
        grid.withUnsafeBufferPointer { xs in newProgram.compiled.evaluate(xs, into: ys, workspace: workspace.evaluation) }
        initialized = grid.count
      }
      if spec.points != nil {
        problems.append(CurveProblem(.fieldIgnored, "content.points", "ignored in function mode", .note))
      }
    }
    let yExtent = yColumn.withUnsafeMutableBufferPointer { DomainInference.clampingExtent(of: $0) }
    result.yDomain = spec.yDomain ?? yExtent
    result.samples = Samples(xs: xColumn, ys: yColumn)

    // Every sample mapped to pt; then runs of finite samples, broken at discontinuities in
    // function mode, each becoming its subpath.
    let scale = Scale(plot: plot, domain: result.domain, yDomain: result.yDomain)
    xColumn.withUnsafeBufferPointer { xs in
      yColumn.withUnsafeBufferPointer { ys in
        result.stroke = paths(xs, ys, scale: scale, program: program, breaks: &result.breaks)
      }
    }
    result.drawn = true
    notesForDefaults(domain: result.domain, yDomain: result.yDomain)
    result.markers = markers(program: program, samples: result.samples, stroke: result.stroke, scale: scale, domain: result.domain)
    return result
  }

  /// Reports an explicit domain that cannot be used.
  private mutating func check(_ interval: Interval?, _ field: StaticString) {
    guard let interval, let problem = DomainInference.validate(interval) else { return }
    switch problem {
    case .notFinite: notDrawn(.invalidDomain, "\(field)", "the ends must be finite numbers")
    case .empty: notDrawn(.invalidDomain, "\(field)", "min and max are equal (\(DecimalText.message(interval.start))); a domain needs two different ends")
    }
  }

  /// The subpaths through the samples `(xs[i], ys[i])`: one per run of finite samples, broken
  /// where `program` has a discontinuity (the x of each break goes into `breaks`).
  private func paths(
    _ xs: UnsafeBufferPointer<Double>, _ ys: UnsafeBufferPointer<Double>, scale: Scale, program: SamplerProgram?,
    breaks: inout [Double]
  ) -> [CurvePath] {
    let count = Swift.min(xs.count, ys.count)
    let px: UnsafeBufferPointer<Double>
    if program != nil {
      px = workspace.gridPlotX(scale)
    } else {
      scale.mapX(xs, into: workspace.px)
      px = UnsafeBufferPointer(workspace.px)
    }
    var paths: [CurvePath] = []
    let py = workspace.py
    func endRun(_ run: Range<Int>) {
      guard !run.isEmpty else { return }
      paths.append(
        Curves.path(
          x: UnsafeBufferPointer(rebasing: px[run]), y: UnsafeBufferPointer(rebasing: py[run]), interpolation,
          scratch: workspace.curves))
    }
    var bisectionBudget = CurveSampler.maximumBisections
    // Only function mode looks for discontinuities; a jump of more than half the plot height is
    // a candidate.
    let jump = program == nil ? Double.infinity : plot.height / 2
    scale.mapY(ys, into: py)
    var start = 0
    var i = curve_next_break(xs.baseAddress, ys.baseAddress, py.baseAddress, 0, 0, count, jump)
    while i < count {
      if !xs[i].isFinite || !ys[i].isFinite {
        endRun(start..<i)
        start = i + 1
      } else if let program,
        let breakX = discontinuity(program, from: (xs[i - 1], ys[i - 1]), to: (xs[i], ys[i]), scale: scale, budget: &bisectionBudget)
      {
        endRun(start..<i)
        breaks.append(breakX)
        start = i
      }
      i = curve_next_break(xs.baseAddress, ys.baseAddress, py.baseAddress, i + 1, start, count, jump)
    }
    endRun(start..<count)
    return paths
  }

  /// The defaults that shape the drawing, reported like other normalisations.
  private mutating func notesForDefaults(domain: Interval, yDomain: Interval) {
    if spec.mode == nil {
      let note = mode == .function ? "not given: function (an expression is given)" : "not given: samples (no expression)"
      problems.append(CurveProblem(.defaultUsed, "content.mode", note, .note))
    }
    if spec.interpolation == nil {
      problems.append(CurveProblem(.defaultUsed, "content.interpolation", "not given: monotone", .note))
    }
    if spec.domain == nil {
      problems.append(.notGiven("content.domain", domain, because: mode == .function ? "the function default" : "the samples' x extent"))
    }
    if spec.yDomain == nil {
      problems.append(.notGiven("content.yDomain", yDomain, because: "the y extent"))
    }
  }

  private mutating func notDrawn(_ code: ProblemCode, _ field: String, _ message: String) {
    problems.append(CurveProblem(code, field, message, .layerNotDrawn))
  }

  /// A finite value limited to ±1e9; a non-finite one stays as it is (it marks a gap). The rule
  /// the block pass over the samples applies (`curve_clamp_data`).
  private func clampValue(_ value: Double) -> Double {
    curve_clamp_data(value, CurveLimits.maximumMagnitude)
  }

  private mutating func compile() -> SamplerProgram? {
    guard let expression = spec.expression else {
      notDrawn(.curveSourceMissing, "content.expression", "function mode needs an expression")
      return nil
    }
    // What can be reused from the last program: the parameter set and its notes when the
    // parameters are the same; the parsed tree when the expression is.
    let last = workspace.program
    let sameParameters = last.map { Self.same($0.parameters, spec.parameters) } ?? false
    let sameExpression = last?.expression == expression
    if let last, sameParameters, sameExpression {
      problems += last.notes
      return last
    }
    do {
      let parameters: ParameterSet
      let notes: [CurveProblem]
      if let last, sameParameters {
        (parameters, notes) = (last.compiled.parameters, last.notes)
      } else {
        // New values for the names last compiled are checked without rebuilding the names.
        if let revalued = last?.compiled.parameters.withValues(of: spec.parameters) {
          parameters = revalued
        } else {
          parameters = try ParameterSet(spec.parameters)
        }
        notes = Self.notes(parameters)
      }
      // The same expression with new values is bound to its parsed tree, not parsed again.
      let compiled: CompiledExpression
      if sameExpression, let rebound = last?.compiled.rebinding(parameters) {
        compiled = rebound
      } else {
        compiled = try CompiledExpression(expression, parameters: parameters)
      }
      let program = SamplerProgram(expression: expression, parameters: spec.parameters, compiled: compiled, notes: notes)
      problems += notes
      workspace.program = program
      return program
    } catch {
      // An error with no place is about a parameter, not the text.
      if error.range == nil {
        notDrawn(.invalidParameter, "content.parameters", error.description)
      } else {
        notDrawn(.invalidExpression, "content.expression", error.description)
      }
      return nil
    }
  }

  /// What validating the parameters changed: names dropped over the limit, values clamped.
  private static func notes(_ parameters: ParameterSet) -> [CurveProblem] {
    var notes: [CurveProblem] = []
    for name in parameters.dropped {
      notes.append(CurveProblem(.budgetExceeded, "content.parameters.\(name)", "dropped: over the 64-parameter limit (the first 64 in name order are kept)", .note))
    }
    for (name, given) in parameters.clamped {
      notes.append(CurveProblem(.valueClamped, "content.parameters.\(name)", "\(DecimalText.message(given)) clamped to \(DecimalText.message(parameters[name] ?? given)) (±1e9)", .note))
    }
    return notes
  }

  /// Whether two parameter lists are the same names and the same values, bit for bit, in order.
  private static func same(_ a: [(String, Double)], _ b: [(String, Double)]) -> Bool {
    guard a.count == b.count else { return false }
    for i in a.indices where a[i].1.bitPattern != b[i].1.bitPattern || a[i].0 != b[i].0 { return false }
    return true
  }

  // MARK: Discontinuities

  /// The x of a discontinuity between two consecutive finite samples, if there is one.
  ///
  /// Only an interval whose ends are more than half the plot height apart is examined. It is
  /// halved up to 48 times, keeping the half where the value changes more; a continuous function
  /// then changes by almost nothing over the last interval, while a pole or a jump still changes
  /// by more than a quarter of the plot height (or gives a non-finite value). Then the path breaks.
  private func discontinuity(
    _ program: SamplerProgram, from a: (x: Double, y: Double), to b: (x: Double, y: Double),
    scale: Scale, budget: inout Int
  ) -> Double? {
    // The caller has checked the ends are more than half the plot height apart.
    guard plot.height > 0, budget > 0 else { return nil }
    var (l, fl, r, fr) = (a.x, a.y, b.x, b.y)
    for _ in 0..<CurveSampler.bisectionSteps {
      guard budget > 0 else { return nil }
      let m = l + (r - l) / 2
      if m == l || m == r { break }
      budget -= 1
      let fm = clampValue(program.compiled.evaluate(at: m))
      if !fm.isFinite { return m }
      if Swift.abs(fm - fl) >= Swift.abs(fr - fm) { (r, fr) = (m, fm) } else { (l, fl) = (m, fm) }
    }
    let apart = Swift.abs(scale.map(l, fr).y - scale.map(l, fl).y)
    return apart > plot.height / 4 ? l + (r - l) / 2 : nil
  }

  // MARK: Markers

  private mutating func markers(
    program: SamplerProgram?, samples: Samples, stroke: [CurvePath],
    scale: Scale, domain: Interval
  ) -> [MarkerGeometry] {
    if spec.markers.count > CurveLimits.maximumMarkers {
      problems.append(CurveProblem(.budgetExceeded, "content.markers", "\(spec.markers.count) markers; only the first 32 are used", .note))
    }
    // Read in place: a copy of each MarkerSpec (three strings) cost more than its layout.
    return spec.markers.withUnsafeBufferPointer { all in
      markers(
        UnsafeBufferPointer(rebasing: all.prefix(CurveLimits.maximumMarkers)), program: program, samples: samples,
        stroke: stroke, scale: scale, domain: domain)
    }
  }

  private mutating func markers(
    _ used: UnsafeBufferPointer<MarkerSpec>, program: SamplerProgram?, samples: Samples,
    stroke: [CurvePath], scale: Scale, domain: Interval
  ) -> [MarkerGeometry] {
    // The x of a marker placed by at.x alone, finite and in the domain: in function mode the
    // markers whose heights are evaluated as one batch, in order, before the loop that uses them.
    func heightX(_ index: Int) -> Double? {
      guard used[index].sampleIndex == nil, let x = used[index].x, x.isFinite, domain.contains(x) else { return nil }
      return x
    }
    // Function mode: those heights as one batch (the batch VM gives the scalar VM's bits).
    var heights = 0
    if let program {
      for index in used.indices {
        guard let x = heightX(index) else { continue }
        workspace.markerXs[heights] = x
        heights += 1
      }
      let (xs, ys) = (UnsafeBufferPointer(rebasing: workspace.markerXs[..<heights]), UnsafeMutableBufferPointer(rebasing: workspace.markerYs[..<heights]))
      program.compiled.evaluate(xs, into: ys, workspace: workspace.evaluation)
      // Clamped as the samples are, then mapped to pt in two block passes (the same bits as
      // `clampValue` and `scale.map`, one value at a time).
      _ = DomainInference.clampingExtent(of: ys)
      scale.mapX(xs, into: workspace.markerPx)
      scale.mapY(UnsafeBufferPointer(ys), into: workspace.markerPy)
    }
    var nextHeight = 0
    let opacity = (spec.opacity ?? 1).isNaN ? 1 : (spec.opacity ?? 1).clamped(to: 0...1)
    var result: [MarkerGeometry] = []
    result.reserveCapacity(used.count)
    for index in used.indices {
      // The field's path is only spelt out when something is reported about it.
      func field(_ suffix: String = "") -> String { "content.markers[\(index)]" + suffix }
      let center: Point
      switch (used[index].x, used[index].sampleIndex) {
      case (nil, nil):
        problems.append(CurveProblem(.markerPlacement, field(".at"), "needs at.x or at.sampleIndex; not drawn", .itemNotDrawn))
        continue
      case (.some, .some):
        problems.append(CurveProblem(.markerPlacement, field(".at"), "gives both at.x and at.sampleIndex; choose one; not drawn", .itemNotDrawn))
        continue
      case (nil, let sampleIndex?):
        guard mode == .samples else {
          problems.append(CurveProblem(.markerSampleIndex, field(".at.sampleIndex"), "sampleIndex needs samples mode; not drawn", .itemNotDrawn))
          continue
        }
        guard sampleIndex >= 0, sampleIndex < samples.count else {
          problems.append(CurveProblem(.markerSampleIndex, field(".at.sampleIndex"), "\(sampleIndex) is out of range 0…\(samples.count - 1); not drawn", .itemNotDrawn))
          continue
        }
        let sample = samples[sampleIndex]
        guard sample.x.isFinite, sample.y.isFinite else {
          problems.append(CurveProblem(.markerSampleIndex, field(".at.sampleIndex"), "sample \(sampleIndex) has no finite value; not drawn", .itemNotDrawn))
          continue
        }
        center = scale.map(sample.x, sample.y)
      case (let x?, nil):
        guard heightX(index) != nil else {
          problems.append(CurveProblem(.markerOutsideDomain, field(".at.x"), "\(DecimalText.message(x)) is outside the domain [\(DecimalText.message(domain.start)), \(DecimalText.message(domain.end))]; not drawn", .itemNotDrawn))
          continue
        }
        let y: Double?
        if program != nil {
          let value = workspace.markerYs[nextHeight]
          y = value.isFinite ? value : nil
          center = Point(workspace.markerPx[nextHeight], workspace.markerPy[nextHeight])
          nextHeight += 1
        } else {
          let px = scale.mapX(x)
          if let py = CurveEvaluation.y(atPlotX: px, samples: samples, scale: scale, stroke: stroke, interpolation: interpolation) {
            y = py
            center = Point(px, py)
          } else {
            y = nil
            center = Point(0, 0)
          }
        }
        guard y != nil else {
          problems.append(CurveProblem(.markerNoValue, field(".at.x"), "the curve has no finite value at x = \(DecimalText.message(x)); not drawn", .itemNotDrawn))
          continue
        }
      }
      result.append(layout(used, index: index, center: center, opacity: opacity))
    }
    // Each batch-evaluated height was read once, in order.
    assert(program == nil || nextHeight == heights, "marker heights out of step with the batch")
    return result
  }

  // Inlined: called, it returned each geometry through a temporary that was then copied (twice,
  // through the value witness), which cost more than the layout.
  @inline(__always)
  private mutating func layout(
    _ markers: UnsafeBufferPointer<MarkerSpec>, index: Int, center: Point, opacity: Double
  ) -> MarkerGeometry {
    let radius = clamped(markers[index].radius, CurveLimits.markerRadius, CurveLimits.defaultMarkerRadius, index, "symbol.radiusPt")
    let dx = clamped(markers[index].offset?.dx, CurveLimits.markerOffset, 0, index, "at.offsetPt[0]")
    let dy = clamped(markers[index].offset?.dy, CurveLimits.markerOffset, 0, index, "at.offsetPt[1]")
    let fontSize = clamped(markers[index].fontSize, CurveLimits.fontSize, CurveLimits.defaultFontSize, index, "labelStyle.fontSizePt")
    let gap = radius + CurveLimits.labelGap
    let anchor: Point
    let alignment: LabelAlignment
    let baseline: LabelBaseline
    switch markers[index].position ?? .top {
    case .top: (anchor, alignment, baseline) = (Point(center.x + dx, center.y - gap + dy), .center, .bottom)
    case .bottom: (anchor, alignment, baseline) = (Point(center.x + dx, center.y + gap + dy), .center, .top)
    case .left: (anchor, alignment, baseline) = (Point(center.x - gap + dx, center.y + dy), .right, .middle)
    case .right: (anchor, alignment, baseline) = (Point(center.x + gap + dx, center.y + dy), .left, .middle)
    }
    let fill = color(markers[index].fill, defaultColors.fill, index, "symbol.fill")
    let labelColor = color(markers[index].labelColor, defaultColors.label, index, "labelStyle.color")
    return MarkerGeometry(
      index: index, center: center, radius: radius, fill: fill, opacity: opacity, label: markers[index].label,
      labelColor: labelColor, labelAnchor: anchor, labelAlignment: alignment, labelBaseline: baseline, fontSize: fontSize)
  }

  /// A marker's colour (absent: `fallback`; not a protocol colour: `fallback`, noted).
  @inline(__always)
  private mutating func color(_ text: String?, _ fallback: ProtocolColor, _ index: Int, _ name: StaticString) -> ProtocolColor {
    guard let text else { return fallback }
    if let color = ProtocolColor(text) { return color }
    problems.append(
      CurveProblem(
        .invalidColor, "content.markers[\(index)].\(name)",
        "expected a colour like #RRGGBB or #AARRGGBB, got \(ShortText.quoted(text)); \(fallback) used", .note))
    return fallback
  }

  /// A marker's style value within `range` (NaN or absent: `fallback`), noting a clamp.
  @inline(__always)
  private mutating func clamped(
    _ value: Double?, _ range: ClosedRange<Double>, _ fallback: Double, _ index: Int, _ name: StaticString
  ) -> Double {
    guard let value, !value.isNaN else { return fallback }
    let kept = value.clamped(to: range)
    if kept != value { noteClamped(value, to: kept, range, index, name) }
    return kept
  }

  @inline(never)
  private mutating func noteClamped(_ value: Double, to kept: Double, _ range: ClosedRange<Double>, _ index: Int, _ name: StaticString) {
    problems.append(CurveProblem(.valueClamped, "content.markers[\(index)].\(name)", DecimalText.clampNote(value, to: kept, in: range), .note))
  }
}

/// Data space to pt: x maps domain min → plot left, max → right; y maps yDomain min → bottom,
/// max → top. Like d3's scaleLinear: t = (v − d0)/(d1 − d0), then r0·(1 − t) + r1·t; t is
/// bounded to ±1e7 and the result to ±1e9 pt, so a tiny explicit domain cannot overflow a
/// coordinate. The formula is `curve_scale_value` in C, shared with the block version.
struct Scale {
  let plot: Rect
  let domain: Interval
  let yDomain: Interval

  func mapX(_ x: Double) -> Double {
    curve_scale_value(x, domain.start, domain.end, plot.x, plot.maxX)
  }

  func map(_ x: Double, _ y: Double) -> Point {
    Point(mapX(x), curve_scale_value(y, yDomain.start, yDomain.end, plot.maxY, plot.y))
  }

  /// `mapX` of each value of `x`, into the start of `out`.
  func mapX(_ x: UnsafeBufferPointer<Double>, into out: UnsafeMutableBufferPointer<Double>) {
    guard let source = x.baseAddress, let target = out.baseAddress, x.count <= out.count else { return }
    curve_scale(target, source, x.count, domain.start, domain.end, plot.x, plot.maxX)
  }

  /// The y coordinate `map` gives each value of `y`, into the start of `out`.
  func mapY(_ y: UnsafeBufferPointer<Double>, into out: UnsafeMutableBufferPointer<Double>) {
    guard let source = y.baseAddress, let target = out.baseAddress, y.count <= out.count else { return }
    curve_scale(target, source, y.count, yDomain.start, yDomain.end, plot.maxY, plot.y)
  }
}
