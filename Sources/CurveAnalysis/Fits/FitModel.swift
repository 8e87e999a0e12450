import CurveExpression

/// A model's values and its Jacobian in its parameters over a fit's rows: the expression parsed
/// once, and compiled again for each parameter vector with the values as given (not clamped).
/// Column j of the Jacobian comes from the tree with parameter j read as the second variable, run
/// in dual numbers seeded in it: the chain rule's derivative, not a difference quotient.
struct FitModel {
  /// The parse, against the parameters' names.
  let tree: SyntaxTree
  /// One tree a parameter, that parameter read as `y`.
  let columnTrees: [SyntaxTree]
  let data: FitData
  private let workspace = EvaluationWorkspace()

  /// The model `compiled` (its tree and what it costs) over `data`.
  init(_ compiled: CompiledExpression, data: FitData) {
    let tree = compiled.tree
    self.tree = tree
    self.data = data
    columnTrees = tree.parameters.names.indices.map { tree.readingParameterAsSecondVariable($0) }
    instructionCount = compiled.instructionCount
  }

  var parameterCount: Int { tree.parameters.names.count }

  /// The model's instructions: what one row's evaluation costs.
  let instructionCount: Int

  /// The tree compiled with parameter values `theta`; nil for a value the parameter set refuses
  /// (NaN).
  private func compiled(_ tree: SyntaxTree, _ theta: [Double]) -> CompiledExpression? {
    guard let set = try? ParameterSet(Array(zip(tree.parameters.names, theta)), clamping: false),
      let bound = tree.rebinding(set)
    else { return nil }
    return try? CompiledExpression(source: "", tree: bound)
  }

  /// f(xᵢ) − yᵢ for every row, by the batch machine; nil where a parameter is NaN.
  func residuals(_ theta: [Double]) -> [Double]? {
    guard let program = compiled(tree, theta) else { return nil }
    var values = [Double](repeating: 0, count: data.count)
    data.x.withUnsafeBufferPointer { xs in
      values.withUnsafeMutableBufferPointer { program.evaluate(xs, into: $0, workspace: workspace) }
    }
    for i in values.indices { values[i] -= data.y[i] }
    return values
  }

  /// ∂f(xᵢ)/∂θⱼ, column-major (row i of column j at j·n + i); nil where a parameter is NaN.
  func jacobian(_ theta: [Double]) -> [Double]? {
    let n = data.count
    var jacobian = [Double](repeating: 0, count: n * parameterCount)
    for (j, columnTree) in columnTrees.enumerated() {
      guard let program = compiled(columnTree, theta) else { return nil }
      for i in 0..<n {
        jacobian[j * n + i] = program.valueAndSecondVariableSlope(x: data.x[i], y: theta[j]).slope
      }
    }
    return jacobian
  }

  /// f(xᵢ) − yᵢ for every row, with the data's exact decimals and the model in double-double
  /// balls (``CompiledExpression/preciseValue(x:tail:)``), each rounded once to a double; nil
  /// where a row has no precise value.
  func preciseResiduals(_ theta: [Double]) -> [Double]? {
    guard let program = compiled(tree, theta) else { return nil }
    var residuals = [Double](repeating: 0, count: data.count)
    for i in residuals.indices {
      let tail = data.tails(i)
      guard let f = program.preciseValue(x: data.x[i], tail: tail.x) else { return nil }
      // (f.high + f.low) − (y + yTail): the two heads' difference is exact when they are close,
      // which is when it matters.
      let (head, error) = twoSum(f.high, -data.y[i])
      residuals[i] = head + (error + (f.low - tail.y))
      guard residuals[i].isFinite else { return nil }
    }
    return residuals
  }
}

/// a + b = sum + error exactly (Knuth's TwoSum).
@inline(__always) private func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
  let s = a + b
  let bb = s - a
  return (s, (a - (s - bb)) + (b - bb))
}
