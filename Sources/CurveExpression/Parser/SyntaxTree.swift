/// A parsed expression, as a flat array of nodes in post-order: every node comes after its
/// operands. Walking the array front to back therefore visits operands first, so the compiler,
/// the constant folder and the reference evaluators need no recursion at all.
public struct SyntaxTree: Sendable {
  /// An operation on two values, named by the operator that writes it (the parser's side; the
  /// bytecode's is `Instruction.BinaryOperation`).
  package enum BinaryOperator: String, Sendable, CaseIterable {
    /// `a + b`.
    case add = "+"
    /// `a - b`.
    case subtract = "-"
    /// `a * b`.
    case multiply = "*"
    /// `a / b`.
    case divide = "/"
    /// `a ^ b` (right-associative; C99 `pow`).
    case power = "^"
    /// `min`/`max` of two values; a call with more arguments is a left fold of these.
    case minimum = "min", maximum = "max"
    /// `mod(a, b)`, `atan2(y, x)`, `hypot(a, b)` and `log(b, x)` (math plots only).
    case modulo = "mod", arcTangent2 = "atan2", hypotenuse = "hypot", logarithmBase = "log"
  }

  /// An operation on one value (the parser's side; the bytecode's is
  /// `Instruction.UnaryOperation`).
  package enum UnaryOperator: Sendable, Hashable {
    /// `-a`.
    case negate
    /// A call of a one-argument function.
    case function(UnaryFunction)
  }

  /// How a condition of the math-plot language's piecewise compares its two sides: true or
  /// false, false where a side is NaN.
  package enum Comparison: String, Sendable, CaseIterable {
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "="
  }

  /// One node of the tree; operands are earlier nodes, named by their index.
  package enum Node: Sendable {
    /// A literal, by its index in ``literals`` (kept apart: a node stays two words).
    case number(Int)
    /// `x` (the first variable).
    case variable
    /// `y` in a relation (the second variable).
    case secondVariable
    /// `pi` or `e`.
    case constant(Constant)
    /// A parameter, by its index in the ``ParameterSet``.
    case parameter(Int)
    /// The operand is the node at the given index.
    case unary(UnaryOperator, Int)
    /// The operands are the nodes at the given indices.
    case binary(BinaryOperator, Int, Int)
    /// A condition of a piecewise: 1 where the two sides compare so, else 0.
    case comparison(Comparison, Int, Int)
    /// `select(condition, then, otherwise)`: `then` where the condition (a comparison's 1 or 0,
    /// or another select of them) is 1, else `otherwise` (a piecewise's branches, a restriction,
    /// the `and` of a chained condition).
    case select(Int, Int, Int)
    /// A number the syntax implies, exactly this double: the 1 of `{COND}`, the 0 of a chain's
    /// failed first comparison, the NaN where no branch holds.
    case implied(Double)
  }

  /// The nodes, operands before the node that uses them; the last is the root.
  package internal(set) var nodes: [Node] = []
  /// Where each node came from, in characters (parallel to ``nodes``).
  package internal(set) var ranges: [Range<Int>] = []
  /// The literals, in the order read: each the correctly rounded double and what the certified
  /// paths know of its exact decimal value.
  package internal(set) var literals: [DecimalLiteral] = []
  /// The parameters the names were resolved against.
  public private(set) var parameters: ParameterSet

  init(parameters: ParameterSet, capacity: Int) {
    self.parameters = parameters
    nodes.reserveCapacity(capacity)
    ranges.reserveCapacity(capacity)
  }

  /// The same tree with other values for the same parameters: names resolve to positions in
  /// the parameter set, so a tree stays valid for any set with the same names (and the same
  /// dropped names, which decide the parse's errors). `nil` when `parameters` differs in those.
  public func rebinding(_ parameters: ParameterSet) -> SyntaxTree? {
    guard parameters.names == self.parameters.names, parameters.dropped == self.parameters.dropped else { return nil }
    var tree = self
    tree.parameters = parameters
    return tree
  }

  /// The index of the root node.
  package var root: Int { nodes.count - 1 }

  /// Keeps only the storage the nodes use: a tree was reserved one node a byte, and a compiled
  /// program holds its tree for as long as it lives (a module may hold thousands).
  mutating func trimCapacity() {
    var (trimmedNodes, trimmedRanges) = ([Node](), [Range<Int>]())
    trimmedNodes.reserveCapacity(nodes.count)
    trimmedRanges.reserveCapacity(ranges.count)
    trimmedNodes.append(contentsOf: nodes)
    trimmedRanges.append(contentsOf: ranges)
    (nodes, ranges) = (trimmedNodes, trimmedRanges)
    literals = Array(literals[...])
  }

  mutating func setRange(of index: Int, _ range: Range<Int>) {
    ranges[index] = range
  }

  /// Drops the nodes from `count` on (a definition's call lifts its arguments out).
  mutating func truncate(to count: Int) {
    nodes.removeSubrange(count...)
    ranges.removeSubrange(count...)
  }

  @discardableResult
  mutating func append(_ node: Node, _ range: Range<Int>) -> Int {
    nodes.append(node)
    ranges.append(range)
    return nodes.count - 1
  }
}

extension SyntaxTree.Node {
  /// The same node with each operand's index mapped by `index` (a copy elsewhere in a tree).
  func renumbered(_ index: (Int) -> Int) -> Self {
    switch self {
    case .unary(let op, let a): .unary(op, index(a))
    case .binary(let op, let a, let b): .binary(op, index(a), index(b))
    case .comparison(let op, let a, let b): .comparison(op, index(a), index(b))
    case .select(let c, let a, let b): .select(index(c), index(a), index(b))
    case .number, .variable, .secondVariable, .constant, .parameter, .implied: self
    }
  }

  /// Whether the node is `y` (a definition's second argument in its body).
  var isSecondVariable: Bool {
    if case .secondVariable = self { true } else { false }
  }
}
