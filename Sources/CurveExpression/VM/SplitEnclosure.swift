/// An enclosure in at most two pieces, with an open gap between them (Tupper's interval sets, as
/// Graphest carries them): every real value the function takes over the box lies in `low` or
/// in `high`. `x/sin(x)` over a box across x = π is (−∞, p] ∪ [q, ∞), far from 0 on both sides,
/// where one interval would be (−∞, ∞).
///
/// A second piece is made by one rule only: a quotient by a divisor that straddles 0 of a
/// numerator of one sign (``SplitArithmetic``), written (`/`) or in a function that is one
/// (`tan`, `cot`, `sec`, `csc`). Every other operation takes each piece through
/// ``EnclosureArithmetic``'s own rule: the values of f over a union are the union of its values
/// over the pieces, so each is as sound as that rule, and a value in one piece is exactly the
/// plain enclosure. The relation classifier runs it on a box the plain enclosure leaves open.
package struct SplitEnclosure: Sendable {
  /// The lower piece, or the only one; empty (NaN) where the function has no value at all.
  package private(set) var low: Enclosure
  /// The upper piece, wholly above `low` with a gap between, or empty (NaN) for none. Its flags
  /// are `low`'s: they describe the box, not a piece.
  package private(set) var high: Enclosure

  /// One piece.
  package init(_ value: Enclosure) {
    low = value
    high = Self.noPiece
  }

  /// No second piece: no values, and no flags of its own.
  private static let noPiece = Enclosure(.nan, .nan)

  /// Whether the value is in two pieces.
  package var isSplit: Bool { !high.isEmpty }

  /// Both pieces as one interval: what the plain enclosure could say at best.
  package var hull: Enclosure {
    guard isSplit else { return low }
    return Enclosure(low.lower, high.upper, low.flags)
  }

  /// What the pieces cannot rule out, on the whole box.
  package var flags: Enclosure.Flags { low.flags }

  /// The union of this value and `piece`, in at most two pieces: where three are left, the two
  /// closest together are joined (a gap holding 0 is kept first: it is what the relation
  /// classifier asks about). Joining only adds values, so the union stays an enclosure.
  package func adding(_ piece: Enclosure) -> SplitEnclosure {
    let flags = flags.union(piece.flags)
    var pieces = (low, high, piece)
    // Sort the three by their lower ends, empty ones (NaN) last.
    func before(_ a: Enclosure, _ b: Enclosure) -> Bool { !a.isEmpty && (b.isEmpty || a.lower < b.lower) }
    if before(pieces.1, pieces.0) { swap(&pieces.0, &pieces.1) }
    if before(pieces.2, pieces.1) { swap(&pieces.1, &pieces.2) }
    if before(pieces.1, pieces.0) { swap(&pieces.0, &pieces.1) }
    var (a, b, c) = pieces
    // Join what overlaps or touches (closed pieces sharing an end leave no gap).
    if !b.isEmpty, b.lower <= a.upper { (a, b, c) = (Self.join(a, b), c, Self.noPiece) }
    if !b.isEmpty, b.lower <= a.upper { (a, b) = (Self.join(a, b), Self.noPiece) }
    if !c.isEmpty, c.lower <= b.upper { (b, c) = (Self.join(b, c), Self.noPiece) }
    if !c.isEmpty {
      // Three pieces: keep the gap that holds 0, else the wider.
      let holdsZero = (first: a.upper < 0 && b.lower > 0, second: b.upper < 0 && c.lower > 0)
      let keepFirst = holdsZero.first || !holdsZero.second && b.lower - a.upper >= c.lower - b.upper
      if keepFirst { b = Self.join(b, c) } else { (a, b) = (Self.join(a, b), c) }
    }
    var result = SplitEnclosure(Enclosure(a.lower, a.upper, flags))
    if !b.isEmpty { result.high = Enclosure(b.lower, b.upper, flags) }
    return result
  }

  private static func join(_ a: Enclosure, _ b: Enclosure) -> Enclosure {
    Enclosure(Swift.min(a.lower, b.lower), Swift.max(a.upper, b.upper), a.flags.union(b.flags))
  }

  /// The union of this value and `other`.
  func union(_ other: SplitEnclosure) -> SplitEnclosure { adding(other.low).adding(other.high) }

  /// The value with `more` flags on the whole box.
  func flagged(_ more: Enclosure.Flags) -> SplitEnclosure {
    var result = self
    result.low.flags.formUnion(more)
    if result.isSplit { result.high.flags = result.low.flags }
    return result
  }

  /// `f` of each piece, joined. The function may jump from one piece to the other, so a split
  /// value's flags (`mayBreak` among them) go to every result, even one `f` made afresh.
  func map(_ f: (Enclosure) -> SplitEnclosure) -> SplitEnclosure {
    guard isSplit else { return f(low) }
    return f(low).union(f(high)).flagged(flags)
  }

  /// `f` of each pair of pieces, joined (see ``map(_:)``).
  func combine(_ other: SplitEnclosure, _ f: (Enclosure, Enclosure) -> SplitEnclosure) -> SplitEnclosure {
    guard isSplit || other.isSplit else { return f(low, other.low) }
    var result = f(low, other.low)
    func add(_ a: Enclosure, _ b: Enclosure) {
      if !a.isEmpty && !b.isEmpty { result = result.union(f(a, b)) }
    }
    add(low, other.high)
    add(high, other.low)
    add(high, other.high)
    return result.flagged(flags.union(other.flags))
  }
}

/// ``SplitEnclosure``'s arithmetic: ``EnclosureArithmetic`` piece by piece, and one rule of its
/// own, the quotient across 0 (``quotientAcrossZero(_:_:)``). A comparison and a piecewise
/// choice read the hull: their result is 0 or 1, and pieces would hide that it may jump.
enum SplitArithmetic: Arithmetic {
  typealias E = EnclosureArithmetic
  static let encloses = true
  static func constant(_ value: Double) -> SplitEnclosure { SplitEnclosure(E.constant(value)) }
  static func constant(_ constant: EnclosedConstant) -> SplitEnclosure { SplitEnclosure(E.constant(constant)) }

  static func apply(_ operation: Instruction.UnaryOperation, _ a: SplitEnclosure) -> SplitEnclosure {
    a.map { piece in
      let plain = E.apply(operation, piece)
      // Across a pole of a function that is a quotient, the quotient of its parts' enclosures
      // in two pieces: where the plain rule is bounded (no pole), it is kept.
      guard !(plain.lower.isFinite && plain.upper.isFinite), let (numerator, divisor) = quotientParts(of: operation, piece),
        let split = quotientAcrossZero(numerator, divisor)
      else { return SplitEnclosure(plain) }
      return split
    }
  }

  /// The enclosures of numerator and divisor of a function that is a quotient wherever it is
  /// defined, with the same poles (`tan` = sin/cos, `cot` = cos/sin, `sec` = 1/cos,
  /// `csc` = 1/sin), over `a`; nil for any other function.
  private static func quotientParts(of operation: Instruction.UnaryOperation, _ a: Enclosure) -> (Enclosure, Enclosure)? {
    switch operation {
    case .tan: (E.apply(.sin, a), E.apply(.cos, a))
    case .cot: (E.apply(.cos, a), E.apply(.sin, a))
    case .sec: (E.constant(1), E.apply(.cos, a))
    case .csc: (E.constant(1), E.apply(.sin, a))
    default: nil
    }
  }

  static func apply(_ operation: Instruction.BinaryOperation, _ a: SplitEnclosure, _ b: SplitEnclosure) -> SplitEnclosure {
    a.combine(b) { a, b in
      if operation == .divide, let split = quotientAcrossZero(a, b) { return split }
      return SplitEnclosure(E.apply(operation, a, b))
    }
  }

  /// `a/b` for `b` holding 0 inside and `a` of one sign, as two pieces; `nil` otherwise. With m
  /// the end of `a` nearest 0 (m ≠ 0), a/b lies beyond m/b on the side away from 0, and m/b runs
  /// from m/b.lower to ±∞ as b rises to 0 from below, and from ±∞ to m/b.upper after: so a/b is
  /// at most min(m/b.lower, m/b.upper) < 0 or at least the max > 0, each rounded outward. (An
  /// infinite end of `b` gives m/b = 0 there, still a bound: a/b never reaches it.)
  static func quotientAcrossZero(_ a: Enclosure, _ b: Enclosure) -> SplitEnclosure? {
    guard !a.isEmpty, !b.isEmpty, b.lower < 0, b.upper > 0, a.lower > 0 || a.upper < 0 else { return nil }
    let m = a.lower > 0 ? a.lower : a.upper
    let (p, q) = (m / b.lower, m / b.upper)
    guard !p.isNaN, !q.isNaN else { return nil }
    let flags = a.flags.union(b.flags).union(.mayBreak)
    return SplitEnclosure(Enclosure(-.infinity, E.up(Swift.min(p, q)), flags)).adding(Enclosure(E.down(Swift.max(p, q)), .infinity, flags))
  }

  static func affine(_ a: SplitEnclosure, _ scale: Double, _ offset: Double) -> SplitEnclosure {
    a.map { SplitEnclosure(E.affine($0, scale, offset)) }
  }

  static func axpy(_ a: SplitEnclosure, _ b: SplitEnclosure, _ scale: Double, squared: Bool, offset: Double?) -> SplitEnclosure {
    a.combine(b) { SplitEnclosure(E.axpy($0, $1, scale, squared: squared, offset: offset)) }
  }

  static func compare(_ comparison: SyntaxTree.Comparison, _ a: SplitEnclosure, _ b: SplitEnclosure) -> SplitEnclosure {
    SplitEnclosure(E.compare(comparison, a.hull, b.hull))
  }

  static func select(_ condition: SplitEnclosure, _ a: SplitEnclosure, _ b: SplitEnclosure) -> SplitEnclosure {
    if let holds = condition.hull.decidedCondition { return holds ? a : b }
    // Either branch's values, as `EnclosureArithmetic.select` joins them, and it may jump.
    return a.union(b).flagged(.mayBreak)
  }
}

extension SplitEnclosure {
  /// The enclosure of `a − b` (a relation's left side less its right).
  package static func - (a: SplitEnclosure, b: SplitEnclosure) -> SplitEnclosure {
    SplitArithmetic.apply(.subtract, a, b)
  }
}

extension CompiledExpression {
  /// The enclosure of a program in `x` and `y` over the box `x × y` in at most two pieces: the
  /// point machine in ``SplitArithmetic``.
  package func splitEnclosure(x: Enclosure, y: Enclosure) -> SplitEnclosure {
    value(at: SplitEnclosure(x), y: SplitEnclosure(y), in: SplitArithmetic.self)
  }

  /// Whether the enclosure program divides, or has a function that is a quotient (`tan`, `cot`,
  /// `sec`, `csc`): only a quotient makes a second piece, so without one
  /// ``splitEnclosure(x:y:)`` is the plain enclosure.
  package var maySplit: Bool {
    enclosures.instructions.contains { instruction in
      switch instruction {
      case .binary(.divide, _, _, _), .unary(.tan, _, _), .unary(.cot, _, _), .unary(.sec, _, _), .unary(.csc, _, _): true
      default: false
      }
    }
  }
}
