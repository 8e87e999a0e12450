import CurveExpression

/// The expressions an analysis or an integration reads, compiled with one parameter set: the
/// parameters checked first, then each expression, its error placed by its index.
package enum ExpressionList {
  package enum Failure: Error, Sendable {
    /// A parameter is refused (a bad name, NaN, too many).
    case parameter(ExpressionError)
    /// An expression (by index) did not compile.
    case expression(Int, ExpressionError)
  }

  package static func compile(utf8 expressions: [[UInt8]], parameters given: [(String, Double)]) throws(Failure) -> (
    parameters: ParameterSet, programs: [CompiledExpression]
  ) {
    let parameters: ParameterSet
    do throws(ExpressionError) {
      parameters = try ParameterSet(given)
    } catch {
      throw .parameter(error)
    }
    var programs: [CompiledExpression] = []
    for (index, bytes) in expressions.enumerated() {
      do throws(ExpressionError) {
        programs.append(try CompiledExpression(utf8: bytes, parameters: parameters, language: .mathPlot))
      } catch {
        throw .expression(index, error)
      }
    }
    return (parameters, programs)
  }
}
