@testable import CurveAnalysis
import Testing

/// Boxes across a pole, decided by an enclosure in two pieces (`SplitEnclosure`): a quotient by
/// a divisor holding 0 is far from 0 on both sides, where one interval would be (−∞, ∞). The
/// truth is worked by hand from the exact sets; the poles lie at multiples of π/2, which no
/// pixel edge or quarter meets, so only the pieces can decide the pixels across them.
@Suite("Relations decided across a pole")
struct RelationSplitTests {
  /// A curve with a pole inside one column of 16 × 16 pixels of 1/2 over [−4, 4]²: the rows
  /// `empty` of that column hold no solution, which only the pieces can prove (in one piece the
  /// value is (−∞, ∞) across the pole), and row `solution` holds one.
  struct PoleColumn: CustomTestStringConvertible, Sendable {
    var relation: String
    var column: Int
    var empty: Range<Int>
    var solution: Int
    var testDescription: String { "\(relation), column \(column)" }
  }

  @Test("a column across a pole has no solution between the pieces", arguments: [
    // Column 14 is x in [3, 3.5], across π. There 1/(x − π) is at most 1/(3 − π) < −7.06 or at
    // least 1/(3.5 − π) > 2.79: rows with y in [−4, 2.5] hold none; y in [2.5, 3] holds 2.8 at
    // x = π + 1/2.8.
    PoleColumn(relation: "y = 1/(x - pi)", column: 14, empty: 3..<16, solution: 2),
    // Column 11 is x in [1.5, 2], across π/2. There sin is in [0.909, 1] and cos in
    // [−0.417, 0.071], so tan(x) = sin/cos is at most 0.909/−0.417 ≈ −2.18 or at least
    // 0.909/0.071 ≈ 12.8: rows with y in [−2, 4] hold none; y in [−2.5, −2] holds −2.3 at
    // x = π − atan(2.3) ≈ 1.98.
    PoleColumn(relation: "y = tan(x)", column: 11, empty: 0..<12, solution: 12),
  ])
  func poleColumn(_ c: PoleColumn) throws {
    let bounds = RelationBounds(x: -4...4, y: -4...4)
    let picture = try Relation(c.relation).classify(over: bounds, width: 16, height: 16)
    let plain = try Relation(c.relation).classify(over: bounds, width: 16, height: 16, budget: nil, splitting: false)
    for row in c.empty {
      #expect(picture[c.column, row] == .noSolution, "row \(row), y up to \(4 - Double(row) / 2)")
      #expect(plain[c.column, row] == .undecided, "row \(row)")
    }
    #expect(picture[c.column, c.solution] == .solution)
    #expect(picture.splitPixels >= c.empty.count)
  }

  @Test("the corpus's disjunction of four equations decides the pixels on the poles x = kπ", arguments: ["sin", "cos"])
  func disjunction(_ f: String) throws {
    let a = "x/\(f)(x)", b = "y/\(f)(y)", c = "x*y/\(f)(x*y)"
    let text = "((\(a) + \(b))^2 - (\(c))^2) * ((\(a) - \(b))^2 - (\(c))^2) = 0"
    // sin: x in [3, 3.25] crosses the pole at π, where x/sin(x) is ≤ −27 or ≥ 21; over y in
    // [0.5, 0.75], y/sin(y) lies in [1, 1.1] and xy/sin(xy) in [1.5, 3.8] (xy in [1.5, 2.44]).
    // cos: x in [4.5, 4.75] crosses 3π/2, where x/cos(x) is ≤ −21 or ≥ 119; y/cos(y) lies in
    // [0.5, 1.1] and xy/cos(xy) in [−5.7, −2.2] (xy in [2.25, 3.57]). Either way (A ± B)² > C²:
    // no pixel holds a solution, and the plain enclosure, (−∞, ∞) across the pole, decides none
    // of the column across it.
    let x: ClosedRange<Double> = f == "sin" ? 3...3.25 : 4.5...4.75
    let bounds = RelationBounds(x: x, y: 0.5...0.75)
    let picture = try Relation(text).classify(over: bounds, width: 4, height: 4)
    let plain = try Relation(text).classify(over: bounds, width: 4, height: 4, budget: nil, splitting: false)
    let pole = f == "sin" ? Double.pi : 3 * Double.pi / 2
    let column = Int((pole - x.lowerBound) / 0.0625)
    for row in 0..<4 {
      #expect(picture[column, row] == .noSolution, "row \(row)")
      #expect(plain[column, row] == .undecided, "row \(row)")
    }
    #expect(picture.splitPixels >= 4)
  }
}
