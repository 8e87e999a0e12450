/// What a fit asks of an expression beyond its value: how it moves with one of its parameters,
/// and its value more precisely than a double.
extension SyntaxTree {
  /// The same tree with parameter `position` read as the second variable (`y`), so that a
  /// program compiled from it is differentiated in that parameter by seeding `y`: a fit's
  /// Jacobian, one column a tree.
  package func readingParameterAsSecondVariable(_ position: Int) -> SyntaxTree {
    var tree = self
    for index in tree.nodes.indices {
      if case .parameter(let p) = tree.nodes[index], p == position { tree.nodes[index] = .secondVariable }
    }
    return tree
  }
}

extension CompiledExpression {
  /// f and ∂f/∂y at (x, y) by dual numbers over doubles (the point machine): the derivative is
  /// the chain rule's, exact up to each operation's rounding, not a difference quotient. f has
  /// exactly the bits of the double program.
  package func valueAndSecondVariableSlope(x: Double, y: Double) -> (value: Double, slope: Double) {
    typealias D = DualArithmetic<DoubleArithmetic>
    let dual = value(at: Dual(x, 0, 0), y: D.variable(y), in: D.self)
    return (dual.value, dual.first)
  }

  /// f at the real number `x + tail` in ball arithmetic with double-double midpoints
  /// (``PreciseBall``), from the enclosure program (literals their exact decimals, `pi` the real
  /// π): the midpoint as `high + low`, about 2^−100 relative where the expression is moderate;
  /// nil where the ball has no finite midpoint.
  package func preciseValue(x: Double, tail: Double) -> (high: Double, low: Double)? {
    let (high, low) = twoSum(x, tail)
    let ball = value(at: PreciseBall(high, low), in: PreciseArithmetic.self)
    guard ball.high.isFinite, ball.low.isFinite else { return nil }
    return (ball.high, ball.low)
  }
}

extension DecimalLiteral {
  /// What a decimal number's text (`[±]digits[.digits][e[±]digits]`, already read as its
  /// correctly rounded double `value`) is beyond that double: `value + tail` is the decimal to
  /// about 2^−100 relative, for at most 30 significant digits within 10^±250; 0 otherwise, or
  /// where the double is exact.
  package static func tail(of text: some Collection<UInt8>, value: Double) -> Double {
    var bytes = Array(text)
    var negative = false
    if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      negative = first == UInt8(ascii: "-")
      bytes.removeFirst()
    }
    return bytes.withUnsafeBufferPointer { buffer in
      let (digits, exponent) = LiteralRounding.digits(of: buffer)
      guard !digits.isEmpty, let ball = PreciseBall.decimal(digits, exponent) else { return 0 }
      let magnitude = negative ? -value : value
      guard ball.high == magnitude else { return 0 }  // the ball's double is the correctly rounded one
      return negative ? -ball.low : ball.low
    }
  }
}
