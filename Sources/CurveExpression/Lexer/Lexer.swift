/// Turns UTF-8 bytes into tokens on demand, one at a time: no token array, no backtracking, and
/// every call consumes at least one byte or returns `.end`, so lexing is linear in the input.
struct Lexer {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Whether `{ } : < <= > >= = !` are tokens (the math-plot language's piecewise and
  /// factorial); elsewhere they are unexpected characters, as in a frame.
  let readsPieces: Bool
  private(set) var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, readsPieces: Bool = false) {
    self.bytes = bytes
    self.readsPieces = readsPieces
  }

  /// The text of `token` (ASCII by construction).
  func text(of token: Token) -> String {
    text(token.start..<token.end)
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// The next token.
  /// - Throws: `.unexpectedCharacter`, `.invalidUTF8`, `.malformedNumber`, `.numberTooLarge`.
  mutating func next() throws(ExpressionError) -> Token {
    skipWhitespace()
    let start = position
    guard position < bytes.count else { return Token(kind: .end, start: start, end: start) }
    let byte = bytes[position]
    let single: Token.Kind?
    switch byte {
    case UInt8(ascii: "+"): single = .plus
    case UInt8(ascii: "-"): single = .minus
    case UInt8(ascii: "*"): single = .star
    case UInt8(ascii: "/"): single = .slash
    case UInt8(ascii: "^"): single = .caret
    case UInt8(ascii: "("): single = .openParenthesis
    case UInt8(ascii: ")"): single = .closeParenthesis
    case UInt8(ascii: ","): single = .comma
    default: single = nil
    }
    if let single {
      position += 1
      return Token(kind: single, start: start, end: position)
    }
    if readsPieces, let piece = piece(byte) {
      return piece
    }
    if Builtins.isIdentifierStart(byte) {
      position += 1
      while position < bytes.count, Builtins.isIdentifierContinue(bytes[position]) { position += 1 }
      return Token(kind: .identifier, start: start, end: position)
    }
    if Builtins.isDigit(byte) || (byte == UInt8(ascii: ".") && position + 1 < bytes.count && Builtins.isDigit(bytes[position + 1])) {
      return try number()
    }
    throw unexpected(at: position)
  }

  /// `{`, `}`, `:`, `!` or a comparison (`<=` and `>=` are one token), at `position`.
  private mutating func piece(_ byte: UInt8) -> Token? {
    let start = position
    let orEqual = position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "=")
    let (kind, width): (Token.Kind, Int)
    switch byte {
    case UInt8(ascii: "{"): (kind, width) = (.openBrace, 1)
    case UInt8(ascii: "}"): (kind, width) = (.closeBrace, 1)
    case UInt8(ascii: ":"): (kind, width) = (.colon, 1)
    case UInt8(ascii: "!"): (kind, width) = (.exclamation, 1)
    case UInt8(ascii: "="): (kind, width) = (.comparison(.equal), 1)
    case UInt8(ascii: "<"): (kind, width) = (.comparison(orEqual ? .lessOrEqual : .less), orEqual ? 2 : 1)
    case UInt8(ascii: ">"): (kind, width) = (.comparison(orEqual ? .greaterOrEqual : .greater), orEqual ? 2 : 1)
    default: return nil
    }
    position += width
    return Token(kind: kind, start: start, end: position)
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): position += 1
      default: return
      }
    }
  }

  /// `digits ['.' [digits]] | '.' digits`, then an optional exponent `[eE][+-]?digits`.
  private mutating func number() throws(ExpressionError) -> Token {
    let start = position
    var significand: UInt64 = 0  // the first 19 significant digits, exactly
    var significantDigits = 0
    var droppedDigits = false  // a nonzero digit beyond the 19 kept
    var decimalExponent = 0
    var seenNonzero = false

    func digit(_ byte: UInt8, fraction: Bool) {
      let value = UInt64(byte &- UInt8(ascii: "0"))
      if value != 0 || seenNonzero {
        seenNonzero = true
        if significantDigits < 19 {
          significand = significand &* 10 &+ value
          significantDigits += 1
          if fraction { decimalExponent -= 1 }
        } else {
          if value != 0 { droppedDigits = true }
          if !fraction { decimalExponent += 1 }
        }
      } else if fraction {
        decimalExponent -= 1
      }
    }

    while position < bytes.count, Builtins.isDigit(bytes[position]) {
      digit(bytes[position], fraction: false)
      position += 1
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      while position < bytes.count, Builtins.isDigit(bytes[position]) {
        digit(bytes[position], fraction: true)
        position += 1
      }
    }
    var explicitExponent = 0
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      // `2e` followed by a name character would read as `2 e…`: still a malformed number, since
      // there is no implicit multiplication that could make it valid.
      position += 1
      var negative = false
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        negative = bytes[position] == UInt8(ascii: "-")
        position += 1
      }
      guard position < bytes.count, Builtins.isDigit(bytes[position]) else {
        throw ExpressionError(.malformedNumber(text(start..<position)), at: start..<position)
      }
      while position < bytes.count, Builtins.isDigit(bytes[position]) {
        // Saturate: any exponent past ±100,000 over- or underflows whatever the digits are.
        if explicitExponent < 100_000 {
          explicitExponent = explicitExponent * 10 + Int(bytes[position] - UInt8(ascii: "0"))
        }
        position += 1
      }
      if negative { explicitExponent = -explicitExponent }
    }
    let range = start..<position
    let value = try convert(
      significand: significand, digits: significantDigits, exact: !droppedDigits,
      exponent: decimalExponent + explicitExponent, range: range)
    return Token(kind: .number(DecimalLiteral(UnsafeBufferPointer(rebasing: bytes[range]), value: value)), start: start, end: position)
  }

  /// Decimal to binary64, correctly rounded (round half to even), independent of locale.
  ///
  /// Exact cases take Clinger's fast path: a significand below 2^53 times or divided by a power of
  /// ten up to 10^22 is one correctly rounded IEEE operation on two exact doubles. Everything else
  /// goes to the standard library's parser, which is correctly rounded and locale-independent.
  private func convert(
    significand: UInt64, digits: Int, exact: Bool, exponent: Int, range: Range<Int>
  ) throws(ExpressionError) -> Double {
    if significand == 0 { return 0 }
    if exact, significand < (1 << 53), (-22...22).contains(exponent) {
      let m = Double(significand)
      return exponent < 0 ? m / Self.powersOfTen[-exponent] : m * Self.powersOfTen[exponent]
    }
    let literal = text(range)
    guard let value = Double(literal) else {
      throw ExpressionError(.malformedNumber(literal), at: range)
    }
    guard value.isFinite else { throw ExpressionError(.numberTooLarge(literal), at: range) }
    return value
  }

  private static let powersOfTen: [Double] = (0...22).reduce(into: []) { table, k in
    table.append(k == 0 ? 1 : table[k - 1] * 10)  // 10^k for k ≤ 22 is exact in binary64
  }

  /// The error for the character at `offset`: its scalar when it is valid UTF-8, else the byte.
  private func unexpected(at offset: Int) -> ExpressionError {
    let lead = bytes[offset]
    let length: Int
    var scalar: UInt32
    switch lead {
    case 0x00..<0x80: return ExpressionError(.unexpectedCharacter(UInt32(lead)), at: offset..<offset + 1)
    case 0xC2..<0xE0: (length, scalar) = (2, UInt32(lead & 0x1F))
    case 0xE0..<0xF0: (length, scalar) = (3, UInt32(lead & 0x0F))
    case 0xF0..<0xF5: (length, scalar) = (4, UInt32(lead & 0x07))
    default: return ExpressionError(.invalidUTF8(lead), at: offset..<offset + 1)
    }
    guard offset + length <= bytes.count else { return ExpressionError(.invalidUTF8(lead), at: offset..<offset + 1) }
    for index in offset + 1..<offset + length {
      let continuation = bytes[index]
      guard continuation & 0xC0 == 0x80 else { return ExpressionError(.invalidUTF8(lead), at: offset..<offset + 1) }
      scalar = scalar << 6 | UInt32(continuation & 0x3F)
    }
    // Overlong forms, surrogates and values past U+10FFFF are invalid UTF-8.
    let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard scalar >= smallest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
      return ExpressionError(.invalidUTF8(lead), at: offset..<offset + 1)
    }
    return ExpressionError(.unexpectedCharacter(scalar), at: offset..<offset + 1)
  }
}
