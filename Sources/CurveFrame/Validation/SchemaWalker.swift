import CurveExpression
import CurveSampling
import _CurveText

/// Walks JSON against the schema (``Schema``), collecting problems (wrong types, unknown fields,
/// invalid grids) and notes (clamps). Paths are autoclosures: one is only spelt out for a problem
/// that is kept, so walking a 50,000-entry batch under a long data path costs no strings.
struct SchemaWalker {
  var notes = ProblemList(.note)

  mutating func check(
    _ value: JSONValue, _ kind: FieldKind, at path: @autoclosure () -> String, grid: (Int, Int)?, problems: inout ProblemList
  ) {
    if value == .null { return }  // null means "not provided"
    func wrong(_ expected: @autoclosure () -> String) {
      problems.append(.typeMismatch, path(), "expected \(expected()), got \(FrameValidator.describe(value))")
    }
    switch kind {
    case .number(let range):
      guard case .number(let v) = value else { return wrong("a number") }
      if let range, !range.contains(v) {
        notes.append(.valueClamped, path(), DecimalText.clampNote(v, to: v.clamped(to: range), in: range))
      }
    case .integer:
      guard case .number(let v) = value, v == v.rounded() else { return wrong("a whole number") }
    case .string:
      guard case .string = value else { return wrong("a string") }
    case .boolean:
      guard case .bool = value else { return wrong("true or false") }
    case .color:
      guard case .string(let text) = value else { return wrong("a colour like #RRGGBB or #AARRGGBB") }
      if ProtocolColor(text) == nil {
        problems.append(.invalidColor, path(), "expected a colour like #RRGGBB or #AARRGGBB, got \(ShortText.quoted(text))")
      }
    case .choice(let options):
      guard case .string(let text) = value else { return wrong("one of " + options.map { "\"\($0)\"" }.joined(separator: ", ")) }
      if !options.contains(text) {
        problems.append(
          .invalidChoice, path(), "unsupported value \(ShortText.quoted(text)); expected one of \(options.map { "\"\($0)\"" }.joined(separator: ", "))")
      }
    case .textOrNumber:
      switch value {
      case .string, .number: break
      default: wrong("a string or a number")
      }
    case .colors, .strings, .numbers:
      guard case .array(let items) = value else { return wrong("an array") }
      let element: FieldKind
      switch kind {
      case .colors: element = .color
      case .numbers(let range): element = .number(range)
      default: element = .string
      }
      for (index, item) in items.enumerated() {
        check(item, element, at: JSONPath.element(path(), index), grid: grid, problems: &problems)
      }
    case .object(let schema):
      guard case .object(let object) = value else { return wrong("an object") }
      // A matrix's own grid sizes the batch coordinates beside it: check it first.
      var grid = grid
      if case .pixelGrid? = schema.fields["pixels"], let pixels = object["pixels"], pixels != .null {
        grid = self.grid(pixels, at: JSONPath.member(path(), "pixels"), problems: &problems)
      }
      for (key, field) in object.uniqueMembers {
        if key == "pixels", case .pixelGrid? = schema.fields["pixels"] { continue }
        guard let fieldKind = schema.fields[key] else {
          problems.append(
            .fieldUnsupported, JSONPath.member(path(), key),
            schema.fields.isEmpty
              ? "unsupported field; this object takes no fields"
              : "unsupported field; allowed here: \(schema.fields.keys.sorted().joined(separator: ", "))")
          continue
        }
        check(field, fieldKind, at: JSONPath.member(path(), key), grid: grid, problems: &problems)
      }
      for key in schema.required.sorted() where object[key] == nil || object[key] == .null {
        problems.append(.fieldRequired, JSONPath.member(path(), key), "required")
      }
    case .anyObject:
      guard case .object = value else { return wrong("an object") }
    case .pixelGrid:
      _ = self.grid(value, at: path(), problems: &problems)
    case .batches:
      batches(value, at: path(), grid: grid, problems: &problems)
    case .pair(let names):
      guard case .array(let items) = value else { return wrong("an array") }
      guard items.count == 2, case .number = items[0], case .number = items[1] else {
        return problems.append(.invalidPair, path(), "expected \(names), two numbers")
      }
    case .points(let limit):
      guard case .array(let items) = value else { return wrong("an array") }
      noteUnread(items.count, of: "points", limit: limit, at: path(), remedy: CurveReduction.remedy)
      for (index, item) in items.prefix(limit).enumerated() {
        guard case .array(let pair) = item, pair.count == 2, case .number = pair[0], case .number = pair[1] else {
          return problems.append(.invalidPair, JSONPath.element(path(), index), "expected [x, y], two numbers")
        }
      }
    case .objects(let schema, let limit, let noun):
      guard case .array(let items) = value else { return wrong("an array") }
      noteUnread(items.count, of: noun, limit: limit, at: path())
      for (index, item) in items.prefix(limit).enumerated() {
        // In a list, null is an item of the wrong type, not a field left out.
        guard item != .null else {
          problems.append(.typeMismatch, JSONPath.element(path(), index), "expected an object, got null")
          continue
        }
        check(item, .object(schema), at: JSONPath.element(path(), index), grid: grid, problems: &problems)
      }
    case .numbersByName:
      guard case .object(let object) = value else { return wrong("an object") }
      for (name, member) in object.uniqueMembers {
        guard case .number = member else {
          problems.append(.typeMismatch, JSONPath.member(path(), name), "expected a number, got \(FrameValidator.describe(member))")
          continue
        }
      }
    }
  }

  /// Notes that only the first `limit` items of an array are read.
  private mutating func noteUnread(_ count: Int, of noun: String, limit: Int, at path: @autoclosure () -> String, remedy: String? = nil) {
    guard count > limit else { return }
    notes.append(.budgetExceeded, path(), "\(count) \(noun); only the first \(DecimalText.grouped(limit)) are used (the rest are not read)" + (remedy.map { "; " + $0 } ?? ""))
  }

  /// `{ pixel, coordinates }[]`, each coordinate a whole `[row, column]` inside `grid`.
  private mutating func batches(_ value: JSONValue, at path: @autoclosure () -> String, grid: (Int, Int)?, problems: inout ProblemList) {
    guard case .array(let entries) = value else {
      return problems.append(.typeMismatch, path(), "expected an array of { pixel, coordinates }, got \(FrameValidator.describe(value))")
    }
    for (index, entry) in entries.enumerated() {
      func entryPath() -> String { JSONPath.element(path(), index) }
      guard case .object(let object) = entry else {
        problems.append(.typeMismatch, entryPath(), "expected an object { pixel, coordinates }, got \(entry.typeName)")
        continue
      }
      for key in object.keys where key != "pixel" && key != "coordinates" {
        problems.append(.fieldUnsupported, JSONPath.member(entryPath(), key), "unsupported field; a batch entry has pixel and coordinates")
      }
      if let pixel = object["pixel"] {
        check(pixel, .object(Schema.pixel), at: JSONPath.member(entryPath(), "pixel"), grid: grid, problems: &problems)
      } else {
        problems.append(.fieldRequired, JSONPath.member(entryPath(), "pixel"), "required")
      }
      guard case .array(let coordinates)? = object["coordinates"] else {
        problems.append(.fieldRequired, JSONPath.member(entryPath(), "coordinates"), "required: an array of [row, column]")
        continue
      }
      for (c, coordinate) in coordinates.enumerated() {
        func coordinatePath() -> String { JSONPath.element(JSONPath.member(entryPath(), "coordinates"), c) }
        guard case .array(let pair) = coordinate, pair.count == 2, case .number(let row) = pair[0], case .number(let column) = pair[1],
          row == row.rounded(), column == column.rounded()
        else {
          problems.append(.invalidPair, coordinatePath(), "expected [row, column], two whole numbers")
          continue
        }
        if let (rows, columns) = grid, !(0..<Double(rows)).contains(row) || !(0..<Double(columns)).contains(column) {
          problems.append(
            .coordinateOutsideGrid, coordinatePath(),
            "[\(DecimalText.message(row)), \(DecimalText.message(column))] is outside the \(rows) × \(columns) grid (zero-based)")
        }
      }
    }
  }

  /// A cell grid's size, checking it is rectangular with 1…4,096 cells of null or Pixel.
  mutating func grid(_ value: JSONValue, at path: @autoclosure () -> String, problems: inout ProblemList) -> (Int, Int)? {
    guard case .array(let rows) = value, !rows.isEmpty else {
      problems.append(.gridInvalid, path(), "expected a non-empty array of rows")
      return nil
    }
    var columns: Int?
    for (r, row) in rows.enumerated() {
      guard case .array(let cells) = row, !cells.isEmpty else {
        problems.append(.gridInvalid, JSONPath.element(path(), r), "expected a non-empty array of cells")
        return nil
      }
      if let columns, cells.count != columns {
        problems.append(.gridNotRectangular, JSONPath.element(path(), r), "row has \(cells.count) cells, but row 0 has \(columns); the grid must be rectangular")
        return nil
      }
      columns = cells.count
      if rows.count * cells.count > FrameValidator.maximumCells {
        problems.append(.gridTooLarge, path(), "\(rows.count) × \(cells.count) = \(rows.count * cells.count) cells, over the \(DecimalText.grouped(FrameValidator.maximumCells))-cell limit")
        return nil
      }
      for (c, cell) in cells.enumerated() {
        check(cell, .object(Schema.pixel), at: JSONPath.element(JSONPath.element(path(), r), c), grid: nil, problems: &problems)
      }
    }
    return (rows.count, columns ?? 0)
  }
}
