import CurveFrame
@testable import CurveAnalysis
import CurvePlot
import Testing

/// A relation's pixels are classified for the real function: `sqrt(2)^2 = 2` holds everywhere, so
/// no pixel may be proven to hold no solution.
@Suite("Relations with real constants")
struct RelationConstantsTests {
  @Test("an identity of real constants is never proven false", arguments: ["sqrt(2)^2 = 2", "sin(pi) = 0", "sqrt(3)^2 = 3", "0.1*3 = 0.3"])
  func identity(_ text: String) throws {
    let picture = try Relation(text).classify(over: RelationBounds(x: -1...1, y: -1...1), width: 8, height: 8)
    #expect(picture.count(of: .noSolution) == 0)
  }

  @Test("x = sqrt(2)^2 - 2: the columns whose edge holds x = 0 are not proven empty")
  func edgeColumn() throws {
    let picture = try Relation("x = sqrt(2)^2 - 2").classify(over: RelationBounds(x: -1...1, y: -1...1), width: 8, height: 8)
    for row in 0..<8 {
      #expect(picture[3, row] != .noSolution && picture[4, row] != .noSolution, "row \(row)")
      #expect(picture[0, row] == .noSolution && picture[7, row] == .noSolution, "far columns are decided")
    }
  }
}
