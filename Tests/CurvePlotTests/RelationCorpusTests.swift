import CurveFrame
@testable import CurveAnalysis
import CurvePlot
import Foundation
import Testing
import _CurveTestSupport

/// Grammar/conformance/relations.json: implicit relations with each pixel's truth, worked out
/// from exact ranges with mpmath (`Grammar/tools/make_relation_corpus.py`), never from CurveKit.
/// No pixel may be classified as holding a solution where the truth has none, nor as holding
/// none where the truth has one.
@Suite("Relation corpus: no pixel classified wrongly")
struct RelationCorpusTests {
  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var relation: String
    var bounds: [Double]
    var size: [Int]
    var truth: [String]
    var testDescription: String { name }
  }

  struct Corpus: Decodable {
    var cases: [Case]
  }

  static let corpus = Repository.conformance("relations.json", as: Corpus.self) ?? Corpus(cases: [])

  @Test("the corpus is there, with the issue's kinds of relation")
  func corpusIsThere() {
    #expect(Self.corpus.cases.count >= 15)
    #expect(Self.corpus.cases.contains { $0.relation == "(x^2 + y^2 - 1)^2 = 0" })
  }

  @Test("no pixel wrong; the undecided share of the pixels that hold a solution is bounded", arguments: corpus.cases)
  func classifiesEveryPixelSoundly(_ testCase: Case) throws {
    let relation = try Relation(testCase.relation)
    let bounds = RelationBounds(x: testCase.bounds[0]...testCase.bounds[1], y: testCase.bounds[2]...testCase.bounds[3])
    let picture = try relation.classify(over: bounds, width: testCase.size[0], height: testCase.size[1])
    var wrong: [String] = []
    var (solutions, decidedSolutions) = (0, 0)
    for (row, truth) in testCase.truth.enumerated() {
      for (column, truth) in truth.enumerated() {
        let kind = picture[column, row]
        if truth == "N" && kind == .solution || truth == "S" && kind == .noSolution {
          wrong.append("(\(column), \(row)): truth \(truth), classified \(kind)")
        }
        if truth == "S" {
          solutions += 1
          if kind == .solution { decidedSolutions += 1 }
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(8))")
    #expect(!picture.budgetExhausted)
    // Every pixel where the truth has a solution is proven so, but in the hard tangent case
    // (a double root: no sign change anywhere), which may stay undecided.
    if testCase.relation != "(x^2 + y^2 - 1)^2 = 0" {
      #expect(decidedSolutions * 10 >= solutions * 9, "\(decidedSolutions) of \(solutions) solution pixels proven")
    }
  }
}
