/// "Did you mean …?" for unknown names.
enum Suggestion {
  /// A language's functions, as messages list them: `sin cos exp log abs sqrt min max` for the
  /// protocol's.
  static func functionList(_ language: ExpressionLanguage) -> String {
    Builtins.functionNames(in: language).joined(separator: " ")
  }

  /// Advice for a name people bring from other tools (spreadsheets, Python, JavaScript, C):
  /// how to write it in `language`.
  static func hint(for name: String, in language: ExpressionLanguage) -> String? {
    switch name {
    case "pow": return "write a^b for a power"
    case "exp2": return "write 2^x"
    case "fabs": return "did you mean 'abs'?"
    default: break
    }
    switch language {
    case .curveLayer:
      switch name {
      case "tan": return "the protocol has no tan: write sin(x)/cos(x)"
      case "log10": return "write log(x)/log(10)"
      case "log2": return "write log(x)/log(2)"
      case "ln": return "did you mean 'log'? (log is the natural logarithm)"
      default:
        // Any other function math plots have (their table, in every spelling).
        guard Builtins.isMathPlotName(name) else { return nil }
        return "the protocol has no \(name); its functions are \(functionList(.curveLayer))"
      }
    case .mathPlot:
      switch name {
      case "erf", "sqr", "exp2", "expm1", "log1p", "lgamma":
        return "math plots have no \(name) yet; their functions are \(functionList(.mathPlot))"
      default: return nil
      }
    }
  }

  /// The known name closest to `name`, if one is close enough to be a likely typo: the same name
  /// in another case, or within an edit distance of 1 (names of 3 to 5 characters) or 2 (longer).
  /// Names of 1 or 2 characters get only the same-letters match: `y` is no typo of `x`.
  /// Ties go to the earlier name in `candidates`.
  static func closest(to name: String, among candidates: [String]) -> String? {
    let target = Array(name.utf8)
    // Long names cannot be typos of the short built-ins; keep the quadratic work small.
    guard target.count <= 64 else { return nil }
    if let sameLetters = candidates.first(where: { $0.lowercased() == name.lowercased() }) {
      return sameLetters
    }
    let allowed = target.count <= 2 ? 0 : target.count <= 5 ? 1 : 2
    guard allowed > 0 else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let bytes = Array(candidate.utf8)
      guard bytes.count <= 64, abs(bytes.count - target.count) <= allowed else { continue }
      let distance = editDistance(target, bytes)
      if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.name
  }

  /// Optimal string alignment distance (Levenshtein with adjacent transpositions).
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var row = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      row[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, row) = (previous, row, previous2)
    }
    return previous[b.count]
  }
}
