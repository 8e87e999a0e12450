import CurveExpression
import Foundation
import Testing
import _CurveTestSupport
@testable import CurveSampling

/// Grammar/conformance/discontinuities.json: function-mode layers whose breaks were written by
/// hand and checked with mpmath (`Grammar/tools/make_discontinuity_corpus.py`), scored on what is
/// drawn. A layer is right when it has no bridged break, no false break, no run ending short and
/// no wrong value.
@Suite("Discontinuity corpus: no bridge, no false break, runs reach their ends, values exact")
struct DiscontinuityCorpusTests {
  enum Limit: Decodable, Sendable {
    case value(Double)
    case infinite(positive: Bool)
    case none

    init(from decoder: Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .none
      } else if let text = try? container.decode(String.self) {
        self = .infinite(positive: text == "inf")
      } else {
        self = .value(try container.decode(Double.self))
      }
    }
  }

  struct TrueBreak: Decodable, Sendable {
    var x: Double
    var kind: String
    var left: Limit
    var right: Limit
  }

  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    /// `"mathPlot"` for the math-plot language; absent for the protocol's (a frame's curve layer).
    var language: String?
    var expression: String
    var domain: [Double]
    var yDomain: [Double]
    var breaks: [TrueBreak]
    var undefined: [[Double]]
    var removable: [Double]
    var testDescription: String { name }

    /// The language the case is in (nil: a name the tests do not know).
    var expressionLanguage: ExpressionLanguage? {
      switch language {
      case nil: .curveLayer
      case "mathPlot": .mathPlot
      default: nil
      }
    }

    /// The case's program in its language.
    func compiled() throws -> CompiledExpression {
      guard let language = expressionLanguage else { throw CorpusLanguageError(language: self.language ?? "") }
      return try CompiledExpression(expression, language: language)
    }
  }

  struct CorpusLanguageError: Error { var language: String }

  struct Corpus: Decodable {
    var frame: [String: Double]
    var cases: [Case]
  }

  static let corpus = Repository.conformance("discontinuities.json", as: Corpus.self) ?? Corpus(frame: [:], cases: [])

  /// What went wrong with one layer, each as a sentence.
  struct Score {
    var trueBreaks = 0
    var bridged: [String] = []
    var falseBreaks: [String] = []
    var endsShort: [String] = []
    var wrongValues: [String] = []
    var right: Bool { bridged.isEmpty && falseBreaks.isEmpty && endsShort.isEmpty && wrongValues.isEmpty }
  }

  static func score(_ c: Case, _ interpolation: Interpolation) -> Score {
    let frame = Rect(x: 0, y: 0, width: corpus.frame["width"] ?? 338, height: corpus.frame["height"] ?? 158)
    let domain = Interval(c.domain[0], c.domain[1])
    let yDomain = Interval(c.yDomain[0], c.yDomain[1])
    var score = Score()
    // A frame's layer is drawn from its expression; a math plot's from its program compiled in
    // the math-plot language, as math plots pass it (`CurveLayerSpec.program`).
    let spec: CurveLayerSpec
    if c.language == nil {
      spec = CurveLayerSpec(expression: c.expression, domain: domain, yDomain: yDomain, interpolation: interpolation)
    } else {
      do {
        spec = CurveLayerSpec(
          mode: .function, domain: domain, yDomain: yDomain, interpolation: interpolation, program: try c.compiled())
      } catch {
        score.wrongValues.append("the expression does not compile in its language (\(c.language ?? "")): \(error)")
        return score
      }
    }
    let g = CurveSampler.geometry(for: spec, in: frame)
    let plot = g.plot
    func px(_ x: Double) -> Double { plot.x + (x - domain.start) / (domain.end - domain.start) * plot.width }
    func py(_ y: Double) -> Double { plot.maxY - (y - yDomain.start) / (yDomain.end - yDomain.start) * plot.height }
    let points = g.stroke.map { path in (0..<path.pointCount).map { path.point($0) } }
    let resolution = Swift.abs(domain.end - domain.start) * 0x1p-38

    // The breaks to expect: the corpus's, and a removable point a sample falls on.
    var expected = c.breaks
    for r in c.removable where g.samples.xs.contains(r) {
      expected.append(TrueBreak(x: r, kind: "undefined", left: .none, right: .none))
    }
    score.trueBreaks = expected.count

    for b in expected {
      let at = px(b.x)
      // Bridged: a drawn segment passes over the break.
      for run in points {
        for k in 0..<Swift.max(0, run.count - 1) where Swift.min(run[k].x, run[k + 1].x) < at && at < Swift.max(run[k].x, run[k + 1].x) {
          score.bridged.append("a segment from \(run[k]) to \(run[k + 1]) spans the \(b.kind) at x = \(b.x)")
        }
      }
      if !g.breaks.contains(where: { $0.contains(b.x) || Swift.abs($0.x - b.x) <= resolution }) {
        score.bridged.append("no break reported at the \(b.kind) at x = \(b.x)")
      }
      // Ends: beside an infinite limit the run leaves the plot; beside a finite one it ends
      // within 0.5 pt of the limit point.
      for (side, limit) in [(-1.0, b.left), (1.0, b.right)] {
        // The end of a drawn stretch nearest the break on this side (it may lie on the break):
        // left of it a stretch's last point, right of it a first point (every domain ascends).
        // A run that is one point on the break (the value at the break itself, as sign(0) = 0
        // between −1 and 1) is neither side's: a side's stretch has a point off the break.
        let ends = points.compactMap { run -> Point? in
          guard let first = run.first, let last = run.last else { return nil }
          return side < 0 ? (first.x < at ? last : nil) : (last.x > at ? first : nil)
        }
        let near = ends.filter { side < 0 ? $0.x <= at : $0.x >= at }.min { Swift.abs($0.x - at) < Swift.abs($1.x - at) }
        switch limit {
        case .none: break
        case .infinite(let positive):
          guard let near, positive ? near.y < plot.y : near.y > plot.maxY else {
            score.endsShort.append("the run \(side < 0 ? "left" : "right") of x = \(b.x) ends at \(near.map { "\($0)" } ?? "nothing"), inside the plot")
            continue
          }
        case .value(let v):
          let target = Point(at, py(v))
          guard let near, ((near.x - target.x) * (near.x - target.x) + (near.y - target.y) * (near.y - target.y)).squareRoot() <= 0.5 else {
            score.endsShort.append("the run \(side < 0 ? "left" : "right") of x = \(b.x) ends at \(near.map { "\($0)" } ?? "nothing"), not within 0.5 pt of \(target)")
            continue
          }
        }
      }
    }

    // False breaks: a break reported, or a run ending inside the plot, where nothing breaks.
    func explained(_ x: Double, within tolerance: Double) -> Bool {
      expected.contains { Swift.abs($0.x - x) <= tolerance }
    }
    for reported in g.breaks where !explained(reported.x, within: Swift.max(resolution, Swift.abs(reported.right - reported.left))) {
      score.falseBreaks.append("a \(reported.kind) break reported at x = \(reported.x)")
    }
    let step = plot.width / 1023
    for run in points {
      for end in [run.first, run.last].compactMap({ $0 }) {
        let inside = plot.x + 0.5 < end.x && end.x < plot.maxX - 0.5 && plot.y < end.y && end.y < plot.maxY
        if inside && !expected.contains(where: { Swift.abs(px($0.x) - end.x) <= step }) {
          score.falseBreaks.append("a run ends at \(end), inside the plot, where nothing breaks")
        }
      }
    }

    // Values: every sample is the program's value, and a curve without breaks keeps the grid.
    if let program = try? c.compiled() {
      for (x, y) in zip(g.samples.xs, g.samples.ys) where y.bitPattern != program.evaluate(at: x).bitPattern {
        score.wrongValues.append("the sample at x = \(x) is \(y), the program gives \(program.evaluate(at: x))")
      }
    }
    if expected.isEmpty, let grid = UniformGrid(from: domain.start, to: domain.end, count: 1024), g.samples.xs != grid.values {
      score.wrongValues.append("\(g.samples.count) samples for a curve without breaks, not the 1,024-point grid")
    }
    return score
  }

  @Test("every layer is right", arguments: corpus.cases, [Interpolation.monotone, .linear])
  func layer(_ c: Case, _ interpolation: Interpolation) {
    let score = Self.score(c, interpolation)
    for problem in score.bridged + score.falseBreaks + score.endsShort + score.wrongValues {
      Issue.record("\(c.expression) over [\(c.domain[0]), \(c.domain[1])]: \(problem)")
    }
  }

  @Test("the score over the whole corpus")
  func totals() {
    #expect(Self.corpus.cases.count >= 60, "the corpus did not load")
    var (layers, right, breaks, bridged, falseBreaks, short, wrong) = (0, 0, 0, 0, 0, 0, 0)
    for c in Self.corpus.cases {
      let s = Self.score(c, .monotone)
      layers += 1
      right += s.right ? 1 : 0
      breaks += s.trueBreaks
      bridged += s.bridged.count
      falseBreaks += s.falseBreaks.count
      short += s.endsShort.count
      wrong += s.wrongValues.count
    }
    print("discontinuity corpus: \(right)/\(layers) layers right; \(breaks) true breaks, \(bridged) bridged, \(falseBreaks) false breaks, \(short) runs short, \(wrong) wrong values")
    #expect(right == layers)
  }
}
