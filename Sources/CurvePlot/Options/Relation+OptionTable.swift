import CurveAnalysis
import _CurveText

extension Relation {
  /// The options of a classification, in the order help lists them: what `curve relation`, the
  /// module's `relation` and Python's `relation` take (the command adds how it prints).
  package static let optionTable: [OptionSpec<Options>] = [
    .parameters { $0.parameters.append($1) },
    OptionSpec("bounds", flag: "--bounds", .bounds, default: boundsText(Options().bounds), help: "The plane's rectangle.") {
      (o, v) throws(OptionError) in
      if case .bounds(let b) = v { o.bounds = b }
    },
    OptionSpec("size", flag: "--size", .pixels(maximum: Relation.maximumSide), default: "\(Options().width)x\(Options().height)", help: "The pixels: a row's and the rows, each 1 to \(Relation.maximumSide).") {
      (o, v) throws(OptionError) in
      if case .pixels(let w, let h) = v { (o.width, o.height) = (w, h) }
    },
  ]

  /// Bounds as `--bounds` takes them: `xmin,xmax,ymin,ymax`.
  private static func boundsText(_ b: RelationBounds) -> String {
    [b.x.lowerBound, b.x.upperBound, b.y.lowerBound, b.y.upperBound].map(DecimalText.tidy).joined(separator: ",")
  }
}
