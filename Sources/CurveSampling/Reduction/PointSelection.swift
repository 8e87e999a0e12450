/// The choice of rows for ``CurveReduction``, on the series' pt coordinates (x never decreasing).
///
/// 1. **Greedy pass.** From each kept row, a far next row whose chord (linear, monotone) or step
///    (stepAfter) keeps every row between within the tolerance. The chord's candidates come from
///    the wedge of directions that pass within the tolerance of every row so far (linear time),
///    and the chosen chord is then checked row by row; a step's end is found by doubling, then
///    halving.
/// 2. **Repair.** Each drawn segment's deviation from the rows it spans is bounded
///    (``DeviationBound``); a segment over the tolerance is split at its farthest row, and the
///    segments whose drawing changed are bounded again, until none is over or none can be split.
///    For linear interpolation the chord's bound is exact and nothing is over.
/// 3. **At most N.** When more than N rows are needed, the least tolerance that N rows reach is
///    found by bisection; the rows left over are then spent splitting the worst segments. On a
///    long series far from the tolerance, this runs on column envelopes of it (``enveloped``).
///
/// Each segment's bound holds for the whole curve too (the rows a segment spans are part of the
/// series and the segment is part of the drawing), so it is safe for these choices; the
/// deviation reported is bounded again on the whole series and drawing, which is tighter where a
/// row lies nearer another segment than its own.
struct PointSelection {
  let x: [Double]
  let y: [Double]
  let interpolation: Interpolation
  /// The series' boxes, for searching it (``DeviationBound/Boxes``).
  let boxes: DeviationBound.Boxes
  /// Whether the search for N may look ahead (an envelope's search does not: see ``enveloped``).
  let looksAhead: Bool
  var count: Int { x.count }

  /// The rounding of the pt coordinates' arithmetic, added to every bound reported: far above
  /// a few operations' error on numbers of at most ``CurveReduction/maximumSide``.
  static let rounding = 0x1p-30
  /// How many rows past the last candidate the wedge is followed before the chord is taken, at
  /// least (or as many as the chord so far spans).
  static let lookahead = 128
  /// How many of a chord's last fitting ends the greedy pass looks from.
  static let looking = 16
  /// The most rows over which the search for N rows looks ahead. On a 86,400-row random walk at
  /// 1000×300 pt it brings the deviation at 1,024 rows from 2.07 to 1.42 pt for 2.3× the time;
  /// on a million-row walk 4.37 to 3.90 pt, for 6.6× (32 s).
  static let lookingRows = 1 << 17
  /// The most rows the search for N always runs on; past them, when N rows are far from the
  /// tolerance, it runs on an ``Envelope`` (``enveloped``).
  static let wholeRows = 1 << 17
  /// The envelopes a long series' search for N runs on: each one's column width, as a share of
  /// the least level the greedy pass reaches with N rows, and whether its search looks ahead.
  /// On a coarse one the search sees past noise (a million-row random walk at 1000×300 pt, 1,024
  /// rows: 1.49 pt, where every row gave 4.37); a fine one keeps what a coarse one blurs (a comb,
  /// whose every column spans the plot: 0.98 pt against 1.12). Measured at 1/4, 1/8, 1/12, 1/16,
  /// 1/32 and 1/64 of the level, with and without look-ahead.
  static let envelopes: [(share: Double, looksAhead: Bool)] = [(1.0 / 4, true), (1.0 / 64, false)]
  /// The chord tolerances, as shares of the tolerance, that a monotone drawing's passes try when
  /// repair adds more than a fifth to the rows (measured on noisy series: the best share was
  /// 0.75 on the sensor day at 1 pt, 0.95 at 0.5 pt, and 1 on a random walk).
  static let chordShares = [0.9, 0.8, 0.7]
  /// The most rounds of repair.
  static let maximumRounds = 256
  /// The error allowed in flattening a Bézier into lines (2⁻⁹ pt, about 0.002), added to its bound.
  static let flattening = 0x1p-9

  init(x: [Double], y: [Double], _ interpolation: Interpolation, looksAhead: Bool = true) {
    (self.x, self.y, self.interpolation, self.looksAhead) = (x, y, interpolation, looksAhead)
    boxes = DeviationBound.Boxes(y: y)
  }

  /// The rows chosen and the deviation proven; on more than `wholeRows` rows, by ``enveloped``.
  func choose(tolerance: Double, maximumPoints: Int, wholeRows: Int = Self.wholeRows) -> (rows: [Int], deviation: Double) {
    guard count > 2 else { return (Array(0..<count), deviation(of: Array(0..<count), within: tolerance) + Self.rounding) }
    let target = tolerance - Self.rounding
    // Each envelope's rows, bounded on every row. Past `wholeRows` they are all that is tried;
    // below, the search on every row is tried too, and the lowest bound kept (the envelopes did
    // better on a 86,400-row walk, 1.14 pt against 1.36, worse on a sensor's day, 0.666 / 0.655).
    let bounded = enveloped(target, maximumPoints: maximumPoints).map { (rows: $0, deviation: wholeDeviation(Drawing(self, $0), below: .infinity)) }
    let lowest = bounded.min { $0.deviation < $1.deviation }
    if count > wholeRows, let lowest { return (lowest.rows, lowest.deviation + Self.rounding) }
    // Within N, the passes that look ahead are tried too; over N, the search for N alone.
    var kept = repairedPasses(target, looking: Self.looking, limit: maximumPoints).rows
    if kept.count > maximumPoints {
      kept = spend(fewest(within: maximumPoints, from: target), upTo: maximumPoints)
    }
    let own = deviation(of: kept, within: tolerance)
    if let lowest, lowest.deviation < own { return (lowest.rows, lowest.deviation + Self.rounding) }
    return (kept, own + Self.rounding)
  }

  /// The fewest rows found within `tolerance`, and the share of it the chords were fitted at;
  /// or a greedy pass's rows when they are over `limit` (repair only adds rows). The greedy pass
  /// fits chords; a monotone drawing bends off its chords, and where repair then adds many rows
  /// (on a noisy sensor day at 1 pt, 96 became 857), passes that fit the chords more tightly
  /// (``chordShares``) often keep far fewer (297 there).
  private func repairedPasses(_ tolerance: Double, looking: Int, limit: Int) -> (rows: [Int], share: Double) {
    let first = greedyPasses(tolerance, looking: looking, limit: limit)
    guard first.count <= limit else { return (first, 1) }
    var best = (rows: repaired(first, tolerance), share: 1.0)
    guard interpolation == .monotone, best.rows.count > first.count + first.count / 5 else { return best }
    for share in Self.chordShares {
      let chords = greedyPasses(tolerance * share, looking: looking, limit: limit)
      guard chords.count < best.rows.count else { break }
      let kept = repaired(chords, tolerance)
      if kept.count < best.rows.count { best = (kept, share) }
    }
    return best
  }

  /// The fewer rows of the greedy pass at `tolerance` and, with `looking` and within `limit`,
  /// of the pass that looks ahead.
  private func greedyPasses(_ tolerance: Double, looking: Int, limit: Int) -> [Int] {
    let farthest = greedy(tolerance)
    guard looking > 1, farthest.count <= limit else { return farthest }
    let looked = greedy(tolerance, looking: looking)
    return looked.count < farthest.count ? looked : farthest
  }

  /// The rows the search for N finds on the rows of each of ``envelopes`` rather than on every
  /// row, when the series is long and N rows are far from the tolerance; none otherwise. The
  /// least level the greedy pass reaches with N rows is found on a coarse envelope (columns of
  /// half the tolerance), and each envelope's columns are a share of that level: the deviation
  /// on an envelope is within a column of the series' (which the caller bounds on every row).
  func enveloped(_ tolerance: Double, maximumPoints: Int) -> [[Int]] {
    // The envelope's rows, if it keeps at most half.
    func envelope(_ width: Double) -> [Int]? {
      let rows = Envelope.rows(x: x, y: y, width: width)
      return rows.count <= count / 2 ? rows : nil
    }
    func selection(_ rows: [Int], looksAhead: Bool) -> PointSelection {
      PointSelection(x: rows.map { x[$0] }, y: rows.map { y[$0] }, interpolation, looksAhead: looksAhead)
    }
    guard let coarse = envelope(tolerance / 2).map({ selection($0, looksAhead: false) }), coarse.greedy(tolerance).count > 2 * maximumPoints else {
      return []
    }
    let level = coarse.leastLevel(within: maximumPoints, from: tolerance, looking: 1)
    return Self.envelopes.compactMap { share, looksAhead in
      guard let rows = envelope(level * share) else { return nil }
      let fine = selection(rows, looksAhead: looksAhead)
      return fine.spend(fine.fewest(within: maximumPoints, from: tolerance), upTo: maximumPoints).map { rows[$0] }
    }
  }

  // MARK: The greedy pass

  /// The rows kept by the greedy pass at `tolerance`. With `looking`, a chord's end is the one
  /// among the last `looking` that fit whose own chord reaches farthest: the farthest end is
  /// often a row at the edge of noise, from which the next chord is short (on a noisy sensor day
  /// at 1 pt this keeps 96 rows where the farthest ends keep 139; the fewest possible is 75).
  func greedy(_ tolerance: Double, looking: Int = 1) -> [Int] {
    var kept = [0]
    var i = 0
    while i < count - 1 {
      if interpolation == .stepAfter {
        i = stepEnd(from: i, tolerance)
      } else {
        let far = chordEnd(from: i, tolerance)
        var (end, reach, seen) = (far, -1, 0)
        var j = far
        // The fitting ends in the chord's last half, farthest first.
        while looking > 1, far < count - 1, seen < looking, j > i + (far - i) / 2 {
          if j == far || chordDeviation(i, j) <= tolerance {
            seen += 1
            let next = chordEnd(from: j, tolerance)
            if next > reach { (end, reach) = (j, next) }
          }
          j -= 1
        }
        i = end
      }
      kept.append(i)
    }
    return kept
  }

  /// A far row j after i whose step from i (level to j's x, then up or down to j) keeps every
  /// row between within `tolerance`. The rows up to the first one farther than the tolerance
  /// from i's level (`off`) are near the level wherever the step ends, so j = `off` fits; a row
  /// past it fits only within the tolerance of `off` in x, where `off` must reach the rise.
  /// Whether a row there fits depends on its own y (a step to a row at i's level has no rise),
  /// so each end is tried with the row after it.
  private func stepEnd(from i: Int, _ tolerance: Double) -> Int {
    var off = i + 1
    while off < count - 1, Swift.abs(y[off] - y[i]) <= tolerance { off += 1 }
    var (lo, hi) = (off, count)  // the first row farther than the tolerance from `off` in x
    while lo < hi {
      let mid = (lo + hi) / 2
      if x[mid] - x[off] > tolerance { hi = mid } else { lo = mid + 1 }
    }
    return farthestFitting(after: off, below: lo) { j in
      if j + 1 < lo, stepDeviation(i, j + 1) <= tolerance { return j + 1 }
      return j < lo && stepDeviation(i, j) <= tolerance ? j : nil
    }
  }

  /// The farthest any row between i and j lies from the step i–j: from (x[i], y[i]) level to
  /// x[j], then to (x[j], y[j]).
  private func stepDeviation(_ i: Int, _ j: Int) -> Double {
    var farthest = 0.0
    for k in stride(from: i + 1, to: j, by: 1) {
      let level = segmentDistance(x[k], y[k], x[i], y[i], x[j], y[i])
      let rise = segmentDistance(x[k], y[k], x[j], y[i], x[j], y[j])
      farthest = Swift.max(farthest, Swift.min(level, rise))
    }
    return farthest
  }

  /// A far row j after i whose chord from i keeps every row between within `tolerance`.
  private func chordEnd(from i: Int, _ tolerance: Double) -> Int {
    // The wedge of directions from row i that pass within the tolerance of every row so far,
    // as its two edges' unit vectors; a row whose direction is in the wedge of the rows before
    // it is a candidate end. Directions are compared by cross products, with no angles: exact
    // for a wedge narrower than π, which it is once bounded (each row's is), and any candidate
    // it gets wrong is caught by the check below.
    func cross(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double { ax * by - ay * bx }
    var bounded = false
    var (lowX, lowY, highX, highY) = (0.0, 0.0, 0.0, 0.0)
    var candidate = i + 1
    var k = i + 1
    while k < count, k - candidate <= Swift.max(Self.lookahead, candidate - i) {
      let (dx, dy) = (x[k] - x[i], y[k] - y[i])
      if !bounded || (cross(lowX, lowY, dx, dy) >= 0 && cross(dx, dy, highX, highY) >= 0) { candidate = k }
      let r = (dx * dx + dy * dy).squareRoot()
      if r > tolerance {
        // The tangents from row i to the disc of radius `tolerance` around row k.
        let (ux, uy) = (dx / r, dy / r)
        let sine = tolerance / r
        let cosine = (1 - sine * sine).squareRoot()
        let (lx, ly) = (cosine * ux + sine * uy, cosine * uy - sine * ux)
        let (hx, hy) = (cosine * ux - sine * uy, cosine * uy + sine * ux)
        if !bounded {
          (lowX, lowY, highX, highY, bounded) = (lx, ly, hx, hy, true)
        } else {
          if cross(lowX, lowY, lx, ly) > 0 { (lowX, lowY) = (lx, ly) }
          if cross(highX, highY, hx, hy) < 0 { (highX, highY) = (hx, hy) }
          if cross(lowX, lowY, highX, highY) < 0 { break }
        }
      }
      k += 1
    }
    // The wedge holds for a ray from i; the chord ends at j, so it is checked, and on the rare
    // miss a fitting end is searched below it.
    return chordDeviation(i, candidate) <= tolerance
      ? candidate : farthestFitting(after: i + 1, below: candidate) { chordDeviation(i, $0) <= tolerance ? $0 : nil }
  }

  /// The farthest any row between i and j lies from the chord i–j: the exact Hausdorff distance
  /// between the chord and the rows' polyline (each point of the chord has a point of the
  /// polyline at the same place along it, no farther than the farthest row from its line).
  func chordDeviation(_ i: Int, _ j: Int) -> Double {
    var farthest = 0.0
    for k in stride(from: i + 1, to: j, by: 1) {
      farthest = Swift.max(farthest, segmentDistance(x[k], y[k], x[i], y[i], x[j], y[j]))
    }
    return farthest
  }

  /// A far row in `good` ..< `bad` that fits, found by doubling from `good` (which fits), then
  /// halving: `fit(j)` is j or a row next to it that fits, or `nil`.
  private func farthestFitting(after good: Int, below bad: Int, _ fit: (Int) -> Int?) -> Int {
    var (good, bad) = (good, bad)
    var step = 1
    while good + step < bad {
      if let j = fit(good + step), j > good {
        good = j
        step *= 2
      } else {
        bad = good + step
        break
      }
    }
    while bad - good > 1 {
      let mid = good + (bad - good) / 2
      if let j = fit(mid), j > good { good = j } else { bad = mid }
    }
    return good
  }

  // MARK: Repair

  /// `kept` with the segments over `tolerance` split until none is, or none can be.
  func repaired(_ kept: [Int], _ tolerance: Double) -> [Int] {
    var kept = kept
    var bounds = segmentBounds(kept, floor: tolerance, reusing: nil)
    for _ in 0..<Self.maximumRounds {
      var next: [Int] = []
      next.reserveCapacity(kept.count)
      let drawing = Drawing(self, kept)
      for s in kept.indices {
        next.append(kept[s])
        if s + 1 < kept.count, bounds[s] > tolerance, kept[s + 1] - kept[s] > 1 {
          next.append(farthestRow(drawing, s))
        }
      }
      if next.count == kept.count { break }
      bounds = segmentBounds(next, floor: tolerance, reusing: (kept, bounds))
      kept = next
    }
    return kept
  }

  /// Each segment's bound, or `floor` where it is less. Segments drawn as before (the same rows,
  /// and for monotone the same neighbours, which set its slopes) keep their earlier bound.
  private func segmentBounds(_ kept: [Int], floor: Double, reusing earlier: (kept: [Int], bounds: [Double])?) -> [Double] {
    let drawing = Drawing(self, kept)
    let reach = interpolation == .monotone ? 1 : 0
    return (0..<kept.count - 1).map { s in
      if let earlier, !drawing.hasRepeats, let p = binarySearch(earlier.kept, kept[s]),
        (-reach...(1 + reach)).allSatisfy({ d in
          let (a, b) = (s + d, p + d)
          let inNew = a >= 0 && a < kept.count
          let inOld = b >= 0 && b < earlier.kept.count
          return inNew == inOld && (!inNew || kept[a] == earlier.kept[b])
        })
      {
        return earlier.bounds[p]
      }
      return segmentBound(drawing, s, floor: floor)
    }
  }

  /// The bound of segment s of the drawing, or `floor` where it is less.
  func segmentBound(_ drawing: Drawing, _ s: Int, floor: Double) -> Double {
    let bounds = directedBounds(drawing, s, floors: (floor, floor))
    return Swift.max(bounds.drawnToRows, bounds.rowsToDrawn)
  }

  /// How far segment s of the drawing strays from the rows it spans (or the rows' distance
  /// where that is more), and they from it, each or its floor where it is less. A chord is within the farthest row from its line of the rows
  /// (each point of the chord has a point of the rows at the same place along it), and they are
  /// exactly their farthest from the chord; other drawings are bounded by ``DeviationBound``.
  func directedBounds(_ drawing: Drawing, _ s: Int, floors: (Double, Double)) -> (drawnToRows: Double, rowsToDrawn: Double) {
    let (i, j) = (drawing.kept[s], drawing.kept[s + 1])
    if interpolation == .linear {
      var (line, chord) = floors
      for k in stride(from: i + 1, to: j, by: 1) {
        line = Swift.max(line, lineDistance(x[k], y[k], x[i], y[i], x[j], y[j]))
        chord = Swift.max(chord, segmentDistance(x[k], y[k], x[i], y[i], x[j], y[j]))
      }
      return (line, chord)
    }
    let (piece, error) = drawing.piece(s)
    let rows = DeviationBound.Polyline(x: x, y: y, vertices: i...j, boxes: boxes)
    // The rows' direction first: it is cheap, and what it finds spares the drawing's pieces
    // that cannot pass it.
    let rowsToDrawn = DeviationBound.farthest(from: rows, to: piece, floor: floors.1 - error)
    let drawnToRows = DeviationBound.farthest(from: piece, to: rows, floor: Swift.max(floors.0 - error, rowsToDrawn))
    return (drawnToRows + error, rowsToDrawn + error)
  }

  /// The row strictly inside segment s farthest from its drawing (the middle one on a tie).
  private func farthestRow(_ drawing: Drawing, _ s: Int) -> Int {
    let (i, j) = (drawing.kept[s], drawing.kept[s + 1])
    let (piece, _) = drawing.piece(s)
    var (best, at) = (-1.0, i + (j - i) / 2)
    for k in (i + 1)..<j {
      let d = piece.reach(x[k], y[k], x[k], y[k]).a
      if d > best { (best, at) = (d, k) }
    }
    return at
  }

  // MARK: At most N

  /// The rows of about the least tolerance whose greedy pass and repair keep at most
  /// `maximumPoints`. The greedy pass alone is cheap, so the tolerance is first bisected (to 1%)
  /// on its count; on series of at most ``lookingRows``, it is then bisected again below that
  /// on the count of the pass that looks ahead, which costs about ``looking`` plain passes and
  /// keeps fewer rows. Repair, which bounds every drawn segment, then runs only a few times.
  private func fewest(within maximumPoints: Int, from tolerance: Double) -> [Int] {
    var level = leastLevel(within: maximumPoints, from: tolerance, looking: 1)
    let looking = interpolation != .stepAfter && looksAhead && count <= Self.lookingRows ? Self.looking : 1  // a step is found without it
    if looking > 1 { level = leastLevel(within: maximumPoints, from: Swift.max(tolerance, level / 2), to: level, looking: looking) }
    // Repair adds rows: the least level whose repaired rows fit, by steps that double from 1%
    // above it, then bisection back to 1%. (N ≥ 2, and far enough up a pass keeps 2 rows.) The
    // chord share is chosen once, at the first level: it is what costs repairs.
    let (first, share) = repairedPasses(level, looking: looking, limit: .max)
    if first.count <= maximumPoints { return first }
    func fitting(_ level: Double) -> [Int]? {
      let kept = repaired(greedyPasses(level * share, looking: looking, limit: .max), level)
      return kept.count <= maximumPoints ? kept : nil
    }
    var (low, high, step) = (level, level * 1.01, 0.01)
    var kept: [Int]
    while true {
      if let found = fitting(high) {
        kept = found
        break
      }
      (low, step) = (high, step * 2)
      high = level * (1 + step)
      // Past the plot's diagonal two rows fit, and the pt coordinates are bounded
      // (``CurveReduction/maximumSide``); still, a level that overflowed would bisect forever.
      guard high.isFinite else { return [0, count - 1] }
    }
    while high / low > 1.01 {
      let mid = (low * high).squareRoot()
      if let found = fitting(mid) { (high, kept) = (mid, found) } else { low = mid }
    }
    return kept
  }

  /// About the least level, from `low` (to 1%), at which the greedy pass keeps at most
  /// `maximumPoints` rows, bisected below `high` (by default past the plot's size, where it
  /// keeps 2).
  func leastLevel(within maximumPoints: Int, from low: Double, to high: Double? = nil, looking: Int) -> Double {
    var (low, high) = (low, high ?? Swift.max(low, (x[count - 1] - x[0]) + (y.max()! - y.min()!)) * 2)
    while high / low > 1.01 {
      let mid = (low * high).squareRoot()
      if greedy(mid, looking: looking).count <= maximumPoints { high = mid } else { low = mid }
    }
    return high
  }

  /// `kept` with its worst segments split, one row at a time, until it holds `maximumPoints`
  /// or none can be split; the rows whose worst segment bound was lowest on the way are kept,
  /// the most of them on a tie. (A split changes a monotone drawing's slopes at its neighbours,
  /// and may raise their bounds, as it may change a step's level.) A drawing of steps is bounded
  /// on the whole, often well below its segments' bounds, so there the last rows are kept if
  /// that bound is lower for them (on a comb at 1000×300 pt, 0.725 pt against 1.05).
  private func spend(_ kept: [Int], upTo maximumPoints: Int) -> [Int] {
    var more = kept
    var bounds = segmentBounds(more, floor: 0, reusing: nil)
    var (best, lowest) = (kept, bounds.max() ?? 0)
    while more.count < maximumPoints {
      guard let s = bounds.indices.filter({ more[$0 + 1] - more[$0] > 1 }).max(by: { bounds[$0] < bounds[$1] }) else { break }
      let row = farthestRow(Drawing(self, more), s)
      let next = Array(more[...s]) + [row] + Array(more[(s + 1)...])
      bounds = segmentBounds(next, floor: 0, reusing: (more, bounds))
      more = next
      if let worst = bounds.max(), worst <= lowest { (best, lowest) = (more, worst) }
    }
    guard interpolation == .stepAfter, more != best else { return best }
    return deviation(of: more, within: 0) < deviation(of: best, within: 0) ? more : best
  }

  /// A bound on the Hausdorff distance between the whole series and the whole drawing of
  /// `kept`: the greatest segment bound, or when that is over `tolerance` or the drawing is of
  /// steps, a tighter one that takes the whole series against the whole drawing and back (a row
  /// may lie nearer another segment than its own, and a step's rise often lies nearer the next
  /// segment's rows: its segment bound was 3% over the distance on a noisy series), within
  /// ``DeviationBound/slack`` and the flattening.
  func deviation(of kept: [Int], within tolerance: Double) -> Double {
    let drawing = Drawing(self, kept)
    var local = 0.0
    for s in 0..<(kept.count - 1) {
      local = segmentBound(drawing, s, floor: local)
    }
    guard local > tolerance || interpolation == .stepAfter else { return local }
    return wholeDeviation(drawing, below: local)
  }

  /// A bound on the Hausdorff distance between the whole series and the whole drawing, or
  /// `local` where that is less: the rows against the whole drawing, then each drawn segment
  /// against the whole series, spared where it cannot pass what is known.
  func wholeDeviation(_ drawing: Drawing, below local: Double) -> Double {
    let kept = drawing.kept
    let (drawn, error) = drawing.whole()
    let series = DeviationBound.Polyline(x: x, y: y, vertices: 0...(count - 1), boxes: boxes)
    var known = DeviationBound.farthest(from: series, to: drawn, floor: 0) + error
    for s in 0..<(kept.count - 1) where known < local {
      let (piece, pieceError) = drawing.piece(s)
      known = Swift.max(known, DeviationBound.farthest(from: piece, to: series, floor: known - pieceError) + pieceError)
    }
    return Swift.min(local, known)
  }
}

/// The position of `value` in the increasing `array`, if it is there.
private func binarySearch(_ array: [Int], _ value: Int) -> Int? {
  var (lo, hi) = (0, array.count)
  while lo < hi {
    let mid = (lo + hi) / 2
    if array[mid] < value { lo = mid + 1 } else { hi = mid }
  }
  return lo < array.count && array[lo] == value ? lo : nil
}
