import Foundation
import Testing

/// Files `curve plot` writes: made beside the target under an unpredictable name with an
/// exclusive create, written through that descriptor and renamed into place, so no link planted
/// in the folder is followed and a failed write leaves the old file whole.
@Suite("curve plot -o: safe files")
struct OutputFileTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("curve-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

  func isLink(_ url: URL) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
  }

  /// What the folder holds besides `kept`: no temporary file may be left behind.
  func leftovers(except kept: Set<String>) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !kept.contains($0) }.sorted()
  }

  @Test("links planted at every name the old scheme used (OUT.partial-PID) are not followed", arguments: ["svg", "png", "pdf"])
  func plantedLinks(_ format: String) throws {
    let victim = folder.appendingPathComponent("bashrc")
    try Data("precious\n".utf8).write(to: victim)
    let output = folder.appendingPathComponent("plot.\(format)")
    // The child's pid is not known in advance: plant a link for each of the next few thousand.
    let first = Int(ProcessInfo.processInfo.processIdentifier)
    var planted: Set<String> = []
    for pid in first..<(first + 3_000) {
      let name = "plot.\(format).partial-\(pid)"
      try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(name).path, withDestinationPath: victim.path)
      planted.insert(name)
    }
    let result = try Curve.run(["plot", "-o", output.path, "--", "sin(x)"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try text(victim) == "precious\n")
    #expect(!isLink(output))
    #expect(try Data(contentsOf: output).count > 1_000)
    #expect(try leftovers(except: planted.union(["bashrc", output.lastPathComponent])) == [])
  }

  @Test("-o ending in / (a folder's name, made or not) is a usage error that leaves nothing", arguments: ["svg", "png", "pdf"])
  func trailingSlash(_ format: String) throws {
    let made = folder.appendingPathComponent("made.\(format)")
    try FileManager.default.createDirectory(at: made, withIntermediateDirectories: false)
    for name in ["plot.\(format)/", "made.\(format)/"] {
      let output = folder.path + "/" + name
      let result = try Curve.run(["plot", "-o", output, "--", "x"])
      #expect(result.status == 2, "\(result.stderr)")
      #expect(result.stderr.hasPrefix("error: -o names a folder (it ends in /), got '"), "\(result.stderr)")
      #expect(result.stderr.hasSuffix("'; give a file name\nsee 'curve plot --help'\n"), "\(result.stderr)")
    }
    #expect(try leftovers(except: [made.lastPathComponent]) == [])
    #expect(try FileManager.default.contentsOfDirectory(atPath: made.path) == [])
  }

  @Test("a link at the target itself is replaced by the file, not written through", arguments: ["svg", "png", "pdf"])
  func linkAtTarget(_ format: String) throws {
    let victim = folder.appendingPathComponent("bashrc")
    try Data("precious\n".utf8).write(to: victim)
    let output = folder.appendingPathComponent("plot.\(format)")
    try FileManager.default.createSymbolicLink(atPath: output.path, withDestinationPath: victim.path)
    let result = try Curve.run(["plot", "-o", output.path, "--", "x"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try text(victim) == "precious\n")
    #expect(!isLink(output))
    let attributes = try FileManager.default.attributesOfItem(atPath: output.path)
    #expect((attributes[.posixPermissions] as? Int).map { $0 & 0o077 != 0o077 } == true)
  }

  @Test("a write that fails part way (a file-size limit) leaves the old file whole and no temporary file", arguments: ["svg", "png", "pdf"])
  func failedWrite(_ format: String) throws {
    let output = folder.appendingPathComponent("plot.\(format)")
    try Data("the old plot\n".utf8).write(to: output)
    // 4 KB: the plot is larger, so the write stops part way.
    let result = try Curve.run(["plot", "-o", output.path, "--", "sin(x)", "cos(x)", "x^2"], fileSizeLimit: 8)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("curve: cannot write '\(output.path)'"), "\(result.stderr)")
    #expect(try text(output) == "the old plot\n")
    #expect(try leftovers(except: [output.lastPathComponent]) == [])
  }

  @Test("a folder that does not exist: exit 1 with the reason, nothing written")
  func missingFolder() throws {
    let output = folder.appendingPathComponent("absent/plot.svg")
    let result = try Curve.run(["plot", "-o", output.path, "--", "x"])
    #expect(result.status == 1)
    #expect(result.stderr == "curve: cannot write '\(output.path)': No such file or directory\n")
  }
}
