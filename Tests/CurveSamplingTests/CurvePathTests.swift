import Testing
@testable import CurveSampling

@Suite("CurvePath: points and slopes read as d3's commands")
struct PathTests {
  @Test("curves: control points at thirds of the width, along the slopes")
  func curves() {
    let path = CurvePath(.curves, points: [Point(0, 0), Point(3, 3), Point(9, 0)], slopes: [1, 0.5, -2])
    #expect(path.count == 3)
    #expect(path.segmentCount == 2)
    #expect(path[0] == .move(Point(0, 0)))
    // d = (3 − 0)/3 = 1: (0 + 1, 0 + 1·1), (3 − 1, 3 − 1·0.5), (3, 3)
    #expect(path[1] == .curve(Point(1, 1), Point(2, 2.5), Point(3, 3)))
    // d = (9 − 3)/3 = 2: (3 + 2, 3 + 2·0.5), (9 − 2, 0 − 2·(−2)), (9, 0)
    #expect(path[2] == .curve(Point(5, 4), Point(7, 4), Point(9, 0)))
    #expect(path.firstPoint == Point(0, 0) && path.lastPoint == Point(9, 0))
    // Missing slopes are 0; extra ones are ignored.
    let short = CurvePath(.curves, points: [Point(0, 0), Point(3, 3)], slopes: [1])
    #expect(Array(short) == [.move(Point(0, 0)), .curve(Point(1, 1), Point(2, 3), Point(3, 3))])
    #expect(Array(CurvePath(.curves, points: [Point(0, 0), Point(3, 3)], slopes: [1, 0, 7])) == Array(short))
  }

  @Test("lines, a one-point close, and the area down to a baseline")
  func endings() {
    let line = CurvePath(.lines, points: [Point(1, 2), Point(4, 6)])
    #expect(Array(line) == [.move(Point(1, 2)), .line(Point(4, 6))])
    #expect(line.slope(0) == 0)
    let area = line.ending(.baseline(10))
    #expect(Array(area) == [.move(Point(1, 2)), .line(Point(4, 6)), .line(Point(4, 10)), .line(Point(1, 10)), .close])
    let dot = CurvePath(.lines, points: [Point(5, 5)], end: .close)
    #expect(Array(dot) == [.move(Point(5, 5)), .close])
    #expect(Array(CurvePath(.lines, points: [])).isEmpty)
  }

  @Test("the fill of a curve inside the plot is its stroke, bit for bit, then the baseline lines")
  func fill() {
    let g = CurveSampler.geometry(
      for: CurveLayerSpec(points: [(0, 0), (1, 1), (2, 0)], domain: Interval(0, 2), yDomain: Interval(0, 1), interpolation: .monotone),
      in: Rect(x: 0, y: 0, width: 20, height: 10))
    guard let stroke = g.stroke.first, let fill = g.fill.first else {
      Issue.record("no path")
      return
    }
    #expect(Array(fill.prefix(stroke.count)) == Array(stroke))
    #expect(Array(fill.suffix(3)) == [.line(Point(20, 10)), .line(Point(0, 10)), .close])
  }
}
