import Foundation
import Testing

/// Runs the built `curve` binary and captures what it says (swift-argument-parser's
/// AssertExecuteCommand idea: the real executable, exact output, exact status).
enum Curve {
  struct Result {
    var status: Int32
    /// Standard output's bytes (a PGM is not text).
    var output: Data
    var stderr: String
    var stdout: String { String(decoding: output, as: UTF8.self) }
  }

  /// The `curve` binary next to this test bundle (SwiftPM builds executables a test target
  /// depends on into the same folder).
  static var binary: URL {
    #if os(Linux)
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
    // The test bundle, whose folder holds the products.
    let executable = Bundle.allBundles.first { $0.bundleURL.pathExtension == "xctest" }?.bundleURL ?? Bundle.main.bundleURL
    #endif
    var folder = executable.deletingLastPathComponent()
    // On Darwin the bundle is a directory `X.xctest/Contents/MacOS/X`.
    while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS" || folder.lastPathComponent == "Contents" {
      folder = folder.deletingLastPathComponent()
    }
    return folder.appendingPathComponent("curve")
  }

  /// Runs `curve` with `arguments` and optional standard input. Output goes through temporary
  /// files, so no pipe can fill up and block the child.
  /// - Parameter standardOutput: where the command writes instead of a file read back (a full
  ///   device, a closed pipe); `stdout` is then empty.
  /// - Parameter directory: the working directory (default: this process's).
  /// - Parameter environment: variables added to this process's environment.
  /// - Parameter fileSizeLimit: the largest file the command may write, in 512-byte blocks
  ///   (`ulimit -f`, with SIGXFSZ ignored so a write past it fails with EFBIG).
  static func run(
    _ arguments: [String], input: Data? = nil, standardOutput: FileHandle? = nil, directory: URL? = nil, environment: [String: String] = [:],
    fileSizeLimit: Int? = nil
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("curve-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    let inURL = folder.appendingPathComponent("in")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: inURL.path, contents: input ?? Data())
    let process = Process()
    if let fileSizeLimit {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "trap '' XFSZ; ulimit -f \(fileSizeLimit); exec \"$0\" \"$@\"", binary.path] + arguments
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    process.standardOutput = try standardOutput ?? FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = try FileHandle(forReadingFrom: inURL)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      output: try Data(contentsOf: outURL),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
