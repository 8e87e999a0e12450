import CurveFrame
import CurveSampling
import _CurveText

/// How the frame commands read a body: in chunks, stopping once it is over the protocol's limit,
/// so a huge input is never held whole. The WebAssembly module, given a body in memory, reports
/// an oversized one as the command would have after reading it that way.
package enum FrameBody {
  /// The size of each read.
  package static let chunkBytes = 65_536

  /// How many bytes the command has read when it stops on a body of `size` bytes (over the limit).
  package static func bytesRead(ofBodyOf size: Int) -> Int {
    Swift.min(size, (FrameValidator.maximumBodyBytes / chunkBytes + 1) * chunkBytes)
  }

  /// The report for a body found over the limit after reading `count` bytes.
  package static func tooLarge(afterReading count: Int, canvas: CanvasSize) -> FrameReport {
    FrameValidator.rejected(
      .bodyTooLarge, "body", "body is over \(DecimalText.grouped(FrameValidator.maximumBodyBytes)) bytes (read \(count) before stopping)",
      canvas: canvas)
  }
}
