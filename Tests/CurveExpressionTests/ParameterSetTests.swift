import Testing
@testable import CurveExpression

@Suite("Parameters: validation, clamping, the 64 limit")
struct ParameterSetTests {
  @Test("values are clamped to ±1e9 and the clamps are reported")
  func clamping() throws {
    let set = try ParameterSet([("a", 2e9), ("b", -.infinity), ("c", 1e9), ("d", -0.0), ("e0", 5)])
    #expect(set["a"] == 1e9)
    #expect(set["b"] == -1e9)
    #expect(set["c"] == 1e9)
    #expect(set["d"]?.sign == .minus)
    #expect(set.clamped.map(\.name) == ["a", "b"])
  }

  @Test("names are kept in UTF-8 byte order, whatever order they come in")
  func order() throws {
    let set = try ParameterSet([("b", 1), ("B", 2), ("_", 3), ("a9", 4), ("a10", 5)])
    #expect(set.names == ["B", "_", "a10", "a9", "b"])
  }

  @Test("a name given twice keeps the last value")
  func duplicates() throws {
    let set = try ParameterSet([("a", 1), ("a", 2)])
    #expect(set.names == ["a"])
    #expect(set["a"] == 2)
  }

  @Test("a later value replaces an earlier one entirely: no clamp note or NaN error survives from it")
  func replacedValues() throws {
    let replaced = try ParameterSet([("a", 1e12), ("a", 5)])
    #expect(replaced["a"] == 5)
    #expect(replaced.clamped.isEmpty)
    let clampedLater = try ParameterSet([("a", 1), ("a", 5e9)])
    #expect(clampedLater["a"] == 1e9)
    #expect(clampedLater.clamped.map(\.given) == [5e9])
    let overriddenNaN = try ParameterSet([("b", 0), ("a", .nan), ("a", 2)])
    #expect(overriddenNaN["a"] == 2)
    #expect(throws: ExpressionError.self) { try ParameterSet([("a", 2), ("a", .nan)]) }
  }

  @Test("out of order, a name given twice still keeps its last value; the first bad name in name order is reported")
  func unorderedDuplicates() throws {
    let set = try ParameterSet([("b", 1), ("a", 5), ("b", 2), ("c", 3), ("b", 4)])
    #expect(set.names == ["a", "b", "c"])
    #expect(set.values == [5, 4, 3])
    #expect(throws: ExpressionError(.invalidParameterName("a-"), at: nil)) { try ParameterSet([("z-", 1), ("a-", 1), ("m", 1)]) }
  }

  @Test("every reserved name is refused", arguments: ["x", "pi", "e", "sin", "cos", "exp", "log", "abs", "sqrt", "min", "max"])
  func reserved(_ name: String) {
    #expect(throws: ExpressionError(.reservedParameterName(name), at: nil)) { try ParameterSet([(name, 1)]) }
  }

  @Test("names that are not identifiers are refused", arguments: ["", "1", "a-b", "a b", "ä", "a.b", "$"])
  func invalid(_ name: String) {
    #expect(throws: ExpressionError(.invalidParameterName(name), at: nil)) { try ParameterSet([(name, 1)]) }
  }

  @Test("case matters: Sin and X are ordinary names")
  func caseSensitive() throws {
    let set = try ParameterSet([("Sin", 1), ("X", 2), ("PI", 3)])
    #expect(set.names.count == 3)
  }

  @Test("new values for the same names give the set built from scratch; other names give nil")
  func withValues() throws {
    let base = try ParameterSet([("a", 1), ("b", 2), ("c", 3)])
    let cases: [[(String, Double)]] = [
      [("a", 5), ("b", -0.0), ("c", 3)], [("a", 2e9), ("b", -.infinity), ("c", 1e9)], [("a", 1), ("b", 2), ("c", 3)],
    ]
    for list in cases {
      let revalued = try #require(base.withValues(of: list))
      let fresh = try ParameterSet(list)
      #expect(revalued == fresh)
      #expect(revalued.values.map(\.bitPattern) == fresh.values.map(\.bitPattern))
      #expect(revalued.clamped.map(\.name) == fresh.clamped.map(\.name))
      #expect(revalued.clamped.map(\.given.bitPattern) == fresh.clamped.map(\.given.bitPattern))
    }
    #expect(base.withValues(of: [("b", 1), ("a", 2), ("c", 3)]) == nil)
    #expect(base.withValues(of: [("a", 1), ("b", 2)]) == nil)
    #expect(base.withValues(of: [("a", 1), ("b", 2), ("d", 3)]) == nil)
    #expect(base.withValues(of: [("a", 1), ("b", .nan), ("c", .nan)]) == nil)  // ParameterSet(_:) says why
  }
}
