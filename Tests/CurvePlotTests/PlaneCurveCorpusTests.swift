import CurveFrame
@testable import CurveAnalysis
import CurvePlot
import CurveSampling
import Foundation
import Testing
import _CurveTestSupport

/// Grammar/conformance/plane-curves.json: parametric, polar and x = f(y) curves with points on
/// them by mpmath (`Grammar/tools/make_plane_curve_corpus.py`), never from CurveKit. Every point
/// must lie within 0.25 pt of the chord traced over its parameter, every point inside the plot
/// must be covered by one, and no chord may span a pole.
@Suite("Plane curve corpus: chords within 0.25 pt of mpmath's points")
struct PlaneCurveCorpusTests {
  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var item: String
    var domain: [Double]
    var bounds: [Double]
    var size: [Double]
    var poles: [Double]
    var samples: [[Double]]
    var testDescription: String { name }
  }

  struct Corpus: Decodable {
    var cases: [Case]
  }

  static let corpus = Repository.conformance("plane-curves.json", as: Corpus.self) ?? Corpus(cases: [])

  @Test("the corpus is there, with the issue's kinds of curve")
  func corpusIsThere() {
    #expect(Self.corpus.cases.count >= 7)
    for item in ["(sin(3*t), sin(4*t))", "r = 1 + cos(t)", "(t, 1/t)", "r = theta/5", "r = cos(4*θ)"] {
      #expect(Self.corpus.cases.contains { $0.item == item }, "\(item)")
    }
  }

  @Test("every point within 0.25 pt of its chord, every visible point covered, no pole bridged", arguments: corpus.cases)
  func tracesWithinTolerance(_ testCase: Case) throws {
    let curve = try PlaneCurve(testCase.item, domain: testCase.domain[0]...testCase.domain[1])
    let plot = Rect(x: 0, y: 0, width: testCase.size[0], height: testCase.size[1])
    let (x0, x1, y0, y1) = (testCase.bounds[0], testCase.bounds[1], testCase.bounds[2], testCase.bounds[3])
    let trace = curve.trace(onto: plot, x: x0...x1, y: y0...y1)
    #expect(trace.unprovenChords == 0)
    #expect(!trace.budgetExhausted)
    for pole in testCase.poles {
      let spanning = trace.pieces.contains { piece in zip(piece.parameters, piece.parameters.dropFirst()).contains { $0.0 < pole && pole < $0.1 } }
      #expect(!spanning, "a chord spans the pole at t = \(pole)")
      #expect(trace.breaks.contains { Swift.abs($0 - pole) <= 1e-9 }, "the break at \(pole) is reported: \(trace.breaks)")
    }
    var far: [String] = []
    var uncovered: [String] = []
    for sample in testCase.samples where testCase.domain[0] <= sample[0] && sample[0] <= testCase.domain[1] {
      let (t, p) = (sample[0], Point((sample[1] - x0) / (x1 - x0) * plot.width, (y1 - sample[2]) / (y1 - y0) * plot.height))
      var distance: Double?
      for piece in trace.pieces {
        guard let first = piece.parameters.first, let last = piece.parameters.last, first <= t, t <= last else { continue }
        // The chord whose parameters hold t (at a vertex, either side's).
        var i = 0
        while i + 2 < piece.parameters.count && piece.parameters[i + 1] < t { i += 1 }
        let d = Self.distance(from: p, toSegment: piece.points[i], piece.points[i + 1])
        distance = Swift.min(distance ?? .infinity, d)
      }
      let inside = p.x > 0.5 && p.x < plot.width - 0.5 && p.y > 0.5 && p.y < plot.height - 0.5
      if let distance {
        if distance > PlaneCurve.tolerance + 1e-9 { far.append("t = \(t): \(distance) pt") }
      } else if inside {
        uncovered.append("t = \(t)")
      }
    }
    #expect(far.isEmpty, "\(far.count) points farther than 0.25 pt from their chord: \(far.prefix(5))")
    #expect(uncovered.isEmpty, "\(uncovered.count) points inside the plot not drawn: \(uncovered.prefix(5))")
  }

  static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
    let (vx, vy) = (b.x - a.x, b.y - a.y)
    let length2 = vx * vx + vy * vy
    let s = length2 > 0 ? Swift.max(0, Swift.min(1, ((p.x - a.x) * vx + (p.y - a.y) * vy) / length2)) : 0
    let (dx, dy) = (p.x - a.x - s * vx, p.y - a.y - s * vy)
    return (dx * dx + dy * dy).squareRoot()
  }
}
