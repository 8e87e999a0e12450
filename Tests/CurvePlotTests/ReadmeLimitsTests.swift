import CurveExpression
import CurveFrame
import CurvePlot
import CurveSampling
import Foundation
import Testing
import _CurveTestSupport
import _CurveText

@Suite("The README's limits")
struct ReadmeLimitsTests {
  /// Every limit the README's table names, by the constant that holds it.
  static let constants: [String: Double] = [
    "FrameValidator.maximumBodyBytes": Double(FrameValidator.maximumBodyBytes),
    "FrameValidator.maximumCells": Double(FrameValidator.maximumCells),
    "ExpressionLimits.maximumLength": Double(ExpressionLimits.maximumLength),
    "ExpressionLimits.maximumNesting": Double(ExpressionLimits.maximumNesting),
    "ExpressionLimits.maximumParameters": Double(ExpressionLimits.maximumParameters),
    "ExpressionLimits.maximumParameterMagnitude": ExpressionLimits.maximumParameterMagnitude,
    "CurveLimits.maximumPoints": Double(CurveLimits.maximumPoints),
    "CurveLimits.functionSamples": Double(CurveLimits.functionSamples),
    "CurveLimits.maximumMarkers": Double(CurveLimits.maximumMarkers),
    "FrameValidator.maximumCurveLayers": Double(FrameValidator.maximumCurveLayers),
    "FrameValidator.maximumCoordinate": FrameValidator.maximumCoordinate,
    "FrameValidator.maximumListedProblems": Double(FrameValidator.maximumListedProblems),
    "MathPlot.maximumExpressions": Double(MathPlot.maximumExpressions),
  ]

  @Test("each row's value is its constant's, and every constant has a row")
  func limits() throws {
    let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
    let table = try #require(readme.components(separatedBy: "## Limits").dropFirst().first?.components(separatedBy: "\n## ").first)
    var seen: [String: Double] = [:]
    for row in table.split(separator: "\n") where row.hasPrefix("| ") && !row.hasPrefix("| limit") {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 3, cells[2].hasPrefix("`") else { continue }
      let name = cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      let number = cells[1].split(separator: " ").first.map { $0.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "±", with: "") }
      seen[name] = number.flatMap(Double.init)
    }
    #expect(seen == Self.constants)
  }

  @Test("messages quote the limits as the table does")
  func quoted() {
    #expect(Double(ExpressionLimits.parameterRange.dropFirst()) == ExpressionLimits.maximumParameterMagnitude)
    #expect(ExpressionLimits.parameterRange.hasPrefix("±"))
    #expect(DecimalText.grouped(FrameValidator.maximumBodyBytes) == "524,288")
    #expect(DecimalText.grouped(FrameValidator.maximumCoordinate) == "1,000,000")
    #expect(DecimalText.grouped(-1_234_567) == "-1,234,567")
    #expect(DecimalText.grouped(999) == "999" && DecimalText.grouped(0) == "0" && DecimalText.grouped(1000) == "1,000")
    #expect(DecimalText.grouped(0.5) == "0.5")
  }
}
