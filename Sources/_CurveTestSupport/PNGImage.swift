import Foundation

/// A PNG's pixels, decoded by `Tests/CurvePlotTests/png_pixels.py` (standard-library Python), for
/// the tests that look at rendered pictures.
public struct PNGImage: Sendable {
  public var width: Int
  public var height: Int
  /// Row by row, four bytes a pixel: red, green, blue, alpha.
  public var rgba: [UInt8]

  public struct Unreadable: Error, CustomStringConvertible {
    public var description: String
  }

  /// The pixel at (x, y) without its alpha.
  public func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
    let i = (y * width + x) * 4
    return (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]))
  }

  /// The alpha at (x, y).
  public func alpha(_ x: Int, _ y: Int) -> Int { Int(rgba[(y * width + x) * 4 + 3]) }

  /// The image in the PNG file at `url`.
  public static func read(_ url: URL) throws -> PNGImage {
    let decode = Process()
    decode.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    decode.arguments = ["python3", Repository.root.appendingPathComponent("Tests/CurvePlotTests/png_pixels.py").path, url.path]
    let out = Pipe()
    decode.standardOutput = out
    try decode.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    decode.waitUntilExit()
    guard decode.terminationStatus == 0, let newline = data.firstIndex(of: 10) else {
      throw Unreadable(description: "\(url.path) is not a PNG the decoder reads")
    }
    let size = String(decoding: data[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
    let rgba = Array(data[(newline + 1)...])
    guard size.count == 2, rgba.count == size[0] * size[1] * 4 else { throw Unreadable(description: "\(url.path): truncated pixels") }
    return PNGImage(width: size[0], height: size[1], rgba: rgba)
  }
}
