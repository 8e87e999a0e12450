import CurvePlot
import CurveReports
import _CurveText

/// `curve relation [OPTIONS] [--] RELATION`: every pixel of an implicit relation, proven to hold
/// a solution, proven to hold none, or undecided.
struct RelationCommand {
  enum Format: String { case pgm, json }

  var relation: [UInt8] = []
  var parameters: [(String, Double)] = []
  var bounds = RelationBounds(x: -10...10, y: -10...10)
  var width = 1024
  var height = 1024
  var format = Format.pgm

  static let help = """
    USAGE: curve relation [--param NAME=VALUE]… [--bounds XMIN,XMAX,YMIN,YMAX] [--size WxH]
                          [--format pgm|json] [--] RELATION

    Classifies every pixel of an implicit relation in x and y, LHS = RHS or an inequality (<, <=,
    >, >=), by interval arithmetic: a pixel is true when it provably holds a solution (for an
    equation, a sign change of LHS - RHS where it is proven continuous, or an exact zero; for an
    inequality, a point where it provably holds), false when it provably holds none, and
    undecided otherwise. Pixel (i, j) is the closed box [XMIN + i*(XMAX-XMIN)/W,
    XMIN + (i+1)*(XMAX-XMIN)/W] x the same for y, with row 0 at the top (YMAX).

    OPTIONS:
      --param NAME=VALUE   A named parameter (repeatable; a later one wins); not x or y.
      --bounds XMIN,XMAX,YMIN,YMAX
                           The plane's rectangle (default -10,10,-10,10).
      --size WxH           Pixels, each side 1 to 4096 (default 1024x1024).
      --format FORMAT      pgm (P5, 8 bits: 0 true, 128 undecided, 255 false; default) or json
                           (the counts, and each row as runs of [value, count]).
      -h, --help           Show this help.

    The work is bounded: 8 enclosures a pixel (at most 2^22) and 2^20 more for a short relation,
    fewer for a long one; pixels not reached stay undecided, and JSON says the budget ran out.

    EXIT STATUS: 0 success; 1 an invalid relation or parameter; 2 usage error (bounds over 1.7e308
    wide, or too narrow for the size, included).

    EXAMPLES:
      curve relation --size 512x512 --bounds -2,2,-2,2 'x^2 + y^2 = 1' > circle.pgm
      curve relation --format json --size 64x64 'y < sin(x)'
      curve relation --param a=3 -- 'sin(a*x) = cos(y)'
    """

  static func parse(_ arguments: inout Arguments) throws(UsageError) -> RelationCommand? {
    var command = RelationCommand()
    while let option = arguments.nextOption() {
      switch option.name {
      case "--help":
        return nil
      case "--param":
        command.parameters.append(try arguments.parameter(for: option))
      case "--bounds":
        let text = try arguments.value(for: option)
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { DecimalText.parse(String($0)) }
        guard numbers.count == 4, let x0 = numbers[0], let x1 = numbers[1], let y0 = numbers[2], let y1 = numbers[3],
          [x0, x1, y0, y1].allSatisfy(\.isFinite)
        else {
          throw UsageError(message: "--bounds expects XMIN,XMAX,YMIN,YMAX, four finite numbers, got \(TerminalText.quoted(text))", command: "relation")
        }
        guard x0 < x1, y0 < y1 else {
          throw UsageError(message: "--bounds needs XMIN < XMAX and YMIN < YMAX, got \(TerminalText.quoted(text))", command: "relation")
        }
        command.bounds = RelationBounds(x: x0...x1, y: y0...y1)
      case "--size":
        let text = try arguments.value(for: option)
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
          (1...Relation.maximumSide).contains(w), (1...Relation.maximumSide).contains(h)
        else {
          throw UsageError(message: "--size expects WxH in pixels, each 1 to \(Relation.maximumSide), got \(TerminalText.quoted(text))", command: "relation")
        }
        (command.width, command.height) = (w, h)
      case "--format":
        let text = try arguments.value(for: option)
        guard let format = Format(rawValue: text) else {
          throw UsageError(message: "--format expects pgm or json, got \(TerminalText.quoted(text))", command: "relation")
        }
        command.format = format
      default:
        throw UsageError(message: "unknown option \(TerminalText.quoted(option.name))", command: "relation")
      }
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
      classification = try Relation(source, parameters: parameters).classify(over: bounds, width: width, height: height)
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
      Console.out(bytes: Array("P5\n\(width) \(height)\n255\n".utf8) + classification.pixels)
    case .json:
      Console.out(RelationJSON.json(classification, relation: source, bounds: bounds))
    }
    return .success
  }
}
