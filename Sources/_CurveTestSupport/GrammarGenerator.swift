import Foundation

// Test support shared by the test targets (not API): a seeded generator, the grammar-driven
// expression generator, and where the repository's files are.

/// The repository root and its `Grammar/` folder, found from this file's path.
public enum Repository {
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  public static let grammar = root.appendingPathComponent("Grammar")

  /// `Grammar/conformance/NAME` decoded as `T`; `nil` when it is missing or does not decode (a
  /// test that needs it says so by finding no cases).
  public static func conformance<T: Decodable>(_ name: String, as _: T.Type) -> T? {
    guard let data = try? Data(contentsOf: grammar.appendingPathComponent("conformance/" + name)) else { return nil }
    return try? JSONDecoder().decode(T.self, from: data)
  }
}

/// How many times more generated cases to run: `CURVEKIT_LONG=N` (default 1; `CURVEKIT_LONG=1`
/// alone means 20), for long runs outside CI.
public let longModeFactor: Int = {
  guard let value = ProcessInfo.processInfo.environment["CURVEKIT_LONG"] else { return 1 }
  return Int(value).map { Swift.max(1, $0 == 1 ? 20 : $0) } ?? 20
}()

/// Bit-for-bit equality, where any NaN equals any NaN (NaN payloads are not part of the contract).
public func sameBits(_ a: Double, _ b: Double) -> Bool {
  (a.isNaN && b.isNaN) || a.bitPattern == b.bitPattern
}

/// A deterministic pseudo-random generator (SplitMix64), so every failure names a reproducible seed.
public struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The grammar in `Grammar/expression.ebnf`, read from the file (ISO 14977 subset: `=`, `;`,
/// `|`, `,`, `{ }`, `[ ]`, `( )`, quoted terminals, `(* comments *)`), and a random sentence
/// generator over it. The file is the source of truth: change a rule there and the generated
/// expressions change with it.
public struct EBNFGrammar {
  public indirect enum Term {
    case terminal(String)
    case rule(String)
    case sequence([Term])
    case choice([Term])
    case optional(Term)
    case repetition(Term)
  }

  public enum ParseError: Error { case syntax(String) }

  public var rules: [String: Term] = [:]
  public var order: [String] = []

  public init(text: String) throws {
    var scanner = Scanner(stripComments(text))
    while scanner.skipSpace(), !scanner.atEnd {
      let name = scanner.name()
      guard !name.isEmpty, scanner.take("=") else { throw ParseError.syntax("rule expected near \(scanner.context)") }
      let body = try scanner.choice()
      guard scanner.take(";") else { throw ParseError.syntax("';' expected after rule \(name)") }
      rules[name] = body
      order.append(name)
    }
    computeCosts()
  }

  private func stripComments(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let open = rest.range(of: "(*") {
      out += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "*)") else { return out }
      rest = rest[close.upperBound...]
    }
    return out + rest
  }

  private struct Scanner {
    var chars: [Character]
    var i = 0
    init(_ text: String) { chars = Array(text) }
    var atEnd: Bool { i >= chars.count }
    var context: String { String(chars[i..<min(chars.count, i + 20)]) }

    @discardableResult mutating func skipSpace() -> Bool {
      while i < chars.count, chars[i].isWhitespace { i += 1 }
      return true
    }
    mutating func take(_ c: Character) -> Bool {
      skipSpace()
      if i < chars.count, chars[i] == c { i += 1; return true }
      return false
    }
    /// A rule name: words separated by single spaces (`additive operator`).
    mutating func name() -> String {
      skipSpace()
      var words: [String] = []
      while true {
        let start = i
        while i < chars.count, chars[i].isLetter || chars[i] == "_" { i += 1 }
        if i == start { break }
        words.append(String(chars[start..<i]))
        let save = i
        while i < chars.count, chars[i] == " " { i += 1 }
        if !(i < chars.count && chars[i].isLetter) { i = save; break }
      }
      return words.joined(separator: " ")
    }
    mutating func choice() throws -> Term {
      var options = [try sequence()]
      while take("|") { options.append(try sequence()) }
      return options.count == 1 ? options[0] : .choice(options)
    }
    mutating func sequence() throws -> Term {
      var items = [try primary()]
      while take(",") { items.append(try primary()) }
      return items.count == 1 ? items[0] : .sequence(items)
    }
    mutating func primary() throws -> Term {
      skipSpace()
      guard i < chars.count else { throw ParseError.syntax("unexpected end") }
      switch chars[i] {
      case "\"":
        i += 1
        let start = i
        while i < chars.count, chars[i] != "\"" { i += 1 }
        let text = String(chars[start..<i])
        i += 1
        return .terminal(text)
      case "{":
        i += 1
        let inner = try choice()
        guard take("}") else { throw ParseError.syntax("'}' expected") }
        return .repetition(inner)
      case "[":
        i += 1
        let inner = try choice()
        guard take("]") else { throw ParseError.syntax("']' expected") }
        return .optional(inner)
      case "(":
        i += 1
        let inner = try choice()
        guard take(")") else { throw ParseError.syntax("')' expected") }
        return inner
      default:
        let n = name()
        guard !n.isEmpty else { throw ParseError.syntax("unexpected \(context)") }
        return .rule(n)
      }
    }
  }

  // MARK: Generation

  /// Rules whose derivations are single tokens: generated without whitespace inside.
  static let tokenRules: Set<String> = ["number", "identifier"]

  public struct Generator {
    public let grammar: EBNFGrammar
    /// Fixed choices for rules the grammar leaves open (`parameter`: one of these names).
    public var parameterNames: [String]
    /// Rules read in the place of others (`["call": "math plot call"]` for the math-plot
    /// language).
    public var substitutions: [String: String] = [:]
    public var maxDepth = 10

    public init(grammar: EBNFGrammar, parameterNames: [String]) {
      self.grammar = grammar
      self.parameterNames = parameterNames
    }

    /// A random sentence of `rule`, tokens joined by random whitespace.
    public func sentence(_ rule: String = "expression", using rng: inout SplitMix64) -> String {
      var tokens: [String] = []
      generate(.rule(rule), depth: 0, into: &tokens, using: &rng)
      var out = ""
      for (index, token) in tokens.enumerated() {
        if index > 0 {
          switch rng.next() % 8 {
          case 0: out += " "
          case 1: out += "\t"
          case 2: out += "\n "
          default: break
          }
        }
        out += token
      }
      return out
    }

    private func generate(_ term: Term, depth: Int, into tokens: inout [String], using rng: inout SplitMix64) {
      switch term {
      case .terminal(let text):
        tokens.append(text)
      case .rule(let name):
        if name == "parameter" {
          if !parameterNames.isEmpty { tokens.append(parameterNames[Int(rng.next() % UInt64(parameterNames.count))]) }
          else { tokens.append("x") }
          return
        }
        guard let body = grammar.rules[substitutions[name] ?? name] else { return }
        if EBNFGrammar.tokenRules.contains(name) {
          var parts: [String] = []
          generate(body, depth: depth + 1, into: &parts, using: &rng)
          tokens.append(parts.joined())
        } else {
          generate(body, depth: depth + 1, into: &tokens, using: &rng)
        }
      case .sequence(let items):
        for item in items { generate(item, depth: depth, into: &tokens, using: &rng) }
      case .choice(let options):
        // Past the depth budget, take the cheapest option so every derivation ends.
        let pick = depth >= maxDepth ? (options.indices.min { cost(options[$0]) < cost(options[$1]) } ?? 0) : Int(rng.next() % UInt64(options.count))
        generate(options[pick], depth: depth, into: &tokens, using: &rng)
      case .optional(let inner):
        if depth < maxDepth, rng.next() % 2 == 0 { generate(inner, depth: depth, into: &tokens, using: &rng) }
      case .repetition(let inner):
        let count = depth >= maxDepth ? 0 : Int(rng.next() % 4)
        for _ in 0..<count { generate(inner, depth: depth, into: &tokens, using: &rng) }
      }
    }

    /// How deep the shallowest derivation of `term` goes, from the per-rule table.
    func cost(_ term: Term) -> Int {
      switch term {
      case .terminal: return 0
      case .rule(let name): return name == "parameter" ? 0 : 1 + (grammar.ruleCosts[name] ?? 1000)
      case .sequence(let items): return items.map { cost($0) }.max() ?? 0
      case .choice(let options): return options.map { cost($0) }.min() ?? 0
      case .optional, .repetition: return 0
      }
    }
  }

  /// The shallowest derivation depth of every rule: a fixed point, computed once.
  private(set) var ruleCosts: [String: Int] = [:]

  private mutating func computeCosts() {
    var costs = [String: Int]()
    for name in order { costs[name] = 1000 }
    func cost(_ term: Term) -> Int {
      switch term {
      case .terminal: return 0
      case .rule(let name): return name == "parameter" ? 0 : 1 + (costs[name] ?? 1000)
      case .sequence(let items): return items.map(cost).max() ?? 0
      case .choice(let options): return options.map(cost).min() ?? 0
      case .optional, .repetition: return 0
      }
    }
    var changed = true
    while changed {
      changed = false
      for name in order {
        let value = min(1000, cost(rules[name]!))
        if value < costs[name]! {
          costs[name] = value
          changed = true
        }
      }
    }
    ruleCosts = costs
  }

  public static func load() throws -> EBNFGrammar {
    let url = Repository.grammar.appendingPathComponent("expression.ebnf")
    return try EBNFGrammar(text: String(contentsOf: url, encoding: .utf8))
  }
}
