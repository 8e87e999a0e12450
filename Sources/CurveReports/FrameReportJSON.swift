import CurveAnalysis
import CurveFrame
import CurveSampling
import _CurveText

/// What the frame commands print as JSON: `curve validate --format json` and `curve geometry`.
/// One place, so the command and the WebAssembly module print the same bytes.
package enum FrameReportJSON {
  /// What `curve validate --format json` prints.
  package static func validation(_ report: FrameReport) -> String {
    func problems(_ list: [Problem]) -> String {
      "[" + list.map(JSONText.problem).joined(separator: ", ") + "]"
    }
    var out = "{"
    switch report.verdict {
    case .accepted: out += "\"verdict\": \"accepted\", \"reason\": null"
    case .rejected(let problem):
      out += "\"verdict\": \"rejected\", \"reason\": \(JSONText.problem(problem))"
    }
    out += ",\n \"notes\": \(problems(report.notes)), \"unlistedNotes\": \(report.unlistedNotes),\n \"layers\": ["
    out += report.layers.map { layer in
      var fields = "{\"id\": \(JSONText.string(layer.id)), \"type\": \(JSONText.string(layer.type.rawValue)), \"dataPath\": \(JSONText.string(layer.dataPath))"
      fields += ", \"sameObjectAs\": \(layer.sameObjectAs.map(JSONText.string) ?? "null")"
      fields += ", \"zIndex\": \(DecimalText.json(layer.zIndex)), \"drawn\": \(layer.drawn)"
      fields += ", \"problems\": \(problems(layer.problems)), \"unlistedProblems\": \(layer.unlistedProblems)"
      fields += ", \"notes\": \(problems(layer.notes)), \"unlistedNotes\": \(layer.unlistedNotes)}"
      return fields
    }.joined(separator: ",\n  ")
    out += "]}\n"
    return out
  }

  /// `curve geometry`'s output is `geometryHead`, the layers' `geometry(of:on:)` joined by
  /// `geometrySeparator`, then `geometryTail` (the command streams it layer by layer).
  package static func geometryHead(canvas: CanvasSize) -> String {
    "{\"canvas\": [\(DecimalText.json(canvas.width)), \(DecimalText.json(canvas.height))],\n \"layers\": ["
  }
  package static let geometrySeparator = ",\n  "
  package static let geometryTail = "]}\n"

  /// `curve geometry`'s whole output for `layers` (the curve layers to print) on `canvas`, with
  /// each layer's analysis when `analysis` (`--analysis`).
  package static func geometry(_ layers: [FrameReport.Layer], on canvas: CanvasSize, analysis: Bool = false) -> String {
    geometryHead(canvas: canvas) + layers.map { geometry(of: $0, analysis: analysis) }.joined(separator: geometrySeparator) + geometryTail
  }

  /// One curve layer as `curve geometry` prints it; with `analysis`, with what is proven of its
  /// curve (``AnalysisReportJSON/curve(_:)``).
  package static func geometry(of layer: FrameReport.Layer, analysis: Bool = false) -> String {
    var fields = ["\"id\": \(JSONText.string(layer.id))"]
    fields.append("\"drawn\": \(layer.drawn)")
    fields.append("\"problems\": [\(layer.problems.map(JSONText.problem).joined(separator: ", "))]")
    fields.append("\"notes\": [\(layer.notes.map(JSONText.problem).joined(separator: ", "))]")
    if layer.unlistedProblems + layer.unlistedNotes > 0 {
      fields.append("\"unlistedProblems\": \(layer.unlistedProblems), \"unlistedNotes\": \(layer.unlistedNotes)")
    }
    // A layer sharing its object with one before it has that layer's geometry: named, not repeated.
    if let first = layer.sameObjectAs {
      fields.append("\"sameObjectAs\": \(JSONText.string(first))")
      return "{" + fields.joined(separator: ", ") + "}"
    }
    guard let geometry = layer.geometry, let frame = layer.frame else {
      return "{" + fields.joined(separator: ", ") + "}"
    }
    fields.append("\"frame\": \(rect(frame))")
    if let rotation = layer.rotation { fields.append("\"rotation\": \(DecimalText.json(rotation))") }
    guard geometry.drawn else { return "{" + fields.joined(separator: ", ") + "}" }
    fields.append("\"mode\": \"\(geometry.mode.rawValue)\", \"interpolation\": \"\(geometry.interpolation.rawValue)\"")
    fields.append("\"plot\": \(rect(geometry.plot))")
    fields.append("\"domain\": [\(DecimalText.json(geometry.domain.start)), \(DecimalText.json(geometry.domain.end))]")
    fields.append("\"yDomain\": [\(DecimalText.json(geometry.yDomain.start)), \(DecimalText.json(geometry.yDomain.end))]")
    fields.append("\"stroke\": [\(geometry.stroke.map(path).joined(separator: ",\n    "))]")
    fields.append("\"fill\": [\(geometry.fill.map(path).joined(separator: ",\n    "))]")
    fields.append("\"breaks\": [\(geometry.breaks.map(curveBreak).joined(separator: ",\n    "))]")
    fields.append("\"markers\": [\(geometry.markers.map(marker).joined(separator: ",\n    "))]")
    if analysis, let spec = layer.curve?.spec, let curve = CurveAnalyzer.analyze(layer: spec, geometry: geometry) {
      fields.append("\"analysis\": " + AnalysisReportJSON.curve(curve))
    }
    return "{" + fields.joined(separator: ",\n   ") + "}"
  }

  /// A break: where (the middle, and the two samples it lies between), what, and how it was decided.
  private static func curveBreak(_ b: CurveBreak) -> String {
    var decided = "\"\(b.decision.code.rawValue)\""
    if case .sidesApart(let pt) = b.decision { decided += ", \"apartPt\": \(DecimalText.json(pt))" }
    return "{\"x\": \(DecimalText.json(b.x)), \"between\": [\(DecimalText.json(b.left)), \(DecimalText.json(b.right))], "
      + "\"kind\": \"\(b.kind.rawValue)\", \"decided\": \(decided)}"
  }

  private static func rect(_ r: Rect) -> String {
    "{\"x\": \(DecimalText.json(r.x)), \"y\": \(DecimalText.json(r.y)), \"width\": \(DecimalText.json(r.width)), \"height\": \(DecimalText.json(r.height))}"
  }

  private static func point(_ p: Point) -> String {
    "\(DecimalText.json(p.x)), \(DecimalText.json(p.y))"
  }

  private static func path(_ commands: CurvePath) -> String {
    "[" + commands.map { command in
      switch command {
      case .move(let p): "[\"M\", \(point(p))]"
      case .line(let p): "[\"L\", \(point(p))]"
      case .curve(let a, let b, let p): "[\"C\", \(point(a)), \(point(b)), \(point(p))]"
      case .close: "[\"Z\"]"
      }
    }.joined(separator: ", ") + "]"
  }

  private static func marker(_ m: MarkerGeometry) -> String {
    var fields = [
      "\"index\": \(m.index)", "\"center\": [\(point(m.center))]", "\"radius\": \(DecimalText.json(m.radius))",
      "\"fill\": \(JSONText.string(m.fill.description))", "\"opacity\": \(DecimalText.json(m.opacity))",
    ]
    fields.append("\"label\": \(m.label.map(JSONText.string) ?? "null")")
    fields.append("\"labelColor\": \(JSONText.string(m.labelColor.description))")
    fields.append("\"labelAnchor\": [\(point(m.labelAnchor))]")
    fields.append("\"labelAlignment\": \"\(m.labelAlignment.rawValue)\", \"labelBaseline\": \"\(m.labelBaseline.rawValue)\"")
    fields.append("\"fontSize\": \(DecimalText.json(m.fontSize))")
    fields.append("\"labelBox\": " + (m.labelBox.map { "[\(DecimalText.json($0.x)), \(DecimalText.json($0.y)), \(DecimalText.json($0.width)), \(DecimalText.json($0.height))]" } ?? "null"))
    fields.append("\"labelClipped\": \(m.labelClipped), \"labelOverflowPt\": \(DecimalText.json(m.labelOverflow)), \"dotOverflowPt\": \(DecimalText.json(m.dotOverflow))")
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
