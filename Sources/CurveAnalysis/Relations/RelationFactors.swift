import CurveExpression

/// One factor of an equation decided factor by factor (see ``Relation/factorTexts(lhs:rhs:)``):
/// a program, or the difference of two (a relation that is not split is its one factor,
/// `LHS − RHS`, whatever its comparison).
struct RelationFactor: Sendable {
  let minuend: CompiledExpression
  let subtrahend: CompiledExpression?

  /// The factor over the box `x × y`.
  func enclosure(x: Enclosure, y: Enclosure) -> Enclosure {
    let value = minuend.enclosure(x: x, y: y)
    guard let subtrahend else { return value }
    return value - subtrahend.enclosure(x: x, y: y)
  }

  /// The factor over the box `x × y` in at most two pieces (across a pole, see
  /// ``SplitEnclosure``).
  func splitEnclosure(x: Enclosure, y: Enclosure) -> SplitEnclosure {
    let value = minuend.splitEnclosure(x: x, y: y)
    guard let subtrahend else { return value }
    return value - subtrahend.splitEnclosure(x: x, y: y)
  }

  /// The factor over the balls `x × y` (double-double midpoints: boxes of a deep zoom).
  func enclosure(x: PreciseBall, y: PreciseBall) -> Enclosure {
    let value = minuend.enclosure(x: x, y: y)
    guard let subtrahend else { return value.enclosure }
    return PreciseBall.difference(value, subtrahend.enclosure(x: x, y: y)).enclosure
  }

  /// Whether ``splitEnclosure(x:y:)`` can differ from the plain enclosure.
  var maySplit: Bool { minuend.maySplit || subtrahend?.maySplit == true }

  var instructionCount: Int { minuend.instructionCount + (subtrahend?.instructionCount ?? 0) }
}

extension Relation {
  /// The most factors an equation is split into (more stay one product).
  static let maximumFactors = 32

  /// The texts of the factors of an equation whose solutions are those of some factor's
  /// equation `Fᵢ = 0` at a point where every factor is defined, or `nil` where it is not
  /// one of these forms:
  /// - `F₁ * F₂ * … * Fₖ = 0` (or `0 = …`): the product is defined where every factor is, and
  ///   is 0 there exactly when one factor is;
  /// - `abs(a) = abs(b)`: defined where `a` and `b` are, and there `|a| = |b|` exactly when
  ///   `(a − b)(a + b) = 0`; both factors are defined where `a` and `b` are.
  ///
  /// Read from the text: a side is split only at `*` outside every bracket and only where no
  /// other operator (`+ - / ,`, a brace, a comparison) stands outside them, so each piece is an
  /// operand of the top-level product (`^` binds tighter than `*`). Anything else, `1e-3`
  /// included, is left whole: that only loses the split, never changes the set.
  static func factorTexts(lhs: String, rhs: String) -> [String]? {
    let (left, right) = (trimmed(lhs), trimmed(rhs))
    if let a = absArgument(left), let b = absArgument(right) {
      return ["(\(a)) - (\(b))", "(\(a)) + (\(b))"]
    }
    let product = right == "0" ? left : left == "0" ? right : nil
    guard let product else { return nil }
    let factors = productFactors(product)
    guard factors.count > 1, factors.count <= maximumFactors else { return nil }
    return factors
  }

  /// The operands of a top-level product, each split again once its brackets are removed.
  static func productFactors(_ text: String) -> [String] {
    let text = trimmed(text)
    let scalars = Array(unwrapped(text).unicodeScalars)
    var pieces: [String] = []
    var start = 0
    var depth = 0
    for (index, character) in scalars.enumerated() {
      switch character {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "*" where depth == 0:
        // `**` is no operator of the language; the parser says so.
        guard index + 1 < scalars.count, scalars[index + 1] != "*", index > start else { return [text] }
        pieces.append(String(String.UnicodeScalarView(scalars[start..<index])))
        start = index + 1
      default:
        if depth == 0 && otherOperators.contains(character) { return [text] }
      }
    }
    guard !pieces.isEmpty, start < scalars.count else { return [text] }
    pieces.append(String(String.UnicodeScalarView(scalars[start...])))
    return pieces.flatMap { productFactors($0) }
  }

  static let otherOperators: [Unicode.Scalar] = ["+", "-", "/", ",", "{", "}", "=", "<", ">", ":"]

  /// `a` where `text` is `abs(a)` and nothing else.
  static func absArgument(_ text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.starts(with: ["a", "b", "s", "("]) else { return nil }
    return enclosed(String(String.UnicodeScalarView(scalars.dropFirst(3))))
  }

  /// `text` without brackets that enclose all of it: `((a*b))` is `a*b`.
  static func unwrapped(_ text: String) -> String {
    var text = text
    while let inside = enclosed(text) { text = trimmed(inside) }
    return text
  }

  /// What lies between an opening parenthesis at the start of `text` and the one that closes it
  /// at its end, or `nil` where they are not such a pair (`(a) * (b)`).
  static func enclosed(_ text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.first == "(", scalars.last == ")" else { return nil }
    var depth = 0
    for (index, character) in scalars.enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0 { return index == scalars.count - 1 ? String(String.UnicodeScalarView(scalars[1..<index])) : nil }
    }
    return nil
  }

  static func trimmed(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}
