import CurveExpression
import CurveSampling
import Testing

/// The one map from data to pt and back (`Axis`): its ends, its inverse, logarithmic axes, and
/// spans past the largest double.
@Suite("Axis: data to pt and back")
struct AxisTests {
  @Test("a linear axis maps its domain's ends onto its range's, and inverts them", arguments: [
    (Interval(-5, 5), Interval(52, 622)), (Interval(10, 0), Interval(0, 300)), (Interval(-1, 1), Interval(390, 30)),
  ])
  func linear(_ domain: Interval, _ range: Interval) {
    let axis = Axis(domain: domain, range: range)
    #expect(axis.map(domain.start) == range.start)
    #expect(axis.map(domain.end) == range.end)
    #expect(axis.invert(range.start) == domain.start)
    #expect(axis.invert(range.end) == domain.end)
    let middle = range.start / 2 + range.end / 2
    #expect(Swift.abs(axis.invert(middle) - (domain.start / 2 + domain.end / 2)) <= 1e-12 * Swift.abs(domain.end - domain.start))
  }

  @Test("a y axis runs up: its domain's start at the plot's bottom edge")
  func vertical() {
    let plot = Rect(x: 40, y: 20, width: 300, height: 200)
    let y = Axis.vertical(domain: Interval(0, 10), on: plot)
    #expect(y.map(0) == plot.maxY)
    #expect(y.map(10) == plot.y)
    #expect(y.slope == -20)
    #expect(Axis.horizontal(domain: Interval(0, 10), on: plot).slope == 30)
  }

  @Test("a logarithmic axis puts equal ratios at equal lengths, and inverts them")
  func logarithmic() {
    let axis = Axis(.log, domain: Interval(1, 1000), range: Interval(0, 300))
    #expect(axis.map(1) == 0)
    #expect(Swift.abs(axis.map(10) - 100) < 1e-12)
    #expect(Swift.abs(axis.map(100) - 200) < 1e-12)
    #expect(Swift.abs(axis.invert(100) - 10) < 1e-12)
    #expect(axis.map(-1).isNaN)  // no place on the axis: a gap, as the sampler draws it
    #expect(axis.coordinates == Interval(AxisLogarithm.coordinate(1), AxisLogarithm.coordinate(1000)))
  }

  @Test("a domain as wide as the doubles allow: finite map, inverse and slope")
  func huge() {
    let axis = Axis(domain: Interval(-.greatestFiniteMagnitude, .greatestFiniteMagnitude), range: Interval(0, 100))
    #expect(axis.map(0) == 50)
    #expect(axis.invert(100) == .greatestFiniteMagnitude)
    #expect(axis.invert(50) == 0)
    #expect(axis.slope.isFinite && axis.slope > 0)
  }

  @Test("values far past the domain saturate at ±2^64 pt, and infinities do too")
  func saturated() {
    let axis = Axis(domain: Interval(0, 1), range: Interval(0, 100))
    #expect(axis.map(1e300) == 0x1p64)
    #expect(axis.map(-.infinity) == -0x1p64)
  }

  @Test("a curve's geometry and its axes agree: each sample lies where its axes map it")
  func geometryAxes() {
    let geometry = CurveSampler.geometry(
      for: CurveLayerSpec(expression: "x^2", domain: Interval(-2, 2), yDomain: Interval(0, 4), interpolation: .linear),
      in: Rect(x: 0, y: 0, width: 200, height: 100))
    let (x, y) = geometry.axes
    guard case .move(let first) = geometry.stroke.first?.first else {
      Issue.record("no stroke")
      return
    }
    #expect(first == Point(x.map(-2), y.map(4)))
  }
}
