/// A protocol colour: `#RRGGBB`, or `#AARRGGBB` with alpha first (not CSS's `#RRGGBBAA`).
///
/// Kept as the hex digits that were given, so output repeats the colour as written, and read as
/// channels on demand. Plain data with no references: a layer's markers, two colours each, are
/// dropped without releasing anything (three strings a marker made dropping 32 markers cost more
/// than laying them out).
public struct ProtocolColor: Sendable, Hashable, CustomStringConvertible {
  /// The hex digits as given, ASCII, the first in the lowest byte.
  private let digits: UInt64
  /// 6 or 8.
  private let count: Int

  /// `text` if it is a protocol colour (hex digits in either case), else `nil`.
  public init?(_ text: String) {
    var digits: UInt64 = 0
    var count = -1  // the `#` comes first
    for byte in text.utf8 {
      if count < 0 {
        guard byte == UInt8(ascii: "#") else { return nil }
      } else {
        guard count < 8, Self.value(ofDigit: byte) != nil else { return nil }
        digits |= UInt64(byte) << (8 * count)
      }
      count += 1
    }
    guard count == 6 || count == 8 else { return nil }
    self.digits = digits
    self.count = count
  }

  /// `text` if it is a protocol colour, else `fallback`.
  public init(_ text: String?, or fallback: ProtocolColor) {
    self = text.flatMap(ProtocolColor.init) ?? fallback
  }

  /// An opaque colour, written `#RRGGBB` in upper case.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    func digit(_ value: UInt8) -> UInt64 { UInt64(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10) }
    func digits(_ channel: UInt8) -> UInt64 { digit(channel >> 4) | digit(channel & 15) << 8 }
    self.digits = digits(red) | digits(green) << 16 | digits(blue) << 32
    self.count = 6
  }

  /// The colour as it was written.
  public var description: String {
    String(unsafeUninitializedCapacity: count + 1) { (text: UnsafeMutableBufferPointer<UInt8>) -> Int in
      text[0] = UInt8(ascii: "#")
      for i in 0..<count { text[i + 1] = byte(i) }
      return count + 1
    }
  }

  /// `#RRGGBB` in upper case, without the alpha (as SVG's `fill` takes it).
  public var rgb: String {
    String(unsafeUninitializedCapacity: 7) { (text: UnsafeMutableBufferPointer<UInt8>) -> Int in
      text[0] = UInt8(ascii: "#")
      for i in 0..<6 {
        let digit = byte(count - 6 + i)
        text[i + 1] = digit >= UInt8(ascii: "a") ? digit - 32 : digit
      }
      return 7
    }
  }

  /// 0…1: the `AA` of `#AARRGGBB` over 255, or 1 for `#RRGGBB`.
  public var alpha: Double { count == 8 ? Double(channel(0)) / 255 : 1 }

  /// The `RR` channel.
  public var red: UInt8 { channel(count - 6) }
  /// The `GG` channel.
  public var green: UInt8 { channel(count - 4) }
  /// The `BB` channel.
  public var blue: UInt8 { channel(count - 2) }

  /// Colours are equal when they have the same channels, however they are written (`#e6edc9`,
  /// `#E6EDC9` and `#FFE6EDC9` are one colour).
  public static func == (a: ProtocolColor, b: ProtocolColor) -> Bool {
    a.argb == b.argb
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(argb)
  }

  private var argb: UInt32 {
    (count == 8 ? UInt32(channel(0)) : 255) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }

  /// Digit `i` (0-based, after the `#`), as ASCII.
  private func byte(_ i: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: digits >> (8 * i))
  }

  /// The channel whose two digits start at `i`.
  private func channel(_ i: Int) -> UInt8 {
    (Self.value(ofDigit: byte(i)) ?? 0) << 4 | (Self.value(ofDigit: byte(i + 1)) ?? 0)
  }

  private static func value(ofDigit byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
