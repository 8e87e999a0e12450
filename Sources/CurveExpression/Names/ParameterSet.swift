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
  public var names: [String] { storage.names }
  /// Their values after clamping, in the order of ``names``.
  public var values: [Double] { storage.values }
  /// Names over the limit, in ascending name order.
  public var dropped: [String] { storage.dropped }
  /// Names whose value was clamped, with the value given.
  public var clamped: [(name: String, given: Double)] { storage.clamped }
  /// Finds a kept name from its UTF-8 bytes without making a `String`.
  var table: ParameterTable { storage.table }

  /// One reference: a set is copied with every tree and program that holds it.
  private let storage: Storage

  private final class Storage: Sendable {
    let names: [String]
    let values: [Double]
    let dropped: [String]
    let clamped: [(name: String, given: Double)]
    let table: ParameterTable

    init(names: [String], values: [Double], dropped: [String], clamped: [(name: String, given: Double)], table: ParameterTable) {
      self.names = names
      self.values = values
      self.dropped = dropped
      self.clamped = clamped
      self.table = table
    }
  }

  /// The empty set.
  public init() {
    storage = Storage(names: [], values: [], dropped: [], clamped: [], table: ParameterTable(names: []))
  }

  /// Validates, clamps and bounds `parameters`.
  /// - Throws: ``ExpressionError`` `.invalidParameterName`, `.reservedParameterName` or
  ///   `.parameterIsNaN` for the first offending parameter in name order. No set is made.
  public init(_ parameters: some Sequence<(String, Double)>) throws(ExpressionError) {
    try self.init(Array(parameters))
  }

  /// The same, on an array: the work is done here, on a concrete type, which callers in other
  /// modules reach unspecialised.
  public init(_ parameters: [(String, Double)]) throws(ExpressionError) {
    try self.init(parameters, clamping: true)
  }

  /// Validates and bounds `parameters`, clamping their values only when `clamping`: a fit's
  /// parameters are any doubles (±1e9 is a frame's rule, not a model's).
  package init(_ parameters: [(String, Double)], clamping: Bool) throws(ExpressionError) {
    // Name order; usually already so, and checking costs one comparison per name.
    let inOrder = parameters.indices.dropFirst().allSatisfy { !parameters[$0].0.precedesInCodePoints(parameters[$0 - 1].0) }
    var order: [Int] = []
    if !inOrder {
      // Stable, so a name given twice keeps its last value.
      order = Array(parameters.indices)
      order.sort { a, b in
        parameters[a].0.precedesInCodePoints(parameters[b].0) || (!parameters[b].0.precedesInCodePoints(parameters[a].0) && a < b)
      }
    }
    let kept = Swift.min(parameters.count, ExpressionLimits.maximumParameters)
    var names: [String] = []
    var values: [Double] = []
    names.reserveCapacity(kept)
    values.reserveCapacity(kept)
    var dropped: [String] = []
    var clamped: [(name: String, given: Double)] = []
    for position in parameters.indices {
      let (name, value) = parameters[inOrder ? position : order[position]]
      // A name given twice keeps its last value, which replaces the earlier ones entirely (as a
      // later --param overrides an earlier one): those are not checked, clamped or noted.
      if position + 1 < parameters.count, parameters[inOrder ? position + 1 : order[position + 1]].0.hasSameCodePoints(as: name) { continue }
      guard Builtins.isIdentifier(name) else { throw ExpressionError(.invalidParameterName(name), at: nil) }
      guard !Builtins.isReserved(name) else { throw ExpressionError(.reservedParameterName(name), at: nil) }
      guard !value.isNaN else { throw ExpressionError(.parameterIsNaN(name), at: nil) }
      if names.count == ExpressionLimits.maximumParameters {
        dropped.append(name)
        continue
      }
      let kept = clamping ? Self.clamp(value) : value
      if kept != value { clamped.append((name: name, given: value)) }
      names.append(name)
      values.append(kept)
    }
    storage = Storage(names: names, values: values, dropped: dropped, clamped: clamped, table: ParameterTable(names: names))
  }

  /// This set's names with the values of `parameters`, when `parameters` lists exactly these
  /// names in this order and none was dropped: then only the values need checking and clamping,
  /// and the names and their table are shared, not rebuilt. The result equals
  /// `ParameterSet(parameters)`. `nil` when the names differ or a value is NaN: build the set
  /// with `ParameterSet(_:)` then, which says what is wrong.
  public func withValues(of parameters: [(String, Double)]) -> ParameterSet? {
    let names = storage.names
    guard storage.dropped.isEmpty, parameters.count == names.count else { return nil }
    for i in names.indices where !parameters[i].0.hasSameCodePoints(as: names[i]) { return nil }
    var clamped: [(name: String, given: Double)] = []
    var values = storage.values
    for i in names.indices {
      let value = parameters[i].1
      guard !value.isNaN else { return nil }
      values[i] = Self.clamp(value)
      if values[i] != value { clamped.append((names[i], value)) }
    }
    return ParameterSet(storage: Storage(names: names, values: values, dropped: [], clamped: clamped, table: storage.table))
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The value of `name`, if it is kept.
  public subscript(name: String) -> Double? {
    names.firstIndex { $0.hasSameCodePoints(as: name) }.map { values[$0] }
  }

  static func clamp(_ value: Double) -> Double {
    let limit = ExpressionLimits.maximumParameterMagnitude
    return min(max(value, -limit), limit)
  }

  public static func == (lhs: ParameterSet, rhs: ParameterSet) -> Bool {
    lhs.names == rhs.names && lhs.values.map { $0.bitPattern } == rhs.values.map { $0.bitPattern }
      && lhs.dropped == rhs.dropped
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(names)
    hasher.combine(values.map { $0.bitPattern })
  }
}

/// The kept names' UTF-8 bytes back to back, so that compiling resolves a name without making a
/// `String` or allocating: at most 64 names, searched in order.
struct ParameterTable: Sendable {
  private let bytes: [UInt8]  // every name, back to back
  private let spans: [Range<Int>]  // where name i lies in `bytes`

  init(names: [String]) {
    var bytes: [UInt8] = []
    var spans: [Range<Int>] = []
    bytes.reserveCapacity(names.reduce(0) { $0 + $1.utf8.count })
    spans.reserveCapacity(names.count)
    for name in names {
      let start = bytes.count
      bytes.append(contentsOf: name.utf8)
      spans.append(start..<bytes.count)
    }
    self.bytes = bytes
    self.spans = spans
  }

  /// The index of the name spelt by `key`, if it is kept.
  func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    bytes.withUnsafeBufferPointer { all in
      guard let base = all.baseAddress, let keyBase = key.baseAddress else { return nil }
      return spans.firstIndex { $0.count == key.count && Builtins.sameBytes(base + $0.lowerBound, keyBase, key.count) }
    }
  }
}
