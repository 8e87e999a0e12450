import CurveAnalysis
import CurveExpression
import CurveSampling
import _CurveText

extension MathPlot {
  /// An area to shade and integrate: under item `item` (down to y = 0), or between it and item
  /// `minus`, from `from` to `to` (either order; the integral's sign follows it).
  public struct Area: Sendable, Equatable {
    /// The item above, by index from 0.
    public var item: Int
    /// The item below, by index from 0 (nil: the x axis, y = 0).
    public var minus: Int?
    /// Where the integral starts.
    public var from: Double
    /// Where it ends (below `from`: the sign flips).
    public var to: Double

    /// The area under `item` or between `item` and `minus`, from `from` to `to`.
    public init(item: Int, minus: Int? = nil, from: Double, to: Double) {
      (self.item, self.minus, self.from, self.to) = (item, minus, from, to)
    }
  }

  /// The most areas one plot shades.
  public static let maximumAreas = 8

  /// An area with its integral, proven (``CurveIntegral``) as the plot draws it.
  struct ShadedArea {
    var area: Area
    var integral: CurveIntegral
    var upper: CompiledExpression
    var lower: CompiledExpression?
  }

  /// Each area's items compiled and its integral: f, or f − g, from `from` to `to`, in a
  /// thirty-second of the integrals' shared budget. Throws ``Failure/area(_:)`` for an item that is not a function
  /// of x, or an area on logarithmic axes.
  static func shadedAreas(_ areas: [Area], items: Items, expressions: [String], parameters: [(String, Double)], linear: Bool) throws(Failure) -> [ShadedArea] {
    guard !areas.isEmpty else { return [] }
    guard linear else { throw .area("areas are shaded on linear axes only") }
    func function(_ index: Int) throws(Failure) -> (text: String, compiled: CompiledExpression) {
      guard let f = items.functions.first(where: { $0.index == index }) else {
        let what = index < expressions.count ? "is not a function of x" : "does not exist (the plot has \(expressions.count))"
        throw .area("an area's item \(index + 1) \(what)")
      }
      return (f.text, f.compiled)
    }
    var integrands: [(area: Area, upper: CompiledExpression, lower: CompiledExpression?, integrand: CompiledExpression)] = []
    for area in areas {
      let upper = try function(area.item)
      guard let minus = area.minus else {
        integrands.append((area, upper.compiled, nil, upper.compiled))
        continue
      }
      let lower = try function(minus)
      let difference: CompiledExpression
      do throws(ExpressionError) {
        difference = try CompiledExpression(
          "(" + upper.text + ") - (" + lower.text + ")", parameters: ParameterSet(parameters), variables: .x, definitions: items.definitions)
      } catch {
        throw .area("the difference of items \(area.item + 1) and \(minus + 1) cannot be integrated: \(error.description)")
      }
      integrands.append((area, upper.compiled, lower.compiled, difference))
    }
    // A plot is redrawn as it is explored: its areas share a thirty-second of what `curve integrate`
    // spends on as many integrals.
    let budgets = CurveIntegral.budgets(instructions: integrands.map { $0.integrand.instructionCount }).map { Swift.max(1, $0 / 32) }
    return zip(integrands, budgets).map { entry, budget in
      let integral = CurveIntegral.integrate(entry.integrand, from: entry.area.from, to: entry.area.to, budget: budget)
      return ShadedArea(area: entry.area, integral: integral, upper: entry.upper, lower: entry.lower)
    }
  }

  /// What the legend says of an item's areas, after its expression: `area over 0…3.142 = 2`,
  /// `area to item 3 over 1…4 = 2.55`, `… diverges` or `… unproven`.
  static func legendNote(_ shaded: ShadedArea) -> String {
    let a = shaded.area
    let over = a.minus.map { "area to item \($0 + 1) over " } ?? "area over "
    let range = PlotDescription.number(a.from) + "…" + PlotDescription.number(a.to)
    if shaded.integral.status == .divergent { return over + range + " diverges" }
    guard shaded.integral.status == .certified, let value = shaded.integral.estimate else { return over + range + " unproven" }
    return over + range + " = " + PlotDescription.number(value)
  }

  /// The `<desc>` sentence of an area: its value and what is proven of it.
  static func describe(_ shaded: ShadedArea, expressions: [String]) -> String {
    let a = shaded.area
    let under = PlotItem(expressions[a.item]).equation
    let what = a.minus.map { "The area between \(under) and \(PlotItem(expressions[$0]).equation)" } ?? "The area under \(under)"
    let range = " from x = \(PlotDescription.number(a.from)) to \(PlotDescription.number(a.to))"
    let i = shaded.integral
    if i.status == .divergent { return what + range + " does not exist: \(i.reason ?? "it diverges")." }
    guard i.status == .certified, let lower = i.lower, let upper = i.upper, let value = i.estimate else {
      return what + range + " is not proven (\(i.reason ?? "undecided"))."
    }
    return what + range + " is \(PlotDescription.number(value)), certified between \(DecimalText.tidy(lower)) and \(DecimalText.tidy(upper))."
  }

  /// Each area, tinted in its item's colour within the plot's clip: the region between the
  /// curve and y = 0 (or the other curve), over the part of `from…to` inside the domain, from
  /// 256 points of each; where a curve has no value, the region is broken.
  static func drawAreas(_ svg: inout SVGWriter, _ areas: [ShadedArea], _ chart: Chart, _ colors: Colors) {
    guard !areas.isEmpty else { return }
    let n = SVGWriter.number
    svg.open("g", [("clip-path", "url(#plot)")])
    for shaded in areas {
      let a = shaded.area
      let (low, high) = (Swift.max(Swift.min(a.from, a.to), chart.x.domain.lower), Swift.min(Swift.max(a.from, a.to), chart.x.domain.upper))
      guard low < high, let grid = UniformGrid(from: low, to: high, count: 256)?.values else { continue }
      var d = ""
      var run: [(x: Double, top: Double, bottom: Double)] = []
      func close() {
        defer { run = [] }
        guard run.count >= 2 else { return }
        d += "M" + run.map { n(chart.x.map($0.x)) + "," + n(chart.y.map($0.top)) }.joined(separator: "L")
        d += "L" + run.reversed().map { n(chart.x.map($0.x)) + "," + n(chart.y.map($0.bottom)) }.joined(separator: "L") + "Z"
      }
      for x in grid {
        let top = shaded.upper.evaluate(at: x)
        let bottom = shaded.lower?.evaluate(at: x) ?? 0
        if top.isFinite && bottom.isFinite { run.append((x, top, bottom)) } else { close() }
      }
      close()
      guard !d.isEmpty else { continue }
      let opacity = shaded.integral.status == .certified ? 0.22 : 0.1
      svg.element("path", [("d", d), ("fill", seriesColor(a.item, colors)), ("fill-opacity", n(opacity)), ("stroke", "none")])
    }
    svg.close("g")
  }
}
