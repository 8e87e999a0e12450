/// Named parameters, validated, clamped and bounded the way the protocol asks.
///
/// - Names must be identifiers (`[A-Za-z_][A-Za-z0-9_]*`) and not `x`, `pi`, `e` or a function name.
/// - Values are clamped to ±1e9 (±infinity too); NaN is refused.
/// - At most 64 are kept: the first 64 in ascending name order (UTF-8 byte order). The rule does
///   not depend on the order a JSON parser or a dictionary happens to produce, so every
///   implementation drops the same ones. The dropped names are kept in ``dropped`` so the
///   compiler can say why a name is missing.
public struct ParameterSet: Sendable, Hashable {
  /// The parameters kept, in ascending name order.
  public let names: [String]
  /// Their values after clamping, in the order of ``names``.
  public let values: [Double]
  /// Names over the limit, in ascending name order.
  public let dropped: [String]
  /// Names whose value was clamped, with the value given.
  public let clamped: [(name: String, given: Double)]

  /// The empty set.
  public init() {
    names = []
    values = []
    dropped = []
    clamped = []
  }

  /// Validates, clamps and bounds `parameters`.
  /// - Throws: ``ExpressionError`` `.invalidParameterName`, `.reservedParameterName` or
  ///   `.parameterIsNaN` for the first offending parameter in name order. No set is made.
  public init(_ parameters: some Sequence<(String, Double)>) throws(ExpressionError) {
    let sorted = parameters.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    var names: [String] = []
    var values: [Double] = []
    var dropped: [String] = []
    var clamped: [(String, Double)] = []
    var previous: String?
    for (name, value) in sorted {
      guard Builtins.isIdentifier(name) else { throw ExpressionError(.invalidParameterName(name), at: nil) }
      guard !Builtins.reservedNames.contains(name) else {
        throw ExpressionError(.reservedParameterName(name), at: nil)
      }
      guard !value.isNaN else { throw ExpressionError(.parameterIsNaN(name), at: nil) }
      // A name given twice keeps its last value (as a later --param overrides an earlier one).
      if name == previous {
        if names.last == name { values[values.count - 1] = Self.clamp(value) }
        continue
      }
      previous = name
      if names.count == ExpressionLimits.maximumParameters {
        dropped.append(name)
        continue
      }
      let kept = Self.clamp(value)
      if kept != value { clamped.append((name, value)) }
      names.append(name)
      values.append(kept)
    }
    self.names = names
    self.values = values
    self.dropped = dropped
    self.clamped = clamped
  }

  /// The value of `name`, if it is kept.
  public subscript(name: String) -> Double? {
    names.firstIndex(of: name).map { values[$0] }
  }

  static func clamp(_ value: Double) -> Double {
    let limit = ExpressionLimits.maximumParameterMagnitude
    return min(max(value, -limit), limit)
  }

  public static func == (lhs: ParameterSet, rhs: ParameterSet) -> Bool {
    lhs.names == rhs.names && lhs.values.map(\.bitPattern) == rhs.values.map(\.bitPattern)
      && lhs.dropped == rhs.dropped
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(names)
    hasher.combine(values.map(\.bitPattern))
  }
}
