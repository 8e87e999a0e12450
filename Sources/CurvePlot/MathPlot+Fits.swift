import CurveAnalysis
import CurveExpression
import CurveFrame
import CurveSampling
import _CurveText

extension MathPlot {
  /// A fit item, `@NAME ~ MODEL`: MODEL compiled with the plot's parameters (its errors placed in
  /// the item), fitted to the data series NAME from those parameters' values as starts (not
  /// clamped), within `budget` (a plot's fits share one fit's), and added as a function drawn with
  /// the values found. Without data (a check), only compiled.
  static func readFit(
    _ index: Int, name: String, model: String, at offset: Int, parameters: [(String, Double)], data: [String: DataSeries]?,
    scales: (x: AxisScale, y: AxisScale), budget: Int, into items: inout Items
  ) throws(Failure) {
    let compiled: CompiledExpression
    do {
      compiled = try CompiledExpression(model, parameters: ParameterSet(parameters), language: .mathPlot)
    } catch {
      throw .item(index, .expression(ExpressionError(error.kind, at: error.range.map { ($0.lowerBound + offset)..<($0.upperBound + offset) })))
    }
    guard let data else { return }
    guard let series = data[name] else { throw .missingData(index, name) }
    // The starts are the plot's values of the parameters the model names (the last of a name).
    let used = Set(compiled.tree.nodes.compactMap { node -> String? in
      if case .parameter(let position) = node { return compiled.tree.parameters.names[position] }
      return nil
    })
    var starts: [(String, Double)] = []
    for (parameter, value) in parameters where used.contains(parameter) {
      starts.removeAll { $0.0 == parameter }
      starts.append((parameter, value))
    }
    let fit: CurveFit
    do throws(CurveFit.Failure) {
      fit = try CurveFit.fit(utf8: Array(model.utf8), to: series.fitData, CurveFit.Options { $0.starts = starts }, budget: budget)
    } catch {
      items.fits.append((index, name, nil, "\(PlotItem.fit(data: name, model: model).text) is not drawn: " + (error.optionMessage(flags: true) ?? "no fit")))
      return
    }
    // The model drawn with the values found, the plot's other parameters as given.
    let found = parameters.map { parameter in (parameter.0, fit.parameters.first { $0.name == parameter.0 }?.value ?? parameter.1) }
    guard let set = try? ParameterSet(found, clamping: false), let tree = compiled.tree.rebinding(set),
      let fitted = try? CompiledExpression(source: model, tree: tree), let drawn = try? fitted.onLogarithmicAxes(x: scales.x == .log, y: scales.y == .log)
    else {
      items.fits.append((index, name, fit, "\(PlotItem.fit(data: name, model: model).text) is not drawn: its values do not compile"))
      return
    }
    items.functions.append((index, model, fitted, drawn))
    items.fits.append((index, name, fit, nil))
  }

  /// A fit's legend entry: the model and its data, then each parameter to 4 digits, and whether
  /// it converged.
  static func legendText(_ fit: CurveFit, name: String) -> String {
    let values = fit.parameters.map { "\($0.name) = \(DecimalText.approximate($0.value))" }.joined(separator: ", ")
    return "\(fit.model) ~ @\(name): \(values)" + (fit.converged ? "" : " (not converged)")
  }

  /// What a fit found, in words for the `<desc>`: the values with their standard errors, the
  /// residual statistics, and how the search ended.
  static func describe(_ fit: CurveFit, name: String) -> String {
    let values = fit.parameters.map { p in
      "\(p.name) = \(DecimalText.tidy(p.value))" + (p.standardError.map { " ± \(DecimalText.approximate($0))" } ?? "")
    }.joined(separator: ", ")
    var sentence = "y = \(fit.model) fitted to @\(name) by least squares (\(fit.observations) rows): \(values)"
    if let rss = fit.residualSumOfSquares { sentence += "; residual sum of squares \(DecimalText.approximate(rss))" }
    if let deviation = fit.residualStandardDeviation { sentence += ", residual standard deviation \(DecimalText.approximate(deviation))" }
    if let r2 = fit.rSquared { sentence += ", R² \(DecimalText.approximate(r2, digits: 6))" }
    return sentence + "; \(fit.converged ? "converged" : "not converged"): \(fit.reason)."
  }
}
