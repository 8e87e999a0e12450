import Foundation
import Testing
@testable import CurveExpression

@_exported import _CurveTestSupport

/// One case of `Grammar/conformance/expressions.json`.
struct ExpressionCase: Decodable, Sendable, CustomTestStringConvertible {
  struct ExpectedError: Decodable, Sendable {
    var kind: String
    var offset: Int?
  }

  var name: String
  /// `"mathPlot"` for the math-plot language, `"curveLayer"` for the protocol's alone (a frame
  /// reads it otherwise than a math plot); absent where both read it alike.
  var language: String?
  var expression: String
  var parameters: [String: String]
  var points: [[String]]?
  var error: ExpectedError?

  var testDescription: String { language.map { "\(name) [\($0)]" } ?? name }

  /// The language the case is in; a name the tests do not know fails the case's decoding check.
  var expressionLanguage: ExpressionLanguage? {
    switch language {
    case nil, "curveLayer": .curveLayer
    case "mathPlot": .mathPlot
    default: nil
    }
  }

  /// Whether the case reads alike in both languages.
  var readsAlike: Bool { language == nil }

  /// The parameters as numbers (the corpus writes them as shortest round-trip strings).
  var parameterValues: [(String, Double)] {
    parameters.sorted { $0.key < $1.key }.map { ($0.key, Double($0.value) ?? .nan) }
  }
}

enum Corpus {
  private struct File: Decodable {
    var cases: [ExpressionCase]
  }

  /// Every expression case; empty when the file cannot be read (a test checks the count).
  static let expressionCases: [ExpressionCase] = {
    let url = Repository.grammar.appendingPathComponent("conformance/expressions.json")
    guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data) else {
      return []
    }
    return file.cases
  }()

  static var valid: [ExpressionCase] { expressionCases.filter { $0.error == nil } }
  static var invalid: [ExpressionCase] { expressionCases.filter { $0.error != nil } }
}
