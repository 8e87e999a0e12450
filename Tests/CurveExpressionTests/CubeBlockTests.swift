import Testing
import _CurveMath
@testable import CurveExpression

/// The cube's block form on every build of the math gives the scalar `curve_cube`'s bits: the
/// AVX2 build takes the exact products' errors from fused multiply-adds, where the scalar function
/// splits (Dekker), and hands the lanes where the two could differ (|x| ≤ 2^-320, where an error
/// can fall under the subnormal grid) to the scalar function. Serialized: it switches the
/// process's path (every path gives the same bits, so nothing running beside it sees a change).
@Suite("The cube's block form", .serialized)
struct CubeBlockTests {
  /// The edges of each regime: the FMA range, the Dekker range, overflow, subnormal cubes.
  static let edges: [Double] = {
    let regimes: [Double] = [0x1p-340, 0x1p-320, 0x1p340, 0x1p-323, 0x1p-330, 0x1p341, 0x1p-358, 0x1p-1074]
    var values: [Double] = [0, -0.0, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, 1, -1, 1.2379646270918914]
    for edge in regimes {
      let near: [Double] = [edge, edge.nextUp, edge.nextDown, edge * 1.2379646270918914]
      values += near + near.map { -$0 }
    }
    return values
  }()

  /// Random doubles: any sign and mantissa, exponents over every regime and most densely where
  /// the products' errors meet the subnormal grid (2^-345 to 2^-315).
  static func randomInputs(count: Int) -> [Double] {
    var rng = SplitMix64(seed: 0xC0BE)
    return (0..<count).map { index in
      let exponent = index % 2 == 0 ? Int.random(in: -345 ... -315, using: &rng) : Int.random(in: -400...400, using: &rng)
      let mantissa = 1 + Double(rng.next() >> 12) * 0x1p-52
      let value = Double(sign: Bool.random(using: &rng) ? .minus : .plus, exponent: exponent, significand: mantissa)
      return value
    }
  }

  @Test("every path gives curve_cube's bits, at the regimes' edges and at 200,000 random doubles")
  func paths() {
    let inputs = Self.edges + Self.randomInputs(count: 200_000)
    let scalar = inputs.map { curve_cube($0) }
    let available = (0...2).filter { curve_math_has_block_path(Int32($0)) == 1 }
    #expect(available.contains(0) && available.contains(1))
    for path in available {
      let previous = curve_math_use_block_path(Int32(path))
      var block = [Double](repeating: 0, count: inputs.count)
      curve_cube_v(&block, inputs, inputs.count)
      _ = curve_math_use_block_path(previous)
      let differing = zip(inputs.indices, zip(scalar, block)).filter { !sameBits($1.0, $1.1) }.map { inputs[$0.0] }
      #expect(differing.isEmpty, "path \(path): \(differing.count) cubes differ from the scalar function, first at \(differing.prefix(3))")
    }
  }
}
