#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import CurveExpression
import Testing
import _CurveTestSupport

/// Interval enclosures are sound: the enclosure of an interval holds the function's value at
/// every point of it, and what the flags rule out never happens there.
///
/// Two truths. MPFR (256 bits) gives the real value, for expressions whose constants are their
/// literals (a constant the compiler folds, `sin(2)`, is a double, not the real number, and the
/// enclosure is of the program). The point VM gives the double the curve is drawn with: every
/// step of an enclosure is rounded outward by at least the step's own error, so it holds that
/// too, for any expression, except where the double comes from an IEEE infinity of finite
/// operands (1/0): there the real function is undefined, and the enclosure may say so.
@Suite("Enclosures are sound against MPFR and the point VM")
struct EnclosureTests {
  static let parameters = try! ParameterSet([("a", 1.5), ("b", 2.0), ("c", 0.25), ("d", -1.0)])

  /// Intervals around the places where functions break (0, 1, multiples of π/2) and at random,
  /// of widths from 1e-9 to 10, with 17 points in each (the ends, 8 evenly spaced, 7 at random).
  static func intervals(_ count: Int, _ rng: inout SplitMix64) -> [(Double, Double, [Double])] {
    let centres: [Double] = [0, 1, -1, Double.pi / 2, Double.pi, -Double.pi / 2, 0.3, -0.5, 2]
    return (0..<count).map { _ in
      let width = rng.next() % 2 == 0 ? 10 * Double.random(in: 0...1, using: &rng) : Double.random(in: 1e-9...1e-3, using: &rng)
      let centre = rng.next() % 2 == 0 ? centres[Int(rng.next() % UInt64(centres.count))] : Double.random(in: -6...6, using: &rng)
      let lower = centre - width * Double.random(in: 0...1, using: &rng)
      let upper = centre + width * Double.random(in: 0...1, using: &rng)
      let points = [lower, upper] + (0..<15).map { k in lower + (upper - lower) * (k < 8 ? Double(k + 1) / 9 : Double.random(in: 0...1, using: &rng)) }
      return (lower, upper, points.filter { lower <= $0 && $0 <= upper })
    }
  }

  /// Whether `v` at a point is allowed by `e`. A NaN needs a flag (for the doubles, overflow will
  /// do: ∞ − ∞ after an overflow is NaN in binary64 where the real value is not).
  static func allows(_ e: Enclosure, _ v: Double, real: Bool) -> Bool {
    if v.isNaN { return e.flags.contains(.partlyUndefined) || e.isEmpty || !real && (e.flags.contains(.overflow) || e.flags.contains(.mayBreak)) }
    if v.isInfinite { return e.flags.contains(.mayBreak) || !real && e.flags.contains(.overflow) || (v > 0 ? e.upper == .infinity : e.lower == -.infinity) }
    return !e.isEmpty && e.lower <= v && v <= e.upper
  }

  /// Whether the real function is undefined at `x` where the doubles give it a value (1/0 = ∞).
  static func undefinedInReals(_ program: CompiledExpression, at x: Double) -> Bool {
    let point = MPFRValue()
    point.set(x)
    return MPFRReferenceEvaluator(tree: program.tree).divides(byZeroAt: point)
  }

  @Test("random grammar expressions: the point VM's value at every point lies in the enclosure", arguments: 0..<4)
  func againstPointVM(_ chunk: Int) throws {
    var generator = EBNFGrammar.Generator(grammar: try EBNFGrammar.load(), parameterNames: ["a", "b", "c", "d"])
    generator.maxDepth = 7
    var rng = SplitMix64(seed: 0xE4C + UInt64(chunk))
    var checked = 0
    var failures = 0
    for _ in 0..<(400 * longModeFactor) {
      let text = generator.sentence(using: &rng)
      guard let program = try? CompiledExpression(text, parameters: Self.parameters) else { continue }
      for (lower, upper, points) in Self.intervals(6, &rng) {
        let e = program.enclosure(from: lower, to: upper)
        for x in points {
          let v = program.evaluate(at: x)
          checked += 1
          if !Self.allows(e, v, real: false), !(e.isEmpty && Self.undefinedInReals(program, at: x)) {
            failures += 1
            if failures <= 5 { Issue.record("\(text.debugDescription) over [\(lower), \(upper)] at \(x): VM \(v), enclosure \(e)") }
          }
        }
      }
    }
    print("enclosures against the point VM, chunk \(chunk): \(checked) points, \(failures) outside")
    #expect(checked >= 20_000)
    #expect(failures == 0)
  }

  @Test("expressions of the break search: MPFR's real value at every point lies in the enclosure", arguments: [
    "1/(x - 0.3)", "1/(x - 0.3)^2", "0.0001/(x - 0.3)", "sin(x)/cos(x)", "sqrt(1 - x^2)", "-sqrt(1 - x^2)", "log(abs(x))",
    "x/abs(x)", "sin(x)/x", "x/sqrt(x^2 + 1e-8)", "exp(50*x)", "sin(200*x)", "sin(1/x)", "x^3 - 2*x^2 + x - 5",
    "exp(-x^2/2)", "1/(1 + x^2)", "log(x)", "x^0.5", "x^x", "2^x", "min(1/x, 3) + max(sqrt(x), x)", "cos(x)^-2",
    "(x - 1)^(1/3)", "abs(sin(x))^1.5", "1/sin(3*x)", "exp(1/x)",
  ])
  func againstMPFR(_ text: String) throws {
    let program = try CompiledExpression(text)
    let reference = MPFRReferenceEvaluator(tree: program.tree)
    var rng = SplitMix64(seed: UInt64(text.utf8.count))
    var failures = 0
    for (lower, upper, points) in Self.intervals(400, &rng) {
      let e = program.enclosure(from: lower, to: upper)
      for x in points where !Self.allows(e, reference.evaluate(at: x).value, real: true) {
        failures += 1
        if failures <= 5 { Issue.record("over [\(lower), \(upper)] at \(x): MPFR \(reference.evaluate(at: x).value), enclosure \(e)") }
      }
    }
    #expect(failures == 0)
  }
}

extension EnclosureTests {
  /// Found by the fuzzer: (-∞)^c for a fractional c is +∞ (c > 0) or +0 (c < 0) in C's `pow`,
  /// so an enclosure reaching -∞ must hold that, not call the power undefined.
  @Test("a fractional power of -∞ is +∞ or +0, and its enclosure holds it", arguments: [
    "(-(10^(x*400)))^0.5", "(-(10^(x*400)))^-0.5", "(x - 10^(x*400))^0.25 + 1",
  ])
  func fractionalPowerOfMinusInfinity(_ text: String) throws {
    let program = try CompiledExpression(text)
    for (lower, upper) in [(1.0, 2.0), (0.5, 1.5), (1.5, 1.5)] {
      let e = program.enclosure(from: lower, to: upper)
      for x in [lower, (lower + upper) / 2, upper] {
        let v = program.evaluate(at: x)
        #expect(Self.allows(e, v, real: false), "\(text) over [\(lower), \(upper)] at \(x): VM \(v), enclosure \(e)")
      }
    }
  }
}
#endif
