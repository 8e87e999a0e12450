import CurveSampling
import _CurveText

/// What the object a layer declaration points to makes of the layer: validated (and, for a
/// curve, sampled) once per object and type, however many declarations point to it. Paths are
/// relative to the object (`frame.width`, `content.markers[2]`; empty for the object itself).
struct LayerVerdict {
  var zIndex = 0.0
  var drawn = false
  var problems = ProblemList(.layerNotDrawn)
  var notes = ProblemList(.note)
  var curve: CurveLayerReading?
  var geometry: CurveGeometry?
  /// The frame in pt on the canvas, placed once.
  var frame: Rect?
  var rotation: Double?
}

/// What every layer of one frame shares: the canvas, one sampler workspace, and how many curve
/// objects have been sampled and analyzed (for marker labels naming extrema).
struct FrameContext {
  let canvas: CanvasSize
  /// Made at the first curve layer.
  lazy var sampler = SamplerWorkspace()
  var curvesSampled = 0
  var curvesAnalyzed = 0
}

extension LayerVerdict {
  init(type: LayerType, object value: JSONValue?, context: inout FrameContext) {
    guard let value else {
      problems.append(.layerObjectMissing, "", "does not exist in data")
      return
    }
    guard case .object(let node) = value else {
      problems.append(.typeMismatch, "", "expected an object, got \(value.typeName)")
      return
    }
    var walker = SchemaWalker()
    walker.check(.object(node), .object(Schema.node), at: "", grid: nil, problems: &problems)
    if case .number(let z)? = node["zIndex"], z == z.rounded() { zIndex = z }
    if case .number(let degrees)? = node["rotation"] { rotation = degrees }
    readFrame(node, canvas: context.canvas)
    // Content and style against the layer type's schema (one that is not an object has its
    // problem from the node's).
    if case .object(let content)? = node["content"] {
      walker.check(.object(content), .object(Schema.content(type)), at: "content", grid: nil, problems: &problems)
    }
    if case .object(let style)? = node["style"] {
      walker.check(.object(style), .object(Schema.style(type)), at: "style", grid: nil, problems: &problems)
    }

    if type == .curve {
      curveLayer(node, walker: &walker, context: &context)
    } else {
      otherLayer(type, node)
      drawn = problems.isEmpty
    }
    notes.append(contentsOf: walker.notes)
  }

  /// The frame as given, and whether it can be placed on the canvas.
  private mutating func readFrame(_ node: JSONObject, canvas: CanvasSize) {
    guard case .object(let given)? = node["frame"] else {
      if node["frame"] == nil || node["frame"] == .null {
        problems.append(.frameMissing, "frame", "a remote layer needs a frame with width and height")
      }
      return
    }
    guard case .number(let width)? = given["width"], case .number(let height)? = given["height"] else { return }
    func number(_ object: JSONObject, _ key: String) -> Double? { if case .number(let v)? = object[key] { v } else { nil } }
    var translate: (x: Double?, y: Double?) = (nil, nil)
    if case .object(let t)? = node["transform"] { translate = (number(t, "translateX"), number(t, "translateY")) }
    let spec = LayerFrameSpec(
      width: width, height: height, left: number(given, "left"), right: number(given, "right"), top: number(given, "top"),
      bottom: number(given, "bottom"), translateX: translate.x, translateY: translate.y)
    let placed = spec.resolve(on: canvas)
    frame = placed
    // Offsets and translations have no range in the protocol; a frame placed so far off the
    // canvas that its edges are not finite, or lie beyond ±1,000,000 pt, cannot be drawn.
    if let far = FrameValidator.unplaceableEdge(of: placed) {
      problems.append(
        .frameUnplaceable, "frame",
        "placed on the \(DecimalText.message(canvas.width)) × \(DecimalText.message(canvas.height)) pt canvas, an edge lies at "
          + "\(DecimalText.message(far)) pt, beyond ±\(DecimalText.grouped(FrameValidator.maximumCoordinate)) pt; the layer cannot be drawn")
    }
  }

  private mutating func curveLayer(_ node: JSONObject, walker: inout SchemaWalker, context: inout FrameContext) {
    // The typed reading, then the sampler's own rules (expression, domains, budgets, markers):
    // one implementation, shared with `curve geometry`.
    let reading = CurveLayerReader.read(node)
    curve = reading
    guard problems.isEmpty, let frame else { return }
    guard context.curvesSampled < FrameValidator.maximumCurveLayers else {
      problems.append(.tooManyCurveLayers, "", "not drawn: CurveKit samples at most \(FrameValidator.maximumCurveLayers) curve objects a frame, and this is one more")
      return
    }
    context.curvesSampled += 1
    let sampled = CurveSampler.geometry(for: reading.spec, in: frame, workspace: context.sampler)
    for problem in sampled.problems {
      switch problem.effect {
      case .frameRejected, .layerNotDrawn, .itemNotDrawn, .itemClipped: problems.append(problem)
      case .note: walker.notes.append(problem)
      }
    }
    for note in MarkerLabelNotes.notes(spec: reading.spec, geometry: sampled, analyzed: &context.curvesAnalyzed) { walker.notes.append(note) }
    // A marker that is not drawn leaves the rest of the curve drawn.
    drawn = sampled.drawn
    geometry = sampled
  }

  /// The rules of other layer types that the schema cannot say.
  private mutating func otherLayer(_ type: LayerType, _ node: JSONObject) {
    if type == .matrix {
      if case .object(let content)? = node["content"], content["pixels"] != nil, content["pixels"] != .null {
      } else {
        problems.append(.matrixPixelsMissing, "content.pixels", "a remote matrix needs content.pixels")
      }
    }
    if type == .icon, case .object(let content)? = node["content"] {
      let glyph = ["icon", "iconCodePoint", "iconFont"].filter { content[$0] != nil && content[$0] != .null }
      let url = content["url"] != nil && content["url"] != .null
      if url && !glyph.isEmpty {
        problems.append(.iconContent, "content", "an icon is a built-in glyph (icon, iconCodePoint, iconFont) or a url, never both")
      } else if !url && !glyph.isEmpty && glyph.count < 3 {
        problems.append(.iconContent, "content", "a built-in glyph needs icon, iconCodePoint and iconFont together")
      }
    }
  }
}
