/// A math plot's definitions (`f(x) = x^2 - 1`, `g(a, b) = a*b`), which its items may call.
///
/// Each body is parsed once, with the calls it makes already written out; a call then appends a
/// copy of the body with a copy of each argument in place of its parameter (the parser's
/// `parseDefinitionCall`), so a call compiles to the same bytecode as the expression written out
/// by hand, and the written-out tree is held to ``ExpressionLimits/maximumNodes`` as it grows.
package struct Definitions: Sendable {
  /// One definition: its name, its arguments' count and its body, in which the first argument is
  /// the `x` node and the second the `y` node.
  package struct Definition: Sendable {
    package let name: String
    package let arity: Int
    /// The body, its calls written out, its ranges in the body's text.
    package let body: SyntaxTree
  }

  /// The definitions, in the order they were added (each after those it calls).
  package private(set) var all: [Definition] = []

  package init() {}

  /// The names the definitions take.
  package var names: [String] { all.map { $0.name } }

  /// The variables of a math plot's forms, which no definition may take as its name.
  package static let variableNames = ["x", "y", "t", "theta", "r"]

  /// What `name` already is, as a message says it (`a built-in function`, `a variable`,
  /// `a parameter`), or nil when a definition may take it.
  package static func taken(_ name: String, parameters: ParameterSet) -> String? {
    var spelling = name
    switch spelling.withUTF8({ Builtins.lookup($0, in: .mathPlot) }) {
    case .constant: return "a constant"
    case .unary, .binary, .variadic: return "a built-in function"
    case nil: break
    }
    if variableNames.contains(name) { return "a variable" }
    if parameters.names.contains(name) || parameters.dropped.contains(name) { return "a parameter" }
    return nil
  }

  /// Parses `body`, in which `arguments` (one or two names) are the definition's, against
  /// `parameters` and the definitions so far, and adds it as `name`.
  /// - Throws: the body's ``ExpressionError``, placed in `body`.
  package mutating func define(name: String, arguments: [String], body: String, parameters: ParameterSet) throws(ExpressionError) {
    var text = body
    let parsed = text.withUTF8 { bytes in
      Result { () throws(ExpressionError) in
        try SyntaxTree(parsing: bytes, parameters: parameters, language: .mathPlot, definitions: self, arguments: arguments)
      }
    }
    all.append(Definition(name: name, arity: arguments.count, body: try parsed.get()))
  }

  /// The definition `bytes` spell, if any.
  func definition(spelt bytes: UnsafeBufferPointer<UInt8>) -> Definition? {
    all.first { definition in
      var name = definition.name
      return name.withUTF8 { $0.count == bytes.count && Builtins.sameBytes($0.baseAddress!, bytes.baseAddress, bytes.count) }
    }
  }
}
