import CurveFrame
import CurveAnalysis
import CurveExpression
import CurvePlot
import _CurveText

extension PlotCommand {
  /// A math plot of `expressions`, as SVG, and the status to exit with: 1 when nothing is drawn,
  /// no expression having a value at a point sampled (the plot is written either way, and says
  /// so, as does a note for each, "undefined on the whole domain" where that is proven); or, for an expression that does not compile, the status after saying why.
  func math(_ expressions: [String], raster: inout RasterBudget?) -> Result<(String, ExitCode), ExitCode> {
    guard let data = readData(expressions) else { return .failure(.invalidInput) }
    let drawing: MathPlot.Drawing
    do throws(MathPlot.Failure) {
      var options = self.options
      options.data = data
      options.raster = raster
      drawing = try MathPlot.draw(expressions, options)
      raster = drawing.raster
    } catch {
      switch error {
      case .item(let index, let error):
        Console.error("expression \(index + 1): " + TerminalText.safeLines(error.rendered(in: expressions[index])) + "\n")
        return .failure(.invalidInput)
      case .missingData(let index, let name):
        // readData reads every @NAME item; kept for completeness.
        Console.error("expression \(index + 1): error: no data for @\(TerminalText.safe(name))\n")
        return .failure(.invalidInput)
      case .tooManyExpressions(let count):
        // parse() refuses these as a usage error; kept for completeness.
        Console.error("error: \(count) expressions; a plot draws at most \(MathPlot.maximumExpressions)\n")
        return .failure(.usage)
      case .invalidSize:
        Console.error("error: --size must be 1–\(Int(MathPlot.maximumSide)) pt on each side\n")
        return .failure(.usage)
      case .logarithmicAxis(let reason), .area(let reason):
        Console.error("error: \(TerminalText.safe(reason))\n")
        return .failure(.usage)
      }
    }
    for undrawn in drawing.undrawn {
      let expression = "expression \(undrawn.index + 1) (\(TerminalText.safe(expressions[undrawn.index])))"
      Console.error("note: " + undrawn.sentence(expression, logarithmicY: options.yScale == .log, number: DecimalText.json) + "; nothing is drawn for it\n")
    }
    return .success((drawing.svg, drawing.undrawn.count == expressions.count ? .invalidInput : .success))
  }

  /// The data series the `@FILE` items name (`@-`: standard input), each file read once, bounded
  /// like a frame body, and its --columns read; `nil` after saying why one cannot be read.
  func readData(_ expressions: [String]) -> [String: DataSeries]? {
    var data: [String: DataSeries] = [:]
    for (index, expression) in expressions.enumerated() {
      guard let name = PlotItem(expression).dataName, data[name] == nil else { continue }
      let heading = "expression \(index + 1): error: @\(TerminalText.safe(name)): "
      let bytes: [UInt8]
      do throws(Input.Failure) {
        bytes = try Input.read(name)
      } catch {
        switch error {
        case .unreadable(let reason): Console.error(heading + reason + "\n")
        case .tooLarge: Console.error(heading + "over the \(DataSeries.maximumBytes)-byte limit of a data series\n")
        }
        return nil
      }
      do throws(DataSeriesError) {
        data[name] = try DataSeries(csv: bytes, columns: options.columns)
      } catch {
        Console.error(heading + TerminalText.safe(error.description) + "\n")
        return nil
      }
    }
    return data
  }
}

