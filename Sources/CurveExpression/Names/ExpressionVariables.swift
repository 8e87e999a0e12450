/// The names an expression may use as variables. A frame's curve is in `x` alone; a math plot's
/// items add their own forms: a relation in `x` and `y`, a function of `y`, a parametric curve in
/// `t`, a polar one in `t` (or `theta`). Outside its forms, a name is what it always is: a
/// parameter's, or unknown.
package struct ExpressionVariables: Sendable {
  /// The name of the first variable (the VM's `x`).
  package let first: StaticString
  /// A second spelling of the first variable, if the form has one (`theta` for `t`).
  package let firstAlias: StaticString?
  /// The name of the second variable (the VM's `y`), if the form has one.
  package let second: StaticString?

  package init(first: StaticString, firstAlias: StaticString? = nil, second: StaticString? = nil) {
    (self.first, self.firstAlias, self.second) = (first, firstAlias, second)
  }

  /// `x` alone: the protocol's language.
  package static let x = ExpressionVariables(first: "x")
  /// `x` and `y`: an implicit relation.
  package static let xy = ExpressionVariables(first: "x", second: "y")
  /// `y` alone: the right side of `x = EXPR`.
  package static let y = ExpressionVariables(first: "y")
  /// `t` alone: a parametric curve.
  package static let t = ExpressionVariables(first: "t")
  /// `t`, also spelt `theta`: a polar curve's angle.
  package static let angle = ExpressionVariables(first: "t", firstAlias: "theta")

  /// The variable `bytes` spell, if they spell one.
  func variable(spelt bytes: UnsafeBufferPointer<UInt8>) -> SyntaxTree.Node? {
    if Self.spells(first, bytes) { return .variable }
    if let firstAlias, Self.spells(firstAlias, bytes) { return .variable }
    if let second, Self.spells(second, bytes) { return .secondVariable }
    return nil
  }

  /// Whether `name` is one of the variables.
  package func contains(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { variable(spelt: $0) != nil }
  }

  private static func spells(_ name: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    name.utf8CodeUnitCount == bytes.count && Builtins.sameBytes(name.utf8Start, bytes.baseAddress, bytes.count)
  }
}
