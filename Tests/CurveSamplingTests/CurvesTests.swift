import Testing
@testable import CurveSampling

/// Expected paths are worked out by hand from d3-shape's formulas (see Curves.swift).
@Suite("Interpolation: d3-shape's path commands")
struct CurvesTests {
  func path(_ points: [(Double, Double)], _ interpolation: Interpolation) -> [CurvePath.Command] {
    Array(Curves.path(points.map { Point($0.0, $0.1) }, interpolation))
  }
  func p(_ x: Double, _ y: Double) -> Point { Point(x, y) }

  @Test("one point is M p Z in every interpolation", arguments: Interpolation.allCases)
  func onePoint(_ interpolation: Interpolation) {
    #expect(path([(3, 4)], interpolation) == [.move(p(3, 4)), .close])
  }

  @Test("linear")
  func linear() {
    #expect(path([(0, 0), (1, 1), (2, 0)], .linear) == [.move(p(0, 0)), .line(p(1, 1)), .line(p(2, 0))])
    #expect(path([(0, 0), (5, 2)], .linear) == [.move(p(0, 0)), .line(p(5, 2))])
    // duplicates are kept by linear
    #expect(path([(0, 0), (0, 0)], .linear) == [.move(p(0, 0)), .line(p(0, 0))])
  }

  @Test("stepAfter holds the previous value, then jumps")
  func stepAfter() {
    #expect(
      path([(0, 0), (1, 1), (2, 0)], .stepAfter) == [
        .move(p(0, 0)), .line(p(1, 0)), .line(p(1, 1)), .line(p(2, 1)), .line(p(2, 0)),
      ])
    #expect(path([(0, 5), (4, 1)], .stepAfter) == [.move(p(0, 5)), .line(p(4, 5)), .line(p(4, 1))])
  }

  @Test("monotoneX: two points are a line")
  func monotoneTwo() {
    #expect(path([(0, 0), (4, 2)], .monotone) == [.move(p(0, 0)), .line(p(4, 2))])
  }

  @Test("monotoneX: three points, a peak (Steffen slope 0 at the peak, d3's end slopes ±1.5)")
  func monotoneThree() {
    #expect(
      path([(0, 0), (1, 1), (2, 0)], .monotone) == [
        .move(p(0, 0)), .curve(p(1.0 / 3, 0.5), p(1 - 1.0 / 3, 1), p(1, 1)),
        .curve(p(1 + 1.0 / 3, 1), p(2 - 1.0 / 3, (1.0 / 3) * 1.5), p(2, 0)),
      ])
  }

  @Test("monotoneX: a straight line stays straight (slope 1 everywhere)")
  func monotoneStraight() {
    // s0 = s1 = 1, p = 1 → slope min(1, 1, 0.5) · 2 = 1; ends (3·1 − 1)/2 = 1.
    #expect(
      path([(0, 0), (3, 3), (6, 6)], .monotone) == [
        .move(p(0, 0)), .curve(p(1, 1), p(2, 2), p(3, 3)), .curve(p(4, 4), p(5, 5), p(6, 6)),
      ])
  }

  @Test("monotoneX: a flat run has zero slopes")
  func monotoneFlat() {
    #expect(
      path([(0, 1), (1, 1), (2, 1)], .monotone) == [
        .move(p(0, 1)), .curve(p(1.0 / 3, 1), p(1 - 1.0 / 3, 1), p(1, 1)), .curve(p(1 + 1.0 / 3, 1), p(2 - 1.0 / 3, 1), p(2, 1)),
      ])
  }

  @Test("monotoneX: coincident points are skipped (then two points make a line, one makes M Z)")
  func monotoneCoincident() {
    #expect(path([(0, 0), (0, 0), (1, 1)], .monotone) == [.move(p(0, 0)), .line(p(1, 1))])
    #expect(path([(2, 2), (2, 2)], .monotone) == [.move(p(2, 2)), .close])
  }

  @Test("monotoneX: duplicate x with different y (h0 = 0 divides by ±0 as d3 does)")
  func monotoneDuplicateX() {
    // (0,0) (1,0) (1,2) (2,2): at (1,0): h0 = 1, h1 = 0 → s1 = 2/(+0) = inf → slope 0 (p is NaN);
    // the vertical segment gets dx = 0, so its control points sit on the segment's ends' x.
    let commands = path([(0, 0), (1, 0), (1, 2), (2, 2)], .monotone)
    #expect(commands.count == 4)
    #expect(commands[0] == .move(p(0, 0)))
    guard case .curve(let c1, let c2, let end) = commands[2] else {
      Issue.record("expected a curve, got \(commands[2])")
      return
    }
    #expect(end == p(1, 2))
    #expect(c1.x == 1 && c2.x == 1)
    for command in commands {
      if case .curve(let a, let b, let c) = command {
        #expect([a.x, a.y, b.x, b.y, c.x, c.y].allSatisfy { $0.isFinite })
      }
    }
  }

  @Test("monotoneX never overshoots monotone data")
  func monotoneNoOvershoot() {
    let data: [(Double, Double)] = [(0, 0), (1, 0.1), (2, 5), (3, 5.2), (4, 9), (5, 9), (6, 12)]
    for command in path(data, .monotone) {
      if case .curve(let c1, let c2, let end) = command {
        #expect(c1.y >= 0 && c2.y <= 12 && end.y <= 12)
      }
    }
  }
}
