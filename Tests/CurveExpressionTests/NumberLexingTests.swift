import Testing
@testable import CurveExpression

@Suite("Number literals are correctly rounded")
struct NumberLexingTests {
  @Test("random decimal literals read as the standard library's correctly rounded parse")
  func randomLiterals() throws {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<20_000 {
      let digits = 1 + Int(rng.next() % 25)
      var text = ""
      for _ in 0..<digits { text += String(rng.next() % 10) }
      switch rng.next() % 4 {
      case 0: text.insert(".", at: text.index(text.startIndex, offsetBy: Int(rng.next() % UInt64(digits + 1))))
      case 1: text += "e" + (rng.next() % 2 == 0 ? "-" : "") + String(rng.next() % 330)
      case 2: text = "." + text + "E+" + String(rng.next() % 30)
      default: break
      }
      let expected = try #require(Double(text))
      do {
        let value = try CompiledExpression(text).constantValue
        #expect(value?.bitPattern == expected.bitPattern, "\(text)")
      } catch {
        #expect(!expected.isFinite && error.kind.code == "numberTooLarge", "\(text): \(error)")
      }
    }
  }

  @Test("the exact fast path and the fallback meet at 2^53 and 10^22")
  func boundaries() throws {
    for text in ["9007199254740992", "9007199254740993", "9007199254740995", "1e22", "1e23", "123456789012345678e-22", "4.35e-5"] {
      #expect(try CompiledExpression(text).constantValue?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }
}
