import CurveExpression
import CurveSampling

extension FunctionSearch {
  /// The most enclosures one property of one piece may cost.
  static var pieceBudget: Int { 48 }

  /// The domain cut at every cut (points, breaks, undefined and undecided stretches), with what
  /// is proven on each piece between (inside it: a piece is open where it meets a cut).
  mutating func pieces(cuts: [Interval]) -> [CurvePiece] {
    var gaps: [(Double, Double)] = []
    var start = domain.lower
    for cut in cuts.sorted(by: { $0.lower < $1.lower }) {
      if cut.lower > start { gaps.append((start, cut.lower)) }
      start = Swift.max(start, cut.upper)
    }
    if start < domain.upper { gaps.append((start, domain.upper)) }
    return gaps.map { lower, upper in
      let sign = provenSign(.value, lower, upper)
      let slope = provenSign(.first, lower, upper)
      let concavity = provenSign(.second, lower, upper)
      return CurvePiece(
        x: Interval(lower, upper),
        sign: sign.flatMap { $0 == .zero ? nil : $0 == .positive ? .positive : .negative },
        slope: slope.map { $0 == .zero ? .constant : $0 == .positive ? .increasing : .decreasing },
        concavity: concavity.flatMap { $0 == .zero ? nil : $0 == .positive ? .up : .down })
    }
  }

  enum PieceSign { case negative, zero, positive }

  /// The sign `order` has on all of `[lower, upper]`, proven on the decided cells' parts.
  private mutating func provenSign(_ order: Order, _ lower: Double, _ upper: Double) -> PieceSign? {
    var result: PieceSign?
    var allowance = Self.pieceBudget
    for cell in cells where cell.upper > lower && cell.lower < upper {
      let whole = cell.lower >= lower && cell.upper <= upper
      let (a, b) = (Swift.max(cell.lower, lower), Swift.min(cell.upper, upper))
      guard let s = partSign(order, a, b, enclosure: whole ? cell.enclosure : nil, allowance: &allowance) else { return nil }
      if let known = result, known != s { return nil }
      result = s
    }
    return result
  }

  /// The sign of `order` on `[a, b]`: by its enclosure, else (f and, for f″, f′ monotone there)
  /// by the point enclosures at the ends, else by halving, within `allowance` enclosures.
  private mutating func partSign(_ order: Order, _ a: Double, _ b: Double, enclosure: Dual<Enclosure>?, allowance: inout Int) -> PieceSign? {
    guard allowance > 0 else { return nil }
    let known = enclosure
    if known == nil { allowance -= 1 }
    guard let d = known ?? enclose(a, b), d.value.isContinuous else { return nil }
    // Across a kink f″'s enclosure says nothing of the bend.
    if order == .second && d.kink { return nil }
    let e = d[order]
    if e.isExactlyZero, e.flags.isEmpty { return .zero }
    if let s = e.strictSign { return s == .positive ? .positive : .negative }
    // For the bend, f″ ≥ 0 (not identically 0) is concave up: f″ reaching exactly 0 at an
    // inflection at the piece's end does not unbend it.
    if order == .second, !e.isEmpty, e.lower == 0, e.upper > 0 { return .positive }
    if order == .second, !e.isEmpty, e.upper == 0, e.lower < 0 { return .negative }
    if let next = order.next, order == .value || !d.kink, d[next].strictSign != nil {
      allowance -= 2
      // Monotone: the ends' signs hold between them (an end exactly 0 is a cut: the piece is
      // open there).
      switch (pointValue(of: order, at: a), pointValue(of: order, at: b)) {
      case (.sign(let l), .sign(let r)) where l == r: return l == .positive ? .positive : .negative
      case (.zero, .sign(let r)): return r == .positive ? .positive : .negative
      case (.sign(let l), .zero): return l == .positive ? .positive : .negative
      default: break
      }
    }
    guard Subdivision.isSplittable(a, b) else { return nil }
    let middle = Subdivision.midpoint(a, b)
    guard let left = partSign(order, a, middle, enclosure: nil, allowance: &allowance),
      let right = partSign(order, middle, b, enclosure: nil, allowance: &allowance), left == right
    else { return nil }
    return left
  }
}
