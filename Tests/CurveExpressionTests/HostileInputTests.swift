import Testing
@testable import CurveExpression

@Suite("Hostile input gets a value or a clear error, never a crash")
struct HostileInputTests {
  @Test("255 nested parentheses (the most in 512 characters) are refused by the nesting limit")
  func deepParentheses() {
    let text = String(repeating: "(", count: 255) + "x" + String(repeating: ")", count: 255)
    #expect(text.count == 511)
    let error = #expect(throws: ExpressionError.self) { try CompiledExpression(text) }
    #expect(error?.kind == .nestingTooDeep)
    #expect(error?.offset == ExpressionLimits.maximumNesting)
  }

  @Test("511 unary minus signs are refused by the nesting limit")
  func manySigns() {
    let error = #expect(throws: ExpressionError.self) { try CompiledExpression(String(repeating: "-", count: 511) + "1") }
    #expect(error?.kind == .nestingTooDeep)
  }

  @Test("the deepest accepted nesting still evaluates")
  func deepestAccepted() throws {
    let depth = ExpressionLimits.maximumNesting - 1
    let parens = try CompiledExpression(String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth))
    #expect(parens.evaluate(at: 2) == 2)
    // The right operand of an operator is a level too: `x+1` inside 63 parentheses is 65 deep.
    let error = #expect(throws: ExpressionError.self) {
      try CompiledExpression(String(repeating: "(", count: depth) + "x+1" + String(repeating: ")", count: depth))
    }
    #expect(error?.offset == depth + 2)
    let signs = try CompiledExpression(String(repeating: "-", count: depth) + "x")
    #expect(signs.evaluate(at: 2) == -2)  // 63 signs: odd
    let rightDeep = try CompiledExpression(String(repeating: "x+(", count: 31) + "x" + String(repeating: ")", count: 31))
    #expect(rightDeep.evaluate(at: 1) == 32)
    #expect(rightDeep.doubles.registerCount <= ExpressionLimits.maximumNesting + 2)
    #expect(rightDeep.enclosures.registerCount <= ExpressionLimits.maximumNesting + 2)
  }

  @Test("10,000 characters are refused before tokenizing, with the length in the message")
  func tenThousand() {
    for filler in ["x+", "((((", "\u{1F600}", "#"] {
      let text = String(repeating: filler, count: 10_000 / filler.unicodeScalars.count)
      let error = #expect(throws: ExpressionError.self) { try CompiledExpression(text) }
      #expect(error?.kind == .tooLong(length: 10_000))
      #expect(error?.message == "expression is 10000 characters, over the 512-character limit")
    }
  }

  @Test("every byte value alone, and after a valid prefix, is a value or a positioned error")
  func everyByte() {
    for byte in UInt8.min...UInt8.max {
      for prefix in [[], Array("x+".utf8), Array("min(x,".utf8)] {
        let bytes = prefix + [byte]
        do {
          let program = try CompiledExpression(utf8: bytes)
          _ = program.evaluate(at: 0.5)
        } catch {
          #expect(error.offset != nil)
          #expect(error.offset! <= bytes.count)
        }
      }
    }
  }

  @Test("invalid UTF-8 is refused at the first bad byte", arguments: [
    [0xFF], [0x78, 0x2B, 0xC3], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xE2, 0x28, 0xA1],
  ] as [[UInt8]])
  func invalidUTF8(_ bytes: [UInt8]) {
    let error = #expect(throws: ExpressionError.self) { try CompiledExpression(utf8: bytes) }
    guard case .invalidUTF8 = error?.kind else {
      Issue.record("expected invalidUTF8, got \(String(describing: error))")
      return
    }
    #expect(error?.offset == bytes.firstIndex { $0 >= 0x80 })
  }

  @Test("a valid non-ASCII character is reported as itself")
  func validNonASCII() {
    let error = #expect(throws: ExpressionError.self) { try CompiledExpression("x*π") }
    #expect(error?.kind == .unexpectedCharacter(0x3C0))
    #expect(error?.message == "unexpected character 'π' (U+03C0)")
    #expect(error?.offset == 2)
  }

  @Test("empty and blank input")
  func empty() {
    for text in ["", " ", "\t\r\n"] {
      let error = #expect(throws: ExpressionError.self) { try CompiledExpression(text) }
      #expect(error?.kind == .empty)
    }
  }

  @Test("65 and more parameters: 64 kept in name order, the rest dropped and named")
  func manyParameters() throws {
    let given = (0..<1000).map { ("p\($0)", Double($0)) }
    let set = try ParameterSet(given.shuffled())
    #expect(set.names.count == 64)
    #expect(set.dropped.count == 936)
    #expect(set.names == given.map(\.0).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.prefix(64).map { $0 })
    let kept = try CompiledExpression("p0 + p1", parameters: set)
    #expect(kept.evaluate(at: 0) == 1)
    let error = #expect(throws: ExpressionError.self) { try CompiledExpression("p999", parameters: set) }
    #expect(error?.kind == .droppedParameter("p999"))
  }

  @Test("huge and tiny literals", arguments: [
    ("1e308", 1e308), ("1e-308", 1e-308), ("1e-320", Double("1e-320") ?? .nan), ("1e-400", 0.0), ("0.0000000000000000000000001", 1e-25),
    ("17976931348623157" + String(repeating: "0", count: 292), 1.7976931348623157e308),
    ("1" + String(repeating: "0", count: 400) + "e-400", 1.0),
    ("0." + String(repeating: "0", count: 400) + "1e400", 0.1),
    ("1e100000000000000000000", .infinity),
  ] as [(String, Double)])
  func literals(_ text: String, _ expected: Double) {
    do {
      let program = try CompiledExpression(text)
      #expect(program.constantValue == expected)
      #expect(expected.isFinite)
    } catch {
      #expect(expected == .infinity && error.kind.code == "numberTooLarge", "\(error)")
    }
  }

  @Test("non-finite inputs never trap", arguments: ["a*sin(b*x + c) + d", "x^x", "log(x)/x", "min(x, -x, 1/x)", "exp(x)-exp(x)", "sqrt(x)*0"])
  func nonFiniteX(_ text: String) throws {
    let program = try CompiledExpression(text, parameters: ParameterSet([("a", 1e9), ("b", -1e9), ("c", 1e9), ("d", -1e9)]))
    for x in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.leastNonzeroMagnitude, 0, -0.0] {
      let scalar = program.evaluate(at: x)
      let batch = program.evaluate([x])[0]
      #expect(sameBits(scalar, batch))
    }
  }
}
