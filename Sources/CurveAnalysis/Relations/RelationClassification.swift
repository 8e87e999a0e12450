/// The plane's rectangle a relation is classified over: `x` left to right, `y` bottom to top.
public struct RelationBounds: Sendable, Equatable {
  /// From `xmin` to `xmax`.
  public var x: ClosedRange<Double>
  /// From `ymin` to `ymax`.
  public var y: ClosedRange<Double>

  /// The rectangle `x × y`.
  public init(x: ClosedRange<Double>, y: ClosedRange<Double>) {
    (self.x, self.y) = (x, y)
  }
}

/// What interval arithmetic proves about one pixel, a closed box of the plane.
public enum PixelClass: UInt8, Sendable, CaseIterable {
  /// The box holds a solution: for an equation, a sign change of `LHS − RHS` inside a part of it
  /// where the difference is proven continuous, or an exact zero; for an inequality, a point
  /// where it provably holds.
  case solution = 0
  /// Neither was proven, within the budget.
  case undecided = 128
  /// The box provably holds no solution.
  case noSolution = 255
}

/// A relation classified pixel by pixel: pixel `(i, j)` is the closed box
/// `[xmin + i·(xmax − xmin)/width, xmin + (i + 1)·(xmax − xmin)/width]` × the same for `y`,
/// counted from the top (row 0 holds `ymax`).
public struct RelationClassification: Sendable {
  /// Pixels a row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Row by row from the top: each pixel's ``PixelClass`` raw value (0, 128 or 255), as a PGM
  /// writes it.
  public internal(set) var pixels: [UInt8]
  /// How many enclosures of `LHS − RHS` were computed.
  public internal(set) var evaluations = 0
  /// Whether the budget ran out (the pixels left then stay undecided).
  public internal(set) var budgetExhausted = false
  /// How many pixels were proven to hold no solution by an enclosure in two pieces
  /// (``SplitEnclosure``: a factor kept from 0 across a pole), which the plain one left open.
  package internal(set) var splitPixels = 0

  init(width: Int, height: Int) {
    (self.width, self.height) = (width, height)
    pixels = Array(repeating: PixelClass.undecided.rawValue, count: width * height)
  }

  /// The class of pixel `(column, row)`, row 0 at the top.
  public subscript(column: Int, row: Int) -> PixelClass {
    PixelClass(rawValue: pixels[row * width + column]) ?? .undecided
  }

  /// How many pixels have `kind`.
  public func count(of kind: PixelClass) -> Int {
    pixels.reduce(0) { $0 + ($1 == kind.rawValue ? 1 : 0) }
  }

  mutating func set(_ kind: PixelClass, columns: Range<Int>, rows: Range<Int>) {
    for row in rows {
      for column in columns { pixels[row * width + column] = kind.rawValue }
    }
  }
}
