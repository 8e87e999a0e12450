#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import _CurveTestSupport

/// An expression as the fuzzer builds it: a small tree it can print and shrink.
indirect enum FuzzExpression: CustomStringConvertible, Hashable {
  case leaf(String)
  case call(String, FuzzExpression)
  case binary(String, FuzzExpression, FuzzExpression)
  /// A grammar sentence, kept as text (not shrunk inside).
  case text(String)

  var description: String {
    switch self {
    case .leaf(let s), .text(let s): return s
    case .call(let f, let a): return "\(f)(\(a))"
    case .binary(let op, let a, let b):
      // A named function of two (min, max, mod, atan2) is a call; an operator sits between.
      return op.first?.isLetter == true ? "\(op)(\(a), \(b))" : "(\(a) \(op) \(b))"
    }
  }

  /// Smaller expressions to try in its place, simplest first.
  var shrinks: [FuzzExpression] {
    var out: [FuzzExpression] = []
    switch self {
    case .leaf: return []
    case .text: return [.leaf("x")]
    case .call(let f, let a):
      out = [a]
      out += a.shrinks.map { .call(f, $0) }
    case .binary(let op, let a, let b):
      out = [a, b]
      out += a.shrinks.map { .binary(op, $0, b) }
      out += b.shrinks.map { .binary(op, a, $0) }
    }
    return out
  }
}

/// Expressions and domains biased towards what breaks interval arithmetic over doubles:
/// constants that vanish only in the reals, literals that are not doubles, poles and zeros at
/// the domain's ends, tangent zeros, cancellation, huge, tiny and subnormal magnitudes.
struct BiasedGenerator {
  var rng: SplitMix64
  let grammar: EBNFGrammar.Generator?
  /// The variable's name (`x`, or `t` for a plane curve).
  var variable = "x"
  /// Points the last expression was built around (its poles, zeros): domain ends go there.
  var anchors: [Double] = []

  init(seed: UInt64, grammar: EBNFGrammar.Generator?) {
    rng = SplitMix64(seed: seed)
    self.grammar = grammar
  }

  mutating func pick<T>(_ options: [T]) -> T { options[Int(rng.next() % UInt64(options.count))] }
  mutating func chance(_ n: UInt64) -> Bool { rng.next() % n == 0 }
  mutating func unit() -> Double { Double(rng.next() >> 11) * 0x1p-53 }

  /// Constant expressions equal to 0 in the reals (not in doubles).
  static let realZeros = [
    "(sqrt(2)^2 - 2)", "sin(pi)", "(0.1 + 0.2 - 0.3)", "(log(e) - 1)", "cos(pi/2)", "(exp(1) - e)", "(sqrt(3)^2 - 3)",
    "(1.1*1.1 - 1.21)", "(e^2 - exp(2))", "(3*(1/3) - 1)", "sin(2*pi)", "(sqrt(0.01) - 0.1)", "(log(10)/log(10) - 1)",
  ]
  /// Constant expressions equal to 1 in the reals.
  static let realOnes = [
    "(sqrt(2)^2/2)", "(10*0.1)", "log(e)", "(e/exp(1))", "((0.1+0.2)/0.3)", "(sqrt(3)*sqrt(3)/3)", "cos(2*pi)", "(-cos(pi))",
  ]
  /// Literals and constants: not doubles, huge, tiny, subnormal.
  static let constants: [(String, Double)] = [
    ("0", 0), ("1", 1), ("2", 2), ("0.1", 0.1), ("0.3", 0.3), ("1.1", 1.1), ("0.7", 0.7), ("1e-5", 1e-5), ("pi", .pi), ("e", 2.718281828459045),
    ("(pi/2)", .pi / 2), ("sqrt(2)", 2.0.squareRoot()), ("(1/3)", 1.0 / 3), ("1e300", 1e300), ("1e-300", 1e-300), ("5e-324", 5e-324),
    ("1e-310", 1e-310), ("2.5", 2.5), ("10", 10), ("1e16", 1e16), ("0.5", 0.5), ("3", 3), ("1e-8", 1e-8),
  ]

  /// A random expression in the variable, of about `depth` levels.
  mutating func expression(depth: Int = 3) -> FuzzExpression {
    anchors = []
    return node(depth)
  }

  private mutating func constant() -> FuzzExpression {
    if chance(6) { return .leaf(pick(Self.realZeros)) }
    if chance(8) { return .leaf(pick(Self.realOnes)) }
    let c = pick(Self.constants)
    return .leaf(c.0)
  }

  private mutating func node(_ depth: Int) -> FuzzExpression {
    let v = FuzzExpression.leaf(variable)
    if depth <= 0 { return chance(3) ? constant() : v }
    switch rng.next() % 20 {
    case 0, 1:  // a pole at c
      let (text, c) = pick(Self.constants.filter { $0.1.magnitude < 1e10 })
      anchors.append(c)
      return pick([
        .binary("/", node(depth - 1), .binary("-", v, .leaf(text))),
        .binary("^", .binary("-", v, .leaf(text)), .leaf(pick(["-1", "-2", "-0.5", "(-1/3)"]))),
        .binary("/", .leaf("1"), .binary("-", v, .leaf(text))),
      ])
    case 2:  // a tangent zero at c
      let (text, c) = pick(Self.constants.filter { $0.1.magnitude < 1e10 })
      anchors.append(c)
      return pick([
        .binary("^", .binary("-", v, .leaf(text)), .leaf(pick(["2", "3", "4"]))),
        .binary("-", .leaf("1"), .call("cos", .binary("-", v, .leaf(text)))),
        .binary("*", .binary("^", .binary("-", v, .leaf(text)), .leaf("2")), node(depth - 1)),
      ])
    case 3:  // a zero that exists only in the reals
      anchors.append(0)
      return .binary(pick(["+", "-"]), pick([v, node(depth - 1)]), .leaf(pick(Self.realZeros)))
    case 4:  // cancellation
      return pick([
        .binary("-", .binary("+", v, .leaf("1e16")), .leaf("1e16")),
        .binary("-", .binary("-", .call("exp", v), .leaf("1")), v),
        .binary("/", .binary("-", .leaf("1"), .call("cos", v)), .binary("^", v, .leaf("2"))),
        .binary("-", .call("sqrt", .binary("+", .binary("^", v, .leaf("2")), .leaf("1"))), v),
        .binary("-", .call("log", .binary("+", .leaf("1"), v)), v),
        .binary("/", .call("sin", v), v),
        .binary("-", node(depth - 1), node(depth - 1)),
      ])
    case 5:  // huge and tiny magnitudes
      return pick([
        .binary("*", .leaf(pick(["1e300", "1e-300", "5e-324", "1e-310", "1e200"])), node(depth - 1)),
        .call("exp", .binary("*", .leaf(pick(["700", "-700", "1000", "50"])), node(depth - 1))),
        .binary("^", node(depth - 1), .leaf(pick(["100", "-100", "0.5", "1.5", "0.1"]))),
      ])
    case 6:  // a grammar sentence
      if let grammar {
        let text = grammar.sentence(using: &rng)
        let flat = text.split(whereSeparator: { $0 == "\n" || $0 == "\t" || $0 == " " }).joined(separator: " ")
        if !flat.isEmpty && flat.unicodeScalars.count < 200 { return .text("(" + flat + ")") }
      }
      return v
    case 7:
      return .call(pick(["sin", "cos", "exp", "log", "sqrt", "abs"]), node(depth - 1))
    case 8:  // the math-plot language's functions, their jumps and poles at the anchors
      let (text, c) = pick(Self.constants.filter { $0.1.magnitude < 1e10 })
      anchors.append(c)
      return pick([
        .call(pick(["tan", "atan", "floor", "ceil", "round", "sign", "log2", "log10", "cbrt", "sinh", "cosh", "tanh", "asinh", "cot", "sec", "csc", "asin", "acos", "acosh", "atanh", "gamma", "factorial"]), node(depth - 1)),
        .binary("log", pick([.leaf("2"), .leaf("10"), .leaf("0.5")]), node(depth - 1)),
        .binary("hypot", node(depth - 1), node(depth - 1)),
        .call(pick(["floor", "ceil", "round", "sign"]), .binary("-", v, .leaf(text))),
        .call("tan", .binary("-", v, .leaf(pick(["(pi/2)", "pi", "0"])))),
        .call(pick(["gamma", "factorial"]), .binary("-", v, .leaf(text))),
        .binary("mod", node(depth - 1), pick([.leaf(text), node(depth - 1)])),
        .binary("atan2", node(depth - 1), node(depth - 1)),
        // Piecewise: a jump at the anchor, a restriction ending there, a chained condition.
        .text("{\(variable) < \(text): \(node(depth - 1)), \(node(depth - 1))}"),
        .text("(\(node(depth - 1)) {\(variable) >= \(text)})"),
        .text("{\(node(depth - 1)) <= \(text) < \(node(depth - 1)): \(node(depth - 1)), \(variable) = \(text): 1}"),
      ])
    case 9:
      return .binary(pick(["min", "max"]), node(depth - 1), node(depth - 1))
    default:
      let op = pick(["+", "-", "*", "/", "^", "+", "-", "*"])
      if op == "^" { return .binary("^", node(depth - 1), pick([.leaf(pick(["2", "3", "-1", "0.5", "(1/3)", "0.1"])), constant()])) }
      return .binary(op, node(depth - 1), chance(3) ? constant() : node(depth - 1))
    }
  }

  /// A domain, biased to end at the expression's anchors, at ±0, tiny and huge.
  mutating func domain() -> (Double, Double) {
    let anchor = anchors.isEmpty ? 0 : pick(anchors)
    switch rng.next() % 12 {
    case 0: return (anchor, anchor + pick([1, 0.5, 1e-8, 3]))
    case 1: return (anchor - pick([1, 0.5, 1e-8, 3]), anchor)
    case 2: return (anchor - pick([1, 1e-3, 1e-12]), anchor + pick([1, 1e-3, 1e-12]))
    case 3: return (-0.0, pick([1, 1e-300, 5e-324, 10]))
    case 4: return (pick([-1, -1e-300, -5e-324]), 0.0)
    case 5: return (-1e300, 1e300)
    case 6: return (pick([1e-310, 5e-324, 1e-320]), pick([1e-300, 1e-308]))
    case 7: return (-5, 5)
    case 8: return (0, 2 * .pi)
    case 9: return (-1e6, 1e6)
    default:
      let a = (unit() - 0.5) * 20
      return (a, a + unit() * 10 + 1e-9)
    }
  }
}
#endif
