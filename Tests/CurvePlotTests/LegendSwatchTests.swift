import CurveFrame
import CurveSampling
import Testing
@testable import CurvePlot

/// A legend's swatch shows what its entry draws: a region's is a filled square in its tint, a
/// data series' a dot or a line as the series is drawn, a derivative's a line dashed as it is.
@Suite("Legend swatches")
struct LegendSwatchTests {
  /// The element drawn just before the legend's text `entry`: its swatch (tag and attributes).
  static func swatch(_ svg: String, _ entry: String) throws -> (tag: String, attributes: [String: String]) {
    let lines = svg.split(separator: "\n").map(String.init)
    let at = try #require(lines.firstIndex { $0.hasPrefix("<text ") && $0.hasSuffix(">" + entry + "</text>") }, "no legend entry \(entry)")
    let line = lines[at - 1]
    let tag = String(line.dropFirst().prefix { $0 != " " })
    return (tag, try #require(elements(line, tag).first))
  }

  @Test("a region's swatch is a square in its tint; an equation's and a function's are solid lines; a derivative's is dashed as drawn")
  func regionsAndDerivatives() throws {
    let palette = MathPlot.palette
    let svg = try MathPlot.draw(["y < sin(x)", "x^2 + y^2 = 1", "x^3/4"], MathPlot.Options {
      $0.domain = Interval(-3, 3); $0.yDomain = Interval(-2, 2); $0.annotations = MathPlot.Annotations(derivatives: true)
    }).svg
    let region = try Self.swatch(svg, "y &lt; sin(x)")
    #expect(region.tag == "rect" && region.attributes["fill"] == palette[0])
    #expect(region.attributes["width"] == region.attributes["height"])
    // The tint of the region's proven pixels (its undecided pixels' lighter tint is drawn crisp).
    let tint = try #require(elements(svg, "path").first { $0["fill"] == palette[0] && $0["shape-rendering"] == nil })
    #expect(region.attributes["fill-opacity"] == tint["fill-opacity"])
    for (entry, color) in [("x^2 + y^2 = 1", palette[1]), ("x^3/4", palette[2])] {
      let line = try Self.swatch(svg, entry)
      #expect(line.tag == "line" && line.attributes["stroke"] == color && line.attributes["stroke-dasharray"] == nil)
    }
    let derivative = try Self.swatch(svg, "d/dx x^3/4")
    let drawn = try #require(elements(svg, "path").first { $0["stroke"] == palette[2] && $0["stroke-dasharray"] != nil })
    #expect(derivative.tag == "line" && derivative.attributes["stroke"] == palette[2])
    #expect(derivative.attributes["stroke-dasharray"] == drawn["stroke-dasharray"])
  }

  @Test("a data series' swatch is a dot when drawn as dots, a line when joined", arguments: [MathPlot.Marks.points, .lines])
  func data(_ marks: MathPlot.Marks) throws {
    let series = try DataSeries(csv: Array("0,1\n1,3\n2,2\n3,4\n".utf8))
    let svg = try MathPlot.draw(["@data.csv", "x"], MathPlot.Options {
      $0.domain = Interval(0, 3); $0.data = ["data.csv": series]; $0.marks = marks
    }).svg
    let swatch = try Self.swatch(svg, "@data.csv")
    switch marks {
    case .points:
      #expect(swatch.tag == "circle" && swatch.attributes["fill"] == MathPlot.palette[0])
      #expect(elements(svg, "circle").filter { $0["fill"] == MathPlot.palette[0] }.count == 4 + 1)
    case .lines:
      #expect(swatch.tag == "line" && swatch.attributes["stroke"] == MathPlot.palette[0])
      #expect(elements(svg, "circle").isEmpty)
    }
    // The function beside it keeps its line.
    #expect(try Self.swatch(svg, "x").tag == "line")
  }
}
