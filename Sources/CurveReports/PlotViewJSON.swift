import CurvePlot
import CurveSampling
import _CurveText

/// Where a math plot's data lies in its picture, one line of JSON: the plot rectangle
/// (`[left, top, width, height]` in pt) and each axis's scale, domain and range in pt. The
/// WebAssembly module writes it before the SVG when asked, so the playground reads the view
/// from here, not from the picture.
package enum PlotViewJSON {
  package static func json(_ drawing: MathPlot.Drawing) -> String {
    let plot = [drawing.plot.x, drawing.plot.y, drawing.plot.width, drawing.plot.height]
    return "{\"plot\": \(numbers(plot)), \"x\": \(axis(drawing.x)), \"y\": \(axis(drawing.y))}"
  }

  private static func axis(_ axis: Axis) -> String {
    let (domain, range) = ([axis.domain.start, axis.domain.end], [axis.range.start, axis.range.end])
    return "{\"scale\": \(JSONText.string(axis.scale.rawValue)), \"domain\": \(numbers(domain)), \"range\": \(numbers(range))}"
  }

  private static func numbers(_ values: [Double]) -> String {
    "[" + values.map(DecimalText.json).joined(separator: ", ") + "]"
  }
}
