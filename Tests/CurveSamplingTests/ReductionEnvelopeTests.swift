import Testing
import _CurveTestSupport

@testable import CurveSampling

/// The column envelope a long series' search for N runs on, and a reduction that runs on it,
/// measured by ``ReductionTests/hausdorff(_:_:)`` (dense sampling, sharing nothing with the bound).
@Suite("CurveReduction on envelopes: a column's first, lowest, highest and last rows")
struct ReductionEnvelopeTests {
  /// A random walk in pt, 100 rows a pt wide.
  static let walk: (x: [Double], y: [Double]) = {
    var random = SplitMix64(seed: 21)
    var (x, y, level) = ([Double](), [Double](), 50.0)
    for i in 0..<4000 {
      level += ReductionTests.uniform(&random) - 0.5
      x.append(Double(i) / 100)
      y.append(level)
    }
    return (x, y)
  }()

  static func polyline(_ rows: [Int]) -> [Point] { rows.map { Point(walk.x[$0], walk.y[$0]) } }

  @Test("the series lies within a column of its envelope; without each column's lowest and highest rows it does not", arguments: [0.05, 0.3, 2])
  func withinAColumn(_ width: Double) {
    let rows = Envelope.rows(x: Self.walk.x, y: Self.walk.y, width: width)
    let series = Self.polyline(Array(Self.walk.x.indices))
    #expect(rows.first == 0 && rows.last == Self.walk.x.count - 1)
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0 < $1 })
    let columns = Int((Self.walk.x.last! / width).rounded(.down)) + 1
    #expect(rows.count <= 4 * columns)
    let measured = ReductionTests.hausdorff(series, (Self.polyline(rows), 0))
    #expect(measured <= width, "measured \(measured)")
    // A column's first and last rows alone: the walk strays past a column from them.
    func column(_ row: Int) -> Double { (Self.walk.x[row] / width).rounded(.down) }
    let ends = rows.filter { row in row == 0 || row == rows.last || column(row - 1) != column(row) || column(row + 1) != column(row) }
    #expect(ReductionTests.hausdorff(series, (Self.polyline(ends), 0)) > width)
  }

  @Test("on envelopes, the rows of noise are input rows and the bound holds against the measure", arguments: [Interpolation.linear, .monotone, .stepAfter])
  func onEnvelopes(_ interpolation: Interpolation) throws {
    // 20,000 rows of a walk over 100 pt, searched on envelopes as a million rows would be.
    var random = SplitMix64(seed: 23)
    var (x, y, level) = ([Double](), [Double](), 50.0)
    for i in 0..<20000 {
      level += ReductionTests.uniform(&random) + ReductionTests.uniform(&random) - 1
      x.append(Double(i) / 200)
      y.append(level)
    }
    let selection = PointSelection(x: x, y: y, interpolation)
    #expect(!selection.enveloped(0.25, maximumPoints: 60).isEmpty)
    let (rows, deviation) = selection.choose(tolerance: 0.25, maximumPoints: 60, wholeRows: 0)
    #expect(rows.count <= 60 && rows.first == 0 && rows.last == x.count - 1)
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0 < $1 })
    #expect(deviation > 0.25)
    let original = zip(x, y).map { Point($0, $1) }
    let drawn = Curves.path(rows.map { original[$0] }, interpolation)
    let measured = ReductionTests.hausdorff(original, ReductionTests.sampled(drawn))
    #expect(measured <= deviation + 1e-9, "measured \(measured), proven \(deviation)")
    #expect(deviation <= measured + Swift.max(0.01, measured / 500), "measured \(measured), proven \(deviation)")
  }
}
