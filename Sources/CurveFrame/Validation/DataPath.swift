/// A data path, `^data(?:\.[A-Za-z_][A-Za-z0-9_]*|\[[0-9]+\])*$`, as its steps.
package enum DataPath {
  /// One step below `data`.
  package enum Step: Sendable, Hashable {
    /// `.name`: an object's member.
    case field(String)
    /// `[i]`: an array's element (leading zeros name the same element).
    case index(Int)
  }

  /// The steps after `data`, or `nil` when `path` does not match the pattern.
  package static func parse(_ path: String) -> [Step]? {
    let bytes = Array(path.utf8)
    guard bytes.starts(with: Array("data".utf8)) else { return nil }
    var steps: [Step] = []
    var i = 4
    func isStart(_ b: UInt8) -> Bool { (b | 0x20 >= 97 && b | 0x20 <= 122) || b == 95 }
    func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: ".") {
        i += 1
        guard i < bytes.count, isStart(bytes[i]) else { return nil }
        let start = i
        while i < bytes.count, isStart(bytes[i]) || isDigit(bytes[i]) { i += 1 }
        steps.append(.field(String(decoding: bytes[start..<i], as: UTF8.self)))
      } else if bytes[i] == UInt8(ascii: "[") {
        i += 1
        let start = i
        while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        guard i > start, i < bytes.count, bytes[i] == UInt8(ascii: "]") else { return nil }
        // Leading zeros name the same element; an index past any array's possible length
        // (over nine digits) simply finds nothing.
        let digits = bytes[start..<i].drop { $0 == UInt8(ascii: "0") }
        steps.append(.index(digits.count > 9 ? Int.max : digits.reduce(0) { $0 * 10 + Int($1 - 48) }))
        i += 1
      } else {
        return nil
      }
    }
    return steps
  }

  /// The value at `steps` under `data`, if every step exists.
  package static func resolve(_ steps: [Step], in data: JSONValue?) -> JSONValue? {
    var current = data
    for step in steps {
      switch (step, current) {
      case (.field(let name), .object(let object)?): current = object[name]
      case (.index(let index), .array(let items)?): current = index < items.count ? items[index] : nil
      default: return nil
      }
    }
    return current
  }
}
