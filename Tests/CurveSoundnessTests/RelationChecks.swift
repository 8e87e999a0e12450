#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import CMPFI
import CurveExpression
import CurveAnalysis
import CurvePlot
import CurveSampling
import _CurveTestSupport

/// A relation as the fuzzer builds it: its two sides, the comparison, and whether it is an
/// identity by construction (true wherever its left side is defined).
struct RelationCase {
  var lhs: String
  var comparison: Relation.Comparison
  var rhs: String
  var identity = false
  var text: String { "\(lhs) \(comparison.rawValue) \(rhs)" }
}

extension IntervalOracle {
  func jet(x: (Double, Double), y: (Double, Double)) -> OracleJet {
    jet(x: OracleInterval(x.0, x.1), y: OracleInterval(y.0, y.1))
  }
}

/// Checks the pixels of one classification. Returns per-pixel verdicts through `record`.
func checkRelation(
  _ c: RelationCase, bounds: RelationBounds, width: Int, height: Int, perClass: Int, rng: inout SplitMix64, constantsAsDoubles: Bool = false,
  record: (ClaimKind, Verdict, String) -> Void
) -> Bool {
  guard let relation = try? Relation(c.text),
    let l = try? CompiledExpression(c.lhs, parameters: ParameterSet(), variables: .xy), let r = try? CompiledExpression(c.rhs, parameters: ParameterSet(), variables: .xy),
    let lo = IntervalOracle(l, constantsAsDoubles: constantsAsDoubles), let ro = IntervalOracle(r, constantsAsDoubles: constantsAsDoubles),
    let classes = try? relation.classify(over: bounds, width: width, height: height)
  else { return false }
  let cmp = c.comparison
  func d(_ x: (Double, Double), _ y: (Double, Double)) -> OracleJet {
    IntervalOracle.apply(.subtract, lo.jet(x: x, y: y), ro.jet(x: x, y: y))
  }
  let (x0, x1, y0, y1) = (bounds.x.lowerBound, bounds.x.upperBound, bounds.y.lowerBound, bounds.y.upperBound)
  let (xs, ys) = ((x1 - x0) / Double(width), (y1 - y0) / Double(height))
  var solutions: [(Int, Int)] = []
  var none: [(Int, Int)] = []
  for row in 0..<height {
    for column in 0..<width {
      switch classes[column, row] {
      case .solution: solutions.append((column, row))
      case .noSolution: none.append((column, row))
      case .undecided: break
      }
    }
  }
  func sample(_ list: [(Int, Int)], _ n: Int) -> [(Int, Int)] {
    guard list.count > n else { return list }
    return (0..<n).map { _ in list[Int(rng.next() % UInt64(list.count))] }
  }
  // The pixel's box in the reals, grown (for proofs of no solution) or shrunk (for points that
  // must lie inside) by a margin far above the rounding of its computed edges.
  func box(_ column: Int, _ row: Int, grow: Double) -> ((Double, Double), (Double, Double)) {
    let (mx, my) = (xs * grow, ys * grow)
    let bx = (x0 + Double(column) * xs - mx, x0 + Double(column + 1) * xs + mx)
    let by = (y1 - Double(row + 1) * ys - my, y1 - Double(row) * ys + my)
    return (bx, by)
  }
  func where_(_ column: Int, _ row: Int) -> String {
    let (bx, by) = box(column, row, grow: 0)
    return "relation \(c.text) over x \(show(x0, x1)), y \(show(y0, y1)) at \(width)×\(height), pixel (\(column), \(row)) = x \(show(bx.0, bx.1)) × y \(show(by.0, by.1))"
  }
  /// A solution in the box, proven: a point where the relation holds, or (for an equation) a
  /// sign change of LHS − RHS across a box where it is continuous; for an identity, a point
  /// where both sides are defined. `nil` when none was found (which proves nothing).
  func witness(_ bx: (Double, Double), _ by: (Double, Double)) -> String? {
    var positive: (Double, Double)?
    var negative: (Double, Double)?
    for i in 0...4 {
      for k in 0...4 {
        let p = (bx.0 + (bx.1 - bx.0) * Double(i) / 4, by.0 + (by.1 - by.0) * Double(k) / 4)
        let j = d((p.0, p.0), (p.1, p.1))
        guard let v = j.value, j.isDecidable, !j.flags.contains(.partlyUndefined) else { continue }
        if c.identity { return "it holds at (\(show(p.0)), \(show(p.1))), where both sides are defined (an identity by construction)" }
        var holds = false
        switch cmp {
        case .equal: holds = v.isZero
        case .less: holds = v.isStrictlyNegative
        case .lessOrEqual: holds = v.isStrictlyNegative || v.isZero
        case .greater: holds = v.isStrictlyPositive
        case .greaterOrEqual: holds = v.isStrictlyPositive || v.isZero
        }
        if holds { return "it holds at (\(show(p.0)), \(show(p.1))): LHS − RHS ∈ \(v.description)" }
        if v.isStrictlyPositive, positive == nil { positive = p }
        if v.isStrictlyNegative, negative == nil { negative = p }
      }
    }
    if cmp == .equal, let p = positive, let q = negative {
      let j = d((Swift.min(p.0, q.0), Swift.max(p.0, q.0)), (Swift.min(p.1, q.1), Swift.max(p.1, q.1)))
      if j.isContinuous {
        return "LHS − RHS is continuous on the box from (\(show(p.0)), \(show(p.1))) to (\(show(q.0)), \(show(q.1))) and changes sign there"
      }
    }
    return nil
  }
  // Proven solution: refuted when the grown box provably holds none.
  for (column, row) in sample(solutions, perClass) {
    let (sx, sy) = box(column, row, grow: -1e-6)
    if witness(sx, sy) != nil {
      record(.relationSolution, .holds, "")
      continue
    }
    let (bx, by) = box(column, row, grow: 1e-6)
    let settled: (OracleJet) -> Bool? = { j in
      guard j.isDecidable else { return nil }
      guard let v = j.value else { return true }
      switch cmp {
      case .equal: return v.excludesZero
      case .less: return cfi_left_sgn(&v.raw) >= 0
      case .lessOrEqual: return v.isStrictlyPositive
      case .greater: return cfi_right_sgn(&v.raw) <= 0
      case .greaterOrEqual: return v.isStrictlyNegative
      }
    }
    // Cells of the box, 4 × 4 then halved once more where needed.
    var ok = true
    outer: for i in 0..<4 {
      for k in 0..<4 {
        let cx = (bx.0 + (bx.1 - bx.0) * Double(i) / 4, bx.0 + (bx.1 - bx.0) * Double(i + 1) / 4)
        let cy = (by.0 + (by.1 - by.0) * Double(k) / 4, by.0 + (by.1 - by.0) * Double(k + 1) / 4)
        guard let s = settled(d(cx, cy)) else { ok = false; break outer }
        if s { continue }
        for (hx, hy) in [((cx.0, (cx.0 + cx.1) / 2), (cy.0, (cy.0 + cy.1) / 2)), (((cx.0 + cx.1) / 2, cx.1), (cy.0, (cy.0 + cy.1) / 2)),
                         ((cx.0, (cx.0 + cx.1) / 2), ((cy.0 + cy.1) / 2, cy.1)), (((cx.0 + cx.1) / 2, cx.1), ((cy.0 + cy.1) / 2, cy.1))] {
          guard settled(d(hx, hy)) == true else { ok = false; break outer }
        }
      }
    }
    let verdict: Verdict = ok ? .refuted("no point of the pixel satisfies it (LHS − RHS enclosed on cells of the pixel)") : .undecided
    record(.relationSolution, verdict, "\(where_(column, row)): claimed solution")
  }
  // Proven no solution: refuted by a point that satisfies it, a sign change of a continuous
  // LHS − RHS, or (for an identity) a point where the sides are defined.
  func checkNone(_ pixels: [(Int, Int)], _ kind: ClaimKind) {
    for (column, row) in sample(pixels, perClass) {
      let (bx, by) = box(column, row, grow: -1e-6)
      // Without a witness, a point where the relation provably fails at least tested the claim.
      var verdict = Verdict.undecided
      if let found = witness(bx, by) {
        verdict = .refuted(found)
      } else {
        let j = d((bx.0 + (bx.1 - bx.0) / 2, bx.0 + (bx.1 - bx.0) / 2), (by.0 + (by.1 - by.0) / 2, by.0 + (by.1 - by.0) / 2))
        if j.isDecidable, j.value?.excludesZero == true { verdict = .holds }
      }
      record(kind, verdict, "\(where_(column, row)): claimed no solution")
    }
  }
  checkNone(none, .relationNoSolution)
  // The pixels only enclosures in two pieces (across a pole) decided, checked on their own: the
  // classification without them leaves them open.
  if classes.splitPixels > 0, let plain = try? relation.classify(over: bounds, width: width, height: height, budget: nil, splitting: false) {
    checkNone(none.filter { plain[$0.0, $0.1] != .noSolution }, .relationSplitNoSolution)
  }
  return true
}
#endif
