#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic nanoseconds (clock_gettime; about 20 ns a call here).
@inline(__always)
func now() -> UInt64 {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

nonisolated(unsafe) var sink = 0.0

/// Order statistics of a set of timings.
struct Summary: Sendable {
  var median: Double
  var minimum: Double
  var p10: Double
  var p90: Double
  var count: Int

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    count = sorted.count
    func at(_ q: Double) -> Double {
      guard !sorted.isEmpty else { return .nan }
      return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
    }
    median = at(0.5)
    minimum = sorted.first ?? .nan
    p10 = at(0.1)
    p90 = at(0.9)
  }
}
