@testable import CurveFrame
import Testing
import _CurveTestSupport

/// A data series cell's number: the grammar on the bytes in place, and its double, by the exact
/// fast path or by `Double(String)`, bit for bit what the String-per-cell reader gave.
@Suite("Data series numbers: the same doubles as Double(String)")
struct DecimalCellTests {
  static func read(_ text: String) -> Double? {
    Array(text.utf8).withUnsafeBufferPointer { DecimalCell.value($0, 0, $0.count) }
  }

  /// Equal bit patterns (so 0 and -0 differ), or both not numbers.
  static func same(_ a: Double?, _ b: Double?) -> Bool { a?.bitPattern == b?.bitPattern }

  static let hard: [String] = [
    // Halfway cases and their neighbours: ties to even.
    "9007199254740993", "9007199254740992", "9007199254740991", "9007199254740995", "4503599627370496.5", "4503599627370497.5",
    "1.00000000000000011102230246251565404236316680908203125", "1.00000000000000011102230246251565404236316680908203124",
    "1.00000000000000011102230246251565404236316680908203126", "0.500000000000000027755575615628913510590791702270507812",
    // 15 to 17 significant digits.
    "0.1", "0.2", "0.3", "3.0128818475315544", "123456789012345", "1234567890123456", "12345678901234567", "0.999999999999999",
    "0.9999999999999999", "0.99999999999999999", "2.718281828459045", "3.141592653589793", "7.2057594037927933e16",
    "9007199254740991e22", "9007199254740991e-22", "900719925474099e23", "123456789012345e-22", "999999999999999e22", "1e22", "1e23",
    "1e-22", "1e-23", "1e37", "1e38", "1e15", "1e16", "8.98846567431158e307",
    // The ends of the exponent range, subnormals, overflow and underflow.
    "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "2.2250738585072011e-308", "2.2250738585072012e-308",
    "2.2250738585072014e-308", "4.9e-324", "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-320", "-1e-320",
    "1e-400", "1e400", "-1e400", "0e99999999999999999999", "1e99999999999999999999", "1e-99999999999999999999",
    "0.000000000000000000000000000001", "123456789012345678901234567890", "1" + String(repeating: "0", count: 400),
    "0." + String(repeating: "0", count: 330) + "1", String(repeating: "9", count: 40) + "e-40",
    // Signs, blanks, the grammar's short forms.
    "-0", "+0", "-0.0", "-0e5", "0", "00", "05", "00000.00001", "+5", " 7 ", "\t7\t", " -7.5 ", "1.", ".5", "1e5", "1E5", "1e+5", "1e-5",
    "1.e5", ".5e-3", "+.5", "-.5E+2", "0.5e1", "-1e3", "+2.5", "5.",
    // Not numbers.
    "", " ", "\t", "-", "+", ".", "-.", "e5", ".e5", "1e", "1e+", "1e-", "inf", "-inf", "nan", "NaN", "infinity", "0x10", "1,5", "1 5", "--1",
    "+-1", "1.2.3", "1e5.5", "1e5e5", "NA", "٣", "1\u{00A0}", "\u{00A0}1", "1\n", "1\r", "1_000", "1'000", "0b1", "1d", "1f", "e", "E",
  ]

  @Test("hard decimals read as Double(String) reads them, bit for bit", arguments: hard)
  func hardCase(_ text: String) {
    #expect(Self.same(Self.read(text), ReferenceDataSeries.number(text)), "\(text.debugDescription): \(String(describing: Self.read(text)))")
  }

  @Test("short forms, signs and blanks")
  func forms() {
    #expect(Self.read("-0")?.bitPattern == (-0.0).bitPattern)
    #expect(Self.read("+0")?.bitPattern == (0.0).bitPattern)
    #expect(Self.read("+5") == 5 && Self.read(" 7 ") == 7 && Self.read("1.") == 1 && Self.read(".5") == 0.5 && Self.read("1e5") == 100_000)
    #expect(Self.read("1e-320") == Double("1e-320") && Self.read("1e-320")!.isSubnormal)
    #expect(Self.read("1e400") == nil && Self.read("1e-400") == 0)
  }

  /// A random decimal: up to 22 digits, a point anywhere or none, maybe an exponent (small or
  /// anywhere in the double's range), a sign, blanks.
  static func randomDecimal(_ random: inout SplitMix64) -> String {
    let count = Int.random(in: 1...22, using: &random)
    var digits = (0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) }
    if Bool.random(using: &random) { digits.insert(".", at: Int.random(in: 0...count, using: &random)) }
    var text = String(digits)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: text += "e\(Int.random(in: -30...30, using: &random))"
    case 1: text += (Bool.random(using: &random) ? "E+" : "e") + "\(Int.random(in: -345...330, using: &random))"
    default: break
    }
    switch Int.random(in: 0..<4, using: &random) {
    case 0: text = "-" + text
    case 1: text = "+" + text
    default: break
    }
    if Int.random(in: 0..<8, using: &random) == 0 { text = " " + text + "\t" }
    return text
  }

  @Test("random decimals read as Double(String) reads them")
  func randomDecimals() {
    var random = SplitMix64(seed: 0x5EED_CE11)
    var mismatches: [String] = []
    for _ in 0..<(100_000 * longModeFactor) {
      let text = Self.randomDecimal(&random)
      if !Self.same(Self.read(text), ReferenceDataSeries.number(text)) { mismatches.append(text) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test("the exact path: every significand below 2^53 with a power of ten up to 10^±22 (and beyond while exact)")
  func exactPath() {
    var random = SplitMix64(seed: 0xC11_4E12)
    var mismatches: [String] = []
    for n in 0..<(100_000 * longModeFactor) {
      // Significands of every size up to 2^53 − 1, many at the top end (where rounding bites).
      let bits = n % 53 + 1
      let significand = n % 7 == 0 ? (1 << 53) - 1 - UInt64.random(in: 0..<1000, using: &random) : UInt64.random(in: 0..<(1 << bits), using: &random)
      let exponent = Int.random(in: -23...40, using: &random)
      let text = "\(significand)e\(exponent)"
      if let value = DecimalCell.exact(significand, exponent), value.bitPattern != Double(text)?.bitPattern { mismatches.append(text) }
      if !Self.same(Self.read(text), Double(text)) { mismatches.append(text) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    // It declines what it cannot do exactly.
    #expect(DecimalCell.exact(1 << 53, 0) == nil && DecimalCell.exact(1, -23) == nil && DecimalCell.exact(1 << 50, 23) == nil)
    #expect(DecimalCell.exact(1, 37) == 1e37 && DecimalCell.exact(1, 38) == nil)
  }

  @Test("random doubles' shortest and 17-digit texts read back as those doubles")
  func roundTrips() {
    var random = SplitMix64(seed: 0xD0_0B1E)
    var mismatches: [String] = []
    for _ in 0..<(50_000 * longModeFactor) {
      let value = Double(bitPattern: random.next())
      guard value.isFinite else { continue }
      let text = "\(value)"
      if Self.read(text)?.bitPattern != value.bitPattern { mismatches.append(text) }
      // The same value with its last digit nudged: near a halfway point, read as Double(String) reads it.
      let nudged = String(text.dropLast()) + (text.last == "9" ? "8" : "9")
      if !Self.same(Self.read(nudged), ReferenceDataSeries.number(nudged)) { mismatches.append(nudged) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }
}
