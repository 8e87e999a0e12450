import CurveFrame
import CurveSampling

extension MathPlot {
  /// Everything a math plot takes besides its items: each default is written here, once. Every
  /// edge fills it through the option table, `MathPlot.optionTable` (the command from its
  /// arguments, the module and Python from JSON); Swift callers set the fields.
  public struct Options: Sendable {
    /// The named parameters the items may use.
    public var parameters: [(String, Double)] = []
    /// The x range.
    public var domain = Interval(-5, 5)
    /// The y range, drawn exactly as given; by default, with ``Aspect/equal``, as long a unit
    /// as x's, holding the curves' values (x widens when they need it); otherwise the extent of
    /// the values with a 5 % margin
    /// (with poles, the 5th–95th percentile widened by a quarter on each side), extended to
    /// nice tick values.
    public var yDomain: Interval?
    /// The picture in pt, each side 1…``MathPlot/maximumSide``.
    public var size = MathPlot.defaultSize
    /// How the samples are joined.
    public var interpolation = Interpolation.monotone
    /// A title and axis names.
    public var labels = Labels()
    /// The page.
    public var theme = Theme.light
    /// Points of interest, tangents and derivatives to add.
    public var annotations = Annotations()
    /// The range of t for parametric and polar curves.
    public var tDomain = MathPlot.defaultTDomain
    /// How long a unit of y is against one of x when no ``yDomain`` is given.
    public var aspect = Aspect.automatic
    /// The data series that `@NAME` items name, by name.
    public var data: [String: DataSeries] = [:]
    /// Which columns of a data series' CSV are x and y (for the edges that read the CSV).
    public var columns = DataSeries.Columns.firstTwo
    /// How data series are drawn.
    public var marks = Marks.lines
    /// How x is laid out: a logarithmic axis needs a domain above 0.
    public var xScale = AxisScale.linear
    /// How y is laid out; on a logarithmic axis the default range is out to powers of ten, and
    /// a given one must be above 0.
    public var yScale = AxisScale.linear
    /// Where the legend goes.
    public var legend = LegendPlacement.top
    /// The areas to shade and integrate (at most ``MathPlot/maximumAreas``): none by default.
    public var areas: [Area] = []
    /// For a picture to be drawn into pixels or a PDF, its budget of work: dashes are then
    /// drawn solid where it says (``Drawing/raster`` is the budget as spent), and a PNG's
    /// relations are classified at its pixels (an SVG's and a PDF's at 2 a pt).
    public var raster: RasterBudget?

    /// The defaults.
    public init() {}

    /// The defaults, changed by `configure`.
    public init(_ configure: (inout Options) -> Void) {
      configure(&self)
    }
  }

  /// Where the legend is drawn.
  public enum LegendPlacement: String, Sendable, CaseIterable {
    /// In rows above the plot, below the title (the default).
    case top
    /// In rows below the x axis and its name.
    case bottom
    /// Not drawn.
    case none
  }
}
