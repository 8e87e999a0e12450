import CurveExpression
import _CurveText

/// The work of one ``CurveSampler`` call.
struct LayerBuilder {
  let spec: CurveLayerSpec
  let frame: Rect
  let workspace: SamplerWorkspace
  var problems: [Problem] = []
  let mode: CurveMode
  let interpolation: Interpolation
  let plot: Rect
  /// The plot grown by the guard band: the stroke's clip.
  let band: Rect

  init(spec: CurveLayerSpec, frame: Rect, workspace: SamplerWorkspace) {
    self.spec = spec
    self.frame = frame
    self.workspace = workspace
    // Most layers get a few notes (the defaults they rely on): one allocation, not one per growth.
    problems.reserveCapacity(8)
    mode = spec.mode ?? (spec.expression != nil || spec.program != nil ? .function : .samples)
    interpolation = spec.interpolation ?? .monotone
    let inset = CurveLimits.resolve(spec.plotPadding, in: CurveLimits.plotPadding, or: 0)
    // At most half the frame on each axis: more would put the plot outside the frame.
    let insetX = Swift.min(inset, Swift.max(0, frame.width / 2))
    let insetY = Swift.min(inset, Swift.max(0, frame.height / 2))
    plot = Rect(
      x: frame.x + insetX, y: frame.y + insetY, width: Swift.max(0, frame.width - 2 * insetX),
      height: Swift.max(0, frame.height - 2 * insetY))
    band = CurveSampler.band(around: plot)
    if let padding = spec.plotPadding, padding != inset {
      problems.append(Problem(.valueClamped, .note, "style.plotPadding", DecimalText.clampNote(padding, to: inset, in: CurveLimits.plotPadding)))
    }
    if insetX < inset || insetY < inset {
      problems.append(
        Problem(
          .plotCollapsed, .note, "style.plotPadding", "\(DecimalText.message(inset)) pt on each side is more than half the \(DecimalText.message(frame.width)) × "
            + "\(DecimalText.message(frame.height)) pt frame; the plot shrinks to the frame's centre line"))
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
      fill: [], markers: [], breaks: [])

    check(spec.domain, "content.domain")
    check(spec.yDomain, "content.yDomain")
    guard problems.allSatisfy({ $0.effect != .layerNotDrawn }) else { return result }

    // Samples in data space, written straight into the output columns, at full magnitude;
    // values that are not numbers mark gaps.
    var program: SamplerProgram?
    var xColumn: [Double] = []
    var yColumn: [Double] = []
    switch mode {
    case .samples:
      guard let points = spec.points else {
        notDrawn(.curveSourceMissing, "content.points", "samples mode needs points (or give an expression for function mode)")
        return result
      }
      if spec.expression != nil || spec.program != nil {
        problems.append(Problem(.fieldIgnored, .note, "content.expression", "ignored in samples mode"))
      }
      if points.count > CurveLimits.maximumPoints {
        problems.append(Problem(.budgetExceeded, .note, "content.points", "\(points.count) points; only the first \(DecimalText.grouped(CurveLimits.maximumPoints)) are used; \(CurveReduction.remedy)"))
      }
      let count = Swift.min(points.count, CurveLimits.maximumPoints)
      xColumn = [Double](unsafeUninitializedCapacity: count) { xs, initialized in
        for i in 0..<count { xs[i] = points[i].x }
        initialized = count
      }
      yColumn = [Double](unsafeUninitializedCapacity: count) { ys, initialized in
        for i in 0..<count { ys[i] = points[i].y }
        initialized = count
      }
      result.domain = spec.domain ?? DomainInference.extent(of: xColumn)
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
        problems.append(Problem(.fieldIgnored, .note, "content.points", "ignored in function mode"))
      }
    }
    result.yDomain = spec.yDomain ?? DomainInference.extent(of: yColumn)
    let scale = Scale(plot: plot, domain: result.domain, yDomain: result.yDomain)

    // Function mode: the grid with the points the search for breaks evaluated, and the breaks.
    var trace = Trace(xs: xColumn, ys: yColumn, breaks: [], cuts: [])
    if let program {
      var search = BreakSearch(program: program.compiled, scale: scale, band: band, workspace: workspace)
      trace = search.trace(xs: xColumn, ys: yColumn)
      let unresolved = trace.breaks.filter { $0.kind == .unresolved }
      let spent = unresolved.filter { $0.decision == .budgetSpent }.count
      if spent > 0 {
        problems.append(
          Problem(
            .budgetExceeded, .note, "content.expression", "the search for breaks spent its \(CurveSampler.breakSearchBudget(instructions: program.compiled.instructionCount)) evaluations; \(spent) stretches not proven continuous are left out"))
      }
      if unresolved.count > spent {
        problems.append(
          Problem(
            .unprovenStretch, .note, "content.expression", "\(unresolved.count - spent) stretches are left out: the double program has no value there, and the real function is not proven undefined"))
      }
    }
    result.samples = Samples(xs: trace.xs, ys: trace.ys)
    result.breaks = trace.breaks
    let runs = paths(trace, scale: scale, onGrid: program != nil && trace.xs.count == xColumn.count)
    for run in runs {
      let hull = run.hull()
      result.stroke += PathClipping.clip(run, to: band, hull: hull)
      if let area = PathClipping.area(under: run, in: plot, hull: hull) { result.fill.append(area) }
    }
    result.drawn = true
    notesForDefaults(domain: result.domain, yDomain: result.yDomain)
    let opacity = CurveLimits.resolve(spec.opacity, in: CurveLimits.opacity, or: 1)
    var layout = MarkerLayout(
      markers: spec.markers, mode: mode, interpolation: interpolation, program: program, samples: result.samples, runs: runs,
      breaks: result.breaks, scale: scale, band: band, frame: frame, opacity: opacity, workspace: workspace)
    result.markers = layout.layout()
    problems += layout.problems
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

  /// The runs of the trace mapped to pt, each as d3 draws it, before clipping. A run is a
  /// stretch of samples with a value (function mode: not NaN, an infinity going off the plot;
  /// samples mode: finite) not crossing a break. `onGrid`: the samples are the cached grid.
  private func paths(_ trace: Trace, scale: Scale, onGrid: Bool) -> [CurvePath] {
    let count = Swift.min(trace.xs.count, trace.ys.count, workspace.px.count)
    let px: UnsafeBufferPointer<Double>
    if onGrid {
      px = workspace.gridPlotX(scale)
    } else {
      trace.xs.withUnsafeBufferPointer { scale.mapX(UnsafeBufferPointer(rebasing: $0[..<count]), into: workspace.px) }
      px = UnsafeBufferPointer(workspace.px)
    }
    let py = workspace.py
    trace.ys.withUnsafeBufferPointer { scale.mapY(UnsafeBufferPointer(rebasing: $0[..<count]), into: py) }
    let runs = trace.runs(functionMode: mode == .function)
    return runs.map { run in
      Curves.path(
        x: UnsafeBufferPointer(rebasing: px[run]), y: UnsafeBufferPointer(rebasing: py[run]), interpolation,
        scratch: workspace.curves)
    }
  }

  /// The defaults that shape the drawing, reported like other normalisations.
  private mutating func notesForDefaults(domain: Interval, yDomain: Interval) {
    if spec.mode == nil {
      let note = mode == .function ? "not given: function (an expression is given)" : "not given: samples (no expression)"
      problems.append(Problem(.defaultUsed, .note, "content.mode", note))
    }
    if spec.interpolation == nil {
      problems.append(Problem(.defaultUsed, .note, "content.interpolation", "not given: monotone"))
    }
    if spec.domain == nil {
      problems.append(.notGiven("content.domain", domain, because: mode == .function ? "the function default" : "the samples' x extent"))
    }
    if spec.yDomain == nil {
      problems.append(.notGiven("content.yDomain", yDomain, because: "the y extent"))
    }
  }

  private mutating func notDrawn(_ code: ProblemCode, _ field: String, _ message: String) {
    problems.append(Problem(code, .layerNotDrawn, field, message))
  }

  private mutating func compile() -> SamplerProgram? {
    if let compiled = spec.program {
      let notes = SamplerWorkspace.notes(compiled.parameters)
      problems += notes
      return SamplerProgram(expression: spec.expression ?? "", parameters: spec.parameters, compiled: compiled, notes: notes)
    }
    guard let expression = spec.expression else {
      notDrawn(.curveSourceMissing, "content.expression", "function mode needs an expression")
      return nil
    }
    do {
      let program = try workspace.program(for: expression, parameters: spec.parameters)
      problems += program.notes
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
}
