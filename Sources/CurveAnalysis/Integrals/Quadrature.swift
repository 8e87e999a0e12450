import CurveExpression
import CurveSampling
import _CurveText

/// The rounds of halving behind ``CurveIntegral/integrate(_:from:to:tolerance:budget:)``.
struct Quadrature {
  struct Piece {
    var lower: Double
    var upper: Double
    var integral: PieceIntegral
    /// Whether the bound is a singularity's (`1/sqrt(x)` at 0), or the piece was split from
    /// one: such pieces may be halved below the resolution, down to adjacent doubles, as the
    /// singular piece's bound shrinks with its width and its neighbours' Taylor forms converge
    /// only at their own scale.
    var nearSingularity = false

    /// The width of its bound: infinite where nothing is bounded.
    var width: Double {
      guard case .bounded(let e) = integral else { return .infinity }
      return e.upper - e.lower
    }
  }

  let program: CompiledExpression
  let lower: Double
  let upper: Double
  let tolerance: Double
  let budget: Int
  let resolution: Double
  var evaluations = 0

  init(program: CompiledExpression, lower: Double, upper: Double, tolerance: Double, budget: Int) {
    (self.program, self.lower, self.upper, self.tolerance, self.budget) = (program, lower, upper, tolerance, budget)
    resolution = Subdivision.resolution(lower, upper)
  }

  /// The first piece proven to hold a pole where |f| grows at least as 1/|x − p|.
  var pole: Piece?

  /// A piece with its bound. Where f may be unbounded, the expression's shape may prove a pole
  /// (the integral diverges) or bound an integrable singularity (each counts as a piece more);
  /// once one pole is proven, no other piece is searched: the integral is divergent.
  private mutating func piece(_ a: Double, _ b: Double, nearSingularity: Bool = false) -> Piece {
    evaluations += 1
    var p = Piece(lower: a, upper: b, integral: program.integral(from: a, to: b), nearSingularity: nearSingularity)
    guard p.integral == .mayBreak, pole == nil else { return p }
    evaluations += 1
    switch program.singularity(from: a, to: b) {
    case .pole?: pole = p
    case .integrable(let bound)?: (p.integral, p.nearSingularity) = (.bounded(bound), true)
    case nil: break
    }
    return p
  }

  private func splittable(_ p: Piece) -> Bool {
    (p.upper - p.lower > resolution || p.nearSingularity) && Subdivision.isSplittable(p.lower, p.upper)
  }

  mutating func run() -> CurveIntegral {
    // The whole domain first: a polynomial, or a smooth function over a short domain, is
    // bounded within the tolerance by one Taylor form.
    var pieces = [piece(lower, upper)]
    var exhausted = false
    while pole == nil {
      let total = Self.sum(pieces)
      let undefined = pieces.contains { $0.integral == .undefined }
      let target = tolerance * Self.magnitude(pieces)
      if !undefined, pieces.allSatisfy({ $0.width.isFinite }), total.upper - total.lower <= target { break }
      // Proven past the largest double: no piece can narrow that.
      if total.lower >= .greatestFiniteMagnitude || total.upper <= -.greatestFiniteMagnitude { break }
      // Where f is proven undefined the integral does not exist: only the pieces around that
      // stretch are refined further, to say where it is.
      let threshold = undefined ? Double.infinity : target / Double(2 * pieces.count)
      let chosen = pieces.indices.filter { i in
        let p = pieces[i]
        guard splittable(p), p.integral != .undefined else { return false }
        return p.width > threshold || (undefined && p.width == .infinity)
      }
      guard !chosen.isEmpty else { break }
      guard evaluations + 4 * chosen.count <= budget else {
        exhausted = true
        break
      }
      var next: [Piece] = []
      next.reserveCapacity(pieces.count + chosen.count)
      var k = 0
      for (i, p) in pieces.enumerated() {
        guard k < chosen.count, chosen[k] == i else {
          next.append(p)
          continue
        }
        k += 1
        let middle = Subdivision.midpoint(p.lower, p.upper)
        next.append(piece(p.lower, middle, nearSingularity: p.nearSingularity))
        next.append(piece(middle, p.upper, nearSingularity: p.nearSingularity))
      }
      pieces = next
    }
    return result(pieces, exhausted: exhausted)
  }

  /// The size the tolerance is relative to: the sum's middle over the bounded pieces, at
  /// least 1 (and 1 where that is no number).
  static func magnitude(_ pieces: [Piece]) -> Double {
    var middle = 0.0
    for p in pieces { if case .bounded(let e) = p.integral { middle += e.lower / 2 + e.upper / 2 } }
    return middle.isFinite ? Swift.max(Swift.abs(middle), 1) : 1
  }

  /// The sum of the pieces' bounds (the unbounded ones count as −∞…∞).
  static func sum(_ pieces: [Piece]) -> Enclosure {
    var (low, high) = (0.0, 0.0)
    for p in pieces {
      guard case .bounded(let e) = p.integral else { return Enclosure(-.infinity, .infinity) }
      (low, high) = ((low + e.lower).nextDown, (high + e.upper).nextUp)
    }
    return Enclosure(low, high)
  }

  private func result(_ pieces: [Piece], exhausted: Bool) -> CurveIntegral {
    var integral = CurveIntegral(
      expression: "", domain: Interval(lower, upper), status: .undecided, lower: nil, upper: nil, estimate: nil, reason: nil,
      pole: nil, evaluations: evaluations)
    func place(_ p: Piece) -> String { DecimalText.approximate(Subdivision.midpoint(p.lower, p.upper)) }
    func stretch(_ ps: [Piece]) -> String {
      "[\(DecimalText.tidy(ps.map { $0.lower }.min() ?? lower)), \(DecimalText.tidy(ps.map { $0.upper }.max() ?? upper))]"
    }
    if let pole {
      integral.status = .divergent
      integral.pole = Interval(pole.lower, pole.upper)
      integral.reason = "f has a pole in \(stretch([pole])) where |f| grows at least as 1/|x − p|: no finite integral"
      return integral
    }
    let undefined = pieces.filter { $0.integral == .undefined }
    if !undefined.isEmpty {
      integral.reason = "the integrand is undefined on \(stretch(undefined))"
      return integral
    }
    if let p = pieces.first(where: { $0.integral == .partlyUndefined }) {
      integral.reason = "the integrand may be undefined near x ≈ \(place(p))"
      return integral
    }
    if let p = pieces.first(where: { $0.integral == .mayBreak }) {
      integral.reason = "the integrand may be unbounded or jump near x ≈ \(place(p))"
      return integral
    }
    let total = Self.sum(pieces)
    integral.lower = total.lower.isFinite ? total.lower : nil
    integral.upper = total.upper.isFinite ? total.upper : nil
    let middle = total.lower / 2 + total.upper / 2
    if middle.isFinite { integral.estimate = Swift.min(Swift.max(middle, total.lower), total.upper) }
    if !total.lower.isFinite || !total.upper.isFinite {
      integral.reason = "the value may lie past the largest double"
      return integral
    }
    let target = tolerance * Swift.max(Swift.abs(middle), 1)
    if total.upper - total.lower <= target {
      integral.status = .certified
      return integral
    }
    let widest = pieces.max { $0.width < $1.width }
    let near = widest.map { " near x ≈ \(place($0))" } ?? ""
    integral.reason = exhausted
      ? "the budget of \(DecimalText.grouped(budget)) pieces ran out\(near)"
      : "interval arithmetic cannot narrow the bound\(near) at the finest step"
    return integral
  }
}
