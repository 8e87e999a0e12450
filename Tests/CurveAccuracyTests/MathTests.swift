#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import Foundation
import Testing
import _CurveMath
import _CurveTestSupport
import CMPFR

/// CurveKit's own sin cos exp log pow tan log2 log10 atan atan2 cbrt hypot sinh cosh tanh asin acos
/// asinh acosh atanh cot sec csc log_base against MPFR, on 10^6 inputs per function: uniform in
/// the bits and in the ranges that break libms. Each test prints its maximum error and the share of results that are correctly rounded
/// (the README's accuracy table comes from these lines).
@Suite("CurveKit's math against MPFR")
struct MathAccuracyTests {
  /// One function and one kind of input.
  struct Inputs: Sendable, CustomTestStringConvertible {
    var function: MPFRAccuracy.MathFunction
    var name: String
    var count: Int
    var make: @Sendable (inout SplitMix64) -> (Double, Double)
    var testDescription: String { "\(function.rawValue), \(name)" }
  }

  static func uniform(_ range: ClosedRange<Double>, _ rng: inout SplitMix64) -> Double { Double.random(in: range, using: &rng) }
  /// A finite double with uniformly random bits.
  static func anyFinite(_ rng: inout SplitMix64) -> Double {
    while true {
      let v = Double(bitPattern: rng.next())
      if v.isFinite { return v }
    }
  }
  /// 2^e·m with e uniform in the exponents and m uniform in [1, 2).
  static func logUniform(_ exponents: ClosedRange<Int>, _ rng: inout SplitMix64) -> Double {
    Double(sign: .plus, exponent: Int.random(in: exponents, using: &rng), significand: uniform(1...2, &rng))
  }
  static func subnormal(_ rng: inout SplitMix64) -> Double {
    Double(bitPattern: (rng.next() & 0x000F_FFFF_FFFF_FFFF) | 1)
  }
  static func negated(_ v: Double, _ rng: inout SplitMix64) -> Double { rng.next() % 2 == 0 ? v : -v }

  /// The doubles nearest k·π/2 for random k < 2^25 (and a few ulps either side), from MPFR.
  static func nearHalfPi(_ rng: inout SplitMix64) -> Double {
    let k = Double(rng.next() % (1 << 25) + 1)
    let nearest = MPFRConstants.nearestMultipleOfHalfPi(k)
    var v = nearest
    for _ in 0..<(rng.next() % 3) { v = rng.next() % 2 == 0 ? v.nextUp : v.nextDown }
    return negated(v, &rng)
  }

  static let table: [Inputs] = [
    Inputs(function: .sin, name: "any finite double", count: 300_000) { (anyFinite(&$0), 0) },
    Inputs(function: .sin, name: "[-10, 10]", count: 300_000) { (uniform(-10...10, &$0), 0) },
    Inputs(function: .sin, name: "up to 2^19 (Cody-Waite)", count: 150_000) { (negated(logUniform(-5...18, &$0), &$0), 0) },
    Inputs(function: .sin, name: "near k pi/2", count: 150_000) { (nearHalfPi(&$0), 0) },
    Inputs(function: .sin, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .cos, name: "any finite double", count: 300_000) { (anyFinite(&$0), 0) },
    Inputs(function: .cos, name: "[-10, 10]", count: 300_000) { (uniform(-10...10, &$0), 0) },
    Inputs(function: .cos, name: "up to 2^19 (Cody-Waite)", count: 150_000) { (negated(logUniform(-5...18, &$0), &$0), 0) },
    Inputs(function: .cos, name: "near k pi/2", count: 150_000) { (nearHalfPi(&$0), 0) },
    Inputs(function: .cos, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .exp, name: "any finite double", count: 200_000) { (anyFinite(&$0), 0) },
    Inputs(function: .exp, name: "[-745.2, 709.8]", count: 400_000) { (uniform(-745.2...709.8, &$0), 0) },
    Inputs(function: .exp, name: "near overflow [705, 709.8]", count: 100_000) { (uniform(705...709.8, &$0), 0) },
    Inputs(function: .exp, name: "subnormal results [-745.2, -708]", count: 150_000) { (uniform(-745.2...(-708), &$0), 0) },
    Inputs(function: .exp, name: "small |x| < 2^-10", count: 150_000) { (negated(logUniform(-1074...(-11), &$0), &$0), 0) },
    Inputs(function: .log, name: "any positive double", count: 300_000) { (Swift.abs(anyFinite(&$0)), 0) },
    Inputs(function: .log, name: "near 1", count: 300_000) { rng in (1 + negated(logUniform(-53...(-4), &rng), &rng), 0) },
    Inputs(function: .log, name: "[0.5, 2]", count: 200_000) { (uniform(0.5...2, &$0), 0) },
    Inputs(function: .log, name: "subnormal", count: 200_000) { (subnormal(&$0), 0) },
    Inputs(function: .power, name: "x in (0, 10], y in [-40, 40]", count: 250_000) { (uniform(0...10, &$0), uniform(-40...40, &$0)) },
    Inputs(function: .power, name: "negative bases, integer exponents", count: 200_000) { rng in
      (-uniform(0...5, &rng), Double(Int.random(in: -300...300, using: &rng)))
    },
    Inputs(function: .power, name: "near 1 to huge exponents", count: 150_000) { rng in
      (1 + negated(logUniform(-53...(-10), &rng), &rng), negated(logUniform(10...60, &rng), &rng))
    },
    Inputs(function: .power, name: "results near overflow and underflow", count: 150_000) { rng in
      let x = logUniform(-1000...1000, &rng)
      let target = rng.next() % 2 == 0 ? uniform(700...709.8, &rng) : uniform(-745...(-700), &rng)
      return (x, target / Foundation.log(x))
    },
    Inputs(function: .power, name: "any positive double to y in [-2, 2]", count: 150_000) { (Swift.abs(anyFinite(&$0)), uniform(-2...2, &$0)) },
    Inputs(function: .power, name: "integer exponents up to 2^60", count: 100_000) { rng in
      (negated(logUniform(-10...10, &rng), &rng), negated(Double(sign: .plus, exponent: Int.random(in: 0...60, using: &rng), significand: 1).rounded(), &rng))
    },
    Inputs(function: .tan, name: "any finite double", count: 300_000) { (anyFinite(&$0), 0) },
    Inputs(function: .tan, name: "[-10, 10]", count: 300_000) { (uniform(-10...10, &$0), 0) },
    Inputs(function: .tan, name: "up to 2^19 (Cody-Waite)", count: 150_000) { (negated(logUniform(-5...18, &$0), &$0), 0) },
    Inputs(function: .tan, name: "near k pi/2", count: 150_000) { (nearHalfPi(&$0), 0) },
    Inputs(function: .tan, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .log2, name: "any positive double", count: 300_000) { (Swift.abs(anyFinite(&$0)), 0) },
    Inputs(function: .log2, name: "near 1", count: 300_000) { rng in (1 + negated(logUniform(-53...(-4), &rng), &rng), 0) },
    Inputs(function: .log2, name: "[0.5, 2]", count: 200_000) { (uniform(0.5...2, &$0), 0) },
    Inputs(function: .log2, name: "subnormal", count: 200_000) { (subnormal(&$0), 0) },
    Inputs(function: .log10, name: "any positive double", count: 300_000) { (Swift.abs(anyFinite(&$0)), 0) },
    Inputs(function: .log10, name: "near 1", count: 300_000) { rng in (1 + negated(logUniform(-53...(-4), &rng), &rng), 0) },
    Inputs(function: .log10, name: "[0.05, 20]", count: 200_000) { (uniform(0.05...20, &$0), 0) },
    Inputs(function: .log10, name: "subnormal", count: 200_000) { (subnormal(&$0), 0) },
    Inputs(function: .atan, name: "any finite double", count: 250_000) { (anyFinite(&$0), 0) },
    Inputs(function: .atan, name: "[-10, 10]", count: 250_000) { (uniform(-10...10, &$0), 0) },
    Inputs(function: .atan, name: "near +-1", count: 200_000) { rng in (negated(1 + negated(logUniform(-53...(-4), &rng), &rng), &rng), 0) },
    Inputs(function: .atan, name: "2^-30 to 2^30", count: 100_000) { (negated(logUniform(-30...30, &$0), &$0), 0) },
    Inputs(function: .atan, name: "huge, 2^30 to 2^1023", count: 100_000) { (negated(logUniform(30...1023, &$0), &$0), 0) },
    Inputs(function: .atan, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .atan2, name: "any finite doubles", count: 250_000) { (anyFinite(&$0), anyFinite(&$0)) },
    Inputs(function: .atan2, name: "[-10, 10] squared", count: 250_000) { (uniform(-10...10, &$0), uniform(-10...10, &$0)) },
    Inputs(function: .atan2, name: "near the diagonals |y| = |x|", count: 150_000) { rng in
      let x = negated(logUniform(-100...100, &rng), &rng)
      return (negated(Swift.abs(x) * (1 + negated(logUniform(-53...(-4), &rng), &rng)), &rng), x)
    },
    Inputs(function: .atan2, name: "ratios from 2^-1100 to 2^1100", count: 150_000) { rng in
      (negated(logUniform(-1022...1023, &rng), &rng), negated(logUniform(-1022...1023, &rng), &rng))
    },
    Inputs(function: .atan2, name: "subnormal and tiny", count: 100_000) { rng in
      (negated(subnormal(&rng), &rng), negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-1000), &rng), &rng))
    },
    Inputs(function: .atan2, name: "zeros, infinities and NaN against any", count: 100_000) { rng in
      let specials: [Double] = [0, -0.0, .infinity, -.infinity, .nan, 1, -1, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
      let special = specials[Int(rng.next() % UInt64(specials.count))]
      let other = rng.next() % 2 == 0 ? specials[Int(rng.next() % UInt64(specials.count))] : anyFinite(&rng)
      return rng.next() % 2 == 0 ? (special, other) : (other, special)
    },
    Inputs(function: .cbrt, name: "any finite double", count: 300_000) { (anyFinite(&$0), 0) },
    Inputs(function: .cbrt, name: "[-30, 30]", count: 250_000) { (uniform(-30...30, &$0), 0) },
    Inputs(function: .cbrt, name: "2^-1022 to 2^1023", count: 200_000) { (negated(logUniform(-1022...1023, &$0), &$0), 0) },
    Inputs(function: .cbrt, name: "subnormal", count: 150_000) { (negated(subnormal(&$0), &$0), 0) },
    Inputs(function: .cbrt, name: "exact cubes and their neighbours", count: 100_000) { rng in
      let n = Double(rng.next() % 200_000) + 1
      var v = n * n * n  // exact below 2^53
      for _ in 0..<(rng.next() % 3) { v = rng.next() % 2 == 0 ? v.nextUp : v.nextDown }
      return (negated(v, &rng), 0)
    },
    Inputs(function: .hypot, name: "any finite doubles", count: 250_000) { (anyFinite(&$0), anyFinite(&$0)) },
    Inputs(function: .hypot, name: "[-10, 10] squared", count: 250_000) { (uniform(-10...10, &$0), uniform(-10...10, &$0)) },
    Inputs(function: .hypot, name: "near overflow", count: 150_000) { rng in
      (negated(logUniform(1020...1023, &rng), &rng), negated(logUniform(1000...1023, &rng), &rng))
    },
    Inputs(function: .hypot, name: "subnormal and near underflow", count: 150_000) { rng in
      (negated(subnormal(&rng), &rng), negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1030...(-1000), &rng), &rng))
    },
    Inputs(function: .hypot, name: "magnitudes 2^-40 to 2^40 apart", count: 100_000) { rng in
      let x = negated(logUniform(-500...500, &rng), &rng)
      return (x, negated(Swift.abs(x) * logUniform(-40...40, &rng), &rng))
    },
    Inputs(function: .hypot, name: "zeros, infinities and NaN against any", count: 100_000) { rng in
      let specials: [Double] = [0, -0.0, .infinity, -.infinity, .nan, 1, -1, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
      let special = specials[Int(rng.next() % UInt64(specials.count))]
      let other = rng.next() % 2 == 0 ? specials[Int(rng.next() % UInt64(specials.count))] : anyFinite(&rng)
      return rng.next() % 2 == 0 ? (special, other) : (other, special)
    },
    Inputs(function: .sinh, name: "any finite double", count: 200_000) { (anyFinite(&$0), 0) },
    Inputs(function: .sinh, name: "[-10, 10]", count: 250_000) { (uniform(-10...10, &$0), 0) },
    Inputs(function: .sinh, name: "around the series' bound 1/2", count: 150_000) { (negated(uniform(0.45...0.55, &$0), &$0), 0) },
    Inputs(function: .sinh, name: "2^-30 to 2^9", count: 150_000) { (negated(logUniform(-30...9, &$0), &$0), 0) },
    Inputs(function: .sinh, name: "near overflow [700, 710.6]", count: 150_000) { (negated(uniform(700...710.6, &$0), &$0), 0) },
    Inputs(function: .sinh, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .cosh, name: "any finite double", count: 200_000) { (anyFinite(&$0), 0) },
    Inputs(function: .cosh, name: "[-10, 10]", count: 300_000) { (uniform(-10...10, &$0), 0) },
    Inputs(function: .cosh, name: "[-1, 1]", count: 150_000) { (uniform(-1...1, &$0), 0) },
    Inputs(function: .cosh, name: "2^-30 to 2^9", count: 100_000) { (negated(logUniform(-30...9, &$0), &$0), 0) },
    Inputs(function: .cosh, name: "near overflow [700, 710.6]", count: 150_000) { (negated(uniform(700...710.6, &$0), &$0), 0) },
    Inputs(function: .cosh, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .tanh, name: "any finite double", count: 200_000) { (anyFinite(&$0), 0) },
    Inputs(function: .tanh, name: "[-10, 10]", count: 250_000) { (uniform(-10...10, &$0), 0) },
    Inputs(function: .tanh, name: "around the series' bound 1/4", count: 150_000) { (negated(uniform(0.2...0.3, &$0), &$0), 0) },
    Inputs(function: .tanh, name: "2^-30 to 2^5", count: 150_000) { (negated(logUniform(-30...5, &$0), &$0), 0) },
    Inputs(function: .tanh, name: "saturating [15, 23]", count: 150_000) { (negated(uniform(15...23, &$0), &$0), 0) },
    Inputs(function: .tanh, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .asin, name: "any finite double (NaN outside [-1, 1])", count: 150_000) { (anyFinite(&$0), 0) },
    Inputs(function: .asin, name: "[-1, 1]", count: 300_000) { (uniform(-1...1, &$0), 0) },
    Inputs(function: .asin, name: "near +-1", count: 200_000) { rng in (negated(1 - logUniform(-53...(-2), &rng), &rng), 0) },
    Inputs(function: .asin, name: "around 1/sqrt(2), where the method turns", count: 100_000) { (negated(uniform(0.69...0.72, &$0), &$0), 0) },
    Inputs(function: .asin, name: "2^-30 to 1/2", count: 150_000) { (negated(logUniform(-30...(-2), &$0), &$0), 0) },
    Inputs(function: .asin, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .acos, name: "any finite double (NaN outside [-1, 1])", count: 150_000) { (anyFinite(&$0), 0) },
    Inputs(function: .acos, name: "[-1, 1]", count: 300_000) { (uniform(-1...1, &$0), 0) },
    Inputs(function: .acos, name: "near +-1", count: 200_000) { rng in (negated(1 - logUniform(-53...(-2), &rng), &rng), 0) },
    Inputs(function: .acos, name: "around 1/sqrt(2), where the method turns", count: 100_000) { (negated(uniform(0.69...0.72, &$0), &$0), 0) },
    Inputs(function: .acos, name: "2^-30 to 1/2", count: 150_000) { (negated(logUniform(-30...(-2), &$0), &$0), 0) },
    Inputs(function: .acos, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .asinh, name: "any finite double", count: 250_000) { (anyFinite(&$0), 0) },
    Inputs(function: .asinh, name: "[-10, 10]", count: 250_000) { (uniform(-10...10, &$0), 0) },
    Inputs(function: .asinh, name: "around the series' bound 1/16", count: 150_000) { (negated(uniform(0.04...0.09, &$0), &$0), 0) },
    Inputs(function: .asinh, name: "2^-30 to 2^60", count: 150_000) { (negated(logUniform(-30...60, &$0), &$0), 0) },
    Inputs(function: .asinh, name: "around 2^40, where log(2x) takes over", count: 100_000) { (negated(logUniform(36...44, &$0), &$0), 0) },
    Inputs(function: .asinh, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .acosh, name: "any finite double (NaN below 1)", count: 200_000) { (anyFinite(&$0), 0) },
    Inputs(function: .acosh, name: "[1, 10]", count: 250_000) { (uniform(1...10, &$0), 0) },
    Inputs(function: .acosh, name: "just above 1", count: 250_000) { rng in (1 + logUniform(-53...(-2), &rng), 0) },
    Inputs(function: .acosh, name: "1 to 2^1023", count: 150_000) { (logUniform(0...1023, &$0), 0) },
    Inputs(function: .acosh, name: "around 2^40, where log(2x) takes over", count: 150_000) { (logUniform(36...44, &$0), 0) },
    Inputs(function: .atanh, name: "any finite double (NaN outside [-1, 1])", count: 150_000) { (anyFinite(&$0), 0) },
    Inputs(function: .atanh, name: "[-1, 1]", count: 300_000) { (uniform(-1...1, &$0), 0) },
    Inputs(function: .atanh, name: "near +-1", count: 200_000) { rng in (negated(1 - logUniform(-53...(-2), &rng), &rng), 0) },
    Inputs(function: .atanh, name: "around the series' bound 1/16", count: 150_000) { (negated(uniform(0.04...0.09, &$0), &$0), 0) },
    Inputs(function: .atanh, name: "2^-30 to 1/2", count: 100_000) { (negated(logUniform(-30...(-2), &$0), &$0), 0) },
    Inputs(function: .atanh, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .cot, name: "any finite double", count: 250_000) { (anyFinite(&$0), 0) },
    Inputs(function: .cot, name: "[-10, 10]", count: 250_000) { (uniform(-10...10, &$0), 0) },
    Inputs(function: .cot, name: "up to 2^19 (Cody-Waite)", count: 150_000) { (negated(logUniform(-5...18, &$0), &$0), 0) },
    Inputs(function: .cot, name: "near k pi/2", count: 150_000) { (nearHalfPi(&$0), 0) },
    Inputs(function: .cot, name: "2^-45 to 2^-35, around the 1/x bound", count: 100_000) { (negated(logUniform(-45...(-35), &$0), &$0), 0) },
    Inputs(function: .cot, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .sec, name: "any finite double", count: 250_000) { (anyFinite(&$0), 0) },
    Inputs(function: .sec, name: "[-10, 10]", count: 250_000) { (uniform(-10...10, &$0), 0) },
    Inputs(function: .sec, name: "up to 2^19 (Cody-Waite)", count: 150_000) { (negated(logUniform(-5...18, &$0), &$0), 0) },
    Inputs(function: .sec, name: "near k pi/2", count: 150_000) { (nearHalfPi(&$0), 0) },
    Inputs(function: .sec, name: "2^-45 to 2^-35, around the 1/x bound", count: 100_000) { (negated(logUniform(-45...(-35), &$0), &$0), 0) },
    Inputs(function: .sec, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .gamma, name: "[-30, 30]", count: 60_000) { (uniform(-30...30, &$0), 0) },
    Inputs(function: .gamma, name: "[-190, 171.6], to overflow and underflow", count: 60_000) { (uniform(-190...171.6, &$0), 0) },
    Inputs(function: .gamma, name: "the minimum near 1.4616", count: 30_000) { (uniform(1.40...1.52, &$0), 0) },
    Inputs(function: .gamma, name: "near 0, tiny and subnormal", count: 30_000) { rng in (negated(logUniform(-1074...(-1), &rng), &rng), 0) },
    Inputs(function: .gamma, name: "beside the poles 0 ... -180", count: 60_000) { rng in
      let pole = -Double(rng.next() % 181)
      return (pole + negated(Swift.max(1, -pole) * logUniform(-52...(-8), &rng), &rng), 0)
    },
    Inputs(function: .gamma, name: "near overflow, 171 to 172", count: 20_000) { (uniform(171...172, &$0), 0) },
    Inputs(function: .csc, name: "any finite double", count: 250_000) { (anyFinite(&$0), 0) },
    Inputs(function: .csc, name: "[-10, 10]", count: 250_000) { (uniform(-10...10, &$0), 0) },
    Inputs(function: .csc, name: "up to 2^19 (Cody-Waite)", count: 150_000) { (negated(logUniform(-5...18, &$0), &$0), 0) },
    Inputs(function: .csc, name: "near k pi/2", count: 150_000) { (nearHalfPi(&$0), 0) },
    Inputs(function: .csc, name: "2^-45 to 2^-35, around the 1/x bound", count: 100_000) { (negated(logUniform(-45...(-35), &$0), &$0), 0) },
    Inputs(function: .csc, name: "tiny and subnormal", count: 100_000) { rng in (negated(rng.next() % 2 == 0 ? subnormal(&rng) : logUniform(-1022...(-20), &rng), &rng), 0) },
    Inputs(function: .logBase, name: "any positive doubles", count: 200_000) { (Swift.abs(anyFinite(&$0)), Swift.abs(anyFinite(&$0))) },
    Inputs(function: .logBase, name: "base in (0, 10], x in (0, 100]", count: 250_000) { (uniform(0...10, &$0), uniform(0...100, &$0)) },
    Inputs(function: .logBase, name: "base near 1", count: 150_000) { rng in
      (1 + negated(logUniform(-53...(-2), &rng), &rng), Swift.abs(anyFinite(&rng)))
    },
    Inputs(function: .logBase, name: "base and x near 1", count: 150_000) { rng in
      (1 + negated(logUniform(-53...(-2), &rng), &rng), 1 + negated(logUniform(-53...(-2), &rng), &rng))
    },
    Inputs(function: .logBase, name: "subnormal base or x", count: 150_000) { rng in
      rng.next() % 2 == 0 ? (subnormal(&rng), Swift.abs(anyFinite(&rng))) : (Swift.abs(anyFinite(&rng)), subnormal(&rng))
    },
    Inputs(function: .logBase, name: "zeros, infinities, NaN, 1 and negatives against any", count: 100_000) { rng in
      let specials: [Double] = [0, -0.0, .infinity, -.infinity, .nan, 1, -1, 2, 0.5, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
      let special = specials[Int(rng.next() % UInt64(specials.count))]
      let other = rng.next() % 2 == 0 ? specials[Int(rng.next() % UInt64(specials.count))] : anyFinite(&rng)
      return rng.next() % 2 == 0 ? (special, other) : (other, special)
    },
  ]

  static func pairs(_ inputs: Inputs) -> [(Double, Double)] {
    var rng = SplitMix64(seed: 0xC0FFEE ^ UInt64(inputs.count))
    return (0..<inputs.count).map { _ in inputs.make(&rng) }
  }

  /// The function's scalar form and its block form (on the path the process runs) at `pairs`.
  static func evaluate(_ function: MPFRAccuracy.MathFunction, _ pairs: [(Double, Double)]) -> (scalar: [Double], block: [Double]) {
    let xs = pairs.map(\.0), ys = pairs.map(\.1)
    var block = [Double](repeating: 0, count: xs.count)
    let scalar: [Double]
    switch function {
    case .sin: scalar = xs.map { curve_sin($0) }; curve_sin_v(&block, xs, xs.count)
    case .cos: scalar = xs.map { curve_cos($0) }; curve_cos_v(&block, xs, xs.count)
    case .exp: scalar = xs.map { curve_exp($0) }; curve_exp_v(&block, xs, xs.count)
    case .log: scalar = xs.map { curve_log($0) }; curve_log_v(&block, xs, xs.count)
    case .power: scalar = zip(xs, ys).map { curve_pow($0, $1) }; curve_pow_vv(&block, xs, ys, xs.count)
    case .atan: scalar = xs.map { curve_atan($0) }; curve_atan_v(&block, xs, xs.count)
    case .atan2: scalar = zip(xs, ys).map { curve_atan2($0, $1) }; curve_atan2_vv(&block, xs, ys, xs.count)
    case .tan: scalar = xs.map { curve_tan($0) }; curve_tan_v(&block, xs, xs.count)
    case .log2: scalar = xs.map { curve_log2($0) }; curve_log2_v(&block, xs, xs.count)
    case .log10: scalar = xs.map { curve_log10($0) }; curve_log10_v(&block, xs, xs.count)
    case .cbrt: scalar = xs.map { curve_cbrt($0) }; curve_cbrt_v(&block, xs, xs.count)
    case .hypot: scalar = zip(xs, ys).map { curve_hypot($0, $1) }; curve_hypot_vv(&block, xs, ys, xs.count)
    case .sinh: scalar = xs.map { curve_sinh($0) }; curve_sinh_v(&block, xs, xs.count)
    case .cosh: scalar = xs.map { curve_cosh($0) }; curve_cosh_v(&block, xs, xs.count)
    case .tanh: scalar = xs.map { curve_tanh($0) }; curve_tanh_v(&block, xs, xs.count)
    case .asin: scalar = xs.map { curve_asin($0) }; curve_asin_v(&block, xs, xs.count)
    case .acos: scalar = xs.map { curve_acos($0) }; curve_acos_v(&block, xs, xs.count)
    case .asinh: scalar = xs.map { curve_asinh($0) }; curve_asinh_v(&block, xs, xs.count)
    case .acosh: scalar = xs.map { curve_acosh($0) }; curve_acosh_v(&block, xs, xs.count)
    case .atanh: scalar = xs.map { curve_atanh($0) }; curve_atanh_v(&block, xs, xs.count)
    case .cot: scalar = xs.map { curve_cot($0) }; curve_cot_v(&block, xs, xs.count)
    case .sec: scalar = xs.map { curve_sec($0) }; curve_sec_v(&block, xs, xs.count)
    case .csc: scalar = xs.map { curve_csc($0) }; curve_csc_v(&block, xs, xs.count)
    case .gamma: scalar = xs.map { curve_gamma($0) }; curve_gamma_v(&block, xs, xs.count)
    case .logBase: scalar = zip(xs, ys).map { curve_log_base($0, $1) }; curve_log_base_vv(&block, xs, ys, xs.count)
    }
    return (scalar, block)
  }

  @Test("within 1 ulp of MPFR, nearly always correctly rounded, the block form bit for bit the scalar one", arguments: table)
  func accuracy(_ inputs: Inputs) {
    let accuracy = MPFRAccuracy()
    let pairs = Self.pairs(inputs)
    let (scalar, block) = Self.evaluate(inputs.function, pairs)
    var worst = (error: 0.0, x: 0.0, y: 0.0)
    var correctlyRounded = 0
    var differing = 0
    for ((x, y), (value, blockValue)) in zip(pairs, zip(scalar, block)) {
      if !sameBits(value, blockValue) { differing += 1 }
      let error = accuracy.ulpError(of: value, inputs.function, x, y)
      if error > worst.error { worst = (error, x, y) }
      let rounded = accuracy.correctlyRounded(inputs.function, x, y)
      if sameBits(value, rounded) || (value.isNaN && rounded.isNaN) { correctlyRounded += 1 }
    }
    let share = Double(correctlyRounded) / Double(pairs.count) * 100
    print("math \(inputs.function.rawValue), \(inputs.name): \(pairs.count) inputs, max \(worst.error) ulp at (\(worst.x), \(worst.y)), correctly rounded \(share)%")
    #expect(differing == 0, "\(differing) block values differ from the scalar ones")
    #expect(worst.error <= 1, "\(inputs.function.rawValue) off by \(worst.error) ulp at (\(worst.x), \(worst.y))")
    #expect(share >= 99, "only \(share)% correctly rounded")
  }

  /// The arguments nearest a multiple of π/2 at every exponent (Math/hard_arguments.py), where
  /// glibc's sin and cos are up to 10^5 ulps off, and tan is nearest a pole or a zero.
  @Test("sin, cos and tan at the 5,111 hardest arguments for the reduction")
  func hardArguments() throws {
    let url = Repository.root.appendingPathComponent("Tests/CurveAccuracyTests/hard-arguments.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let texts = object?["arguments"] as? [String] ?? []
    let arguments = texts.compactMap { Double($0) }  // C hexadecimal notation, which Swift reads
    #expect(arguments.count == 5_111 && texts.count == arguments.count)
    let accuracy = MPFRAccuracy()
    typealias Function = MPFRAccuracy.MathFunction
    var worst = (sin: 0.0, cos: 0.0, tan: 0.0)
    var platform = (sin: 0.0, cos: 0.0, tan: 0.0)  // the platform's libm, for the record (not asserted)
    var blockDiffers = 0
    var block = [Double](repeating: 0, count: arguments.count * 2)
    let both = arguments + arguments.map { -$0 }
    curve_tan_v(&block, both, both.count)
    for (x, blockTan) in zip(both, block) {
      worst.sin = Swift.max(worst.sin, accuracy.ulpError(of: curve_sin(x), Function.sin, x))
      worst.cos = Swift.max(worst.cos, accuracy.ulpError(of: curve_cos(x), Function.cos, x))
      let tan = curve_tan(x)
      worst.tan = Swift.max(worst.tan, accuracy.ulpError(of: tan, Function.tan, x))
      if !sameBits(tan, blockTan) { blockDiffers += 1 }
      platform.sin = Swift.max(platform.sin, accuracy.ulpError(of: Foundation.sin(x), Function.sin, x))
      platform.cos = Swift.max(platform.cos, accuracy.ulpError(of: Foundation.cos(x), Function.cos, x))
      platform.tan = Swift.max(platform.tan, accuracy.ulpError(of: Foundation.tan(x), Function.tan, x))
    }
    print("math hard arguments: \(both.count) arguments, sin max \(worst.sin) ulp, cos max \(worst.cos) ulp, tan max \(worst.tan) ulp (platform libm: sin \(platform.sin), cos \(platform.cos), tan \(platform.tan))")
    #expect(worst.sin <= 1 && worst.cos <= 1 && worst.tan <= 1)
    #expect(blockDiffers == 0, "\(blockDiffers) tan block values differ from the scalar ones")
  }
}

extension MathAccuracyTests {
  /// log2 at every power of 2 (subnormal ones too) and log10 at 10^0 ... 10^22 (the powers of 10
  /// that are doubles) give the exponent exactly, scalar and block.
  @Test("log2 and log10 exact at the powers of their base")
  func exactPowers() {
    let twos = (-1074...1023).map { Double(sign: .plus, exponent: $0, significand: 1) }
    var tens = [1.0]
    for _ in 1...22 { tens.append(tens[tens.count - 1] * 10) }  // exact up to 10^22
    var block2 = [Double](repeating: 0, count: twos.count), block10 = [Double](repeating: 0, count: tens.count)
    curve_log2_v(&block2, twos, twos.count)
    curve_log10_v(&block10, tens, tens.count)
    for (k, x) in zip(-1074...1023, twos) {
      #expect(curve_log2(x) == Double(k) && block2[k + 1074] == Double(k), "log2(2^\(k))")
    }
    for (k, x) in tens.enumerated() {
      #expect(curve_log10(x) == Double(k) && block10[k] == Double(k), "log10(10^\(k))")
    }
  }

  /// log_base(b, b^k) = k wherever b^k is a double (MPFR decides which are), scalar and block,
  /// for bases above and below 1 and at its neighbours.
  @Test("log_base exact at the powers of its base that are doubles")
  func logBaseExactPowers() {
    let bases: [Double] = [2, 3, 5, 7, 10, 12, 100, 0.5, 0.25, 0.75, 1.5, 1.25, 3.5, 1.0 / 1024, 1.0.nextUp, 1.0.nextDown]
    let power = MPFRValue(), base = MPFRValue()
    var checked = 0
    for b in bases {
      base.set(b)
      for k in -1100...1100 {
        mpfr_pow_si(&power.raw, &base.raw, k, MPFR_RNDN)
        let x = power.double
        guard x != 0, x.isFinite, mpfr_cmp_d(&power.raw, x) == 0 else { continue }  // b^k a double
        var block = [Double](repeating: 0, count: 4)
        curve_log_base_vv(&block, [b, b, b, b], [x, x, x, x], 4)
        #expect(curve_log_base(b, x) == Double(k) && block.allSatisfy { $0 == Double(k) }, "log_base(\(b), \(b)^\(k))")
        checked += 1
      }
    }
    print("math log_base: exact at \(checked) powers")
    #expect(checked > 5_000)
  }
}

/// The block forms on every path this CPU has, and with CURVEKIT_SCALAR_MATH's scalar loop,
/// give the scalar functions' bits. Serialized: it switches the process's path.
@Suite("CurveKit's math: every path gives the same bits", .serialized)
struct MathPathTests {
  @Test("scalar loop, baseline four lanes and AVX2 agree bit for bit on the accuracy inputs", arguments: MathAccuracyTests.table)
  func paths(_ inputs: MathAccuracyTests.Inputs) {
    let pairs = MathAccuracyTests.pairs(inputs)
    let (scalar, _) = MathAccuracyTests.evaluate(inputs.function, pairs)
    let available = (0...2).filter { curve_math_has_block_path(Int32($0)) == 1 }
    #expect(available.contains(0) && available.contains(1))
    for path in available {
      let previous = curve_math_use_block_path(Int32(path))
      let (_, block) = MathAccuracyTests.evaluate(inputs.function, pairs)
      _ = curve_math_use_block_path(previous)
      let differing = zip(scalar, block).filter { !sameBits($0, $1) }.count
      #expect(differing == 0, "path \(path): \(differing) values differ from the scalar function")
    }
  }
}
#endif
