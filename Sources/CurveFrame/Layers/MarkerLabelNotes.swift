internal import _CurveMath
import CurveAnalysis
import CurveSampling
import _CurveText

/// Notes on what a drawn marker's label says and how it reads: a label naming an extremum far
/// from every place the curve can have one of that kind, and a label colour too faint on the
/// card in either appearance.
enum MarkerLabelNotes {
  /// How far, in pt, a label naming an extremum may sit from one.
  static let extremumDistance = 1.0
  /// WCAG 2's least contrast for normal text.
  static let minimumContrast = 4.5
  /// The most function-mode layers one frame analyzes for these notes (each within
  /// `AnalysisBudget`); samples cost no analysis.
  static let maximumAnalyzedLayers = 4

  static let maximumWords: Set<String> = ["peak", "peaks", "max", "maximum", "high", "highest", "top"]
  static let minimumWords: Set<String> = ["min", "minimum", "low", "lowest", "bottom", "trough"]

  /// The notes for `geometry`'s drawn markers, their paths relative to the layer object.
  /// `analyzed` counts the frame's function analyses so far.
  static func notes(spec: CurveLayerSpec, geometry: CurveGeometry, analyzed: inout Int) -> [Problem] {
    var notes: [Problem] = []
    var analysis: CurveAnalysis??
    for marker in geometry.markers {
      guard let label = marker.label else { continue }
      notes += contrast(marker)
      let words = Set(label.lowercased().split { !$0.isLetter }.map(String.init))
      let kind: PointOfInterest.Kind? = !words.isDisjoint(with: maximumWords) ? .maximum : !words.isDisjoint(with: minimumWords) ? .minimum : nil
      guard let kind else { continue }
      if analysis == nil {
        if geometry.mode == .function {
          guard analyzed < maximumAnalyzedLayers else { analysis = .some(nil); continue }
          analyzed += 1
        }
        analysis = .some(CurveAnalyzer.analyze(layer: spec, geometry: geometry))
      }
      guard let curve = analysis ?? nil else { continue }
      let distance = nearest(kind, in: curve, to: marker.center, geometry: geometry)
      guard distance > extremumDistance else { continue }
      let name = kind == .maximum ? "maximum" : "minimum"
      let message = distance.isFinite
        ? "the label \(ShortText.quoted(label)) names a \(name), but the marker is \(DecimalText.message(rounded(distance))) pt from the nearest place the curve has one"
        : "the label \(ShortText.quoted(label)) names a \(name), but the curve has none on the plot"
      notes.append(Problem(.labelNotAtExtremum, .note, "content.markers[\(marker.index)].label", message))
    }
    return notes
  }

  /// The least distance in pt from `center` to a place where the curve may have an extremum of
  /// `kind`: a point of that kind, the global one's places, and every break or undecided
  /// stretch (whose values are unknown, so only their x counts).
  private static func nearest(_ kind: PointOfInterest.Kind, in curve: CurveAnalysis, to center: Point, geometry: CurveGeometry) -> Double {
    var boxes: [(x: Interval, y: Interval)] = curve.points.filter { $0.kind == kind }.map { ($0.x, $0.y) }
    if let global = kind == .maximum ? curve.range.maximum : curve.range.minimum {
      boxes += global.x.map { ($0, global.y) }
    }
    let anywhere = Interval(-.infinity, .infinity)
    boxes += curve.breaks.map { (Interval($0.left, $0.right), anywhere) } + curve.undecided.map { ($0, anywhere) }
    var best = Double.infinity
    let axes = geometry.axes
    for box in boxes {
      let xs = [box.x.lower, box.x.upper].map { axes.x.map($0) }
      let ys = [box.y.lower, box.y.upper].map { v in
        v.isInfinite ? (v > 0) == (geometry.yDomain.end > geometry.yDomain.start) ? -Double.infinity : .infinity : axes.y.map(v)
      }
      let dx = Swift.max(0, (xs.min() ?? 0) - center.x, center.x - (xs.max() ?? 0))
      let dy = Swift.max(0, (ys.min() ?? 0) - center.y, center.y - (ys.max() ?? 0))
      let d = (dx * dx + dy * dy).squareRoot()
      if !d.isNaN { best = Swift.min(best, d) }
    }
    return best
  }

  /// A note for each card on which the label's colour (over the card, by its alpha) has a
  /// contrast under ``minimumContrast``.
  private static func contrast(_ marker: MarkerGeometry) -> [Problem] {
    let color = marker.labelColor
    var weak: [String] = []
    for (name, card) in [("dark", CardColors.dark), ("light", CardColors.light)] {
      let ratio = contrastRatio(color, on: card)
      if ratio < minimumContrast { weak.append("\(DecimalText.message(rounded(ratio, places: 2))):1 on the \(name) card") }
    }
    guard !weak.isEmpty else { return [] }
    return [
      Problem(
        .labelContrast, .note, "content.markers[\(marker.index)].labelStyle.color",
        "the label colour \(color.description) has a contrast of \(weak.joined(separator: " and ")); WCAG asks at least 4.5:1")
    ]
  }

  /// WCAG 2's contrast ratio of `color` drawn over `card`.
  static func contrastRatio(_ color: ProtocolColor, on card: ProtocolColor) -> Double {
    let a = color.alpha
    func channel(_ c: UInt8, _ b: UInt8) -> Double { a * Double(c) + (1 - a) * Double(b) }
    let front = luminance(channel(color.red, card.red), channel(color.green, card.green), channel(color.blue, card.blue))
    let back = luminance(Double(card.red), Double(card.green), Double(card.blue))
    return (Swift.max(front, back) + 0.05) / (Swift.min(front, back) + 0.05)
  }

  /// WCAG 2's relative luminance of an sRGB colour with channels 0…255.
  private static func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
    func linear(_ v: Double) -> Double {
      let s = v / 255
      return s <= 0.04045 ? s / 12.92 : curve_pow((s + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }

  private static func rounded(_ v: Double, places: Int = 1) -> Double {
    let scale = places == 2 ? 100.0 : 10.0
    return (v * scale).rounded() / scale
  }
}
