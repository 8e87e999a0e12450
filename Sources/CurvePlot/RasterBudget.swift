import CurveFrame
import CurveSampling
import _CurveText

/// The work of drawing a picture with librsvg and cairo, into pixels or a PDF, estimated from
/// what its SVG draws, and what is simplified to keep that work bounded.
///
/// librsvg and cairo draw whatever an SVG holds, and their time grows with what is stroked: the
/// length of each path (every copy drawn through `<use>` again), its width, and above all its
/// dashes, each of which cairo strokes as a shape of its own. A one-layer frame dashed 0.5 on
/// 0.5 off at width 12 took a minute and 375 MB. So a picture made for pixels is written with
/// this budget beside it, in order:
/// 1. A dash pattern that cannot be seen is drawn solid: a gap the round or square caps close (a
///    gap no wider than the stroke), no gap, or in a PNG a period of a pixel or less. (librsvg
///    measures a dashed stroke's extent by stroking it, so dashes cost a PDF time and memory
///    too.)
/// 2. Dashes that would take the picture over ``limit`` are drawn solid.
/// 3. A copy of a drawing (a layer that shares its object with an earlier one) that would take
///    it over the limit is not drawn, nor is text (a label, an outline's name) that would.
/// 4. A math plot's relation whose stroke would take it over the limit is drawn as rectangles of
///    pixels instead.
///
/// Each simplification is said in ``notes``. What is still over the limit after that (curves
/// that are each distinct and long) is refused: ``isExceeded``.
///
/// The unit is about 0.45 µs of cairo's time at one pixel a pt at worst (measured on the hostile
/// suite; `Benchmarks/RESULTS.md`). A path costs 40 units a segment (cairo flattens each Bézier
/// into lines and joins them) and half a unit a pt of length, that by `1 + width / 24`; a dash
/// costs `10 × (1 + width / 12)` (each is a shape of its own, with two caps). A character of text
/// costs 100 units, or 400 outside DejaVu Sans's table (pango looks for a font that has it; 1,600
/// in a PDF, which embeds that font). A
/// PNG at `s` pixels a pt costs `0.4 + 0.6 s` times as much.
public struct RasterBudget: Sendable {
  /// The most work one picture may take: about 1.4 s at worst.
  public static let limit = 3_000_000.0

  /// What the picture is drawn into.
  public enum Output: Sendable, Equatable {
    /// A PNG of so many pixels a pt.
    case png(pixelsPerPoint: Double)
    /// A PDF (drawn in pt, and zoomed by whoever reads it).
    case pdf
  }

  /// What the picture is drawn into.
  public let output: Output
  /// Pixels per pt (1 for a PDF).
  var pixelsPerPoint: Double {
    if case .png(let scale) = output { return scale }
    return 1
  }
  /// The work estimated so far, in units.
  public private(set) var cost = 0.0
  /// What was simplified, by kind, in the order first met: whose it was first, and how often.
  private var simplified: [(kind: Simplification, first: String, count: Int)] = []

  /// What was simplified, one line a kind (`layer remote:a and 3 more: …`).
  public var notes: [String] {
    simplified.map { entry in
      (entry.count == 1 ? entry.first : "\(entry.first) and \(entry.count - 1) more") + ": " + entry.kind.rawValue
    }
  }

  /// Whether the picture is over ``limit`` after every simplification: too much to draw.
  public var isExceeded: Bool { cost > Self.limit }

  /// A budget for a picture drawn into `output`.
  public init(_ output: Output) {
    self.output = output
  }

  /// A kind of simplification, as a note says it.
  private enum Simplification: String {
    case dashesClosed = "dashes closed by their caps (a gap no wider than the stroke); drawn solid"
    case dashesWithinPixel = "dashes that repeat within a pixel; drawn solid"
    case dashesOverBudget = "dashes over the raster budget; drawn solid"
    case copyOverBudget = "a copy of an earlier layer's drawing, over the raster budget; not drawn"
    case textOverBudget = "text over the raster budget; not drawn"
    case outlineOverBudget = "outline over the raster budget; not drawn"
    case relationStrokeOverBudget = "a relation's stroke over the raster budget; drawn in pixels"
  }

  private mutating func note(_ kind: Simplification, _ name: String) {
    if let index = simplified.firstIndex(where: { $0.kind == kind }) {
      simplified[index].count += 1
    } else {
      simplified.append((kind, name, 1))
    }
  }

  /// What stroking `length` pt in `segments` path commands at `width` pt costs, with `dash` or
  /// solid.
  private func units(length: Double, segments: Int, width: Double, dash: CurveStyle.Dash?) -> Double {
    var units = 40 * Double(segments) + 0.5 * length * (1 + width / 24)
    if let dash { units += 10 * (1 + width / 12) * length / (dash.length + dash.gap) }
    return units * (0.4 + 0.6 * pixelsPerPoint)
  }

  /// The dashes to draw `paths` with: `dash`, or nil (solid) when it cannot be seen or would
  /// take the picture over the limit. Spends what the stroke costs either way; `name` says
  /// whose stroke it is in a note (`layer remote:a`).
  package mutating func stroke(_ paths: [CurvePath], width: Double, dash: CurveStyle.Dash?, roundOrSquareCaps: Bool, name: String) -> CurveStyle.Dash? {
    let (length, segments) = Self.measure(paths)
    var drawn = dash
    if let dash {
      if dash.gap == 0 {
        drawn = nil  // dashes that touch are a solid line already
      } else if roundOrSquareCaps && dash.gap <= width {
        note(.dashesClosed, name)
        drawn = nil
      } else if output != .pdf, (dash.length + dash.gap) * pixelsPerPoint <= 1 {
        note(.dashesWithinPixel, name)
        drawn = nil
      } else if cost + units(length: length, segments: segments, width: width, dash: dash) > Self.limit {
        note(.dashesOverBudget, name)
        drawn = nil
      }
    }
    cost += units(length: length, segments: segments, width: width, dash: drawn)
    return drawn
  }

  /// Whether a relation's stroke of `length` pt in `segments` commands fits; spends what it
  /// costs when it does (else the relation is drawn in pixels, which the plot notes).
  package mutating func admitRelationStroke(length: Double, segments: Int, width: Double, dash: CurveStyle.Dash?, name: String) -> Bool {
    admit(units(length: length, segments: segments, width: width, dash: dash), else: .relationStrokeOverBudget, name)
  }

  /// Whether a layer's outline (a dashed rectangle of `perimeter` pt, and its name) fits; spends
  /// what it costs when it does.
  package mutating func admitOutline(perimeter: Double, dash: CurveStyle.Dash, name: String) -> Bool {
    admit(units(length: perimeter, segments: 5, width: 1, dash: dash), else: .outlineOverBudget, name)
  }

  /// Whether a copy of a drawing that cost `units` fits; spends them when it does. `name` says
  /// whose copy is left out in the note.
  package mutating func admitCopy(costing units: Double, name: String) -> Bool {
    admit(units, else: .copyOverBudget, name)
  }

  /// Whether `text` fits; spends what it costs when it does. `name` says whose text is left out.
  package mutating func admitText(_ text: String, name: String) -> Bool {
    var units = 0.0
    // A PDF embeds the glyphs of each font it falls back to: four times the work.
    let fallback = output == .pdf ? 1_600.0 : 400
    for scalar in text.unicodeScalars { units += TextWidth.hasAdvance(scalar) ? 100 : fallback }
    return admit(units * (0.4 + 0.6 * pixelsPerPoint), else: .textOverBudget, name)
  }

  /// Spends `units` when they fit; else notes `kind` for `name`. Whether they fit.
  private mutating func admit(_ units: Double, else kind: Simplification, _ name: String) -> Bool {
    guard cost + units <= Self.limit else {
      note(kind, name)
      return false
    }
    cost += units
    return true
  }

  /// Spends what filling `paths` costs (as much as stroking their outline thinly).
  package mutating func fill(_ paths: [CurvePath]) {
    let (length, segments) = Self.measure(paths)
    cost += units(length: length, segments: segments, width: 0, dash: nil)
  }

  /// The length in pt and the command count of `paths`.
  private static func measure(_ paths: [CurvePath]) -> (length: Double, segments: Int) {
    (paths.reduce(0) { $0 + length(of: $1) }, paths.reduce(0) { $0 + $1.count })
  }

  /// The length of `path` in pt: its lines, and each Bézier's control polygon (which is at least
  /// as long as the curve: the estimate never falls short).
  static func length(of path: CurvePath) -> Double {
    var total = 0.0
    var current = Point(0, 0)
    func distance(_ a: Point, _ b: Point) -> Double {
      let dx = b.x - a.x, dy = b.y - a.y
      return (dx * dx + dy * dy).squareRoot()
    }
    for command in path {
      switch command {
      case .move(let p):
        current = p
      case .line(let p):
        total += distance(current, p)
        current = p
      case .curve(let a, let b, let p):
        total += distance(current, a) + distance(a, b) + distance(b, p)
        current = p
      case .close:
        break
      }
    }
    return total
  }
}
