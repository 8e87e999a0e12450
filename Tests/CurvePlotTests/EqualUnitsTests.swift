import CurveFrame
import CurveSampling
import Testing
@testable import CurvePlot

/// An equal aspect widens a range to fit what is drawn and never crops it: with one unit as long
/// on both axes, whichever range is short for the other's length grows, centred on what it shows.
@Suite("Equal units on both axes")
struct EqualUnitsTests {
  /// pt per unit along x and along y.
  static func units(_ drawing: MathPlot.Drawing) -> (x: Double, y: Double) {
    let (x, y) = (drawing.x, drawing.y)
    return (Swift.abs(x.range.end - x.range.start) / Swift.abs(x.domain.end - x.domain.start),
            Swift.abs(y.range.end - y.range.start) / Swift.abs(y.domain.end - y.domain.start))
  }

  @Test("a circle beside a parabola of wide range: x widens, and both the circle and the vertex are in view")
  func relationBesideWideFunction() throws {
    let drawing = try MathPlot.draw(["x^2 + y^2 = 1", "x^2"], MathPlot.Options())
    let (x, y) = (drawing.x.domain, drawing.y.domain)
    // The circle, -1…1 on both axes, and the vertex (0, 0); the parabola's values over the
    // given domain, -5…5, reach 25.
    #expect(x.start <= -5 && x.end >= 5)
    #expect(y.start <= -1 && y.end >= 25)
    // x grew, centred on the domain it had.
    #expect(x.end > 5 && Swift.abs(x.start + x.end) < 1e-9)
    let units = Self.units(drawing)
    #expect(Swift.abs(units.x / units.y - 1) < 1e-9, "a unit is \(units.x) pt along x, \(units.y) pt along y")
  }

  @Test("a relation beside a function above it: the relation keeps the window it would have alone")
  func relationBelowFunction() throws {
    let drawing = try MathPlot.draw(["x^2 + y^2 = 1", "x^2 + 10"], MathPlot.Options())
    #expect(drawing.y.domain.start <= -1 && drawing.y.domain.end >= 35)
    let units = Self.units(drawing)
    #expect(Swift.abs(units.x / units.y - 1) < 1e-9)
  }

  @Test("a relation alone keeps the domain, y centred on 0")
  func relationAlone() throws {
    let drawing = try MathPlot.draw(["x^2 + y^2 = 1"], MathPlot.Options { $0.domain = Interval(-2, 2); $0.size = CanvasSize(width: 400, height: 300) })
    #expect(drawing.x.domain == Interval(-2, 2))
    #expect(Swift.abs(drawing.y.domain.start + drawing.y.domain.end) < 1e-12)
    let units = Self.units(drawing)
    #expect(Swift.abs(units.x / units.y - 1) < 1e-9)
  }

  @Test("a curve taller than the plot is wide: x widens instead of cropping y; a short one widens y")
  func tallAndShort() throws {
    let size = CanvasSize(width: 400, height: 200)
    let tall = try MathPlot.draw(["(cos(t), 3*sin(t))"], MathPlot.Options { $0.domain = Interval(-2, 2); $0.size = size; $0.aspect = .equal })
    #expect(tall.y.domain.start <= -3 && tall.y.domain.end >= 3)
    #expect(tall.x.domain.start < -2 && tall.x.domain.end > 2)
    let short = try MathPlot.draw(["r = 0.2"], MathPlot.Options { $0.domain = Interval(-2, 2); $0.size = size })
    #expect(short.x.domain == Interval(-2, 2))
    #expect(short.y.domain.start < -0.2 && short.y.domain.end > 0.2)
    for drawing in [tall, short] {
      let units = Self.units(drawing)
      #expect(Swift.abs(units.x / units.y - 1) < 1e-9)
    }
  }
}
