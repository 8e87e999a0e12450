import CurveSampling

/// How many enclosures (of f, f′ and f″ together, over an interval or at a point) an analysis
/// may compute. A curve gets ``evaluations`` for a program of up to 8 instructions, shrinking in
/// proportion beyond (a 512-character expression of ~250 instructions gets about 1,000), so its
/// work is bounded in instructions whatever the expression. The curves of one analysis together
/// get at most twice one short curve's work (each scaled down alike when more is asked), and
/// their pairs share as much again. What is still open when a budget runs out is reported as
/// undecided.
public enum AnalysisBudget {
  /// The budget of a short program (up to 8 instructions).
  public static let evaluations = 32_768

  /// The budget of a program of `instructions`.
  public static func evaluations(instructions: Int) -> Int {
    Subdivision.steps(work: work, instructions: instructions, shortest: 8)
  }

  /// The work of one short curve, in instructions run: what the curves of one analysis share
  /// twice over, and their pairs as much again.
  static var work: Int { evaluations * 8 }

  /// Each curve's budget: its own, scaled down alike so the curves together run at most
  /// `2 · work` instructions.
  static func curves(instructions: [Int]) -> [Int] {
    Subdivision.shares(work: work, instructions: instructions, shortest: 8)
  }

  /// Each pair's budget: an even share of `2 · work` instructions over all pairs.
  static func pairs(instructions: [Int]) -> Int {
    let count = instructions.count * (instructions.count - 1) / 2
    let perPair = 2 * Double(work) / Double(Swift.max(1, count))
    let size = 2 * Double(instructions.map { Swift.max(8, $0) }.reduce(0, +)) / Double(Swift.max(1, instructions.count))
    return Swift.max(1, Int(perPair / Swift.max(8, size)))
  }
}
