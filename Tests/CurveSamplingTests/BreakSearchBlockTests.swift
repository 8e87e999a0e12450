import CurveExpression
import Testing
@testable import CurveSampling

/// The break search encloses the grid in blocks before its cells (`BreakSearch+Blocks.swift`).
/// What it then searches must be what enclosing every cell gives: each cell it keeps with the
/// cell's own enclosure, bit for bit, none that enclosure proves continuous, and every cell
/// holding a pole.
@Suite("The break search's blocks keep every cell its own enclosure does not prove, as it encloses it")
struct BreakSearchBlockTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var domain: Interval
    /// Poles the cells holding them must be kept for.
    var poles: [Double]
    var testDescription: String { "\(text) over [\(domain.start), \(domain.end)]" }
  }

  static let cases: [Case] = [
    Case(text: "sin(x)/cos(x)", domain: Interval(-50, 50), poles: (-16...15).map { (Double($0) + 0.5) * Double.pi }),
    Case(text: "sin(x)/cos(x)", domain: Interval(50, -50), poles: (-16...15).map { (Double($0) + 0.5) * Double.pi }),
    Case(text: "1/(x - 0.25)", domain: Interval(-1, 1), poles: [0.25]),
    Case(text: "1/sin(30*x)", domain: Interval(-2, 2), poles: (-19...19).map { Double($0) * Double.pi / 30 }),
    Case(text: "floor(3*x) + 1/(x - 1.1)", domain: Interval(-5, 5), poles: [1.1]),
    Case(text: "sqrt(x) + log(x)", domain: Interval(-1, 3), poles: []),
    Case(text: "x/abs(x)", domain: Interval(-1, 1), poles: []),
    Case(text: "sin(1/x)", domain: Interval(-0.5, 0.5), poles: []),
    Case(text: "1/(1 + x^2)", domain: Interval(-5, 5), poles: []),
  ]

  @Test(arguments: cases)
  func sameCellsAsOneByOne(_ c: Case) throws {
    let program = try CompiledExpression(c.text, language: .mathPlot)
    let workspace = SamplerWorkspace()
    let plot = Rect(x: 0, y: 0, width: 400, height: 200)
    let scale = Scale(plot: plot, domain: c.domain, yDomain: Interval(-10, 10))
    let search = BreakSearch(program: program, scale: scale, band: CurveSampler.band(around: plot), workspace: workspace)
    let xs = try #require(UniformGrid(from: c.domain.start, to: c.domain.end, count: CurveLimits.functionSamples)).values
    let kept = search.uncertainCells(xs, count: xs.count)

    // Every cell enclosed on its own, as the search did before it had blocks.
    let cells = xs.count - 1
    let own = UnsafeMutableBufferPointer<Enclosure>.allocate(capacity: cells)
    defer { own.deallocate() }
    own.initialize(repeating: .undefined)
    xs.withUnsafeBufferPointer { x in
      program.enclose(
        UnsafeBufferPointer(rebasing: x[0..<cells]), UnsafeBufferPointer(rebasing: x[1...]), into: own, workspace: EnclosureWorkspace())
    }
    #expect(kept.map(\.cell) == kept.map(\.cell).sorted(), "in the grid's order")
    #expect(Set(kept.map(\.cell)).count == kept.count, "each cell once")
    for (cell, enclosure) in kept {
      let expected = own[cell]
      #expect(!expected.isContinuous, "cell \(cell) is proven by its own enclosure")
      #expect(
        enclosure.lower.bitPattern == expected.lower.bitPattern && enclosure.upper.bitPattern == expected.upper.bitPattern
          && enclosure.flags == expected.flags, "cell \(cell): \(enclosure) against \(expected)")
    }
    let keptCells = Set(kept.map(\.cell))
    for pole in c.poles {
      guard let cell = (0..<cells).first(where: { Swift.min(xs[$0], xs[$0 + 1]) <= pole && pole <= Swift.max(xs[$0], xs[$0 + 1]) }) else { continue }
      #expect(keptCells.contains(cell), "the pole at \(pole) in cell \(cell)")
    }
  }
}
