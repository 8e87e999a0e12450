/// The exit statuses every `curve` command uses.
struct ExitCode: Equatable {
  var rawValue: Int32
  /// Success.
  static let success = ExitCode(rawValue: 0)
  /// The input was read but is invalid: an expression, a parameter, a frame; or the output could
  /// not be written.
  static let invalidInput = ExitCode(rawValue: 1)
  /// The command line itself is wrong.
  static let usage = ExitCode(rawValue: 2)
}

/// A step of a command can fail with the status to exit with.
extension ExitCode: Error {}
