internal import _CurveKernels
import CurveSampling

/// The points of interest of a curve drawn through samples: its extrema and the zero crossings
/// of its interpolation, on the curve as d3 draws it (in data space: the drawing's mapping to pt
/// is affine, and so are d3's monotone slopes).
///
/// - linear: extrema at the samples where the direction turns; a zero where the segment crosses
///   0, at x0 − y0·(x1 − x0)/(y1 − y0);
/// - stepAfter: the curve holds each y until the next x: extrema at the steps where the
///   direction turns (the whole step, an interval); a zero where a step jumps across 0 (at the
///   jump's x) or holds 0 (the step);
/// - monotone: Steffen's slopes keep each cubic segment monotone, so the extrema are at the
///   samples where the direction turns, and a segment that crosses 0 does so once, found by
///   bisection on its Bézier to adjacent doubles.
/// A sample with no value splits the curve into runs, as the drawing does. Extrema at samples
/// and zeros at samples that are exactly 0 are exact (`certified`); an interpolated crossing is
/// computed in floating point (not certified).
public enum SampledCurveAnalysis {
  /// The points of `samples` joined by `interpolation`, in x order, and the range (the least and
  /// greatest sample: the interpolation never goes beyond them).
  public static func analyze(_ samples: Samples, interpolation: Interpolation, expression: String = "") -> CurveAnalysis {
    var points: [PointOfInterest] = []
    var breaks: [AnalysisBreak] = []
    var runs: [[(x: Double, y: Double)]] = []
    var current: [(x: Double, y: Double)] = []
    for (x, y) in zip(samples.xs, samples.ys) {
      guard x.isFinite, y.isFinite else {
        if let last = current.last { breaks.append(AnalysisBreak(left: last.x, right: x, kind: .undefined)) }
        if !current.isEmpty { runs.append(current) }
        current = []
        continue
      }
      // d3's monotoneX skips a point equal to the one before it.
      if interpolation == .monotone, let last = current.last, last.x == x, last.y == y { continue }
      current.append((x, y))
    }
    if !current.isEmpty { runs.append(current) }
    for run in runs {
      points += extrema(run, interpolation)
      points += zeros(run, interpolation)
    }
    points.sort { ($0.x.lower, $0.x.upper) < ($1.x.lower, $1.x.upper) }
    let finite = zip(samples.xs, samples.ys).filter { $0.0.isFinite && $0.1.isFinite }
    func extreme(_ pick: (Double, Double) -> Bool) -> GlobalExtremum? {
      guard let value = finite.map({ $0.1 }).reduce(nil, { (best: Double?, y: Double) in best.map { pick(y, $0) ? y : $0 } ?? y }) else { return nil }
      return GlobalExtremum(y: Interval(value, value), x: finite.filter { $0.1 == value }.map { Interval($0.0, $0.0) })
    }
    return CurveAnalysis(
      expression: expression, points: points, breaks: breaks, range: CurveRange(minimum: extreme(<), maximum: extreme(>)), pieces: [],
      undecided: [], evaluations: 0, budgetRanOut: false)
  }

  /// Where the run turns: a sample (linear, monotone) or a step (stepAfter) with the run rising
  /// before and falling after (a maximum) or the reverse. Level stretches count with the turn.
  private static func extrema(_ run: [(x: Double, y: Double)], _ interpolation: Interpolation) -> [PointOfInterest] {
    var found: [PointOfInterest] = []
    var i = 1
    while i < run.count - 1 {
      // A level stretch i…j (equal ys) between the neighbours i − 1 and j + 1.
      var j = i
      while j + 1 < run.count - 1, run[j + 1].y == run[i].y { j += 1 }
      let (before, after) = (run[i].y - run[i - 1].y, run[j + 1].y - run[j].y)
      if before > 0 && after < 0 || before < 0 && after > 0 {
        let kind: PointOfInterest.Kind = before > 0 ? .maximum : .minimum
        // A step holds its value to the next sample's x.
        let end = interpolation == .stepAfter ? run[j + 1].x : run[j].x
        found.append(PointOfInterest(kind: kind, x: Interval(run[i].x, end), y: Interval(run[i].y, run[i].y), certified: true))
      }
      i = j + 1
    }
    return found
  }

  /// Where the run meets 0.
  private static func zeros(_ run: [(x: Double, y: Double)], _ interpolation: Interpolation) -> [PointOfInterest] {
    var found: [PointOfInterest] = []
    let slopes = interpolation == .monotone ? monotoneSlopes(run) : []
    for i in run.indices {
      let (x0, y0) = run[i]
      if y0 == 0 {
        let end = interpolation == .stepAfter && i + 1 < run.count ? run[i + 1].x : x0
        found.append(PointOfInterest(kind: .zero, x: Interval(x0, end), y: Interval(0, 0), certified: true))
        continue
      }
      guard i + 1 < run.count else { continue }
      let (x1, y1) = run[i + 1]
      guard y0 < 0 && y1 > 0 || y0 > 0 && y1 < 0 else { continue }
      let x: Double
      switch interpolation {
      case .linear: x = x0 - y0 * (x1 - x0) / (y1 - y0)
      case .stepAfter: x = x1
      case .monotone: x = monotoneZero(x0, y0, x1, y1, slopes[i], slopes[i + 1])
      }
      found.append(PointOfInterest(kind: .zero, x: Interval(x, x), y: Interval(0, 0), certified: interpolation == .stepAfter))
    }
    return found
  }

  /// d3's monotoneX slopes at each point of a run: `slope3` inside, `slope2` at the ends.
  private static func monotoneSlopes(_ run: [(x: Double, y: Double)]) -> [Double] {
    let n = run.count
    guard n > 2 else {
      guard n == 2 else { return [0] }
      let s = (run[1].y - run[0].y) / (run[1].x - run[0].x)
      return [s, s]
    }
    var t = [Double](repeating: 0, count: n)
    for i in 1..<n - 1 {
      t[i] = curve_monotone_slope3(run[i].x - run[i - 1].x, run[i + 1].x - run[i].x, run[i].y - run[i - 1].y, run[i + 1].y - run[i].y)
    }
    t[0] = curve_monotone_slope2(run[1].x - run[0].x, run[1].y - run[0].y, t[1])
    t[n - 1] = curve_monotone_slope2(run[n - 1].x - run[n - 2].x, run[n - 1].y - run[n - 2].y, t[n - 2])
    return t
  }

  /// The one zero of d3's cubic Bézier from (x0, y0) to (x1, y1) with end slopes t0, t1 (its
  /// control points a third of the way in x), by bisection on its parameter to adjacent doubles.
  private static func monotoneZero(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ t0: Double, _ t1: Double) -> Double {
    let h = (x1 - x0) / 3
    let (c0, c1) = (y0 + h * t0, y1 - h * t1)
    func y(_ u: Double) -> Double {
      let v = 1 - u
      return v * v * v * y0 + 3 * v * v * u * c0 + 3 * v * u * u * c1 + u * u * u * y1
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<64 {
      let middle = (low + high) / 2
      guard middle > low, middle < high else { break }
      if (y(middle) < 0) == (y0 < 0) { low = middle } else { high = middle }
    }
    return x0 + (low + high) / 2 * (x1 - x0)
  }
}
