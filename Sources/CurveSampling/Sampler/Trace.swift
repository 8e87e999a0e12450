internal import _CurveKernels

/// A curve's samples in data space, in order, with where no segment may join them.
struct Trace {
  var xs: [Double]
  var ys: [Double]
  var breaks: [CurveBreak]
  /// Ascending indices `k`: samples `k` and `k + 1` are not joined.
  var cuts: [Int]

  /// The runs: maximal stretches of samples with a value (function mode: y not NaN, x finite;
  /// samples mode: both finite), not crossing a cut.
  func runs(functionMode: Bool) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var nextCut = 0
    let count = Swift.min(xs.count, ys.count)
    xs.withUnsafeBufferPointer { xs in
      ys.withUnsafeBufferPointer { ys in
        var start = 0
        while start < count {
          // The stretch of samples with a value from `start` (found four at a time), cut where
          // the cuts say.
          let gap = curve_next_gap(xs.baseAddress, ys.baseAddress, start, count, functionMode ? 1 : 0)
          while nextCut < cuts.count, cuts[nextCut] < start { nextCut += 1 }
          var runStart = start
          while nextCut < cuts.count, cuts[nextCut] < gap {
            runs.append(runStart..<cuts[nextCut] + 1)
            runStart = cuts[nextCut] + 1
            nextCut += 1
          }
          if runStart < gap { runs.append(runStart..<gap) }
          start = gap + 1
        }
      }
    }
    return runs
  }
}
