import CurveExpression
import _CurveText

extension SamplerWorkspace {
  /// The program for `expression` with `parameters`, reusing what it can of the last one: all of
  /// it when both are the same; the parameter set and its notes when the parameters are; the
  /// parsed tree, bound to new values, when the expression is.
  func program(for expression: String, parameters given: [(String, Double)]) throws(ExpressionError) -> SamplerProgram {
    let last = program
    let sameParameters = last.map { Self.same($0.parameters, given) } ?? false
    let sameExpression = last?.expression == expression
    if let last, sameParameters, sameExpression { return last }
    let parameters: ParameterSet
    let notes: [Problem]
    if let last, sameParameters {
      (parameters, notes) = (last.compiled.parameters, last.notes)
    } else {
      // New values for the names last compiled are checked without rebuilding the names.
      if let revalued = last?.compiled.parameters.withValues(of: given) {
        parameters = revalued
      } else {
        parameters = try ParameterSet(given)
      }
      notes = Self.notes(parameters)
    }
    let compiled: CompiledExpression
    if sameExpression, let rebound = last?.compiled.rebinding(parameters) {
      compiled = rebound
    } else {
      compiled = try CompiledExpression(expression, parameters: parameters)
    }
    let result = SamplerProgram(expression: expression, parameters: given, compiled: compiled, notes: notes)
    program = result
    return result
  }

  /// What validating the parameters changed: names dropped over the limit, values clamped.
  static func notes(_ parameters: ParameterSet) -> [Problem] {
    var notes: [Problem] = []
    for name in parameters.dropped {
      notes.append(Problem(.budgetExceeded, .note, "content.parameters.\(name)", "dropped: over the \(ExpressionLimits.maximumParameters)-parameter limit (the first \(ExpressionLimits.maximumParameters) in name order are kept)"))
    }
    for (name, given) in parameters.clamped {
      notes.append(Problem(.valueClamped, .note, "content.parameters.\(name)", "\(DecimalText.message(given)) clamped to \(DecimalText.message(parameters[name] ?? given)) (\(ExpressionLimits.parameterRange))"))
    }
    return notes
  }

  /// Whether two parameter lists are the same names and the same values, bit for bit, in order.
  private static func same(_ a: [(String, Double)], _ b: [(String, Double)]) -> Bool {
    guard a.count == b.count else { return false }
    for i in a.indices where a[i].1.bitPattern != b[i].1.bitPattern || a[i].0 != b[i].0 { return false }
    return true
  }
}
