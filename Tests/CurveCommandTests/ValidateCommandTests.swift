import Foundation
import Testing

@Suite("curve validate")
struct ValidateCommandTests {
  static let bad = GeometryCommandTests.activity.replacingOccurrences(of: "\"color\": \"#A7DAD7\"", with: "\"color\": \"3DDC84\"")
    .replacingOccurrences(of: "\"strokeWidth\": 2", with: "\"strokeWidth\": 40")

  @Test("an accepted frame: text report, exit 0")
  func accepted() throws {
    let result = try Curve.run(["validate", "-"], input: Data(GeometryCommandTests.activity.utf8))
    #expect(result.status == 0)
    #expect(result.stdout == """
      frame accepted (root grid 1 × 1); 1 layer
      layer remote:activity (curve, data.activity): drawn
        note: data.activity.content.markers[0].labelStyle.color: the label colour #E1EEE0 has a contrast of 1.2:1 on the light card; WCAG asks at least 4.5:1

      """)
  }

  static let edgeLabel = """
    {"protocol": 1, "pixels": [[null]], "data": {"c": {"frame": {"left": 0, "top": 0, "width": 1, "height": 1},
      "content": {"points": [[0, 1], [1, 2]], "markers": [{"at": {"sampleIndex": 1}, "label": "a long label at the edge"}]},
      "style": {"plotPadding": 8}}}, "layers": [{"id": "remote:c", "type": "curve", "dataPath": "data.c"}]}
    """

  @Test("a label the frame cuts off: drawn, said at the marker's path, and --strict fails on it")
  func clippedLabel() throws {
    let plain = try Curve.run(["validate", "-"], input: Data(Self.edgeLabel.utf8))
    #expect(plain.status == 0)
    #expect(plain.stdout.contains("layer remote:c (curve, data.c): drawn\n  problem: data.c.content.markers[0].label: the label \"a long label at the edge\" reaches 51.7 pt past the layer frame, which cuts it off\n"))
    let strict = try Curve.run(["validate", "--strict", "-"], input: Data(Self.edgeLabel.utf8))
    #expect(strict.status == 1)
    let json = try Curve.run(["validate", "--format", "json", "-"], input: Data(Self.edgeLabel.utf8))
    #expect(json.stdout.contains(#"{"code": "marker.labelClipped", "effect": "itemClipped", "path": "data.c.content.markers[0].label""#))
    let geometry = try Curve.run(["geometry", "-"], input: Data(Self.edgeLabel.utf8))
    #expect(geometry.status == 0)
    #expect(geometry.stdout.contains(#""labelClipped": true, "labelOverflowPt": 51.6240234375, "dotOverflowPt": 0"#), "\(geometry.stdout)")
  }

  @Test("a layer that is not drawn: exit 0, or 1 with --strict; problems and notes at their paths")
  func notDrawn() throws {
    let expected = """
      frame accepted (root grid 1 × 1); 1 layer
      layer remote:activity (curve, data.activity): not drawn
        problem: data.activity.style.color: expected a colour like #RRGGBB or #AARRGGBB, got "3DDC84"
        note: data.activity.style.strokeWidth: 40 clamped to 12 (0.25–12)

      """
    let plain = try Curve.run(["validate", "-"], input: Data(Self.bad.utf8))
    #expect(plain.status == 0)
    #expect(plain.stdout == expected)
    let strict = try Curve.run(["validate", "--strict", "-"], input: Data(Self.bad.utf8))
    #expect(strict.status == 1)
    #expect(strict.stdout == expected)
  }

  @Test("--format json is the report as JSON")
  func json() throws {
    let result = try Curve.run(["validate", "--format", "json", "-"], input: Data(Self.bad.utf8))
    let root = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(root["verdict"] as? String == "accepted")
    let layer = try #require((root["layers"] as? [[String: Any]])?.first)
    #expect(layer["drawn"] as? Bool == false)
    #expect((layer["problems"] as? [[String: String]])?.first?["path"] == "data.activity.style.color")
    #expect((layer["notes"] as? [[String: String]])?.first?["message"] == "40 clamped to 12 (0.25–12)")
  }

  @Test("a rejected frame: exit 1 with the reason, in both formats")
  func rejected() throws {
    let body = Data("{\"pixels\": [[null, null], [null]]}".utf8)
    let text = try Curve.run(["validate", "-"], input: body)
    #expect(text.status == 1)
    #expect(text.stdout == "frame rejected: pixels[1]: row has 1 cells, but row 0 has 2; the grid must be rectangular\n")
    let json = try Curve.run(["validate", "--format", "json", "-"], input: body)
    #expect(json.status == 1)
    #expect(json.stdout.hasPrefix("{\"verdict\": \"rejected\", \"reason\": {\"code\": \"grid.notRectangular\", \"effect\": \"frameRejected\", \"path\": \"pixels[1]\""))
  }

  @Test("a file that cannot be opened exits 1; usage errors exit 2")
  func errors() throws {
    let missing = try Curve.run(["validate", "/nonexistent/frame.json"])
    #expect(missing.status == 1)
    #expect(missing.stderr == "error: cannot open '/nonexistent/frame.json'\n")
    #expect(try Curve.run(["validate", "--format", "xml", "-"]).status == 2)
    #expect(try Curve.run(["validate", "--strict=yes", "-"]).status == 2)
    #expect(try Curve.run(["validate", "a", "b"]).status == 2)
  }

  @Test("--help documents the exit statuses")
  func help() throws {
    let result = try Curve.run(["validate", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("EXIT STATUS: 0 the frame is accepted"))
  }
}
