import CurveSampling
import _CurveText

/// SVG 1.1 text, built element by element. Numbers are written with at most three decimals
/// (0.001 pt: under a thousandth of a pixel at 3×, so rounding never shows) and no trailing
/// zeros; text and attribute values are escaped.
struct SVGWriter {
  private(set) var text = ""

  /// The document's start: a picture (`role="img"`) named by `title` and described by
  /// `description` for screen readers (`<title>` and `<desc>` come first, as SVG wants them).
  init(width: Double, height: Double, scale: Double = 1, title: String, description: String) {
    text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"\(Self.number(width * scale))\" "
    text += "height=\"\(Self.number(height * scale))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" role=\"img\">\n"
    element("title", [], content: title)
    element("desc", [], content: description)
  }

  /// A fragment: elements with no document around them, for ``append(_:)`` into one.
  init() {}

  /// The elements of `fragment`, after these.
  mutating func append(_ fragment: SVGWriter) {
    text += fragment.text
  }

  mutating func raw(_ line: String) {
    text += line + "\n"
  }

  /// `<name a="…" …/>` or, with content, `<name …>content</name>`.
  mutating func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) {
    var line = "<" + name
    for (key, value) in attributes { line += " \(key)=\"\(Self.escape(value))\"" }
    if let content {
      line += ">" + Self.escape(content) + "</" + name + ">"
    } else {
      line += "/>"
    }
    raw(line)
  }

  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    var line = "<" + name
    for (key, value) in attributes { line += " \(key)=\"\(Self.escape(value))\"" }
    raw(line + ">")
  }

  mutating func close(_ name: String) {
    raw("</\(name)>")
  }

  /// A `clipPath` (or, `masked`, a white `mask`) named `id` of the shape `element` with
  /// `attributes`; returns the attribute that applies it to a group.
  mutating func clip(id: String, _ element: String, _ attributes: [(String, String)], masked: Bool) -> (String, String) {
    open(masked ? "mask" : "clipPath", [("id", id)])
    self.element(element, attributes + (masked ? [("fill", "#FFFFFF")] : []))
    close(masked ? "mask" : "clipPath")
    return (masked ? "mask" : "clip-path", "url(#\(id))")
  }

  mutating func finish() -> String {
    raw("</svg>")
    return text
  }

  /// XML-escaped text: `& < > " '`, and characters XML 1.0 cannot carry dropped, with every
  /// Unicode noncharacter (U+FDD0…U+FDEF and the last two of each plane), which a PDF's text
  /// cannot hold.
  static func escape(_ value: String) -> String {
    // Most values (numbers, path data, colours) are printable ASCII with nothing to escape.
    if value.utf8.allSatisfy(Self.isPlain) { return value }
    var out = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE: continue
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `byte` is printable ASCII that ``escape(_:)`` keeps as it is.
  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): false
    default: (0x20..<0x7F).contains(byte)
    }
  }

  /// A number: rounded to 0.001, trailing zeros removed ("12.5", "-3", "0.001"). Total: a
  /// magnitude of 1e12 or more (far off any canvas; the validator does not draw a layer placed
  /// there) is written in SVG's exponent form from its shortest digits, and a non-finite value,
  /// which no writer passes, as 0.
  static func number(_ value: Double) -> String {
    var bytes: [UInt8] = []
    appendNumber(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// ``number(_:)``'s text, appended to `out` (a path's thousands of numbers go into one buffer).
  static func appendNumber(_ value: Double, to out: inout [UInt8]) {
    guard value.isFinite else { return out.append(UInt8(ascii: "0")) }
    guard Swift.abs(value) < 1e12 else { return out += Array(DecimalText.tidy(value.rounded()).utf8) }
    let scaled = Int64((value * 1000).rounded())  // |scaled| < 1e15: exact, in range
    if scaled < 0 { out.append(UInt8(ascii: "-")) }
    let whole = scaled.magnitude / 1000
    var fraction = scaled.magnitude % 1000
    // The whole part's digits, most significant first.
    var power: UInt64 = 1
    while power <= whole / 10 { power *= 10 }
    while power > 0 {
      out.append(UInt8(ascii: "0") + UInt8(whole / power % 10))
      power /= 10
    }
    guard fraction != 0 else { return }
    out.append(UInt8(ascii: "."))
    // Up to three decimals, stopping at the last one that is not zero.
    var place: UInt64 = 100
    while fraction != 0 {
      out.append(UInt8(ascii: "0") + UInt8(fraction / place))
      fraction %= place
      place /= 10
    }
  }

  /// CurvePath data for commands, verbatim from the geometry (M, L, C, Z).
  static func pathData(_ commands: CurvePath) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(commands.count * 16)
    func point(_ p: Point) {
      appendNumber(p.x, to: &bytes)
      bytes.append(UInt8(ascii: ","))
      appendNumber(p.y, to: &bytes)
    }
    for command in commands {
      switch command {
      case .move(let a):
        bytes.append(UInt8(ascii: "M"))
        point(a)
      case .line(let a):
        bytes.append(UInt8(ascii: "L"))
        point(a)
      case .curve(let a, let b, let c):
        bytes.append(UInt8(ascii: "C"))
        point(a)
        bytes.append(UInt8(ascii: " "))
        point(b)
        bytes.append(UInt8(ascii: " "))
        point(c)
      case .close: bytes.append(UInt8(ascii: "Z"))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
