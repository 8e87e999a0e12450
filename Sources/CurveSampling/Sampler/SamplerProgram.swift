import CurveExpression

/// A compiled program with what it was compiled from and the notes compiling it gave. A class, so
/// the sampler passes one reference around instead of copying the program's arrays.
final class SamplerProgram {
  let expression: String
  let parameters: [(String, Double)]
  let compiled: CompiledExpression
  let notes: [Problem]

  init(expression: String, parameters: [(String, Double)], compiled: CompiledExpression, notes: [Problem]) {
    self.expression = expression
    self.parameters = parameters
    self.compiled = compiled
    self.notes = notes
  }
}
