// libFuzzer target: the whole pipeline on arbitrary bytes as a frame. It validates them (which
// samples every curve layer), checks every coordinate of every drawn curve layer is finite, and
// renders the widget preview SVG. Built by Tests/Fuzz/fuzz.sh (not a SwiftPM target). Beyond
// crashes, it traps when:
// - a rejected frame has no reason path;
// - a layer other than a curve is drawn with problems;
// - a coordinate (frame, plot, stroke, fill, marker, label anchor) is not finite;
// - the SVG has a non-finite number in it, or does not end the document.
import CurveFrame
import CurvePlot
import CurveSampling

private let canvases: [CanvasSize] = [.small, .medium, .large]

private func requireFinite(_ values: [Double], _ what: @autoclosure () -> String) {
  for value in values where !value.isFinite { fatalError("\(what()): non-finite coordinate \(value)") }
}

private func checkGeometry(_ geometry: CurveGeometry, layer: String) {
  requireFinite([geometry.plot.x, geometry.plot.y, geometry.plot.width, geometry.plot.height], "\(layer) plot")
  for path in geometry.stroke + geometry.fill {
    for command in path {
      switch command {
      case .move(let p), .line(let p): requireFinite([p.x, p.y], "\(layer) path")
      case .curve(let a, let b, let c): requireFinite([a.x, a.y, b.x, b.y, c.x, c.y], "\(layer) path")
      case .close: break
      }
    }
  }
  for marker in geometry.markers {
    requireFinite([marker.center.x, marker.center.y, marker.labelAnchor.x, marker.labelAnchor.y, marker.radius], "\(layer) marker")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrame(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let canvas = canvases[size % canvases.count]
  let report = FrameValidator.validate(UnsafeBufferPointer(start: data, count: size), canvas: canvas)
  switch report.verdict {
  case .rejected(let problem):
    if problem.path.isEmpty || problem.message.isEmpty { fatalError("rejection without a place: \(problem)") }
  case .accepted:
    for layer in report.layers {
      if layer.drawn && layer.type != .curve && !layer.problems.isEmpty {
        fatalError("layer \(layer.id) drawn with problems \(layer.problems)")
      }
      guard layer.drawn, let frame = layer.frameRect(on: canvas) else { continue }
      requireFinite([frame.x, frame.y, frame.width, frame.height], "\(layer.id) frame")
      if let geometry = layer.geometry { checkGeometry(geometry, layer: layer.id) }
    }
  }
  let svg = WidgetPreview.svg(report, canvas: canvas, scale: Double(1 + size % 3))
  if !svgIsWellFormed(svg) { fatalError("bad SVG: \(svg.suffix(400))") }
  return 0
}
