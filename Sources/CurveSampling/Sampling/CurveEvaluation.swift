/// The height of a drawn samples-mode curve at a plot x, on the very interpolant that was drawn,
/// so a marker sits exactly on the line.
enum CurveEvaluation {
  /// y in pt at `px`, or `nil` when no run covers `px`.
  ///
  /// - linear and monotone: on the stroke's segments (a lerp, or the Bézier — whose control
  ///   points are at thirds of the width, so x is linear in the curve parameter);
  /// - stepAfter: the y of the last sample at or before `px` in the run.
  /// The first run and segment that cover `px` win.
  static func y(atPlotX px: Double, runs: [[Point]], stroke: [[PathCommand]], interpolation: Interpolation) -> Double? {
    if interpolation == .stepAfter {
      for run in runs {
        guard let first = run.first, let last = run.last else { continue }
        let ascending = last.x >= first.x
        guard Swift.min(first.x, last.x) <= px, px <= Swift.max(first.x, last.x) else { continue }
        var value = first.y
        for point in run where ascending ? point.x <= px : point.x >= px { value = point.y }
        return value
      }
      return nil
    }
    for path in stroke {
      var current: Point?
      for command in path {
        switch command {
        case .move(let p):
          current = p
          if path.count == 2, p.x == px { return p.y }  // a one-point run: `M p Z`
        case .line(let p):
          if let a = current, let y = lerp(a, p, px) { return y }
          current = p
        case .curve(let c1, let c2, let p):
          if let a = current, Swift.min(a.x, p.x) <= px, px <= Swift.max(a.x, p.x) {
            let s = p.x == a.x ? 1 : (px - a.x) / (p.x - a.x)
            let u = 1 - s
            return u * u * u * a.y + 3 * u * u * s * c1.y + 3 * u * s * s * c2.y + s * s * s * p.y
          }
          current = p
        case .close:
          break
        }
      }
    }
    return nil
  }

  private static func lerp(_ a: Point, _ b: Point, _ px: Double) -> Double? {
    guard Swift.min(a.x, b.x) <= px, px <= Swift.max(a.x, b.x) else { return nil }
    if a.x == b.x { return b.y }
    let t = (px - a.x) / (b.x - a.x)
    return a.y + t * (b.y - a.y)
  }
}
