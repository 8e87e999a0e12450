import CurveFrame

extension CurveStyle.Dash {
  /// The `stroke-dasharray` value.
  var svgValue: String { SVGWriter.number(length) + " " + SVGWriter.number(gap) }
}
