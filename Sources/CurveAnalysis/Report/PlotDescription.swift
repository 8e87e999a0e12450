import CurveSampling
import _CurveText

/// A plot's facts in plain, deterministic English, for a screen reader (an SVG's `<desc>`, the
/// playground's live region): for each curve its domain, breaks, points of interest and slope,
/// then where curves meet. Numbers are rounded to 4 significant digits (`≈`), lists to 6 items.
public enum PlotDescription {
  /// The most items of one kind a sentence lists before "and N more".
  public static let listed = 6

  /// The description of every curve of `report`, then where they meet.
  public static func text(for report: AnalysisReport) -> String {
    var sentences = report.curves.map { curve in sentence(for: curve, domain: report.domain) }
    var pairs: [(Int, Int)] = []
    for i in report.intersections where !pairs.contains(where: { $0 == i.curves }) { pairs.append(i.curves) }
    for (a, b) in pairs {
      let places = report.intersections.filter { $0.curves == (a, b) }
      var sentence = "y = \(report.curves[a].expression) and y = \(report.curves[b].expression) meet at x ≈ "
      sentence += list(places.map { number($0.x) }) + "."
      let uncertified = places.filter { !$0.certified }.count
      if uncertified > 0 { sentence += " \(uncertified) of these \(uncertified == 1 ? "is" : "are") not certified." }
      sentences.append(sentence)
    }
    return sentences.joined(separator: " ")
  }

  static func sentence(for curve: CurveAnalysis, domain: Interval) -> String {
    var clauses: [String] = []
    for kind in [CurveBreak.Kind.pole, .jump, .undefined, .unresolved] {
      let found = curve.breaks.filter { $0.kind == kind }
      guard !found.isEmpty else { continue }
      let name: String
      switch kind {
      case .pole: name = "poles"
      case .jump: name = "jumps"
      case .undefined: name = "undefined edges"
      case .unresolved: name = "unresolved breaks"
      }
      clauses.append("\(found.count == 1 ? String(name.dropLast()) : name) at x ≈ " + list(found.map { number(Interval($0.left, $0.right)) }))
    }
    let kinds: [(PointOfInterest.Kind, String, String)] = [
      (.zero, "a zero", "zeros"), (.minimum, "a minimum", "minima"), (.maximum, "a maximum", "maxima"),
      (.inflection, "an inflection", "inflections"),
    ]
    for (kind, one, many) in kinds {
      let found = curve.points.filter { $0.kind == kind }
      guard !found.isEmpty else { continue }
      let items = found.map { point in
        let x = number(point.x)
        return kind == .zero ? x : "\(x) (y ≈ \(number(point.y)))"
      }
      clauses.append("\(found.count == 1 ? one : many) at x ≈ " + list(items))
    }
    if let slope = commonSlope(curve.pieces) { clauses.append(slope) }
    let uncertified = curve.points.filter { !$0.certified }.count
    var text = "y = \(curve.expression) for x from \(number(domain.lower)) to \(number(domain.upper))"
    text += clauses.isEmpty ? "" : ": " + clauses.joined(separator: "; ")
    text += "."
    if uncertified > 0 { text += " \(uncertified) of the points \(uncertified == 1 ? "is" : "are") not certified." }
    if !curve.undecided.isEmpty { text += " Some stretches are undecided." }
    return text
  }

  /// "increasing on each piece" when every piece's slope is proven and the same.
  private static func commonSlope(_ pieces: [CurvePiece]) -> String? {
    guard let first = pieces.first?.slope, pieces.allSatisfy({ $0.slope == first }) else { return nil }
    let each = pieces.count > 1 ? "on each piece" : "throughout"
    return "\(first.rawValue) \(each)"
  }

  private static func at(_ x: Interval) -> String {
    "x ≈ " + number(x)
  }

  /// A value known to lie in `interval`, as a person reads it: 0 when the interval holds 0,
  /// else its middle rounded.
  public static func number(_ interval: Interval) -> String {
    interval.lower <= 0 && 0 <= interval.upper ? "0" : number(middle(interval.lower, interval.upper))
  }

  /// The middle of `lower`…`upper`, without overflow, and exact for a point (halving each end
  /// first would round a subnormal's odd last bit away: 2.47e-323 became 1.976e-323).
  package static func middle(_ lower: Double, _ upper: Double) -> Double {
    guard lower != upper else { return lower }
    return (lower < 0) == (upper < 0) ? lower + (upper - lower) / 2 : (lower + upper) / 2
  }

  /// A number as a person reads it, with a true minus sign.
  public static func number(_ value: Double) -> String {
    let text = DecimalText.approximate(value)
    return text.hasPrefix("-") ? "−" + text.dropFirst() : text
  }

  private static func list(_ items: [String]) -> String {
    var shown = Array(items.prefix(listed))
    if items.count > listed { shown.append("and \(items.count - listed) more") }
    switch shown.count {
    case 0: return ""
    case 1: return shown[0]
    default: return shown.dropLast().joined(separator: ", ") + (items.count > listed ? ", " : " and ") + (shown.last ?? "")
    }
  }
}
