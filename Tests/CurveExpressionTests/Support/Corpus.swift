import Foundation
import Testing

@_exported import _CurveTestSupport

/// One case of `Grammar/conformance/expressions.json`.
struct ExpressionCase: Decodable, Sendable, CustomTestStringConvertible {
  struct ExpectedError: Decodable, Sendable {
    var kind: String
    var offset: Int?
  }

  var name: String
  var expression: String
  var parameters: [String: String]
  var points: [[String]]?
  var error: ExpectedError?

  var testDescription: String { name }

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
