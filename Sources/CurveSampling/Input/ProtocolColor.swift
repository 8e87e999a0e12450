/// A protocol colour: `#RRGGBB`, or `#AARRGGBB` with alpha first (not CSS's `#RRGGBBAA`).
///
/// Plain data, its channels: a layer's markers, two colours each, are dropped without
/// releasing anything. Written back in upper case, with the alpha when one was given.
public struct ProtocolColor: Sendable, Hashable, CustomStringConvertible {
  /// The `RR` channel.
  public let red: UInt8
  /// The `GG` channel.
  public let green: UInt8
  /// The `BB` channel.
  public let blue: UInt8
  /// The `AA` channel of `#AARRGGBB`; `nil` for `#RRGGBB`.
  public let alphaChannel: UInt8?

  /// `text` if it is a protocol colour (hex digits in either case), else `nil`.
  public init?(_ text: String) {
    var value: UInt32 = 0  // the digits, most significant first
    var digits = -1  // the `#` comes first
    for byte in text.utf8 {
      if digits < 0 {
        guard byte == UInt8(ascii: "#") else { return nil }
      } else {
        guard digits < 8, let digit = Self.value(ofDigit: byte) else { return nil }
        value = value << 4 | UInt32(digit)
      }
      digits += 1
    }
    guard digits == 6 || digits == 8 else { return nil }
    red = UInt8(truncatingIfNeeded: value >> 16)
    green = UInt8(truncatingIfNeeded: value >> 8)
    blue = UInt8(truncatingIfNeeded: value)
    alphaChannel = digits == 8 ? UInt8(truncatingIfNeeded: value >> 24) : nil
  }

  /// `text` if it is a protocol colour, else `fallback`.
  public init(_ text: String?, or fallback: ProtocolColor) {
    self = text.flatMap(ProtocolColor.init) ?? fallback
  }

  /// An opaque colour.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    (self.red, self.green, self.blue, alphaChannel) = (red, green, blue, nil)
  }

  /// 0…1: the `AA` of `#AARRGGBB` over 255, or 1 for `#RRGGBB`.
  public var alpha: Double { alphaChannel.map { Double($0) / 255 } ?? 1 }

  /// `#AARRGGBB` or `#RRGGBB`, in upper case.
  public var description: String {
    "#" + (alphaChannel.map(Self.hex) ?? "") + rgb.dropFirst()
  }

  /// `#RRGGBB` in upper case, without the alpha (as SVG's `fill` takes it).
  public var rgb: String {
    "#" + Self.hex(red) + Self.hex(green) + Self.hex(blue)
  }

  /// Colours are equal when they have the same channels, however they are written (`#e6edc9`,
  /// `#E6EDC9` and `#FFE6EDC9` are one colour).
  public static func == (a: ProtocolColor, b: ProtocolColor) -> Bool {
    (a.alphaChannel ?? 255, a.red, a.green, a.blue) == (b.alphaChannel ?? 255, b.red, b.green, b.blue)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(alphaChannel ?? 255)
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
  }

  private static func hex(_ channel: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(channel >> 4)], digits[Int(channel & 15)]], as: UTF8.self)
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
