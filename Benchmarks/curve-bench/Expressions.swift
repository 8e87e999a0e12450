import _CurveMath

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The native baseline calls the platform's libm (glibc here), as a Swift program would.
@inline(__always) func libmSin(_ x: Double) -> Double { sin(x) }
@inline(__always) func libmCos(_ x: Double) -> Double { cos(x) }
@inline(__always) func libmExp(_ x: Double) -> Double { exp(x) }
@inline(__always) func libmLog(_ x: Double) -> Double { log(x) }
@inline(__always) func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) func libmTan(_ x: Double) -> Double { tan(x) }
@inline(__always) func libmAtan(_ x: Double) -> Double { atan(x) }
@inline(__always) func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) func libmLog2(_ x: Double) -> Double { log2(x) }
@inline(__always) func libmLog10(_ x: Double) -> Double { log10(x) }
@inline(__always) func libmCbrt(_ x: Double) -> Double { cbrt(x) }
@inline(__always) func libmHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
@inline(__always) func libmSinh(_ x: Double) -> Double { sinh(x) }
@inline(__always) func libmCosh(_ x: Double) -> Double { cosh(x) }
@inline(__always) func libmTanh(_ x: Double) -> Double { tanh(x) }
@inline(__always) func libmAsin(_ x: Double) -> Double { asin(x) }
@inline(__always) func libmAcos(_ x: Double) -> Double { acos(x) }
@inline(__always) func libmAsinh(_ x: Double) -> Double { asinh(x) }
@inline(__always) func libmAcosh(_ x: Double) -> Double { acosh(x) }
@inline(__always) func libmTgamma(_ x: Double) -> Double { tgamma(x) }
@inline(__always) func libmAtanh(_ x: Double) -> Double { atanh(x) }

/// The benchmark expressions E1–E9, with the parameters and grid of `../shared/peers`.
struct BenchExpression: Sendable {
  var name: String
  var source: String
  /// The same expression written as a Swift loop over the block: the native baseline. Written
  /// like `../shared/peers/native.c` (powers as products, min/max as comparisons), with the
  /// parameters read at run time so nothing is folded that the engine could not fold.
  var native: @Sendable (UnsafePointer<Double>, UnsafeMutablePointer<Double>, Int, UnsafePointer<Double>) -> Void
}

enum Suite {
  static let parameters: [(String, Double)] = [("a", 1.5), ("b", 2.0), ("c", 0.25), ("d", -1.0)]
  static let count = 1024
  /// x = −5 + 10·i/1023, the peers' grid (identical bits).
  static let xs: [Double] = (0..<count).map { -5 + 10 * Double($0) / 1023 }

  static func sum(_ terms: Int) -> String {
    (1...terms).map { "a*sin(b*x + \($0))" }.joined(separator: " + ")
  }

  static let expressions: [BenchExpression] = [
    BenchExpression(name: "E1", source: "x") { x, y, n, _ in
      for i in 0..<n { y[i] = x[i] }
    },
    BenchExpression(name: "E2", source: "a*x + b") { x, y, n, p in
      let a = p[0], b = p[1]
      for i in 0..<n { y[i] = a * x[i] + b }
    },
    BenchExpression(name: "E3", source: "sin(x)") { x, y, n, _ in
      for i in 0..<n { y[i] = libmSin(x[i]) }
    },
    BenchExpression(name: "E4", source: "a*sin(b*x + c) + d") { x, y, n, p in
      let a = p[0], b = p[1], c = p[2], d = p[3]
      for i in 0..<n { y[i] = a * libmSin(b * x[i] + c) + d }
    },
    BenchExpression(name: "E5", source: "exp(-x^2/2)/sqrt(2*pi)") { x, y, n, _ in
      let s = curve_sqrt(2 * Double.pi)
      for i in 0..<n { y[i] = libmExp(-(x[i] * x[i]) / 2) / s }
    },
    BenchExpression(name: "E6", source: "x^3 - 2*x^2 + x - 5") { x, y, n, _ in
      for i in 0..<n {
        let v = x[i]
        y[i] = v * v * v - 2 * (v * v) + v - 5
      }
    },
    BenchExpression(name: "E7", source: "max(0, min(1, x)) * log(1 + abs(x))") { x, y, n, _ in
      for i in 0..<n {
        let v = x[i]
        let t = v < 1 ? v : 1
        y[i] = (t > 0 ? t : 0) * libmLog(1 + Swift.abs(v))
      }
    },
    BenchExpression(name: "E8", source: sum(16)) { x, y, n, p in
      let a = p[0], b = p[1]
      for i in 0..<n {
        let v = b * x[i]
        var s = a * libmSin(v + 1)
        s = s + a * libmSin(v + 2); s = s + a * libmSin(v + 3); s = s + a * libmSin(v + 4)
        s = s + a * libmSin(v + 5); s = s + a * libmSin(v + 6); s = s + a * libmSin(v + 7)
        s = s + a * libmSin(v + 8); s = s + a * libmSin(v + 9); s = s + a * libmSin(v + 10)
        s = s + a * libmSin(v + 11); s = s + a * libmSin(v + 12); s = s + a * libmSin(v + 13)
        s = s + a * libmSin(v + 14); s = s + a * libmSin(v + 15); s = s + a * libmSin(v + 16)
        y[i] = s
      }
    },
    BenchExpression(name: "E9", source: sum(28) + " + c*x^2 + d*x + 0.5") { x, y, n, p in
      let a = p[0], b = p[1], c = p[2], d = p[3]
      for i in 0..<n {
        let xi = x[i]
        let v = b * xi
        var s = 0.0
        for k in 1...28 {
          let term = a * libmSin(v + Double(k))
          s = k == 1 ? term : s + term
        }
        y[i] = s + c * (xi * xi) + d * xi + 0.5
      }
    },
    // The math-plot language's piecewise and restriction: the engine computes every branch and
    // selects (straight-line code, no jump); the native loop branches and computes one.
    BenchExpression(name: "P1", source: "{x < 0: sin(x), cos(x)}") { x, y, n, _ in
      for i in 0..<n { y[i] = x[i] < 0 ? libmSin(x[i]) : libmCos(x[i]) }
    },
    BenchExpression(name: "P2", source: "x^2 {0 < x < 1}") { x, y, n, _ in
      for i in 0..<n { y[i] = 0 < x[i] && x[i] < 1 ? x[i] * x[i] : .nan }
    },
  ]
}
