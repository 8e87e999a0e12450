import CurveFrame
import CurvePlot
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
    do throws(OptionError) {
      if case .size(let size) = try OptionKind.size.decode(text: text, spelling: "--size") { return size }
    } catch {
      throw UsageError(message: error.message, command: command)
    }
    return CanvasSize.default  // the size kind decodes to a size
  }

  /// `--family small|medium|large`.
  static func family(_ text: String, command: String) throws(UsageError) -> CanvasSize {
    guard let size = CanvasSize.families.first(where: { $0.name == text })?.size else {
      throw UsageError(message: "--family expects small, medium or large, got \(TerminalText.quoted(text))", command: command)
    }
    return size
  }
}
