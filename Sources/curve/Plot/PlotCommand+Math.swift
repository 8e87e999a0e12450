import CurveExpression
import CurvePlot
import _CurveText

extension PlotCommand {
  /// A math plot of `expressions`, as SVG, and the status to exit with: 1 when every expression
  /// is undefined on the whole domain (the plot is written either way, and says so, as does a
  /// note for each); or, for an expression that does not compile, the status after saying why.
  func math(_ expressions: [String], raster: inout RasterBudget?) -> Result<(String, ExitCode), ExitCode> {
    let drawing: MathPlot.Drawing
    do throws(MathPlot.Failure) {
      drawing = try MathPlot.draw(
        expressions: expressions, parameters: parameters, domain: domain, yDomain: yDomain, size: canvas, interpolation: interpolation,
        labels: labels, theme: theme, annotations: annotations, tDomain: tDomain, aspect: aspect, raster: raster)
      raster = drawing.raster
    } catch {
      switch error {
      case .expression(let index, let error):
        Console.error("expression \(index + 1): " + TerminalText.safeLines(error.rendered(in: expressions[index])) + "\n")
        return .failure(.invalidInput)
      case .relation(let index, let error):
        Console.error("expression \(index + 1): " + TerminalText.safeLines(error.rendered(in: expressions[index])) + "\n")
        return .failure(.invalidInput)
      case .curve(let index, let error):
        Console.error("expression \(index + 1): " + TerminalText.safeLines(error.rendered(in: expressions[index])) + "\n")
        return .failure(.invalidInput)
      case .tooManyExpressions(let count):
        // parse() refuses these as a usage error; kept for completeness.
        Console.error("error: \(count) expressions; a plot draws at most \(MathPlot.maximumExpressions)\n")
        return .failure(.usage)
      case .invalidSize:
        Console.error("error: --size must be 1–\(Int(MathPlot.maximumSide)) pt on each side\n")
        return .failure(.usage)
      }
    }
    for index in drawing.undefined {
      Console.error(
        "note: expression \(index + 1) (\(TerminalText.safe(expressions[index]))) is undefined on the whole domain [\(DecimalText.json(domain.start)), \(DecimalText.json(domain.end))]; nothing is drawn for it\n")
    }
    return .success((drawing.svg, drawing.undefined.count == expressions.count ? .invalidInput : .success))
  }
}

