import CurveExpression

import _CurveText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// A wrong command line: the message, and the command whose usage to point at.
struct UsageError: Error {
  var message: String
  var command: String?
}

/// Standard output and error, written straight to the file descriptors (no stdio buffering, so
/// the order of output and error is the order of the calls).
///
/// A write that fails ends the command at once, so no work is done for output nobody reads:
/// a closed pipe (`curve geometry f | head -1`) ends it quietly with status 0, as the reader has
/// what it asked for; any other failure (a full disk) prints `curve: cannot write standard
/// output: REASON` and exits 1. SIGPIPE is ignored (``ignoreBrokenPipeSignal()``), so a closed
/// pipe is an error to handle rather than a signal that kills the process.
enum Console {
  static func out(_ text: String) {
    if let failure = writeAll(text, to: 1) {
      if failure == EPIPE { exit(ExitCode.success.rawValue) }
      _ = writeAll("curve: cannot write standard output: \(reason(failure))\n", to: 2)
      exit(ExitCode.invalidInput.rawValue)
    }
  }

  static func error(_ text: String) {
    if writeAll(text, to: 2) != nil { exit(ExitCode.invalidInput.rawValue) }
  }

  static func ignoreBrokenPipeSignal() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// The words for `errno` value `code`.
  static func reason(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}

/// Text from the input (keys, ids, paths, messages that quote it) made safe to print on a
/// terminal: control characters (newlines included), ANSI and OSC escape sequences (they start
/// with a control character) and bidirectional-text controls are written as `\u{…}`, so input
/// can neither forge a line of a report nor restyle or reorder the terminal's text.
enum TerminalText {
  static func safe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` quoted in a message: its first 40 characters, made safe, in single quotes (a
  /// 10,000-digit argument makes a one-line message, not a 10 KB one).
  static func quoted(_ text: String) -> String {
    "'" + safe(ShortText.clipped(text)) + "'"
  }

  /// Each line of `text` made safe, the line breaks kept (for text this program lays out in
  /// lines, such as an expression error with its caret).
  static func safeLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { safe(String($0)) }.joined(separator: "\n")
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0: true  // C0, DEL, C1 (CSI and OSC included)
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional controls
    case 0x2028, 0x2029: true  // line and paragraph separators
    default: false
    }
  }
}

/// Writes all of `bytes` to `descriptor`, again after an interrupted write; the `errno` of a
/// failed write, or `nil`. Standard output and error, and the files `-o` makes, all go through it.
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
  guard var next = bytes.baseAddress else { return nil }
  var left = bytes.count
  while left > 0 {
    let written = systemWrite(descriptor, next, left)
    if written < 0 {
      if errno == EINTR { continue }
      return errno
    }
    if written == 0 { return EIO }
    next += written
    left -= written
  }
  return nil
}

/// `writeAll` of `text`'s UTF-8.
func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
  var text = text
  return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
