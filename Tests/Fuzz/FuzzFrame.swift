// libFuzzer target: validate arbitrary bytes as a frame (which also samples every curve layer).
// Built by Tests/Fuzz/fuzz.sh (not a SwiftPM target). Beyond crashes, it traps when a rejected
// frame has no reason path or an accepted one reports a layer drawn despite problems.
import CurveFrame

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrame(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let report = FrameValidator.validate(UnsafeBufferPointer(start: data, count: size), canvas: (158, 158))
  switch report.verdict {
  case .rejected(let problem):
    if problem.path.isEmpty || problem.message.isEmpty { fatalError("rejection without a place: \(problem)") }
  case .accepted:
    for layer in report.layers where layer.drawn && layer.type != "curve" && !layer.problems.isEmpty {
      fatalError("layer \(layer.id) drawn with problems \(layer.problems)")
    }
  }
  return 0
}
