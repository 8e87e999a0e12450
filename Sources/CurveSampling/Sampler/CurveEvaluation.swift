/// The height of a drawn samples-mode curve at a plot x, on the very interpolant that was drawn,
/// so a marker sits exactly on the line.
enum CurveEvaluation {
  /// y in pt at `px`, or `nil` when no run covers `px`.
  ///
  /// - linear and monotone: on the stroke's segments (a lerp, or the Bézier — whose control
  ///   points are at thirds of the width, so x is linear in the curve parameter);
  /// - stepAfter: the y of the last sample at or before `px` in its run (the run's order).
  /// The first run and segment that cover `px` win.
  static func y(
    atPlotX px: Double, samples: Samples, scale: Scale, stroke: [CurvePath], interpolation: Interpolation
  ) -> Double? {
    if interpolation == .stepAfter {
      // Runs are the maximal stretches of finite samples (samples mode has no breaks).
      var start = 0
      while start < samples.count {
        guard samples[start].x.isFinite, samples[start].y.isFinite else {
          start += 1
          continue
        }
        var end = start
        while end + 1 < samples.count, samples[end + 1].x.isFinite, samples[end + 1].y.isFinite { end += 1 }
        let first = scale.map(samples[start].x, samples[start].y)
        let last = scale.map(samples[end].x, samples[end].y)
        if Swift.min(first.x, last.x) <= px, px <= Swift.max(first.x, last.x) {
          let ascending = last.x >= first.x
          var value = first.y
          for i in start...end {
            let point = scale.map(samples[i].x, samples[i].y)
            if ascending ? point.x <= px : point.x >= px { value = point.y }
          }
          return value
        }
        start = end + 1
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
