/// An expression in `x`, compiled once and evaluated many times.
///
/// ```swift
/// let parameters = try ParameterSet([("a", 1.5), ("b", 2), ("c", 0.25), ("d", -1)])
/// let curve = try CompiledExpression("a*sin(b*x + c) + d", parameters: parameters)
/// let y = curve.evaluate(at: 0.5)
/// ```
/// A compiled expression is immutable and `Sendable`. ``evaluate(at:)`` and the batch
/// ``evaluate(_:into:workspace:)`` give bit-identical results; neither allocates.
public struct CompiledExpression: Sendable {
  /// The text that was compiled.
  public var source: String { program.source }
  /// The parameters as used: validated, clamped, at most 64.
  public var parameters: ParameterSet { program.tree.parameters }
  /// The parse tree (for tools and reference evaluators).
  public var tree: SyntaxTree { program.tree }

  /// The double program: what ``evaluate(at:)`` and the batch run.
  var doubles: Compiler.Code { program.doubles }
  /// The enclosure program: the same expression with its constants enclosing the real numbers
  /// it denotes, for every certified path (see ``Compiler``).
  var enclosures: Compiler.Code { program.enclosures }

  /// The program an arithmetic runs: the enclosure program where values enclose the real
  /// function, the double program otherwise.
  @inline(__always)
  func code<A: Arithmetic>(for _: A.Type) -> Compiler.Code { A.encloses ? program.enclosures : program.doubles }

  /// One reference, so passing a program around (the sampler does, per marker and per
  /// discontinuity) copies a pointer, not its text, tree and code.
  private let program: Program

  private final class Program: Sendable {
    let source: String
    let tree: SyntaxTree
    let doubles: Compiler.Code
    let enclosures: Compiler.Code

    init(source: String, tree: SyntaxTree) throws(ExpressionError) {
      self.source = source
      self.tree = tree
      doubles = try Compiler.compile(tree, constants: .doubles)
      // With every constant a double, the compiler decides alike for both: one copy is kept.
      let enclosed = try Compiler.compile(tree, constants: .enclosures)
      enclosures = enclosed.constants.isEmpty ? doubles : enclosed
    }
  }

  /// Compiles `source`.
  /// - Parameters:
  ///   - source: an expression of at most 512 characters.
  ///   - parameters: the named parameters it may use.
  ///   - language: the functions it may call: the protocol's (a frame's curve layer), or the
  ///     math-plot language's.
  /// - Throws: ``ExpressionError`` with the first problem and its place.
  /// - Complexity: O(*n*) in the length of `source`.
  public init(
    _ source: String, parameters: ParameterSet = ParameterSet(), language: ExpressionLanguage = .curveLayer
  ) throws(ExpressionError) {
    var text = source
    // `withUTF8` does not carry typed throws; a `Result` does.
    let parsed = text.withUTF8 { bytes in
      Result { () throws(ExpressionError) in try SyntaxTree(parsing: bytes, parameters: parameters, language: language) }
    }
    try self.init(source: source, tree: parsed.get())
  }

  /// Compiles `source` as a math plot's expression in `variables` (a relation is in `x` and
  /// `y`), which may call the plot's `definitions`.
  package init(
    _ source: String, parameters: ParameterSet, variables: ExpressionVariables, definitions: Definitions = Definitions()
  ) throws(ExpressionError) {
    var text = source
    let parsed = text.withUTF8 { bytes in
      Result { () throws(ExpressionError) in
        try SyntaxTree(parsing: bytes, parameters: parameters, variables: variables, language: .mathPlot, definitions: definitions)
      }
    }
    try self.init(source: source, tree: parsed.get())
  }

  /// Compiles an expression given as raw bytes, which need not be valid UTF-8.
  public init(
    utf8 bytes: some Collection<UInt8>, parameters: ParameterSet = ParameterSet(), language: ExpressionLanguage = .curveLayer
  ) throws(ExpressionError) {
    let array = Array(bytes)
    let parsed = array.withUnsafeBufferPointer { buffer in
      Result { () throws(ExpressionError) in try SyntaxTree(parsing: buffer, parameters: parameters, language: language) }
    }
    try self.init(source: String(decoding: array, as: UTF8.self), tree: parsed.get())
  }

  /// Compiles a parsed tree.
  public init(source: String, tree: SyntaxTree) throws(ExpressionError) {
    program = try Program(source: source, tree: tree)
  }

  /// The same expression compiled with other values for the same parameter names, without
  /// lexing and parsing it again (the program equals a fresh compile's); `nil` when `parameters`
  /// names other parameters. It cannot fail otherwise: the tree compiled before, and how many
  /// registers a program needs depends on the tree's shape, not on the values.
  public func rebinding(_ parameters: ParameterSet) -> CompiledExpression? {
    guard let tree = tree.rebinding(parameters) else { return nil }
    return try? CompiledExpression(source: source, tree: tree)
  }

  /// The number of VM instructions (0 when the expression folds to a constant or is `x`).
  public var instructionCount: Int { doubles.instructions.count }

  /// The value when the expression does not depend on `x`.
  public var constantValue: Double? {
    if case .constant(let value) = doubles.result { return value }
    return nil
  }
}

extension SyntaxTree {
  /// Parses UTF-8 bytes against `parameters`, after checking the length limit: an expression in
  /// `variables`, or a definition's body in its `arguments`.
  /// - Throws: ``ExpressionError`` with the first problem and its place.
  init(
    parsing bytes: UnsafeBufferPointer<UInt8>, parameters: ParameterSet, variables: ExpressionVariables = .x,
    language: ExpressionLanguage = .curveLayer, definitions: Definitions = Definitions(), arguments: [String]? = nil
  ) throws(ExpressionError) {
    // Characters are Unicode scalars: every byte that does not continue a UTF-8 sequence.
    var length = 0
    for byte in bytes where byte & 0xC0 != 0x80 { length += 1 }
    guard length <= ExpressionLimits.maximumLength else {
      throw ExpressionError(.tooLong(length: length), at: ExpressionLimits.maximumLength..<length)
    }
    self = try Parser.parse(
      bytes, parameters: parameters, variables: variables, language: language, definitions: definitions, arguments: arguments)
  }
}
