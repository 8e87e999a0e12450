import CurveSampling
import Testing

@testable import CurvePlot

/// Ticks and math plots over domains near the edge of the doubles.
@Suite("math plots over huge domains")
struct HugeDomainPlotTests {
  static let largest = Double.greatestFiniteMagnitude

  @Test("tick labels are the ticks' own decimals: 1e306, never 9.999999999999999e305", arguments: [
    (0.0, 1e306, 10, ["0", "1e305", "2e305", "3e305", "4e305", "5e305", "6e305", "7e305", "8e305", "9e305", "1e306"]),
    (-largest, largest, 4, ["\u{2212}1e308", "0", "1e308"]),
    (-largest, largest, 10, ["\u{2212}1.5e308", "\u{2212}1e308", "\u{2212}5e307", "0", "5e307", "1e308", "1.5e308"]),
    (0.1, 0.3, 2, ["0.1", "0.2", "0.3"]),
    (0, 1, 5, ["0", "0.2", "0.4", "0.6", "0.8", "1"]),
    (-2e-7, 2e-7, 4, ["\u{2212}2e\u{2212}7", "\u{2212}1e\u{2212}7", "0", "1e\u{2212}7", "2e\u{2212}7"]),
    (999_000, 1_001_000, 2, ["999000", "1e6", "1.001e6"]),
    // Indices past 2^31, where a 32-bit Int (wasm32) trapped.
    (3e9, 3e9 + 10, 5, ["3e9", "3.000000002e9", "3.000000004e9", "3.000000006e9", "3.000000008e9", "3.00000001e9"]),
  ] as [(Double, Double, Int, [String])])
  func labels(_ start: Double, _ stop: Double, _ count: Int, _ expected: [String]) {
    let ticks = Ticks.labeled(start, stop, count: count)
    #expect(ticks.map(\.label) == expected)
    #expect(ticks.allSatisfy { $0.value.isFinite })
    #expect(ticks.map(\.value) == Ticks.values(start, stop, count: count))
  }

  @Test("a plot over the whole of the doubles draws both curves, with axes and ticks", arguments: [
    (Interval(-largest, largest), nil as Interval?, ["1/x", "x"]),
    (Interval(0, 1e306), nil, ["x"]),
    (Interval(-10, 10), Interval(-1e308, 1e308), ["x*1e307"]),
  ])
  func wholeRange(_ domain: Interval, _ yDomain: Interval?, _ expressions: [String]) throws {
    let drawing = try MathPlot.draw(expressions, MathPlot.Options { $0.domain = domain; $0.yDomain = yDomain; $0.size = MathPlot.defaultSize })
    #expect(drawing.undrawn == [])
    let paths = elements(drawing.svg, "path").compactMap { $0["d"] }
    #expect(paths.count >= expressions.count)
    let ticks = elements(drawing.svg, "text").count
    #expect(ticks >= 6)
    #expect(!drawing.svg.contains("nan") && !drawing.svg.contains("inf"))
    // Every number in the picture is on it: no tick or path point past ±10,000 pt. (The
    // description is words about the data, not geometry.)
    let picture = drawing.svg.split(separator: "\n").filter { !$0.hasPrefix("<desc>") }.joined(separator: "\n")
    let numbers = picture.split { !"0123456789.-e".contains($0) }.compactMap { Double($0) }
    #expect(numbers.allSatisfy { Swift.abs($0) <= 10_000 || $0.truncatingRemainder(dividingBy: 1) == 0 })
  }
}
