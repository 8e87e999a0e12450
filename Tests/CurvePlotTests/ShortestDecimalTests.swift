import Testing
import _CurveText

/// `DecimalText.tidy` writes the digits of `ShortestDecimal`, not `description`'s (which the
/// Embedded build writes slowly): the same text as `description` tidied, on the hard cases and
/// on a million random doubles.
@Suite("Shortest round-trip decimals, as description writes them")
struct ShortestDecimalTests {
  /// `description`'s UTF-8, tidied as the commands print numbers: no `.0`, `e-5` for `e-05`,
  /// `e16` for `e+16`; written here apart from DecimalText so the two are compared.
  static func expected(_ value: Double) -> [UInt8] {
    guard value.isFinite else { return Array((value.isNaN ? "nan" : value < 0 ? "-inf" : "inf").utf8) }
    let text = Array(value.description.utf8)
    func withoutPointZero(_ digits: [UInt8]) -> [UInt8] {
      digits.count > 2 && digits.suffix(2) == Array(".0".utf8) ? Array(digits.dropLast(2)) : digits
    }
    guard let e = text.firstIndex(of: UInt8(ascii: "e")) else { return withoutPointZero(text) }
    var exponent = Array(text[(e + 1)...])
    let negative = exponent.first == UInt8(ascii: "-")
    if negative || exponent.first == UInt8(ascii: "+") { exponent.removeFirst() }
    while exponent.count > 1, exponent.first == UInt8(ascii: "0") { exponent.removeFirst() }
    return withoutPointZero(Array(text[..<e])) + Array((negative ? "e-" : "e").utf8) + exponent
  }

  /// `DecimalText.tidy(value)`, through the byte path the report writes.
  static func tidied(_ value: Double) -> [UInt8] {
    var bytes: [UInt8] = []
    DecimalText.appendTidy(value, to: &bytes)
    return bytes
  }

  /// Both signs of `value` and its neighbours above and below.
  static func around(_ value: Double) -> [Double] {
    [value, value.nextUp, value.nextDown].flatMap { [$0, -$0] }
  }

  /// The hard cases, a set each (named, so a failure names its set without listing it).
  enum HardCase: String, CaseIterable {
    case zerosAndNonFinite, powersOfTwo, powersOfTen, subnormalsAndExtremes, wholeNumbers, tiesAndShortFractions

    var values: [Double] {
      switch self {
      case .zerosAndNonFinite: [0, -0.0, .infinity, -.infinity, .nan, -.nan]
      case .powersOfTwo: (-1074...1023).flatMap { around(Double(sign: .plus, exponent: $0, significand: 1)) }
      case .powersOfTen: (-30...40).flatMap { around(Double("1e\($0)")!) } + around(1e-4) + around(0x1p53)
      case .subnormalsAndExtremes:
        [Double(bitPattern: 1), Double(bitPattern: 2), Double(bitPattern: 0x000F_FFFF_FFFF_FFFF), Double(bitPattern: 0x0008_0000_0000_0000),
         .leastNormalMagnitude, .greatestFiniteMagnitude].flatMap(around)
      case .wholeNumbers:
        [1, 2, 9, 10, 99, 100, 12345, 999_999_999, 1e15, 1e15 + 1, 0x1p52 + 1, 0x1p53 - 1, 0x1p53 + 2, 123_456_789_012_345_680].flatMap(around)
      case .tiesAndShortFractions:
        [0.1, 0.2, 0.3, 0.5, 1.5, 2.5, 9.5, 0.05, 5e-5, 9.999999999999999e-5, 1e23, 8.41e21, 4.35679114923077e-15, 1.2345678901234567e-20,
         3.0e33, 1.0e34, 5.764607523034235e17, 0.30000000000000004, 1.1, 123.456, 2.675, 1.005, 100.5, 0.000123].flatMap(around)
      }
    }
  }

  @Test("the hard cases: powers of two and ten, subnormals, the extremes, whole numbers, near ties", arguments: HardCase.allCases)
  func hard(_ set: HardCase) {
    for value in set.values {
      #expect(DecimalText.tidy(value) == String(decoding: Self.expected(value), as: UTF8.self), "\(set): \(value.bitPattern)")
      #expect(Self.tidied(value) == Self.expected(value), "\(set): \(value.bitPattern)")
    }
  }

  /// SplitMix64: a fixed sequence of 64-bit patterns.
  struct Patterns: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Half of the patterns as they come (most far from 1, where `description` is used), half
  /// with a binary exponent where the 128-bit digits are computed (5e-20 to 1e34); four
  /// cases, which run in parallel.
  @Test("a million random doubles", arguments: [(0 as UInt64, false), (1, false), (2, true), (3, true)])
  func random(_ seed: UInt64, _ nearOne: Bool) {
    var patterns = Patterns(state: seed)
    var mismatches = 0
    for _ in 0..<250_000 {
      var bits = patterns.next()
      if nearOne { bits = bits & 0x800F_FFFF_FFFF_FFFF | UInt64(1075 - 116 + Int(bits >> 52 & 0xFF) % 177) << 52 }
      let value = Double(bitPattern: bits)
      if Self.tidied(value) != Self.expected(value) {
        mismatches += 1
        if mismatches <= 5 { Issue.record("\(value) (\(bits)): \(DecimalText.tidy(value))") }
      }
    }
    #expect(mismatches == 0)
  }
}
