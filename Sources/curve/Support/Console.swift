#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    outputFailed(writeAll(text, to: 1))
  }

  /// Bytes to standard output (a binary image).
  static func out(bytes: [UInt8]) {
    outputFailed(bytes.withUnsafeBytes { writeAll($0, to: 1) })
  }

  private static func outputFailed(_ failure: Int32?) {
    guard let failure else { return }
    if failure == EPIPE { exit(ExitCode.success.rawValue) }
    _ = writeAll("curve: cannot write standard output: \(reason(failure))\n", to: 2)
    exit(ExitCode.invalidInput.rawValue)
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
