/// Proven upper bounds on the Hausdorff distance, in pt, between pieces of two curves that never
/// go left (x does not decrease along either): the original series drawn linearly, and what is
/// drawn through the points a reduction keeps.
///
/// The distance from a point moving along a segment to a fixed segment is convex in the point,
/// so over a segment a→b it is at most the larger of its values at a and b. Hence, for a
/// polyline Q, every point of a→b lies within `min over Q's segments q of max(d(a, q), d(b, q))`
/// of Q, within `(d(a, Q) + d(b, Q) + |ab|)/2` (the distance to Q is 1-Lipschitz), and within
/// the farthest from a→b's line of Q's vertices between its points nearest a and b (or d(a),
/// d(b)), by projection; and at least `max(d(a, Q), d(b, Q))` is reached. Where the two differ by more than
/// ``slack``, a→b is halved and each half bounded again (branch and bound); pieces whose upper
/// bound cannot pass what is already known are dropped. Both curves go rightwards, so only Q's
/// segments within the bound in x are looked at.
enum DeviationBound {
  /// How far above the least upper bound a bound may stop: 2⁻¹⁰ pt, a thousandth of a pt.
  static let slack = 0x1p-10
  /// The deepest a segment is halved (its pieces then hold 2⁻⁴⁰ of it).
  static let maximumDepth = 40
  /// The most pieces one segment is bounded in: past them, each piece left keeps its bound as it
  /// is, looser but still a bound, so the work is bounded whatever the curves.
  static let maximumPieces = 4096

  /// The least and greatest y of each run of 32 segments of a polyline (from vertex 32k to
  /// 32(k + 1); x is known from those vertices), and of each run of 1,024 and of 32,768: whole
  /// runs are passed over when their box is too far to matter, which makes a dense series, or a
  /// point far from a long curve, cheap to search.
  struct Boxes {
    /// The runs' lengths, shortest first.
    static let sizes = [32, 1024, 32768]
    /// Per size, each run's least and greatest y.
    let low: [[Double]]
    let high: [[Double]]

    init(y: [Double]) {
      var (low, high) = ([[Double]](), [[Double]]())
      for (level, size) in Self.sizes.enumerated() {
        var (a, b) = ([Double](), [Double]())
        var k = 0
        while k + size < y.count {
          var (least, greatest) = (y[k], y[k])
          if level == 0 {
            for i in (k + 1)...(k + size) { (least, greatest) = (Swift.min(least, y[i]), Swift.max(greatest, y[i])) }
          } else {
            // The 32 runs of the size below.
            let part = Self.sizes[level - 1]
            for r in (k / part)..<((k + size) / part) { (least, greatest) = (Swift.min(least, low[level - 1][r]), Swift.max(greatest, high[level - 1][r])) }
          }
          a.append(least)
          b.append(greatest)
          k += size
        }
        low.append(a)
        high.append(b)
      }
      (self.low, self.high) = (low, high)
    }
  }

  /// A polyline's vertices `vertices` of the columns `x` and `y` (x never decreasing): its
  /// segments join each vertex to the next; one vertex is a point. `boxes`, when given, are the
  /// columns' whole.
  struct Polyline {
    let x: [Double]
    let y: [Double]
    let vertices: ClosedRange<Int>
    var boxes: Boxes? = nil
    /// Where runs of vertices along which y never turns back begin, if known (the pieces of a
    /// drawing): a search then starts in the run over each end's x where it passes that end's
    /// y, so its radius is small from the start. Only the order of the search depends on it.
    var monotoneRuns: [Int] = []

    /// How far a and b lie from the polyline, and a distance `both` that every point of a→b lies
    /// within: the least over the segments searched of the larger of a's and b's distances to
    /// it, or less by projection.
    func reach(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> (a: Double, b: Double, both: Double) {
      let (first, last) = (vertices.lowerBound, vertices.upperBound)
      guard first < last else {
        let (da, db) = (pointDistance(ax, ay, x[first], y[first]), pointDistance(bx, by, x[first], y[first]))
        return (da, db, Swift.max(da, db))
      }
      let (low, high) = (Swift.min(ax, bx), Swift.max(ax, bx))
      var (da, db, both) = (Double.infinity, Double.infinity, Double.infinity)
      var (nearA, nearB) = (first, first)
      func visit(_ k: Int) {
        let a = segmentDistance(ax, ay, x[k], y[k], x[k + 1], y[k + 1])
        let b = segmentDistance(bx, by, x[k], y[k], x[k + 1], y[k + 1])
        if a < da { (da, nearA) = (a, k) }
        if b < db { (db, nearB) = (b, k) }
        both = Swift.min(both, Swift.max(a, b))
      }
      // The first segment reaching `low`: those before it lie wholly left of a→b.
      var (lo, hi) = (first, last - 1)
      while lo < hi {
        let mid = (lo + hi) / 2
        if x[mid + 1] < low { lo = mid + 1 } else { hi = mid }
      }
      // The segment of the run over px where it passes py.
      func seed(_ px: Double, _ py: Double) {
        var (r, end) = (0, monotoneRuns.count - 1)  // the last run starting at or left of px
        while r < end {
          let mid = (r + end + 1) / 2
          if x[monotoneRuns[mid]] <= px { r = mid } else { end = mid - 1 }
        }
        let runEnd = r + 1 < monotoneRuns.count ? monotoneRuns[r + 1] : last
        var (s, t) = (Swift.max(first, monotoneRuns[r]), Swift.min(last, runEnd) - 1)
        guard s <= t else { return }
        let rising = y[s] <= y[t + 1]
        while s < t {
          let mid = (s + t) / 2
          if rising ? y[mid + 1] < py : y[mid + 1] > py { s = mid + 1 } else { t = mid }
        }
        visit(s)
      }
      if !monotoneRuns.isEmpty {
        seed(ax, ay)
        seed(bx, by)
      }
      // Whether run r of the given level's box is no nearer a than `da` and b than `db`: then
      // none of its segments can bring either nearer.
      func passes(_ level: Int, _ r: Int) -> Bool {
        guard let boxes, r < boxes.low[level].count else { return false }
        let size = Boxes.sizes[level]
        func reach(_ px: Double, _ py: Double) -> Double {
          let dx = Swift.max(x[r * size] - px, 0, px - x[(r + 1) * size])
          let dy = Swift.max(boxes.low[level][r] - py, 0, py - boxes.high[level][r])
          return (dx * dx + dy * dy).squareRoot()
        }
        return reach(ax, ay) >= da && reach(bx, by) >= db
      }
      // The longest run starting at segment k (rightwards) or ending at it (leftwards) that
      // lies within the polyline and is passed over, if any.
      func skip(from k: Int, rightwards: Bool) -> Int? {
        guard boxes != nil else { return nil }
        for level in Boxes.sizes.indices.reversed() {
          let size = Boxes.sizes[level]
          let start = rightwards ? k : k + 1 - size
          guard start >= first, start % size == 0, start + size <= last, passes(level, start / size) else { continue }
          return size
        }
        return nil
      }
      // Rightwards, then leftwards, until the gap in x alone is at least d(a) and d(b): no
      // segment past it can bring either nearer. (`both` over the segments searched is still a
      // bound; where it is loose, the projection below is what bounds.)
      var k = lo
      while k < last, !(x[k] - high >= Swift.max(da, db)) {
        if let run = skip(from: k, rightwards: true) {
          k += run
          continue
        }
        visit(k)
        k += 1
      }
      k = lo - 1
      while k >= first, !(low - x[k + 1] >= Swift.max(da, db)) {
        if let run = skip(from: k, rightwards: false) {
          k -= run
          continue
        }
        visit(k)
        k -= 1
      }
      // The polyline from its point a* nearest a to its point b* nearest b, projected on a→b's
      // line, covers the points of a→b between a*'s and b*'s feet: each is within the farthest
      // of that part's vertices (a* and b* are within d(a) and d(b)) from the line. A point
      // before both feet lies between a and a*'s foot, so no farther from a* than a is: d(a);
      // one after both, within d(b) of b*.
      if both > Swift.max(da, db) {
        var along = Swift.max(da, db)
        var v = Swift.min(nearA, nearB) + 1
        while v <= Swift.max(nearA, nearB), along < both {  // past `both`, it cannot lower it
          along = Swift.max(along, lineDistance(x[v], y[v], ax, ay, bx, by))
          v += 1
        }
        both = Swift.min(both, along)
      }
      return (da, db, both)
    }

    /// The greatest of `floor` and the distances from the points of a→b to the polyline, or an
    /// upper bound of it within ``slack``.
    func farthest(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, floor: Double) -> Double {
      var known = floor
      var budget = maximumPieces
      refine(ax, ay, bx, by, depth: 0, known: &known, budget: &budget)
      return known
    }

    private func refine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, depth: Int, known: inout Double, budget: inout Int) {
      let r = reach(ax, ay, bx, by)
      let reached = Swift.max(r.a, r.b)
      known = Swift.max(known, reached)
      // The distance to a set changes no faster than the point moves, so no point of a→b is
      // farther than (d(a) + d(b) + |ab|)/2 either: the bound across many small segments.
      let bound = Swift.min(r.both, (r.a + r.b + pointDistance(ax, ay, bx, by)) / 2)
      guard bound > known else { return }  // nothing here passes what is known
      budget -= 1
      guard bound - reached > slack, depth < maximumDepth, budget > 0 else {
        known = bound
        return
      }
      let (mx, my) = (ax + (bx - ax) / 2, ay + (by - ay) / 2)
      refine(ax, ay, mx, my, depth: depth + 1, known: &known, budget: &budget)
      refine(mx, my, bx, by, depth: depth + 1, known: &known, budget: &budget)
    }
  }

  /// How far any point of `from` lies from `to` (the directed Hausdorff distance), or `floor`
  /// when that is less: an upper bound within ``slack`` (and the rounding of a few operations on
  /// coordinates of at most the plot's size, which the caller covers).
  ///
  /// Where `from` has boxes, each run of its shortest box is first bounded as a whole, as the
  /// distance to `to` changes no faster than the point moves: every point of the run lies in
  /// the box, so within half its diagonal of its centre, and within half its width of the
  /// vertical segment through its middle. The runs are taken the highest first; one is bounded
  /// segment by segment only where neither bound is below what is known (on a million rows of a
  /// random walk or of a comb against 1,024 points, few are).
  static func farthest(from: Polyline, to: Polyline, floor: Double) -> Double {
    var known = floor
    let (first, last) = (from.vertices.lowerBound, from.vertices.upperBound)
    if first == last {
      known = to.farthest(from.x[first], from.y[first], from.x[first], from.y[first], floor: known)
    }
    func segment(_ k: Int) {
      known = to.farthest(from.x[k], from.y[k], from.x[k + 1], from.y[k + 1], floor: known)
    }
    guard let boxes = from.boxes else {
      for k in first..<last { segment(k) }
      return known
    }
    let size = Boxes.sizes[0]
    var runs: [(upper: Double, start: Int)] = []
    var k = first
    while k < last {
      let r = k / size
      guard k % size == 0, k + size <= last, r < boxes.low[0].count else {
        segment(k)
        k += 1
        continue
      }
      let (x0, x1, y0, y1) = (from.x[k], from.x[k + size], boxes.low[0][r], boxes.high[0][r])
      let reach = to.reach(from.x[k], from.y[k], x0 + (x1 - x0) / 2, y0 + (y1 - y0) / 2)
      known = Swift.max(known, reach.a)  // the run's first vertex is a point of `from`
      runs.append((reach.b + pointDistance(x0, y0, x1, y1) / 2, k))
      k += size
    }
    runs.sort { $0.upper > $1.upper }
    for run in runs {
      guard run.upper > known else { break }
      let (x0, x1, r) = (from.x[run.start], from.x[run.start + size], run.start / size)
      let half = (x1 - x0) / 2
      let middle = to.farthest(x0 + half, boxes.low[0][r], x0 + half, boxes.high[0][r], floor: known - half)
      guard middle + half > known else { continue }
      for k in run.start..<(run.start + size) { segment(k) }
    }
    return known
  }
}

/// The distance between two points.
@inline(__always)
func pointDistance(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double {
  let (dx, dy) = (ax - bx, ay - by)
  return (dx * dx + dy * dy).squareRoot()
}

/// The distance from (px, py) to the line through (ax, ay) and (bx, by) (to a when they meet).
@inline(__always)
func lineDistance(_ px: Double, _ py: Double, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double {
  let (ux, uy) = (bx - ax, by - ay)
  let (wx, wy) = (px - ax, py - ay)
  let length = (ux * ux + uy * uy).squareRoot()
  return length > 0 ? Swift.abs(ux * wy - uy * wx) / length : (wx * wx + wy * wy).squareRoot()
}

/// The distance from (px, py) to the segment from (ax, ay) to (bx, by).
@inline(__always)
func segmentDistance(_ px: Double, _ py: Double, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double {
  let (ux, uy) = (bx - ax, by - ay)
  let (wx, wy) = (px - ax, py - ay)
  let length2 = ux * ux + uy * uy
  let t = length2 > 0 ? Swift.min(Swift.max((wx * ux + wy * uy) / length2, 0), 1) : 0
  let (dx, dy) = (wx - t * ux, wy - t * uy)
  return (dx * dx + dy * dy).squareRoot()
}
