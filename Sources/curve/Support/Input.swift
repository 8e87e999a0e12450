import CurveFrame
import CurveReports
import CurveSampling
import Foundation
import _CurveText

/// Reading a frame body from a file or standard input, bounded by the protocol's body limit.
enum Input {
  enum Failure: Error {
    case unreadable(String)
    case tooLarge(Int)
  }

  /// The bytes of `path` (`-` is standard input); refuses more than `limit` (the body limit)
  /// without reading the rest into memory.
  static func read(_ path: String, limit: Int = FrameValidator.maximumBodyBytes) throws(Failure) -> [UInt8] {
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      guard let file = FileHandle(forReadingAtPath: path) else {
        throw .unreadable("cannot open '\(TerminalText.safe(path))'")
      }
      handle = file
    }
    var bytes: [UInt8] = []
    while true {
      let chunk: Data
      do {
        chunk = try handle.read(upToCount: FrameBody.chunkBytes) ?? Data()
      } catch {
        throw .unreadable("cannot read '\(TerminalText.safe(path))': \(error.localizedDescription)")
      }
      if chunk.isEmpty { break }
      bytes += chunk
      if bytes.count > limit { throw .tooLarge(bytes.count) }
    }
    return bytes
  }
}
