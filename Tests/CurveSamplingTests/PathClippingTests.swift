import Testing
import _CurveTestSupport
@testable import CurveSampling

/// Clipping in pt: inside the rectangle a clipped path is the unclipped one (within 1e-3 pt, the
/// reference evaluated in Float80), every coordinate written is inside, and the area under a run
/// never leaves the plot.
@Suite("Path clipping: exact inside, nothing outside")
struct PathClippingTests {
  static let plot = Rect(x: 10, y: 20, width: 300, height: 150)

  /// A run of x-ascending points, some far off the plot (up to the 2^64 pt the scale saturates at).
  static func run(_ rng: inout SplitMix64, count: Int) -> (xs: [Double], ys: [Double]) {
    var x = Double.random(in: -20...40, using: &rng)
    var xs: [Double] = []
    var ys: [Double] = []
    for _ in 0..<count {
      x += Double.random(in: 0.01...40, using: &rng)
      xs.append(x)
      switch rng.next() % 8 {
      case 0: ys.append(rng.next() % 2 == 0 ? 0x1p64 : -0x1p64)
      case 1: ys.append(Double.random(in: -1e12...1e12, using: &rng))
      case 2: ys.append(Double.random(in: -400...600, using: &rng))
      default: ys.append(Double.random(in: 0...190, using: &rng))
      }
    }
    return (xs, ys)
  }

  static func path(_ xs: [Double], _ ys: [Double], _ interpolation: Interpolation) -> CurvePath {
    xs.withUnsafeBufferPointer { x in
      ys.withUnsafeBufferPointer { y in
        Curves.path(x: x, y: y, interpolation, scratch: CurveScratch(capacity: xs.count))
      }
    }
  }

  /// The unclipped path's y at `x`, in Float80 (x is linear in a monotoneX Bézier's parameter).
  static func reference(_ path: CurvePath, atX x: Double) -> Float80? {
    for i in 0..<Swift.max(0, path.pointCount - 1) {
      let (a, b) = (path.point(i), path.point(i + 1))
      guard a.x <= x, x <= b.x, b.x > a.x else { continue }
      let t = (Float80(x) - Float80(a.x)) / (Float80(b.x) - Float80(a.x))
      guard path.segments == .curves else { return Float80(a.y) + t * (Float80(b.y) - Float80(a.y)) }
      guard case .curve(let c1, let c2, _) = path[i + 1] else { return nil }
      let s = 1 - t
      return s * s * s * Float80(a.y) + 3 * s * s * t * Float80(c1.y) + 3 * s * t * t * Float80(c2.y) + t * t * t * Float80(b.y)
    }
    return nil
  }

  /// The clipped pieces' y at `x`, in Float80 from their own points and control points.
  static func clippedY(_ pieces: [CurvePath], atX x: Double) -> [Float80] {
    pieces.compactMap { reference($0, atX: x) }
  }

  @Test("lines and monotoneX Béziers: on the unclipped curve inside, covering all of it, nothing outside", arguments: [Interpolation.linear, .monotone])
  func exact(_ interpolation: Interpolation) {
    var rng = SplitMix64(seed: interpolation == .linear ? 41 : 43)
    var checked = 0
    for _ in 0..<300 {
      let (xs, ys) = Self.run(&rng, count: 2 + Int(rng.next() % 30))
      let path = Self.path(xs, ys, interpolation)
      let pieces = PathClipping.clip(path, to: Self.plot)
      for piece in pieces {
        for p in piece.flatMap(Self.points) {
          #expect(Self.plot.x <= p.x && p.x <= Self.plot.maxX && Self.plot.y <= p.y && p.y <= Self.plot.maxY, "\(p) outside")
        }
      }
      // Along the unclipped curve, wherever it is inside (away from the edges by 1e-6 pt), a
      // clipped piece passes within 1e-3 pt; and every clipped piece lies on the curve.
      for k in 0...2000 {
        let x = xs[0] + (xs[xs.count - 1] - xs[0]) * Double(k) / 2000
        guard let truth = Self.reference(path, atX: x) else { continue }
        let clipped = Self.clippedY(pieces, atX: x)
        for y in clipped {
          #expect(Swift.abs(y - truth) <= 1e-3, "at x = \(x): clipped \(y), unclipped \(truth)")
        }
        let inside = Float80(Self.plot.y) + 1e-6 < truth && truth < Float80(Self.plot.maxY) - 1e-6
          && Self.plot.x + 1e-6 < x && x < Self.plot.maxX - 1e-6
        if inside {
          checked += 1
          // A piece may be vertical there (it leaves the plot within the width of one double).
          let covered = !clipped.isEmpty || pieces.contains { $0.firstPoint.x <= x && x <= $0.lastPoint.x }
          #expect(covered, "at x = \(x) the curve is inside at \(truth), but no piece is there")
        }
      }
    }
    #expect(checked > 10_000)
  }

  @Test("the area under a run stays in the plot and is there wherever the stroke is")
  func area() {
    var rng = SplitMix64(seed: 47)
    for round in 0..<300 {
      let (xs, ys) = Self.run(&rng, count: 2 + Int(rng.next() % 30))
      let path = Self.path(xs, ys, round % 2 == 0 ? .monotone : .linear)
      guard let area = PathClipping.area(under: path, in: Self.plot) else {
        Issue.record("no area for \(path.pointCount) points")
        continue
      }
      for p in area.flatMap(Self.points) {
        #expect(Self.plot.x <= p.x && p.x <= Self.plot.maxX && Self.plot.y <= p.y && p.y <= Self.plot.maxY, "\(p) outside")
      }
      // Its top follows the curve where the curve is inside.
      for piece in PathClipping.clip(path, to: Self.plot) {
        let x = piece.firstPoint.x + (piece.lastPoint.x - piece.firstPoint.x) / 2
        if let y = Self.reference(piece, atX: x) {
          #expect(Self.clippedY([area], atX: x).contains { Swift.abs($0 - y) <= 1e-9 }, "the area misses the curve at x = \(x)")
        }
      }
    }
  }

  /// Every point a command writes (a Bézier's control points too).
  static func points(_ command: CurvePath.Command) -> [Point] {
    switch command {
    case .move(let p), .line(let p): [p]
    case .curve(let a, let b, let c): [a, b, c]
    case .close: []
    }
  }
}
