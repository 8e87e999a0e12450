import CurvePlot

/// The OPTIONS lines of a command's help, from an option table: each flag with its value's
/// placeholder (a choice's words), and its help line with the default, wrapped as the rest of
/// the help is.
enum OptionHelp {
  static let width = 96
  static let column = 22

  static func lines<Target>(_ table: [OptionSpec<Target>]) -> String {
    var out: [String] = []
    for spec in table {
      let head = "  " + spec.flag + (spec.kind.placeholder.isEmpty ? "" : " " + spec.kind.placeholder)
      var text = spec.help
      if let value = spec.defaultText { text += " Default: \(value)." }
      let words = text.split(separator: " ").map(String.init)
      var line = head.count + 2 <= column ? head + String(repeating: " ", count: column - head.count) : ""
      if line.isEmpty { out.append(head) }
      var started = false
      for word in words {
        if line.isEmpty { line = String(repeating: " ", count: column) }
        if started, line.count + 1 + word.count > width {
          out.append(line)
          line = String(repeating: " ", count: column) + word
        } else {
          line += (started ? " " : "") + word
        }
        started = true
      }
      out.append(line)
    }
    return out.joined(separator: "\n")
  }
}
