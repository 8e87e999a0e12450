/// The width of a line of plot text, from the font's advance widths (``FontMetrics``), and
/// shortening to a width with an ellipsis. Characters outside the table count as the widest
/// common glyph for narrow scripts (0.7 em) or a full em for wide ones (CJK and beyond), so text
/// is never measured shorter than it draws.
package enum TextWidth {
  /// The width in pt of `text` set in `fontSize` pt.
  package static func of(_ text: String, fontSize: Double, bold: Bool = false) -> Double {
    var units = 0
    for scalar in text.unicodeScalars { units += advance(scalar, bold: bold) }
    return Double(units) / 2048 * fontSize
  }

  /// `text`, or its longest prefix followed by "…" that fits in `width` pt ("…" alone, or
  /// nothing, when even that is too wide).
  package static func fitting(_ text: String, width: Double, fontSize: Double, bold: Bool = false) -> String {
    if of(text, fontSize: fontSize, bold: bold) <= width { return text }
    let ellipsis = of("…", fontSize: fontSize, bold: bold)
    if ellipsis > width { return "" }
    var kept = String.UnicodeScalarView()
    var used = ellipsis
    for scalar in text.unicodeScalars {
      let next = Double(advance(scalar, bold: bold)) / 2048 * fontSize
      if used + next > width { break }
      kept.append(scalar)
      used += next
    }
    return String(kept) + "…"
  }

  private static func advance(_ scalar: Unicode.Scalar, bold: Bool) -> Int {
    let table = bold ? FontMetrics.bold : FontMetrics.regular
    let value = scalar.value
    if (32...126).contains(value) { return Int(table[Int(value - 32)]) }
    if let index = FontMetrics.extraScalars.firstIndex(of: value) { return Int(table[95 + index]) }
    return value >= 0x1100 ? 2048 : 1434
  }
}
