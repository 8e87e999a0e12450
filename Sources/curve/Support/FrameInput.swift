import CurveFrame
import CurveReports
import Foundation
import _CurveText

/// A frame body read and validated; what cannot be read (or, when asked, a rejected frame) is
/// reported on standard error. The one way every frame command loads its input.
enum FrameInput {
  /// The report for `file`, or `nil` after saying why there is none.
  /// - Parameters:
  ///   - requireAccepted: also refuse (and report) a rejected frame.
  ///   - hint: added to a message about a file that cannot be read.
  static func load(_ file: String, canvas: CanvasSize, requireAccepted: Bool, hint: String = "") -> FrameReport? {
    let report: FrameReport
    do {
      report = FrameValidator.validate(try Input.read(file), canvas: canvas)
    } catch {
      switch error {
      case .unreadable(let message):
        Console.error("error: \(TerminalText.safe(message))\(hint)\n")
        return nil
      case .tooLarge(let count):
        // The validator measures the body before parsing; it is rejected as the app would.
        report = FrameBody.tooLarge(afterReading: count, canvas: canvas)
      }
    }
    if requireAccepted, case .rejected(let problem) = report.verdict {
      Console.error("error: frame rejected: \(TerminalText.safe(problem.path)): \(TerminalText.safe(problem.message))\n")
      return nil
    }
    return report
  }
}
