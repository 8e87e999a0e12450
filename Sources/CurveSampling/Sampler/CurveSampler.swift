/// Turns a curve layer's content and style into exact geometry in pt.
///
/// ```swift
/// let geometry = CurveSampler.geometry(for: spec, in: Rect(x: 0, y: 0, width: 338, height: 158))
/// ```
/// Every rule of the protocol's curve layer applies: mode default, budgets (1,024 points,
/// 32 markers, 64 parameters), domain inference, d3-identical interpolation, gaps at values
/// that are not numbers, certified breaks in function mode, and the marker rules. Values keep
/// their magnitude; the geometry is clipped in pt.
///
/// ## Breaks
///
/// In function mode no drawn segment spans a pole, a jump or the edge of a region where the
/// function is undefined, and a function continuous on the domain is never split: interval
/// arithmetic over the compiled program proves each grid interval continuous or narrows it down
/// (see ``breakSearchBudget(instructions:)``). Beside a pole a run goes on until it leaves the plot; beside a
/// jump or an undefined region it ends within 0.5 pt of the limit point, on screen. A break
/// narrower than 2^−40 of the domain whose sides are within 0.5 pt on screen is not seen.
///
/// ## Clipping
///
/// The stroke is clipped to the plot grown by ``guardBand`` on every side, the fill to the plot
/// itself, by exact intersection with the lines and Béziers d3 draws. Every coordinate in the
/// result is finite and inside the band.
///
/// ## Bounded work
///
/// One call does a bounded amount of work whatever the spec holds: at most 1,024 points or
/// function samples, 32 markers and 64 parameters are used (the rest are counted in a note,
/// never walked); an expression is at most 512 characters, compiled in linear time; the search
/// for breaks spends at most ``breakSearchBudget(instructions:)`` evaluations. The scratch memory is the
/// workspace's, allocated once.
public enum CurveSampler {
  /// The geometry of `spec` drawn in `frame` (the layer frame in pt).
  /// - Complexity: O(n) in the samples and markers, plus at most ``breakSearchBudget(instructions:)``
  ///   evaluations to find breaks.
  public static func geometry(for spec: CurveLayerSpec, in frame: Rect) -> CurveGeometry {
    geometry(for: spec, in: frame, workspace: SamplerWorkspace())
  }

  /// The same, reusing `workspace`'s scratch memory.
  public static func geometry(for spec: CurveLayerSpec, in frame: Rect, workspace: SamplerWorkspace) -> CurveGeometry {
    var builder = LayerBuilder(spec: spec, frame: frame, workspace: workspace)
    return builder.build()
  }

  /// The most extra evaluations (a point, or the enclosure of an interval) one layer's search for
  /// breaks spends: 16 times the grid, for a program of up to 8 instructions. Halving an
  /// interval costs three.
  public static let breakSearchBudget = 16 * CurveLimits.functionSamples

  /// The budget for a program of `instructions`: ``breakSearchBudget`` up to 8, then shrinking
  /// in proportion (a 512-character expression of ~250 instructions gets 524), so the work is
  /// bounded in instructions whatever the expression.
  public static func breakSearchBudget(instructions: Int) -> Int {
    Subdivision.steps(work: breakSearchBudget * 8, instructions: instructions, shortest: 8)
  }

  /// How far beyond the plot, in pt, the stroke is kept: more than half the widest stroke with
  /// its joins, so no clipped end shows.
  public static let guardBand = 32.0

  /// `plot` grown by ``guardBand`` on every side: where strokes are kept.
  package static func band(around plot: Rect) -> Rect {
    Rect(x: plot.x - guardBand, y: plot.y - guardBand, width: plot.width + 2 * guardBand, height: plot.height + 2 * guardBand)
  }
}
