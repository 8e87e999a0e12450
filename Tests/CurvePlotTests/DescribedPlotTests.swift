import CurveFrame
import Foundation
import _CurveTestSupport
import CurvePlot
import CurveSampling
import Testing

/// Every SVG CurveKit writes is a described picture: `role="img"`, a `<title>` and a `<desc>`
/// saying the proven facts, first in the document.
@Suite("Described plots")
struct DescribedPlotTests {
  @Test("A math plot: titled by its expressions (or its title), described by the analysis")
  func mathPlot() throws {
    let svg = try MathPlot.draw(["x^2 - 1"], MathPlot.Options { $0.domain = Interval(-2, 2); $0.size = MathPlot.defaultSize }).svg
    let lines = svg.split(separator: "\n")
    #expect(lines[1].hasSuffix(" role=\"img\">"))
    #expect(lines[2] == "<title>Plot of y = x^2 - 1</title>")
    #expect(lines[3] == """
      <desc>y = x^2 - 1 for x from −2 to 2: zeros at x ≈ −1 and 1; a minimum at x ≈ 0 (y ≈ −1).</desc>
      """)
    let titled = try MathPlot.draw(["x"], MathPlot.Options { $0.domain = Interval(0, 1); $0.size = MathPlot.defaultSize; $0.labels = MathPlot.Labels(title: "A <line> & more") }).svg
    #expect(titled.contains("<title>A &lt;line&gt; &amp; more</title>"))
    // Without the description, an empty <desc> and otherwise the same picture.
    let quick = try MathPlot.draw(["x^2 - 1"], MathPlot.Options { $0.domain = Interval(-2, 2); $0.size = MathPlot.defaultSize; $0.annotations = MathPlot.Annotations(description: false) }).svg
    #expect(quick.split(separator: "\n")[3] == "<desc></desc>")
    #expect(quick.split(separator: "\n").enumerated().filter { $0.offset != 3 }.map(\.element) == lines.enumerated().filter { $0.offset != 3 }.map(\.element))
  }

  @Test("A widget preview: its size, its layers, each curve layer's facts; a rejected frame says why")
  func preview() throws {
    let body = try Data(contentsOf: Repository.root.appendingPathComponent("Tests/Gallery/steps.json"))
    let svg = WidgetPreview.svg(FrameValidator.validate(Array(body)))
    #expect(svg.contains("<title>Widget preview, 338 × 158 pt</title>"))
    #expect(svg.contains("<desc>2 layers: 1 curve, 1 text. Curve layer &quot;remote:deploys&quot;: 10 samples, stepAfter, y from 2 to 9.</desc>"))
    let wave = try Data(contentsOf: Repository.root.appendingPathComponent("Tests/Gallery/wave.json"))
    let waveSVG = WidgetPreview.svg(FrameValidator.validate(Array(wave)))
    #expect(waveSVG.contains("Curve layer &quot;remote:wave&quot;: y = a*sin(b*x + c) + d*exp(-x^2/8) for x from −6 to 6: zeros at x ≈ −5.701"))
    let rejected = WidgetPreview.svg(FrameValidator.validate(Array("[1]".utf8)))
    #expect(rejected.contains("<desc>The frame is rejected: "))
  }
}
