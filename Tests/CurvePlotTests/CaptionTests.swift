import CurveFrame
import CurveSampling
import Testing
import _CurveText
@testable import CurvePlot

/// Notes (what could not be drawn or decided) are said in a caption strip under the plot, never
/// across the data, and in the `<desc>`; the plot shrinks for them, and the picture keeps its size.
@Suite("Notes in a caption under the plot")
struct CaptionTests {
  /// Each `<text>` whose content starts with `prefix` (in `fill`, when given): its box in pt (from the baseline, a font
  /// size above it and a quarter below) and its text.
  static func texts(_ svg: String, startingWith prefix: String, fill: String? = nil) -> [(box: Rect, text: String)] {
    svg.split(separator: "\n").filter { $0.hasPrefix("<text ") && $0.contains(">" + prefix) }.compactMap { line in
      guard let attributes = elements(String(line), "text").first, fill == nil || attributes["fill"] == fill, let x = attributes["x"].flatMap(Double.init),
        let y = attributes["y"].flatMap(Double.init), let size = attributes["font-size"].flatMap(Double.init),
        let open = line.firstIndex(of: ">"), let close = line.range(of: "</text>")
      else { return nil }
      let text = String(line[line.index(after: open)..<close.lowerBound])
      let width = TextWidth.of(text, fontSize: size)
      let left = attributes["text-anchor"] == "middle" ? x - width / 2 : x
      return (Rect(x: left, y: y - size, width: width, height: size * 1.25), text)
    }
  }

  @Test(
    "a relation's undecided pixels: the note sits under the plot, inside the picture, and in the <desc>",
    arguments: [(MathPlot.LegendPlacement.top, nil), (.bottom, "x"), (.none, nil)] as [(MathPlot.LegendPlacement, String?)])
  func undecided(_ legend: MathPlot.LegendPlacement, _ xName: String?) throws {
    let size = CanvasSize(width: 400, height: 300)
    // The double root has no sign change anywhere: every pixel on its circle stays undecided.
    let drawing = try MathPlot.draw(["y < sin(x)", "(x^2 + y^2 - 1)^2 = 0"], MathPlot.Options {
      $0.domain = Interval(-4, 4); $0.yDomain = Interval(-2, 2); $0.size = size; $0.legend = legend; $0.labels = MathPlot.Labels(x: xName)
    })
    let notes = Self.texts(drawing.svg, startingWith: "pixels left undecided (tinted): ")
    let note = try #require(notes.first)
    #expect(notes.count == 1)
    #expect(!note.box.intersects(drawing.plot), "the note \(note.box) crosses the plot \(drawing.plot)")
    #expect(note.box.y >= drawing.plot.maxY + MathPlot.Layout.xTicksHeight)
    #expect(note.box.x >= 0 && note.box.maxX <= size.width && note.box.maxY <= size.height)
    // Clear of the x axis's name and of a legend below.
    for other in Self.texts(drawing.svg, startingWith: "") where other.text != note.text {
      #expect(!other.box.intersects(note.box), "the note crosses \(other.text)")
    }
    #expect(drawing.svg.contains("width=\"400\" height=\"300\" viewBox=\"0 0 400 300\""))
    let description = try #require(drawing.svg.split(separator: "\n").first { $0.hasPrefix("<desc>") })
    #expect(description.contains("Note: pixels left undecided (tinted): ") && description.contains(" in expression 2."))
  }

  @Test("notes are in the <desc> without the analysis too; a plot without notes keeps all its height")
  func description() throws {
    let options = MathPlot.Options { $0.domain = Interval(-1, 1); $0.annotations = MathPlot.Annotations(description: false) }
    let drawing = try MathPlot.draw(["x", "sqrt(-1 - x^2)"], options)
    #expect(drawing.svg.contains("<desc>Note: sqrt(-1 - x^2) is undefined on the whole domain [\u{2212}1, 1].</desc>"))
    let plain = try MathPlot.draw(["x"], options)
    #expect(plain.svg.contains("<desc></desc>"))
    #expect(plain.plot.height - drawing.plot.height == MathPlot.Caption.height(lines: 1))
  }

  @Test("a relation that leaves no pixel undecided has no caption: the plot keeps its height")
  func relationWithoutNotes() throws {
    let region = try MathPlot.draw(["y < x"], MathPlot.Options())
    #expect(!region.svg.contains("pixels left undecided"))
    #expect(region.plot.height == (try MathPlot.draw(["x"], MathPlot.Options())).plot.height)
  }

  @Test("more notes than a quarter of the picture holds share the caption's last line")
  func many() throws {
    let items = (1...8).map { "sqrt(-\($0) - x^2)" }
    let drawing = try MathPlot.draw(items, MathPlot.Options { $0.domain = Interval(-1, 1); $0.size = CanvasSize(width: 400, height: 120) })
    // The notes, in the notes' colour (the legend's entries start alike).
    let lines = Self.texts(drawing.svg, startingWith: "sqrt(-", fill: MathPlot.Colors(.light).note)
    #expect(lines.count == MathPlot.Caption.lines(for: 8, height: 120) && lines.count < 8)
    #expect(lines.allSatisfy { !$0.box.intersects(drawing.plot) && $0.box.maxY <= 120 })
    for item in items { #expect(drawing.svg.contains("Note: \(item) is undefined on the whole domain ")) }
  }
}
