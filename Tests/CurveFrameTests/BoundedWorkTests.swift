import Foundation
import Testing
import CurveSampling
@testable import CurveFrame

/// The resource contract's rules, one hostile input per class (README, "Bounded work"). The
/// script `Tests/Hostile/hostile.py` runs the built command on the same classes under hard caps;
/// these check what the library says about them.
@Suite("Bounded work: hostile frames get a bounded, truthful report")
struct BoundedWorkTests {
  static let limit = FrameValidator.maximumBodyBytes

  func validate(_ text: String, canvas: CanvasSize = .default) -> FrameReport {
    FrameValidator.validate(Array(text.utf8), canvas: canvas)
  }

  /// A frame with one declaration per path in `paths`, each of `type`, and `data` as given.
  func frame(data: String, layers: [(id: String, path: String)], type: String = "curve") -> String {
    let declarations = layers.map { #"{"id":"remote:\#($0.id)","type":"\#(type)","dataPath":"\#($0.path)"}"# }
    return #"{"pixels":[[null]],"data":\#(data),"layers":[\#(declarations.joined(separator: ","))]}"#
  }

  let curve = #"{"frame":{"width":1,"height":1},"content":{"expression":"sin(x)","domain":[0,6]}}"#

  @Test("a key 200,000 bytes long holding 40,000 objects with a duplicate key: counted, 1,000 listed, paths shortened")
  func longKeyDuplicates() {
    let key = String(repeating: "k", count: 200_000)
    var text = #"{"pixels":[[null]],"data":{""# + key + #"":["#
    let item = #"{"a":1,"a":2}"#
    let count = (Self.limit - text.utf8.count - 10) / (item.utf8.count + 1)
    text += Array(repeating: item, count: count).joined(separator: ",") + "]}}"
    let report = validate(text)
    #expect(report.isAccepted)
    #expect(report.notes.count == FrameValidator.maximumListedProblems)
    #expect(report.unlistedNotes == count - FrameValidator.maximumListedProblems)
    let first = report.notes.first
    #expect(first?.path == "data." + String(repeating: "k", count: 32) + "…(200000 bytes)[0].a")
    #expect(first?.message == "duplicate key; the last value is used")
  }

  @Test("9,000 declarations of one curve: validated and sampled once, each later layer names the first")
  func sharedObject() {
    let layers = (0..<9_000).map { (id: String($0), path: "data.c") }
    let report = validate(frame(data: #"{"c":\#(curve)}"#, layers: layers))
    #expect(report.layers.count == 9_000)
    #expect(report.layers.allSatisfy { $0.drawn })
    let first = report.layers[0]
    #expect(first.sameObjectAs == nil)
    #expect(report.layers.dropFirst().allSatisfy { $0.sameObjectAs == first.id })
    #expect(report.layers.last?.geometry?.samples.ys == first.geometry?.samples.ys)
    // Sampled once: every layer holds the one sampling's storage, not equal copies.
    func storage(_ layer: FrameReport.Layer) -> UnsafeRawPointer? {
      layer.geometry?.samples.ys.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    #expect(storage(first) != nil)
    #expect(report.layers.allSatisfy { storage($0) == storage(first) })
  }

  @Test("data.l[0] and data.l[000] are the same object (leading zeros), sampled once")
  func leadingZeros() {
    let report = validate(frame(data: #"{"l":[\#(curve)]}"#, layers: [("a", "data.l[0]"), ("b", "data.l[000]"), ("c", "data.l[0000000001]")]))
    let byID = Dictionary(uniqueKeysWithValues: report.layers.map { ($0.id, $0) })
    #expect(byID["remote:a"]?.drawn == true)
    #expect(byID["remote:b"]?.sameObjectAs == "remote:a")
    #expect(byID["remote:c"]?.problems.map(\.message) == ["does not exist in data"])
    #expect(DataPath.parse("data.l[0000000001]") == [.field("l"), .index(1)])
    #expect(DataPath.parse("data.l[99999999999999999999]") == [.field("l"), .index(Int.max)])
  }

  @Test("at most 64 curve objects a frame are sampled; the 65th is not drawn, with the reason")
  func curveObjectLimit() {
    let objects = (0..<65).map { #""c\#($0)":{"frame":{"width":1,"height":1},"content":{"expression":"x+\#($0)"}}"# }
    let report = validate(frame(data: "{" + objects.joined(separator: ",") + "}", layers: (0..<65).map { (String(format3($0)), "data.c\($0)") }))
    #expect(report.layers.filter(\.drawn).count == 64)
    let last = report.layers.first { !$0.drawn }
    #expect(last?.dataPath == "data.c64")
    #expect(last?.problems.map(\.message) == ["not drawn: CurveKit samples at most 64 curve objects a frame, and this is one more"])
  }

  func format3(_ i: Int) -> String { i < 10 ? "00\(i)" : i < 100 ? "0\(i)" : "\(i)" }

  @Test("a 64 × 64 grid of clamped opacities, declared 4,000 times: one verdict, 1,000 notes listed in all")
  func sharedMatrix() {
    let row = "[" + Array(repeating: #"{"opacity":2}"#, count: 64).joined(separator: ",") + "]"
    let matrix = #"{"frame":{"width":1,"height":1},"content":{"pixels":[\#(Array(repeating: row, count: 64).joined(separator: ","))]}}"#
    let report = validate(frame(data: #"{"m":\#(matrix)}"#, layers: (0..<4_000).map { (String($0), "data.m") }, type: "matrix"))
    #expect(report.layers.allSatisfy { $0.drawn })
    #expect(report.layers.map(\.notes.count).reduce(0, +) == FrameValidator.maximumListedProblems)
    #expect(report.layers[0].notes.count == 1_000 && report.layers[0].unlistedNotes == 4_096 - 1_000)
    #expect(report.layers[1].notes.isEmpty && report.layers[1].unlistedNotes == 4_096)
    #expect(report.layers[0].notes.first?.path == "data.m.content.pixels[0][0].opacity")
  }

  @Test("130,000 bad colours under a 120,000-byte data path: counted, listed within the limit, quoted values shortened")
  func badColours() {
    let field = String(repeating: "f", count: 120_000)
    let head = #"{"pixels":[[null]],"layers":[{"id":"remote:s","type":"shape","dataPath":"data.\#(field)"}],"data":{"\#(field)":{"frame":{"width":1,"height":1},"style":{"gradientColors":["#
    let item = #""\#(String(repeating: "z", count: 60))""#
    let count = (Self.limit - head.utf8.count - 10) / (item.utf8.count + 1)
    let report = validate(head + Array(repeating: item, count: count).joined(separator: ",") + "]}}}}")
    let layer = report.layers.first
    #expect(layer?.drawn == false)
    #expect(layer?.problems.count == 1_000)
    #expect(layer?.unlistedProblems == count - 1_000)
    let problem = layer?.problems.first
    #expect(problem?.path == "data." + String(repeating: "f", count: 123) + "…(120005 bytes).style.gradientColors[0]")
    #expect(problem?.message == "expected a colour like #RRGGBB or #AARRGGBB, got \"\(String(repeating: "z", count: 40))…\"")
  }

  @Test("a frame placed beyond ±1,000,000 pt is not drawn, with the reason; rotation has no range")
  func placement() {
    for (side, value) in [("left", "9.3e18"), ("top", "-9.3e18"), ("right", "1e7"), ("bottom", "1.7e308")] {
      let node = #"{"frame":{"width":1,"height":1,"\#(side)":\#(value)},"content":{"expression":"x"}}"#
      let layer = validate(frame(data: #"{"c":\#(node)}"#, layers: [("c", "data.c")])).layers.first
      #expect(layer?.drawn == false)
      #expect(layer?.problems.first?.path == "data.c.frame")
      #expect(layer?.problems.first?.message.hasSuffix("beyond ±1,000,000 pt; the layer cannot be drawn") == true)
    }
    let translated = #"{"frame":{"width":1,"height":1},"transform":{"translateX":1e308},"content":{"expression":"x"}}"#
    #expect(validate(frame(data: #"{"c":\#(translated)}"#, layers: [("c", "data.c")])).layers.first?.drawn == false)
    let rotated = #"{"frame":{"width":1,"height":1},"rotation":1e19,"content":{"expression":"x"}}"#
    #expect(validate(frame(data: #"{"c":\#(rotated)}"#, layers: [("c", "data.c")])).layers.first?.drawn == true)
  }

  @Test("a later value replaces an earlier one: {\"a\": \"x\", \"a\": 5} draws with a = 5 and no problem")
  func duplicateParameter() {
    let node = #"{"frame":{"width":1,"height":1},"content":{"expression":"a*x","parameters":{"a":"x","a":5},"domain":[0,1]}}"#
    let report = validate(frame(data: #"{"c":\#(node)}"#, layers: [("c", "data.c")]))
    let layer = report.layers.first
    #expect(layer?.drawn == true)
    #expect(layer?.problems.isEmpty == true)
    #expect(layer?.geometry?.samples.ys.last == 5)
    #expect(report.notes.map(\.path) == ["data.c.content.parameters.a"])
  }

  @Test("points and markers past their budgets are not read: one bad point after 1,024 leaves the layer drawn")
  func budgets() {
    let points = (0..<1_024).map { "[\($0),\($0 % 7)]" }.joined(separator: ",")
    let node = #"{"frame":{"width":1,"height":1},"content":{"points":[\#(points),["bad"]]}}"#
    let layer = validate(frame(data: #"{"c":\#(node)}"#, layers: [("c", "data.c")])).layers.first
    #expect(layer?.drawn == true)
    #expect(layer?.notes.contains(Problem(.budgetExceeded, .note, "data.c.content.points", "1025 points; only the first 1,024 are used (the rest are not read); `curve reduce` picks at most 1,024 of them whose curve stays within a tolerance of them all")) == true)
    #expect(layer?.geometry?.samples.count == 1_024)
    let markers = (0..<32).map { #"{"at":{"x":\#(Double($0) / 32)}}"# }.joined(separator: ",")
    let marked = #"{"frame":{"width":1,"height":1},"content":{"expression":"x","markers":[\#(markers),7]},"style":{"plotPadding":8}}"#
    let markedLayer = validate(frame(data: #"{"c":\#(marked)}"#, layers: [("c", "data.c")])).layers.first
    #expect(markedLayer?.problems.isEmpty == true)
    #expect(markedLayer?.geometry?.markers.count == 32)
    #expect(markedLayer?.notes.contains(Problem(.budgetExceeded, .note, "data.c.content.markers", "33 markers; only the first 32 are used (the rest are not read)")) == true)
  }

  @Test("a string of 262,000 escapes and an object of 24,000 keys given twice parse to the right values")
  func linearParsing() throws {
    let escapes = #"{"s":""# + String(repeating: #"\n"#, count: 262_000) + #""}"#
    guard case .object(let object) = try JSONParser.parse(escapes), case .string(let s)? = object["s"] else {
      Issue.record("not parsed")
      return
    }
    #expect(s.utf8.count == 262_000 && s.utf8.allSatisfy { $0 == 0x0A })
    let keys = (0..<24_000).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
    guard case .object(let twice) = try JSONParser.parse("{" + keys + "," + keys.replacingOccurrences(of: ":", with: ":-") + "}") else {
      Issue.record("not parsed")
      return
    }
    #expect(twice.keys.count == 24_000)
    #expect(twice.duplicateKeys.count == 24_000)
    #expect(twice["k23999"] == .number(-23_999))
    #expect(twice.uniqueMembers.first.map { $0.key == "k0" && $0.value == .number(-0.0) } == true)
    let zeros = (0..<24_000).map { #""k\#($0)":0"# }.joined(separator: ",")
    let report = validate(#"{"pixels":[[null]],"data":{"# + zeros + "," + zeros + "}}")
    #expect(report.isAccepted)
    #expect(report.notes.count == 1_000 && report.unlistedNotes == 23_000)
  }

  @Test("every grid value of a finite domain is finite, even past ±8.9e307")
  func finiteGrid() throws {
    let grid = try #require(UniformGrid(from: -1.7e308, to: 1.7e308, count: 1_024))
    let values = grid.values
    #expect(values.allSatisfy { $0.isFinite })
    #expect(values.first == -1.7e308 && values.last == 1.7e308)
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    for i in [0, 1, 511, 1_022] { #expect(grid[i] == values[i]) }
  }
}
