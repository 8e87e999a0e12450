import CurveExpression

extension Definitions {
  /// A definition item's error: the item's index, and the error placed in its text.
  package struct ItemError: Error {
    package let index: Int
    package let error: ExpressionError
  }

  /// The definitions among a plot's items (``PlotItem/definition(name:arguments:body:)``), each
  /// read after those it calls, whatever the items' order.
  /// - Throws: the first problem: a name already taken, a definition given twice, one with no
  ///   argument or more than two, a cycle of calls, or its body's error; placed in its item.
  package static func reading(_ expressions: [String], parameters: [(String, Double)]) throws(ItemError) -> Definitions {
    struct Pending {
      let index: Int, name: String, arguments: [String], body: String, offsets: [Int]
      /// The names the body spells, with their places in the body.
      let names: [(name: String, range: Range<Int>)]
    }
    var pending: [Pending] = []
    for (index, expression) in expressions.enumerated() {
      let (item, offsets) = PlotItem.parts(of: expression)
      guard case .definition(let name, let arguments, let body) = item else { continue }
      pending.append(Pending(index: index, name: name, arguments: arguments, body: body, offsets: offsets, names: ExpressionNames.located(in: body)))
    }
    guard let firstIndex = pending.first?.index else { return Definitions() }
    let parameterSet: ParameterSet
    do { parameterSet = try ParameterSet(parameters) } catch { throw ItemError(index: firstIndex, error: error) }

    func fail(_ definition: Pending, _ kind: ExpressionError.Kind, at offset: Int, length: Int) -> ItemError {
      ItemError(index: definition.index, error: ExpressionError(kind, at: offset..<(offset + length)))
    }
    for (position, definition) in pending.enumerated() {
      let (name, nameOffset) = (definition.name, definition.offsets[1])
      if let what = taken(name, parameters: parameterSet) {
        throw fail(definition, .definitionNameTaken(name, by: what), at: nameOffset, length: name.unicodeScalars.count)
      }
      if pending[..<position].contains(where: { $0.name == name }) {
        throw fail(definition, .duplicateDefinition(name), at: nameOffset, length: name.unicodeScalars.count)
      }
      guard (1...2).contains(definition.arguments.count) else {
        throw fail(definition, .definitionArgumentCount(definition.arguments.count), at: nameOffset, length: name.unicodeScalars.count)
      }
      // An argument's name is local: it may be a variable's (`f(t) = t^2`), not another name.
      for (number, argument) in definition.arguments.enumerated() {
        let what =
          definition.arguments[..<number].contains(argument) ? "another argument's name"
          : pending.contains(where: { $0.name == argument }) ? "a definition"
          : taken(argument, parameters: parameterSet).flatMap { $0 == "a variable" ? nil : $0 }
        if let what {
          throw fail(definition, .definitionNameTaken(argument, by: what), at: definition.offsets[2 + number], length: argument.unicodeScalars.count)
        }
      }
    }

    // Each round reads a definition whose calls are all read; none left to read is a cycle.
    var definitions = Definitions()
    var remaining = pending
    while !remaining.isEmpty {
      func waits(_ definition: Pending) -> (name: String, range: Range<Int>)? {
        definition.names.first { called in remaining.contains { $0.name == called.name } }
      }
      guard let next = remaining.firstIndex(where: { waits($0) == nil }) else {
        // Follow the calls from the first definition left until one comes round again.
        var path = [remaining[0]]
        while true {
          let called = waits(path[path.count - 1])!
          let callee = remaining.first { $0.name == called.name }!
          if let start = path.firstIndex(where: { $0.name == callee.name }) {
            let cycle = path[start...]
            let first = cycle[cycle.startIndex]
            let cyclic = ExpressionError(.cyclicDefinition(cycle.map { $0.name } + [first.name]), at: waits(first)!.range)
            throw ItemError(index: first.index, error: cyclic.shifted(by: first.offsets[0]))
          }
          path.append(callee)
        }
      }
      let definition = remaining.remove(at: next)
      do {
        try definitions.define(name: definition.name, arguments: definition.arguments, body: definition.body, parameters: parameterSet)
      } catch {
        throw ItemError(index: definition.index, error: error.shifted(by: definition.offsets[0]))
      }
    }
    return definitions
  }
}
