import CurveExpression

/// Turns a curve layer's content and style into exact geometry in pt.
///
/// ```swift
/// let geometry = CurveSampler.geometry(for: spec, in: Rect(x: 0, y: 0, width: 338, height: 158))
/// ```
/// Every rule of the protocol's curve layer applies: mode default, budgets (1,024 points,
/// 32 markers, 64 parameters), domain inference (``DomainInference``), clamping of data values
/// to ±1e9, d3-identical interpolation (``Curves``), gaps at non-finite values, breaks at
/// discontinuities in function mode, and the marker rules.
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
public final class SamplerWorkspace {
  let evaluation = EvaluationWorkspace()
  var xs = [Double](repeating: 0, count: CurveLimits.functionSamples)
  var ys = [Double](repeating: 0, count: CurveLimits.functionSamples)
  var run: [Point] = []

  public init() {
    run.reserveCapacity(CurveLimits.maximumPoints)
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

  init(spec: CurveLayerSpec, frame: Rect, workspace: SamplerWorkspace) {
    self.spec = spec
    self.frame = frame
    self.workspace = workspace
    mode = spec.mode ?? (spec.expression != nil ? .function : .samples)
    interpolation = spec.interpolation ?? .monotone
    let padding = spec.plotPadding ?? 0
    let inset = padding.isNaN ? 0 : padding.clamped(to: CurveLimits.plotPadding)
    plot = Rect(
      x: frame.x + inset, y: frame.y + inset, width: Swift.max(0, frame.width - 2 * inset),
      height: Swift.max(0, frame.height - 2 * inset))
    if let padding = spec.plotPadding, padding != inset {
      problems.append(CurveProblem("style.plotPadding", "\(Builder.format(padding)) clamped to \(Builder.format(inset)) (0–48)", .normalized))
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
      domain: spec.domain ?? Interval(0, 1), yDomain: spec.yDomain ?? Interval(0, 1), samples: [], stroke: [],
      markers: [], breaks: [])

    for (field, interval) in [("content.domain", spec.domain), ("content.yDomain", spec.yDomain)] {
      guard let interval, let problem = DomainInference.validate(interval) else { continue }
      switch problem {
      case .notFinite: notDrawn(field, "the ends must be finite numbers")
      case .empty: notDrawn(field, "min and max are equal (\(format(interval.lowerBound))); a domain needs two different ends")
      }
    }
    guard problems.allSatisfy({ $0.effect != .layerNotDrawn }) else { return result }

    // Samples, in data space.
    var program: CompiledExpression?
    var samples: [(x: Double, y: Double)]
    switch mode {
    case .samples:
      guard let points = spec.points else {
        notDrawn("content.points", "samples mode needs points (or give an expression for function mode)")
        return result
      }
      if spec.expression != nil {
        problems.append(CurveProblem("content.expression", "ignored in samples mode", .normalized))
      }
      if points.count > CurveLimits.maximumPoints {
        problems.append(CurveProblem("content.points", "\(points.count) points; only the first 1,024 are used", .normalized))
      }
      samples = points.prefix(CurveLimits.maximumPoints).map { (clampValue($0.x), clampValue($0.y)) }
      result.domain = spec.domain ?? DomainInference.extent(of: samples, .x)
    case .function:
      guard let compiled = compile() else { return result }
      program = compiled
      let domain = spec.domain ?? DomainInference.functionDomain
      result.domain = domain
      guard let grid = UniformGrid(from: domain.lowerBound, to: domain.upperBound, count: CurveLimits.functionSamples) else {
        notDrawn("content.domain", "the ends must be finite numbers")
        return result
      }
      // Scratch arrays borrowed into locals (no exclusivity check per element), then one pass
      // writes the output samples.
      var (xs, ys): ([Double], [Double]) = ([], [])
      swap(&xs, &workspace.xs)
      swap(&ys, &workspace.ys)
      defer {
        swap(&xs, &workspace.xs)
        swap(&ys, &workspace.ys)
      }
      let count = CurveLimits.functionSamples
      let evaluation = workspace.evaluation
      xs.withUnsafeMutableBufferPointer { grid.fill($0) }
      xs.withUnsafeBufferPointer { x in
        ys.withUnsafeMutableBufferPointer { y in compiled.evaluate(x, into: y, workspace: evaluation) }
      }
      samples = xs.withUnsafeBufferPointer { x in
        ys.withUnsafeBufferPointer { y in
          [(x: Double, y: Double)](unsafeUninitializedCapacity: count) { out, initialized in
            for i in 0..<count {
              out[i] = (x[i], Builder.clampValue(y[i]))
            }
            initialized = count
          }
        }
      }
      if spec.points != nil {
        problems.append(CurveProblem("content.points", "ignored in function mode", .normalized))
      }
    }
    result.samples = samples
    result.yDomain = spec.yDomain ?? DomainInference.extent(of: samples, .y)

    // Runs of finite samples, mapped to pt, broken at discontinuities in function mode; each run
    // becomes its stroke and fill subpaths as soon as it ends.
    let scale = Scale(plot: plot, domain: result.domain, yDomain: result.yDomain)
    var bisectionBudget = CurveSampler.maximumBisections
    // The run buffer is borrowed into a local for the loop: every access to a class's stored
    // array would otherwise pay a dynamic exclusivity check.
    var run: [Point] = []
    swap(&run, &workspace.run)
    defer { swap(&run, &workspace.run) }
    run.removeAll(keepingCapacity: true)
    func endRun(_ run: inout [Point], _ result: inout CurveGeometry) {
      guard !run.isEmpty else { return }
      result.stroke.append(Curves.commands(run, interpolation))
      run.removeAll(keepingCapacity: true)
    }
    let halfHeight = plot.height / 2
    samples.withUnsafeBufferPointer { samples in
      for index in 0..<samples.count {
        let sample = samples[index]
        guard sample.x.isFinite, sample.y.isFinite else {
          endRun(&run, &result)
          continue
        }
        let point = scale.map(sample.x, sample.y)
        if let last = run.last, Swift.abs(point.y - last.y) > halfHeight, let program,
          let breakX = discontinuity(
            program, from: samples[index - 1], to: sample, scale: scale, budget: &bisectionBudget)
        {
          endRun(&run, &result)
          result.breaks.append(breakX)
        }
        run.append(point)
      }
    }
    endRun(&run, &result)
    result.drawn = true
    notesForDefaults(result)
    result.markers = markers(program: program, samples: samples, stroke: result.stroke, scale: scale, domain: result.domain)
    return result
  }

  /// The defaults that shape the drawing, reported like other normalisations.
  private mutating func notesForDefaults(_ result: CurveGeometry) {
    func interval(_ i: Interval) -> String { "[\(format(i.lowerBound)), \(format(i.upperBound))]" }
    if spec.mode == nil {
      problems.append(CurveProblem("content.mode", "not given: \(mode.rawValue) (\(mode == .function ? "an expression is given" : "no expression"))", .normalized))
    }
    if spec.interpolation == nil {
      problems.append(CurveProblem("content.interpolation", "not given: monotone", .normalized))
    }
    if spec.domain == nil {
      problems.append(CurveProblem("content.domain", "not given: \(interval(result.domain)) (\(mode == .function ? "the function default" : "the samples' x extent"))", .normalized))
    }
    if spec.yDomain == nil {
      problems.append(CurveProblem("content.yDomain", "not given: \(interval(result.yDomain)) (the y extent)", .normalized))
    }
  }

  /// A number in a message: the shortest round-trip form, `40` rather than `40.0`.
  static func format(_ value: Double) -> String {
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  private func format(_ value: Double) -> String { Self.format(value) }

  private mutating func notDrawn(_ field: String, _ message: String) {
    problems.append(CurveProblem(field, message, .layerNotDrawn))
  }

  /// A finite value limited to ±1e9; a non-finite one stays as it is (it marks a gap).
  @inline(__always)
  static func clampValue(_ value: Double) -> Double {
    value.isFinite ? value.clamped(to: -CurveLimits.maximumMagnitude...CurveLimits.maximumMagnitude) : value
  }

  private func clampValue(_ value: Double) -> Double { Self.clampValue(value) }

  private mutating func compile() -> CompiledExpression? {
    guard let expression = spec.expression else {
      notDrawn("content.expression", "function mode needs an expression")
      return nil
    }
    do {
      let parameters = try ParameterSet(spec.parameters)
      for name in parameters.dropped {
        problems.append(CurveProblem("content.parameters.\(name)", "dropped: over the 64-parameter limit (the first 64 in name order are kept)", .normalized))
      }
      for (name, given) in parameters.clamped {
        problems.append(CurveProblem("content.parameters.\(name)", "\(format(given)) clamped to \(format(parameters[name] ?? given)) (±1e9)", .normalized))
      }
      return try CompiledExpression(expression, parameters: parameters)
    } catch {
      let field = error.range == nil ? "content.parameters" : "content.expression"
      notDrawn(field, error.description)
      return nil
    }
  }

  // MARK: Discontinuities

  /// The x of a discontinuity between two consecutive finite samples, if there is one.
  ///
  /// Only an interval whose ends are more than half the plot height apart is examined. It is
  /// halved up to 48 times, keeping the half where the value changes more; a continuous function
  /// then changes by almost nothing over the last interval, while a pole or a jump still changes
  /// by more than a quarter of the plot height (or gives a non-finite value). Then the path breaks.
  private func discontinuity(
    _ program: CompiledExpression, from a: (x: Double, y: Double), to b: (x: Double, y: Double),
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
      let fm = clampValue(program.evaluate(at: m))
      if !fm.isFinite { return m }
      if Swift.abs(fm - fl) >= Swift.abs(fr - fm) { (r, fr) = (m, fm) } else { (l, fl) = (m, fm) }
    }
    let apart = Swift.abs(scale.map(l, fr).y - scale.map(l, fl).y)
    return apart > plot.height / 4 ? l + (r - l) / 2 : nil
  }

  // MARK: Markers

  private mutating func markers(
    program: CompiledExpression?, samples: [(x: Double, y: Double)], stroke: [[PathCommand]],
    scale: Scale, domain: Interval
  ) -> [MarkerGeometry] {
    if spec.markers.count > CurveLimits.maximumMarkers {
      problems.append(CurveProblem("content.markers", "\(spec.markers.count) markers; only the first 32 are used", .normalized))
    }
    var result: [MarkerGeometry] = []
    result.reserveCapacity(Swift.min(spec.markers.count, CurveLimits.maximumMarkers))
    for (index, marker) in spec.markers.prefix(CurveLimits.maximumMarkers).enumerated() {
      // The field's path is only spelt out when something is reported about it.
      func field(_ suffix: String = "") -> String { "content.markers[\(index)]" + suffix }
      let center: Point
      switch (marker.x, marker.sampleIndex) {
      case (nil, nil):
        problems.append(CurveProblem(field(".at"), "needs at.x or at.sampleIndex; not drawn", .itemNotDrawn))
        continue
      case (.some, .some):
        problems.append(CurveProblem(field(".at"), "gives both at.x and at.sampleIndex; choose one; not drawn", .itemNotDrawn))
        continue
      case (nil, let sampleIndex?):
        guard mode == .samples else {
          problems.append(CurveProblem(field(".at.sampleIndex"), "sampleIndex needs samples mode; not drawn", .itemNotDrawn))
          continue
        }
        guard sampleIndex >= 0, sampleIndex < samples.count else {
          problems.append(CurveProblem(field(".at.sampleIndex"), "\(sampleIndex) is out of range 0…\(samples.count - 1); not drawn", .itemNotDrawn))
          continue
        }
        let sample = samples[sampleIndex]
        guard sample.x.isFinite, sample.y.isFinite else {
          problems.append(CurveProblem(field(".at.sampleIndex"), "sample \(sampleIndex) has no finite value; not drawn", .itemNotDrawn))
          continue
        }
        center = scale.map(sample.x, sample.y)
      case (let x?, nil):
        guard x.isFinite, domain.contains(x) else {
          problems.append(CurveProblem(field(".at.x"), "\(format(x)) is outside the domain [\(format(domain.lowerBound)), \(format(domain.upperBound))]; not drawn", .itemNotDrawn))
          continue
        }
        let y: Double?
        if let program {
          let value = clampValue(program.evaluate(at: x))
          y = value.isFinite ? value : nil
          if let y { center = scale.map(x, y) } else { center = Point(0, 0) }
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
          problems.append(CurveProblem(field(".at.x"), "the curve has no finite value at x = \(format(x)); not drawn", .itemNotDrawn))
          continue
        }
      }
      result.append(layout(marker, index: index, center: center))
    }
    return result
  }

  private mutating func layout(_ marker: MarkerSpec, index: Int, center: Point) -> MarkerGeometry {
    func clamp(_ value: Double?, _ range: ClosedRange<Double>, _ fallback: Double, _ name: String) -> Double {
      guard let value, !value.isNaN else { return fallback }
      let kept = value.clamped(to: range)
      if kept != value {
        problems.append(CurveProblem("content.markers[\(index)]." + name, "\(Builder.format(value)) clamped to \(Builder.format(kept)) (\(Builder.format(range.lowerBound))–\(Builder.format(range.upperBound)))", .normalized))
      }
      return kept
    }
    let radius = clamp(marker.radius, CurveLimits.markerRadius, CurveLimits.defaultMarkerRadius, "symbol.radiusPt")
    let dx = clamp(marker.offset?.dx, CurveLimits.markerOffset, 0, "at.offsetPt[0]")
    let dy = clamp(marker.offset?.dy, CurveLimits.markerOffset, 0, "at.offsetPt[1]")
    let fontSize = clamp(marker.fontSize, CurveLimits.fontSize, CurveLimits.defaultFontSize, "labelStyle.fontSizePt")
    let opacity = (spec.opacity ?? 1).isNaN ? 1 : (spec.opacity ?? 1).clamped(to: 0...1)
    let gap = radius + CurveLimits.labelGap
    let anchor: Point
    let alignment: TextAlignment
    let baseline: TextBaseline
    switch marker.position ?? .top {
    case .top: (anchor, alignment, baseline) = (Point(center.x + dx, center.y - gap + dy), .center, .bottom)
    case .bottom: (anchor, alignment, baseline) = (Point(center.x + dx, center.y + gap + dy), .center, .top)
    case .left: (anchor, alignment, baseline) = (Point(center.x - gap + dx, center.y + dy), .right, .middle)
    case .right: (anchor, alignment, baseline) = (Point(center.x + gap + dx, center.y + dy), .left, .middle)
    }
    return MarkerGeometry(
      index: index, center: center, radius: radius, fill: marker.fill ?? CurveLimits.defaultMarkerFill, opacity: opacity,
      label: marker.label, labelColor: marker.labelColor ?? CurveLimits.defaultLabelColor, labelAnchor: anchor,
      labelAlignment: alignment, labelBaseline: baseline, fontSize: fontSize)
  }
}

/// Data space to pt: x maps domain min → plot left, max → right; y maps yDomain min → bottom,
/// max → top. Like d3's scaleLinear: t = (v − d0)/(d1 − d0), then r0·(1 − t) + r1·t.
/// Results are clamped to ±1e9 pt, so a tiny explicit domain cannot overflow a coordinate.
struct Scale {
  let plot: Rect
  let domain: Interval
  let yDomain: Interval

  func mapX(_ x: Double) -> Double {
    Self.map(x, domain, plot.x, plot.maxX)
  }

  func map(_ x: Double, _ y: Double) -> Point {
    Point(mapX(x), Self.map(y, yDomain, plot.maxY, plot.y))
  }

  private static func map(_ v: Double, _ d: Interval, _ r0: Double, _ r1: Double) -> Double {
    // t beyond ±1e7 plot widths is off any canvas; bounding it keeps r0·(1 − t) + r1·t finite.
    let t = ((v - d.lowerBound) / (d.upperBound - d.lowerBound)).clamped(to: -1e7...1e7)
    let value = r0 * (1 - t) + r1 * t
    return value.isNaN ? value : value.clamped(to: -1e9...1e9)
  }
}
