import CurveAnalysis
import CurveSampling
import Testing

/// The points of a curve drawn through samples, on the curve as d3 interpolates it.
@Suite("Sampled curves")
struct SampledCurveTests {
  static func analyze(_ points: [(Double, Double)], _ interpolation: Interpolation) -> CurveAnalysis {
    SampledCurveAnalysis.analyze(Samples(xs: points.map { $0.0 }, ys: points.map { $0.1 }), interpolation: interpolation)
  }

  @Test("linear: extrema at the turning samples, zeros where segments cross 0")
  func linear() {
    let curve = Self.analyze([(0, -1), (1, 1), (2, 3), (3, -3), (4, 0)], .linear)
    #expect(curve.points.map(\.kind) == [.zero, .maximum, .zero, .minimum, .zero])
    #expect(curve.points[0].x == Interval(0.5, 0.5) && !curve.points[0].certified)
    #expect(curve.points[1].x == Interval(2, 2) && curve.points[1].y == Interval(3, 3) && curve.points[1].certified)
    #expect(curve.points[2].x == Interval(2.5, 2.5))
    #expect(curve.points[3].x == Interval(3, 3) && curve.points[3].y == Interval(-3, -3))
    #expect(curve.points[4].x == Interval(4, 4) && curve.points[4].certified)
    #expect(curve.range.maximum == GlobalExtremum(y: Interval(3, 3), x: [Interval(2, 2)]))
  }

  @Test("stepAfter: a turn is the whole step; a zero is at the jump across 0")
  func steps() {
    let curve = Self.analyze([(0, -1), (1, 2), (2, 2), (3, 1)], .stepAfter)
    #expect(curve.points.map(\.kind) == [.zero, .maximum])
    #expect(curve.points[0].x == Interval(1, 1) && curve.points[0].certified)
    #expect(curve.points[1].x == Interval(1, 3))
  }

  @Test("monotone: the crossing lies on d3's cubic, found to the last bits; gaps split runs")
  func monotone() {
    let curve = Self.analyze([(-1.5, -2), (-0.5, -0.5), (0.5, 0.5), (1.5, 2), (2.5, .nan), (3.5, 1)], .monotone)
    let zero = curve.points.first { $0.kind == .zero }
    #expect(zero.map { Swift.abs($0.x.lower) < 1e-15 } == true)
    #expect(curve.breaks.count == 1 && curve.breaks[0].kind == .undefined && curve.breaks[0].left == 1.5)
  }
}
