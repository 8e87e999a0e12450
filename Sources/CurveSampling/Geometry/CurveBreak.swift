/// Where a function-mode curve is broken: between two consecutive samples of the curve, `left`
/// and `right` (in data space, in the grid's order), no segment is drawn.
public struct CurveBreak: Sendable, Hashable {
  /// What the curve does there.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// It leaves the plot's band on one side at least (a pole, or a jump off the plot).
    case pole
    /// It jumps, both sides on the plot's band.
    case jump
    /// It has no value on one side: the edge of a region where it is undefined.
    case undefined
    /// Continuity could not be proven, and the stretch is left out rather than drawn across: the
    /// search ran out of evaluations, or a sample has no double value where the real function
    /// is not proven undefined (0/0 in doubles where the numerator is 0 only by rounding).
    case unresolved
  }

  /// How the break was decided.
  public enum Decision: Sendable, Hashable {
    /// Narrowed to the resolution without a proof of continuity, with the sides this far apart
    /// on screen, in pt.
    case sidesApart(Double)
    /// One side has no value.
    case undefinedSide
    /// The evaluation budget ran out.
    case budgetSpent

    /// Every decision's stable name (`decided` in `curve geometry`).
    package enum Code: String, Sendable, CaseIterable {
      case sidesApart, undefinedSide, budgetSpent
    }

    /// The decision's name.
    package var code: Code {
      switch self {
      case .sidesApart: .sidesApart
      case .undefinedSide: .undefinedSide
      case .budgetSpent: .budgetSpent
      }
    }
  }

  /// The last sample before the break.
  public var left: Double
  /// The first sample after it.
  public var right: Double
  /// What the curve does there.
  public var kind: Kind
  /// How it was decided.
  public var decision: Decision

  /// A break between the samples `left` and `right`.
  public init(left: Double, right: Double, kind: Kind, decision: Decision) {
    self.left = left
    self.right = right
    self.kind = kind
    self.decision = decision
  }

  /// The middle of the two samples: where the break is, to within half their distance.
  public var x: Double { left + (right - left) / 2 }

  /// Whether `x` lies between the two samples (either order), ends included.
  public func contains(_ x: Double) -> Bool {
    Swift.min(left, right) <= x && x <= Swift.max(left, right)
  }
}
