// libFuzzer target: the whole pipeline on arbitrary bytes as a frame. It validates them (which
// samples every curve layer), checks every coordinate of every drawn curve layer is finite, and
// renders the widget preview SVG. Built by Tests/Fuzz/fuzz.sh (not a SwiftPM target). Beyond
// crashes, it traps when:
// - a rejected frame has no reason path;
// - a layer other than a curve is drawn with problems;
// - a coordinate (frame, plot, stroke, fill, marker, label anchor) is not finite, or a stroke
//   leaves the plot grown by the guard band, or a fill the plot;
// - the SVG has a non-finite number in it, or does not end the document.
import CurveFrame
import CurvePlot
import CurveSampling

private let canvases: [CanvasSize] = [.small, .medium, .large]

private func requireFinite(_ values: [Double], _ what: @autoclosure () -> String) {
  for value in values where !value.isFinite { fatalError("\(what()): non-finite coordinate \(value)") }
}

private func requireInside(_ points: [Point], _ rect: Rect, _ what: @autoclosure () -> String) {
  for p in points where !(rect.x <= p.x && p.x <= rect.maxX && rect.y <= p.y && p.y <= rect.maxY) {
    fatalError("\(what()): \(p) outside \(rect)")
  }
}

private func checkGeometry(_ geometry: CurveGeometry, layer: String) {
  let plot = geometry.plot
  requireFinite([plot.x, plot.y, plot.width, plot.height], "\(layer) plot")
  let g = CurveSampler.guardBand
  let band = Rect(x: plot.x - g, y: plot.y - g, width: plot.width + 2 * g, height: plot.height + 2 * g)
  for (paths, rect, name) in [(geometry.stroke, band, "stroke"), (geometry.fill, plot, "fill")] {
    for path in paths {
      for command in path {
        let points: [Point]
        switch command {
        case .move(let p), .line(let p): points = [p]
        case .curve(let a, let b, let c): points = [a, b, c]
        case .close: points = []
        }
        requireFinite(points.flatMap { [$0.x, $0.y] }, "\(layer) \(name)")
        requireInside(points, rect, "\(layer) \(name)")
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
      guard layer.drawn, let frame = layer.frame else { continue }
      requireFinite([frame.x, frame.y, frame.width, frame.height], "\(layer.id) frame")
      if let geometry = layer.geometry { checkGeometry(geometry, layer: layer.id) }
    }
  }
  let svg = WidgetPreview.svg(report, scale: Double(1 + size % 3))
  if !svgIsWellFormed(svg) { fatalError("bad SVG: \(svg.suffix(400))") }
  return 0
}
