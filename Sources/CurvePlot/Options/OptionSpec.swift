import CurveAnalysis
import CurveFrame
import CurveSampling
import _CurveText

/// One option of an operation, as data: its name in JSON, its flag on the command line, the
/// value it takes, and one help line. The command's argument decoder, the JSON decoder (the
/// module and Python), the command's help and the exported table all walk the same rows, so an
/// option, its checks and its messages are written once.
package struct OptionSpec<Target>: Sendable {
  /// The name in a JSON request (`xScale`).
  package let name: String
  /// The flag on the command line (`--x-scale`).
  package let flag: String
  package let kind: OptionKind
  /// What it does, in one line of help (its values and default are added from `kind`).
  package let help: String
  /// The default, as help shows it (nil: none worth saying).
  package let defaultText: String?
  let apply: @Sendable (inout Target, OptionValue) throws(OptionError) -> Void

  package init(
    _ name: String, flag: String, _ kind: OptionKind, default defaultText: String? = nil, help: String,
    apply: @escaping @Sendable (inout Target, OptionValue) throws(OptionError) -> Void
  ) {
    (self.name, self.flag, self.kind, self.defaultText, self.help, self.apply) = (name, flag, kind, defaultText, help, apply)
  }

  /// A choice among an enumeration's raw values: the words come from its cases.
  package static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, flag: String, _ type: Choice.Type, default value: Choice, help: String,
    set: @escaping @Sendable (inout Target, Choice) -> Void
  ) -> OptionSpec where Choice.RawValue == String {
    OptionSpec(name, flag: flag, .choice(Choice.allCases.map { $0.rawValue }), default: value.rawValue, help: help) {
      (target, value) throws(OptionError) in
      if case .text(let word) = value, let choice = Choice(rawValue: word) { set(&target, choice) }
    }
  }
}

/// What an option takes. The command line spells each as text (`MIN,MAX`, `WxH`, a word); JSON
/// as a number, a string, a pair or an object.
package enum OptionKind: Sendable, Equatable {
  /// A finite number.
  case number
  /// A finite number each time it is given, at most `maximum` times (a JSON array).
  case numbers(maximum: Int)
  /// A whole number in `range`.
  case whole(ClosedRange<Int>)
  /// Two finite numbers, distinct, or with the first below the second when `increasing`.
  case interval(increasing: Bool)
  /// Any text.
  case text
  /// A file's path, `-` for standard input (the command's own options only).
  case file
  /// One of these words.
  case choice([String])
  /// On or off: the flag sets `setting` (`--no-description` sets false); JSON gives either.
  case flag(setting: Bool)
  /// A width and a height in pt, each in 1…`MathPlot.maximumSide`.
  case size
  /// `NAME=VALUE`, repeatable (a JSON object of numbers).
  case parameters
  /// A data series' x and y columns, by header name or number from 1.
  case columns
  /// A rectangle of the plane: four finite numbers, each minimum below its maximum.
  case bounds
  /// A width and a height in pixels, whole numbers in 1…`maximum`.
  case pixels(maximum: Int)
  /// An area to shade, `N:A,B` (under item N) or `N,M:A,B` (between items N and M), items
  /// numbered from 1; at most `maximum` (a JSON string, or an array of them).
  case areas(maximum: Int)

  /// The value's placeholder in help and usage lines.
  package var placeholder: String {
    switch self {
    case .number, .numbers: "X"
    case .whole(let range): range.count <= 3 ? range.map { "\($0)" }.joined(separator: "|") : "N"
    case .interval: "MIN,MAX"
    case .text: "T"
    case .file: "FILE"
    case .choice(let words): words.joined(separator: "|")
    case .flag: ""
    case .size: "WxH"
    case .parameters: "NAME=VALUE"
    case .columns: "X,Y"
    case .bounds: "XMIN,XMAX,YMIN,YMAX"
    case .pixels: "WxH"
    case .areas: "N[,M]:A,B"
    }
  }

  /// Whether the option may be given more than once.
  package var repeats: Bool {
    switch self {
    case .numbers, .parameters, .areas: true
    default: false
    }
  }
}

/// A decoded option value, before it is applied.
package enum OptionValue: Sendable {
  case number(Double)
  case whole(Int)
  case interval(Interval)
  case text(String)
  case bool(Bool)
  case size(CanvasSize)
  case parameter(String, Double)
  case columns(DataSeries.Columns)
  case bounds(RelationBounds)
  case pixels(Int, Int)
  case area(MathPlot.Area)
}

/// Why an option's value is refused: the message names the option as it was given (its flag,
/// or its JSON name) and quotes the value.
package struct OptionError: Error, Sendable, Equatable {
  package var message: String
  /// A value of the wrong kind (a string for a number), not a value of the right kind out of
  /// range or not among the choices: Python's `TypeError` against its `ValueError`, JavaScript's
  /// `TypeError` against its `RangeError`.
  package var isWrongKind: Bool
  package init(_ message: String, wrongKind: Bool = false) { (self.message, isWrongKind) = (message, wrongKind) }
}

/// Words as a message lists them: `a`, `a or b`, `a, b or c`.
package func alternatives(_ words: [String]) -> String {
  guard let last = words.last else { return "" }
  return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
}

extension OptionSpec {
  /// The row as JSON, for the module's vocabulary: `{"name", "flag", "kind", "values"?,
  /// "maximum"?, "default"?, "help"}`, from which the TypeScript and Python types are written.
  package var json: String {
    var fields = ["\"name\": " + JSONText.string(name), "\"flag\": " + JSONText.string(flag)]
    switch kind {
    case .number: fields.append("\"kind\": \"number\"")
    case .numbers(let maximum): fields += ["\"kind\": \"numbers\"", "\"maximum\": \(maximum)"]
    case .whole(let range): fields += ["\"kind\": \"whole\"", "\"minimum\": \(range.lowerBound)", "\"maximum\": \(range.upperBound)"]
    case .interval(let increasing): fields.append("\"kind\": \"" + (increasing ? "increasingInterval" : "interval") + "\"")
    case .text: fields.append("\"kind\": \"text\"")
    case .file: fields.append("\"kind\": \"file\"")
    case .choice(let words): fields += ["\"kind\": \"choice\"", "\"values\": [" + words.map { JSONText.string($0) }.joined(separator: ", ") + "]"]
    case .flag(let setting): fields += ["\"kind\": \"flag\"", "\"setting\": \(setting)"]
    case .size: fields.append("\"kind\": \"size\"")
    case .parameters: fields.append("\"kind\": \"parameters\"")
    case .columns: fields.append("\"kind\": \"columns\"")
    case .bounds: fields.append("\"kind\": \"bounds\"")
    case .pixels(let maximum): fields += ["\"kind\": \"pixels\"", "\"maximum\": \(maximum)"]
    case .areas(let maximum): fields += ["\"kind\": \"areas\"", "\"maximum\": \(maximum)"]
    }
    if let defaultText { fields.append("\"default\": " + JSONText.string(defaultText)) }
    fields.append("\"help\": " + JSONText.string(help))
    return "{" + fields.joined(separator: ", ") + "}"
  }
}
