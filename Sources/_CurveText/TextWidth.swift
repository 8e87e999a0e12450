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

  /// The part of `text` (set in `fontSize` pt from `start` on its line) that can show between
  /// `visible.lowerBound` and `visible.upperBound`: whole characters, from the first that
  /// reaches into the range to the last that starts in it, and where that part starts. Widths
  /// are never measured short, so nothing that could show is cut.
  package static func visiblePart(of text: String, from start: Double, fontSize: Double, within visible: ClosedRange<Double>) -> (text: String, start: Double) {
    var kept = String.UnicodeScalarView()
    var position = start
    var keptStart: Double?
    for scalar in text.unicodeScalars {
      guard position <= visible.upperBound else { break }
      let next = position + Double(advance(scalar, bold: false)) / 2048 * fontSize
      if next >= visible.lowerBound {
        if keptStart == nil { keptStart = position }
        kept.append(scalar)
      }
      position = next
    }
    return (String(kept), keptStart ?? start)
  }

  /// Whether the font's table has `scalar` (else it is measured as a stand-in width).
  package static func hasAdvance(_ scalar: Unicode.Scalar) -> Bool {
    (32...126).contains(scalar.value) || FontMetrics.extraScalars.contains(scalar.value)
  }

  private static func advance(_ scalar: Unicode.Scalar, bold: Bool) -> Int {
    let table = bold ? FontMetrics.bold : FontMetrics.regular
    let value = scalar.value
    if (32...126).contains(value) { return Int(table[Int(value - 32)]) }
    if let index = FontMetrics.extraScalars.firstIndex(of: value) { return Int(table[95 + index]) }
    return value >= 0x1100 ? 2048 : 1434
  }
}
