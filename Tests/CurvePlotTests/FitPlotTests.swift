import CurveAnalysis
import CurveExpression
import CurveFrame
import CurvePlot
import CurveSampling
import Foundation
import Testing

/// A fit item, `@NAME ~ MODEL`: read by its form, fitted to its data series from the plot's
/// parameters, drawn with the values found, which the legend gives and the `<desc>` states.
@Suite("Math plots: fits to data series")
struct FitPlotTests {
  @Test(
    "the form: the name up to the last ~ after a blank, the model after it; no name or no model, no fit",
    arguments: [
      ("@decay.csv ~ a*exp(-k*x)", PlotItem.fit(data: "decay.csv", model: "a*exp(-k*x)")),
      ("  @d ~b*x  ", .fit(data: "d", model: "b*x")),
      ("@a~b.csv ~ c", .fit(data: "a~b.csv", model: "c")),
      ("@a~b.csv", .data("a~b.csv")),
      ("@data.csv~", .data("data.csv~")),
      ("@data.csv ~ ", .data("data.csv ~")),
      ("@~/readings.csv", .data("~/readings.csv")),
      ("@decay.csv", .data("decay.csv")),
    ])
  func form(_ text: String, _ item: PlotItem) {
    #expect(PlotItem(text) == item)
    #expect(PlotItem(text).dataName == item.dataName)
  }

  let data = ["line.csv": try! DataSeries(csv: Array("x,y\n0,1\n1,3\n,\n2,5.2\n3,6.8\n".utf8))]

  func options(_ parameters: [(String, Double)]) -> MathPlot.Options {
    MathPlot.Options {
      $0.domain = Interval(0, 3)
      $0.parameters = parameters
      $0.data = data
    }
  }

  @Test("drawn with the values found; the legend gives them, the desc the fit and its residuals")
  func drawn() throws {
    // y = a + b·x through (0, 1), (1, 3), (2, 5.2), (3, 6.8): b = 1.96, a = 1.06; residuals
    // −0.06, −0.02, 0.22, −0.14, so RSS 0.072.
    let drawing = try MathPlot.draw(["@line.csv ~ a + b*x"], options([("a", 0), ("b", 0), ("c", 7)]))
    #expect(drawing.svg.contains("a + b*x ~ @line.csv: a = 1.06, b = 1.96</text>"))
    let description = try #require(drawing.svg.range(of: "<desc>").map { String(drawing.svg[$0.upperBound...]) })
    #expect(description.contains("y = a + b*x fitted to @line.csv by least squares (4 rows): a = 1.06"))
    #expect(description.contains("residual sum of squares 0.072"))
    #expect(description.contains("; converged: "))
    // The line is drawn: one stroke in the item's colour, from (0, 1.06) to (3, 6.94).
    #expect(elements(drawing.svg, "path").contains { $0["stroke"] == MathPlot.palette[0] })
  }

  @Test("the model's errors are placed in the item; a parameter with no start is an unknown name there; data must be given")
  func errors() {
    #expect(throws: MathPlot.Failure.item(0, .expression(ExpressionError(.unknownName("k", suggestion: nil, language: .mathPlot), at: 16..<17)))) {
      try MathPlot.draw(["@line.csv ~ a*x+k"], options([("a", 1)]))
    }
    do {
      _ = try MathPlot.draw(["@line.csv ~ a*erf(x)"], options([("a", 1)]))
      Issue.record("erf was drawn")
    } catch {
      guard case .item(0, let itemError) = error else { Issue.record("\(error)"); return }
      #expect(itemError.range?.lowerBound == 14)
    }
    #expect(throws: MathPlot.Failure.missingData(0, "other.csv")) { try MathPlot.draw(["@other.csv ~ a*x"], options([("a", 1)])) }
  }

  @Test("a series with no rows to fit is noted, not drawn")
  func nothingToFit() throws {
    var o = options([("a", 1)])
    o.data = ["gaps.csv": try DataSeries(csv: Array("x,y\n0,\n,1\n".utf8))]
    let drawing = try MathPlot.draw(["@gaps.csv ~ a*x"], o)
    #expect(drawing.svg.contains("@gaps.csv ~ a*x is not drawn: no row has a number in both columns"))
  }
}
