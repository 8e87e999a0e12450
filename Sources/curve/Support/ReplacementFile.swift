#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import _CurveText

/// A file written beside its target and renamed over it once complete, so a failure leaves the
/// old file (or none) and never a truncated one.
///
/// The temporary file is made by `mkstemp`: an exclusive create (`O_CREAT | O_EXCL`, which never
/// follows a link, dangling or not) under an unpredictable name in the target's folder. Everything
/// is written through the descriptor that create returned, so a link planted in the folder can
/// neither be followed nor raced. `rename` then replaces the target's directory entry itself: a
/// link at the target is replaced, not written through.
///
/// A target that is a character device or a pipe (`/dev/full`, `/dev/stdout`, a FIFO) has no
/// folder entry to replace: it is opened and written as it is.
struct ReplacementFile {
  let target: String
  /// The file renamed over the target at the end; nil when the target is written directly.
  private let temporary: String?
  let descriptor: Int32

  /// A new, empty temporary file beside `target` (or the target itself, when it is a device or
  /// a pipe); or why it could not be made.
  static func create(beside target: String) -> Result<ReplacementFile, ReplacementFileError> {
    var status = stat()
    if stat(target, &status) == 0, status.st_mode & S_IFMT == S_IFCHR || status.st_mode & S_IFMT == S_IFIFO {
      let descriptor = open(target, O_WRONLY)
      guard descriptor >= 0 else { return .failure(ReplacementFileError(target: target, code: errno)) }
      return .success(ReplacementFile(target: target, temporary: nil, descriptor: descriptor))
    }
    let slash = target.lastIndex(of: "/")
    let folder = slash.map { String(target[...$0]) } ?? ""
    let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
    // A dot file, so a listing of the folder does not show it while it is written.
    var template = Array((folder + "." + name + ".partial-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
    guard descriptor >= 0 else { return .failure(ReplacementFileError(target: target, code: errno)) }
    // mkstemp creates 0600; the finished file gets what `open(…, 0644)` would give under umask.
    let mask = umask(0)
    umask(mask)
    fchmod(descriptor, 0o644 & ~mask)
    let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return .success(ReplacementFile(target: target, temporary: path, descriptor: descriptor))
  }

  /// Writes `text` to `path` through a replacement file; nil, or why not.
  static func write(_ text: String, to path: String) -> ReplacementFileError? {
    switch create(beside: path) {
    case .failure(let error): return error
    case .success(let file):
      if let code = file.write(text) {
        file.discard()
        return ReplacementFileError(target: path, code: code)
      }
      return file.commit()
    }
  }

  /// Writes all of `bytes`; the `errno` of a failed write, or nil.
  func write(_ bytes: UnsafeRawBufferPointer) -> Int32? {
    writeAll(bytes, to: descriptor)
  }

  /// Writes all of `text`; the `errno` of a failed write, or nil.
  func write(_ text: String) -> Int32? {
    writeAll(text, to: descriptor)
  }

  /// Closes the file and renames it over the target; nil, or why not (the temporary file is
  /// removed either way).
  func commit() -> ReplacementFileError? {
    guard close(descriptor) == 0 else {
      let code = errno
      if let temporary { unlink(temporary) }
      return ReplacementFileError(target: target, code: code)
    }
    guard let temporary else { return nil }
    guard rename(temporary, target) == 0 else {
      let code = errno
      unlink(temporary)
      return ReplacementFileError(target: target, code: code)
    }
    return nil
  }

  /// Closes and removes the temporary file: the target is left as it was.
  func discard() {
    close(descriptor)
    if let temporary { unlink(temporary) }
  }
}

/// Why a file could not be written: `cannot write 'PATH': REASON`.
struct ReplacementFileError: Error {
  var target: String
  var code: Int32

  var message: String {
    "cannot write '\(TerminalText.safe(target))': " + Console.reason(code)
  }
}
