import CurveFrame
import CurveAnalysis
import CurveExpression
import CurveSampling

extension MathPlot {
  /// A plot's items, read and compiled, each with its index (its colour).
  struct Items {
    /// Each function of x: its text, its program, and the program drawn (on logarithmic axes,
    /// in their coordinates: `CompiledExpression.onLogarithmicAxes(x:y:)`).
    var functions: [(index: Int, text: String, compiled: CompiledExpression, drawn: CompiledExpression)] = []
    var curves: [(index: Int, curve: PlaneCurve)] = []
    var relations: [(index: Int, relation: Relation)] = []
    var data: [(index: Int, name: String, series: DataSeries)] = []
    /// Each fit (`@NAME ~ MODEL`): its data's name and the fit, also drawn as a function above
    /// with the values found (nil when there was nothing to fit: why in `note`).
    var fits: [(index: Int, name: String, fit: CurveFit?, note: String?)] = []
    /// The definitions the items call (`f(x) = x^2 - 1`).
    var definitions = Definitions()

    /// Whether one unit should be as long on both axes by default: with a relation, a polar
    /// curve, or only functions of y (which have no values to fit y to).
    var prefersEqualAspect: Bool {
      let onlyFunctionsOfY = functions.isEmpty && data.isEmpty && !curves.isEmpty && curves.allSatisfy { $0.curve.isFunctionOfY }
      return !relations.isEmpty || curves.contains(where: { $0.curve.isPolar }) || onlyFunctionsOfY
    }
  }

  /// Reads and compiles each of `expressions` as ``draw(_:_:)``
  /// does, without drawing: an editor's check of what the user typed.
  /// - Throws: ``Failure`` for the first item that does not compile, placed in it.
  /// A data series item (`@NAME`) is only read for its form: its data is the caller's.
  public static func check(_ expressions: [String], parameters: [(String, Double)], tDomain: ClosedRange<Double> = defaultTDomain) throws(Failure) {
    _ = try readItems(expressions, parameters: parameters, tDomain: tDomain, data: nil, scales: (.linear, .linear))
  }

  /// Each expression read as a ``PlotItem`` and compiled; an error is placed in its whole item.
  /// `data` holds each data series by name (`nil`: not looked up); `scales` are the axes' the
  /// functions are drawn on.
  static func readItems(
    _ expressions: [String], parameters: [(String, Double)], tDomain: ClosedRange<Double>, data: [String: DataSeries]?,
    scales: (x: AxisScale, y: AxisScale)
  ) throws(Failure) -> Items {
    var items = Items()
    do throws(Definitions.ItemError) {
      items.definitions = try Definitions.reading(expressions, parameters: parameters)
    } catch {
      throw .item(error.index, .expression(error.error))
    }
    let definitions = items.definitions
    // A plot's fits share one fit's work, as its relations share one relation's.
    let fits = expressions.filter { if case .fit = PlotItem($0) { true } else { false } }.count
    for (index, expression) in expressions.enumerated() {
      let (item, offsets) = PlotItem.parts(of: expression)
      func function(_ text: String) throws(Failure) {
        do {
          let compiled = try CompiledExpression(text, parameters: ParameterSet(parameters), variables: .x, definitions: definitions)
          items.functions.append((index, text, compiled, try compiled.onLogarithmicAxes(x: scales.x == .log, y: scales.y == .log)))
        } catch {
          throw .item(index, .expression(error.shifted(by: offsets[0])))
        }
      }
      switch item {
      case .function(let text):
        try function(text)
      case .definition(let name, let arguments, _):
        // A definition in x alone is drawn too, as Desmos draws it: as the call `f(x)`, written
        // out into the body's own program, so the analysis names the curve `y = f(x)`.
        if arguments == ["x"] { try function("\(name)(x)") }
      case .relation:
        do {
          items.relations.append((index, try Relation(expression, parameters: parameters, definitions: definitions)))
        } catch {
          throw .item(index, .relation(error))
        }
      case .data(let name):
        guard let data else { continue }
        guard let series = data[name] else { throw .missingData(index, name) }
        items.data.append((index, name, series))
      case .fit(let name, let model):
        try readFit(
          index, name: name, model: model, at: offsets[1], parameters: parameters, data: data, scales: scales,
          budget: CurveFit.workBudget / Swift.max(1, fits), into: &items)
      case .parametric, .polar, .functionOfY:
        do {
          // A function of y is traced over the plot's y range, known once the plot is laid out.
          items.curves.append((index, try PlaneCurve(expression, parameters: parameters, domain: tDomain, definitions: definitions)))
        } catch {
          throw .item(index, .curve(error))
        }
      }
    }
    return items
  }

  /// The y coordinates of the parametric and polar curves at 1,025 even steps of t and of the
  /// data series' drawn pairs, where x is inside `domain`, to fit the y range to; and whether a
  /// curve may have poles (then the range leaves out the far tails).
  static func provisionalValues(
    _ curves: [PlaneCurve], _ data: [DataSeries], domain: Interval, scales: (x: AxisScale, y: AxisScale)
  ) -> (values: [Double], broken: Bool) {
    var values: [Double] = []
    for series in data {
      for p in series.points.prefix(CurveLimits.maximumPoints) where domain.contains(p.x) {
        let y = scales.y.coordinate(p.y)
        if y.isFinite { values.append(y) }
      }
    }
    let x = scales.x.coordinates(domain)
    var broken = false
    for curve in curves where !curve.isFunctionOfY {
      let grid = UniformGrid(from: curve.domain.lowerBound, to: curve.domain.upperBound, count: CurveLimits.functionSamples + 1)
      for t in grid?.values ?? [] {
        let p = curve.point(at: t)
        if p.y.isFinite && x.contains(p.x) { values.append(p.y) }
      }
      broken = broken || !curve.isContinuousEverywhere
    }
    return (values, broken)
  }

  /// The plane curves traced on the chart, in its axes' coordinates (a function of y over its y
  /// range), sharing one curve's budget, and clipped to the plot grown by the guard band; with a
  /// note for each curve that has chords drawn unproven.
  static func traceCurves(_ curves: [(index: Int, curve: PlaneCurve)], _ chart: Chart) -> ([Series], [String]) {
    let plot = chart.plot
    let visible = CurveSampler.band(around: plot)
    var series: [Series] = []
    var notes: [String] = []
    for (index, curve) in curves {
      guard chart.x.domain.start < chart.x.domain.end, chart.y.domain.start < chart.y.domain.end else {
        notes.append("\(curve.item.equation) is not drawn: the plot's x and y ranges must increase")
        continue
      }
      let traced = curve.isFunctionOfY ? curve.over(chart.y.domain.start...chart.y.domain.end) : curve
      // The curves share one curve's budget, as the relations do, so a plot's work is bounded.
      let budget = PlaneCurve.budget(instructions: curve.instructionCount) / curves.count
      let trace = traced.trace(x: chart.x, y: chart.y, budget: budget)
      let stroke = trace.pieces.flatMap { PathClipping.clip(CurvePath(.lines, points: $0.points), to: visible) }
      series.append(Series(index: index, stroke: stroke))
      if trace.unprovenChords > 0 {
        let reason = trace.budgetExhausted ? "budget spent" : "too steep at the finest step"
        notes.append("expression \(index + 1): \(trace.unprovenChords) chords not proven (\(reason))")
      }
    }
    return (series, notes)
  }
}
