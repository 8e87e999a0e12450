/// How many enclosures (of f, f′ and f″ together, over an interval or at a point) one function's
/// analysis may compute: 65,536 for a program of up to 8 instructions, shrinking in proportion
/// beyond (a 512-character expression of ~250 instructions gets about 2,100), so the work is
/// bounded in instructions whatever the expression. What is still open when it runs out is
/// reported as undecided.
public enum AnalysisBudget {
  /// The budget of a short program (up to 8 instructions).
  public static let evaluations = 65_536

  /// The budget of a program of `instructions`.
  public static func evaluations(instructions: Int) -> Int {
    evaluations * 8 / Swift.max(8, instructions)
  }
}
