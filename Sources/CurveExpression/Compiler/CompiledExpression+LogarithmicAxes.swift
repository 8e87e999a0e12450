extension CompiledExpression {
  /// The expression as a math plot draws it on logarithmic axes, in the coordinates each axis is
  /// linear in: with `x`, it is evaluated at `exp(u)`, where `u = ln x` is the x axis's own
  /// coordinate; with `y`, its value is taken as `ln f` (so values at 0 and below have no place
  /// and are gaps). The result is an ordinary program, so the sampler's certified breaks, its
  /// grid and its interpolation apply in those coordinates unchanged, and the logarithm is the
  /// VM's own (``AxisLogarithm``), the one the axes' ticks are placed with.
  /// - Throws: ``ExpressionError`` (`tooComplex`) when the extra steps need more registers than
  ///   a program may have.
  package func onLogarithmicAxes(x: Bool, y: Bool) throws(ExpressionError) -> CompiledExpression {
    guard x || y else { return self }
    return try CompiledExpression(source: source, tree: tree.onLogarithmicAxes(x: x, y: y))
  }
}

extension SyntaxTree {
  /// The tree with each use of the variable read as `exp(variable)` (when `x`), and the root
  /// taken as `log(root)` (when `y`); the new nodes have the place of the node they stand for.
  func onLogarithmicAxes(x: Bool, y: Bool) -> SyntaxTree {
    var result = SyntaxTree(parameters: parameters, capacity: 2 * nodes.count + 1)
    result.literals = literals  // the literal nodes are copied with their indices
    // Where each node of this tree went in the result.
    var moved: [Int] = []
    moved.reserveCapacity(nodes.count)
    for (index, node) in nodes.enumerated() {
      let range = ranges[index]
      switch node {
      case .variable where x:
        let u = result.append(.variable, range)
        moved.append(result.append(.unary(.function(.exp), u), range))
      case .unary(let operation, let operand):
        moved.append(result.append(.unary(operation, moved[operand]), range))
      case .binary(let operation, let left, let right):
        moved.append(result.append(.binary(operation, moved[left], moved[right]), range))
      case .comparison(let comparison, let left, let right):
        moved.append(result.append(.comparison(comparison, moved[left], moved[right]), range))
      case .select(let condition, let then, let otherwise):
        moved.append(result.append(.select(moved[condition], moved[then], moved[otherwise]), range))
      case .number, .variable, .secondVariable, .constant, .parameter, .implied:
        moved.append(result.append(node, range))
      }
    }
    if y { result.append(.unary(.function(.log), result.root), ranges[root]) }
    return result
  }
}
