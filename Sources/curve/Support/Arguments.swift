import CurveExpression
import CurvePlot
import CurveReports
import _CurveText
/// The command line after the command name, read one option at a time.
///
/// Options are `--name VALUE` or `--name=VALUE`; a value may start with `-` (`--domain -1,1`).
/// `--` ends the options: everything after it is positional, even `-x^2`.
struct Arguments {
  /// The arguments as raw bytes: an expression need not be valid UTF-8 to deserve an error.
  private var items: [[UInt8]]
  private var index = 0
  private(set) var positional: [[UInt8]] = []
  /// How many of `positional` came before `--` (all of them when there was none).
  private(set) var positionalBeforeSeparator: Int?
  let command: String

  init(_ items: [[UInt8]], command: String) {
    self.items = items
    self.command = command
  }

  /// The next option, or `nil` at the end; positionals are collected on the way.
  mutating func nextOption() -> (name: String, inlineValue: String?)? {
    while index < items.count {
      let item = items[index]
      index += 1
      if item == Array("--".utf8) {
        positionalBeforeSeparator = positional.count
        positional.append(contentsOf: items[index...])
        index = items.count
        return nil
      }
      if item.starts(with: Array("--".utf8)) {
        let text = String(decoding: item, as: UTF8.self)
        if let equals = text.firstIndex(of: "=") {
          return (String(text[..<equals]), String(text[text.index(after: equals)...]))
        }
        return (text, nil)
      }
      // A single `-` is a positional (standard input); `-h` is the one short option.
      if item == Array("-h".utf8) { return ("--help", nil) }
      if item == Array("-o".utf8) { return ("-o", nil) }
      positional.append(item)
    }
    return nil
  }

  /// The value of the option just read: inline (`--x=v`) or the next argument.
  mutating func value(for option: (name: String, inlineValue: String?)) throws(UsageError) -> String {
    if let inline = option.inlineValue { return inline }
    guard index < items.count else {
      throw UsageError(message: "\(option.name) needs a value", command: command)
    }
    index += 1
    return String(decoding: items[index - 1], as: UTF8.self)
  }

  /// The value of the option just read as `NAME=VALUE` (`--param`), decoded as the option
  /// tables' parameters are.
  mutating func parameter(for option: (name: String, inlineValue: String?)) throws(UsageError) -> (String, Double) {
    let text = try value(for: option)
    do throws(OptionError) {
      if case .parameter(let name, let value) = try OptionKind.parameters.decode(text: text, spelling: option.name) { return (name, value) }
    } catch {
      throw UsageError(message: error.message, command: command)
    }
    throw UsageError(message: "\(option.name) expects NAME=VALUE", command: command)  // the kind decodes to a parameter
  }

  /// The value of the option just read as `MIN,MAX`, two finite numbers (`--domain`).
  mutating func interval(for option: (name: String, inlineValue: String?)) throws(UsageError) -> (Double, Double) {
    let text = try value(for: option)
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let low = DecimalText.parse(String(parts[0])), let high = DecimalText.parse(String(parts[1])) else {
      throw UsageError(message: "\(option.name) expects MIN,MAX, got \(TerminalText.quoted(text))", command: command)
    }
    guard low.isFinite, high.isFinite else {
      throw UsageError(message: "\(option.name) ends must be finite numbers, got \(TerminalText.quoted(text))", command: command)
    }
    return (low, high)
  }

  /// Refuses a flag given a value (`--strict=yes`).
  func flag(_ option: (name: String, inlineValue: String?)) throws(UsageError) {
    if option.inlineValue != nil {
      throw UsageError(message: "\(option.name) takes no value", command: command)
    }
  }
}

extension Arguments {
  /// Decodes `option` by the row of `table` with its flag into `target`; false when no row has
  /// that flag.
  mutating func decode<Target>(_ option: (name: String, inlineValue: String?), by table: [OptionSpec<Target>], into target: inout Target) throws(UsageError) -> Bool {
    guard let spec = table.first(where: { $0.flag == option.name }) else { return false }
    try decode(option, spec, into: &target)
    return true
  }

  /// Reads the value of `option` as its row of an option table says (a flag takes none) and
  /// applies it to `target`; a value the row refuses is a usage error with the row's message.
  mutating func decode<Target>(_ option: (name: String, inlineValue: String?), _ spec: OptionSpec<Target>, into target: inout Target) throws(UsageError) {
    let text: String?
    if case .flag = spec.kind {
      try flag(option)
      text = nil
    } else {
      text = try value(for: option)
    }
    do throws(OptionError) {
      try spec.apply(try spec.decode(text: text), to: &target)
    } catch {
      throw UsageError(message: error.message, command: command)
    }
  }
}
