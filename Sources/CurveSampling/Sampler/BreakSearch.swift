import CurveExpression

/// Where a function-mode curve is broken, found so that no drawn segment spans a pole, a jump or
/// the edge of a region where the function is undefined, and no continuous stretch is split.
///
/// Each grid interval is first enclosed by interval arithmetic over the compiled program
/// (``CompiledExpression/enclose(_:_:into:workspace:)``). An interval whose enclosure proves the
/// function defined and continuous is drawn as it is; so is the whole curve when the program
/// uses only operations continuous everywhere (then nothing is enclosed at all), or when one
/// enclosure over the whole grid proves it continuous there, and so is every interval inside a
/// block of them one enclosure proves (`BreakSearch+Blocks.swift`). Every other
/// interval is halved, level by level, all of them at each level (so every uncertain interval
/// gets its turn), until it is proven continuous, or it is settled:
/// - it is at the **resolution** (2^−40 of the domain, or two adjacent doubles): there, sides
///   more than 0.5 pt apart on screen (or a possible pole with a side off the plot's band) are a
///   break, and anything else is continuous (a removable point, a steep stretch);
/// - one side has no value and the enclosure is under 0.35 pt wide and high on screen: the run
///   ends within 0.5 pt of the limit point.
/// Each level costs one evaluation a midpoint and one enclosure a half, out of at most
/// ``CurveSampler/breakSearchBudget(instructions:)`` a layer; intervals still open when it runs
/// out are left out of the drawing (never bridged) and reported.
struct BreakSearch {
  let program: CompiledExpression
  let scale: Scale
  /// The stroke's band in pt: what lies beyond it is off the picture.
  let band: Rect
  let workspace: SamplerWorkspace
  /// The widest interval decided without halving it again.
  let resolution: Double

  /// An interval still to settle, in the grid interval `cell`.
  private struct Segment {
    var left: Double
    var right: Double
    var leftValue: Double
    var rightValue: Double
    var cell: Int
    var flags: Enclosure.Flags
    /// Whether the enclosure over it is unbounded both ways (−∞ to ∞).
    var unbounded = false
  }

  init(program: CompiledExpression, scale: Scale, band: Rect, workspace: SamplerWorkspace) {
    self.program = program
    self.scale = scale
    self.band = band
    self.workspace = workspace
    resolution = Subdivision.resolution(scale.domain.start, scale.domain.end)
  }

  /// The samples of the curve (the grid, with the points evaluated in every grid interval that
  /// holds a break), and its breaks.
  mutating func trace(xs: [Double], ys: [Double]) -> Trace {
    let count = Swift.min(xs.count, ys.count)
    guard count >= 2, !program.isContinuousEverywhere else { return Trace(xs: xs, ys: ys, breaks: [], cuts: []) }
    // One enclosure over the whole grid first: where it proves the function defined and
    // continuous (a denominator bounded away from 0, as in 1/(1 + x^2)), so does every interval's,
    // whose enclosures it holds, and none needs its own.
    let (first, last) = (xs[0], xs[count - 1])
    if program.enclosure(from: Swift.min(first, last), to: Swift.max(first, last)).isContinuous {
      return Trace(xs: xs, ys: ys, breaks: [], cuts: [])
    }
    var found: [Found] = []
    var pending: [Segment] = []
    for (i, enclosure) in uncertainCells(xs, count: count) {
      let segment = Segment(left: xs[i], right: xs[i + 1], leftValue: ys[i], rightValue: ys[i + 1], cell: i, flags: Enclosure.Flags())
      classify(segment, enclosure, into: &pending, found: &found)
    }
    var budget = CurveSampler.breakSearchBudget(instructions: program.instructionCount)
    var extra: [Sample] = []
    while !pending.isEmpty {
      var split: [Segment] = []
      split.reserveCapacity(pending.count)
      for segment in pending {
        if atResolution(segment) { decide(segment, into: &found) } else { split.append(segment) }
      }
      guard !split.isEmpty else { break }
      guard 3 * split.count <= budget else {
        for s in split { found.append(Found(s, .unresolved, .budgetSpent)) }
        break
      }
      budget -= 3 * split.count
      pending = halve(split, extra: &extra, found: &found)
    }
    return assemble(xs: xs, ys: ys, count: count, extra: extra, found: found)
  }

  // MARK: Levels

  /// One level: the midpoints evaluated as a batch, both halves of each enclosed as a batch.
  private func halve(_ split: [Segment], extra: inout [Sample], found: inout [Found]) -> [Segment] {
    let n = split.count
    let (mx, my) = (workspace.searchXs, workspace.searchYs)
    let (lower, upper) = (workspace.searchLower, workspace.searchUpper)
    for k in 0..<n { mx[k] = Subdivision.midpoint(split[k].left, split[k].right) }
    program.evaluate(UnsafeBufferPointer(rebasing: mx[0..<n]), into: UnsafeMutableBufferPointer(rebasing: my[0..<n]), workspace: workspace.evaluation)
    for k in 0..<n {
      (lower[2 * k], upper[2 * k]) = (split[k].left, mx[k])
      (lower[2 * k + 1], upper[2 * k + 1]) = (mx[k], split[k].right)
    }
    program.enclose(
      UnsafeBufferPointer(rebasing: lower[0..<2 * n]), UnsafeBufferPointer(rebasing: upper[0..<2 * n]),
      into: workspace.enclosures, workspace: workspace.enclosure)
    var next: [Segment] = []
    next.reserveCapacity(2 * n)
    for k in 0..<n {
      let s = split[k]
      extra.append(Sample(x: mx[k], y: my[k], cell: s.cell))
      let left = Segment(left: s.left, right: mx[k], leftValue: s.leftValue, rightValue: my[k], cell: s.cell, flags: Enclosure.Flags())
      let right = Segment(left: mx[k], right: s.right, leftValue: my[k], rightValue: s.rightValue, cell: s.cell, flags: Enclosure.Flags())
      classify(left, workspace.enclosures[2 * k], into: &next, found: &found)
      classify(right, workspace.enclosures[2 * k + 1], into: &next, found: &found)
    }
    return next
  }

  /// Settles a segment by its enclosure, or leaves it for the next level.
  private func classify(_ segment: Segment, _ enclosure: Enclosure, into pending: inout [Segment], found: inout [Found]) {
    if enclosure.isContinuous { return }
    let (a, b) = (segment.leftValue.isNaN, segment.rightValue.isNaN)
    if a && b { return }  // a gap; a defined island narrower than the interval is not looked for
    if a != b, edgeSettled(segment, enclosure) {
      found.append(Found(segment, edgeKind(segment), .undefinedSide))
      return
    }
    var open = segment
    open.flags = enclosure.flags
    open.unbounded = enclosure.lower == -.infinity && enclosure.upper == .infinity
    pending.append(open)
  }

  /// Whether the defined end of a segment whose other end has no value is within 0.5 pt of
  /// every point the enclosure allows (so of the limit point): under 0.35 pt each way.
  private func edgeSettled(_ segment: Segment, _ enclosure: Enclosure) -> Bool {
    guard !enclosure.isEmpty else { return false }
    let width = Swift.abs(scale.mapX(segment.right) - scale.mapX(segment.left))
    let height = Swift.abs(onBand(scale.mapY(enclosure.upper)) - onBand(scale.mapY(enclosure.lower)))
    return width < 0.35 && height < 0.35
  }

  /// What a segment with one side without a double value is: the edge of a region where f is
  /// undefined only if f is proven undefined at that side. A double program can lose a value the
  /// real function has (0/0 where the numerator is 0 only in doubles, ∞ − ∞ after an overflow):
  /// such a stretch is still left out, but as unresolved.
  private func edgeKind(_ s: Segment) -> CurveBreak.Kind {
    provenUndefined(at: s.leftValue.isNaN ? s.left : s.right) ? .undefined : .unresolved
  }

  /// Whether f is proven undefined at `x` (its point enclosure is empty: a quotient by exactly 0).
  private func provenUndefined(at x: Double) -> Bool {
    program.enclosure(from: x, to: x).isEmpty
  }

  /// The real function's values at a segment's ends, as intervals from f's point balls: nil
  /// where either may have no value or may break there (an end outside the domain, a ball that
  /// reaches a pole).
  private func realSides(_ s: Segment) -> (Enclosure, Enclosure)? {
    func side(_ x: Double) -> Enclosure? {
      let e = program.preciseValue(at: x).enclosure
      return e.provesValue ? e : nil
    }
    guard let left = side(s.left), let right = side(s.right) else { return nil }
    return (left, right)
  }

  /// Whether sides with values in these intervals break the curve at the resolution, whichever
  /// values they take, and how: off the band (a pole) or within it (a jump), and how far apart
  /// on screen at least. The doubles' sides are intervals of one point.
  /// `shapePole` remembers the shape's verdict on the segment between the two calls decide makes.
  private func breakShown(_ left: Enclosure, _ right: Enclosure, _ s: Segment, shapePole: inout Bool?) -> (pole: Bool, apart: Double)? {
    // mapY is monotonic, so each side's interval lies between its ends' places in pt.
    func place(_ e: Enclosure) -> (low: Double, high: Double) {
      let (a, b) = (scale.mapY(e.lower), scale.mapY(e.upper))
      return (Swift.min(a, b), Swift.max(a, b))
    }
    let (p, q) = (place(left), place(right))
    func offBand(_ r: (low: Double, high: Double)) -> Bool { r.high < band.y || r.low > band.maxY }
    let beyond = offBand(p) || offBand(q)
    let onScreen = Swift.max(0, onBand(q.low) - onBand(p.high), onBand(p.low) - onBand(q.high))
    // How far apart the sides would be on screen, in data space: the coordinates in pt saturate
    // (an even pole's two sides both reach 2^64 pt). Two doubles' sides both ∞ are apart.
    let (above, below) = (right.lower - left.upper, left.lower - right.upper)
    let apart = above.isNaN || below.isNaN ? Double.infinity
      : Swift.max(0, above, below) / Swift.abs(scale.yDomain.end - scale.yDomain.start) * scale.plot.height
    // Sides of opposite signs where f may break and is enclosed in −∞…∞, and the expression's
    // shape proves a pole there (``CompiledExpression/singularity(from:to:)``): a pole of odd
    // order runs off the band between them, however small the sides are against the y range.
    // Without that proof the sign change may be a zero through a removable point (1/tan(x) at
    // π/2), to be drawn across.
    func provenPole() -> Bool {
      if let shapePole { return shapePole }
      let pole = program.singularity(from: Swift.min(s.left, s.right), to: Swift.max(s.left, s.right)) == .pole
      shapePole = pole
      return pole
    }
    let oddPole = s.flags.contains(.mayBreak) && s.unbounded
      && (left.upper < 0 && right.lower > 0 || left.lower > 0 && right.upper < 0)
      && provenPole()
    guard onScreen > 0.5 || s.flags.contains(.mayBreak) && beyond && !(apart <= 0.5) || oddPole else { return nil }
    return (beyond || oddPole, apart)
  }

  private func atResolution(_ s: Segment) -> Bool {
    Swift.abs(s.right - s.left) <= resolution || !Subdivision.isSplittable(s.left, s.right)
  }

  /// The verdict on a segment at the resolution.
  private func decide(_ s: Segment, into found: inout [Found]) {
    // Two samples at one x (a domain one double wide) hold no break between them.
    guard s.left != s.right else { return }
    let (a, b) = (s.leftValue.isNaN, s.rightValue.isNaN)
    if a && b { return }
    if a || b {
      found.append(Found(s, edgeKind(s), .undefinedSide))
      return
    }
    // A side that is ±∞ in doubles proves a pole only where f is proven undefined at it (a
    // quotient by exactly 0). Elsewhere the ∞ may be the doubles' alone: x − e is 0 at e's
    // double and not in the reals (exp(1/(x − e))), and beside a literal past a ball's reach
    // (1e-310) the real pole may lie an ulp outside the segment. The stretch is left out,
    // unresolved.
    for (x, y) in [(s.left, s.leftValue), (s.right, s.rightValue)] where y.isInfinite && !provenUndefined(at: x) {
      found.append(Found(s, .unresolved, .undefinedSide))
      return
    }
    var shapePole: Bool?
    guard let shown = breakShown(Enclosure(point: s.leftValue), Enclosure(point: s.rightValue), s, shapePole: &shapePole) else { return }
    // Without `mayBreak`, f is continuous wherever it is defined on the segment: sides apart
    // are the double program's values where the real function may have none ((1/0)^x, whose
    // doubles run 0, 1, ∞ across 0, where f is defined at 0 only).
    guard s.flags.contains(.mayBreak) else {
      let empty = program.enclosure(from: Swift.min(s.left, s.right), to: Swift.max(s.left, s.right)).isEmpty
      found.append(Found(s, empty ? .undefined : .unresolved, .undefinedSide))
      return
    }
    // The doubles' sides only point at a break; the real function's prove it: f undefined at a
    // side, or sides apart in the reals whichever values their balls allow. Elsewhere the gap
    // may be the doubles' alone: cos(pi/2)/(x − sqrt(2)) is 0 beside sqrt(2) and about −0.1 in
    // doubles, and beside a subnormal literal a ball cannot pin the sides at all. The stretch
    // is left out, unresolved.
    let undefinedSide = provenUndefined(at: s.left) || provenUndefined(at: s.right)
    let proven = undefinedSide ? shown : realSides(s).flatMap { breakShown($0.0, $0.1, s, shapePole: &shapePole) }
    guard let proven else {
      found.append(Found(s, .unresolved, .undefinedSide))
      return
    }
    found.append(Found(s, proven.pole ? .pole : .jump, .sidesApart(proven.apart)))
  }

  /// A y in pt, limited to the band.
  private func onBand(_ y: Double) -> Double { Swift.min(Swift.max(y, band.y), band.maxY) }

  // MARK: The result

  private struct Sample {
    var x: Double
    var y: Double
    var cell: Int
  }

  /// A break decided on a segment.
  private struct Found {
    var left: Double
    var right: Double
    var cell: Int
    var kind: CurveBreak.Kind
    var decision: CurveBreak.Decision

    init(_ s: Segment, _ kind: CurveBreak.Kind, _ decision: CurveBreak.Decision) {
      (left, right, cell, self.kind, self.decision) = (s.left, s.right, s.cell, kind, decision)
    }
  }

  /// The grid with the points evaluated in the grid intervals that hold a break, in the grid's
  /// order, and where they are cut.
  private func assemble(xs: [Double], ys: [Double], count: Int, extra: [Sample], found: [Found]) -> Trace {
    guard !found.isEmpty else { return Trace(xs: xs, ys: ys, breaks: [], cuts: []) }
    var broken = [Bool](repeating: false, count: count)
    for f in found { broken[f.cell] = true }
    // Within a cell, the grid's direction (a reversed domain runs right to left).
    let direction: Double = xs[count - 1] >= xs[0] ? 1 : -1
    let kept = extra.filter { broken[$0.cell] }.sorted { ($0.cell, $0.x * direction) < ($1.cell, $1.x * direction) }
    var outX: [Double] = []
    var outY: [Double] = []
    outX.reserveCapacity(count + kept.count)
    outY.reserveCapacity(count + kept.count)
    var next = 0
    for i in 0..<count {
      outX.append(xs[i])
      outY.append(ys[i])
      while next < kept.count, kept[next].cell == i {
        outX.append(kept[next].x)
        outY.append(kept[next].y)
        next += 1
      }
    }
    // Each break lies between two consecutive samples: its left end is one of them.
    let ordered = found.sorted { ($0.cell, $0.left * direction) < ($1.cell, $1.left * direction) }
    var cuts: [Int] = []
    var breaks: [CurveBreak] = []
    var index = 0
    for f in ordered {
      while index < outX.count, outX[index] != f.left { index += 1 }
      guard index < outX.count else { break }
      cuts.append(index)
      // A pole met exactly by a sample gives a break on each side of it: one break.
      if let last = breaks.last, last.right == f.left, index > 0, !outY[index].isFinite {
        breaks[breaks.count - 1] = CurveBreak(
          left: last.left, right: f.right, kind: last.kind == .pole || f.kind == .pole ? .pole : last.kind, decision: last.decision)
      } else {
        breaks.append(CurveBreak(left: f.left, right: f.right, kind: f.kind, decision: f.decision))
      }
    }
    return Trace(xs: outX, ys: outY, breaks: breaks, cuts: cuts)
  }
}
