internal import _CurveText

// The words of every error, apart from the kinds (swift-syntax keeps its messages this way too).

extension ExpressionError.Kind {
  /// Every kind's stable name, in declaration order: what ``code`` answers, and the list the
  /// wasm module exports for the generated types (`ck_vocabulary`).
  package enum Code: String, Sendable, CaseIterable {
    case empty, tooLong, unexpectedCharacter, invalidUTF8, malformedNumber, numberTooLarge
    case expectedOperand, missingOperator, unclosedParenthesis, unmatchedClosingParenthesis, unexpectedComma, nestingTooDeep
    case unclosedBrace, unmatchedClosingBrace, misplacedComparison, expectedComparison, expectedColon, tooManyBranches
    case unknownName, droppedParameter, functionWithoutCall, callOfNonFunction, wrongArgumentCount, invalidParameterName
    case reservedParameterName, parameterIsNaN, tooComplex, mismatchedBracket
    case definitionNameTaken, duplicateDefinition, cyclicDefinition, definitionArgumentCount, definitionTooLarge
  }

  /// A stable, machine-readable name for the kind (used by the conformance corpus and `--format json`).
  public var code: String { codeName.rawValue }

  /// The kind's name as a ``Code``.
  package var codeName: Code {
    switch self {
    case .empty: .empty
    case .tooLong: .tooLong
    case .unexpectedCharacter: .unexpectedCharacter
    case .invalidUTF8: .invalidUTF8
    case .malformedNumber: .malformedNumber
    case .numberTooLarge: .numberTooLarge
    case .expectedOperand: .expectedOperand
    case .missingOperator: .missingOperator
    case .unclosedParenthesis: .unclosedParenthesis
    case .unmatchedClosingParenthesis: .unmatchedClosingParenthesis
    case .unexpectedComma: .unexpectedComma
    case .nestingTooDeep: .nestingTooDeep
    case .unclosedBrace: .unclosedBrace
    case .unmatchedClosingBrace: .unmatchedClosingBrace
    case .misplacedComparison: .misplacedComparison
    case .expectedComparison: .expectedComparison
    case .expectedColon: .expectedColon
    case .tooManyBranches: .tooManyBranches
    case .unknownName: .unknownName
    case .droppedParameter: .droppedParameter
    case .functionWithoutCall: .functionWithoutCall
    case .callOfNonFunction: .callOfNonFunction
    case .wrongArgumentCount: .wrongArgumentCount
    case .invalidParameterName: .invalidParameterName
    case .reservedParameterName: .reservedParameterName
    case .parameterIsNaN: .parameterIsNaN
    case .tooComplex: .tooComplex
    case .mismatchedBracket: .mismatchedBracket
    case .definitionNameTaken: .definitionNameTaken
    case .duplicateDefinition: .duplicateDefinition
    case .cyclicDefinition: .cyclicDefinition
    case .definitionArgumentCount: .definitionArgumentCount
    case .definitionTooLarge: .definitionTooLarge
    }
  }
}

extension ExpressionError: LocatedError {
  /// The kind's stable name.
  public var code: String { kind.code }

  /// One line: what went wrong and, when it has a place, the column.
  public var description: String {
    if let column { return "column \(column): \(message)" }
    return message
  }

  /// What went wrong, in words, without the place.
  public var message: String {
    switch kind {
    case .empty:
      return "expression is empty"
    case .tooLong(let length):
      return "expression is \(length) characters, over the \(ExpressionLimits.maximumLength)-character limit"
    case .unexpectedCharacter(let scalar):
      return "unexpected character \(Self.describe(scalar: scalar))"
    case .invalidUTF8(let byte):
      return "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), digits: 2))"
    case .malformedNumber(let text):
      return "malformed number '\(ShortText.clipped(text))': an exponent needs digits, as in 1e3 or 1.5e-2"
    case .numberTooLarge(let text):
      return "number '\(ShortText.clipped(text))' is too large for a double (the largest is about 1.8e308)"
    case .expectedOperand(let found):
      if found.isEmpty { return "expression ends where an operand was expected" }
      if found == "**" { return "'**' is not an operator here: write '^' for a power, as in x^2" }
      return "expected a number, a name or '(' but found '\(found)'"
    case .missingOperator(let found):
      return "expected an operator before '\(found)' (there is no implicit multiplication: write '*')"
    case .unclosedParenthesis:
      return "this '(' is never closed"
    case .unmatchedClosingParenthesis:
      return "')' has no matching '('"
    case .unexpectedComma:
      return "',' is only allowed between the arguments of a call, as in min(a, b)"
    case .nestingTooDeep:
      return "nesting is deeper than \(ExpressionLimits.maximumNesting) levels (parentheses, calls, signs and powers count)"
    case .unclosedBrace:
      return "this '{' is never closed"
    case .unmatchedClosingBrace:
      return "'}' has no matching '{'"
    case .mismatchedBracket(let closing, let opening):
      return "'\(closing)' cannot close this '\(opening)': close it with '\(opening == "(" ? ")" : "}")'"
    case .misplacedComparison(let text):
      if text == ":" { return "':' follows a condition inside braces, as in {x < 0: -x, x}" }
      return "'\(text)' compares only in a condition inside braces, as in {x < 0: -x, x} or x^2 {0 < x < 1}"
    case .expectedComparison(let found):
      let what = found.isEmpty ? "the expression ends" : "found '\(ShortText.clipped(found))'"
      return "expected a comparison (<, <=, >, >=, =) in this condition but \(what); only a piecewise's last item may be a bare default"
    case .expectedColon(let found):
      let what = found.isEmpty ? "the expression ends" : "found '\(ShortText.clipped(found))'"
      return "expected ':' and the branch's value after this condition but \(what), as in {x < 0: -x, x}"
    case .tooManyBranches:
      return "a piecewise has at most \(ExpressionLimits.maximumBranches) items"
    case .unknownName(let name, let suggestion, let language):
      let base = "unknown name '\(name)'"
      if let hint = Suggestion.hint(for: name, in: language) { return base + "; " + hint }
      if let suggestion { return base + "; did you mean '\(suggestion)'?" }
      return base + "; the names are x, pi, e, the parameters and the functions \(Suggestion.functionList(language))"
    case .droppedParameter(let name):
      return "parameter '\(ShortText.clipped(name))' was dropped: only the first \(ExpressionLimits.maximumParameters) parameters in name order are kept"
    case .functionWithoutCall(let name):
      return "function '\(name)' needs arguments in parentheses, as in \(name)(x)"
    case .callOfNonFunction(let name):
      return "'\(name)' is not a function and cannot be called (there is no implicit multiplication: write '*')"
    case .wrongArgumentCount(let function, let expected, let found):
      let wanted: String
      switch expected {
      case .exactly(let n): wanted = n == 1 ? "exactly 1 argument" : "exactly \(n) arguments"
      case .atLeast(let n): wanted = "at least \(n) arguments"
      case .either(let m, let n): wanted = "\(m) or \(n) arguments"
      }
      return "\(function) takes \(wanted), got \(found)"
    case .definitionNameTaken(let name, let what):
      return "'\(ShortText.clipped(name))' is \(what): a definition and each of its arguments need a name of their own, as in f(x) = x^2"
    case .duplicateDefinition(let name):
      return "'\(ShortText.clipped(name))' is already defined by an earlier item"
    case .cyclicDefinition(let names):
      if names.count <= 2 { return "'\(ShortText.clipped(names[0]))' calls itself: a definition cannot be recursive" }
      return "definitions cannot call each other in a cycle: " + names.map { "'" + ShortText.clipped($0) + "'" }.joined(separator: " calls ")
    case .definitionArgumentCount(let count):
      return "a definition takes one or two arguments, as in f(x) = x^2 or g(a, b) = a*b, not \(count)"
    case .definitionTooLarge(let name):
      return "calling '\(ShortText.clipped(name))' here makes the expression over \(ExpressionLimits.maximumNodes) operations once its definitions are written out in full"
    case .invalidParameterName(let name):
      // A character outside ASCII is named by its code: KELVIN SIGN looks like K.
      let foreign = name.unicodeScalars.first { !$0.isASCII }.map { ": \(Self.describe(scalar: $0.value)) is not an ASCII letter" } ?? ""
      return "parameter name '\(ShortText.clipped(name))' is not an identifier (letters, digits and '_', not starting with a digit)" + foreign
    case .reservedParameterName(let name):
      return "parameter name '\(name)' is reserved: x, pi, e and the function names cannot be parameters"
    case .parameterIsNaN(let name):
      return "parameter '\(ShortText.clipped(name))' is NaN; parameters must be numbers"
    case .tooComplex:
      return "expression needs more than \(ExpressionLimits.maximumRegisters) intermediate values"
    }
  }

  static func describe(scalar: UInt32) -> String {
    let code = "U+" + hex(scalar, digits: 4)
    // Show the character itself only when it is printable and cannot change how the text
    // around it reads: no controls, no bidirectional overrides, isolates or marks, no line
    // separators (a RIGHT-TO-LEFT OVERRIDE quoted raw would reorder the rest of the line).
    let invisible: [ClosedRange<UInt32>] = [0x7F...0x9F, 0x061C...0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF...0xFEFF]
    if scalar >= 0x21, scalar < 0xD800 || scalar > 0xDFFF, !invisible.contains(where: { $0.contains(scalar) }),
      let unicode = Unicode.Scalar(scalar)
    {
      return "'" + String(Character(unicode)) + "' (\(code))"
    }
    return code
  }

  static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
