import Foundation

extension Arguments {
  /// The single `FILE|-` operand (standard input when there is none).
  func singleFile() throws(UsageError) -> String {
    switch positional.count {
    case 0: return try fileOrStandardInput(nil)
    case 1: return String(decoding: positional[0], as: UTF8.self)
    default: throw UsageError(message: "expected one FILE, got \(positional.count)", command: command)
    }
  }

  /// `file`, or `-` (standard input) when none is given; but no FILE at a terminal is a usage
  /// error rather than a silent wait for typed JSON (`-` still reads a terminal on purpose).
  func fileOrStandardInput(_ file: String?) throws(UsageError) -> String {
    if let file { return file }
    guard isatty(0) == 0 else {
      throw UsageError(message: "no FILE given and standard input is a terminal (give a FILE, or - to read standard input)", command: command)
    }
    return "-"
  }
}
