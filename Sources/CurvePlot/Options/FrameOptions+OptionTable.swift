import CurveFrame
import _CurveText

extension FrameOptions {
  /// `curve validate`'s options, the module's `validate` and Python's.
  package static let validateTable: [OptionSpec<FrameOptions>] = [family, size]
  /// `curve geometry`'s options, the module's `geometry` and Python's.
  package static let geometryTable: [OptionSpec<FrameOptions>] = [family, size, analysisRow]
  /// A widget preview's options (`curve plot FILE`), the module's `plotFrame` and Python's
  /// `plot_frame`.
  package static let previewTable: [OptionSpec<FrameOptions>] = [family, size, scaleRow, appearanceRow]

  /// `--family`: the words and sizes come from `CanvasSize.families`.
  package static let family = OptionSpec<FrameOptions>(
    "family", flag: "--family", .choice(CanvasSize.families.map { $0.name }), default: defaultFamily,
    help: "The canvas of a widget family: "
      + CanvasSize.families.map { "\($0.name) \(DecimalText.tidy($0.size.width))x\(DecimalText.tidy($0.size.height))" }.joined(separator: ", ") + "."
  ) { (o, v) throws(OptionError) in
    if case .text(let name) = v { o.family = name }
  }

  /// `--size`: any canvas, which wins over `--family` whatever their order.
  package static let size = OptionSpec<FrameOptions>("size", flag: "--size", .size, help: "Any canvas, in pt (wins over --family).") {
    (o, v) throws(OptionError) in
    if case .size(let s) = v { o.size = s }
  }

  package static let analysisRow = OptionSpec<FrameOptions>(
    "analysis", flag: "--analysis", .flag(setting: true),
    help: """
      Add each drawn layer's "analysis": a function's certified points, breaks, range and pieces (as curve \
      analyze prints them, over the layer's domain); for samples, the extrema and zero crossings of the curve \
      as interpolated (exact at samples; crossings computed on the segment).
      """
  ) { (o, v) throws(OptionError) in
    if case .bool(let on) = v { o.analysis = on }
  }

  package static let scaleRow = OptionSpec<FrameOptions>(
    "scale", flag: "--scale", .whole(1...3), default: "\(FrameOptions().scale)", help: "Pixels per pt of a preview or a PNG."
  ) { (o, v) throws(OptionError) in
    if case .whole(let n) = v { o.scale = n }
  }

  package static let appearanceRow = OptionSpec<FrameOptions>.choice(
    "appearance", flag: "--appearance", WidgetPreview.Appearance.self, default: FrameOptions().appearance,
    help: "The card a widget preview is drawn on, as the widget is shown on either; the frame's own colours are drawn as given."
  ) { $0.appearance = $1 }

  /// The family whose canvas is the default, as help names it.
  private static var defaultFamily: String? { CanvasSize.families.first { $0.size == .default }?.name }
}
