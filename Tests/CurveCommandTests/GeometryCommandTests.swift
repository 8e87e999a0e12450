import Foundation
import Testing

@Suite("curve geometry")
struct GeometryCommandTests {
  /// The curve example of the reference (its `activity` layer).
  static let activity = """
    {"protocol": 1, "pixels": [[{"empty": true}]],
     "data": {"activity": {
       "frame": {"left": 0.05, "top": 0.08, "width": 0.9, "height": 0.84},
       "content": {"mode": "samples", "points": [[0, 30], [2, 18], [4, 65], [6, 45], [8, 90], [10, 70]],
         "domain": [0, 10], "yDomain": [0, 100], "interpolation": "linear",
         "markers": [{"at": {"x": 8}, "symbol": {"shape": "circle", "radiusPt": 4, "fill": "#E1EEE0"}, "label": "Now",
                      "labelStyle": {"color": "#E1EEE0", "fontSizePt": 9, "position": "top"}}]},
       "style": {"color": "#A7DAD7", "opacity": 1, "strokeWidth": 2, "lineCap": "round", "lineJoin": "round",
                 "fillColor": "#77B6BB", "fillOpacity": 0.22, "plotPadding": 8}}},
     "layers": [{"id": "remote:activity", "type": "curve", "dataPath": "data.activity"}]}
    """

  func json(_ result: Curve.Result) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  @Test("the reference's curve example: frame, plot, linear path through the samples, the marker on the line")
  func reference() throws {
    let result = try Curve.run(["geometry", "-"], input: Data(Self.activity.utf8))
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let root = try json(result)
    #expect(root["canvas"] as? [Double] == [338, 158])
    let layer = try #require((root["layers"] as? [[String: Any]])?.first)
    #expect(layer["id"] as? String == "remote:activity")
    #expect(layer["drawn"] as? Bool == true)
    let plot = try #require(layer["plot"] as? [String: Double])
    #expect(Swift.abs(plot["x"]! - (338 * 0.05 + 8)) < 1e-9)
    #expect(Swift.abs(plot["width"]! - (338 * 0.9 - 16)) < 1e-9)
    let stroke = try #require(layer["stroke"] as? [[[Any]]])
    #expect(stroke.count == 1)
    #expect(stroke[0].count == 6)
    #expect(stroke[0].first?.first as? String == "M")
    #expect(stroke[0].dropFirst().allSatisfy { $0.first as? String == "L" })
    let marker = try #require((layer["markers"] as? [[String: Any]])?.first)
    let center = try #require(marker["center"] as? [Double])
    let fifth = stroke[0][4]
    #expect(center == [fifth[1] as! Double, fifth[2] as! Double])  // (8, 90) is a vertex
    #expect(marker["label"] as? String == "Now")
    #expect(marker["fontSize"] as? Double == 9)
    #expect(marker["labelAlignment"] as? String == "center")
  }

  @Test("--family and --size set the canvas")
  func canvas() throws {
    let small = try json(Curve.run(["geometry", "--family", "small", "-"], input: Data(Self.activity.utf8)))
    #expect(small["canvas"] as? [Double] == [158, 158])
    let sized = try json(Curve.run(["geometry", "--size", "200x100", "--family", "large", "-"], input: Data(Self.activity.utf8)))
    #expect(sized["canvas"] as? [Double] == [200, 100])
  }

  @Test("a layer that cannot be drawn says why, with the JSON path")
  func notDrawn() throws {
    let frame = Self.activity.replacingOccurrences(of: "\"color\": \"#A7DAD7\"", with: "\"color\": \"3DDC84\"")
      .replacingOccurrences(of: "\"interpolation\": \"linear\"", with: "\"interpolation\": \"cubic\"")
    let layer = try #require((try json(Curve.run(["geometry", "-"], input: Data(frame.utf8)))["layers"] as? [[String: Any]])?.first)
    #expect(layer["drawn"] as? Bool == false)
    let problems = try #require(layer["problems"] as? [[String: String]])
    #expect(problems.contains(["code": "value.color", "effect": "layerNotDrawn", "path": "data.activity.style.color", "message": "expected a colour like #RRGGBB or #AARRGGBB, got \"3DDC84\""]))
    #expect(problems.contains(["code": "value.choice", "effect": "layerNotDrawn", "path": "data.activity.content.interpolation", "message": "unsupported value \"cubic\"; expected one of \"linear\", \"stepAfter\", \"monotone\""]))
  }

  @Test("function mode with a pole: two subpaths and a break; an invalid expression is reported with its column")
  func functionMode() throws {
    let frame = """
      {"pixels": [[null]], "data": {"f": {"frame": {"width": 1, "height": 1}, "content": {"expression": "1/(x - 0.3)"}},
                "g": {"frame": {"width": 1, "height": 1}, "content": {"expression": "2*Sin(x)"}, "zIndex": -1}},
       "layers": [{"id": "remote:f", "type": "curve", "dataPath": "data.f"}, {"id": "remote:g", "type": "curve", "dataPath": "data.g"}]}
      """
    let layers = try #require((try json(Curve.run(["geometry", "-"], input: Data(frame.utf8)))["layers"] as? [[String: Any]]))
    #expect(layers.map { $0["id"] as? String } == ["remote:g", "remote:f"])  // zIndex order
    #expect(layers[0]["drawn"] as? Bool == false)
    #expect((layers[0]["problems"] as? [[String: String]])?.first == ["code": "curve.expression", "effect": "layerNotDrawn", "path": "data.g.content.expression", "message": "column 3: unknown name 'Sin'; did you mean 'sin'?"])
    #expect((layers[1]["stroke"] as? [Any])?.count == 2)
    let breaks = try #require(layers[1]["breaks"] as? [[String: Any]])
    #expect(breaks.count == 1)
    #expect(breaks.first?["kind"] as? String == "pole")
    #expect(breaks.first?["decided"] as? String == "sidesApart")
    let x = try #require(breaks.first?["x"] as? Double)
    #expect(Swift.abs(x - 0.3) < 1e-12)
    let between = try #require(breaks.first?["between"] as? [Double])
    #expect(between.count == 2 && between[0] < 0.3 && 0.3 < between[1])
  }

  @Test("--layer picks one layer; an unknown id exits 1")
  func layerOption() throws {
    let result = try Curve.run(["geometry", "--layer", "remote:activity", "-"], input: Data(Self.activity.utf8))
    #expect(result.status == 0)
    let layers = try #require(try json(result)["layers"] as? [[String: Any]])
    #expect(layers.map { $0["id"] as? String } == ["remote:activity"])
    #expect(layers.first?["stroke"] as? [Any] != nil)
    let missing = try Curve.run(["geometry", "--layer", "remote:nope", "-"], input: Data(Self.activity.utf8))
    #expect(missing.status == 1)
    #expect(missing.stderr == "error: no curve layer with id 'remote:nope'\n")
  }

  @Test("unreadable or rejected frames exit 1 with the reason and place", arguments: [
    ("{\"a\": }", "error: frame rejected: body: not valid JSON: line 1, column 7: unexpected character '}'; a value was expected\n"),
    ("[1, 2]", "error: frame rejected: body: a frame must be one JSON object, got an array\n"),
    ("{\"pixels\": [[null]], \"protocol\": 2}", "error: frame rejected: protocol: unsupported protocol 2; only 1 (or omitting it) is supported\n"),
  ])
  func unreadable(_ body: String, _ message: String) throws {
    let result = try Curve.run(["geometry", "-"], input: Data(body.utf8))
    #expect(result.status == 1)
    #expect(result.stderr == message)
  }

  @Test("a body over 524,288 bytes is refused before parsing")
  func tooLarge() throws {
    let body = "{\"pad\": \"" + String(repeating: "x", count: 600_000) + "\"}"
    let result = try Curve.run(["geometry", "-"], input: Data(body.utf8))
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("error: frame rejected: body: body is over 524,288 bytes"))
  }

  @Test("usage errors exit 2", arguments: [["geometry", "--family", "huge", "-"], ["geometry", "--size", "0x10", "-"], ["geometry", "a", "b"], ["geometry", "--bogus"]])
  func usage(_ arguments: [String]) throws {
    #expect(try Curve.run(arguments).status == 2)
  }
}

@Suite("curve geometry --analysis")
struct GeometryAnalysisTests {
  @Test("A function layer's analysis is curve analyze's, byte for byte; a samples layer's, its interpolation's points")
  func analysis() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    let geometry = try Curve.run(["geometry", "--analysis", "Examples/frame.json"], directory: root)
    #expect(geometry.status == 0)
    let analyze = try Curve.run(["analyze", "--format", "json", "--param", "a=2", "--domain", "-12,12", "a*sin(x)/x"])
    let curve = try #require(analyze.stdout.range(of: "\"curves\": [").map { analyze.stdout[$0.upperBound...] })
    let entry = try #require(curve.range(of: "],\n \"intersections\"").map { String(curve[..<$0.lowerBound]) })
    #expect(geometry.stdout.contains("\"analysis\": " + entry))
    let steps = try Curve.run(["geometry", "--analysis", "Tests/Gallery/steps.json"], directory: root)
    #expect(steps.stdout.contains("""
      "analysis": {"expression": null,
         "points": [{"kind": "maximum", "x": [2, 3], "y": [5, 5], "certified": true},
      """))
  }
}
