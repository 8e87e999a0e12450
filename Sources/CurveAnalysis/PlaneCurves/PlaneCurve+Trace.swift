import CurveExpression
import CurveSampling

extension PlaneCurve {
  /// A curve traced as chords in pt: where each chord is proven within ``tolerance`` of the
  /// curve, where the pen lifts, and what could not be proven.
  public struct Trace: Sendable {
    /// One run of chords: the parameter at each vertex and the vertex in pt (unclipped).
    public struct Piece: Sendable, Equatable {
      /// The parameter at each vertex, increasing.
      public var parameters: [Double]
      /// Each vertex: the curve's point there, mapped to pt.
      public var points: [Point]
      /// Whether every chord of the piece is proven within ``PlaneCurve/tolerance`` of the curve
      /// (`false`: drawn without proof, because the budget ran out or the enclosures stayed too
      /// wide at the finest step).
      public var proven: Bool
    }

    /// The runs, in the parameter's order.
    public var pieces: [Piece]
    /// The parameters where continuity could not be proven at the finest step (a pole, a jump,
    /// the edge of where the curve is defined): no chord spans one.
    public var breaks: [Double]
    /// How many chords are drawn without proof (in pieces whose `proven` is `false`).
    public var unprovenChords: Int
    /// How many intervals of the parameter were enclosed.
    public var evaluations: Int
    /// Whether the budget ran out before every interval was decided.
    public var budgetExhausted: Bool
  }

  /// The most a drawn chord is from the curve it stands for, in pt.
  public static let tolerance = 0.25
  /// The pieces the parameter's range is first cut into.
  static let initialSegments = 64

  /// The most intervals one curve encloses for a program of `instructions`: 2^16 up to 16
  /// instructions, then shrinking in proportion, so a trace's work is bounded whatever the text.
  public static func budget(instructions: Int) -> Int {
    Subdivision.steps(work: (1 << 16) * 16, instructions: instructions, shortest: 16)
  }

  /// The curve traced onto the plot the axes `x` and `y` span (y up), its values read in their
  /// coordinates (`Axis.coordinates`: ln of a logarithmic axis's, as the curve is rewritten
  /// for one): the parameter's range is cut
  /// into chords, and a chord is kept only where enclosures prove x(t) and y(t) continuous on it
  /// and prove that the curve there strays at most ``tolerance`` pt from it; otherwise it is
  /// halved, down to 2^−40 of the range. A part of the curve proven to lie beyond `plot` grown
  /// by the sampler's guard band (32 pt) is not drawn, but a break there is still reported. The work is rounds of halving,
  /// so a hard spot does not starve the rest; past `budget` (by default
  /// ``budget(instructions:)``) what is left is drawn without proof and counted.
  ///
  /// The proof: with n the chord's unit normal and d(t) = n·(P(t) − P(t₀)) the distance from its
  /// line, |d| ≤ (|d(t₀)| + |d(t₁)|)/2 + (t₁ − t₀)/2 · max|n·P′| over the enclosure of P′; along
  /// the chord the curve overshoots its ends by at most (t₁ − t₀) · max(0, −min u·P′). A vertex
  /// is the point computed in doubles, so each bound also grows by how far a vertex may be from
  /// the real point there (its enclosure, in pt): `(1 - cos(t))/t^2` is 0 in doubles near t = 1e-8,
  /// where the curve is at 1/2.
  public func trace(x: Axis, y: Axis, budget: Int? = nil) -> Trace {
    var tracer = Tracer(curve: self, x: x, y: y, budget: budget ?? Self.budget(instructions: instructionCount))
    return tracer.run()
  }

  /// ``trace(x:y:budget:)`` onto `plot`, which shows `x` × `y` on linear axes.
  public func trace(onto plot: Rect, x: ClosedRange<Double>, y: ClosedRange<Double>, budget: Int? = nil) -> Trace {
    let domains = (x: Interval(x.lowerBound, x.upperBound), y: Interval(y.lowerBound, y.upperBound))
    return trace(x: .horizontal(domain: domains.x, on: plot), y: .vertical(domain: domains.y, on: plot), budget: budget)
  }
}

/// The rounds of halving behind ``PlaneCurve/trace(x:y:budget:)``.
private struct Tracer {
  enum State { case pending, chord, unproven, gap, pole }

  struct Segment {
    var t0, t1: Double
    var p0, p1: Point
    /// How far each vertex may be from the real point there, in pt.
    var e0, e1: Double
    var state: State
  }

  let curve: PlaneCurve
  let x, y: Axis
  let visible: Rect
  let budget: Int
  var evaluations = 0

  init(curve: PlaneCurve, x: Axis, y: Axis, budget: Int) {
    (self.curve, self.x, self.y, self.budget) = (curve, x, y, budget)
    let plot = Rect(x: x.range.lower, y: y.range.lower, width: x.range.upper - x.range.lower, height: y.range.upper - y.range.lower)
    visible = CurveSampler.band(around: plot)
  }

  /// A point of the curve (in the axes' coordinates) in pt.
  func pt(_ p: Point) -> Point {
    Point(x.map(coordinate: p.x), y.map(coordinate: p.y))
  }

  /// An enclosure of a coordinate's derivative in pt per unit of t, lower end first.
  func scaled(_ e: Enclosure, by axis: Axis) -> (Double, Double) {
    let (a, b) = (e.lower * axis.slope, e.upper * axis.slope)
    return (Swift.min(a, b), Swift.max(a, b))
  }

  mutating func run() -> PlaneCurve.Trace {
    let (start, end) = (curve.domain.lowerBound, curve.domain.upperBound)
    let n = PlaneCurve.initialSegments
    // The domain is checked finite and increasing, so the grid exists; it never overflows.
    let ts = UniformGrid(from: start, to: end, count: n + 1)?.values ?? [start, end]
    let points = ts.map { pt(curve.point(at: $0)) }
    let errors = zip(ts, points).map { vertexError($0, $1) }
    var segments = (0..<(ts.count - 1)).map {
      Segment(t0: ts[$0], t1: ts[$0 + 1], p0: points[$0], p1: points[$0 + 1], e0: errors[$0], e1: errors[$0 + 1], state: .pending)
    }
    let finest = Subdivision.resolution(start, end)
    var exhausted = false
    while segments.contains(where: { $0.state == .pending }) {
      var next: [Segment] = []
      next.reserveCapacity(segments.count * 2)
      for var segment in segments {
        guard segment.state == .pending else {
          next.append(segment)
          continue
        }
        guard evaluations < budget else {
          exhausted = true
          segment.state = .unproven
          next.append(segment)
          continue
        }
        evaluations += 1
        let (state, continuous) = judge(segment)
        if state != .pending {
          segment.state = state
          next.append(segment)
          continue
        }
        let middle = Subdivision.midpoint(segment.t0, segment.t1)
        guard segment.t1 / 2 - segment.t0 / 2 > finest / 2, Subdivision.isSplittable(segment.t0, segment.t1) else {
          segment.state = continuous ? .unproven : .pole
          next.append(segment)
          continue
        }
        let pm = pt(curve.point(at: middle))
        let em = vertexError(middle, pm)
        next.append(Segment(t0: segment.t0, t1: middle, p0: segment.p0, p1: pm, e0: segment.e0, e1: em, state: .pending))
        next.append(Segment(t0: middle, t1: segment.t1, p0: pm, p1: segment.p1, e0: em, e1: segment.e1, state: .pending))
      }
      segments = next
    }
    return assemble(segments, exhausted: exhausted)
  }

  /// How far the vertex `p` drawn at `t` may be from the real point there, in pt: the farthest
  /// corner of the point's enclosure (infinite where it is not bounded, or where the map to pt
  /// saturates and so no longer tells points apart).
  func vertexError(_ t: Double, _ p: Point) -> Double {
    let (ex, ey) = curve.pointEnclosure(at: t)
    guard !ex.isEmpty, !ey.isEmpty, p.x.isFinite, p.y.isFinite else { return .infinity }
    let (low, high) = (pt(Point(ex.lower, ey.lower)), pt(Point(ex.upper, ey.upper)))
    guard [p, low, high].allSatisfy({ Swift.abs($0.x) < 0x1p64 && Swift.abs($0.y) < 0x1p64 }) else { return .infinity }
    let dx = Swift.max(Swift.abs(low.x - p.x), Swift.abs(high.x - p.x))
    let dy = Swift.max(Swift.abs(low.y - p.y), Swift.abs(high.y - p.y))
    let error = (dx + dy).nextUp
    return error.isNaN ? .infinity : error
  }

  /// A segment's state once enclosed (`.pending`: halve it), and whether the curve is proven
  /// continuous on it.
  func judge(_ s: Segment) -> (State, continuous: Bool) {
    let (ex, ey) = curve.enclosures(from: s.t0, to: s.t1)
    if ex.value.isEmpty || ey.value.isEmpty { return (.gap, false) }  // undefined throughout
    // The box the curve lies in, in pt.
    let (left, right) = (pt(Point(ex.value.lower, 0)).x, pt(Point(ex.value.upper, 0)).x)
    let (bottom, top) = (pt(Point(0, ey.value.lower)).y, pt(Point(0, ey.value.upper)).y)
    let continuous = ex.value.isContinuous && ey.value.isContinuous
    // Beyond the plot nothing is drawn, but a break there is still found and reported.
    let outside = right < visible.x || left > visible.maxX || bottom < visible.y || top > visible.maxY
    if outside && continuous { return (.gap, true) }
    guard continuous, s.p0.x.isFinite, s.p0.y.isFinite, s.p1.x.isFinite, s.p1.y.isFinite else { return (.pending, continuous) }
    // Room for the rounding of the bound itself, less how far the vertices may be from the curve.
    let tolerance = PlaneCurve.tolerance * (1 - 0x1p-30) - Swift.max(s.e0, s.e1)
    guard tolerance > 0 else { return (.pending, true) }
    let (width, height) = (right - left, bottom - top)
    if width * width + height * height <= tolerance * tolerance { return (.chord, true) }
    guard ex.first.lower.isFinite, ex.first.upper.isFinite, ey.first.lower.isFinite, ey.first.upper.isFinite else { return (.pending, true) }
    // P′ in pt (y down).
    let (dx, dy) = (scaled(ex.first, by: x), scaled(ey.first, by: y))
    let h = s.t1 - s.t0
    let (vx, vy) = (s.p1.x - s.p0.x, s.p1.y - s.p0.y)
    let length = (vx * vx + vy * vy).squareRoot()
    func range(_ a: Double, _ b: Double) -> (Double, Double) {
      // a·P′ + b·P′ over the box of P′: each term's ends, summed.
      let (x0, x1) = (a * dx.0, a * dx.1)
      let (y0, y1) = (b * dy.0, b * dy.1)
      return (Swift.min(x0, x1) + Swift.min(y0, y1), Swift.max(x0, x1) + Swift.max(y0, y1))
    }
    guard length > 0, length.isFinite else {
      let speed = Swift.max(Swift.abs(dx.0), Swift.abs(dx.1)) + Swift.max(Swift.abs(dy.0), Swift.abs(dy.1))
      return (h / 2 * speed <= tolerance ? .chord : .pending, true)
    }
    let (ux, uy) = (vx / length, vy / length)
    let across = range(-uy, ux)
    let along = range(ux, uy)
    let deviation = Swift.abs(-uy * vx + ux * vy) / 2 + h / 2 * Swift.max(Swift.abs(across.0), Swift.abs(across.1))
    let overshoot = h * Swift.max(0, -along.0)
    return (deviation <= tolerance && overshoot <= tolerance ? .chord : .pending, true)
  }

  /// The segments as runs of chords (proven or not), with the poles between them.
  func assemble(_ segments: [Segment], exhausted: Bool) -> PlaneCurve.Trace {
    var pieces: [PlaneCurve.Trace.Piece] = []
    var breaks: [Double] = []
    var unproven = 0
    var previous: State = .gap
    for segment in segments {
      switch segment.state {
      case .chord, .unproven:
        let proven = segment.state == .chord
        if !proven { unproven += 1 }
        let finite = segment.p0.x.isFinite && segment.p0.y.isFinite && segment.p1.x.isFinite && segment.p1.y.isFinite
        guard finite else {
          previous = .gap
          continue
        }
        if previous == segment.state, let last = pieces.indices.last {
          pieces[last].parameters.append(segment.t1)
          pieces[last].points.append(segment.p1)
        } else {
          pieces.append(.init(parameters: [segment.t0, segment.t1], points: [segment.p0, segment.p1], proven: proven))
        }
      case .pole:
        if previous != .pole { breaks.append(segment.t0 / 2 + segment.t1 / 2) }
      case .gap, .pending: break
      }
      previous = segment.state
    }
    return PlaneCurve.Trace(pieces: pieces, breaks: breaks, unprovenChords: unproven, evaluations: evaluations, budgetExhausted: exhausted)
  }
}
