import Testing
@testable import CurveExpression

@Suite("Error messages and their rendering")
struct DiagnosticsTests {
  func error(_ text: String, _ parameters: [(String, Double)] = []) -> ExpressionError? {
    do {
      _ = try CompiledExpression(text, parameters: ParameterSet(parameters))
      return nil
    } catch {
      return error
    }
  }

  @Test("messages read like a compiler's", arguments: [
    ("2*Sin(x)", "column 3: unknown name 'Sin'; did you mean 'sin'?"),
    ("y", "column 1: unknown name 'y'; the names are x, pi, e, the parameters and the functions sin cos exp log abs sqrt min max"),
    // Spellings people bring from other tools get the protocol's way of writing them.
    ("tan(x)", "column 1: unknown name 'tan'; the protocol has no tan: write sin(x)/cos(x)"),
    ("ln(x)", "column 1: unknown name 'ln'; did you mean 'log'? (log is the natural logarithm)"),
    ("pow(x, 2)", "column 1: unknown name 'pow'; write a^b for a power"),
    ("log10(x)", "column 1: unknown name 'log10'; write log(x)/log(10)"),
    ("atan(x)", "column 1: unknown name 'atan'; the protocol has no atan; its functions are sin cos exp log abs sqrt min max"),
    ("x**2", "column 3: '**' is not an operator here: write '^' for a power, as in x^2"),
    ("x\u{202E}+1", "column 2: unexpected character U+202E"),
    ("sqr(x)", "column 1: unknown name 'sqr'; did you mean 'sqrt'?"),
    ("2x", "column 2: expected an operator before 'x' (there is no implicit multiplication: write '*')"),
    ("x(2)", "column 1: 'x' is not a function and cannot be called (there is no implicit multiplication: write '*')"),
    ("sin", "column 1: function 'sin' needs arguments in parentheses, as in sin(x)"),
    ("sin(1, 2)", "column 1: sin takes exactly 1 argument, got 2"),
    ("max(1)", "column 1: max takes at least 2 arguments, got 1"),
    ("(x+1", "column 1: this '(' is never closed"),
    ("x)", "column 2: ')' has no matching '('"),
    ("1, 2", "column 2: ',' is only allowed between the arguments of a call, as in min(a, b)"),
    ("x+", "column 3: expression ends where an operand was expected"),
    ("x+*2", "column 3: expected a number, a name or '(' but found '*'"),
    ("1e+", "column 1: malformed number '1e+': an exponent needs digits, as in 1e3 or 1.5e-2"),
    ("2e999", "column 1: number '2e999' is too large for a double (the largest is about 1.8e308)"),
    ("x # 2", "column 3: unexpected character '#' (U+0023)"),
    ("x\u{7}", "column 2: unexpected character U+0007"),
    ("", "column 1: expression is empty"),
  ] as [(String, String)])
  func messages(_ text: String, _ expected: String) {
    #expect(error(text)?.description == expected)
  }

  @Test("parameter errors have no column")
  func parameterMessages() {
    #expect(error("x", [("pi", 1)])?.description == "parameter name 'pi' is reserved: x, pi, e and the function names cannot be parameters")
    #expect(error("x", [("2a", 1)])?.description == "parameter name '2a' is not an identifier (letters, digits and '_', not starting with a digit)")
    #expect(error("x", [("a", .nan)])?.description == "parameter 'a' is NaN; parameters must be numbers")
    #expect(error("x", [("a", .nan)])?.column == nil)
    #expect(error("x", [("a", .nan)])?.rendered(in: "x") == "error: parameter 'a' is NaN; parameters must be numbers")
  }

  @Test("a misspelt parameter is suggested")
  func parameterSuggestion() {
    #expect(error("amplitdue*x", [("amplitude", 1)])?.kind == .unknownName("amplitdue", suggestion: "amplitude"))
    #expect(error("Amplitude*x", [("amplitude", 1)])?.kind == .unknownName("Amplitude", suggestion: "amplitude"))
  }

  @Test("the caret sits under the place")
  func caret() throws {
    let text = "a*sin(b*x + c) + Sin(x)"
    let rendered = try #require(error(text, [("a", 1), ("b", 1), ("c", 1)])).rendered(in: text)
    #expect(rendered == """
      error: column 18: unknown name 'Sin'; did you mean 'sin'?
        a*sin(b*x + c) + Sin(x)
                         ^~~
      """)
  }

  @Test("long expressions are windowed around the place")
  func window() throws {
    let text = String(repeating: "x+", count: 200) + "y"
    let rendered = try #require(error(text)).rendered(in: text)
    let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("  …"))
    #expect(lines[1].count <= 2 + 72 + 2)
    let caretColumn = try #require(lines[2].firstIndex(of: "^")).utf16Offset(in: lines[2])
    let yColumn = try #require(lines[1].firstIndex(of: "y")).utf16Offset(in: lines[1])
    #expect(caretColumn == yColumn)
  }

  @Test("tabs and newlines render as spaces so the caret stays aligned")
  func whitespaceRendering() throws {
    let text = "x\t+\n#"
    let rendered = try #require(error(text)).rendered(in: text)
    #expect(rendered == "error: column 5: unexpected character '#' (U+0023)\n  x + #\n      ^")
  }

  @Test("the unreachable compiler bound still has words")
  func tooComplexMessage() {
    let error = ExpressionError(.tooComplex, at: 0..<1)
    #expect(error.message == "expression needs more than 128 intermediate values")
    #expect(error.kind.code == "tooComplex")
  }
}
