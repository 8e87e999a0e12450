import CurveExpression
import CurveSampling

extension Relation {
  /// The most pixels a side of a classification may have.
  public static let maximumSide = 4096

  /// How many enclosures in doubles one enclosure in balls (deep zoom) counts for in a budget:
  /// in release builds a ball costs 8 times as much for `sin(1e22*x*y) = 0` and 28 times for a
  /// relation of 40 sines of x near 10^15 (reduced in double-double).
  package static let preciseCost = 32

  /// The enclosures of `LHS − RHS` a classification of `pixels` pixels may compute: 8 a pixel
  /// (at most 2^22 in all) and 2^20 more, for a relation of at most 32 instructions, and
  /// proportionally fewer for a longer one (so a 512-character relation costs about as much time).
  /// An equation decided factor by factor has twice that work: each factor has its own share of
  /// it, as programs drawn together do (`Subdivision.shares`),
  /// and those together run at most twice one program's work.
  public func budget(pixels: Int) -> Int {
    let enclosures = Swift.min(8 * pixels, 1 << 22) + (1 << 20)
    let work = Swift.min(factors.count, 2) * RelationClassifier.shortest * enclosures
    return Subdivision.steps(work: work, instructions: instructionCount, shortest: RelationClassifier.shortest)
  }

  /// Classifies every pixel of a `width` × `height` grid over `bounds` (see
  /// ``RelationClassification``): a quadtree of boxes, each decided by interval arithmetic where
  /// it can be, then each pixel left over by points inside it and by boxes down to a sixteenth
  /// of it (a 256th where they are proven continuous). An equation that is a product equal to 0, or `abs(a) = abs(b)`, is decided factor
  /// by factor: no solution where every factor's enclosure rules 0 out, one where a factor has
  /// a zero at a point where every factor is proven defined. Work stops at `budget` enclosures of `LHS − RHS` (by
  /// default ``budget(pixels:)``), counted by their instructions: enclosing only some factors
  /// costs their share; what it has not reached stays undecided. Boxes are enclosed in doubles, or, where a pixel spans fewer than
  /// 16,384 ulps of the bounds (deep zoom: 10^15 to 10^15 + 4 at 1,024 pixels), as balls with
  /// double-double midpoints, placed from their pixel coordinates; each of those counts as 32
  /// enclosures, about what it costs.
  /// - Throws: ``RelationError/bounds(_:)`` for a size or bounds that cannot be classified (a
  ///   pixel narrower than 2^-90 of the bounds' magnitude or than 2^-800).
  public func classify(
    over bounds: RelationBounds, width: Int, height: Int, budget: Int? = nil
  ) throws(RelationError) -> RelationClassification {
    try classify(over: bounds, width: width, height: height, budget: budget, splitting: true)
  }

  /// ``classify(over:width:height:budget:)``, with enclosures in two pieces across poles or, where
  /// `splitting` is false, without (what the soundness fuzzer compares, to check the pixels they
  /// decide).
  package func classify(
    over bounds: RelationBounds, width: Int, height: Int, budget: Int?, splitting: Bool
  ) throws(RelationError) -> RelationClassification {
    var classifier = try RelationClassifier(relation: self, bounds: bounds, width: width, height: height, budget: budget, splitting: splitting)
    classifier.run()
    return classifier.result
  }
}

/// The quadtree walk of ``Relation/classify(over:width:height:)``.
struct RelationClassifier {
  let relation: Relation
  let bounds: RelationBounds
  let xStep: Double
  let yStep: Double
  /// How far a computed pixel edge may lie from the real one: boxes grow by it before a test that
  /// rules solutions out, and points stay that far inside before one that proves a solution.
  let xMargin: Double
  let yMargin: Double
  let xStepIsExact: Bool
  let yStepIsExact: Bool
  /// Whether boxes are enclosed as balls from their pixel coordinates (deep zoom): a pixel is
  /// narrower than doubles can place its edges, but not than double-double midpoints can.
  let isPrecise: Bool
  var result: RelationClassification
  /// Instructions the budget has left (see ``spend(_:)``).
  var workLeft: Int
  /// The factors' enclosures over the box last looked at, and at the point last taken.
  var boxEnclosures: [Enclosure]
  var pointEnclosures: [Enclosure]
  /// The factors whose enclosure in two pieces can differ from the plain one (on the doubles
  /// path only: deep zoom encloses balls, in one piece).
  let splitting: FactorSet
  /// Whether the last look proved its box empty of solutions through a split enclosure.
  var lastLookSplit = false

  /// An enclosure costs at least this many instructions (as ``Relation/budget(pixels:)`` counts).
  static let shortest = 32

  init(relation: Relation, bounds: RelationBounds, width: Int, height: Int, budget: Int?, splitting: Bool) throws(RelationError) {
    guard (1...Relation.maximumSide).contains(width), (1...Relation.maximumSide).contains(height) else {
      throw .bounds("a size of \(width) × \(height) pixels; each side takes 1 to \(Relation.maximumSide)")
    }
    for (name, range) in [("x", bounds.x), ("y", bounds.y)] {
      guard range.lowerBound.isFinite, range.upperBound.isFinite, range.lowerBound < range.upperBound,
        (range.upperBound - range.lowerBound).isFinite
      else { throw .bounds("the \(name) bounds must be two finite numbers, the first the smaller, at most 1.7e308 apart") }
    }
    self.relation = relation
    self.bounds = bounds
    xStep = (bounds.x.upperBound - bounds.x.lowerBound) / Double(width)
    yStep = (bounds.y.upperBound - bounds.y.lowerBound) / Double(height)
    // The edge xmin + i·step is three roundings from the real one, each within an ulp of the
    // bounds' magnitude or less; 16 such ulps are a margin beyond doubt.
    xMargin = Self.margin(bounds.x)
    yMargin = Self.margin(bounds.y)
    xStepIsExact = Self.stepIsExact(bounds.x, width, xStep)
    yStepIsExact = Self.stepIsExact(bounds.y, height, yStep)
    isPrecise = Self.isPrecise(bounds, width: width, height: height)
    guard !isPrecise || Self.admitsPrecise(step: xStep, bounds.x) && Self.admitsPrecise(step: yStep, bounds.y) else {
      throw .bounds(
        "the bounds are too narrow for \(width) × \(height) pixels at their magnitude: a pixel must span 16,384 ulps, or, in double-double, 2^-90 of the magnitude and 2^-800 (1.5e-241)")
    }
    result = RelationClassification(width: width, height: height)
    let enclosures = (budget ?? relation.budget(pixels: width * height)) / (isPrecise ? Relation.preciseCost : 1)
    let (work, overflow) = Swift.max(0, enclosures).multipliedReportingOverflow(by: Swift.max(Self.shortest, relation.instructionCount))
    workLeft = overflow ? .max : work
    var splittingFactors = FactorSet()
    for (i, factor) in relation.factors.enumerated() where splitting && factor.maySplit && !isPrecise { splittingFactors.insert(i) }
    self.splitting = splittingFactors
    boxEnclosures = Array(repeating: .undefined, count: relation.factors.count)
    pointEnclosures = boxEnclosures
  }

  // MARK: Boxes

  /// A computed pixel edge, and how far the real one may lie from it: 0 when the subtraction,
  /// the division, the product and the sum that give it were all exact (as for bounds like
  /// -10,10 and a power-of-two size), else the margin.
  func xEdge(_ column: Int) -> (value: Double, error: Double) {
    Self.edge(bounds.x.lowerBound, plus: Double(column), times: xStep, exactStep: xStepIsExact, margin: xMargin)
  }

  func yEdge(_ row: Int) -> (value: Double, error: Double) {
    Self.edge(bounds.y.upperBound, plus: -Double(row), times: yStep, exactStep: yStepIsExact, margin: yMargin)
  }

  static func edge(_ origin: Double, plus count: Double, times step: Double, exactStep: Bool, margin: Double) -> (value: Double, error: Double) {
    let product = count * step
    let value = origin + product
    // The rounding errors of the product (by a fused multiply-add) and of the sum (TwoSum).
    let productError = (-product).addingProduct(count, step)
    let back = value - origin
    let sumError = (origin - (value - back)) + (product - back)
    return (value, exactStep && productError == 0 && sumError == 0 ? 0 : margin)
  }

  static func margin(_ range: ClosedRange<Double>) -> Double {
    16 * Swift.max(Swift.abs(range.lowerBound), Swift.abs(range.upperBound)).ulp
  }

  /// Whether pixels are narrower than doubles place: 1,024 margins, 16,384 ulps.
  static func isPrecise(_ bounds: RelationBounds, width: Int, height: Int) -> Bool {
    let xStep = (bounds.x.upperBound - bounds.x.lowerBound) / Double(width)
    let yStep = (bounds.y.upperBound - bounds.y.lowerBound) / Double(height)
    return !(xStep >= 1024 * margin(bounds.x) && yStep >= 1024 * margin(bounds.y))
  }

  /// Whether the precise path can place pixels of `step` on `range`: a ball's midpoint keeps
  /// about 2^-104 of its magnitude through each operation, so a pixel of 2^-90 of the bounds'
  /// magnitude keeps its edges and inner points 2^14 such errors apart (bounds in doubles at
  /// 4,096 pixels are never that narrow); and below 2^-900 balls are split no more exactly than
  /// doubles, so a pixel must span 2^-800.
  static func admitsPrecise(step: Double, _ range: ClosedRange<Double>) -> Bool {
    let magnitude = Swift.max(Swift.abs(range.lowerBound), Swift.abs(range.upperBound))
    return step >= 0x1p-800 && step >= 0x1p-90 * magnitude
  }

  static func stepIsExact(_ range: ClosedRange<Double>, _ count: Int, _ step: Double) -> Bool {
    let span = range.upperBound - range.lowerBound
    let back = span - range.upperBound
    let spanError = (range.upperBound - (span - back)) + (-range.lowerBound - back)
    return spanError == 0 && (-span).addingProduct(step, Double(count)) == 0
  }

  /// A rectangle of the plane twice over: `outer` holds the real box it stands for, `inner` lies
  /// inside it. Tests that rule solutions out read the outer box; points that prove one are
  /// taken from the inner. `pixels` is the same box in pixel coordinates (columns from the left
  /// edge, rows down from the top, exact), what the precise path reads instead of the doubles.
  struct Box {
    var outer: (x: ClosedRange<Double>, y: ClosedRange<Double>)
    var inner: (x: ClosedRange<Double>, y: ClosedRange<Double>)
    var pixels: (x: ClosedRange<Double>, y: ClosedRange<Double>)

    /// The four quarters, split at the inner box's middle (the outer quarters cover the outer box)
    /// and at the middle of its pixels.
    var quarters: [Box] {
      let xMiddle = Subdivision.midpoint(inner.x.lowerBound, inner.x.upperBound)
      let yMiddle = Subdivision.midpoint(inner.y.lowerBound, inner.y.upperBound)
      let (column, row) = (Subdivision.midpoint(pixels.x.lowerBound, pixels.x.upperBound), Subdivision.midpoint(pixels.y.lowerBound, pixels.y.upperBound))
      func part(_ range: ClosedRange<Double>, _ middle: Double, upper: Bool) -> ClosedRange<Double> {
        upper ? middle...range.upperBound : range.lowerBound...middle
      }
      // Rows count down: the top half is the lower rows.
      return [(false, false), (true, false), (false, true), (true, true)].map { (right, top) in
        Box(
          outer: (part(outer.x, xMiddle, upper: right), part(outer.y, yMiddle, upper: top)),
          inner: (part(inner.x, xMiddle, upper: right), part(inner.y, yMiddle, upper: top)),
          pixels: (part(pixels.x, column, upper: right), part(pixels.y, row, upper: !top)))
      }
    }
  }

  /// The pixels `columns × rows` as a box (on the precise path, its doubles are its pixel
  /// coordinates: unused, and ordered where a pixel's edges in doubles may not be).
  func box(columns: Range<Int>, rows: Range<Int>) -> Box {
    let pixels = (Double(columns.lowerBound)...Double(columns.upperBound), Double(rows.lowerBound)...Double(rows.upperBound))
    guard !isPrecise else { return Box(outer: pixels, inner: pixels, pixels: pixels) }
    let (left, right) = (xEdge(columns.lowerBound), xEdge(columns.upperBound))
    let (top, bottom) = (yEdge(rows.lowerBound), yEdge(rows.upperBound))
    return Box(
      outer: ((left.value - left.error)...(right.value + right.error), (bottom.value - bottom.error)...(top.value + top.error)),
      inner: ((left.value + left.error)...(right.value - right.error), (bottom.value + bottom.error)...(top.value - top.error)),
      pixels: pixels)
  }

  /// Encloses the factors in `active` over the outer box (on the precise path, over balls
  /// holding its pixels) into `boxEnclosures`. `false` once the budget is spent.
  mutating func encloseFactors(_ active: FactorSet, over box: Box) -> Bool {
    guard spend(active) else { return false }
    if isPrecise {
      let x = PreciseBall.axisSpan(bounds.x.lowerBound, bounds.x.upperBound, count: result.width, from: box.pixels.x.lowerBound, to: box.pixels.x.upperBound)
      let y = PreciseBall.axisSpan(bounds.y.upperBound, bounds.y.lowerBound, count: result.height, from: box.pixels.y.lowerBound, to: box.pixels.y.upperBound)
      for i in active.indices { boxEnclosures[i] = relation.factors[i].enclosure(x: x, y: y) }
      return true
    }
    let x = Enclosure(box.outer.x.lowerBound, box.outer.x.upperBound)
    let y = Enclosure(box.outer.y.lowerBound, box.outer.y.upperBound)
    for i in active.indices { boxEnclosures[i] = relation.factors[i].enclosure(x: x, y: y) }
    return true
  }

  /// Encloses the factors in `active` at the point a fraction `fx` across the box and `fy` up it
  /// into `pointEnclosures`: in doubles from the inner box, or on the precise path at the real
  /// number that is the midpoint of the ball of the pixel coordinates' point (within 2^-14 of a
  /// pixel of them, so inside the box). `false` once the budget is spent.
  mutating func encloseFactors(_ active: FactorSet, in box: Box, across fx: Double, up fy: Double) -> Bool {
    guard spend(active) else { return false }
    if isPrecise {
      let column = box.pixels.x.lowerBound + fx * (box.pixels.x.upperBound - box.pixels.x.lowerBound)
      let row = box.pixels.y.upperBound - fy * (box.pixels.y.upperBound - box.pixels.y.lowerBound)
      let x = PreciseBall.axisPoint(bounds.x.lowerBound, bounds.x.upperBound, count: result.width, at: column)
      let y = PreciseBall.axisPoint(bounds.y.upperBound, bounds.y.lowerBound, count: result.height, at: row)
      // Points are 1/32 of a pixel or more inside their box: a midpoint further than 1/64 of a
      // pixel from the point it stands for (bounds beside the subnormals) proves nothing.
      let placed = x.radius <= xStep / 64 && y.radius <= yStep / 64
      for i in active.indices { pointEnclosures[i] = placed ? relation.factors[i].enclosure(x: x.midpoint, y: y.midpoint) : .undefined }
      return true
    }
    let x = box.inner.x.lowerBound + fx * (box.inner.x.upperBound - box.inner.x.lowerBound)
    let y = box.inner.y.lowerBound + fy * (box.inner.y.upperBound - box.inner.y.lowerBound)
    for i in active.indices { pointEnclosures[i] = relation.factors[i].enclosure(x: Enclosure(point: x), y: Enclosure(point: y)) }
    return true
  }

  /// Spends what enclosing the factors in `active` costs: their instructions, at least 32 (one
  /// enclosure of a relation that is not split costs what it did before factors).
  private mutating func spend(_ active: FactorSet) -> Bool {
    var cost = 0
    for i in active.indices { cost += relation.factors[i].instructionCount }
    cost = Swift.max(Self.shortest, cost)
    guard workLeft >= cost else {
      result.budgetExhausted = true
      return false
    }
    workLeft -= cost
    result.evaluations += 1
    return true
  }

  // MARK: What an enclosure proves

  /// Whether no point of the box can be a solution. Points where the difference is undefined are
  /// not solutions, and an enclosure bounds every value the difference takes where it is defined.
  func excludesSolutions(_ f: Enclosure) -> Bool {
    if f.isEmpty { return true }
    switch relation.comparison {
    case .equal: return f.lower > 0 || f.upper < 0
    case .less: return f.lower >= 0
    case .lessOrEqual: return f.lower > 0
    case .greater: return f.upper <= 0
    case .greaterOrEqual: return f.upper < 0
    }
  }

  /// Whether the inequality holds at every point of the box (an equation never proves that).
  func holdsEverywhere(_ f: Enclosure) -> Bool {
    guard f.isContinuous else { return false }
    switch relation.comparison {
    case .equal: return false
    case .less: return f.upper < 0
    case .lessOrEqual: return f.upper <= 0
    case .greater: return f.lower > 0
    case .greaterOrEqual: return f.lower >= 0
    }
  }

  // MARK: The walk

  /// What one look at a box settles about it.
  enum Look {
    case noSolution
    case solution
    /// Neither: the factors that may still vanish in the box, or that are not yet proven
    /// defined on all of it (every other factor is proven defined and nonzero there).
    case open(FactorSet)
  }

  /// Encloses the factors in `active` over `box` (into `boxEnclosures`) and says what that
  /// settles. `nil` once the budget is spent.
  ///
  /// An equation split into factors (``Relation/factorTexts(lhs:rhs:)``) holds at a point where
  /// every factor is defined and one is 0. So a box holds no solution where every factor's
  /// enclosure excludes 0 (a point where one is undefined is no solution either), or where one
  /// factor is nowhere defined. A factor whose enclosure excludes 0 and proves it defined and
  /// continuous on the box is dropped for the box's parts: it can vanish in none of them, and is
  /// defined in all, which is all a proof of a solution asks of it. One that excludes 0 but may
  /// be undefined somewhere stays, for the proofs that need it defined.
  ///
  /// A factor whose plain enclosure may vanish is enclosed again in two pieces where that may
  /// decide it (``splitExcludesSolutions(_:over:)``), after the other factors: one that may
  /// vanish anyway makes it pointless.
  mutating func look(at box: Box, active: FactorSet) -> Look? {
    guard encloseFactors(active, over: box) else { return nil }
    lastLookSplit = false
    var open = active
    var vanishing = FactorSet()
    for i in active.indices {
      let f = boxEnclosures[i]
      if f.isEmpty { return .noSolution }
      if !excludesSolutions(f) {
        vanishing.insert(i)
      } else if f.isContinuous {
        open.remove(i)
      }
    }
    // A factor that may vanish may yet be kept from 0 in two pieces; one that cannot be split
    // leaves the box open at once. One kept from 0 across a pole stays open, for the proofs
    // that need it defined.
    var mayVanish = vanishing.indices.contains { !mayBeSplit($0) }
    for i in vanishing.indices where !mayVanish {
      guard let excluded = splitExcludesSolutions(i, over: box) else { return nil }
      mayVanish = !excluded
    }
    if !mayVanish {
      lastLookSplit = vanishing != FactorSet()
      return .noSolution
    }
    if relation.factors.count == 1 && holdsEverywhere(boxEnclosures[0]) { return .solution }
    return .open(open)
  }

  /// Whether factor `i`, whose plain enclosure over `box` (in `boxEnclosures`) may vanish, is
  /// kept from 0 by its enclosure in two pieces. Tried only where that can differ: on the
  /// doubles path, where the plain enclosure may break (only a quotient across 0, written or in
  /// tan, cot, sec or csc, splits a value, and it says so). It costs what the factor's plain
  /// enclosure did. `nil` once the budget is spent.
  mutating func splitExcludesSolutions(_ i: Int, over box: Box) -> Bool? {
    guard mayBeSplit(i) else { return false }
    var factor = FactorSet()
    factor.insert(i)
    guard spend(factor) else { return nil }
    let x = Enclosure(box.outer.x.lowerBound, box.outer.x.upperBound)
    let y = Enclosure(box.outer.y.lowerBound, box.outer.y.upperBound)
    let split = relation.factors[i].splitEnclosure(x: x, y: y)
    // Every value lies in one piece or the other (an empty piece holds none).
    return excludesSolutions(split.low) && excludesSolutions(split.high)
  }

  /// Whether factor `i`'s enclosure over the box last looked at may be split.
  func mayBeSplit(_ i: Int) -> Bool { splitting.contains(i) && boxEnclosures[i].flags.contains(.mayBreak) }

  mutating func run() {
    // Rectangles of pixels still to decide; halving the longer side keeps the stack at most
    // 2·log2(4096) + 1 deep.
    var pending = [(columns: 0..<result.width, rows: 0..<result.height, active: FactorSet(count: relation.factors.count))]
    while let (columns, rows, active) = pending.popLast() {
      guard let look = look(at: box(columns: columns, rows: rows), active: active) else { return }
      switch look {
      case .noSolution:
        result.set(.noSolution, columns: columns, rows: rows)
        if lastLookSplit { result.splitPixels += columns.count * rows.count }
      case .solution: result.set(.solution, columns: columns, rows: rows)
      case .open(let active):
        if columns.count == 1 && rows.count == 1 {
          guard let kind = classifyPixel(column: columns.lowerBound, row: rows.lowerBound, active: active) else { return }
          result.set(kind, columns: columns, rows: rows)
        } else if columns.count >= rows.count {
          let middle = columns.lowerBound + columns.count / 2
          pending.append((middle..<columns.upperBound, rows, active))
          pending.append((columns.lowerBound..<middle, rows, active))
        } else {
          let middle = rows.lowerBound + rows.count / 2
          pending.append((columns, middle..<rows.upperBound, active))
          pending.append((columns, rows.lowerBound..<middle, active))
        }
      }
    }
  }

  /// How many times a pixel is quartered: twice, and twice more where every part left is
  /// proven continuous (there only the widening of interval arithmetic, which smaller parts
  /// shrink, keeps a part from being decided; a part holding a pole or an edge of the domain
  /// stays undecided however small). Deep zoom stops at two: its points must stay 1/32 of a
  /// pixel inside their part.
  static let quarterings = (always: 2, whereContinuous: 4)

  /// One pixel the quadtree could not decide, whose factors in `active` were just enclosed over
  /// it: points inside it, then its quarters and theirs (``quarterings``). `nil` once the budget
  /// is spent.
  mutating func classifyPixel(column: Int, row: Int, active: FactorSet) -> PixelClass? {
    let pixel = box(columns: column..<(column + 1), rows: row..<(row + 1))
    guard let proven = provesSolution(in: pixel, active: active) else { return nil }
    if proven { return .solution }
    var boxes = [(pixel, active)]
    var allContinuous = true
    // Whether a quarter was proven empty through a split enclosure (the pixel's count, if it
    // comes to no solution).
    var split = false
    for level in 0..<(isPrecise ? Self.quarterings.always : Self.quarterings.whereContinuous) {
      if level >= Self.quarterings.always && !allContinuous { break }
      var kept: [(Box, FactorSet)] = []
      allContinuous = true
      for (box, active) in boxes {
        for quarter in box.quarters {
          guard let look = look(at: quarter, active: active) else { return nil }
          switch look {
          case .noSolution:
            split = split || lastLookSplit
            continue
          case .solution: return .solution
          case .open(let active):
            for i in active.indices where !boxEnclosures[i].isContinuous { allContinuous = false }
            guard let proven = provesSolution(in: quarter, active: active) else { return nil }
            if proven { return .solution }
            kept.append((quarter, active))
          }
        }
      }
      if kept.isEmpty {
        if split { result.splitPixels += 1 }
        return .noSolution
      }
      boxes = kept
    }
    return .undecided
  }

  /// Whether points inside `box` prove a solution in it, the factors in `active` having just been
  /// enclosed over it (`boxEnclosures`): a point where the inequality holds; for an equation, a
  /// factor exactly 0 at a point where every other factor is defined, or a factor with both
  /// signs where every factor is proven defined and continuous on the box (the box is
  /// connected, so that factor is 0 somewhere between, and the others are defined there).
  /// Factors not in `active` are proven defined on the box. `nil` once the budget is spent.
  mutating func provesSolution(in box: Box, active: FactorSet) -> Bool? {
    var continuous = active
    for i in active.indices where !boxEnclosures[i].isContinuous { continuous.remove(i) }
    let signChangeProves = continuous == active
    var (positive, negative) = (FactorSet(), FactorSet())
    for fx in [0.125, 0.5, 0.875] {
      for fy in [0.125, 0.5, 0.875] {
        guard encloseFactors(active, in: box, across: fx, up: fy) else { return nil }
        // A factor is defined at the point where its box's enclosure or the point's proves it.
        var defined = continuous
        for i in active.indices where pointEnclosures[i].isContinuous { defined.insert(i) }
        for i in active.indices {
          let f = pointEnclosures[i]
          // A value only where the factor is proven defined at the point.
          guard f.isContinuous else { continue }
          switch relation.comparison {
          case .equal:
            if f.lower == 0 && f.upper == 0 && defined == active { return true }
            if f.lower > 0 { positive.insert(i) }
            if f.upper < 0 { negative.insert(i) }
            if positive.contains(i) && negative.contains(i) && signChangeProves { return true }
          case .less: if f.upper < 0 { return true }
          case .lessOrEqual: if f.upper <= 0 { return true }
          case .greater: if f.lower > 0 { return true }
          case .greaterOrEqual: if f.lower >= 0 { return true }
          }
        }
      }
    }
    return false
  }
}

/// A set of a relation's factors, by index (at most ``Relation/maximumFactors``).
struct FactorSet: Equatable {
  private var bits: UInt32 = 0

  init() {}

  /// Factors 0 to `count − 1`.
  init(count: Int) {
    bits = count >= 32 ? .max : (1 << UInt32(count)) - 1
  }

  func contains(_ i: Int) -> Bool { bits >> UInt32(i) & 1 == 1 }
  mutating func insert(_ i: Int) { bits |= 1 << UInt32(i) }
  mutating func remove(_ i: Int) { bits &= ~(1 << UInt32(i)) }

  /// The indices in the set, in order.
  var indices: FactorIndices { FactorIndices(bits: bits) }
}

/// The indices of a ``FactorSet``, lowest first, without building an array (a box is looked at
/// millions of times).
struct FactorIndices: Sequence, IteratorProtocol {
  var bits: UInt32

  mutating func next() -> Int? {
    guard bits != 0 else { return nil }
    let i = bits.trailingZeroBitCount
    bits &= bits - 1
    return i
  }
}
