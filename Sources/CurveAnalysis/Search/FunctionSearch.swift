import CurveExpression
import CurveSampling

/// The certified search over one function: the domain is subdivided, level by level, until
/// interval arithmetic decides every cell (``Cell``), and the decided cells give the points of
/// interest (`+Points`), the range (`+Range`) and the pieces (`+Pieces`).
///
/// A cell is decided when f is proven continuous on it and, for each of f (zeros) and f′
/// (extrema), either the enclosure excludes 0, or the next derivative's enclosure excludes 0
/// (so the order is monotone) and the point enclosures at both ends give its signs: the same
/// sign means none, opposite signs exactly one. A cell where f is not proven continuous is
/// split until it is at the resolution (2^−40 of the domain, as the sampler's break search),
/// where it is a break. Every split costs two enclosures and every end's point enclosure one,
/// out of ``AnalysisBudget``; what is still open when it runs out is undecided.
struct FunctionSearch {
  let function: DifferentiableFunction
  let domain: (lower: Double, upper: Double)
  let resolution: Double
  /// Cells wider than this are split while f″ is undecided (inflections are looked for, not
  /// promised).
  let inflectionResolution: Double
  /// Whether extrema and inflections are wanted (not for the difference of two curves).
  let wantsExtrema: Bool
  var budget: Int
  let initialBudget: Int
  /// Whether the budget ran out before every cell was decided.
  var budgetRanOut = false
  /// Point enclosures already computed, by x (cell ends are shared).
  private var points: [Double: Dual<Enclosure>] = [:]
  /// The decided cells, in x order, once ``subdivide()`` ran.
  var cells: [Cell] = []

  init(_ function: DifferentiableFunction, from lower: Double, to upper: Double, budget: Int, wantsExtrema: Bool = true) {
    self.function = function
    domain = (lower, upper)
    resolution = Subdivision.resolution(lower, upper)
    inflectionResolution = resolution * 0x1p28
    self.wantsExtrema = wantsExtrema
    self.budget = budget
    initialBudget = budget
  }

  var evaluations: Int { initialBudget - budget }

  // MARK: Enclosures, counted

  /// f, f′, f″ over `[lower, upper]`, or nil when the budget is spent. Where they decide
  /// nothing (f and f′ both straddle 0, or f′ and f″), they are narrowed by the mean-value form
  /// around the middle, at the cost of the middle's point enclosure.
  mutating func enclose(_ lower: Double, _ upper: Double) -> Dual<Enclosure>? {
    guard lower < upper else { return enclose(at: lower) }
    guard budget > 0 else { return nil }
    budget -= 1
    let plain = function.enclose(lower, upper)
    let (f, f1, f2) = (plain.value.strictSign != nil, plain.first.strictSign != nil, plain.second.strictSign != nil)
    guard plain.value.isContinuous, !f && !f1 || wantsExtrema && !f1 && !f2, budget > 0 else { return plain }
    budget -= 1
    let middle = Subdivision.midpoint(lower, upper)
    return plain.centered(from: lower, to: upper, at: middle, function.enclose(middle, middle))
  }

  /// f, f′, f″ at `x` (an interval of one double), cached: the interval enclosure, met with the
  /// ball arithmetic's where that leaves one of them unsigned (beside a zero of it).
  mutating func enclose(at x: Double) -> Dual<Enclosure>? {
    if let known = points[x] { return known }
    guard budget > 0 else { return nil }
    budget -= 1
    var d = function.enclose(x, x)
    if d.hasUnsignedOrder, d.value.isContinuous, budget > 0 {
      budget -= 1
      d = d.meeting(function.encloseAtPoint(x))
    }
    points[x] = d
    return d
  }

  /// The sign of `order` at `x`, when proven (f defined and continuous there).
  mutating func sign(of order: Order, at x: Double) -> Sign? {
    if case .sign(let s) = pointValue(of: order, at: x) { return s }
    return nil
  }

  /// What is proven of `order` at `x`: a sign, exactly zero, or nothing.
  enum PointValue: Equatable {
    case sign(Sign), zero, unknown
  }

  mutating func pointValue(of order: Order, at x: Double) -> PointValue {
    guard let d = enclose(at: x), d.value.isContinuous else { return .unknown }
    let e = d[order]
    if e.isExactlyZero, e.flags.isEmpty { return .zero }
    return e.strictSign.map(PointValue.sign) ?? .unknown
  }

  /// For `order` monotone on `[lower, upper]`: `.one` when it has exactly one zero there (ends
  /// of strictly opposite signs, or one end exactly zero and the other signed), `.none` when it
  /// has none, nil when the ends do not tell.
  mutating func monotoneFinding(_ order: Order, _ lower: Double, _ upper: Double) -> Finding? {
    switch (pointValue(of: order, at: lower), pointValue(of: order, at: upper)) {
    case (.sign(let l), .sign(let r)): return l == r ? Finding.none : .one
    case (.zero, .sign), (.sign, .zero): return .one
    default: return nil
    }
  }

  // MARK: Subdivision

  /// Splits the domain until every cell is decided, at the resolution, or the budget runs out.
  ///
  /// A stretch interval arithmetic cannot decide (f′ ≡ 0 that its enclosures cannot show, such
  /// as x/abs(x) away from 0) would double its cells at every level. So from the level where
  /// cells are 2^−12 of the domain, a run of ``flatRun`` or more consecutive open cells is
  /// frozen: what is open there stays a candidate (reported uncertified or undecided), and only
  /// narrow features go on to the resolution.
  mutating func subdivide() {
    guard let whole = enclose(domain.lower, domain.upper) else { return }
    var pending = [Cell(lower: domain.lower, upper: domain.upper, enclosure: whole, state: .undecided)]
    var leaves: [Cell] = []
    var level = 0
    while !pending.isEmpty {
      var split: [Cell] = []
      for var cell in pending {
        cell.state = classify(cell)
        if needsSplit(cell) { split.append(cell) } else { leaves.append(cell) }
      }
      guard !split.isEmpty else { break }
      if level >= 12 { split = freezeLongRuns(split, into: &leaves) }
      guard budget >= 2 * split.count else {
        budgetRanOut = true
        leaves += split.map(frozen)
        break
      }
      pending = []
      pending.reserveCapacity(2 * split.count)
      for cell in split {
        let middle = splitPoint(cell.lower, cell.upper)
        for (a, b) in [(cell.lower, middle), (middle, cell.upper)] {
          // A half the budget cannot enclose keeps its parent's enclosures, which hold it: left
          // out, its stretch would be in no cell, its points missed and its values out of the range.
          pending.append(Cell(lower: a, upper: b, enclosure: enclose(a, b) ?? cell.enclosure, state: .undecided))
        }
      }
      level += 1
    }
    cells = leaves.sorted { $0.lower < $1.lower }
  }

  /// How many consecutive open cells make a stretch too flat to decide.
  static var flatRun: Int { 16 }

  /// The cells of `split` outside runs of ``flatRun`` or more consecutive continuous cells;
  /// those are frozen into `leaves`.
  private func freezeLongRuns(_ split: [Cell], into leaves: inout [Cell]) -> [Cell] {
    var kept: [Cell] = []
    var run: [Cell] = []
    func flush() {
      if run.count >= Self.flatRun { leaves += run.map(frozen) } else { kept += run }
      run.removeAll()
    }
    for cell in split {
      // A cell not proven continuous goes on (it may hold a break), and ends the run.
      guard cell.isContinuous else {
        flush()
        kept.append(cell)
        continue
      }
      if let last = run.last, last.upper != cell.lower { flush() }
      run.append(cell)
    }
    flush()
    return kept
  }

  /// A cell left as it is: what is open becomes a candidate; a cell not proven continuous is
  /// undecided.
  private func frozen(_ cell: Cell) -> Cell {
    var cell = cell
    func settle(_ f: Finding) -> Finding { f == .open ? .candidate : f }
    switch cell.state {
    case .continuous(let zero, let extremum, let inflection):
      cell.state = .continuous(zero: settle(zero), extremum: settle(extremum), inflection: settle(inflection))
    default:
      cell.state = .undecided
    }
    return cell
  }

  /// Just left of the middle: a split at exactly the middle of a symmetric domain lands on 0,
  /// where many curves have a feature the cells' ends could then not sign.
  func splitPoint(_ lower: Double, _ upper: Double) -> Double {
    let point = lower + (upper / 2 - lower / 2) * 0.998046875
    return Swift.min(Swift.max(point, lower), upper)
  }

  func atResolution(_ lower: Double, _ upper: Double) -> Bool {
    let middle = splitPoint(lower, upper)
    return upper - lower <= resolution || middle <= lower || middle >= upper
  }

  private func needsSplit(_ cell: Cell) -> Bool {
    switch cell.state {
    case .undefined, .broken, .undecided: return cell.state == .undecided
    case .continuous(let zero, let extremum, let inflection):
      return zero == .open || extremum == .open || inflection == .open
    }
  }

  private mutating func classify(_ cell: Cell) -> Cell.State {
    let d = cell.enclosure
    if d.value.isEmpty { return .undefined }
    let resolved = atResolution(cell.lower, cell.upper)
    // Not proven continuous: a break at the resolution, else undecided so far (split again).
    guard d.value.isContinuous else { return resolved ? .broken : .undecided }
    let zero = finding(.value, cell, resolved: resolved)
    guard wantsExtrema else { return .continuous(zero: zero, extremum: .none, inflection: .none) }
    let extremum = finding(.first, cell, resolved: resolved)
    var inflection = finding(.second, cell, resolved: resolved)
    if inflection == .open, cell.upper - cell.lower <= inflectionResolution { inflection = .candidate }
    return .continuous(zero: zero, extremum: extremum, inflection: inflection)
  }

  /// What the cell's enclosures decide about the zeros of `order`.
  private mutating func finding(_ order: Order, _ cell: Cell, resolved: Bool) -> Finding {
    let d = cell.enclosure
    let e = d[order]
    if e.isExactlyZero, e.flags.isEmpty { return .identicallyZero }
    if e.strictSign != nil { return .none }
    // f′ and f″ jump at a kink: their enclosures hold both sides, so f′ is not proven monotone
    // across it, and f″'s sign says nothing of the curve's bend there.
    if order != .value, d.kink { return resolved ? .candidate : .open }
    if order == .value, e.isFlat { return .candidate }
    if let next = order.next, d[next].strictSign != nil, let decided = monotoneFinding(order, cell.lower, cell.upper) {
      return decided
    }
    if order == .second, let left = sign(of: order, at: cell.lower), let right = sign(of: order, at: cell.upper), left != right {
      return .one
    }
    return resolved ? .candidate : .open
  }
}

/// How many doubles lie from `a` up to `b` (saturating).
func doublesApart(_ a: Double, _ b: Double) -> Int64 {
  let (difference, overflow) = orderedBits(b).subtractingReportingOverflow(orderedBits(a))
  return overflow ? .max : Swift.abs(difference)
}

/// `x`'s place in the order of doubles, as an integer: consecutive doubles are consecutive
/// integers, and ±0 are both 0.
func orderedBits(_ x: Double) -> Int64 {
  let magnitude = Int64(bitPattern: x.bitPattern & 0x7FFF_FFFF_FFFF_FFFF)
  return x.sign == .minus ? -magnitude : magnitude
}
