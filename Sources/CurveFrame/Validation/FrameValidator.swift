import CurveExpression
import CurveSampling

/// Checks a whole Glance Widgets frame against the protocol reference, with its split between
/// "frame rejected" (body size, JSON, `protocol`, root grid, batch coordinates, layer
/// declarations) and "only this layer not drawn" (everything in the object a layer points to).
/// Numbers outside documented ranges are clamped and noted, not errors; `null` means "not
/// provided".
public enum FrameValidator {
  public static let maximumBodyBytes = 524_288
  public static let maximumCells = 4096

  /// Validates a body as received.
  /// - Parameters:
  ///   - body: the raw bytes; measured before parsing.
  ///   - canvas: the content canvas in pt (curve layers are sampled on it to find their problems).
  public static func validate(_ body: UnsafeBufferPointer<UInt8>, canvas: (Double, Double) = (338, 158)) -> FrameReport {
    guard body.count <= maximumBodyBytes else {
      return rejected("body", "body is \(body.count) bytes, over the 524,288-byte limit")
    }
    let parsed: JSONValue
    do {
      parsed = try JSONParser.parse(body)
    } catch {
      return rejected("body", "not valid JSON: \(error)")
    }
    guard case .object(let root) = parsed else {
      return rejected("body", "a frame must be one JSON object, got \(parsed.typeName)")
    }
    return validate(root, canvas: canvas)
  }

  public static func validate(_ bytes: [UInt8], canvas: (Double, Double) = (338, 158)) -> FrameReport {
    bytes.withUnsafeBufferPointer { validate($0, canvas: canvas) }
  }

  public static func validate(_ root: JSONObject, canvas: (Double, Double) = (338, 158)) -> FrameReport {
    var walker = Walker()
    walker.duplicates(in: .object(root), at: "")
    let known: Set<String> = ["protocol", "pixels", "default", "layout", "batch", "data", "layers"]
    for key in root.keys where !known.contains(key) {
      walker.notes.append(FrameProblem(key, "unknown top-level field, ignored"))
    }

    // protocol: absent, null or 1.
    if let value = root["protocol"], value != .null, value != .number(1) {
      return rejected("protocol", "unsupported protocol \(describe(value)); only 1 (or omitting it) is supported")
    }

    // The root grid.
    guard let pixels = root["pixels"], pixels != .null else {
      return rejected("pixels", "the root grid is required: an array of rows of cells")
    }
    var gridProblems: [FrameProblem] = []
    let grid = walker.grid(pixels, at: "pixels", problems: &gridProblems)
    for (key, kind) in [("default", FieldKind.object(Schema.pixel)), ("layout", .object(Schema.layout)), ("batch", .batches)] {
      if let value = root[key] { walker.check(value, kind, at: key, grid: grid, problems: &gridProblems) }
    }
    if let first = gridProblems.first { return rejected(first.path, first.message, notes: walker.notes) }

    // data
    if let data = root["data"], data != .null, case .object = data {} else if let data = root["data"], data != .null {
      return rejected("data", "expected an object, got \(data.typeName)", notes: walker.notes)
    }

    // layers: the declarations.
    var declarations: [(id: String, type: String, dataPath: String)] = []
    if let layers = root["layers"], layers != .null {
      guard case .array(let entries) = layers else {
        return rejected("layers", "expected an array, got \(layers.typeName)", notes: walker.notes)
      }
      var seen = Set<String>()
      for (index, entry) in entries.enumerated() {
        let path = "layers[\(index)]"
        guard case .object(let object) = entry else {
          return rejected(path, "expected an object, got \(entry.typeName)", notes: walker.notes)
        }
        let keys = Set(object.keys)
        let expected: Set<String> = ["id", "type", "dataPath"]
        if let extra = keys.subtracting(expected).sorted().first {
          return rejected(path + "." + extra, "a layer declaration has only id, type and dataPath", notes: walker.notes)
        }
        if let missing = expected.subtracting(keys).sorted().first {
          return rejected(path + "." + missing, "missing; a layer declaration needs id, type and dataPath", notes: walker.notes)
        }
        guard case .string(let id) = object["id"] ?? .null, id.hasPrefix("remote:") else {
          return rejected(path + ".id", "expected a string starting with \"remote:\", got \(describe(object["id"] ?? .null))", notes: walker.notes)
        }
        guard seen.insert(id).inserted else {
          return rejected(path + ".id", "duplicate id \"\(id)\"", notes: walker.notes)
        }
        guard case .string(let type) = object["type"] ?? .null, Schema.layerTypes.contains(type) else {
          return rejected(
            path + ".type", "expected one of \(Schema.layerTypes.joined(separator: ", ")), got \(describe(object["type"] ?? .null))",
            notes: walker.notes)
        }
        guard case .string(let dataPath) = object["dataPath"] ?? .null, DataPath.parse(dataPath) != nil else {
          return rejected(
            path + ".dataPath", "expected a path like data.field or data.list[0], got \(describe(object["dataPath"] ?? .null))",
            notes: walker.notes)
        }
        declarations.append((id, type, dataPath))
      }
    }

    // Each layer's object: problems here only stop that layer.
    var layers: [FrameReport.Layer] = []
    for declaration in declarations {
      layers.append(layer(declaration, data: root["data"], canvas: canvas))
    }
    layers.sort { ($0.zIndex, $0.id) < ($1.zIndex, $1.id) }
    return FrameReport(verdict: .accepted, notes: walker.notes, layers: layers, grid: grid)
  }

  // MARK: Layers

  static func layer(_ declaration: (id: String, type: String, dataPath: String), data: JSONValue?, canvas: (Double, Double)) -> FrameReport.Layer {
    let (id, type, dataPath) = declaration
    var result = FrameReport.Layer(
      id: id, type: type, dataPath: dataPath, zIndex: 0, drawn: false, problems: [], notes: [], curve: nil, geometry: nil,
      frame: nil, rotation: nil)
    guard let steps = DataPath.parse(dataPath), let value = DataPath.resolve(steps, in: data) else {
      result.problems.append(FrameProblem(dataPath, "does not exist in data"))
      return result
    }
    guard case .object(let node) = value else {
      result.problems.append(FrameProblem(dataPath, "expected an object, got \(value.typeName)"))
      return result
    }
    var walker = Walker()
    walker.check(.object(node), .object(Schema.node), at: dataPath, grid: nil, problems: &result.problems)
    if case .number(let z)? = node["zIndex"], z == z.rounded() { result.zIndex = z }
    if case .number(let degrees)? = node["rotation"] { result.rotation = degrees }
    if case .object(let frame)? = node["frame"], case .number(let w)? = frame["width"], case .number(let h)? = frame["height"] {
      func number(_ key: String) -> Double? { if case .number(let v)? = frame[key] { v } else { nil } }
      var translate: (Double?, Double?) = (nil, nil)
      if case .object(let t)? = node["transform"] {
        if case .number(let v)? = t["translateX"] { translate.0 = v }
        if case .number(let v)? = t["translateY"] { translate.1 = v }
      }
      result.frame = LayerFrameSpec(
        width: w, height: h, left: number("left"), right: number("right"), top: number("top"), bottom: number("bottom"),
        translateX: translate.0, translateY: translate.1)
    }
    if node["frame"] == nil || node["frame"] == .null {
      result.problems.append(FrameProblem(dataPath + ".frame", "a remote layer needs a frame with width and height"))
    }

    if type == "curve" {
      // Content and style types, then the sampler's own rules (expression, domains, budgets,
      // markers): one implementation, shared with `curve geometry`.
      let reading = CurveLayerReader.read(node, at: dataPath)
      result.problems += reading.problems
      result.curve = reading
      if case .object(let style)? = node["style"] {
        for (name, range) in Schema.curveStyleRanges {
          if case .number(let v)? = style[name], !range.contains(v) {
            walker.notes.append(FrameProblem("\(dataPath).style.\(name)", DecimalText.clampNote(v, to: v.clamped(to: range), in: range)))
          }
        }
      }
      if result.problems.isEmpty, let frame = result.frame {
        let rect = frame.resolve(canvasWidth: canvas.0, canvasHeight: canvas.1)
        let geometry = CurveSampler.geometry(for: reading.spec, in: rect, workspace: walker.sampler)
        for problem in geometry.problems {
          let item = FrameProblem(dataPath + "." + problem.field, problem.message)
          switch problem.effect {
          case .layerNotDrawn: result.problems.append(item)
          case .itemNotDrawn: result.problems.append(item)
          case .normalized: walker.notes.append(item)
          }
        }
        result.drawn = geometry.drawn
        result.geometry = geometry
      }
      result.notes = walker.notes
      if !result.problems.allSatisfy({ isMarkerProblem($0) }) { result.drawn = false }
      return result
    }

    if let content = node["content"], content != .null, let schema = Schema.content(type) {
      walker.check(content, .object(schema), at: dataPath + ".content", grid: nil, problems: &result.problems)
    }
    if let style = node["style"], style != .null, let schema = Schema.style(type) {
      walker.check(style, .object(schema), at: dataPath + ".style", grid: nil, problems: &result.problems)
    }
    if type == "matrix" {
      if case .object(let content)? = node["content"], content["pixels"] != nil, content["pixels"] != .null {
      } else {
        result.problems.append(FrameProblem(dataPath + ".content.pixels", "a remote matrix needs content.pixels"))
      }
    }
    if type == "icon", case .object(let content)? = node["content"] {
      let glyph = ["icon", "iconCodePoint", "iconFont"].filter { content[$0] != nil && content[$0] != .null }
      let url = content["url"] != nil && content["url"] != .null
      if url && !glyph.isEmpty {
        result.problems.append(FrameProblem(dataPath + ".content", "an icon is a built-in glyph (icon, iconCodePoint, iconFont) or a url, never both"))
      } else if !url && !glyph.isEmpty && glyph.count < 3 {
        result.problems.append(FrameProblem(dataPath + ".content", "a built-in glyph needs icon, iconCodePoint and iconFont together"))
      }
    }
    result.notes = walker.notes
    result.drawn = result.problems.isEmpty
    return result
  }

  /// A marker that is not drawn leaves the rest of the curve drawn.
  static func isMarkerProblem(_ problem: FrameProblem) -> Bool {
    problem.path.contains(".content.markers[") && problem.message.hasSuffix("not drawn")
  }

  // MARK: Helpers

  /// A report that rejects the frame for `message` at `path`.
  public static func rejected(_ path: String, _ message: String, notes: [FrameProblem] = []) -> FrameReport {
    FrameReport(verdict: .rejected(FrameProblem(path, message)), notes: notes, layers: [], grid: nil)
  }

  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let s): "\"\(s)\""
    case .number(let n): DecimalText.message(n)
    case .bool(let b): b ? "true" : "false"
    default: value.typeName
    }
  }
}

/// Walks JSON against the schema, collecting problems (wrong types, unknown fields, invalid
/// grids) and notes (clamps, duplicate keys).
struct Walker {
  var notes: [FrameProblem] = []
  /// One sampler workspace for every curve layer of the frame, made at the first.
  lazy var sampler = SamplerWorkspace()

  mutating func check(
    _ value: JSONValue, _ kind: FieldKind, at path: @autoclosure () -> String, grid: (Int, Int)?, problems: inout [FrameProblem]
  ) {
    if value == .null { return }  // null means "not provided"
    func wrong(_ expected: String) {
      problems.append(FrameProblem(path(), "expected \(expected), got \(FrameValidator.describeForType(value))"))
    }
    switch kind {
    case .number(let range):
      guard case .number(let v) = value else { return wrong("a number") }
      if let range, !range.contains(v) {
        notes.append(FrameProblem(path(), DecimalText.clampNote(v, to: v.clamped(to: range), in: range)))
      }
    case .integer:
      guard case .number(let v) = value, v == v.rounded() else { return wrong("a whole number") }
    case .string:
      guard case .string = value else { return wrong("a string") }
    case .boolean:
      guard case .bool = value else { return wrong("true or false") }
    case .color:
      guard case .string(let text) = value else { return wrong("a colour like #RRGGBB or #AARRGGBB") }
      if !FieldReader.isColor(text) {
        problems.append(FrameProblem(path(), "expected a colour like #RRGGBB or #AARRGGBB, got \"\(text)\""))
      }
    case .choice(let options):
      guard case .string(let text) = value, options.contains(text) else {
        return wrong("one of " + options.map { "\"\($0)\"" }.joined(separator: ", "))
      }
    case .textOrNumber:
      switch value {
      case .string, .number: break
      default: wrong("a string or a number")
      }
    case .colors, .strings, .numbers:
      guard case .array(let items) = value else { return wrong("an array") }
      for (index, item) in items.enumerated() {
        let element: FieldKind
        switch kind {
        case .colors: element = .color
        case .strings: element = .string
        case .numbers(let range): element = .number(range)
        default: element = .string
        }
        check(item, element, at: "\(path())[\(index)]", grid: grid, problems: &problems)
      }
    case .object(let schema):
      guard case .object(let object) = value else { return wrong("an object") }
      // A matrix's own grid sizes the batch coordinates beside it: check it first.
      var grid = grid
      if case .pixelGrid? = schema.fields["pixels"], let pixels = object["pixels"], pixels != .null {
        grid = self.grid(pixels, at: "\(path()).pixels", problems: &problems)
      }
      for key in object.keys {
        if key == "pixels", case .pixelGrid? = schema.fields["pixels"] { continue }
        guard let fieldKind = schema.fields[key] else {
          let allowed = schema.fields.keys.sorted()
          problems.append(FrameProblem("\(path()).\(key)", allowed.isEmpty ? "unsupported field; this object takes no fields" : "unsupported field; allowed here: \(allowed.joined(separator: ", "))"))
          continue
        }
        if let field = object[key] { check(field, fieldKind, at: "\(path()).\(key)", grid: grid, problems: &problems) }
      }
      for key in schema.required.sorted() where object[key] == nil || object[key] == .null {
        problems.append(FrameProblem("\(path()).\(key)", "required"))
      }
    case .anyObject:
      guard case .object = value else { return wrong("an object") }
    case .pixelGrid:
      _ = self.grid(value, at: path(), problems: &problems)
    case .batches:
      guard case .array(let entries) = value else { return wrong("an array of { pixel, coordinates }") }
      for (index, entry) in entries.enumerated() {
        let entryPath = "\(path())[\(index)]"
        guard case .object(let object) = entry else {
          problems.append(FrameProblem(entryPath, "expected an object { pixel, coordinates }, got \(entry.typeName)"))
          continue
        }
        for key in object.keys where key != "pixel" && key != "coordinates" {
          problems.append(FrameProblem("\(entryPath).\(key)", "unsupported field; a batch entry has pixel and coordinates"))
        }
        if let pixel = object["pixel"] {
          check(pixel, .object(Schema.pixel), at: entryPath + ".pixel", grid: grid, problems: &problems)
        } else {
          problems.append(FrameProblem(entryPath + ".pixel", "required"))
        }
        guard case .array(let coordinates)? = object["coordinates"] else {
          problems.append(FrameProblem(entryPath + ".coordinates", "required: an array of [row, column]"))
          continue
        }
        for (c, coordinate) in coordinates.enumerated() {
          let coordinatePath = "\(entryPath).coordinates[\(c)]"
          guard case .array(let pair) = coordinate, pair.count == 2, case .number(let row) = pair[0], case .number(let column) = pair[1],
            row == row.rounded(), column == column.rounded()
          else {
            problems.append(FrameProblem(coordinatePath, "expected [row, column], two whole numbers"))
            continue
          }
          if let (rows, columns) = grid, !(0..<Double(rows)).contains(row) || !(0..<Double(columns)).contains(column) {
            problems.append(FrameProblem(coordinatePath, "[\(DecimalText.message(row)), \(DecimalText.message(column))] is outside the \(rows) × \(columns) grid (zero-based)"))
          }
        }
      }
    }
  }

  /// A cell grid's size, checking it is rectangular with 1…4,096 cells of null or Pixel.
  mutating func grid(_ value: JSONValue, at path: @autoclosure () -> String, problems: inout [FrameProblem]) -> (Int, Int)? {
    guard case .array(let rows) = value, !rows.isEmpty else {
      problems.append(FrameProblem(path(), "expected a non-empty array of rows"))
      return nil
    }
    var columns: Int?
    for (r, row) in rows.enumerated() {
      guard case .array(let cells) = row, !cells.isEmpty else {
        problems.append(FrameProblem("\(path())[\(r)]", "expected a non-empty array of cells"))
        return nil
      }
      if let columns, cells.count != columns {
        problems.append(FrameProblem("\(path())[\(r)]", "row has \(cells.count) cells, but row 0 has \(columns); the grid must be rectangular"))
        return nil
      }
      columns = cells.count
      if rows.count * cells.count > FrameValidator.maximumCells {
        problems.append(FrameProblem(path(), "\(rows.count) × \(cells.count) = \(rows.count * cells.count) cells, over the 4,096-cell limit"))
        return nil
      }
      for (c, cell) in cells.enumerated() {
        check(cell, .object(Schema.pixel), at: "\(path())[\(r)][\(c)]", grid: nil, problems: &problems)
      }
    }
    return (rows.count, columns ?? 0)
  }

  /// Notes every duplicated key, anywhere in the document (the last value is the one used).
  mutating func duplicates(in value: JSONValue, at path: String) {
    // Iterative: a frame may nest as deep as the parser allows.
    var stack: [(JSONValue, String)] = [(value, path)]
    while let (current, currentPath) = stack.popLast() {
      switch current {
      case .object(let object):
        for key in object.duplicateKeys {
          notes.append(FrameProblem(currentPath.isEmpty ? key : "\(currentPath).\(key)", "duplicate key; the last value is used"))
        }
        // Only containers can hold duplicates: scalars get no path (a 500 KB body is mostly numbers).
        for (key, member) in object.members where member.mayHoldObjects {
          stack.append((member, currentPath.isEmpty ? key : "\(currentPath).\(key)"))
        }
      case .array(let items):
        // An array of scalars (a point, a colour list) cannot hold an object: skip it unnamed.
        for (index, item) in items.enumerated() where item.mayHoldObjects {
          stack.append((item, "\(currentPath)[\(index)]"))
        }
      default: break
      }
    }
  }
}

extension FrameValidator {
  /// The type for messages, with the value when it is a short scalar.
  static func describeForType(_ value: JSONValue) -> String {
    switch value {
    case .string(let s): "\"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
    case .number(let n): DecimalText.message(n)
    case .bool(let b): b ? "true" : "false"
    default: value.typeName
    }
  }
}
