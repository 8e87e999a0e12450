#if canImport(Glibc)
import CurveAnalysis
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import _CurveText

/// `curve`: the CurveKit command. `curve COMMAND [OPTIONS]`; see `curve --help`.
let topLevelHelp = """
  USAGE: curve COMMAND [OPTIONS]

  CurveKit: the curve layer of the Glance Widgets frame protocol, from the command line.

  COMMANDS:
    evaluate    Evaluate a math expression in x and print samples.
    geometry    Print the exact geometry of a frame's curve layers as JSON.
    validate    Check a whole frame against the protocol: accepted or rejected, and per layer
                drawn or not, with every problem at its JSON path.
    analyze     Certified zeros, extrema, inflections, intersections and range of curves.
    integrate   Certified integrals of expressions in x between two bounds.
    fit         Fit a model with parameters to the rows of a CSV by least squares.
    reduce      Pick at most 1,024 of a CSV's rows for a curve layer, the deviation proven.
    plot        Draw SVG: a widget preview of a frame, or a math plot of expressions.
    relation    Classify every pixel of an implicit relation in x and y, proven by intervals.

  Run 'curve COMMAND --help' for a command's options and examples.
  EXIT STATUS: 0 success; 1 invalid input; 2 usage error.
  """

/// The raw bytes of each argument: an expression need not be valid UTF-8 to get a precise error.
func rawArguments() -> [[UInt8]] {
  (1..<Int(CommandLine.argc)).map { index in
    guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
    return Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
  }
}

func runCommand(_ all: [[UInt8]]) -> ExitCode {
  guard let first = all.first else {
    Console.error(topLevelHelp + "\n")
    return .usage
  }
  let name = String(decoding: first, as: UTF8.self)
  var arguments = Arguments(Array(all.dropFirst()), command: name)
  do throws(UsageError) {
    // Linux refuses a longer argument before the command starts; elsewhere the command does.
    if let index = all.firstIndex(where: { $0.count > ArgumentLimit.maximumBytes }) {
      throw UsageError(
        message: "argument \(index + 1) is \(all[index].count) bytes; an argument is at most \(ArgumentLimit.maximumBytes)",
        command: index == 0 ? nil : name)
    }
    switch name {
    case "--help", "-h", "help":
      Console.out(topLevelHelp + "\n")
      return .success
    case "evaluate":
      guard let command = try EvaluateCommand.parse(&arguments) else {
        Console.out(EvaluateCommand.help + "\n")
        return .success
      }
      return command.run()
    case "validate":
      guard let command = try ValidateCommand.parse(&arguments) else {
        Console.out(ValidateCommand.help + "\n")
        return .success
      }
      return command.run()
    case "plot":
      guard let command = try PlotCommand.parse(&arguments) else {
        Console.out(PlotCommand.help + "\n")
        return .success
      }
      return command.run()
    case "analyze":
      guard let command = try AnalyzeCommand.parse(&arguments) else {
        Console.out(AnalyzeCommand.help + "\n")
        return .success
      }
      return command.run()
    case "fit":
      guard let command = try FitCommand.parse(&arguments) else {
        Console.out(FitCommand.help + "\n")
        return .success
      }
      return command.run()
    case "reduce":
      guard let command = try ReduceCommand.parse(&arguments) else {
        Console.out(ReduceCommand.help + "\n")
        return .success
      }
      return command.run()
    case "integrate":
      guard let command = try IntegrateCommand.parse(&arguments) else {
        Console.out(IntegrateCommand.help + "\n")
        return .success
      }
      return command.run()
    case "relation":
      guard let command = try RelationCommand.parse(&arguments) else {
        Console.out(RelationCommand.help + "\n")
        return .success
      }
      return command.run()
    case "geometry":
      guard let command = try GeometryCommand.parse(&arguments) else {
        Console.out(GeometryCommand.help + "\n")
        return .success
      }
      return command.run()
    default:
      throw UsageError(message: "unknown command \(TerminalText.quoted(name))", command: nil)
    }
  } catch {
    let hint = error.command.map { "see 'curve \($0) --help'" } ?? "see 'curve --help'"
    Console.error("error: \(TerminalText.safe(error.message))\n\(hint)\n")
    return .usage
  }
}

Console.ignoreBrokenPipeSignal()
exit(runCommand(rawArguments()).rawValue)
