import CurveAnalysis
import CurveExpression
import CurveFrame
import CurveSampling
import _CurveText

extension WidgetPreview {
  /// The most curve layers one description analyzes (each within `AnalysisBudget`); more are
  /// counted, so a frame of thousands of layers is described in bounded time.
  static let describedCurves = 4

  /// The preview's name for a screen reader.
  static func title(_ report: FrameReport) -> String {
    let n = SVGWriter.number
    return "Widget preview, \(n(report.canvas.width)) × \(n(report.canvas.height)) pt"
  }

  /// The preview in plain English: the verdict, the layers by type, and each drawn curve layer
  /// (a function's proven points as `PlotDescription` says them; samples by their count and
  /// extent).
  static func describe(_ report: FrameReport) -> String {
    if case .rejected(let problem) = report.verdict {
      return "The frame is rejected: \(problem.path): \(problem.message)"
    }
    var counts: [(LayerType, Int)] = []
    for layer in report.layers {
      if let index = counts.firstIndex(where: { $0.0 == layer.type }) { counts[index].1 += 1 } else { counts.append((layer.type, 1)) }
    }
    let total = report.layers.count
    var sentences = [
      "\(total) layer\(total == 1 ? "" : "s")" + (counts.isEmpty ? "." : ": " + counts.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ") + ".")
    ]
    let curves = report.layers.filter { $0.type == .curve && $0.drawn && $0.sameObjectAs == nil }
    for layer in curves.prefix(describedCurves) {
      guard let reading = layer.curve, let geometry = layer.geometry else { continue }
      sentences.append("Curve layer \(JSONText.string(layer.id)): " + curveSentence(reading.spec, geometry))
    }
    if curves.count > describedCurves {
      sentences.append("\(curves.count - describedCurves) more curve layers are not described.")
    }
    return sentences.joined(separator: " ")
  }

  private static func curveSentence(_ spec: CurveLayerSpec, _ geometry: CurveGeometry) -> String {
    if geometry.mode == .function, let source = spec.expression,
      let parameters = try? ParameterSet(spec.parameters), let compiled = try? CompiledExpression(source, parameters: parameters),
      geometry.domain.lower < geometry.domain.upper
    {
      return CurveAnalyzer.analyze([compiled], over: geometry.domain).description
    }
    let finite = geometry.samples.ys.filter { $0.isFinite }
    let count = geometry.samples.xs.count
    var text = "\(count) sample\(count == 1 ? "" : "s"), \(geometry.interpolation.rawValue)"
    if let low = finite.min(), let high = finite.max() {
      text += ", y from \(PlotDescription.number(low)) to \(PlotDescription.number(high))"
    }
    return text + "."
  }
}
