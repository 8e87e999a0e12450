import CurveSampling
import _CurveText

extension MathPlot {
  /// What could not be drawn or decided (pixels left undecided, chords not proven, gap rows, an
  /// expression undefined everywhere), said in a strip of its own at the foot of the picture, a
  /// line a note, never across the data; the plot shrinks to make room, so the picture keeps
  /// its size. Every note is also a sentence of the `<desc>`.
  enum Caption {
    static let lineHeight = 14.0

    /// The most lines the notes take on a picture `height` pt tall: what fits in a quarter of
    /// it, at least one; the notes past them share the last line.
    static func lines(for notes: Int, height: Double) -> Int {
      Swift.min(notes, Swift.max(1, Int(((height / 4 - Layout.gap) / lineHeight).rounded(.down))))
    }

    /// The room `lines` lines take below the x axis's ticks, name and a legend placed there.
    static func height(lines: Int) -> Double {
      lines == 0 ? 0 : Layout.gap + Double(lines) * lineHeight
    }

    /// The top of the strip.
    static func top(in chart: Chart, labels: Labels, legend: Legend) -> Double {
      chart.plot.maxY + Layout.xTicksHeight + (labels.x == nil ? 0 : Layout.axisNameHeight) + legend.below + Layout.gap
    }

    /// The `<desc>` sentences of `notes`.
    static func sentences(_ notes: [String]) -> String {
      notes.map { "Note: " + $0 + "." }.joined(separator: " ")
    }
  }

  /// `notes` in the caption strip from `top`, in `lines` lines (the notes past them joined on the
  /// last), each shortened with an ellipsis to the picture's width.
  static func drawCaption(_ svg: inout SVGWriter, _ notes: [String], lines: Int, top: Double, width: Double, _ colors: Colors) {
    guard lines > 0, !notes.isEmpty else { return }
    let n = SVGWriter.number
    let shown = notes.count <= lines ? notes : Array(notes.prefix(lines - 1)) + [notes.dropFirst(lines - 1).joined(separator: "; ")]
    for (line, text) in shown.enumerated() {
      svg.element(
        "text",
        [("x", n(Layout.padding)), ("y", n(top + Double(line) * Caption.lineHeight + Layout.fontSize)),
         ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"), ("font-size", n(Layout.fontSize)), ("fill", colors.note)],
        content: TextWidth.fitting(text, width: width - 2 * Layout.padding, fontSize: Layout.fontSize))
    }
  }
}
