import CurveExpression
import CurveSampling
import _CurveText

/// Checks a whole Glance Widgets frame against the protocol reference, with its split between
/// "frame rejected" (body size, JSON, `protocol`, root grid, batch coordinates, layer
/// declarations) and "only this layer not drawn" (everything in the object a layer points to).
/// Numbers outside documented ranges are clamped and noted, not errors; `null` means "not
/// provided".
///
/// ## Bounded work
///
/// Every body within ``maximumBodyBytes`` is validated in time and memory that grow at most
/// linearly with its size (sorting the layers: n log n), whatever its shape:
/// - the parser is iterative and indexes large objects, so nesting, escapes and repeated keys
///   cost linear time;
/// - each object that declarations point to is validated, and sampled, once per type: a
///   thousand declarations of one curve cost one curve (``FrameReport/Layer/sameObjectAs``);
/// - at most ``maximumCurveLayers`` curve objects a frame are sampled; later ones are not drawn,
///   with the reason;
/// - a report lists at most ``maximumListedProblems`` problems and notes and counts the rest,
///   and keys and quoted values in it are shortened (a key to 64 bytes, a quoted value to 40
///   characters), so its size is bounded;
/// - a layer whose frame, placed on the canvas, reaches beyond ±``maximumCoordinate`` pt is
///   not drawn, so every coordinate a writer gets is finite and moderate.
public enum FrameValidator {
  /// The protocol's body limit: a larger body is rejected before it is parsed.
  public static let maximumBodyBytes = 524_288
  /// The most cells a grid (the root's or a matrix's) may have.
  public static let maximumCells = 4096
  /// The most problems and notes a report lists, over the whole frame.
  public static let maximumListedProblems = 1000
  /// The most curve objects sampled in one frame (declarations that share an object count once).
  public static let maximumCurveLayers = 64
  /// How far from the canvas origin, in pt, a layer's frame may reach and still be drawn.
  public static let maximumCoordinate = 1_000_000.0

  /// Validates a body as received.
  /// - Parameters:
  ///   - body: the raw bytes; measured before parsing.
  ///   - canvas: the content canvas in pt (curve layers are sampled on it to find their problems).
  public static func validate(_ body: UnsafeBufferPointer<UInt8>, canvas: CanvasSize = .default) -> FrameReport {
    guard body.count <= maximumBodyBytes else {
      return rejected(
        .bodyTooLarge, "body", "body is \(body.count) bytes, over the \(DecimalText.grouped(maximumBodyBytes))-byte limit", canvas: canvas)
    }
    let parsed: JSONValue
    do {
      parsed = try JSONParser.parse(body)
    } catch {
      return rejected(.bodyNotJSON, "body", "not valid JSON: \(error)", canvas: canvas)
    }
    guard case .object(let root) = parsed else {
      return rejected(.bodyNotObject, "body", "a frame must be one JSON object, got \(parsed.typeName)", canvas: canvas)
    }
    return validate(root, canvas: canvas)
  }

  /// Validates a body held in an array.
  public static func validate(_ bytes: [UInt8], canvas: CanvasSize = .default) -> FrameReport {
    bytes.withUnsafeBufferPointer { validate($0, canvas: canvas) }
  }

  /// Validates a frame already parsed (the body-size rule is then the caller's).
  package static func validate(_ root: JSONObject, canvas: CanvasSize = .default) -> FrameReport {
    var notes = ProblemList(.note)
    DuplicateKeys.find(in: .object(root), notes: &notes)
    let known: Set<String> = ["protocol", "pixels", "default", "layout", "batch", "data", "layers"]
    for key in root.keys where !known.contains(key) {
      notes.append(.fieldIgnored, JSONPath.member("", key), "unknown top-level field, ignored")
    }
    // A rejection with the notes found so far.
    func rejected(_ code: ProblemCode, _ path: String, _ message: String) -> FrameReport {
      var report = Self.rejected(code, path, message, canvas: canvas)
      (report.notes, report.unlistedNotes) = (notes.kept, notes.count - notes.kept.count)
      return report
    }

    // protocol: absent, null or 1.
    if let value = root["protocol"], value != .null, value != .number(1) {
      return rejected(.protocolUnsupported, "protocol", "unsupported protocol \(describe(value)); only 1 (or omitting it) is supported")
    }

    // The root grid.
    guard let pixels = root["pixels"], pixels != .null else {
      return rejected(.fieldRequired, "pixels", "the root grid is required: an array of rows of cells")
    }
    var walker = SchemaWalker(notes: notes)
    var gridProblems = ProblemList(.frameRejected)
    let grid = walker.grid(pixels, at: "pixels", problems: &gridProblems)
    for (key, kind) in [("default", FieldKind.object(Schema.pixel)), ("layout", .object(Schema.layout)), ("batch", .batches)] {
      if let value = root[key] { walker.check(value, kind, at: key, grid: grid, problems: &gridProblems) }
    }
    notes = walker.notes
    if let first = gridProblems.first { return rejected(first.code, first.path, first.message) }

    // data
    let data = root["data"]
    if let data, data != .null {
      guard case .object = data else { return rejected(.typeMismatch, "data", "expected an object, got \(data.typeName)") }
    }

    // layers: the declarations.
    var declarations: [(id: String, type: LayerType, dataPath: String, steps: [DataPath.Step])] = []
    if let layers = root["layers"], layers != .null {
      guard case .array(let entries) = layers else { return rejected(.typeMismatch, "layers", "expected an array, got \(layers.typeName)") }
      var seen = Set<CodePointKey>()
      for (index, entry) in entries.enumerated() {
        let path = "layers[\(index)]"
        guard case .object(let object) = entry else { return rejected(.typeMismatch, path, "expected an object, got \(entry.typeName)") }
        let keys = Set(object.keys)
        let expected: Set<String> = ["id", "type", "dataPath"]
        if let extra = keys.subtracting(expected).sorted().first {
          return rejected(.declarationFields, JSONPath.member(path, extra), "a layer declaration has only id, type and dataPath")
        }
        if let missing = expected.subtracting(keys).sorted().first {
          return rejected(.declarationFields, path + "." + missing, "missing; a layer declaration needs id, type and dataPath")
        }
        guard case .string(let id) = object["id"] ?? .null, id.hasPrefix("remote:") else {
          return rejected(.invalidLayerID, path + ".id", "expected a string starting with \"remote:\", got \(describe(object["id"] ?? .null))")
        }
        guard seen.insert(CodePointKey(id)).inserted else { return rejected(.duplicateLayerID, path + ".id", "duplicate id \(ShortText.quoted(id))") }
        guard case .string(let typeName) = object["type"] ?? .null, let type = LayerType(rawValue: typeName) else {
          let names = LayerType.allCases.map { $0.rawValue }.joined(separator: ", ")
          return rejected(.unknownLayerType, path + ".type", "expected one of \(names), got \(describe(object["type"] ?? .null))")
        }
        guard case .string(let dataPath) = object["dataPath"] ?? .null, let steps = DataPath.parse(dataPath) else {
          return rejected(
            .invalidDataPath, path + ".dataPath", "expected a path like data.field or data.list[0], got \(describe(object["dataPath"] ?? .null))")
        }
        declarations.append((id, type, dataPath, steps))
      }
    }

    // Each object a layer points to, once per type: problems there only stop that layer.
    var context = FrameContext(canvas: canvas)
    var verdicts: [LayerVerdict] = []
    var verdictIndex: [TargetKey: Int] = [:]
    var layers: [(layer: FrameReport.Layer, verdict: Int)] = []
    for declaration in declarations {
      let key = TargetKey(type: declaration.type, steps: declaration.steps)
      let index: Int
      if let known = verdictIndex[key] {
        index = known
      } else {
        let target = DataPath.resolve(declaration.steps, in: data)
        verdicts.append(LayerVerdict(type: declaration.type, object: target, context: &context))
        index = verdicts.count - 1
        verdictIndex[key] = index
      }
      let verdict = verdicts[index]
      let layer = FrameReport.Layer(
        id: declaration.id, type: declaration.type, dataPath: declaration.dataPath, zIndex: verdict.zIndex, drawn: verdict.drawn,
        problems: [], notes: [], curve: verdict.curve, geometry: verdict.geometry, frame: verdict.frame, rotation: verdict.rotation)
      layers.append((layer, index))
    }
    // zIndex order, ties in id order (code points, as the ids are compared everywhere).
    layers.sort { a, b in
      a.layer.zIndex < b.layer.zIndex || a.layer.zIndex == b.layer.zIndex && a.layer.id.precedesInCodePoints(b.layer.id)
    }

    // The lists, within the report's limit: the root's notes first, then each layer's in draw
    // order. A layer that shares its object with one before it names that one.
    var budget = maximumListedProblems
    func listed(_ list: ProblemList, under dataPath: String?) -> (kept: [Problem], unlisted: Int) {
      let kept = list.kept.prefix(budget).map { problem in
        dataPath.map { problem.moved(to: JSONPath.under($0, problem.path)) } ?? problem
      }
      budget -= kept.count
      return (kept, list.count - kept.count)
    }
    let rootNotes = listed(notes, under: nil)
    var report = FrameReport(verdict: .accepted, notes: rootNotes.kept, layers: [], grid: grid, canvas: canvas)
    report.unlistedNotes = rootNotes.unlisted
    var firstLayer: [Int: String] = [:]
    report.layers = layers.map { entry in
      var layer = entry.layer
      let verdict = verdicts[entry.verdict]
      (layer.problems, layer.unlistedProblems) = listed(verdict.problems, under: layer.dataPath)
      (layer.notes, layer.unlistedNotes) = listed(verdict.notes, under: layer.dataPath)
      if let first = firstLayer[entry.verdict] { layer.sameObjectAs = first } else { firstLayer[entry.verdict] = layer.id }
      return layer
    }
    return report
  }

  /// An object a layer points to, as a layer of one type.
  private struct TargetKey: Hashable {
    var type: LayerType
    var steps: [DataPath.Step]
  }

  // MARK: Helpers

  /// A report that rejects the frame for `message` at `path` (the command's, for a body it stopped
  /// reading at the size limit).
  package static func rejected(_ code: ProblemCode, _ path: String, _ message: String, canvas: CanvasSize) -> FrameReport {
    FrameReport(verdict: .rejected(Problem(code, .frameRejected, path, message)), notes: [], layers: [], grid: nil, canvas: canvas)
  }

  /// The edge of `frame` (placed on a canvas) that lies beyond ±``maximumCoordinate`` pt or is
  /// not finite, if one does: such a layer cannot be drawn. The validator's rule, which the
  /// preview applies to its own canvas too.
  package static func unplaceableEdge(of frame: Rect) -> Double? {
    [frame.x, frame.y, frame.maxX, frame.maxY].first { !($0.magnitude <= maximumCoordinate) }
  }

  /// A value for messages: a scalar as written (a string shortened), else its type.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let s): ShortText.quoted(s)
    case .number(let n): DecimalText.message(n)
    case .bool(let b): b ? "true" : "false"
    default: value.typeName
    }
  }
}
