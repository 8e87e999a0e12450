import CurveAnalysis
import CurveExpression
import CurveSampling
import Testing

/// What the analysis promises beyond the corpus's points: proven pieces and ranges, honest
/// uncertified and undecided answers, bounded work on hostile expressions, and a deterministic
/// description.
@Suite("Curve analysis")
struct AnalysisTests {
  static func analyze(_ sources: [String], _ lower: Double, _ upper: Double) throws -> AnalysisReport {
    CurveAnalyzer.analyze(try sources.map { try CompiledExpression($0) }, over: Interval(lower, upper))
  }

  @Test("x^3 - 2*x: six pieces, each with its sign, slope and concavity proven")
  func pieces() throws {
    let curve = try Self.analyze(["x^3 - 2*x"], -5, 5).curves[0]
    let expected: [(CurvePiece.Sign, CurvePiece.Slope, CurvePiece.Concavity)] = [
      (.negative, .increasing, .down), (.positive, .increasing, .down), (.positive, .decreasing, .down),
      (.negative, .decreasing, .up), (.negative, .increasing, .up), (.positive, .increasing, .up),
    ]
    #expect(curve.pieces.count == expected.count)
    for (piece, (sign, slope, concavity)) in zip(curve.pieces, expected) {
      #expect(piece.sign == sign && piece.slope == slope && piece.concavity == concavity, "\(piece)")
    }
    #expect(curve.pieces.first?.x.start == -5 && curve.pieces.last?.x.end == 5)
    // The pieces are cut at the points: none holds a point inside it.
    for piece in curve.pieces {
      #expect(!curve.points.contains { $0.x.lower > piece.x.start && $0.x.upper < piece.x.end }, "\(piece)")
    }
  }

  @Test("x^2 - 2: the range is proven and tight, the endpoints count")
  func range() throws {
    let curve = try Self.analyze(["x^2 - 2"], -5, 5).curves[0]
    let minimum = try #require(curve.range.minimum)
    #expect(minimum.y.lower <= -2 && -2 <= minimum.y.upper && minimum.y.upper - minimum.y.lower <= 4 * (2.0).ulp)
    #expect(minimum.x.count == 1 && minimum.x[0].contains(0))
    let maximum = try #require(curve.range.maximum)
    #expect(maximum.y.lower <= 23 && 23 <= maximum.y.upper)
    #expect(maximum.x == [Interval(-5, -5), Interval(5, 5)])
  }

  @Test("Beside a pole the range is unbounded on the side the pole goes, up from the greatest value seen")
  func infiniteRange() throws {
    let curve = try Self.analyze(["1/(x - 0.5)^2"], 0, 1).curves[0]
    #expect(curve.breaks.map(\.kind) == [.pole])
    let maximum = try #require(curve.range.maximum)
    #expect(maximum.y.upper == .infinity && maximum.y.lower > 1e20)
    #expect(try #require(curve.range.minimum).y.lower > 3.9)
  }

  @Test("A steep finite spike looks like a pole, but the range claims no ±∞ as a value")
  func spikeRange() throws {
    // x/(x² + c) is greatest at √c: 1/(2√c) = 499999999999999.979 for c the double 1e-30 (mpmath).
    let curve = try Self.analyze(["x/(x*x + 1e-30)"], -1, 1).curves[0]
    let (minimum, maximum) = (try #require(curve.range.minimum), try #require(curve.range.maximum))
    #expect(minimum.y.lower <= -499999999999999.98 && -499999999999999.97 <= minimum.y.upper && minimum.y.upper.isFinite)
    #expect(maximum.y.lower <= 499999999999999.97 && 499999999999999.98 <= maximum.y.upper && maximum.y.lower.isFinite)
  }

  @Test("A tangent zero is uncertified, the minimum beside it proven")
  func tangentZero() throws {
    let points = try Self.analyze(["x^2"], -1, 1).curves[0].points
    let zero = try #require(points.first { $0.kind == .zero })
    #expect(!zero.certified && zero.x.contains(0))
    let minimum = try #require(points.first { $0.kind == .minimum })
    #expect(minimum.certified && minimum.x.contains(0))
  }

  @Test("x/abs(x): the jump is found; the flat sides are undecided, with a note, never guessed")
  func flatSides() throws {
    let report = try Self.analyze(["x/abs(x)"], -1, 1)
    let curve = report.curves[0]
    #expect(curve.breaks.count == 1 && curve.breaks[0].kind == .jump && curve.breaks[0].left <= 0 && 0 <= curve.breaks[0].right)
    #expect(curve.points.allSatisfy { !$0.certified })
    #expect(curve.undecided.count == 2 && curve.undecided[0].lower == -1 && curve.undecided[1].upper == 1)
    #expect(report.notes == ["curve 1: 2 stretches are undecided (interval arithmetic cannot tell there whether the slope changes sign)"])
    #expect(!curve.budgetRanOut)
  }

  @Test("No value in doubles where the real function has one is an unresolved break, never an undefined edge")
  func valueLostInDoubles() throws {
    // 0/0 at e's double, where the real function is 0; sin(x)/x at 0 is undefined in the reals too.
    let lost = try Self.analyze(["(log(10)/log(10) - 1)/(x - e)"], 1, 2.718281828459045).curves[0]
    #expect(lost.breaks.map(\.kind) == [.unresolved])
    #expect(lost.breaks.first?.right == 2.718281828459045)
    let removable = try Self.analyze(["sin(x)/x"], -1, 1).curves[0]
    #expect(removable.breaks.map(\.kind) == [.undefined])
  }

  @Test("Sides apart only in doubles, where the real function has no value, are no pole or jump", arguments: [
    "(1/0)^x", "(8/0^5)^x - 2*x",
  ])
  func noPoleWhereUndefined(_ expression: String) throws {
    // 1/0 has no real value, so f is defined at x = 0 only (x^0 is 1 in the language even
    // where x has none); the doubles run 0, 1, ∞ across 0 from IEEE's 1/0 = ∞.
    let curve = try Self.analyze([expression], -1, 1).curves[0]
    #expect(!curve.breaks.isEmpty)
    #expect(curve.breaks.allSatisfy { $0.kind == .unresolved || $0.kind == .undefined }, "\(curve.breaks)")
    #expect(try Self.analyze(["1/x"], -1, 1).curves[0].breaks.map(\.kind) == [.pole])
  }

  @Test("Sides apart in doubles that meet in the reals are no pole: cos(pi/2)/(x − sqrt(2)) is 0 beside sqrt(2)")
  func noPoleWhereTheRealsMeet() throws {
    let curve = try Self.analyze(["cos(pi/2)/(x - sqrt(2))"], 1.4, 1.5).curves[0]
    #expect(curve.breaks.map(\.kind) == [.unresolved], "\(curve.breaks)")
    #expect(try Self.analyze(["1/(x - sqrt(2))"], 1.4, 1.5).curves[0].breaks.map(\.kind) == [.pole])
    // Sides that meet in doubles prove no break either: f is 0 in the reals. 1/x^2 is undefined
    // at 0, between its meeting sides: a pole.
    let even = try Self.analyze(["cos(pi/2)/(x - sqrt(2))^2"], 1.4, 1.5).curves[0]
    #expect(!even.breaks.contains { $0.kind == .pole || $0.kind == .jump }, "\(even.breaks)")
    #expect(try Self.analyze(["1/x^2"], -1, 1).curves[0].breaks.map(\.kind) == [.pole])
  }

  @Test("A constant: no point, one constant piece, the whole domain its range's place")
  func constant() throws {
    let curve = try Self.analyze(["2"], 0, 1).curves[0]
    #expect(curve.points.isEmpty && curve.breaks.isEmpty && curve.undecided.isEmpty)
    #expect(curve.pieces.map(\.slope) == [.constant] && curve.pieces.map(\.sign) == [.positive])
    #expect(curve.range.minimum?.y == Interval(2, 2) && curve.range.minimum?.x == [Interval(0, 1)])
  }

  /// The longest expressions of the hostile corpus's kinds: poles everywhere, deep nesting,
  /// flat stretches, undefined pieces.
  static let hostile: [String] = [
    String(repeating: "1/(x-0.1)+", count: 46) + "x",
    String(repeating: "sin(", count: 60) + "x" + String(repeating: ")", count: 60),
    String(repeating: "sqrt(sin(50*x))+", count: 31) + "x",
    String(repeating: "x/abs(x)+", count: 56) + "x",
    String(repeating: "abs(x-0.3)*", count: 46) + "1",
    "(" + String(repeating: "x*", count: 200) + "x)-1",
  ]

  @Test("Hostile 512-character expressions: bounded work, reported as undecided when it runs out", arguments: hostile)
  func boundedWork(_ source: String) throws {
    #expect(source.utf8.count <= ExpressionLimits.maximumLength)
    let expression = try CompiledExpression(source)
    let report = CurveAnalyzer.analyze([expression], over: Interval(-3, 3))
    let curve = report.curves[0]
    #expect(curve.evaluations <= AnalysisBudget.evaluations(instructions: expression.instructionCount))
    if curve.budgetRanOut {
      #expect(!curve.undecided.isEmpty)
      #expect(report.notes.contains { $0.contains("budget") })
    }
  }

  @Test("16 curves and their 120 pairs stay within the budgets")
  func manyCurves() throws {
    let sources = (1...16).map { "sin(\($0)*x) - 0.\($0 % 10)" }
    let report = try Self.analyze(sources, -3, 3)
    #expect(report.curves.count == 16)
    #expect(Set(report.intersections.map { "\($0.curves.0),\($0.curves.1)" }).count <= 120)
    for curve in report.curves { #expect(curve.evaluations <= AnalysisBudget.evaluations) }
  }

  @Test("The description says the proven facts in plain, deterministic English")
  func description() throws {
    let report = try Self.analyze(["sin(x)/cos(x)", "x"], -5, 5)
    #expect(report.description == """
      y = sin(x)/cos(x) for x from −5 to 5: poles at x ≈ −4.712, −1.571, 1.571 and 4.712; \
      zeros at x ≈ −3.142, 0 and 3.142; inflections at x ≈ −3.142 (y ≈ 0), 0 (y ≈ 0) and 3.142 (y ≈ 0); \
      increasing on each piece. y = x for x from −5 to 5: a zero at x ≈ 0; increasing on each piece. \
      y = sin(x)/cos(x) and y = x meet at x ≈ −4.493, 0 and 4.493. 1 of these is not certified.
      """)
  }
}

/// Certified zeros are about the real function: a literal is its decimal value, `pi` and `e` the
/// real constants, so the zero interval holds the real zero, not the double program's.
@Suite("Certified zeros with real constants")
struct RealConstantZeroTests {
  /// (expression, domain, doubles the real zero lies between: the interval must reach both)
  static let cases: [(String, Double, Double, Double, Double)] = [
    ("x + sqrt(2)^2 - 2", -1, 1, 0, 0),
    ("x - sin(pi)", -1, 1, 0, 0),
    ("x - 0.1", -1, 1, 0.1.nextDown, 0.1),  // 1/10 lies between the double 0.1 and the one below
    ("x - 0.3", 0, 1, 0.3, 0.3.nextUp),  // 3/10 lies above the double 0.3
    ("x - pi", 3, 4, Double.pi, Double.pi.nextUp),
    ("x - e", 2, 3, 2.718281828459045, 2.718281828459045.nextUp),
    ("x*(sqrt(3)^2 - 3) + x - 0.5", 0, 1, 0.5, 0.5),
  ]

  @Test("each certified zero holds the real zero", arguments: cases)
  func holdsRealZero(_ text: String, _ lower: Double, _ upper: Double, _ below: Double, _ above: Double) throws {
    let curve = CurveAnalyzer.analyze([try CompiledExpression(text)], over: Interval(lower, upper)).curves[0]
    let zeros = curve.points.filter { $0.kind == .zero }
    #expect(zeros.count == 1, "\(curve.points)")
    for zero in zeros {
      #expect(zero.x.lower <= below && above <= zero.x.upper, "\(zero)")
    }
  }
}
