import Testing
@testable import CurveExpression

/// A relation's deep zoom encloses sin and cos of arguments past 2^20 as balls (the reduction by
/// π/2 of `ReducedBallArithmetic`): each ball must hold the real value (mpmath at 60 digits, at
/// the exact double-double base + j/32; the double nearest it lies in any interval of doubles
/// that holds it) and be a few ulps wide, where doubles would give a whole ulp of x.
@Suite("Deep zoom: sin and cos of large double-double arguments, held to mpmath")
struct ReducedBallArithmeticTests {
  /// (base, j, sin(base + j/32), cos(base + j/32)), the values the doubles nearest mpmath's.
  static let cases: [(base: Double, j: Double, sin: Double, cos: Double)] = [
    (1000000000000000, 0, 0.8582727931702359, -0.5131937377869703),
    (1000000000000000, 1, 0.8418190545665702, -0.5397598348975642),
    (1000000000000000, 2, 0.8245432939420194, -0.5657988656892523),
    (1000000000000000, 3, 0.8064623807836588, -0.5912854034903559),
    (1000000000000000, 5, 0.767956488662242, -0.6405020152361426),
    (1000000000000000, 8, 0.7046250079258086, -0.7095798744366656),
    (1000000000000000, 13, 0.5856198467182138, -0.8105858345232391),
    (1000000000000000, 21, 0.3668721991088802, -0.9302713526283685),
    (1000000000000000, 31, 0.06310258289321033, -0.998007046083446),
    (1048576, 16, 0.7425208640927718, 0.669822936593637),
    (4503599627370495, 0, 0.8809051277549935, 0.4732928859543091),
    (4503599627370495, 8, 0.9706144545025112, 0.24063993997421287),
    (-300000000000007, 11, 0.8446837846187255, -0.5352656387273392),
  ]

  @Test("the ball holds mpmath's value and is at most 1e-15 wide (its ends are rounded outward twice over; doubles give an ulp of x, 0.125)", arguments: cases.indices)
  func holdsTheValue(_ index: Int) {
    let c = Self.cases[index]
    let (high, low) = twoSum(c.base, c.j / 32)
    for (operation, truth) in [(Instruction.UnaryOperation.sin, c.sin), (.cos, c.cos)] {
      let ball = ReducedBallArithmetic.apply(operation, PreciseBall(high, low))
      let e = ball.enclosure
      #expect(e.lower <= truth && truth <= e.upper, "\(operation) at \(c.base) + \(c.j)/32: \(e.lower)...\(e.upper), mpmath \(truth)")
      #expect(e.upper - e.lower <= 1e-15, "\(operation) at \(c.base) + \(c.j)/32: \(e.lower)...\(e.upper)")
      #expect(e.isContinuous)
    }
  }

  @Test("a relation's sides enclose at balls: y - sin(x) over a pixel 1/32 of an ulp of x wide holds 0 where mpmath's sine is")
  func relationSide() throws {
    let program = try CompiledExpression("sin(x) - y", parameters: ParameterSet(), variables: .xy)
    let x = PreciseBall.axisSpan(1e15, 1e15 + 4, count: 1024, from: 8, to: 9)  // 1e15 + [1/32, 9/256]
    let y = PreciseBall(0.8418190545665702)  // sin(1e15 + 1/32), within the pixel's sines
    let f = program.enclosure(x: x, y: y).enclosure
    #expect(f.lower <= 0 && 0 <= f.upper)
    // A pixel's sines span about its width, 1/256: far less than an ulp of x.
    #expect(f.upper - f.lower < 0.01)
  }
}
