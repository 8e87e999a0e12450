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

  /// The bytes of `path` (`-` is standard input); refuses more than the body limit without
  /// reading the rest into memory.
  static func read(_ path: String) throws(Failure) -> [UInt8] {
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
      if bytes.count > FrameValidator.maximumBodyBytes { throw .tooLarge(bytes.count) }
    }
    return bytes
  }
}

/// Canvas sizes: `--family small|medium|large` or `--size WxH`.
enum CanvasText {
  static func parseSize(_ text: String, command: String) throws(UsageError) -> CanvasSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = DecimalText.parse(String(parts[0])), let h = DecimalText.parse(String(parts[1])),
      w.isFinite, h.isFinite, w > 0, h > 0, w <= 10_000, h <= 10_000
    else {
      throw UsageError(message: "--size expects WxH in pt (each 0–10000), got \(TerminalText.quoted(text))", command: command)
    }
    return CanvasSize(width: w, height: h)
  }

  static func family(_ text: String, command: String) throws(UsageError) -> CanvasSize {
    guard let size = CanvasSize.families.first(where: { $0.name == text })?.size else {
      throw UsageError(message: "--family expects small, medium or large, got \(TerminalText.quoted(text))", command: command)
    }
    return size
  }
}

/// `--family` and `--size`, which every frame command takes; `--size` wins over `--family`
/// whatever their order.
struct CanvasOption {
  private(set) var size: CanvasSize
  private var sized = false

  init(default size: CanvasSize) {
    self.size = size
  }

  /// Consumes `option` when it is `--family` or `--size`; returns whether it did.
  mutating func consume(
    _ option: (name: String, inlineValue: String?), _ arguments: inout Arguments, command: String
  ) throws(UsageError) -> Bool {
    switch option.name {
    case "--family":
      let family = try CanvasText.family(try arguments.value(for: option), command: command)
      if !sized { size = family }
    case "--size":
      size = try CanvasText.parseSize(try arguments.value(for: option), command: command)
      sized = true
    default:
      return false
    }
    return true
  }

  var isExplicitSize: Bool { sized }
}

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
