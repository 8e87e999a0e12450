/// A protocol colour: `#RRGGBB`, or `#AARRGGBB` with alpha first (not CSS's `#RRGGBBAA`).
public struct ProtocolColor: Sendable, Hashable {
  /// `#RRGGBB` for SVG.
  public var rgb: String
  /// 0…1.
  public var alpha: Double

  public init(rgb: String, alpha: Double) {
    self.rgb = rgb
    self.alpha = alpha
  }

  /// `text` parsed, or `fallback` when it is not a colour.
  public init(_ text: String?, or fallback: ProtocolColor) {
    self = text.flatMap(ProtocolColor.init) ?? fallback
  }

  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || bytes.count == 9,
      bytes.dropFirst().allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) })
    else { return nil }
    if bytes.count == 9 {
      let alphaText = String(decoding: bytes[1..<3], as: UTF8.self)
      alpha = Double(UInt8(alphaText, radix: 16) ?? 255) / 255
      rgb = "#" + String(decoding: bytes[3...], as: UTF8.self).uppercased()
    } else {
      alpha = 1
      rgb = text.uppercased()
    }
  }
}
