import CurveExpression
import CurveSampling

extension CurveAnalyzer {
  /// What is proven of a drawn curve layer: a function's analysis over the layer's domain (with
  /// its parameters as used), or the points of the interpolation through its samples.
  public static func analyze(layer spec: CurveLayerSpec, geometry: CurveGeometry) -> CurveAnalysis? {
    guard geometry.drawn else { return nil }
    switch geometry.mode {
    case .function:
      guard let source = spec.expression, let parameters = try? ParameterSet(spec.parameters),
        let compiled = try? CompiledExpression(source, parameters: parameters), geometry.domain.lower < geometry.domain.upper
      else { return nil }
      return analyze([compiled], over: geometry.domain).curves.first
    case .samples:
      return SampledCurveAnalysis.analyze(geometry.samples, interpolation: geometry.interpolation)
    }
  }
}
