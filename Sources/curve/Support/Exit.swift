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
  /// The input was read but is invalid: an expression, a parameter, a frame.
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
enum Console {
  static func out(_ text: String) {
    write(text, to: 1)
  }

  static func error(_ text: String) {
    write(text, to: 2)
  }

  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written <= 0 {
          if written < 0 && errno == EINTR { continue }
          return  // a closed pipe: nothing more can be said
        }
        offset += written
      }
    }
  }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
