#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the figures were measured on.
enum Machine {
  static var cpuModel: String {
    guard let text = read("/proc/cpuinfo") else { return "unknown CPU" }
    var model = "unknown CPU"
    var family = "?"
    var number = "?"
    for line in text.split(separator: "\n").prefix(40) {
      let parts = line.split(separator: ":", maxSplits: 1).map { String($0).trimmingCharacters(in: " \t") }
      guard parts.count == 2 else { continue }
      switch parts[0] {
      case "model name": model = parts[1]
      case "cpu family": family = parts[1]
      case "model": number = parts[1]
      default: break
      }
    }
    return "\(model) (family \(family), model \(number))"
  }

  static var cores: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

  static var isOptimized: Bool {
    #if DEBUG
    return false
    #else
    return true
    #endif
  }

  private static func read(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n <= 0 { break }
      bytes += buffer[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension String {
  func trimmingCharacters(in set: String) -> String {
    var s = Substring(self)
    while let c = s.first, set.contains(c) { s.removeFirst() }
    while let c = s.last, set.contains(c) { s.removeLast() }
    return String(s)
  }
}
