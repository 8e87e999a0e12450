import CurveFrame
import CurvePlot
import CurveReports
import CurveSampling
import Foundation
import _CurveText

/// `curve plot`: a widget preview of a frame, or a math plot of expressions.
struct PlotCommand {
  enum Mode {
    case preview(file: String)
    case math(expressions: [String])
  }

  var mode = Mode.preview(file: "-")
  var output: String?
  /// PNG or PDF, by the output's extension; nil for SVG.
  var format: ImageOutput.Format?
  /// A preview's canvas, scale and card (the scale is a PNG's too), from
  /// `FrameOptions.previewTable`.
  var preview = FrameOptions()
  var canvas: CanvasSize { preview.canvas }
  var scale: Double { Double(preview.scale) }
  /// A math plot's options, from `MathPlot.optionTable`.
  var options = MathPlot.Options()

  static let usage = """
    USAGE: curve plot [--family small|medium|large | --size WxH] [--scale 1|2|3]
                      [--appearance dark|light] [-o OUT.svg|png|pdf] FILE|-
           curve plot [OPTION]… [--scale N] [-o OUT.svg|png|pdf] -- ITEM [ITEM…]
    """

  static var help: String {
    usage + """


      Draws SVG. With a FILE (a frame, or - for standard input): a widget preview, every curve layer
      where the app draws it, with its stroke, dashes, fill, markers and labels, clipped to its
      frame; other layers as faint labelled outlines; the canvas size in a strip below the card. With
      expressions after --: a math plot with axes, ticks, a grid and a legend.

      ITEMS: EXPR or y = EXPR (a function of x); x = EXPR (a function of y); (EXPR, EXPR) (a
      parametric curve in t); r = EXPR (a polar curve in t, also spelt θ or theta); LHS = RHS,
      <, <=, > or >= in x and y (an implicit curve or region, each pixel proven or tinted);
      @FILE.csv or @- (a data series: CSV, an optional header, gaps at empty or non-numeric cells);
      @FILE.csv ~ MODEL (MODEL fitted to that series as curve fit fits it, from the --param values
      as starts, and drawn with the values found, which the legend gives). Comparisons inside
      braces are conditions: y = x^2 {0 < x < 1} and {x < 0: -x, x} are functions.
      Curves in t and y are drawn in chords proven within 0.25 pt of the curve.

      OPTIONS:
        -o, --output FILE   Where to write: FILE.svg, FILE.png or FILE.pdf (PNG and PDF drawn by
                            librsvg and cairo), or - for SVG on standard output. Default: the
                            input's name with .svg (frame.json → frame.svg), standard output for
                            standard input, or plot.svg for a math plot; the path written is
                            printed, and a file there is never replaced unless -o names it.

      """ + OptionHelp.lines(FrameOptions.previewTable.filter { $0.name == "scale" }) + """

        -h, --help          Show this help.

      A WIDGET PREVIEW'S OPTIONS:

      """ + OptionHelp.lines(FrameOptions.previewTable.filter { $0.name != "scale" }) + """


      A MATH PLOT'S OPTIONS:

      """ + OptionHelp.lines(MathPlot.optionTable) + """


      An option of one kind of plot given to the other is a usage error.

      EXIT STATUS: 0 written; 1 the frame is unreadable or rejected, an expression is invalid, or
      nothing is drawn, no expression having a value where sampled (a note says which, and where
      its values can be); 2 usage error.

      EXAMPLES:
        curve plot --family medium -o preview.svg Examples/frame.json
        curve plot --domain -1,1 -o pole.svg -- '1/x' 'x^3'
        curve plot --points --tangent 1 --domain -3,3 -o cubic.svg -- 'x^3 - 2*x'
        curve plot --domain -2,2 -o rose.svg -- 'r = cos(4*t)' '(sin(3*t), sin(4*t))'
        curve plot --x-scale log --y-scale log --domain 0.01,100 -o bode.svg -- '1/sqrt(1 + x^2)'
      """
  }

  /// The picture's size in pt: a preview adds the caption strip below its card.
  var pictureSize: CanvasSize {
    if case .preview = mode { return WidgetPreview.pictureSize(of: canvas) }
    return options.size
  }

  func run() -> ExitCode {
    let svg: String
    let defaultName: String
    var status = ExitCode.success
    // PNG and PDF are drawn within a budget of work (RasterBudget): what it simplified is noted.
    var raster = format.map { RasterBudget($0 == .png ? .png(pixelsPerPoint: scale) : .pdf) }
    switch mode {
    case .preview(let file):
      guard let drawn = preview(file, raster: &raster) else { return .invalidInput }
      (svg, defaultName) = (drawn, file == "-" ? "-" : Self.replacingExtension(of: file, with: "svg"))
    case .math(let expressions):
      switch math(expressions, raster: &raster) {
      case .success(let drawn): (svg, status) = drawn
      case .failure(let exit): return exit
      }
      defaultName = "plot.svg"
    }
    if let raster {
      for note in raster.notes { Console.error("note: \(TerminalText.safe(note))\n") }
      if raster.isExceeded {
        Console.error(
          "curve: drawing this \(format == .pdf ? "PDF" : "PNG") would take about \(DecimalText.json((raster.cost / 1e5).rounded(.up) / 10))M units of work, over the budget of \(DecimalText.json(RasterBudget.limit / 1e6))M (several long curves, each drawn on its own); write SVG instead, or draw fewer curves\n")
        return .invalidInput
      }
    }
    let target = output ?? defaultName
    if target == "-" {
      Console.out(svg)
      return status
    }
    // A name the command chose never replaces a file: only -o can.
    if output == nil, access(target, F_OK) == 0 {
      Console.error("curve: '\(TerminalText.safe(target))' exists; name it with -o to replace it\n")
      return .invalidInput
    }
    if let format {
      if let reason = ImageOutput.write(svg, size: pictureSize, scale: scale, format: format, to: target) {
        Console.error(reason + "\n")
        return .invalidInput
      }
    } else if let failure = ReplacementFile.write(svg, to: target) {
      Console.error("curve: " + failure.message + "\n")
      return .invalidInput
    }
    if output == nil { Console.error("wrote \(TerminalText.safe(target))\n") }
    return status
  }

  static func replacingExtension(of path: String, with ext: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingPathExtension().appendingPathExtension(ext).path
  }
}
