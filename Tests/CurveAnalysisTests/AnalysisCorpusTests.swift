import CurveAnalysis
import CurveExpression
import CurveSampling
import Foundation
import Testing
import _CurveTestSupport

/// Grammar/conformance/analysis.json: curves whose true zeros, extrema, inflections and
/// intersections were worked out with mpmath at 50 digits (`Grammar/tools/make_analysis_corpus.py`),
/// never from CurveKit. Each case is scored: missed (a true point in no reported interval, break
/// or undecided stretch) must be 0; certified but wrong (a certified interval without exactly one
/// true point of its kind) must be 0.
@Suite("Analysis corpus: nothing missed, nothing certified wrongly")
struct AnalysisCorpusTests {
  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    /// `"mathPlot"` for the math-plot language; absent for the protocol's (a frame's curve layer).
    var language: String?
    var expressions: [String]
    var domain: [Double]
    var parameters: [String: Double]
    var zeros: [[Double]]?
    var minima: [[Double]]?
    var maxima: [[Double]]?
    var inflections: [[Double]]?
    var intersections: [[Double]]?
    var testDescription: String { name }
  }

  struct Corpus: Decodable {
    var cases: [Case]
  }

  struct UnknownLanguage: Error { var language: String }

  static let corpus = Repository.conformance("analysis.json", as: Corpus.self) ?? Corpus(cases: [])

  /// The real number between the doubles `[down, up]` (equal when it is a double).
  struct TruePoint {
    var down: Double
    var up: Double
    init(_ pair: [Double]) { (down, up) = (pair[0], pair[pair.count - 1]) }

    /// Whether the closed interval of doubles `[lower, upper]` provably holds it.
    func isInside(_ lower: Double, _ upper: Double) -> Bool {
      down == up ? lower <= down && down <= upper : lower <= down && up <= upper
    }

    func isInside(_ i: Interval) -> Bool { isInside(i.lower, i.upper) }
  }

  struct Score: CustomStringConvertible {
    var missed: [String] = []
    var wrong: [String] = []
    var certified = 0
    var uncertified = 0
    /// Certified zeros and extrema wider than 4 doubles.
    var wide: [String] = []
    var widest: Int64 = 0
    /// Certified points wider than 4 doubles whose middle's sign is provable after all: the
    /// refinement stopped early.
    var stopped: [String] = []

    var description: String {
      "missed \(missed.count), certified but wrong \(wrong.count), certified \(certified), uncertified \(uncertified), "
        + "wider than 4 doubles \(wide.count) (widest \(widest))"
    }
  }

  static func compiled(_ c: Case) throws -> [CompiledExpression] {
    let parameters = try ParameterSet(c.parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    let language: ExpressionLanguage
    switch c.language {
    case nil: language = .curveLayer
    case "mathPlot": language = .mathPlot
    case let other?: throw UnknownLanguage(language: other)
    }
    return try c.expressions.map { try CompiledExpression($0, parameters: parameters, language: language) }
  }

  static func report(_ c: Case) throws -> AnalysisReport {
    CurveAnalyzer.analyze(try compiled(c), over: Interval(c.domain[0], c.domain[1]))
  }

  static func score(_ c: Case) throws -> Score {
    let report = try report(c)
    var score = Score()
    if let meetings = c.intersections {
      let truth = meetings.map(TruePoint.init)
      let curve = report.curves
      for t in truth {
        let covered = report.intersections.contains { t.isInside($0.x) }
          || curve.contains { $0.breaks.contains { b in t.isInside(b.left, b.right) } }
        if !covered { score.missed.append("intersection at \(t.down)") }
      }
      for i in report.intersections {
        if i.certified {
          score.certified += 1
          let inside = truth.filter { $0.isInside(i.x) }.count
          if inside != 1 { score.wrong.append("intersection \(i.x) holds \(inside)") }
          score.note(width: i.x, "intersection")
        } else {
          score.uncertified += 1
        }
      }
      return score
    }
    let curve = report.curves[0]
    let excused: [Interval] = curve.breaks.map { Interval($0.left, $0.right) } + curve.undecided
    func covered(_ t: TruePoint, by kinds: Set<PointOfInterest.Kind>) -> Bool {
      curve.points.contains { kinds.contains($0.kind) && t.isInside($0.x) } || excused.contains { t.isInside($0) }
    }
    let zeros = (c.zeros ?? []).map(TruePoint.init)
    let minima = (c.minima ?? []).map(TruePoint.init)
    let maxima = (c.maxima ?? []).map(TruePoint.init)
    for t in zeros where !covered(t, by: [.zero]) { score.missed.append("zero at \(t.down)") }
    // Extrema too close to tell apart may be reported inside an inflection proven over them.
    for t in minima where !covered(t, by: [.minimum, .maximum, .inflection]) { score.missed.append("minimum at \(t.down)") }
    for t in maxima where !covered(t, by: [.minimum, .maximum, .inflection]) { score.missed.append("maximum at \(t.down)") }
    for point in curve.points {
      guard point.certified else {
        score.uncertified += 1
        continue
      }
      score.certified += 1
      switch point.kind {
      case .zero, .minimum, .maximum:
        let truth = point.kind == .zero ? zeros : point.kind == .minimum ? minima : maxima
        let inside = truth.filter { $0.isInside(point.x) }.count
        if inside != 1 { score.wrong.append("\(point.kind) \(point.x) holds \(inside) true points of its kind") }
        if point.kind != .zero, (point.kind == .minimum ? maxima : minima).contains(where: { $0.isInside(point.x) }) {
          score.wrong.append("\(point.kind) \(point.x) holds an extremum of the other kind")
        }
        score.note(width: point.x, "\(point.kind)")
        if doublesApart(point.x.lower, point.x.upper) > 4 {
          let middle = point.x.lower + (point.x.upper / 2 - point.x.lower / 2)
          let expression = try Self.compiled(c)[0]
          // The point balls are the analysis's sharpest tool at a point.
          let d = expression.preciseDerivatives(at: middle).enclosures
          let e = point.kind == .zero ? d.value : d.first
          // At a kink f′ holds both sides; elsewhere the middle's sign must be unprovable.
          let kink = point.kind != .zero && expression.derivativeEnclosures(from: point.x.lower, to: point.x.upper).kink
          if !kink, e.lower > 0 || e.upper < 0 { score.stopped.append("\(point.kind) \(point.x)") }
        }
      case .inflection:
        if let inflections = c.inflections, !inflections.map(TruePoint.init).contains(where: { $0.isInside(point.x) }) {
          score.wrong.append("inflection \(point.x) holds none")
        }
      }
    }
    return score
  }

  @Test("Every true point is reported, and every certified point holds exactly one", arguments: corpus.cases)
  func scored(_ c: Case) throws {
    let score = try Self.score(c)
    #expect(score.missed.isEmpty, "missed: \(score.missed)")
    #expect(score.wrong.isEmpty, "certified but wrong: \(score.wrong)")
    #expect(score.stopped.isEmpty, "refined no further though the middle's sign is provable: \(score.stopped)")
  }

  @Test("The corpus as a whole: 0 missed, 0 certified but wrong, and its widths and uncertified count")
  func whole() throws {
    #expect(Self.corpus.cases.count >= 30)
    var total = Score()
    for c in Self.corpus.cases {
      let s = try Self.score(c)
      total.missed += s.missed.map { "\(c.name): \($0)" }
      total.wrong += s.wrong.map { "\(c.name): \($0)" }
      total.wide += s.wide.map { "\(c.name): \($0)" }
      total.stopped += s.stopped.map { "\(c.name): \($0)" }
      total.certified += s.certified
      total.uncertified += s.uncertified
      total.widest = Swift.max(total.widest, s.widest)
    }
    print("analysis corpus: \(total)")
    print(total.wide.joined(separator: "\n"))
    #expect(total.missed.isEmpty)
    #expect(total.wrong.isEmpty)
    #expect(total.stopped.isEmpty, "refined no further though the middle's sign is provable: \(total.stopped)")
  }
}

extension AnalysisCorpusTests.Score {
  mutating func note(width x: Interval, _ what: String) {
    let apart = doublesApart(x.lower, x.upper)
    widest = Swift.max(widest, apart)
    if apart > 4 { wide.append("\(what) \(x) is \(apart) doubles wide") }
  }
}

/// How many doubles lie from `a` up to `b`.
func doublesApart(_ a: Double, _ b: Double) -> Int64 {
  func ordered(_ x: Double) -> Int64 {
    let magnitude = Int64(bitPattern: x.bitPattern & 0x7FFF_FFFF_FFFF_FFFF)
    return x.sign == .minus ? -magnitude : magnitude
  }
  let (d, overflow) = ordered(b).subtractingReportingOverflow(ordered(a))
  return overflow ? .max : Swift.abs(d)
}
