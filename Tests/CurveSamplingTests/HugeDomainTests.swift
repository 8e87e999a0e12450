import CurveSampling
import Testing
import _CurveKernels

/// Domains near the edge of the doubles: every finite domain and y domain gives finite,
/// correctly placed samples and geometry.
@Suite("domains near the edge of the doubles")
struct HugeDomainTests {
  static let largest = Double.greatestFiniteMagnitude

  /// Spans on each side of the two overflow points: (hi − lo)·(n − 1) past 1.76e305, and hi − lo
  /// itself past 1.8e308.
  static let domains: [(Double, Double)] = [
    (0, 1.7e305), (0, 1.8e305), (0, 1e306), (-1e306, 1e306), (0, 1.7e308), (-1e308, 1e308), (-largest, largest),
    (largest, -largest), (1e308, -1e308), (-largest, 0), (5, 1e307),
  ]

  @Test("the grid: finite, in order, first and last exactly the ends, the block loop the same bits", arguments: domains)
  func grid(_ start: Double, _ end: Double) throws {
    let grid = try #require(UniformGrid(from: start, to: end, count: 1024))
    let values = grid.values
    let finite = values.allSatisfy { $0.isFinite }
    #expect(finite)
    #expect(values.first == start && values.last == end)
    let ordered = zip(values, values.dropFirst()).allSatisfy { start < end ? $0 < $1 : $0 > $1 }
    #expect(ordered)
    #expect((0..<1024).allSatisfy { grid[$0].bitPattern == values[$0].bitPattern })
    // Evenly spaced: every step within a few ulps of the span over 1,023 (halved to stay finite).
    let step = (end / 2 - start / 2) / 1023 * 2
    let worst = zip(values, values.dropFirst()).map { Swift.abs(($1 - $0) - step) / Swift.abs(step) }.max() ?? 0
    #expect(worst < 1e-12, "\(worst)")
  }

  @Test("the scale maps the ends to the plot's edges and the middle to its middle, whatever the width", arguments: domains)
  func scale(_ start: Double, _ end: Double) {
    let plot = (left: 10.0, right: 348.0)
    func map(_ v: Double) -> Double { curve_scale_value(v, start, end, plot.left, plot.right) }
    #expect(map(start) == plot.left)
    #expect(Swift.abs(map(end) - plot.right) < 1e-9)
    #expect(Swift.abs(map(start / 2 + end / 2) - 179) < 1e-9)
    var block = [Double](repeating: 0, count: 9)
    let values = (0...8).map { start / 8 * Double(8 - $0) + end / 8 * Double($0) }
    curve_scale(&block, values, 9, start, end, plot.left, plot.right)
    #expect(block.map(\.bitPattern) == values.map { map($0).bitPattern })
  }

  @Test("geometry of x over a huge domain and y domain: finite, from the bottom left to the top right", arguments: [
    (Interval(0, 1e306), nil), (Interval(-1e308, 1e308), nil), (Interval(-largest, largest), nil),
    (Interval(-10, 10), Interval(-1e308, 1e308)),
  ] as [(Interval, Interval?)])
  func geometry(_ domain: Interval, _ yDomain: Interval?) throws {
    let expression = yDomain == nil ? "x" : "x*1e307"
    let spec = CurveLayerSpec(mode: .function, expression: expression, domain: domain, yDomain: yDomain ?? domain, interpolation: .monotone)
    let geometry = CurveSampler.geometry(for: spec, in: Rect(x: 0, y: 0, width: 338, height: 158))
    #expect(geometry.stroke.count == 1)
    var points: [Point] = []
    for path in geometry.stroke {
      for command in path {
        switch command {
        case .move(let p), .line(let p): points.append(p)
        case .curve(let a, let b, let p): points += [a, b, p]
        case .close: break
        }
      }
    }
    let finite = points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    #expect(finite)
    let first = try #require(points.first), last = try #require(points.last)
    #expect(first.x == 0 && first.y == 158)
    #expect(Swift.abs(last.x - 338) < 1e-9 && Swift.abs(last.y) < 1e-9)
  }
}
