import _CurveText

/// At most N of a series' rows, chosen so that the curve a widget draws through them stays within
/// a tolerance of the whole series: what `curve reduce` prints, for a curve layer in samples mode
/// (1,024 points at most) fed from any number of readings.
///
/// Both curves are drawn as the app draws them, at the plot's size in pt and with the domains the
/// protocol infers from the *whole* series: the original joined by straight lines, the kept rows
/// with the layer's interpolation. ``maximumDeviation`` is a proven upper bound on the two-sided
/// Hausdorff distance between the two, in pt, computed on their geometry (Béziers included), not
/// sampled.
///
/// ```swift
/// let day = try CurveReduction(x: seconds, y: readings, CurveReduction.Options(width: 320, height: 160))
/// // day.x, day.y: the layer's points; day.domain, day.yDomain: its domains
/// ```
public struct CurveReduction: Sendable {
  /// The rows kept, as positions in the input, increasing; the first and the last are always kept.
  public let rows: [Int]
  /// The kept rows' x, exactly the input's doubles.
  public let x: [Double]
  /// The kept rows' y, exactly the input's doubles.
  public let y: [Double]
  /// The x domain the protocol infers from the whole series: put it in the layer, so the kept
  /// points are drawn at the same scale.
  public let domain: Interval
  /// The y domain the protocol infers from the whole series.
  public let yDomain: Interval
  /// How many rows were read.
  public let inputCount: Int
  /// A proven upper bound, in pt, on the Hausdorff distance between the curve drawn through the
  /// kept rows and the whole series drawn linearly: within 2⁻¹⁰ pt of the least such bound.
  public let maximumDeviation: Double
  /// Whether ``maximumDeviation`` is within the tolerance asked. When it is not, the rows are the
  /// best found within the most points allowed.
  public let withinTolerance: Bool

  /// Chooses the rows of the series `(x[i], y[i])`.
  /// - Throws: ``Failure``: a bad option, no rows, more than ``maximumRows``, a value that is not
  ///   finite, or x not increasing (with the row).
  public init(x: [Double], y: [Double], _ options: Options) throws(Failure) {
    try options.validate()
    guard x.count == y.count else { throw .unequalColumns(x: x.count, y: y.count) }
    guard !x.isEmpty else { throw .noRows }
    guard x.count <= Self.maximumRows else { throw .tooManyRows(x.count) }
    for i in x.indices {
      guard x[i].isFinite, y[i].isFinite else { throw .notFinite(row: i) }
      guard i == 0 || x[i] > x[i - 1] else { throw .notIncreasing(row: i) }
    }
    let (domain, yDomain) = (DomainInference.extent(of: x), DomainInference.extent(of: y))
    (self.domain, self.yDomain) = (domain, yDomain)
    let plot = Rect(x: 0, y: 0, width: options.width, height: options.height)
    var px = [Double](repeating: 0, count: x.count)
    var py = px
    px.withUnsafeMutableBufferPointer { out in x.withUnsafeBufferPointer { Axis.horizontal(domain: domain, on: plot).map(coordinates: $0, into: out) } }
    py.withUnsafeMutableBufferPointer { out in y.withUnsafeBufferPointer { Axis.vertical(domain: yDomain, on: plot).map(coordinates: $0, into: out) } }
    let chosen = PointSelection(x: px, y: py, options.interpolation).choose(tolerance: options.tolerance, maximumPoints: options.maximumPoints)
    rows = chosen.rows
    self.x = chosen.rows.map { x[$0] }
    self.y = chosen.rows.map { y[$0] }
    inputCount = x.count
    maximumDeviation = chosen.deviation
    withinTolerance = chosen.deviation <= options.tolerance
  }
}

extension CurveReduction {
  /// How a reduction is drawn and what it must reach: each default is written here, once. Every
  /// edge fills it through the option table (`CurveReduction.optionTable`).
  public struct Options: Sendable {
    /// The plot area's width in pt (no padding): above 0, at most ``maximumSide``.
    public var width: Double
    /// The plot area's height in pt: above 0, at most ``maximumSide``.
    public var height: Double
    /// The most rows kept: 2 to 1,024 (a curve layer's most points).
    public var maximumPoints = CurveLimits.maximumPoints
    /// How the layer draws its points.
    public var interpolation = Interpolation.monotone
    /// How far, in pt, the drawn curve may stray from the series: ``toleranceRange``.
    public var tolerance = 0.25

    /// A plot area of `width` × `height` pt, with the defaults.
    public init(width: Double, height: Double) {
      (self.width, self.height) = (width, height)
    }

    /// Checks each option against its range.
    /// - Throws: ``CurveReduction/Failure``: the first option out of range.
    public func validate() throws(Failure) {
      guard width > 0, width <= maximumSide, height > 0, height <= maximumSide else { throw .invalidSize(width: width, height: height) }
      guard (2...CurveLimits.maximumPoints).contains(maximumPoints) else { throw .invalidMaximumPoints(maximumPoints) }
      guard toleranceRange.contains(tolerance) else { throw .invalidTolerance(tolerance) }
    }
  }

  /// What a note on a layer of too many points advises.
  package static let remedy = "`curve reduce` picks at most \(DecimalText.grouped(CurveLimits.maximumPoints)) of them whose curve stays within a tolerance of them all"

  /// The longest side of a plot area, in pt (as a math plot's).
  public static let maximumSide = 10_000.0
  /// The tolerances one can ask, in pt: from a hundredth of a pt, ten times the bound's own
  /// slack, to a hundred.
  public static let toleranceRange: ClosedRange<Double> = 0.01...100
  /// The most rows a reduction reads (1,048,576: twelve days at 1 Hz). The work grows about as
  /// n·log n; the slowest case measured, a million rows of noise that 1,024 points cannot follow,
  /// drawn monotone on a 10,000-pt plot, takes about 1.5 s of one core (2-core AMD EPYC).
  public static let maximumRows = 1 << 20
  /// The largest CSV text `curve reduce` and the module read, in bytes (64 MiB: a million rows
  /// of two 30-digit numbers).
  public static let maximumBytes = 64 << 20

  /// Why rows cannot be reduced; a row is a position in the input, from 0.
  public enum Failure: Error, Sendable, Equatable {
    /// A side that is not a number of pt above 0 and at most ``maximumSide``.
    case invalidSize(width: Double, height: Double)
    /// A most-points outside 2…1,024.
    case invalidMaximumPoints(Int)
    /// A tolerance outside ``toleranceRange``.
    case invalidTolerance(Double)
    /// Columns of different lengths.
    case unequalColumns(x: Int, y: Int)
    /// No row.
    case noRows
    /// More than ``maximumRows`` rows.
    case tooManyRows(Int)
    /// A value that is infinite or NaN.
    case notFinite(row: Int)
    /// An x not above the one before it.
    case notIncreasing(row: Int)

    /// The failures that are the data's, not a request's, by a stable name: what the wasm
    /// module's errors carry.
    package enum Code: String, Sendable, CaseIterable {
      case noRows, tooManyRows, notFinite, notIncreasing
    }

    /// The failure's code, when it is the data's.
    package var code: Code? {
      switch self {
      case .noRows: .noRows
      case .tooManyRows: .tooManyRows
      case .notFinite: .notFinite
      case .notIncreasing: .notIncreasing
      case .invalidSize, .invalidMaximumPoints, .invalidTolerance, .unequalColumns: nil
      }
    }
  }
}
