/// What the four engines that prove things by cutting intervals in halves share: the sampler's
/// search for breaks, the analysis (`FunctionSearch`), plane-curve tracing and relation
/// classification. Each cuts at the same midpoint, stops at the same resolution, and is given
/// its work in instructions run, so a longer program gets proportionally fewer steps and no
/// text makes one engine's work unbounded.
package enum Subdivision {
  /// The middle of `a…b` (either order), from the halves of the ends so a span past the largest
  /// double does not overflow; (a + b)/2 rounded once, but where the ends are subnormal.
  package static func midpoint(_ a: Double, _ b: Double) -> Double {
    a + (b / 2 - a / 2)
  }

  /// Whether `a…b` (a < b) can still be cut: its midpoint lies strictly between its ends.
  package static func isSplittable(_ a: Double, _ b: Double) -> Bool {
    let middle = midpoint(a, b)
    return a < middle && middle < b
  }

  /// The finest piece of `a…b` an engine cuts down to: 2^−40 of its span. Below it, features
  /// are reported as unresolved, never guessed.
  package static func resolution(_ a: Double, _ b: Double) -> Double {
    Swift.abs(b / 2 - a / 2) * 0x1p-39
  }

  /// How many steps (evaluations or enclosures) of a program of `instructions` fit in `work`
  /// instructions run, counting a program as at least `shortest` instructions long.
  package static func steps(work: Int, instructions: Int, shortest: Int) -> Int {
    work / Swift.max(shortest, instructions)
  }

  /// Each program's steps when several run together: its own (``steps(work:instructions:shortest:)``),
  /// scaled down alike when they would together run more than `2 · work` instructions, so a
  /// call with many long programs costs at most twice one short program's work.
  package static func shares(work: Int, instructions: [Int], shortest: Int) -> [Int] {
    let own = instructions.map { steps(work: work, instructions: $0, shortest: shortest) }
    let asked = zip(own, instructions).reduce(0) { $0 + $1.0 * Swift.max(shortest, $1.1) }
    guard asked > 2 * work else { return own }
    return own.map { Swift.max(1, Int(Double($0) * Double(2 * work) / Double(asked))) }
  }
}
