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

  /// Binding powers, loosest first. A unary sign binds looser than `^` on its left, so `-x^2` is
  /// `-(x^2)`; the right operand of `^` is parsed at `power.right`, which admits a sign, so
  /// `2^-x` is `2^(-x)`; `^` binds right (`right < left`), so `2^3^2` is `2^(3^2)`.
  private enum BindingPower {
    static let additive = (left: 10, right: 11)
    static let multiplicative = (left: 20, right: 21)
    static let prefix = 30
    static let power = (left: 40, right: 39)
  }

  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, parameters: ParameterSet, variables: ExpressionVariables = .x,
    language: ExpressionLanguage = .curveLayer
  ) throws(ExpressionError) -> SyntaxTree {
    var lexer = Lexer(bytes)
    let first = try lexer.next()
    // Every node but a min/max fold stands on its own token, and a fold needs a comma: the
    // byte count bounds the node count.
    // Made in place: a tree held in a local as well would be copied on the first append.
    var parser = Parser(
      lexer: lexer, current: first, tree: SyntaxTree(parameters: parameters, capacity: bytes.count), variables: variables,
      language: language)
    if case .end = first.kind { throw ExpressionError(.empty, at: 0..<0) }
    _ = try parser.parseExpression(0, depth: 1)
    switch parser.current.kind {
    case .end:
      parser.tree.trimCapacity()
      return parser.tree
    case .closeParenthesis: throw ExpressionError(.unmatchedClosingParenthesis, at: parser.current.range)
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
    var lhs = try parsePrefix(depth: depth)
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
      case .number, .identifier, .openParenthesis: throw missingOperator()
      case .closeParenthesis, .comma, .end: return lhs
      }
      guard power.left >= minimumPower else { return lhs }
      try advance()
      // A right operand is one level down; a chain of `+ - * /` loops here and so does not
      // accumulate depth, while a chain of `^` (right-associative) does.
      let rhs = try parseExpression(power.right, depth: depth + 1)
      lhs = tree.append(.binary(op, lhs, rhs), lhsStart..<tree.ranges[rhs].upperBound)
    }
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
    case .closeParenthesis, .comma, .end, .star, .slash, .caret:
      throw ExpressionError(.expectedOperand(found: lexer.text(of: token)), at: token.range)
    }
  }

  /// What to say when a parenthesised expression or an argument list is not closed.
  private func closingError(opening: Token) -> ExpressionError {
    switch current.kind {
    case .end: return ExpressionError(.unclosedParenthesis, at: opening.range)
    case .comma: return ExpressionError(.unexpectedComma, at: current.range)
    default: return missingOperator()
    }
  }

  private func missingOperator() -> ExpressionError {
    ExpressionError(.missingOperator(found: lexer.text(of: current)), at: current.range)
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
      let (argument, count, end) = try parseArguments(of: token, depth: depth, folding: withBase ? .logarithmBase : nil)
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
      let (result, count, end) = try parseArguments(of: token, depth: depth, folding: op)
      guard count == 2 else {
        throw ExpressionError(
          .wrongArgumentCount(function: function.rawValue, expected: .exactly(2), found: count), at: token.start..<end)
      }
      return result
    case .variadic(let function):
      guard isCall else { throw ExpressionError(.functionWithoutCall(function.rawValue), at: token.range) }
      let op: SyntaxTree.BinaryOperator = function == .min ? .minimum : .maximum
      let (result, count, end) = try parseArguments(of: token, depth: depth, folding: op)
      guard count >= 2 else {
        throw ExpressionError(
          .wrongArgumentCount(function: function.rawValue, expected: .atLeast(2), found: count), at: token.start..<end)
      }
      return result
    case .constant, nil:
      // `x(2)`, `pi(2)`, `a(x)`: an unknown name is reported as unknown first.
      let node = try resolveValue(spelling, token)
      if isCall { throw ExpressionError(.callOfNonFunction(lexer.text(of: token)), at: token.range) }
      return tree.append(node, token.range)
    }
  }

  /// A variable, a constant or a parameter; an unknown name throws.
  private func resolveValue(_ spelling: UnsafeBufferPointer<UInt8>, _ token: Token) throws(ExpressionError) -> SyntaxTree.Node {
    if let variable = variables.variable(spelt: spelling) { return variable }
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
    Builtins.names(in: language) + tree.parameters.names
  }

  /// `'(' expression (',' expression)* ')'`, entered on the `(`.
  ///
  /// With `folding`, each argument after the first is combined with the result so far as soon as
  /// it is parsed (`min(a, b, c)` appends `a, b, min, c, min`), which keeps the node array in
  /// post-order: the compiler's register stack relies on operands being the latest values.
  /// Returns the last node (the argument, or the fold), the argument count and the offset just
  /// past the `)`.
  private mutating func parseArguments(
    of name: Token, depth: Int, folding: SyntaxTree.BinaryOperator?
  ) throws(ExpressionError) -> (node: Int, count: Int, end: Int) {
    let opening = current
    try advance()
    if case .closeParenthesis = current.kind {
      let end = current.end
      try advance()
      return (-1, 0, end)
    }
    var result = -1
    var count = 0
    var folds: [Int] = []
    while true {
      let argument = try parseExpression(0, depth: depth + 1)
      count += 1
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
        return (result, count, end)
      case .end:
        throw ExpressionError(.unclosedParenthesis, at: opening.range)
      default:
        throw missingOperator()
      }
    }
  }
}
