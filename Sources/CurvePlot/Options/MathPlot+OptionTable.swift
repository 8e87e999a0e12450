import CurveFrame
import CurveSampling
import _CurveText

extension MathPlot {
  /// The options of a math plot, in the order help lists them: what `curve plot -- ITEM…`, the
  /// module's `plotExpressions` and Python's `plot_expressions` take. `data` (the CSV of each
  /// `@NAME` item) is given by each edge in its own way: files, or bytes by name.
  package static let optionTable: [OptionSpec<Options>] = [
    .parameters { $0.parameters.append($1) },
    .domain(default: Options().domain) { $0.domain = $1 },
    OptionSpec(
      "yDomain", flag: "--y-domain", .interval(increasing: false),
      help: "The y range, exactly (default: the curves' extent and a margin, out to nice ticks)."
    ) { (o, v) throws(OptionError) in
      if case .interval(let i) = v { o.yDomain = i }
    },
    OptionSpec("size", flag: "--size", .size, default: sizeText(Options().size), help: "The picture, in pt.") {
      (o, v) throws(OptionError) in
      if case .size(let s) = v { o.size = s }
    },
    .choice("interpolation", flag: "--interpolation", Interpolation.self, default: .monotone, help: "How the samples are joined.") {
      $0.interpolation = $1
    },
    OptionSpec("title", flag: "--title", .text, help: "A title above the chart.") { (o, v) throws(OptionError) in
      if case .text(let t) = v { o.labels.title = t }
    },
    OptionSpec("xLabel", flag: "--x-label", .text, help: "The x axis's name.") { (o, v) throws(OptionError) in
      if case .text(let t) = v { o.labels.x = t }
    },
    OptionSpec("yLabel", flag: "--y-label", .text, help: "The y axis's name.") { (o, v) throws(OptionError) in
      if case .text(let t) = v { o.labels.y = t }
    },
    .choice("theme", flag: "--theme", Theme.self, default: .light, help: "The page.") { $0.theme = $1 },
    .choice("legend", flag: "--legend", LegendPlacement.self, default: .top, help: "Where the legend goes, or none.") { $0.legend = $1 },
    OptionSpec(
      "area", flag: "--area", .areas(maximum: maximumAreas),
      help: "Shade the area under item N from A to B (N,M: between items N and M), with its certified integral in the legend and the description (repeatable, at most \(maximumAreas); functions of x, linear axes)."
    ) { (o, v) throws(OptionError) in
      guard case .area(let area) = v else { return }
      guard o.areas.count < maximumAreas else { throw OptionError("--area is given more than \(maximumAreas) times") }
      o.areas.append(area)
    },
    OptionSpec(
      "points", flag: "--points", .flag(setting: true),
      help: "Mark the certified zeros, extrema, inflections and intersections (curve analyze's) with dots (hollow: not certified) and (x, y) labels where they fit."
    ) { (o, v) throws(OptionError) in
      if case .bool(let on) = v { o.annotations.points = on }
    },
    OptionSpec(
      "tangent", flag: "--tangent", .numbers(maximum: Annotations.maximumTangents),
      help: "Draw each curve's tangent line at X (repeatable, at most \(Annotations.maximumTangents))."
    ) { (o, v) throws(OptionError) in
      guard case .number(let x) = v else { return }
      guard o.annotations.tangents.count < Annotations.maximumTangents else {
        throw OptionError("--tangent is given more than \(Annotations.maximumTangents) times")
      }
      o.annotations.tangents.append(x)
    },
    OptionSpec("derivative", flag: "--derivative", .flag(setting: true), help: "Draw each curve's first derivative, dashed in its colour.") {
      (o, v) throws(OptionError) in
      if case .bool(let on) = v { o.annotations.derivatives = on }
    },
    OptionSpec(
      "description", flag: "--no-description", .flag(setting: false),
      help: "Leave the analysis out of the SVG's <desc> (quicker; for redraws)."
    ) { (o, v) throws(OptionError) in
      if case .bool(let on) = v { o.annotations.description = on }
    },
    OptionSpec(
      "tDomain", flag: "--t-domain", .interval(increasing: true), default: "0,2π", help: "The range of t for parametric and polar curves."
    ) { (o, v) throws(OptionError) in
      if case .interval(let i) = v { o.tDomain = i.start...i.end }
    },
    .choice(
      "aspect", flag: "--aspect", Aspect.self, default: .automatic,
      help: "auto: one unit as long on both axes with a relation, a polar curve or only x = EXPR items; equal: always."
    ) { $0.aspect = $1 },
    OptionSpec(
      "columns", flag: "--columns", .columns, default: "the first two",
      help: "A data series' x and y columns, by header name or number from 1."
    ) { (o, v) throws(OptionError) in
      if case .columns(let c) = v { o.columns = c }
    },
    .choice("marks", flag: "--marks", Marks.self, default: .lines, help: "A data series as lines (joined by the interpolation) or points.") {
      $0.marks = $1
    },
    .choice(
      "xScale", flag: "--x-scale", AxisScale.self, default: .linear,
      help: "log: decades with d3's minor ticks, for a range above 0 with ends of different logarithms; for functions, curves and data, not relations, tangents or derivatives."
    ) { $0.xScale = $1 },
    .choice("yScale", flag: "--y-scale", AxisScale.self, default: .linear, help: "As --x-scale, for y.") { $0.yScale = $1 },
  ]

  /// A size as `--size` takes it: `640x400`.
  private static func sizeText(_ size: CanvasSize) -> String {
    DecimalText.tidy(size.width) + "x" + DecimalText.tidy(size.height)
  }
}
