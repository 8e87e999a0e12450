import CurveFrame
import CurvePlot

extension PlotCommand {
  /// A widget preview of the frame in `file` (`-`: standard input), as SVG, simplified where
  /// `raster` says for a PNG or PDF; nil when the frame is unreadable or rejected (said on
  /// standard error).
  func preview(_ file: String, raster: inout RasterBudget?) -> String? {
    let hint = file != "-" && !file.hasSuffix(".json") ? " (to plot an expression, put it after --)" : ""
    guard let report = FrameInput.load(file, canvas: canvas, requireAccepted: true, hint: hint) else { return nil }
    guard var budget = raster else { return WidgetPreview.svg(report, scale: scale, appearance: preview.appearance) }
    let svg = WidgetPreview.svg(report, scale: scale, appearance: preview.appearance, raster: &budget)
    raster = budget
    return svg
  }
}
