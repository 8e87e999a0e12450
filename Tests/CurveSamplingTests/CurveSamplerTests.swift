import Testing
import CurveExpression
@testable import CurveSampling

@Suite("CurveSampler: modes, domains, gaps, poles")
struct CurveSamplerTests {
  let frame = Rect(x: 10, y: 20, width: 100, height: 50)

  @Test("mode defaults to function with an expression, otherwise samples")
  func modeDefault() {
    #expect(CurveSampler.geometry(for: CurveLayerSpec(expression: "x"), in: frame).mode == .function)
    #expect(CurveSampler.geometry(for: CurveLayerSpec(points: [(0, 0)]), in: frame).mode == .samples)
    let both = CurveSampler.geometry(for: CurveLayerSpec(mode: .samples, points: [(0, 0), (1, 1)], expression: "x"), in: frame)
    #expect(both.mode == .samples)
    #expect(both.problems.contains(Problem(.fieldIgnored, .note, "content.expression", "ignored in samples mode")))
  }

  @Test("samples mode maps domain min → left, max → right, yDomain min → bottom, max → top")
  func mapping() {
    let g = CurveSampler.geometry(
      for: CurveLayerSpec(points: [(0, 0), (10, 100)], domain: Interval(0, 10), yDomain: Interval(0, 100), interpolation: .linear),
      in: frame)
    #expect(g.drawn)
    #expect(g.stroke.map(Array.init) == [[.move(Point(10, 70)), .line(Point(110, 20))]])
    #expect(g.fill.map(Array.init) == [[.move(Point(10, 70)), .line(Point(110, 20)), .line(Point(110, 70)), .line(Point(10, 70)), .close]])
  }

  @Test("a reversed explicit domain flips the axis")
  func reversed() {
    let g = CurveSampler.geometry(
      for: CurveLayerSpec(points: [(0, 0), (10, 100)], domain: Interval(10, 0), yDomain: Interval(100, 0), interpolation: .linear),
      in: frame)
    #expect(g.stroke.map(Array.init) == [[.move(Point(110, 20)), .line(Point(10, 70))]])
  }

  @Test("plotPadding insets the plot, is clamped to 0–48, and never puts the plot outside the frame")
  func padding() {
    let g = CurveSampler.geometry(for: CurveLayerSpec(points: [(0, 0), (1, 1)], plotPadding: 5), in: frame)
    #expect(g.plot == Rect(x: 15, y: 25, width: 90, height: 40))
    // 100 is clamped to 48; 48 is more than half the 50 pt height, so the plot is the frame's
    // horizontal centre line (y = 20 + 25), 4 pt wide.
    let clamped = CurveSampler.geometry(for: CurveLayerSpec(points: [(0, 0)], plotPadding: 100), in: frame)
    #expect(clamped.plot == Rect(x: 58, y: 45, width: 4, height: 0))
    let notes = clamped.problems.filter { $0.path == "style.plotPadding" && $0.effect == .note }.map(\.message)
    #expect(notes == ["100 clamped to 48 (0–48)", "48 pt on each side is more than half the 100 × 50 pt frame; the plot shrinks to the frame's centre line"])
    for point in clamped.stroke.flatMap({ Array($0) }) {
      guard case .move(let p) = point else { continue }
      #expect(p.y == 45 && p.x >= 10 && p.x <= 110)
    }
  }

  @Test("inference: sample extent for x and y; one sample and constant functions are widened; nothing finite is [0, 1]")
  func inference() {
    let g = CurveSampler.geometry(for: CurveLayerSpec(points: [(2, 5), (4, -1), (3, .nan)]), in: frame)
    #expect(g.domain == Interval(2, 4))
    #expect(g.yDomain == Interval(-1, 5))
    let one = CurveSampler.geometry(for: CurveLayerSpec(points: [(2, 6)]), in: frame)
    #expect(one.domain == Interval(1, 3))
    #expect(one.yDomain == Interval(3, 9))
    #expect(one.stroke.map(Array.init) == [[.move(Point(60, 45)), .close]])  // mid-plot
    let constant = CurveSampler.geometry(for: CurveLayerSpec(expression: "0"), in: frame)
    #expect(constant.domain == Interval(0, 1))
    #expect(constant.yDomain == Interval(-1, 1))
    let nothing = CurveSampler.geometry(for: CurveLayerSpec(expression: "log(-1-x)"), in: frame)
    #expect(nothing.yDomain == Interval(0, 1))
    #expect(nothing.stroke.isEmpty)
  }

  @Test("an explicit domain with equal or non-finite ends is not drawn, with the reason", arguments: [
    (Interval(1, 1), "content.domain"), (Interval(0, .infinity), "content.domain"),
  ])
  func invalidDomain(_ domain: Interval, _ field: String) {
    let g = CurveSampler.geometry(for: CurveLayerSpec(points: [(0, 0)], domain: domain), in: frame)
    #expect(!g.drawn)
    #expect(g.problems.contains { $0.path == field && $0.effect == .layerNotDrawn })
    let y = CurveSampler.geometry(for: CurveLayerSpec(points: [(0, 0)], yDomain: domain), in: frame)
    #expect(y.problems.contains { $0.path == "content.yDomain" && $0.effect == .layerNotDrawn })
  }

  @Test("only the first 1,024 points are used, and the truncation is reported")
  func truncation() {
    let points = (0..<1500).map { (Double($0), Double($0 % 7)) }
    let g = CurveSampler.geometry(for: CurveLayerSpec(points: points), in: frame)
    #expect(g.samples.count == 1024)
    #expect(g.domain == Interval(0, 1023))
    #expect(g.problems.contains(Problem(.budgetExceeded, .note, "content.points", "1500 points; only the first 1,024 are used; `curve reduce` picks at most 1,024 of them whose curve stays within a tolerance of them all")))
  }

  @Test("function mode: 1,024 samples, x_i = MIN + (MAX−MIN)·i/1023, last exactly MAX")
  func functionGrid() {
    let g = CurveSampler.geometry(for: CurveLayerSpec(expression: "x*x", domain: Interval(-0.1, 0.7)), in: frame)
    #expect(g.samples.count == 1024)
    #expect(g.samples[0].x == -0.1)
    #expect(g.samples[1023].x == 0.7)
    #expect(g.samples[5].x == -0.1 + (0.7 - -0.1) * 5 / 1023)
  }

  @Test("a non-finite y ends the run: each run is its own subpath")
  func gaps() {
    let g = CurveSampler.geometry(
      for: CurveLayerSpec(points: [(0, 0), (1, 1), (2, .nan), (3, 1), (4, .infinity), (5, 0), (6, 1)], interpolation: .linear),
      in: frame)
    #expect(g.stroke.count == 3)
    #expect(g.stroke[1].count == 2)  // one point: M Z
    #expect(g.fill.count == 2)  // a one-point run has no area
  }

  @Test("values keep their magnitude; every coordinate written is finite and inside the band")
  func noClamping() {
    let g = CurveSampler.geometry(for: CurveLayerSpec(points: [(0, 1e300), (1, -1e300), (2, 0)], yDomain: Interval(0, 1e-300)), in: frame)
    #expect(g.samples.map(\.y) == [1e300, -1e300, 0])
    let band = Rect(x: frame.x - 32, y: frame.y - 32, width: frame.width + 64, height: frame.height + 64)
    for path in g.stroke + g.fill {
      for p in path.flatMap(PathClippingTests.points) {
        #expect(p.x.isFinite && p.y.isFinite)
        #expect(band.x <= p.x && p.x <= band.maxX && band.y <= p.y && p.y <= band.maxY, "\(p)")
      }
    }
  }

  @Test("poles break the path: 1/x on [-1, 1]")
  func poleAtZero() {
    let g = CurveSampler.geometry(for: CurveLayerSpec(expression: "1/x", domain: Interval(-1, 1)), in: frame)
    #expect(g.breaks.count == 1)
    #expect(Swift.abs(g.breaks[0].x) < 1e-12)
    #expect(g.breaks[0].kind == .pole)
    #expect(g.stroke.count == 2)
  }

  @Test("poles break the path: 1/(x - 0.3) on [0, 1]")
  func poleAtPointThree() {
    let g = CurveSampler.geometry(for: CurveLayerSpec(expression: "1/(x - 0.3)", domain: Interval(0, 1)), in: frame)
    #expect(g.breaks.count == 1)
    #expect(Swift.abs(g.breaks[0].x - 0.3) < 1e-12)
    #expect(g.stroke.count == 2)
  }

  @Test("steep but continuous functions are not broken", arguments: [
    "1/(1 + exp(-5000*(x - 0.5)))", "sin(200*x)", "sqrt(abs(x - 0.5))", "abs(x - 0.5)^(1/3)", "x", "exp(40*x)",
  ])
  func continuous(_ expression: String) {
    let g = CurveSampler.geometry(for: CurveLayerSpec(expression: expression), in: frame)
    #expect(g.breaks.isEmpty, "\(expression) broken at \(g.breaks)")
  }

  @Test("a jump discontinuity breaks too (there is no vertical line at a jump)")
  func jump() {
    let g = CurveSampler.geometry(for: CurveLayerSpec(expression: "x/abs(x)", domain: Interval(-1, 1.5)), in: frame)
    #expect(g.breaks.count == 1)
  }

  @Test("an invalid expression is not drawn, with its column")
  func invalidExpression() {
    let g = CurveSampler.geometry(for: CurveLayerSpec(expression: "2*Sin(x)"), in: frame)
    #expect(!g.drawn)
    #expect(g.problems == [Problem(.invalidExpression, .layerNotDrawn, "content.expression", "column 3: unknown name 'Sin'; did you mean 'sin'?")])
    let parameters = CurveSampler.geometry(for: CurveLayerSpec(expression: "x", parameters: [("pi", 1)]), in: frame)
    #expect(parameters.problems.first?.path == "content.parameters")
  }

  @Test("function mode without an expression, samples mode without points: not drawn")
  func missing() {
    #expect(!CurveSampler.geometry(for: CurveLayerSpec(mode: .function), in: frame).drawn)
    #expect(!CurveSampler.geometry(for: CurveLayerSpec(mode: .samples), in: frame).drawn)
  }
}

@Suite("Breaks and markers")
struct BreakMarkerTests {
  let frame = Rect(x: 0, y: 0, width: 338, height: 158)

  @Test("a marker on a break, in an undefined region or far off the plot is not drawn, with the reason")
  func markersOnBreaks() throws {
    let spec = CurveLayerSpec(
      expression: "1/(x - 0.3) + sqrt(x)", domain: Interval(-0.5, 1), yDomain: Interval(-20, 20),
      markers: [MarkerSpec(x: 0.3), MarkerSpec(x: -0.25), MarkerSpec(x: 0.3000001), MarkerSpec(x: 0.5)])
    let g = CurveSampler.geometry(for: spec, in: frame)
    #expect(g.breaks.map(\.kind) == [.undefined, .pole])
    #expect(g.markers.map(\.index) == [3])
    let problems = g.problems.filter { $0.effect == .itemNotDrawn }
    #expect(problems.map(\.code) == [.markerOnBreak, .markerNoValue, .markerOffPlot])
    #expect(problems.map(\.path) == ["content.markers[0].at.x", "content.markers[1].at.x", "content.markers[2].at"])
    #expect(problems.first?.message.hasPrefix("x = 0.3 is on a pole break of the curve (between 0.29999999999") == true)
  }

  @Test("no value in doubles where the real function has one: left out as unresolved, noted, never called undefined")
  func valueLostInDoubles() {
    // The numerator is 0 in the reals and in doubles, so at e's double (not e) the double program
    // gives 0/0 while the real function is 0; sqrt(x) below 0 is undefined in both.
    let eDouble = 2.718281828459045
    let lost = CurveSampler.geometry(
      for: CurveLayerSpec(expression: "(log(10)/log(10) - 1)/(x - e)", domain: Interval(1, eDouble), yDomain: Interval(-1, 1)), in: frame)
    #expect(lost.breaks.map(\.kind) == [.unresolved])
    #expect(lost.breaks.map(\.decision) == [.undefinedSide])
    let unproven = lost.problems.filter { $0.code == .unprovenStretch }
    #expect(unproven.map(\.path) == ["content.expression"])
    #expect(unproven.first?.message == "1 stretches are left out: the double program has no value there, and the real function is not proven undefined")
    let undefined = CurveSampler.geometry(for: CurveLayerSpec(expression: "sqrt(x)", domain: Interval(-1, 1), yDomain: Interval(-1, 1)), in: frame)
    #expect(undefined.breaks.map(\.kind) == [.undefined])
    #expect(!undefined.problems.contains { $0.code == .unprovenStretch })
  }

  @Test("sides apart only in doubles, where the real function has no value, are no pole or jump")
  func noPoleWhereUndefined() {
    // (1/0)^x is defined at x = 0 only; its doubles run 0, 1, ∞ across 0 from IEEE's 1/0 = ∞.
    let g = CurveSampler.geometry(for: CurveLayerSpec(expression: "(1/0)^x", domain: Interval(-1, 1), yDomain: Interval(-1, 2)), in: frame)
    #expect(!g.breaks.isEmpty)
    #expect(g.breaks.allSatisfy { $0.kind == .unresolved || $0.kind == .undefined }, "\(g.breaks)")
    let pole = CurveSampler.geometry(for: CurveLayerSpec(expression: "1/x", domain: Interval(-1, 1), yDomain: Interval(-5, 5)), in: frame)
    #expect(pole.breaks.map(\.kind) == [.pole])
  }

  @Test("sides apart in doubles and not in the reals are no pole: cos(pi/2)/(x − sqrt(2)) is 0, and a double ∞ beside 1e-310")
  func noPoleWhereTheRealsAgree() {
    // Beside sqrt(2)'s double, cos(pi/2) is 6e-17 and x − sqrt(2) a few ulps in doubles, so the
    // samples run −0.14, −0.28; in the reals f is 0 there (and undefined at sqrt(2) only).
    let spec = CurveLayerSpec(
      expression: "cos(pi/2) / (x - sqrt(2))", domain: Interval(1.4142135523730952, 1.4142135623730951),
      yDomain: Interval(-6.26413337153362e-06, -6.1232340329505434e-09))
    let g = CurveSampler.geometry(for: spec, in: frame)
    #expect(!g.breaks.contains { $0.kind == .pole || $0.kind == .jump }, "\(g.breaks)")
    // A double ∞ beside a tiny literal's double, where the real pole lies an ulp outside the
    // domain: no pole; one where f is undefined (1/x at 0, an end) still is.
    let tiny = CurveSampler.geometry(
      for: CurveLayerSpec(expression: "1e-310*(1/(x - 1e-310))*1e-300/(1/(x - 1.1))", domain: Interval(-1e-8, 1e-310), yDomain: Interval(-1, 1)),
      in: frame)
    #expect(!tiny.breaks.contains { $0.kind == .pole || $0.kind == .jump }, "\(tiny.breaks)")
    // Sides a plot apart in doubles (about −9e307) and about 0 in the reals, beside 5e-324's
    // double, where no ball pins the sides: no jump.
    let subnormal = CurveSampler.geometry(
      for: CurveLayerSpec(expression: "(x + (sqrt(3)^2 - 3))/(x - 5e-324)", domain: Interval(-0x1p-1074, 0)), in: frame)
    #expect(!subnormal.breaks.contains { $0.kind == .pole || $0.kind == .jump }, "\(subnormal.breaks)")
    let end = CurveSampler.geometry(for: CurveLayerSpec(expression: "1/x", domain: Interval(0, 1), yDomain: Interval(-5, 5)), in: frame)
    #expect(end.breaks.map(\.kind) == [.pole])
    // A true pole at a constant is still one.
    let pole = CurveSampler.geometry(
      for: CurveLayerSpec(expression: "1/(x - sqrt(2))", domain: Interval(1.4, 1.5), yDomain: Interval(-5, 5)), in: frame)
    #expect(pole.breaks.map(\.kind) == [.pole])
  }

  @Test("an unproven stretch is left out and noted when the budget runs out")
  func budget() {
    // tan(1/x) has infinitely many poles near 0: the search cannot settle them all.
    let g = CurveSampler.geometry(for: CurveLayerSpec(expression: "sin(1/x)/cos(1/x)", domain: Interval(-1, 1), yDomain: Interval(-5, 5)), in: frame)
    #expect(g.breaks.contains { $0.kind == .unresolved })
    #expect(g.problems.contains { $0.code == .budgetExceeded && $0.path == "content.expression" })
  }
}

@Suite("A layer drawn from a compiled program")
struct CompiledProgramLayerTests {
  @Test("a program compiled once draws the geometry its text does, bit for bit", arguments: [
    "sin(x)/x", "1/(x - 1)", "sqrt(x)", "a*x^2 - 3",
  ])
  func sameGeometry(_ text: String) throws {
    let parameters = [("a", 2.0)]
    let frame = Rect(x: 0, y: 0, width: 320, height: 200)
    let program = try CompiledExpression(text, parameters: ParameterSet(parameters))
    let fromText = CurveSampler.geometry(for: CurveLayerSpec(expression: text, parameters: parameters, domain: Interval(-3, 3)), in: frame)
    let fromProgram = CurveSampler.geometry(
      for: CurveLayerSpec(parameters: parameters, domain: Interval(-3, 3), program: program), in: frame)
    #expect(fromProgram.mode == .function)
    #expect(fromProgram.samples.xs == fromText.samples.xs)
    #expect(fromProgram.samples.ys.map(\.bitPattern) == fromText.samples.ys.map(\.bitPattern))
    #expect(fromProgram.stroke == fromText.stroke)
    #expect(fromProgram.breaks.map(\.kind) == fromText.breaks.map(\.kind))
    #expect(fromProgram.yDomain == fromText.yDomain)
  }
}
