/// A Pratt parser over the token stream.
///
/// Conventions every parse function follows:
/// - It is entered with `current` on the first token of what it parses and leaves `current` on the
///   first token after it.
/// - It appends its nodes to `tree` in post-order and returns the index of the node it built.
/// - Every recursion goes through ``parseExpression(_:depth:)``, which checks `depth` against
///   ``ExpressionLimits/maximumNesting`` first, so no input can take the stack deeper than that.
/// - Every loop consumes a token per turn, so parsing is linear in the input.
struct Parser {
  private var lexer: Lexer
  private var current: Token
  private var tree: SyntaxTree
  private let variables: ExpressionVariables
  private let language: ExpressionLanguage
  /// The definitions a call may name (a math plot's).
  private let definitions: Definitions
  /// In a definition's body, its arguments' names, read instead of `variables`: the first as the
  /// `x` node, the second as `y` (a call puts its arguments there).
  private let arguments: [String]?

  /// Binding powers, loosest first. A unary sign binds looser than `^` on its left, so `-x^2` is
  /// `-(x^2)`; the right operand of `^` is parsed at `power.right`, which admits a sign, so
  /// `2^-x` is `2^(-x)`; `^` binds right (`right < left`), so `2^3^2` is `2^(3^2)`. A postfix `!`
  /// binds tightest of all (``parseOperand(depth:)``).
  private enum BindingPower {
    static let additive = (left: 10, right: 11)
    static let multiplicative = (left: 20, right: 21)
    static let prefix = 30
    static let power = (left: 40, right: 39)
  }

  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, parameters: ParameterSet, variables: ExpressionVariables = .x,
    language: ExpressionLanguage = .curveLayer, definitions: Definitions = Definitions(), arguments: [String]? = nil
  ) throws(ExpressionError) -> SyntaxTree {
    var lexer = Lexer(bytes, readsPieces: language == .mathPlot)
    let first = try lexer.next()
    // The byte count is the capacity reserved: about a node a token. (A piecewise's implied
    // parts add a few nodes a brace; a chain's copies are held to
    // ``ExpressionLimits/maximumNodes`` as they are made.)
    // Made in place: a tree held in a local as well would be copied on the first append.
    var parser = Parser(
      lexer: lexer, current: first, tree: SyntaxTree(parameters: parameters, capacity: bytes.count), variables: variables,
      language: language, definitions: definitions, arguments: arguments)
    if case .end = first.kind { throw ExpressionError(.empty, at: 0..<0) }
    _ = try parser.parseExpression(0, depth: 1)
    switch parser.current.kind {
    case .end:
      parser.tree.trimCapacity()
      return parser.tree
    case .closeParenthesis: throw ExpressionError(.unmatchedClosingParenthesis, at: parser.current.range)
    case .closeBrace: throw ExpressionError(.unmatchedClosingBrace, at: parser.current.range)
    case .comma: throw ExpressionError(.unexpectedComma, at: parser.current.range)
    default: throw parser.missingOperator()
    }
  }

  private mutating func advance() throws(ExpressionError) {
    current = try lexer.next()
  }

  // MARK: Expressions

  private mutating func parseExpression(_ minimumPower: Int, depth: Int) throws(ExpressionError) -> Int {
    guard depth <= ExpressionLimits.maximumNesting else {
      throw ExpressionError(.nestingTooDeep, at: current.range)
    }
    var lhs = try parseOperand(depth: depth)
    let lhsStart = tree.ranges[lhs].lowerBound
    while true {
      let op: SyntaxTree.BinaryOperator
      let power: (left: Int, right: Int)
      switch current.kind {
      case .plus: (op, power) = (.add, BindingPower.additive)
      case .minus: (op, power) = (.subtract, BindingPower.additive)
      case .star: (op, power) = (.multiply, BindingPower.multiplicative)
      case .slash: (op, power) = (.divide, BindingPower.multiplicative)
      case .caret: (op, power) = (.power, BindingPower.power)
      case .number, .identifier, .openParenthesis, .exclamation: throw missingOperator()
      case .closeParenthesis, .comma, .end, .closeBrace, .colon, .comparison: return lhs
      case .openBrace:
        // A restriction binds loosest: `1 + x {x > 0}` restricts `1 + x`.
        guard minimumPower == 0 else { return lhs }
        lhs = try parseRestriction(of: lhs, depth: depth)
        continue
      }
      guard power.left >= minimumPower else { return lhs }
      try advance()
      // A right operand is one level down; a chain of `+ - * /` loops here and so does not
      // accumulate depth, while a chain of `^` (right-associative) does.
      let rhs = try parseExpression(power.right, depth: depth + 1)
      lhs = tree.append(.binary(op, lhs, rhs), lhsStart..<tree.ranges[rhs].upperBound)
    }
  }

  /// An operand and its postfix `!`s (the math-plot language's factorial). `!` binds tightest, as
  /// in math.js: `2^3!` is `2^(3!)`, `-3!` is `-(3!)` (the sign's operand takes the `!`) and
  /// `3!^2` is `(3!)^2`.
  private mutating func parseOperand(depth: Int) throws(ExpressionError) -> Int {
    var operand = try parsePrefix(depth: depth)
    while case .exclamation = current.kind {
      operand = tree.append(.unary(.function(.factorial), operand), tree.ranges[operand].lowerBound..<current.end)
      try advance()
    }
    return operand
  }

  private mutating func parsePrefix(depth: Int) throws(ExpressionError) -> Int {
    let token = current
    switch token.kind {
    case .number(let literal):
      try advance()
      tree.literals.append(literal)
      return tree.append(.number(tree.literals.count - 1), token.range)
    case .identifier:
      try advance()
      return try parseName(token, depth: depth)
    case .openParenthesis:
      try advance()
      let inner = try parseExpression(0, depth: depth + 1)
      guard case .closeParenthesis = current.kind else {
        throw closingError(opening: token)
      }
      try advance()
      return inner
    case .minus, .plus:
      try advance()
      let operand = try parseExpression(BindingPower.prefix, depth: depth + 1)
      // `+x` is `x` to the bit, so it leaves no node.
      guard token.kind == .minus else { return operand }
      return tree.append(.unary(.negate, operand), token.start..<tree.ranges[operand].upperBound)
    case .star where token.start > 0 && lexer.bytes[token.start - 1] == UInt8(ascii: "*"):
      // `x**2`, the power of Python and JavaScript: reported at the second star.
      throw ExpressionError(.expectedOperand(found: "**"), at: token.range)
    case .openBrace:
      return try parsePiecewise(depth: depth)
    case .closeParenthesis, .comma, .end, .star, .slash, .caret, .closeBrace, .colon, .comparison, .exclamation:
      throw ExpressionError(.expectedOperand(found: lexer.text(of: token)), at: token.range)
    }
  }

  /// What to say when a parenthesised expression or an argument list is not closed.
  private func closingError(opening: Token) -> ExpressionError {
    switch current.kind {
    case .end: return ExpressionError(.unclosedParenthesis, at: opening.range)
    case .comma: return ExpressionError(.unexpectedComma, at: current.range)
    default: return unclosed(opening)
    }
  }

  /// What to say about the token after a complete operand inside brackets opened by `opening`:
  /// a closing bracket of the other kind (`(x}`), or what ``missingOperator()`` says.
  private func unclosed(_ opening: Token) -> ExpressionError {
    switch (opening.kind, current.kind) {
    case (.openParenthesis, .closeBrace), (.openBrace, .closeParenthesis):
      ExpressionError(.mismatchedBracket(closing: lexer.text(of: current), opening: lexer.text(of: opening)), at: current.range)
    default: missingOperator()
    }
  }

  /// What to say about the token after a complete operand that cannot follow it: a comparison
  /// or a `:` outside a condition, or two operands in a row.
  private func missingOperator() -> ExpressionError {
    switch current.kind {
    case .comparison, .colon: ExpressionError(.misplacedComparison(lexer.text(of: current)), at: current.range)
    default: ExpressionError(.missingOperator(found: lexer.text(of: current)), at: current.range)
    }
  }

  // MARK: Names and calls

  private mutating func parseName(_ token: Token, depth: Int) throws(ExpressionError) -> Int {
    let spelling = UnsafeBufferPointer(rebasing: lexer.bytes[token.range])
    let isCall: Bool
    if case .openParenthesis = current.kind { isCall = true } else { isCall = false }

    switch Builtins.lookup(spelling, in: language) {
    case .unary(let function):
      // Messages name the function as written (`ln`, `arcsin`).
      guard isCall else { throw ExpressionError(.functionWithoutCall(lexer.text(of: token)), at: token.range) }
      // A math plot's `log(b, x)` is the logarithm to base b (`ln` takes one argument only).
      let withBase = function == .log && language == .mathPlot && Builtins.spells("log", spelling)
      let (argument, count, end, _) = try parseArguments(of: token, depth: depth, folding: withBase ? .logarithmBase : nil)
      if withBase, count == 2 { return argument }
      guard count == 1 else {
        let expected: ExpressionError.ArgumentCount = withBase ? .either(1, 2) : .exactly(1)
        throw ExpressionError(.wrongArgumentCount(function: lexer.text(of: token), expected: expected, found: count), at: token.start..<end)
      }
      return tree.append(.unary(.function(function), argument), token.start..<end)
    case .binary(let function):
      guard isCall else { throw ExpressionError(.functionWithoutCall(function.rawValue), at: token.range) }
      let op: SyntaxTree.BinaryOperator
      switch function {
      case .mod: op = .modulo
      case .atan2: op = .arcTangent2
      case .hypot: op = .hypotenuse
      }
      let (result, count, end, _) = try parseArguments(of: token, depth: depth, folding: op)
      guard count == 2 else {
        throw ExpressionError(
          .wrongArgumentCount(function: function.rawValue, expected: .exactly(2), found: count), at: token.start..<end)
      }
      return result
    case .variadic(let function):
      guard isCall else { throw ExpressionError(.functionWithoutCall(function.rawValue), at: token.range) }
      let op: SyntaxTree.BinaryOperator = function == .min ? .minimum : .maximum
      let (result, count, end, _) = try parseArguments(of: token, depth: depth, folding: op)
      guard count >= 2 else {
        throw ExpressionError(
          .wrongArgumentCount(function: function.rawValue, expected: .atLeast(2), found: count), at: token.start..<end)
      }
      return result
    case nil where definitions.definition(spelt: spelling) != nil:
      guard isCall else { throw ExpressionError(.functionWithoutCall(lexer.text(of: token)), at: token.range) }
      return try parseDefinitionCall(definitions.definition(spelt: spelling)!, token, depth: depth)
    case .constant, nil:
      // `x(2)`, `pi(2)`, `a(x)`: an unknown name is reported as unknown first.
      let node = try resolveValue(spelling, token)
      if isCall { throw ExpressionError(.callOfNonFunction(lexer.text(of: token)), at: token.range) }
      return tree.append(node, token.range)
    }
  }

  /// A variable, a constant or a parameter; an unknown name throws.
  private func resolveValue(_ spelling: UnsafeBufferPointer<UInt8>, _ token: Token) throws(ExpressionError) -> SyntaxTree.Node {
    if let arguments {
      if let index = arguments.firstIndex(where: { name in var name = name; return name.withUTF8 { Self.same($0, spelling) } }) {
        return index == 0 ? .variable : .secondVariable
      }
    } else if let variable = variables.variable(spelt: spelling) {
      return variable
    }
    if case .constant(let constant) = Builtins.lookup(spelling, in: language) { return .constant(constant) }
    if let index = tree.parameters.table.index(of: spelling) { return .parameter(index) }
    let name = lexer.text(of: token)
    if tree.parameters.dropped.contains(name) {
      throw ExpressionError(.droppedParameter(name), at: token.range)
    }
    throw ExpressionError(
      .unknownName(name, suggestion: Suggestion.closest(to: name, among: knownNames), language: language), at: token.range)
  }

  private var knownNames: [String] {
    Builtins.names(in: language) + tree.parameters.names + definitions.names
  }

  private static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    a.count == b.count && (a.isEmpty || Builtins.sameBytes(a.baseAddress!, b.baseAddress, a.count))
  }

  /// `'(' expression (',' expression)* ')'`, entered on the `(`.
  ///
  /// With `folding`, each argument after the first is combined with the result so far as soon as
  /// it is parsed (`min(a, b, c)` appends `a, b, min, c, min`), which keeps the node array in
  /// post-order: the compiler's register stack relies on operands being the latest values.
  /// Returns the last node (the argument, or the fold), the argument count and the offset just
  /// past the `)`; without `folding`, also each argument's root.
  private mutating func parseArguments(
    of name: Token, depth: Int, folding: SyntaxTree.BinaryOperator?
  ) throws(ExpressionError) -> (node: Int, count: Int, end: Int, roots: [Int]) {
    let opening = current
    try advance()
    if case .closeParenthesis = current.kind {
      let end = current.end
      try advance()
      return (-1, 0, end, [])
    }
    var result = -1
    var count = 0
    var folds: [Int] = []
    var roots: [Int] = []
    while true {
      let argument = try parseExpression(0, depth: depth + 1)
      count += 1
      if folding == nil { roots.append(argument) }
      if count == 1 || folding == nil {
        result = argument
      } else if let folding {
        result = tree.append(.binary(folding, result, argument), name.start..<tree.ranges[argument].upperBound)
        folds.append(result)
      }
      switch current.kind {
      case .comma:
        try advance()
      case .closeParenthesis:
        let end = current.end
        try advance()
        // Every fold stands for the whole call in diagnostics and tools.
        for fold in folds { tree.setRange(of: fold, name.start..<end) }
        return (result, count, end, roots)
      case .end:
        throw ExpressionError(.unclosedParenthesis, at: opening.range)
      default:
        throw unclosed(opening)
      }
    }
  }
}

// MARK: Piecewise and restrictions (the math-plot language)

extension Parser {
  /// `'{' item (',' item)* '}'`, entered on the `{`: each item `condition ':' expression`, the
  /// last one may be a bare default, and `{condition}` alone is 1 where it holds. Appends the
  /// items in order, then the fallback (the default, or NaN where no condition holds), then one
  /// select per branch from the last to the first, so the first branch that holds wins.
  fileprivate mutating func parsePiecewise(depth: Int) throws(ExpressionError) -> Int {
    let opening = current
    try advance()
    var branches: [(condition: Int, value: Int)] = []
    var fallback: Int?
    while true {
      guard branches.count < ExpressionLimits.maximumBranches else {
        throw ExpressionError(.tooManyBranches, at: current.range)
      }
      let first = try parseExpression(0, depth: depth + 1)
      if case .comparison = current.kind {
        let condition = try parseChain(from: first, depth: depth + 1)
        if case .colon = current.kind {
          try advance()
          branches.append((condition, try parseExpression(0, depth: depth + 1)))
        } else if branches.isEmpty, case .closeBrace = current.kind {
          branches.append((condition, tree.append(.implied(1), tree.ranges[condition])))
        } else {
          throw ExpressionError(.expectedColon(found: lexer.text(of: current)), at: current.range)
        }
      } else if !branches.isEmpty, case .closeBrace = current.kind {
        fallback = first
      } else {
        throw ExpressionError(.expectedComparison(found: lexer.text(of: current)), at: current.range)
      }
      switch current.kind {
      case .comma: try advance()
      case .closeBrace:
        let range = opening.start..<current.end
        var result = fallback ?? tree.append(.implied(.nan), current.range)
        try advance()
        for branch in branches.reversed() {
          result = tree.append(.select(branch.condition, branch.value, result), range)
        }
        return result
      case .end: throw ExpressionError(.unclosedBrace, at: opening.range)
      default: throw unclosed(opening)
      }
    }
  }

  /// `operand '{' condition '}'`, entered on the `{`: the operand where the condition holds,
  /// else NaN.
  fileprivate mutating func parseRestriction(of operand: Int, depth: Int) throws(ExpressionError) -> Int {
    let opening = current
    try advance()
    let first = try parseExpression(0, depth: depth + 1)
    guard case .comparison = current.kind else {
      throw ExpressionError(.expectedComparison(found: lexer.text(of: current)), at: current.range)
    }
    let condition = try parseChain(from: first, depth: depth + 1)
    switch current.kind {
    case .closeBrace: break
    case .end: throw ExpressionError(.unclosedBrace, at: opening.range)
    case .comma: throw ExpressionError(.unexpectedComma, at: current.range)
    default: throw unclosed(opening)
    }
    let nothing = tree.append(.implied(.nan), current.range)
    let range = tree.ranges[operand].lowerBound..<current.end
    try advance()
    return tree.append(.select(condition, operand, nothing), range)
  }

  /// `first (comparison expression)+`, entered on the first comparison: each comparison 1 or 0,
  /// and a chain (`0 < x <= 1`) their `and`, a select of the next where the one before holds.
  /// A middle operand is compared twice, so its nodes are appended twice: each node of the
  /// tree is one value, used once (the compiler's registers are a stack).
  private mutating func parseChain(from first: Int, depth: Int) throws(ExpressionError) -> Int {
    var lhs = first
    var lhsFirstNode = first  // unused for the first operand: it is never copied
    var result: Int?
    while case .comparison(let comparison) = current.kind {
      let token = current
      try advance()
      if result != nil { lhs = try copySubtree(from: lhsFirstNode, to: lhs) }
      let rhsFirstNode = tree.nodes.count
      let rhs = try parseExpression(0, depth: depth)
      let compared = tree.append(.comparison(comparison, lhs, rhs), tree.ranges[lhs].lowerBound..<tree.ranges[rhs].upperBound)
      if let previous = result {
        let fails = tree.append(.implied(0), token.range)
        result = tree.append(.select(previous, compared, fails), tree.ranges[first].lowerBound..<tree.ranges[rhs].upperBound)
      } else {
        result = compared
      }
      (lhs, lhsFirstNode) = (rhs, rhsFirstNode)
    }
    guard let result else { throw ExpressionError(.expectedComparison(found: lexer.text(of: current)), at: current.range) }
    return result
  }

  /// Appends a copy of the subtree whose nodes are `start...root` (a subtree is contiguous in
  /// post-order), its operands renumbered; returns the copy's root.
  /// - Throws: `.tooComplex` past ``ExpressionLimits/maximumNodes`` (copies inside copies double).
  private mutating func copySubtree(from start: Int, to root: Int) throws(ExpressionError) -> Int {
    guard tree.nodes.count + (root - start + 1) <= ExpressionLimits.maximumNodes else {
      throw ExpressionError(.tooComplex, at: tree.ranges[root])
    }
    let shift = tree.nodes.count - start
    for index in start...root {
      tree.append(tree.nodes[index].renumbered { $0 + shift }, tree.ranges[index])
    }
    return root + shift
  }
}

// MARK: Calls of definitions (the math-plot language)

extension Parser {
  /// `name '(' arguments ')'` of a definition, entered on the `(`: the arguments parsed (so their
  /// errors are found), lifted out of the tree, then the body appended with a copy of an argument
  /// at each of its parameters, every body node placed at the whole call.
  /// - Throws: `.wrongArgumentCount`; `.definitionTooLarge` past ``ExpressionLimits/maximumNodes``,
  ///   checked node by node, so a body that doubles at each level stops at the bound.
  fileprivate mutating func parseDefinitionCall(
    _ definition: Definitions.Definition, _ name: Token, depth: Int
  ) throws(ExpressionError) -> Int {
    let first = tree.nodes.count
    let (_, count, end, roots) = try parseArguments(of: name, depth: depth, folding: nil)
    let call = name.start..<end
    guard count == definition.arity else {
      throw ExpressionError(.wrongArgumentCount(function: definition.name, expected: .exactly(definition.arity), found: count), at: call)
    }
    // Each argument's nodes, contiguous in post-order: from the one after the argument before.
    let (liftedNodes, liftedRanges) = (Array(tree.nodes[first...]), Array(tree.ranges[first...]))
    let spans = roots.indices.map { i in (i == 0 ? first : roots[i - 1] + 1)...roots[i] }
    tree.truncate(to: first)
    let body = definition.body
    var placed: [Int] = []  // where each body node went
    placed.reserveCapacity(body.nodes.count)
    for node in body.nodes {
      switch node {
      case .variable, .secondVariable:
        let span = spans[node.isSecondVariable ? 1 : 0]
        let shift = tree.nodes.count - span.lowerBound
        var root = -1
        for index in span {
          root = try appendInlined(liftedNodes[index - first].renumbered { $0 + shift }, liftedRanges[index - first], call, definition)
        }
        placed.append(root)
      case .number(let literal):
        tree.literals.append(body.literals[literal])
        placed.append(try appendInlined(.number(tree.literals.count - 1), call, call, definition))
      default:
        placed.append(try appendInlined(node.renumbered { placed[$0] }, call, call, definition))
      }
    }
    return placed[placed.count - 1]
  }

  /// Appends `node` at `range`, or throws at `call` when the tree is full.
  private mutating func appendInlined(
    _ node: SyntaxTree.Node, _ range: Range<Int>, _ call: Range<Int>, _ definition: Definitions.Definition
  ) throws(ExpressionError) -> Int {
    guard tree.nodes.count < ExpressionLimits.maximumNodes else {
      throw ExpressionError(.definitionTooLarge(definition.name), at: call)
    }
    return tree.append(node, range)
  }
}
