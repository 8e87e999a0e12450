/// An error placed in a text: a stable code, its place, and a message that says where. An
/// expression's, a relation's and a plane curve's errors are each one, so every edge (the
/// command, the wasm module) reports all of them with one arm.
public protocol LocatedError: Error, CustomStringConvertible {
  /// The kind of error by a stable name (the module's `CurveError.kind`).
  var code: String { get }
  /// Where in the text, in characters from 0 (nil: no one place, as for a parameter's error).
  var range: Range<Int>? { get }
}

extension LocatedError {
  /// The error as a compiler prints it: a headline, the text (or a window of it around the
  /// place), and a caret under the place.
  ///
  /// ```
  /// error: column 3: unknown name 'Sin'; did you mean 'sin'?
  ///   2*Sin(x)
  ///     ^~~
  /// ```
  /// - Parameters:
  ///   - expression: the text that was read.
  ///   - width: the most characters of the text to show; a longer one is windowed with `…`.
  public func rendered(in expression: String, width: Int = 72) -> String {
    var out = "error: " + description
    guard let range, width >= 16 else { return out }
    // Every reported place lies in the ASCII prefix of the text (lexing stops at the first
    // non-ASCII character), so one character is one column; anything unprintable shows as a space.
    let scalars = Array(expression.unicodeScalars)
    let lower = min(range.lowerBound, scalars.count)
    let upper = max(lower + 1, min(range.upperBound, scalars.count))
    var start = 0
    var end = scalars.count
    if end - start > width {
      start = max(0, min(lower - width / 3, scalars.count - width))
      end = min(scalars.count, start + width)
    }
    var line = start > 0 ? "…" : ""
    for scalar in scalars[start..<end] {
      line.unicodeScalars.append((0x20..<0x7F).contains(scalar.value) ? scalar : " ")
    }
    if end < scalars.count { line += "…" }
    let indent = (start > 0 ? 1 : 0) + (lower - start)
    let marks = max(1, min(upper, end + 1) - lower)
    out += "\n  " + line
    out += "\n  " + String(repeating: " ", count: indent) + "^" + String(repeating: "~", count: marks - 1)
    return out
  }
}
