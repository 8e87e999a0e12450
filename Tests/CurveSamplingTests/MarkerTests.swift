import Testing
@testable import CurveSampling
import _CurveText

/// Equal within 1e-9 pt: the mapping is d3's r0·(1 − t) + r1·t, which rounds (20 comes out as
/// 19.999999999999996).
func close(_ a: Point, _ b: Point) -> Bool {
  Swift.abs(a.x - b.x) < 1e-9 && Swift.abs(a.y - b.y) < 1e-9
}

@Suite("Markers")
struct MarkerTests {
  let frame = Rect(x: 0, y: 0, width: 100, height: 100)
  let points: [(x: Double, y: Double)] = [(0, 0), (2, 8), (4, 4), (6, 10), (10, 2)]

  func geometry(_ markers: [MarkerSpec], _ interpolation: Interpolation = .monotone, expression: String? = nil) -> CurveGeometry {
    CurveSampler.geometry(
      for: CurveLayerSpec(
        points: expression == nil ? points : nil, expression: expression, domain: Interval(0, 10), yDomain: Interval(0, 10),
        interpolation: interpolation, markers: markers, opacity: 0.5),
      in: frame)
  }

  @Test("defaults: radius 4, fill #E6EDC9, label colour #E6EEEE, font 10, label on top, style opacity")
  func defaults() throws {
    let g = geometry([MarkerSpec(sampleIndex: 1, label: "Now")])
    let marker = try #require(g.markers.first)
    #expect(close(marker.center, Point(20, 20)))
    #expect(marker.radius == 4)
    #expect(marker.fill.description == "#E6EDC9")
    #expect(marker.labelColor.description == "#E6EEEE")
    #expect(marker.fontSize == 10)
    #expect(marker.opacity == 0.5)
    #expect(close(marker.labelAnchor, Point(20, 20 - 4 - 3)))
    #expect(marker.labelAlignment == .center)
    #expect(marker.labelBaseline == .bottom)
  }

  @Test("a label's box is its text's advance widths; past the frame it is clipped, by how much, and said")
  func labelBox() throws {
    // Sample 1 is at (20, 20): "Now" on top, centred, baseline at 13.
    let inside = try #require(geometry([MarkerSpec(sampleIndex: 1, label: "Now")]).markers.first)
    let width = TextWidth.of("Now", fontSize: 10)
    let box = try #require(inside.labelBox)
    #expect(Swift.abs(box.x - (20 - width / 2)) < 1e-9 && Swift.abs(box.width - width) < 1e-9)
    #expect(Swift.abs(box.y - (13 - 7.6)) < 1e-9 && Swift.abs(box.height - 10) < 1e-9)
    #expect(!inside.labelClipped && inside.labelOverflow == 0)
    // Sample 3 is at (60, 0): a label on the right of it reaches past the frame's right edge
    // (the frame is 100 pt wide) and its top.
    let long = "a label too long for the frame"
    let g = geometry([MarkerSpec(sampleIndex: 3, label: long, position: .right)])
    let marker = try #require(g.markers.first)
    let right = 60 + 4 + 3 + TextWidth.of(long, fontSize: 10)
    #expect(marker.labelClipped)
    #expect(Swift.abs(marker.labelOverflow - (right - 100)) < 1e-9, "\(marker.labelOverflow)")
    let problem = try #require(g.problems.first { $0.code == .labelClipped })
    #expect(problem.path == "content.markers[0].label" && problem.effect == .itemClipped)
    #expect(problem.message.hasPrefix("the label \"a label too long for the frame\" reaches "))
    #expect(problem.message.hasSuffix(" pt past the layer frame, which cuts it off"))
  }

  @Test("a dot past the frame's edge is clipped, by how much, and said; inside, nothing is")
  func dotOverflow() throws {
    // Sample 0 is the frame's bottom-left corner: half the dot is outside, by its radius.
    let corner = geometry([MarkerSpec(sampleIndex: 0, radius: 6)])
    #expect(corner.markers.first?.dotOverflow == 6)
    #expect(corner.problems.contains { $0.code == .dotClipped && $0.path == "content.markers[0].at" && $0.effect == .itemClipped })
    let inner = geometry([MarkerSpec(sampleIndex: 1)])
    #expect(inner.markers.first?.dotOverflow == 0)
    #expect(!inner.problems.contains { $0.effect == .itemClipped })
  }

  @Test("label positions and offsetPt (which moves only the label)", arguments: [
    (LabelPosition.top, Point(20 + 5, 20 - 7 - 6), LabelAlignment.center, LabelBaseline.bottom),
    (.bottom, Point(25, 20 + 7 - 6), .center, .top),
    (.left, Point(20 - 7 + 5, 14), .right, .middle),
    (.right, Point(20 + 7 + 5, 14), .left, .middle),
  ])
  func positions(_ position: LabelPosition, _ anchor: Point, _ alignment: LabelAlignment, _ baseline: LabelBaseline) throws {
    let g = geometry([MarkerSpec(sampleIndex: 1, offset: (5, -6), position: position)])
    let marker = try #require(g.markers.first)
    #expect(close(marker.center, Point(20, 20)))
    #expect(close(marker.labelAnchor, anchor))
    #expect(marker.labelAlignment == alignment)
    #expect(marker.labelBaseline == baseline)
  }

  @Test("clamps: radius 1–16, offset ±64, font 6–32, each reported")
  func clamps() throws {
    let g = geometry([MarkerSpec(sampleIndex: 0, offset: (100, -100), radius: 40, fontSize: 2)])
    let marker = try #require(g.markers.first)
    #expect(marker.radius == 16)
    #expect(marker.fontSize == 6)
    #expect(close(marker.labelAnchor, Point(0 + 64, 100 - 16 - 3 - 64)))
    let fields = Set(g.problems.map(\.path))
    #expect(fields.isSuperset(of: ["content.markers[0].symbol.radiusPt", "content.markers[0].at.offsetPt[0]",
      "content.markers[0].at.offsetPt[1]", "content.markers[0].labelStyle.fontSizePt"]))
  }

  @Test("a marker with neither, with both, out of range or at a non-finite height is not drawn, with the reason")
  func notDrawn() {
    let g = geometry([
      MarkerSpec(), MarkerSpec(x: 1, sampleIndex: 1), MarkerSpec(sampleIndex: 9), MarkerSpec(sampleIndex: -1),
      MarkerSpec(x: 11), MarkerSpec(x: .nan), MarkerSpec(sampleIndex: 2),
    ])
    #expect(g.markers.map(\.index) == [6])
    let reasons = g.problems.filter { $0.effect == .itemNotDrawn }.map(\.path)
    #expect(reasons == [
      "content.markers[0].at", "content.markers[1].at", "content.markers[2].at.sampleIndex",
      "content.markers[3].at.sampleIndex", "content.markers[4].at.x", "content.markers[5].at.x",
    ])
    let function = geometry([MarkerSpec(x: 0.5), MarkerSpec(sampleIndex: 3)], expression: "log(x - 1)")
    #expect(function.markers.isEmpty)
    #expect(function.problems.contains { $0.path == "content.markers[0].at.x" && $0.message.contains("no finite value") })
    #expect(function.problems.contains { $0.path == "content.markers[1].at.sampleIndex" && $0.message.contains("samples mode") })
  }

  @Test("only the first 32 markers are used")
  func budget() {
    let g = geometry((0..<40).map { _ in MarkerSpec(sampleIndex: 0) })
    #expect(g.markers.count == 32)
    #expect(g.problems.contains(Problem(.budgetExceeded, .note, "content.markers", "40 markers; only the first 32 are used")))
  }

  @Test("at.x sits exactly on the drawn line", arguments: Interpolation.allCases)
  func onTheLine(_ interpolation: Interpolation) throws {
    let g = geometry([MarkerSpec(x: 3), MarkerSpec(x: 4), MarkerSpec(x: 10), MarkerSpec(x: 7.5)], interpolation)
    #expect(g.markers.count == 4)
    // At a sample, every interpolation passes through the sample itself.
    #expect(close(g.markers[1].center, Point(40, 60)))
    #expect(close(g.markers[2].center, Point(100, 80)))
    switch interpolation {
    case .linear:
      #expect(close(g.markers[0].center, Point(30, 40)))  // halfway between (20,20) and (40,60)
    case .stepAfter:
      #expect(close(g.markers[0].center, Point(30, 20)))  // the previous sample's height
      #expect(Swift.abs(g.markers[3].center.y) < 1e-9)  // (6,10) holds until x = 10
    case .monotone:
      // On the Bézier of the segment from (20,20) to (40,60): x is linear in the parameter.
      guard case .curve(let c1, let c2, let end)? = g.stroke[0].dropFirst(2).first else {
        Issue.record("no second segment")
        return
      }
      let s = 0.5, u = 0.5
      let y = u * u * u * 20 + 3 * u * u * s * c1.y + 3 * u * s * s * c2.y + s * s * s * end.y
      #expect(close(g.markers[0].center, Point(30, y)))
    }
  }

  @Test("function mode: at.x is evaluated on the expression, exactly as the drawn samples are")
  func functionMarker() throws {
    let g = geometry([MarkerSpec(x: 2.5)], expression: "x*x/4")
    let marker = try #require(g.markers.first)
    #expect(close(marker.center, Point(25, 100 - 2.5 * 2.5 / 4 * 10)))
  }

  @Test("colours are drawn as given (written back in upper case); absent, the defaults #E6EDC9 and #E6EEEE")
  func colours() throws {
    let g = geometry([
      MarkerSpec(sampleIndex: 1, fill: ProtocolColor("#80e1eeE0"), labelColor: ProtocolColor("#A7DAD7")),
      MarkerSpec(sampleIndex: 2),
    ])
    #expect(g.markers.map(\.fill.description) == ["#80E1EEE0", "#E6EDC9"])
    #expect(g.markers.map(\.labelColor.description) == ["#A7DAD7", "#E6EEEE"])
    #expect(g.markers.count == 2)
    #expect(!g.problems.contains { $0.path.hasPrefix("content.markers") })
  }
}

@Suite("Protocol colours")
struct ProtocolColorTests {
  @Test("#RRGGBB and alpha-first #AARRGGBB, either case, read as channels and written in upper case")
  func parsing() throws {
    let opaque = try #require(ProtocolColor("#e6EdC9"))
    #expect((opaque.red, opaque.green, opaque.blue, opaque.alpha) == (0xE6, 0xED, 0xC9, 1))
    #expect(opaque.description == "#E6EDC9")
    #expect(opaque.rgb == "#E6EDC9")
    let translucent = try #require(ProtocolColor("#80FF0001"))
    #expect((translucent.red, translucent.green, translucent.blue) == (0xFF, 0x00, 0x01))
    #expect(translucent.alpha == 128.0 / 255)
    #expect(translucent.rgb == "#FF0001")
    #expect(translucent.description == "#80FF0001")
    #expect(ProtocolColor("#FFE6EDC9") == opaque)
    #expect(ProtocolColor("#E6EDC9")?.hashValue == opaque.hashValue)
    #expect(ProtocolColor(red: 0xE6, green: 0xED, blue: 0x09).description == "#E6ED09")
  }

  @Test("anything else is not a colour", arguments: ["", "#", "red", "E6EDC9", "#E6EDC", "#E6EDC9F", "#E6EDC9FF0", "#GGGGGG", "#E6EDC9 ", " #E6EDC9", "#E6EDC\u{0130}", "##E6EDC9"])
  func invalid(_ text: String) {
    #expect(ProtocolColor(text) == nil)
  }
}
