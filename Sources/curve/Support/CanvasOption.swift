import CurveFrame
import _CurveText

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
      let family = try Self.family(try arguments.value(for: option), command: command)
      if !sized { size = family }
    case "--size":
      size = try Self.parseSize(try arguments.value(for: option), command: command)
      sized = true
    default:
      return false
    }
    return true
  }

  var isExplicitSize: Bool { sized }

  /// `--size WxH`, in pt.
  static func parseSize(_ text: String, command: String) throws(UsageError) -> CanvasSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = DecimalText.parse(String(parts[0])), let h = DecimalText.parse(String(parts[1])),
      w.isFinite, h.isFinite, w > 0, h > 0, w <= 10_000, h <= 10_000
    else {
      throw UsageError(message: "--size expects WxH in pt (each 0–10000), got \(TerminalText.quoted(text))", command: command)
    }
    return CanvasSize(width: w, height: h)
  }

  /// `--family small|medium|large`.
  static func family(_ text: String, command: String) throws(UsageError) -> CanvasSize {
    guard let size = CanvasSize.families.first(where: { $0.name == text })?.size else {
      throw UsageError(message: "--family expects small, medium or large, got \(TerminalText.quoted(text))", command: command)
    }
    return size
  }
}
