import CurveAnalysis
import CurveExpression
import CurveSampling

extension MathPlot {
  /// A function of x with nothing drawn: no point sampled has a value (above 0, on a logarithmic
  /// y axis). Whether it has none on the whole domain is a proof, not the samples' say-so.
  public struct Undrawn: Sendable, Equatable {
    /// The expression's index among the plot's.
    public var index: Int
    /// The x domain sampled.
    public var domain: Interval
    /// Where its values can lie, proven by its enclosures: nil when it has none on the whole
    /// domain; else the part of `domain` holding every point with a value (all of it when the
    /// enclosures could not narrow it), where the samples found none.
    public var valuesWithin: Interval?

    /// What the plot and the command say of it, each number written by `number`: "undefined on
    /// the whole domain" only when proven.
    public func sentence(_ expression: String, logarithmicY: Bool, number: (Double) -> String) -> String {
      let value = logarithmicY ? "value above 0" : "value"
      func range(_ interval: Interval) -> String { "[\(number(interval.start)), \(number(interval.end))]" }
      guard let span = valuesWithin else {
        let nowhere = logarithmicY ? "has no value above 0" : "is undefined"
        return "\(expression) \(nowhere) on the whole domain \(range(domain))"
      }
      guard span == domain else { return "\(expression) has no \(value) at the points sampled; any lies within \(range(span))" }
      return "\(expression) has no \(value) at the points sampled on \(range(domain)), and is not proven to have none between them"
    }
  }

  /// The functions of x none of whose `sampled` points has a value, each with where its values
  /// can lie over `domain` (the x axis's), searched with the program drawn, in the axis's
  /// coordinates.
  static func undrawn(_ sampled: [(index: Int, ys: [Double])], programs: [Int: CompiledExpression], domain: Interval, xScale: AxisScale) -> [Undrawn] {
    sampled.filter { !$0.ys.contains(where: { $0.isFinite }) }.map { entry in
      let coordinates = xScale.coordinates(domain)
      guard let program = programs[entry.index],
        let span = ValueSpan.of(program, from: coordinates.lower, to: coordinates.upper)
      else { return Undrawn(index: entry.index, domain: domain, valuesWithin: nil) }
      // Back from ln x outward: the logarithm's inverse is within an ulp.
      let within =
        xScale == .linear
        ? Interval(span.lower, span.upper)
        : Interval(Swift.max(domain.lower, xScale.value(span.lower).nextDown), Swift.min(domain.upper, xScale.value(span.upper).nextUp))
      let whole = within.lower <= domain.lower && within.upper >= domain.upper
      return Undrawn(index: entry.index, domain: domain, valuesWithin: whole ? domain : within)
    }
  }
}
