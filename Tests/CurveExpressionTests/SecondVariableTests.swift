import Testing

@testable import CurveExpression

/// `y` is a variable only in a relation's language; the protocol's stays `x` alone.
@Suite("A second variable, for relations only")
struct SecondVariableTests {
  @Test("in the protocol's language y is an unknown name, or a parameter's")
  func protocolLanguageIsUnchanged() throws {
    #expect(throws: ExpressionError.self) { try CompiledExpression("y") }
    let parameter = try CompiledExpression("x + y", parameters: try ParameterSet([("y", 2)]))
    #expect(parameter.evaluate(at: 1) == 3)
  }

  @Test("in x and y: the point machine over intervals reads both; x and y are not parameters there")
  func relationLanguage() throws {
    let product = try CompiledExpression("x*y + 1", parameters: ParameterSet(), variables: .xy)
    #expect(product.enclosure(x: Enclosure(point: 2), y: Enclosure(point: 3)) == Enclosure(point: 7))
    let box = product.enclosure(x: Enclosure(1, 2), y: Enclosure(-1, 1))
    #expect(box.lower <= -1 && box.upper >= 3 && box.isContinuous)
    let onlyY = try CompiledExpression("y", parameters: ParameterSet(), variables: .xy)
    #expect(onlyY.enclosure(x: Enclosure(0, 1), y: Enclosure(point: 5)) == Enclosure(point: 5))
    // A parameter named y is not reachable in x and y: the name is the variable.
    let shadowed = try CompiledExpression("y", parameters: try ParameterSet([("y", 2)]), variables: .xy)
    #expect(shadowed.enclosure(x: Enclosure(point: 0), y: Enclosure(point: 9)) == Enclosure(point: 9))
  }
}
