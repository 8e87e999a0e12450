import CurveAnalysis
import CurveFrame
import CurveSampling
import _CurveText

// The two decoders every edge uses: one for a value given as command-line text, one for a JSON
// request. Both check the same things and word their messages alike, naming the option as it
// was given (`--y-domain`, or `yDomain`).

extension OptionSpec {
  /// The value of this option from its command-line text (nil for a flag, which takes none).
  package func decode(text: String?) throws(OptionError) -> OptionValue { try kind.decode(text: text, spelling: flag) }

  /// The values of this option in a JSON request: one, or one for each item of a repeatable
  /// option's array (or object, for parameters).
  package func decode(json: JSONValue) throws(OptionError) -> [OptionValue] { try kind.decode(json: json, spelling: name) }

  /// Applies a decoded value.
  package func apply(_ value: OptionValue, to target: inout Target) throws(OptionError) {
    try apply(&target, value)
  }
}

extension OptionKind {
  /// A value of this kind from command-line text, for the option spelt `flag`.
  package func decode(text: String?, spelling flag: String) throws(OptionError) -> OptionValue {
    let quoted = TerminalText.quoted(text ?? "")
    let text = text ?? ""
    switch self {
    case .number, .numbers:
      guard let x = DecimalText.parse(text), x.isFinite else { throw OptionError("\(flag) expects a finite number, got \(quoted)") }
      return .number(x)
    case .whole(let range):
      guard let n = Int(text), range.contains(n) else { throw OptionError("\(flag) expects \(Self.wholeNumber(range)), got \(quoted)") }
      return .whole(n)
    case .interval(let increasing):
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let a = DecimalText.parse(String(parts[0])), let b = DecimalText.parse(String(parts[1])) else {
        throw OptionError("\(flag) expects MIN,MAX, got \(quoted)")
      }
      guard a.isFinite, b.isFinite else { throw OptionError("\(flag) ends must be finite numbers, got \(quoted)") }
      return try Self.interval(a, b, increasing: increasing, spelling: flag)
    case .text, .file:
      return .text(text)
    case .choice(let words):
      guard words.contains(text) else { throw OptionError("\(flag) expects \(alternatives(words)), got \(quoted)") }
      return .text(text)
    case .flag(let setting):
      return .bool(setting)
    case .size:
      let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let w = DecimalText.parse(String(parts[0])), let h = DecimalText.parse(String(parts[1])),
        Self.isSide(w), Self.isSide(h)
      else { throw OptionError("\(flag) expects WxH in pt (each 0–\(Int(MathPlot.maximumSide))), got \(quoted)") }
      return .size(CanvasSize(width: w, height: h))
    case .parameters:
      guard let equals = text.firstIndex(of: "=") else { throw OptionError("\(flag) expects NAME=VALUE, got \(quoted)") }
      let name = String(text[..<equals])
      let valueText = String(text[text.index(after: equals)...])
      guard let value = DecimalText.parse(valueText) else {
        throw OptionError("\(flag) \(TerminalText.safe(ShortText.clipped(name))): \(TerminalText.quoted(valueText)) is not a number")
      }
      return .parameter(name, value)
    case .columns:
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw OptionError("\(flag) expects X,Y (names or numbers from 1), got \(quoted)")
      }
      guard let x = Int(parts[0]), let y = Int(parts[1]) else { return .columns(.named(parts[0], parts[1])) }
      guard x >= 1, y >= 1 else { throw OptionError("\(flag) numbers start at 1, got \(quoted)") }
      return .columns(.numbered(x, y))
    case .bounds:
      let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { DecimalText.parse(String($0)) }
      guard numbers.count == 4, let x0 = numbers[0], let x1 = numbers[1], let y0 = numbers[2], let y1 = numbers[3],
        [x0, x1, y0, y1].allSatisfy({ $0.isFinite })
      else { throw OptionError("\(flag) expects XMIN,XMAX,YMIN,YMAX, four finite numbers, got \(quoted)") }
      guard x0 < x1, y0 < y1 else { throw OptionError("\(flag) needs XMIN < XMAX and YMIN < YMAX, got \(quoted)") }
      return .bounds(RelationBounds(x: x0...x1, y: y0...y1))
    case .pixels(let maximum):
      let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...maximum).contains(w), (1...maximum).contains(h) else {
        throw OptionError("\(flag) expects WxH in pixels, each 1 to \(maximum), got \(quoted)")
      }
      return .pixels(w, h)
    case .areas:
      return .area(try Self.area(text, spelling: flag))
    }
  }

  /// `N:A,B` or `N,M:A,B`: items numbered from 1 (two different ones), ends finite and different.
  private static func area(_ text: String, spelling flag: String) throws(OptionError) -> MathPlot.Area {
    let refused = OptionError("\(flag) expects N:A,B or N,M:A,B (items numbered from 1, finite ends that differ), got \(TerminalText.quoted(text))")
    let halves = text.split(separator: ":", omittingEmptySubsequences: false)
    guard halves.count == 2 else { throw refused }
    let items = halves[0].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
    let ends = halves[1].split(separator: ",", omittingEmptySubsequences: false).map { DecimalText.parse(String($0)) }
    guard (1...2).contains(items.count), items.allSatisfy({ ($0 ?? 0) >= 1 }), ends.count == 2, let a = ends[0], let b = ends[1],
      a.isFinite, b.isFinite, a != b
    else { throw refused }
    let first = (items[0] ?? 1) - 1
    let second = items.count == 2 ? (items[1] ?? 1) - 1 : nil
    guard first != second else { throw refused }
    return MathPlot.Area(item: first, minus: second, from: a, to: b)
  }

  /// The values of this kind in a JSON request, for the option named `name`: one, or one for
  /// each item of a repeatable option's array (or object, for parameters).
  package func decode(json: JSONValue, spelling name: String) throws(OptionError) -> [OptionValue] {
    func wrongKind(_ expected: String) -> OptionError { OptionError("\(name) expects \(expected), got \(Self.shown(json))", wrongKind: true) }
    func outOfRange(_ expected: String) -> OptionError { OptionError("\(name) expects \(expected), got \(Self.shown(json))") }
    switch self {
    case .number:
      guard case .number(let x) = json else { throw wrongKind("a finite number") }
      return [.number(x)]
    case .numbers(let maximum):
      let items: [JSONValue]
      switch json {
      case .number: items = [json]
      case .array(let array): items = array
      default: throw wrongKind("a finite number or an array of them")
      }
      guard items.count <= maximum else { throw OptionError("\(name) has \(items.count) numbers; at most \(maximum) are taken") }
      var values: [OptionValue] = []
      for item in items {
        guard case .number(let x) = item else { throw wrongKind("finite numbers") }
        values.append(.number(x))
      }
      return values
    case .whole(let range):
      // A fraction is a number out of range, as for pixels below.
      guard case .number(let x) = json else { throw wrongKind(Self.wholeNumber(range)) }
      guard let n = Int(exactly: x), range.contains(n) else { throw outOfRange(Self.wholeNumber(range)) }
      return [.whole(n)]
    case .interval(let increasing):
      let expected = "[min, max], two finite numbers"
      guard case .array(let pair) = json else { throw wrongKind(expected) }
      guard pair.count == 2 else { throw outOfRange(expected) }  // the right kind, the wrong length
      guard case .number(let a) = pair[0], case .number(let b) = pair[1] else { throw wrongKind(expected) }
      return [try Self.interval(a, b, increasing: increasing, spelling: name)]
    case .text, .file:
      guard case .string(let text) = json else { throw wrongKind("a string") }
      return [.text(text)]
    case .choice(let words):
      let listed = alternatives(words.map { "\"\($0)\"" })
      guard case .string(let word) = json else { throw wrongKind(listed) }
      guard words.contains(word) else { throw outOfRange(listed) }
      return [.text(word)]
    case .flag:
      guard case .bool(let on) = json else { throw wrongKind("true or false") }
      return [.bool(on)]
    case .size:
      let expected = "[width, height] in pt, each 0–\(Int(MathPlot.maximumSide))"
      guard case .array(let pair) = json else { throw wrongKind(expected) }
      guard pair.count == 2 else { throw outOfRange(expected) }
      guard case .number(let w) = pair[0], case .number(let h) = pair[1] else { throw wrongKind(expected) }
      guard Self.isSide(w), Self.isSide(h) else { throw outOfRange(expected) }
      return [.size(CanvasSize(width: w, height: h))]
    case .parameters:
      guard case .object(let object) = json else { throw wrongKind("an object of numbers by name") }
      var values: [OptionValue] = []
      for (key, value) in object.uniqueMembers {
        try Self.checkName(key, spelling: name)
        guard case .number(let x) = value else {
          throw OptionError("\(name) \(ShortText.quoted(key)) expects a number, got \(Self.shown(value))", wrongKind: true)
        }
        values.append(.parameter(key, x))
      }
      return values
    case .columns:
      let expected = "[x, y], two names or two numbers from 1"
      guard case .array(let pair) = json else { throw wrongKind(expected) }
      guard pair.count == 2 else { throw outOfRange(expected) }
      switch (pair[0], pair[1]) {
      case (.string(let x), .string(let y)):
        guard !x.isEmpty, !y.isEmpty else { throw outOfRange(expected) }
        try Self.checkName(x, spelling: name)
        try Self.checkName(y, spelling: name)
        return [.columns(.named(x, y))]
      case (.number(let x), .number(let y)):
        guard let i = Int(exactly: x), let j = Int(exactly: y), i >= 1, j >= 1 else { throw outOfRange("column numbers from 1") }
        return [.columns(.numbered(i, j))]
      default: throw wrongKind(expected)
      }
    case .bounds:
      let expected = "[xmin, xmax, ymin, ymax], four finite numbers"
      guard case .array(let items) = json else { throw wrongKind(expected) }
      guard items.count == 4 else { throw outOfRange(expected) }
      var numbers: [Double] = []
      for item in items {
        guard case .number(let x) = item else { throw wrongKind(expected) }
        numbers.append(x)
      }
      guard numbers[0] < numbers[1], numbers[2] < numbers[3] else {
        throw OptionError("\(name) needs xmin < xmax and ymin < ymax, got [\(numbers.map { DecimalText.json($0) }.joined(separator: ", "))]")
      }
      return [.bounds(RelationBounds(x: numbers[0]...numbers[1], y: numbers[2]...numbers[3]))]
    case .pixels(let maximum):
      let expected = "[width, height] in pixels, each a whole number 1 to \(maximum)"
      guard case .array(let pair) = json else { throw wrongKind(expected) }
      guard pair.count == 2 else { throw outOfRange(expected) }
      // A fraction is a number out of range here (JavaScript's new Array(1.5) is a RangeError);
      // Python refuses a float itself, as its range(1.5) is a TypeError.
      guard case .number(let w) = pair[0], case .number(let h) = pair[1] else { throw wrongKind(expected) }
      guard let width = Int(exactly: w), let height = Int(exactly: h), (1...maximum).contains(width), (1...maximum).contains(height) else {
        throw outOfRange(expected)
      }
      return [.pixels(width, height)]
    case .areas(let maximum):
      let items: [JSONValue]
      switch json {
      case .string: items = [json]
      case .array(let array): items = array
      default: throw wrongKind("a string N:A,B or N,M:A,B, or an array of them")
      }
      guard items.count <= maximum else { throw OptionError("\(name) has \(items.count) areas; at most \(maximum) are shaded") }
      var values: [OptionValue] = []
      for item in items {
        guard case .string(let text) = item else { throw wrongKind("strings N:A,B or N,M:A,B") }
        values.append(.area(try Self.area(text, spelling: name)))
      }
      return values
    }
  }

  /// A name as long as the command's longest argument at most: a name is copied into messages
  /// and tables, so its size is bounded where it comes in.
  private static func checkName(_ text: String, spelling name: String) throws(OptionError) {
    let bytes = text.utf8.count
    guard bytes <= ArgumentLimit.maximumBytes else {
      throw OptionError("\(name): a name is \(bytes) bytes; a name is at most \(ArgumentLimit.maximumBytes)")
    }
  }

  private static func interval(_ a: Double, _ b: Double, increasing: Bool, spelling: String) throws(OptionError) -> OptionValue {
    if increasing {
      guard a < b else {
        throw OptionError("\(spelling) expects MIN,MAX with MIN below MAX, got \(DecimalText.json(a)),\(DecimalText.json(b))")
      }
    } else {
      guard a != b else { throw OptionError("\(spelling) ends must differ, got \(DecimalText.json(a)) twice") }
    }
    return .interval(Interval(a, b))
  }

  /// A whole number of `range`, as a message words what it expects ("1, 2 or 3").
  package static func wholeNumber(_ range: ClosedRange<Int>) -> String {
    range.count <= 3 ? alternatives(range.map { "\($0)" }) : "a whole number from \(range.lowerBound) to \(range.upperBound)"
  }

  private static func isSide(_ v: Double) -> Bool { v.isFinite && v > 0 && v <= MathPlot.maximumSide }

  /// A JSON value as a message quotes it: a short string or number as it is, anything else by
  /// its type.
  private static func shown(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): ShortText.quoted(text)
    case .number(let x): DecimalText.json(x)
    case .bool(let on): on ? "true" : "false"
    default: value.typeName
    }
  }
}

/// Decodes a JSON request's options object into `target` by walking `table`: each known name
/// once; an unknown one (not in `table` nor in `handledElsewhere`) is refused, with the names
/// there are.
package func decodeOptions<Target>(
  _ object: JSONObject, table: [OptionSpec<Target>], handledElsewhere: [String] = [], into target: inout Target
) throws(OptionError) {
  if let key = object.duplicateKeys.first { throw OptionError("\(ShortText.quoted(key)) is given twice") }
  for (key, value) in object.members {
    if handledElsewhere.contains(key) { continue }
    guard let spec = table.first(where: { $0.name == key }) else {
      throw OptionError("unknown option \(ShortText.quoted(key)); the options are \(alternatives(table.map { $0.name } + handledElsewhere))", wrongKind: true)
    }
    if case .null = value { continue }
    for decoded in try spec.decode(json: value) { try spec.apply(decoded, to: &target) }
  }
}
