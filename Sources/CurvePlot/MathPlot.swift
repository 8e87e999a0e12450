import CurveAnalysis
import CurveExpression
import CurveFrame
import CurveSampling
import _CurveText

/// One or more expressions on one chart, with axes, d3-style nice ticks and labels, a light grid,
/// a legend, and distinct colours; gaps and poles exactly as the sampler finds them.
public enum MathPlot {
  /// A drawn curve: its item's index (its colour) and its stroke in pt, clipped.
  struct Series: Sendable {
    var index: Int
    var stroke: [CurvePath]
  }

  /// The colours of the series, in order: Okabe and Ito's palette, told apart with every common
  /// colour-vision deficiency. The last entry (black) is drawn white on the dark theme. After
  /// the eighth series the colours repeat with a dash pattern, so no two series look alike.
  public static let palette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442", "#000000"]
  /// The dash patterns of the second and third rounds of the palette (the first is solid).
  static let dashes = [CurveStyle.Dash(length: 7, gap: 4), CurveStyle.Dash(length: 2, gap: 3)]

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
    /// The functions of x with nothing drawn, no point sampled having a value: the plot's caption
    /// and `<desc>` say so in place of their curves, and whether that is proven of the whole domain.
    public var undrawn: [Undrawn]
    /// For a plot made to be drawn into pixels: the budget as spent, with what was simplified.
    public var raster: RasterBudget?
    /// The plot's rectangle in the picture, in pt: what its clip path holds.
    public var plot: Rect
    /// The x axis: its scale, the domain shown and where it lies, left to right, in pt.
    public var x: Axis
    /// The y axis: its scale, the range shown (given, or chosen from the values) and where it
    /// lies, bottom to top, in pt.
    public var y: Axis
  }

  /// The most expressions one plot draws: each is sampled (twice without a y domain) and gets a
  /// legend entry, so the work and the picture stay bounded.
  public static let maximumExpressions = 16
  /// The size of a plot when none is given.
  public static let defaultSize = CanvasSize(width: 640, height: 400)
  /// The range of t for parametric and polar curves when none is given: 0…2π.
  public static let defaultTDomain: ClosedRange<Double> = 0...(2 * Double.pi)
  /// How long a unit of y is drawn against one of x.
  public enum Aspect: String, Sendable, CaseIterable {
    /// As ``equal`` when both axes are linear and the plot has a relation, a polar curve or
    /// only functions of y; otherwise y's range is fitted to the values.
    case automatic = "auto"
    /// One unit as long on both axes (a decade, when both are logarithmic): the range short for
    /// the other's length grows, so nothing drawn is cropped.
    case equal
  }
  /// The largest side of a plot, in pt.
  public static let maximumSide = 10_000.0

  /// Why a plot cannot be drawn.
  public enum Failure: Error, Sendable, Equatable {
    /// An item (by index) could not be read: its expression, relation or plane curve's error,
    /// placed in the whole item.
    case item(Int, PlotItemError)
    /// A data series item (by index) names data not given (its name).
    case missingData(Int, String)
    /// More than ``maximumExpressions`` expressions (how many were given).
    case tooManyExpressions(Int)
    /// A side that is not a finite number of pt in 1…``maximumSide``.
    case invalidSize
    /// A logarithmic axis that cannot draw this plot, with the reason: a range reaching 0 or
    /// below, a relation, tangents or derivatives, or an equal aspect with one axis linear.
    case logarithmicAxis(String)
    /// An area the plot cannot shade (``Options/areas``), with the reason: an item that is not
    /// a function of x, or logarithmic axes.
    case area(String)
  }

  /// `expressions` on one chart, drawn as `options` say, and which functions of x have nothing
  /// drawn.
  ///
  /// Each expression is a `PlotItem` (CurveAnalysis): a function of x is sampled with its breaks certified;
  /// a function of y, a parametric or a polar curve is traced in chords proven within
  /// `PlaneCurve.tolerance` of it (`PlaneCurve.trace(x:y:budget:)`); a relation's
  /// pixels are classified (`Relation.classify(over:width:height:budget:)`); a data series
  /// (`@NAME`, its `DataSeries` in ``Options/data``) is drawn under the samples-mode rules; a fit
  /// (`@NAME ~ MODEL`) is drawn as the function MODEL with the values `CurveFit` finds from the
  /// plot's parameters, which the legend gives and the `<desc>` states with the residuals.
  ///
  /// The layout is measured with the font's advance widths: the plot area shrinks so the widest
  /// y tick label fits; x ticks thin out until their labels are apart; the legend wraps into
  /// rows and shortens an expression that would not fit with an ellipsis.
  /// - Parameters:
  ///   - expressions: at most ``maximumExpressions`` items, each of the protocol's language.
  ///   - options: the ranges, size, labels, annotations and the rest (``Options``).
  /// - Throws: ``Failure`` for an expression that does not compile, too many expressions, a
  ///   bad size, or a logarithmic axis that cannot draw the plot.
  public static func draw(_ expressions: [String], _ options: Options) throws(Failure) -> Drawing {
    let (parameters, domain, size, interpolation) = (options.parameters, options.domain, options.size, options.interpolation)
    let (labels, annotations, aspect, xScale, yScale) = (options.labels, options.annotations, options.aspect, options.xScale, options.yScale)
    guard expressions.count <= maximumExpressions else { throw .tooManyExpressions(expressions.count) }
    guard (1...maximumSide).contains(size.width), (1...maximumSide).contains(size.height) else { throw .invalidSize }
    let items = try readItems(expressions, parameters: parameters, tDomain: options.tDomain, data: options.data, scales: (xScale, yScale))
    if let problem = scaleProblem(x: xScale, y: yScale, domain: domain, yDomain: options.yDomain, aspect: aspect, items: items, annotations: annotations) {
      throw .logarithmicAxis(problem)
    }
    let scales = (x: xScale, y: yScale)
    let functions = items.functions.map { (index: $0.index, program: $0.drawn) }
    let curves = items.curves.map { (index: $0.index, curve: $0.curve.onLogarithmicAxes(x: xScale == .log, y: yScale == .log)) }
    let colors = Colors(options.theme)
    let linear = xScale == .linear && yScale == .linear
    let areas = try shadedAreas(options.areas, items: items, expressions: expressions, parameters: parameters, linear: linear)
    let named = legendEntries(expressions, items: items, areas: areas, marks: options.marks, derivatives: annotations.derivatives)
    let legend = Legend(named, width: size.width - 2 * Layout.padding, placement: options.legend)
    let workspace = SamplerWorkspace()
    let curveValues = provisionalValues(curves.map { $0.curve }, items.data.map { $0.series }, domain: domain, scales: scales)
    // On logarithmic axes only when asked: a unit there is a factor of e, not a length of the curve's.
    let equal = aspect == .equal || (aspect == .automatic && linear && items.prefersEqualAspect)
    let yRange = options.yDomain.map(YRange.given) ?? (equal ? .equalUnits(relations: !items.relations.isEmpty) : .fitted)
    let compiled = items.functions.map { $0.compiled }
    let functionIndices = functions.map { $0.index }
    let drawnPrograms = Dictionary(uniqueKeysWithValues: functions.map { ($0.index, $0.program) })

    // The chart laid out with room for `captionLines` of notes, and what is drawn on it, with the
    // notes it leaves: what could not be drawn or decided.
    func drawCurves(captionLines: Int) -> (
      chart: Chart, body: SVGWriter, notes: [String], undrawn: [Undrawn], dashes: [CurveStyle.Dash?], budget: RasterBudget?, strokes: [[Point]],
      relations: String
    ) {
      let (chart, sampled) = layout(
        functions, parameters: parameters, domain: domain, y: yRange, scales: scales, curveValues: curveValues, size: size,
        interpolation: interpolation, labels: labels, legend: legend, captionLines: captionLines, workspace: workspace)
      let undrawn = Self.undrawn(
        sampled.map { ($0.index, $0.geometry.samples.ys) }, programs: drawnPrograms, domain: chart.x.domain, xScale: xScale)
      let (traced, curveNotes) = traceCurves(curves, chart)
      let (dataLines, dots, dataNotes) = drawData(items.data, chart, interpolation: interpolation, marks: options.marks, workspace: workspace)
      let series = sampled.map { Series(index: $0.index, stroke: $0.geometry.stroke) } + traced + dataLines
      var body = SVGWriter()
      let n = SVGWriter.number
      body.element("rect", [("x", "0"), ("y", "0"), ("width", n(size.width)), ("height", n(size.height)), ("fill", colors.background)])
      drawAxes(&body, chart, colors)
      drawAreas(&body, areas, chart, colors)
      var budget = options.raster
      let (relationNotes, relationSentence) = drawRelations(&body, items.relations, chart, colors, budget: &budget)
      let dashes = drawSeries(&body, series, items: expressions.count, chart, colors, budget: &budget)
      drawDots(&body, dots, colors)
      let lines = drawDerivativesAndTangents(&body, compiled, colorIndices: functionIndices, chart, colors, annotations)
      // The lines the points' labels keep clear of.
      let strokes = annotations.points ? series.flatMap { $0.stroke.flatMap(polylines) } + lines : []
      let undrawnNotes = undrawn.map { $0.sentence(expressions[$0.index], logarithmicY: yScale == .log, number: Ticks.label) }
      let notes = undrawnNotes + curveNotes + dataNotes + items.fits.compactMap { $0.note } + relationNotes
      return (chart, body, notes, undrawn, dashes, budget, strokes, relationSentence)
    }
    // The notes are known once the curves are drawn, so the caption's lines are guessed first: a
    // fit's note, and one for relations, which nearly always leave pixels undecided (their
    // classification is most of a plot's time). A wrong guess is drawn again with the right room.
    let guess = Caption.lines(for: items.fits.filter { $0.note != nil }.count + (items.relations.isEmpty ? 0 : 1), height: size.height)
    var drawn = drawCurves(captionLines: guess)
    let captionLines = Caption.lines(for: drawn.notes.count, height: size.height)
    if captionLines != guess { drawn = drawCurves(captionLines: captionLines) }
    let chart = drawn.chart

    let analysis = annotations.description || annotations.points ? analyze(compiled, domain: chart.x.domain) : nil
    let names = items.functions.map { $0.text }
    let marks = annotations.points ? analysis.map { pointMarks($0, colorIndices: functionIndices, names: names, chart) } ?? [] : []
    drawPoints(&drawn.body, marks, strokes: drawn.strokes, chart, colors)
    let top = Caption.top(in: chart, labels: labels, legend: legend)
    drawCaption(&drawn.body, drawn.notes, lines: captionLines, top: top, width: size.width, colors)
    drawLabels(&drawn.body, labels, chart, colors)
    drawLegend(&drawn.body, legend, top: legend.top(in: chart, labels: labels), colors, dashes: drawn.dashes)

    let title = labels.title ?? "Plot of " + expressions.map { PlotItem($0).equation }.joined(separator: ", ")
    let areaSentences = areas.map { describe($0, expressions: expressions) }.joined(separator: " ")
    let fitSentences = items.fits.compactMap { entry in entry.fit.map { describe($0, name: entry.name) } }.joined(separator: " ")
    // The points marked (listed when the analysis's sentences leave some out) and the notes are
    // said whether or not the analysis is.
    let analysisSentences = annotations.description ? analysis?.description ?? "" : ""
    let everyPoint = !analysisSentences.isEmpty && !(analysis.map(leavesOutPoints) ?? true)
    let pointSentences = describe(marks, chart, described: everyPoint)
    let description = [analysisSentences, pointSentences, fitSentences, areaSentences, drawn.relations, Caption.sentences(drawn.notes)]
      .filter { !$0.isEmpty }.joined(separator: " ")
    var svg = SVGWriter(width: size.width, height: size.height, title: title, description: description)
    svg.append(drawn.body)
    return Drawing(svg: svg.finish(), undrawn: drawn.undrawn, raster: drawn.budget, plot: chart.plot, x: chart.x, y: chart.y)
  }
}

extension MathPlot {
  /// What `CurveAnalyzer` proves of each curve over the domain: the plot's `<desc>`, and its
  /// points with ``Annotations/points``.
  static func analyze(_ compiled: [CompiledExpression], domain: Interval) -> AnalysisReport? {
    guard domain.lower < domain.upper, domain.lower.isFinite, domain.upper.isFinite else { return nil }
    return CurveAnalyzer.analyze(compiled, over: domain)
  }
}
