/// The QR factorisation of a tall matrix by Householder reflections: least squares solved without
/// forming JᵀJ, whose condition number is the square of J's (what keeps ill-conditioned fits such
/// as NIST's Thurber and Bennett5 to their digits).
struct HouseholderQR {
  let rows: Int
  let columns: Int
  /// Column-major: R on and above the diagonal, the reflectors' vectors below it.
  private var a: [Double]
  /// Each reflector is I − β·v·vᵀ, v's first element 1 (implicit).
  private var beta: [Double]

  /// Factors the `rows` × `columns` column-major `matrix`. With fewer rows than columns (a fit of
  /// fewer rows than parameters) it is padded with rows of zeros, which change no least-squares
  /// problem; ``transposedQ(times:)`` pads its vector alike.
  init(_ matrix: [Double], rows given: Int, columns: Int) {
    precondition(matrix.count == given * columns)
    let rows = Swift.max(given, columns)
    var padded = matrix
    if rows > given {
      padded = [Double](repeating: 0, count: rows * columns)
      for j in 0..<columns {
        for i in 0..<given { padded[j * rows + i] = matrix[j * given + i] }
      }
    }
    (self.rows, self.columns, a, beta) = (rows, columns, padded, [Double](repeating: 0, count: columns))
    for k in 0..<columns {
      let base = k * rows
      // The column below the diagonal, scaled by its largest magnitude so its norm cannot
      // overflow or underflow.
      var scale = 0.0
      for i in k..<rows { scale = Swift.max(scale, Swift.abs(a[base + i])) }
      guard scale > 0, scale.isFinite else { continue }
      var norm2 = 0.0
      for i in k..<rows {
        let t = a[base + i] / scale
        norm2 += t * t
      }
      let alpha = -(a[base + k] >= 0 ? 1.0 : -1.0) * scale * norm2.squareRoot()
      let v0 = a[base + k] - alpha
      guard v0 != 0 else { continue }
      for i in (k + 1)..<rows { a[base + i] /= v0 }
      beta[k] = -v0 / alpha
      a[base + k] = alpha
      for j in (k + 1)..<columns {
        let other = j * rows
        var dot = a[other + k]
        for i in (k + 1)..<rows { dot += a[base + i] * a[other + i] }
        dot *= beta[k]
        a[other + k] -= dot
        for i in (k + 1)..<rows { a[other + i] -= dot * a[base + i] }
      }
    }
  }

  /// R's element at (i, j), i ≤ j.
  func r(_ i: Int, _ j: Int) -> Double { a[j * rows + i] }

  /// Qᵀ·b (b padded with zeros to the rows factored).
  func transposedQ(times b: [Double]) -> [Double] {
    var y = b
    if y.count < rows { y += [Double](repeating: 0, count: rows - y.count) }
    for k in 0..<columns where beta[k] != 0 {
      let base = k * rows
      var dot = y[k]
      for i in (k + 1)..<rows { dot += a[base + i] * y[i] }
      dot *= beta[k]
      y[k] -= dot
      for i in (k + 1)..<rows { y[i] -= dot * a[base + i] }
    }
    return y
  }

  /// The `x` that solves R·x = c (c's first `columns` elements), or nil when R has a zero on its
  /// diagonal or the result is not finite.
  func backSubstitute(_ c: [Double]) -> [Double]? {
    var x = [Double](repeating: 0, count: columns)
    for i in stride(from: columns - 1, through: 0, by: -1) {
      var s = c[i]
      for j in (i + 1)..<columns { s -= r(i, j) * x[j] }
      let d = r(i, i)
      guard d != 0 else { return nil }
      x[i] = s / d
      guard x[i].isFinite else { return nil }
    }
    return x
  }

  /// How many of R's diagonal elements exceed `relative` times the largest: the numerical rank.
  func rank(relative: Double) -> Int {
    let largest = (0..<columns).reduce(0.0) { Swift.max($0, Swift.abs(r($1, $1))) }
    return (0..<columns).filter { Swift.abs(r($0, $0)) > relative * largest }.count
  }

  /// The diagonal of (RᵀR)⁻¹ = R⁻¹·R⁻ᵀ, which is (JᵀJ)⁻¹'s when this factors J: the sum of
  /// squares of each row of R⁻¹. Nil when R is singular.
  func inverseGramDiagonal() -> [Double]? {
    // R⁻¹ column by column: R·w = e_j.
    var inverse = [Double](repeating: 0, count: columns * columns)  // row-major R⁻¹
    for j in 0..<columns {
      var e = [Double](repeating: 0, count: columns)
      e[j] = 1
      guard let w = backSubstitute(e) else { return nil }
      for i in 0..<columns { inverse[i * columns + j] = w[i] }
    }
    return (0..<columns).map { i in (0..<columns).reduce(0.0) { $0 + inverse[i * columns + $1] * inverse[i * columns + $1] } }
  }
}
