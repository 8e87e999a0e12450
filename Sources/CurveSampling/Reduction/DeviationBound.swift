/// Proven upper bounds on the Hausdorff distance, in pt, between pieces of two curves that never
/// go left (x does not decrease along either): the original series drawn linearly, and what is
/// drawn through the points a reduction keeps.
///
/// The distance from a point moving along a segment to a fixed segment is convex in the point,
/// so over a segment a→b it is at most the larger of its values at a and b. Hence, for a
/// polyline Q, every point of a→b lies within `min over Q's segments q of max(d(a, q), d(b, q))`
/// of Q, and at least `max(d(a, Q), d(b, Q))` is reached. Where the two differ by more than
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

  /// The least and greatest y of each run of ``Boxes/size`` segments of a polyline (from vertex
  /// k·size to (k + 1)·size; x is known from those vertices): whole runs are passed over when
  /// their box is too far to matter, which makes a dense series cheap to search.
  struct Boxes {
    static let size = 32
    let low: [Double]
    let high: [Double]

    init(y: [Double]) {
      var (low, high) = ([Double](), [Double]())
      var k = 0
      while k + Self.size < y.count {
        var (a, b) = (y[k], y[k])
        for i in (k + 1)...(k + Self.size) { (a, b) = (Swift.min(a, y[i]), Swift.max(b, y[i])) }
        low.append(a)
        high.append(b)
        k += Self.size
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

    /// How far a and b lie from the polyline, and the least over its segments of the larger of
    /// a's and b's distances to it: every point of a→b lies within `both`.
    func reach(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> (a: Double, b: Double, both: Double) {
      let (first, last) = (vertices.lowerBound, vertices.upperBound)
      guard first < last else {
        let (da, db) = (pointDistance(ax, ay, x[first], y[first]), pointDistance(bx, by, x[first], y[first]))
        return (da, db, Swift.max(da, db))
      }
      let (low, high) = (Swift.min(ax, bx), Swift.max(ax, bx))
      var (da, db, both) = (Double.infinity, Double.infinity, Double.infinity)
      func visit(_ k: Int) {
        let a = segmentDistance(ax, ay, x[k], y[k], x[k + 1], y[k + 1])
        let b = segmentDistance(bx, by, x[k], y[k], x[k + 1], y[k + 1])
        (da, db, both) = (Swift.min(da, a), Swift.min(db, b), Swift.min(both, Swift.max(a, b)))
      }
      // The first segment reaching `low`: those before it lie wholly left of a→b.
      var (lo, hi) = (first, last - 1)
      while lo < hi {
        let mid = (lo + hi) / 2
        if x[mid + 1] < low { lo = mid + 1 } else { hi = mid }
      }
      // Whether run r's box is no nearer a than `da`, b than `db`, and both than `both`: then
      // none of its segments can lower any of the three.
      let size = Boxes.size
      func passes(_ r: Int) -> Bool {
        guard let boxes, r < boxes.low.count else { return false }
        func reach(_ px: Double, _ py: Double) -> Double {
          let dx = Swift.max(x[r * size] - px, 0, px - x[(r + 1) * size])
          let dy = Swift.max(boxes.low[r] - py, 0, py - boxes.high[r])
          return (dx * dx + dy * dy).squareRoot()
        }
        let (ra, rb) = (reach(ax, ay), reach(bx, by))
        return ra >= da && rb >= db && Swift.max(ra, rb) >= both
      }
      // Rightwards, then leftwards, until the gap in x alone is at least `both`: no segment
      // past it can lower any of the three.
      var k = lo
      while k < last, !(x[k] - high >= both) {
        if k % size == 0, k + size <= last, passes(k / size) {
          k += size
          continue
        }
        visit(k)
        k += 1
      }
      k = lo - 1
      while k >= first, !(low - x[k + 1] >= both) {
        if (k + 1) % size == 0, k + 1 - size >= first, passes((k + 1) / size - 1) {
          k -= size
          continue
        }
        visit(k)
        k -= 1
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
      guard r.both > known else { return }  // nothing here passes what is known
      budget -= 1
      guard r.both - reached > slack, depth < maximumDepth, budget > 0 else {
        known = r.both
        return
      }
      let (mx, my) = (ax + (bx - ax) / 2, ay + (by - ay) / 2)
      refine(ax, ay, mx, my, depth: depth + 1, known: &known, budget: &budget)
      refine(mx, my, bx, by, depth: depth + 1, known: &known, budget: &budget)
    }
  }

  /// The two-sided Hausdorff distance between polylines `p` and `q`, or `floor` when it is less:
  /// an upper bound within ``slack`` (and the rounding of a few operations on coordinates of at
  /// most the plot's size, which the caller covers).
  static func between(_ p: Polyline, _ q: Polyline, floor: Double) -> Double {
    farthest(from: q, to: p, floor: farthest(from: p, to: q, floor: floor))
  }

  /// How far any point of `from` lies from `to` (the directed Hausdorff distance), or `floor`
  /// when that is less: an upper bound within ``slack``.
  static func farthest(from: Polyline, to: Polyline, floor: Double) -> Double {
    var known = floor
    let (first, last) = (from.vertices.lowerBound, from.vertices.upperBound)
    if first == last {
      known = to.farthest(from.x[first], from.y[first], from.x[first], from.y[first], floor: known)
    }
    for k in first..<last {
      known = to.farthest(from.x[k], from.y[k], from.x[k + 1], from.y[k + 1], floor: known)
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
