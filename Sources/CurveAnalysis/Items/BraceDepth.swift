/// How deep in `{ }` a math-plot item's text is, read left to right: a comparison or a comma
/// outside every brace belongs to the item (a relation's, a parametric pair's), one inside to a
/// piecewise or a restriction. A stray `}` leaves the depth at 0: it is the expression's own error.
struct BraceDepth {
  private var depth = 0

  /// Whether the text read so far has closed every brace it opened.
  var isOutside: Bool { depth == 0 }

  /// Reads one more character.
  mutating func read(_ scalar: Unicode.Scalar) {
    if scalar == "{" { depth += 1 } else if scalar == "}", depth > 0 { depth -= 1 }
  }
}
