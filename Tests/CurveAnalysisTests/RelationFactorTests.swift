@testable import CurveAnalysis
import Testing

/// An equation that is a product equal to 0, or `abs(a) = abs(b)`, is decided factor by factor:
/// a pixel holds a solution only where one factor vanishes at a point where every factor is
/// defined. The truth here is worked out by hand from each relation's exact set (the bounds and
/// sizes make every pixel edge a binary fraction, so a box meets a line exactly when its corners
/// say so).
@Suite("Relations decided factor by factor")
struct RelationFactorTests {
  struct Split: CustomTestStringConvertible, Sendable {
    var relation: String
    var factors: [String]?
    var testDescription: String { relation }
  }

  static let splits = [
    Split(relation: "(x - 1) * sqrt(-x) = 0", factors: ["(x - 1)", "sqrt(-x)"]),
    Split(relation: "0 = x*(1/x)", factors: ["x", "(1/x)"]),
    Split(relation: "((x+y) * (x-y)) * y^2 = 0", factors: ["(x+y)", "(x-y)", "y^2"]),
    Split(relation: "abs(x*cos(x) - y) = abs(sin(y))", factors: ["(x*cos(x) - y) - (sin(y))", "(x*cos(x) - y) + (sin(y))"]),
    // Not a product equal to 0 at the top level: left whole.
    Split(relation: "x*y = 1", factors: nil),
    Split(relation: "x*y + 1 = 0", factors: nil),
    Split(relation: "x*y/2 = 0", factors: nil),
    Split(relation: "-x*y = 0", factors: nil),
    Split(relation: "x*y {x > 0} = 0", factors: nil),
    Split(relation: "x*1e-3 = 0", factors: nil),
    Split(relation: "abs(x) + abs(y) = abs(1)", factors: nil),
    Split(relation: "abs(x) * (y) = abs(y)", factors: nil),
  ]

  @Test("which equations are split, and into what", arguments: splits)
  func factorTexts(_ split: Split) throws {
    let relation = try Relation(split.relation)
    let sides = split.relation.split(separator: "=", maxSplits: 1).map(String.init)
    #expect(Relation.factorTexts(lhs: sides[0], rhs: sides[1]) == split.factors)
    #expect(relation.factors.count == (split.factors?.count ?? 1))
  }

  @Test("an inequality is never split")
  func inequality() throws {
    #expect(try Relation("x*y < 0").factors.count == 1)
    #expect(try Relation("abs(x) >= abs(y)").factors.count == 1)
  }

  /// The pixels of an 8 × 8 or 16 × 16 classification, with each one's box.
  static func pixels(_ text: String, x: ClosedRange<Double>, y: ClosedRange<Double>, size: Int) throws -> [(kind: PixelClass, x: ClosedRange<Double>, y: ClosedRange<Double>)] {
    let picture = try Relation(text).classify(over: RelationBounds(x: x, y: y), width: size, height: size)
    #expect(!picture.budgetExhausted)
    let (xStep, yStep) = ((x.upperBound - x.lowerBound) / Double(size), (y.upperBound - y.lowerBound) / Double(size))
    return (0..<size).flatMap { row in
      (0..<size).map { column in
        let left = x.lowerBound + Double(column) * xStep
        let top = y.upperBound - Double(row) * yStep
        return (picture[column, row], left...(left + xStep), (top - yStep)...top)
      }
    }
  }

  @Test("(x - 1) * sqrt(-x) = 0 has no solution at x = 1, where sqrt(-1) is undefined")
  func zeroWhereAnotherFactorIsUndefined() throws {
    for pixel in try Self.pixels("(x - 1) * sqrt(-x) = 0", x: 0.5...1.5, y: -1...1, size: 8) {
      #expect(pixel.kind == .noSolution, "x \(pixel.x), y \(pixel.y)")
    }
  }

  @Test("x * (1/x) = 0 has no solution: at x = 0 the product is undefined")
  func signChangeWhereAnotherFactorBreaks() throws {
    // x = 0 crosses the middle of column 4 (x from -0.125 to 0.125): x changes sign there.
    for pixel in try Self.pixels("x * (1/x) = 0", x: -1.125...0.875, y: -1...1, size: 8) {
      #expect(pixel.kind != .solution, "x \(pixel.x), y \(pixel.y)")
      if !pixel.x.contains(0) { #expect(pixel.kind == .noSolution, "x \(pixel.x), y \(pixel.y)") }
    }
  }

  @Test("(x - y) * (1/(x - y) + 1) = 0 holds on y = x + 1, never on y = x")
  func divisionByAVanishingFactor() throws {
    var proven = 0
    for pixel in try Self.pixels("(x - y) * (1/(x - y) + 1) = 0", x: -2...2, y: -2...2, size: 16) {
      // y − x − 1 over the box's corners (exact: edges are multiples of 1/4).
      let meetsLine = pixel.y.lowerBound - pixel.x.upperBound - 1 <= 0 && pixel.y.upperBound - pixel.x.lowerBound - 1 >= 0
      if pixel.kind == .solution {
        proven += 1
        #expect(meetsLine, "x \(pixel.x), y \(pixel.y): claimed a solution off y = x + 1")
      }
      let meetsDiagonal = pixel.y.lowerBound <= pixel.x.upperBound && pixel.y.upperBound >= pixel.x.lowerBound
      if !meetsLine && !meetsDiagonal { #expect(pixel.kind == .noSolution, "x \(pixel.x), y \(pixel.y)") }
    }
    // The line crosses 12 pixels' interiors (from (-2, -1) to (1, 2)); others it touches at a corner.
    #expect(proven >= 12)
  }

  @Test("abs(x) = abs(y): solutions on both diagonals, where each factor changes sign", arguments: [8, 16])
  func absoluteValues(size: Int) throws {
    // Off-centre bounds, so each diagonal crosses pixels' interiors.
    let pixels = try Self.pixels("abs(x) = abs(y)", x: -1.125...0.875, y: -1.0625...0.9375, size: size)
    var undecided = 0
    for pixel in pixels {
      let meets = [1.0, -1.0].contains { s in
        pixel.y.lowerBound <= Swift.max(s * pixel.x.lowerBound, s * pixel.x.upperBound)
          && pixel.y.upperBound >= Swift.min(s * pixel.x.lowerBound, s * pixel.x.upperBound)
      }
      switch pixel.kind {
      case .solution: #expect(meets, "x \(pixel.x), y \(pixel.y): claimed a solution off |x| = |y|")
      case .noSolution: #expect(!meets, "x \(pixel.x), y \(pixel.y): claimed none on |x| = |y|")
      case .undecided: undecided += 1
      }
    }
    // Only the pixel where the diagonals cross may stay undecided.
    #expect(undecided <= 1)
  }
}
