import Foundation
import Testing
import _CurveTestSupport

/// PNG and PDF through the real librsvg and cairo (Debian's librsvg2-2 and libcairo2, which
/// the test command installs with librsvg2-bin).
@Suite("curve plot -o FILE.png / FILE.pdf")
struct ImageOutputTests {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("curve-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Width, height and a pixel reader (with alpha) of a PNG.
  func image(_ url: URL) throws -> (width: Int, height: Int, pixel: (Int, Int) -> (Int, Int, Int, Int)) {
    let png = try PNGImage.read(url)
    return (png.width, png.height, { x, y in
      let (r, g, b) = png.pixel(x, y)
      return (r, g, b, png.alpha(x, y))
    })
  }

  static func near(_ a: (Int, Int, Int, Int), _ b: (Int, Int, Int), _ tolerance: Int = 24) -> Bool {
    Swift.abs(a.0 - b.0) <= tolerance && Swift.abs(a.1 - b.1) <= tolerance && Swift.abs(a.2 - b.2) <= tolerance
  }

  @Test("a preview as PNG: the canvas and the caption strip × --scale in pixels, the card's colour, transparent past its corners and around the caption")
  func previewPNG() throws {
    let input = folder.appendingPathComponent("frame.json")
    try Data(GeometryCommandTests.activity.utf8).write(to: input)
    let output = folder.appendingPathComponent("preview.png")
    let result = try Curve.run(["plot", "--scale", "2", "-o", output.path, input.path])
    #expect(result.status == 0, "\(result.stderr)")
    let png = try image(output)
    #expect(png.width == 676 && png.height == 344)
    #expect(Self.near(png.pixel(20, 150), (0x11, 0x14, 0x18)), "\(png.pixel(20, 150))")
    #expect(png.pixel(0, 0).3 == 0)
    // The strip below the card: transparent but for the caption's glyphs at its right end.
    #expect((0..<400).allSatisfy { x in (318..<344).allSatisfy { y in png.pixel(x, y).3 == 0 } })
    #expect((560..<676).contains { x in (318..<344).contains { y in png.pixel(x, y).3 > 128 } })
    // The curve's stroke colour somewhere along the plot's middle row band.
    let stroke = (0..<676).contains { x in (40..<280).contains { y in Self.near(png.pixel(x, y), (0xA7, 0xDA, 0xD7), 12) } }
    #expect(stroke)
  }

  @Test("a math plot as PNG at --scale 2, and as PDF: one page of the plot's size in pt, its text in DejaVu Sans")
  func mathPNGAndPDF() throws {
    let png = folder.appendingPathComponent("plot.png")
    let drawn = try Curve.run(["plot", "--size", "300x200", "--scale", "2", "-o", png.path, "--", "sin(x)"])
    #expect(drawn.status == 0, "\(drawn.stderr)")
    let image = try image(png)
    #expect(image.width == 600 && image.height == 400)
    #expect(Self.near(image.pixel(590, 100), (0xFF, 0xFF, 0xFF)) || Self.near(image.pixel(590, 100), (0xE5, 0xE8, 0xEC)))
    let blue = (0..<600).contains { x in (0..<400).contains { y in Self.near(image.pixel(x, y), (0x00, 0x72, 0xB2), 10) } }
    #expect(blue)
    let pdf = folder.appendingPathComponent("plot.pdf")
    let printed = try Curve.run(["plot", "--size", "300x200", "--title", "Sine", "-o", pdf.path, "--", "sin(x)"])
    #expect(printed.status == 0, "\(printed.stderr)")
    let text = String(decoding: try Data(contentsOf: pdf), as: UTF8.self)
    #expect(text.hasPrefix("%PDF-"))
    #expect(text.contains("/MediaBox [ 0 0 300 200 ]"))
    #expect(text.contains("/Count 1"))
    #expect(text.contains("DejaVuSans-Bold") && text.contains("DejaVuSans"))
  }

  @Test("without the library: exit 1, the install command, and no file")
  func missingLibrary() throws {
    let output = folder.appendingPathComponent("plot.png")
    let result = try Curve.run(["plot", "-o", output.path, "--", "x"], environment: ["CURVEKIT_RSVG_LIBRARY": "/nonexistent/librsvg.so"])
    #expect(result.status == 1)
    #expect(result.stderr == "curve: writing PNG or PDF needs librsvg and cairo, and /nonexistent/librsvg.so was not found; install them with: sudo apt-get install librsvg2-2 libcairo2\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test("usage errors: an unknown extension, --scale for a math plot's SVG or for a PDF, a PNG too large", arguments: [
    (["plot", "-o", "x.gif", "--", "x"], "error: -o expects a file ending in .svg, .png or .pdf (or - for SVG on standard output), got 'x.gif'"),
    (["plot", "--scale", "2", "-o", "x.svg", "--", "x"], "error: --scale sets the pixels of a preview or of a PNG (-o FILE.png); a math plot's SVG is drawn in pt (use --size)"),
    (["plot", "--scale", "2", "-o", "x.pdf", "--", "x"], "error: --scale sets the pixels of a PNG or of a preview's SVG; a PDF is drawn in pt"),
    (["plot", "--size", "10000x10000", "--scale", "3", "-o", "x.png", "--", "x"], "error: a PNG of 30000 × 30000 px is over the limit (16,384 px a side, 8 Mpx); use a smaller --size or --scale"),
  ] as [([String], String)])
  func usage(_ arguments: [String], _ message: String) throws {
    let result = try Curve.run(arguments, directory: folder)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("a name the command chose never replaces a file; -o does")
  func noSilentOverwrite() throws {
    let first = try Curve.run(["plot", "--", "x"], directory: folder)
    #expect(first.status == 0 && first.stderr == "wrote plot.svg\n")
    let target = folder.appendingPathComponent("plot.svg")
    try Data("mine".utf8).write(to: target)
    let second = try Curve.run(["plot", "--", "x^2"], directory: folder)
    #expect(second.status == 1)
    #expect(second.stderr == "curve: 'plot.svg' exists; name it with -o to replace it\n")
    #expect(try String(contentsOf: target, encoding: .utf8) == "mine")
    let named = try Curve.run(["plot", "-o", "plot.svg", "--", "x^2"], directory: folder)
    #expect(named.status == 0)
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<?xml"))
  }

  @Test("labels with Unicode noncharacters draw as PDF and PNG; the SVG carries none of them", arguments: [0xFDD0, 0xFDEF, 0xFFFE, 0x1FFFE, 0x10FFFF, 0xEFFFF] as [UInt32])
  func noncharacters(_ code: UInt32) throws {
    let character = Unicode.Scalar(code).map { String(Character($0)) } ?? ""
    let label = "peak" + character + "now"
    let escaped = character.unicodeScalars.map { scalar -> String in
      var utf16: [UInt16] = []
      utf16.append(contentsOf: String(scalar).utf16)
      return utf16.map { "\\u" + String($0, radix: 16, uppercase: true) }.joined()
    }.joined()
    let frame = """
      {"pixels": [[null]], "layers": [{"id": "remote:c", "type": "curve", "dataPath": "data.c"}],
       "data": {"c": {"frame": {"width": 1, "height": 1}, "content": {"expression": "x", "domain": [0, 1],
         "markers": [{"at": {"x": 0.5}, "label": "peak\(escaped)now"}]}}}}
      """
    let input = folder.appendingPathComponent("frame.json")
    try Data(frame.utf8).write(to: input)
    for format in ["pdf", "png"] {
      let output = folder.appendingPathComponent("labels.\(format)")
      let result = try Curve.run(["plot", "-o", output.path, input.path])
      #expect(result.status == 0, "\(format): \(result.stderr)")
      #expect(FileManager.default.fileExists(atPath: output.path))
    }
    let svg = try Curve.run(["plot", "-o", "-", input.path])
    #expect(svg.stdout.contains(">peaknow</text>"))
    #expect(!svg.stdout.contains(label))
  }

  static func chaotic(style: String, objects: Int = 1) -> String {
    let data = (0..<objects).map {
      "\"c\($0)\": {\"frame\": {\"width\": 1, \"height\": 1}, \"content\": {\"expression\": \"sin(1e22*x+\($0))\", \"domain\": [0, 1]}, \"style\": {\(style)}}"
    }
    let layers = (0..<objects).map { "{\"id\": \"remote:c\($0)\", \"type\": \"curve\", \"dataPath\": \"data.c\($0)\"}" }
    return "{\"pixels\": [[null]], \"data\": {\(data.joined(separator: ", "))}, \"layers\": [\(layers.joined(separator: ", "))]}"
  }

  @Test("a dense curve dashed 0.5 on 0.5 at width 12 (a minute before): drawn solid, as it looks, with a note", arguments: ["png", "pdf"])
  func unseenDashes(_ format: String) throws {
    let input = folder.appendingPathComponent("dashed.json")
    try Data(Self.chaotic(style: "\"dashLength\": 0.5, \"dashGap\": 0.5, \"strokeWidth\": 12").utf8).write(to: input)
    let output = folder.appendingPathComponent("dashed.\(format)")
    let result = try Curve.run(["plot", "-o", output.path, input.path])
    #expect(result.status == 0)
    #expect(result.stderr == "note: layer remote:c0: dashes closed by their caps (a gap no wider than the stroke); drawn solid\n")
    if format == "png" {
      let png = try image(output)
      // The band is covered by the curve's default stroke colour.
      #expect(Self.near(png.pixel(169, 79), (0xE6, 0xEE, 0xEE)), "\(png.pixel(169, 79))")
    }
  }

  @Test("64 distinct dense curves: over the raster budget, refused with exit 1 and no file", arguments: ["png", "pdf"])
  func refused(_ format: String) throws {
    let input = folder.appendingPathComponent("dense.json")
    try Data(Self.chaotic(style: "\"strokeWidth\": 12", objects: 64).utf8).write(to: input)
    let output = folder.appendingPathComponent("dense.\(format)")
    let result = try Curve.run(["plot", "-o", output.path, input.path])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("curve: drawing this \(format.uppercased()) would take about "), "\(result.stderr)")
    #expect(result.stderr.hasSuffix("M units of work, over the budget of 3M (several long curves, each drawn on its own); write SVG instead, or draw fewer curves\n"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
    let svg = try Curve.run(["plot", "-o", "-", input.path])
    #expect(svg.status == 0 && svg.stderr.isEmpty)
  }
}
