import CurveAnalysis
import CurvePlot
import CurveReports
import _CurveText

/// `curve relation [OPTIONS] [--] RELATION`: every pixel of an implicit relation, proven to hold
/// a solution, proven to hold none, or undecided.
struct RelationCommand {
  enum Format: String, CaseIterable, Sendable { case pgm, json }

  var relation: [UInt8] = []
  var options = Relation.Options()
  var format = Format.pgm

  /// How the command prints the classification, beside the classification's own options
  /// (`Relation.optionTable`).
  static let outputTable: [OptionSpec<RelationCommand>] = [
    .choice(
      "format", flag: "--format", Format.self, default: .pgm,
      help: "pgm: P5, 8 bits, 0 true, 128 undecided, 255 false; json: the counts, and each row as runs of [value, count]."
    ) { $0.format = $1 }
  ]

  static var help: String {
    """
    USAGE: curve relation [OPTIONS] [--] RELATION

    Classifies every pixel of an implicit relation in x and y, LHS = RHS or an inequality (<, <=,
    >, >=), by interval arithmetic: a pixel is true when it provably holds a solution (for an
    equation, a sign change of LHS - RHS where it is proven continuous, or an exact zero; for an
    inequality, a point where it provably holds), false when it provably holds none, and
    undecided otherwise. A product equal to 0 (F1*F2*... = 0) or abs(a) = abs(b) is decided
    factor by factor, a zero of one factor counting where every factor is defined. Pixel (i, j) is the closed box [XMIN + i*(XMAX-XMIN)/W,
    XMIN + (i+1)*(XMAX-XMIN)/W] x the same for y, with row 0 at the top (YMAX).

    OPTIONS:

    """ + OptionHelp.lines(Relation.optionTable) + "\n" + OptionHelp.lines(outputTable) + """

      -h, --help          Show this help.

    The work is bounded: 8 enclosures a pixel (at most 2^22) and 2^20 more for a short relation,
    fewer for a long one; pixels not reached stay undecided, and JSON says the budget ran out.

    EXIT STATUS: 0 success; 1 an invalid relation or parameter; 2 usage error (bounds over 1.7e308
    wide, or too narrow for the size, included).

    EXAMPLES:
      curve relation --size 512x512 --bounds -2,2,-2,2 'x^2 + y^2 = 1' > circle.pgm
      curve relation --format json --size 64x64 'y < sin(x)'
      curve relation --param a=3 -- 'sin(a*x) = cos(y)'
    """
  }

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> RelationCommand? {
    var command = RelationCommand()
    while let option = arguments.nextOption() {
      if option.name == "--help" { return nil }
      if try arguments.decode(option, by: Relation.optionTable, into: &command.options) { continue }
      if try arguments.decode(option, by: outputTable, into: &command) { continue }
      throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "relation")
    }
    guard let relation = arguments.positional.first else { throw UsageError(message: "missing RELATION", command: "relation") }
    guard arguments.positional.count == 1 else {
      throw UsageError(message: "one RELATION at a time, got \(arguments.positional.count)", command: "relation")
    }
    command.relation = relation
    return command
  }

  func run() -> ExitCode {
    let source = String(decoding: relation, as: UTF8.self)
    let classification: RelationClassification
    do throws(RelationError) {
      classification = try Relation.classify(source, options)
    } catch {
      // Bounds or a size the classifier cannot take are the command line's fault.
      if case .bounds(let reason) = error {
        Console.error("error: \(reason)\nsee 'curve relation --help'\n")
        return .usage
      }
      Console.error(TerminalText.safeLines(error.rendered(in: source)) + "\n")
      return .invalidInput
    }
    switch format {
    case .pgm:
      Console.out(bytes: Array("P5\n\(options.width) \(options.height)\n255\n".utf8) + classification.pixels)
    case .json:
      Console.out(RelationJSON.json(classification, relation: source, bounds: options.bounds))
    }
    return .success
  }
}
