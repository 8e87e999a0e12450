import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import _CurveKernels
import _CurveTestSupport
@testable import CurveSampling

/// The sampler's vector kernels against plain Swift statements of the same rules, bit for bit,
/// on random and edge-case inputs (lengths cross the 4-lane blocks and their tails).
@Suite("Sampler kernels: vector passes equal the plain rules bit for bit")
struct KernelTests {
  /// Awkward doubles: signed zeros, tiny and huge values, infinities, NaN.
  static let edges: [Double] = [0, -0.0, 1, -1, 0.5, 3, 1e-300, -1e-300, 5e-324, 1e9, -1e9, 2e9, -3e15, 1e300, -1e308, .infinity, -.infinity, .nan]

  func value(_ rng: inout SplitMix64) -> Double {
    switch rng.next() % 4 {
    case 0: return Self.edges[Int(rng.next() % UInt64(Self.edges.count))]
    case 1: return Double(Int(rng.next() % 7)) - 3
    default: return Double.random(in: -1e3...1e3, using: &rng)
    }
  }

  @Test("UniformGrid.fill (vector) gives the subscript's values", arguments: [2, 3, 4, 5, 7, 8, 9, 1024])
  func grid(count: Int) {
    var rng = SplitMix64(seed: UInt64(count))
    let domains: [(Double, Double)] = [(0, 1), (-5, 5), (1, -1), (-1.7e308, 1.7e308), (1e-300, 3e-300), (3, 3.0000000000000004)]
      + (0..<20).map { _ in (Double.random(in: -1e6...1e6, using: &rng), Double.random(in: -1e6...1e6, using: &rng)) }
    for (low, high) in domains {
      guard let grid = UniformGrid(from: low, to: high, count: count) else { continue }
      var filled = [Double](repeating: .nan, count: count + 3)
      filled.withUnsafeMutableBufferPointer { grid.fill(UnsafeMutableBufferPointer(rebasing: $0[..<count])) }
      for i in 0..<count { #expect(sameBits(filled[i], grid[i]), "\(low)…\(high) #\(i)") }
      #expect(filled[count].isNaN, "wrote past the buffer")
      #expect(filled[count - 1] == high)
    }
  }

  @Test("the scale's block pass gives Scale.map's coordinates")
  func scale() {
    var rng = SplitMix64(seed: 7)
    for round in 0..<200 {
      let count = Int(rng.next() % 40)
      let values = (0..<count).map { _ in value(&rng) }
      let domain = [Interval(0, 1), Interval(5, -5), Interval(1e-300, 2e-300), Interval(-1e9, 1e9)][round % 4]
      let scale = Scale(plot: Rect(x: 10, y: 20, width: 300, height: 150), domain: domain, yDomain: domain)
      var xs = [Double](repeating: 0, count: count)
      var ys = [Double](repeating: 0, count: count)
      values.withUnsafeBufferPointer { v in
        xs.withUnsafeMutableBufferPointer { scale.mapX(v, into: $0) }
        ys.withUnsafeMutableBufferPointer { scale.mapY(v, into: $0) }
      }
      for (i, v) in values.enumerated() {
        let point = scale.map(v, v)
        #expect(sameBits(xs[i], point.x) && sameBits(ys[i], point.y), "value \(v)")
        // The plain rule: t = (v − d0)/(d1 − d0) within ±2^60, then r0·(1 − t) + r1·t within ±2^64.
        let t = ((v - domain.start) / (domain.end - domain.start)).clamped(to: -0x1p60...0x1p60)
        let expected = 10 * (1 - t) + 310 * t
        #expect(sameBits(point.x, expected.isNaN ? expected : expected.clamped(to: -0x1p64...0x1p64)), "value \(v)")
      }
    }
  }

  @Test("extent: the finite values' least and greatest, as Swift's min and max decide, values untouched")
  func extent() {
    var rng = SplitMix64(seed: 11)
    for _ in 0..<500 {
      let count = Int(rng.next() % 30)
      let values = (0..<count).map { _ in rng.next() % 3 == 0 ? [0.0, -0.0][Int(rng.next() % 2)] : value(&rng) }
      let extent = DomainInference.extent(of: values)
      let reference = DomainInference.extent(of: values.lazy.map { $0 })  // the generic, plain loop
      #expect(sameBits(extent.start, reference.start) && sameBits(extent.end, reference.end), "\(values)")
      let finite = values.filter(\.isFinite)
      if let low = finite.min(), let high = finite.max(), low < high {
        #expect(extent.start == low && extent.end == high)
      }
    }
  }

  @Test("hull: the least and greatest x and y, and with slopes the control points' y, NaN passed over")
  func hull() {
    var rng = SplitMix64(seed: 12)
    for _ in 0..<600 {
      let count = Int(rng.next() % 40)
      let xs = (0..<count).map { _ in value(&rng) }, ys = (0..<count).map { _ in value(&rng) }
      let slopes = (0..<count).map { _ in value(&rng) }
      for withSlopes in [false, true] {
        // The rule, written plainly: a value is taken when it is strictly beyond the one held.
        var expected = (left: Double.infinity, right: -Double.infinity, top: Double.infinity, bottom: -Double.infinity)
        for i in 0..<count {
          if xs[i] < expected.left { expected.left = xs[i] }
          if xs[i] > expected.right { expected.right = xs[i] }
          if ys[i] < expected.top { expected.top = ys[i] }
          if ys[i] > expected.bottom { expected.bottom = ys[i] }
        }
        if withSlopes {
          for i in 0..<Swift.max(0, count - 1) {
            let d = (xs[i + 1] - xs[i]) / 3
            for v in [ys[i] + d * slopes[i], ys[i + 1] - d * slopes[i + 1]] {
              if v < expected.top { expected.top = v }
              if v > expected.bottom { expected.bottom = v }
            }
          }
        }
        var hull = [Double](repeating: 0, count: 4)
        xs.withUnsafeBufferPointer { x in
          ys.withUnsafeBufferPointer { y in
            slopes.withUnsafeBufferPointer { s in
              curve_hull(x.baseAddress, y.baseAddress, withSlopes ? s.baseAddress : nil, count, &hull)
            }
          }
        }
        // Equal values compare equal (which of 0 and -0 is kept is not part of the rule).
        let want = [expected.left, expected.right, expected.top, expected.bottom]
        #expect(zip(hull, want).allSatisfy { $0 == $1 }, "\(count) points, slopes \(withSlopes): \(hull) vs \(want)")
      }
    }
  }

  @Test("runs: the stretches of samples with a value, split at the cuts, as a plain scan finds them")
  func runs() {
    var rng = SplitMix64(seed: 13)
    for _ in 0..<800 {
      let count = Int(rng.next() % 70)
      let gapShare = [0, 2, 10, 50][Int(rng.next() % 4)]
      func sample() -> Double { Int(rng.next() % 100) < gapShare ? [Double.nan, .infinity, -.infinity][Int(rng.next() % 3)] : value(&rng) }
      let xs = (0..<count).map { _ in rng.next() % 5 == 0 ? sample() : Double(rng.next() % 1000) }
      let ys = (0..<count).map { _ in sample() }
      let cuts = (0..<count).filter { _ in rng.next() % 9 == 0 }
      let trace = Trace(xs: xs, ys: ys, breaks: [], cuts: cuts)
      for functionMode in [false, true] {
        // The rule, one sample at a time.
        var expected: [Range<Int>] = []
        var start = 0
        for i in 0..<count {
          let valued = xs[i].isFinite && (functionMode ? !ys[i].isNaN : ys[i].isFinite)
          if !valued {
            if start < i { expected.append(start..<i) }
            start = i + 1
          } else if cuts.contains(i) {
            expected.append(start..<i + 1)
            start = i + 1
          }
        }
        if start < count { expected.append(start..<count) }
        #expect(trace.runs(functionMode: functionMode) == expected, "\(xs) \(ys) cuts \(cuts)")
      }
    }
  }

  @Test("monotoneX equals d3's state machine, point by point, bit for bit")
  func monotoneAgainstStateMachine() {
    var rng = SplitMix64(seed: 17)
    for round in 0..<3000 {
      let count = round < 2000 ? 1 + Int(rng.next() % 24) : 1 + Int(rng.next() % 1024)
      var points: [Point] = []
      // One round in three: a smooth run with distinct x (the vector pass), else awkward points.
      if round % 3 == 0 {
        let step = Double.random(in: 0.001...3, using: &rng)
        points = (0..<count).map { i in Point(Double(i) * step, 40 * sin(Double(i) * step) + Double.random(in: -1...1, using: &rng)) }
      }
      for _ in points.count..<count {
        switch rng.next() % 10 {
        case 0 where !points.isEmpty: points.append(points[points.count - 1])  // repeated point
        case 1 where !points.isEmpty: points.append(Point(points[points.count - 1].x, Double(rng.next() % 5)))  // zero width
        case 2: points.append(Point(Double(rng.next() % 4), Double(rng.next() % 4)))  // x goes back, flats
        case 3 where round % 5 == 0:  // non-finite coordinates (the sampler never passes them; d3 takes them)
          points.append(Point([Double.nan, .infinity, 1][Int(rng.next() % 3)], [Double.nan, -.infinity, 2][Int(rng.next() % 3)]))
        default: points.append(Point(Double(points.count) + Double.random(in: 0..<1, using: &rng), Double.random(in: -50...50, using: &rng)))
        }
      }
      let drawn = Array(Curves.path(points, .monotone))
      var reference = D3MonotoneX()
      for point in points { reference.point(point) }
      reference.lineEnd()
      let (got, expected) = (Self.bits(drawn), Self.bits(reference.commands))
      if got != expected {
        let at = got.indices.first { $0 >= expected.count || got[$0] != expected[$0] } ?? got.count
        Issue.record("round \(round), \(count) points: differs at word \(at) of the encoded commands")
        return
      }
    }
  }

  /// Commands as words: a tag, then each coordinate's bits (every NaN as one word, since which
  /// NaN an operation returns is not specified).
  static func bits(_ commands: [CurvePath.Command]) -> [UInt64] {
    func b(_ v: Double) -> UInt64 { v.isNaN ? Double.nan.bitPattern : v.bitPattern }
    return commands.flatMap { command -> [UInt64] in
      switch command {
      case .move(let p): [0, b(p.x), b(p.y)]
      case .line(let p): [1, b(p.x), b(p.y)]
      case .curve(let a, let b1, let c): [2, b(a.x), b(a.y), b(b1.x), b(b1.y), b(c.x), b(c.y)]
      case .close: [3]
      }
    }
  }
}

/// d3-shape's `MonotoneX` as its source states it: a state machine fed one point at a time
/// (`_point` 0, 1, 2, 3), with JavaScript's `||` and `Math.min` spelt out. The reference for the
/// two-pass vector implementation.
struct D3MonotoneX {
  var commands: [CurvePath.Command] = []
  var x0 = Double.nan, y0 = Double.nan, x1 = Double.nan, y1 = Double.nan, t0 = Double.nan
  var state = 0

  mutating func point(_ p: Point) {
    var t1 = Double.nan
    if p.x == x1 && p.y == y1 { return }
    switch state {
    case 0:
      state = 1
      commands.append(.move(p))
    case 1:
      state = 2
    case 2:
      state = 3
      t1 = slope3(p.x, p.y)
      bezier(slope2(t1), t1)
    default:
      t1 = slope3(p.x, p.y)
      bezier(t0, t1)
    }
    (x0, x1, y0, y1, t0) = (x1, p.x, y1, p.y, t1)
  }

  mutating func lineEnd() {
    switch state {
    case 1: commands.append(.close)
    case 2: commands.append(.line(Point(x1, y1)))
    case 3: bezier(t0, slope2(t0))
    default: break
    }
  }

  func slope3(_ x2: Double, _ y2: Double) -> Double {
    let h0 = x1 - x0, h1 = x2 - x1
    let s0 = (y1 - y0) / (h0 != 0 && !h0.isNaN ? h0 : (h1 < 0 ? -0.0 : 0.0))
    let s1 = (y2 - y1) / (h1 != 0 && !h1.isNaN ? h1 : (h0 < 0 ? -0.0 : 0.0))
    let p = (s0 * h1 + s1 * h0) / (h0 + h1)
    let candidates = [Swift.abs(s0), Swift.abs(s1), 0.5 * Swift.abs(p)]
    let least = candidates.contains { $0.isNaN } ? Double.nan : candidates.min() ?? .nan
    let slope = ((s0 < 0 ? -1 : 1) + (s1 < 0 ? -1 : 1)) * least
    return slope.isNaN || slope == 0 ? 0 : slope
  }

  func slope2(_ t: Double) -> Double {
    let h = x1 - x0
    return h != 0 && !h.isNaN ? (3 * (y1 - y0) / h - t) / 2 : t
  }

  mutating func bezier(_ ta: Double, _ tb: Double) {
    let dx = (x1 - x0) / 3
    commands.append(.curve(Point(x0 + dx, y0 + dx * ta), Point(x1 - dx, y1 - dx * tb), Point(x1, y1)))
  }
}
