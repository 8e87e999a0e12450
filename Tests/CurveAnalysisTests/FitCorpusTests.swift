import CurveAnalysis
import CurveExpression
import Foundation
import Testing
import _CurveTestSupport

/// NIST's Statistical Reference Datasets for nonlinear regression (Tests/CurveAnalysisTests/NIST):
/// every problem, in the math-plot language (Roszman1 with arctan; Nelson's two predictors packed
/// into one x, as models.json says), from both of NIST's starts, fitted to NIST's
/// certified values (11 digits, computed in 128-bit arithmetic): at least 6 digits for every
/// parameter and the residual sum of squares, 4 for every standard error, and converged.
@Suite("Fits: NIST StRD nonlinear regression")
struct FitCorpusTests {
  struct Run: Sendable, CustomTestStringConvertible {
    var problem: NISTProblem
    var start: Int
    var testDescription: String { "\(problem.name) from start \(start + 1)" }
  }

  static let problems = NISTProblem.all()
  static let runs = problems.filter { $0.model != nil }.flatMap { problem in [0, 1].map { Run(problem: problem, start: $0) } }

  @Test("the 27 problems are there, each with a model")
  func present() {
    #expect(Self.problems.count == 27)
    #expect(Self.runs.count == 54)
  }

  @Test("each run: 6 digits for the parameters and the RSS, 4 for the standard errors", arguments: runs)
  func run(_ run: Run) throws {
    let problem = run.problem
    let options = CurveFit.Options { $0.starts = zip(problem.parameters, problem.starts[run.start]).map { ($0, $1) } }
    let fit = try CurveFit.fit(utf8: Array(try #require(problem.model).utf8), to: problem.data, options)
    #expect(fit.converged, "\(fit.reason)")
    #expect(fit.observations == problem.data.count)
    #expect(fit.degreesOfFreedom == problem.data.count - problem.parameters.count)
    #expect(fit.parameters.map(\.name) == problem.parameters)
    for (parameter, (value, error)) in zip(fit.parameters, zip(problem.certified, problem.standardErrors)) {
      #expect(lre(parameter.value, value) >= 6, "\(parameter.name) = \(parameter.value), certified \(value)")
      #expect(lre(parameter.standardError, error) >= 4, "\(parameter.name)'s standard error \(String(describing: parameter.standardError)), certified \(error)")
    }
    #expect(lre(fit.residualSumOfSquares, problem.residualSumOfSquares) >= 6, "RSS \(String(describing: fit.residualSumOfSquares))")
  }

  /// The log relative error: how many digits agree (0 for a value that is missing or not finite).
  func lre(_ value: Double?, _ truth: Double) -> Double {
    guard let value, value.isFinite else { return 0 }
    guard value != truth else { return 11 }
    return Swift.max(0, -log10(Swift.abs(value - truth) / Swift.abs(truth)))
  }
}

/// One NIST StRD problem, read from its .dat file and `models.json`.
struct NISTProblem: Sendable {
  var name: String
  var model: String?
  var parameters: [String] = []
  var starts: [[Double]] = [[], []]
  var certified: [Double] = []
  var standardErrors: [Double] = []
  var residualSumOfSquares = 0.0
  /// The rows as the CSV reader would give them: x (the first predictor; Nelson's two packed) and y.
  var data = FitData(x: [], y: [])
  /// The rows as "x,y" CSV text, NIST's numbers as written.
  var csv = ""

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("NIST")

  static func all() -> [NISTProblem] {
    struct Models: Decodable { var models: [String: String?] }
    guard let json = try? Data(contentsOf: folder.appendingPathComponent("models.json")),
      let models = try? JSONDecoder().decode(Models.self, from: json)
    else { return [] }
    return models.models.keys.sorted().compactMap { name in
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name + ".dat"), encoding: .utf8) else { return nil }
      return NISTProblem(name: name, model: models.models[name] ?? nil, text: text)
    }
  }

  init(name: String, model: String?, text: String) {
    (self.name, self.model) = (name, model)
    var inData = false
    var rows: [(x: String, y: String)] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = line.split(separator: " ").map(String.init)
      if inData {
        if name == "Nelson", words.count == 3, let x1 = Double(words[1]), let x2 = Double(words[2]), let y = Double(words[0]) {
          // x = x1 + 1000·x2 (exact), and the response NIST fits, log(y), rounded to a double.
          rows.append((String(Int(x1) + 1000 * Int(x2)), "\(Foundation.log(y))"))
        } else if words.count >= 2 {
          rows.append((words[1], words[0]))
        }
      } else if words.count == 6, words[0].hasPrefix("b"), words[1] == "=", let s1 = Double(words[2]), let s2 = Double(words[3]),
        let c = Double(words[4]), let e = Double(words[5])
      {
        parameters.append(words[0])
        starts[0].append(s1)
        starts[1].append(s2)
        certified.append(c)
        standardErrors.append(e)
      } else if line.hasPrefix("Residual Sum of Squares:"), let last = words.last, let rss = Double(last) {
        residualSumOfSquares = rss
      } else if words.first == "Data:", words.count > 1, words[1] == "y" {
        inData = true
      }
    }
    csv = rows.map { "\($0.x),\($0.y)\n" }.joined()
    // Each number as the CSV reader takes it: its double, and the decimal's tail beyond it.
    func read(_ text: String) -> (Double, Double) {
      let value = Double(text) ?? .nan
      return (value, DecimalLiteral.tail(of: Array(text.utf8), value: value))
    }
    let (xs, ys) = (rows.map { read($0.x) }, rows.map { read($0.y) })
    data = FitData(x: xs.map(\.0), y: ys.map(\.0), xTail: xs.map(\.1), yTail: ys.map(\.1))
  }
}

/// Grammar/conformance/fits.json: CurveKit's own problems (decays, peaks, growth, oscillations,
/// power laws, close rates, an exact fit, huge and tiny magnitudes), the truth the exact
/// least-squares minimiser of the data's decimals by mpmath at 50 digits
/// (`Grammar/tools/make_fit_corpus.py`), never CurveKit's output.
@Suite("Fits: truth at 50 digits")
struct FitTruthTests {
  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var model: String
    var starts: [String: Double]
    var csv: String
    var parameters: [String: String]
    var standardErrors: [String: String]
    var rss: String
    var testDescription: String { "\(name): \(model)" }
  }

  struct Corpus: Decodable {
    var cases: [Case]
  }

  static let corpus = Repository.conformance("fits.json", as: Corpus.self) ?? Corpus(cases: [])

  @Test("the corpus is there")
  func present() {
    #expect(Self.corpus.cases.count >= 8)
  }

  @Test("each case: 8 digits for the parameters and the RSS, 6 for the standard errors", arguments: corpus.cases)
  func fit(_ c: Case) throws {
    let data = try rows(c.csv)
    let starts = c.starts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    let fit = try CurveFit.fit(c.model, to: data, CurveFit.Options { $0.starts = starts })
    #expect(fit.converged, "\(fit.reason)")
    for parameter in fit.parameters {
      let truth = try #require(c.parameters[parameter.name].flatMap { Double($0) })
      let error = try #require(c.standardErrors[parameter.name].flatMap { Double($0) })
      #expect(digits(parameter.value, truth) >= 8, "\(parameter.name) = \(parameter.value), truth \(truth)")
      #expect(digits(parameter.standardError, error) >= 6, "\(parameter.name)'s standard error \(String(describing: parameter.standardError)), truth \(error)")
    }
    let rss = try #require(Double(c.rss))
    #expect(digits(fit.residualSumOfSquares, rss) >= 8, "RSS \(String(describing: fit.residualSumOfSquares)), truth \(rss)")
  }

  /// The rows of "x,y" CSV text after its header, each decimal with its tail, as the reader keeps them.
  func rows(_ csv: String) throws -> FitData {
    var (x, y, xTail, yTail) = ([Double](), [Double](), [Double](), [Double]())
    for line in csv.split(separator: "\n").dropFirst() {
      let cells = line.split(separator: ",").map(String.init)
      let (a, b) = (try #require(Double(cells[0])), try #require(Double(cells[1])))
      x.append(a)
      y.append(b)
      xTail.append(DecimalLiteral.tail(of: Array(cells[0].utf8), value: a))
      yTail.append(DecimalLiteral.tail(of: Array(cells[1].utf8), value: b))
    }
    return FitData(x: x, y: y, xTail: xTail, yTail: yTail)
  }

  /// Digits agreeing (11 when equal, or when both are 0; 0 for a value missing).
  func digits(_ value: Double?, _ truth: Double) -> Double {
    guard let value, value.isFinite else { return 0 }
    guard value != truth else { return 11 }
    guard truth != 0 else { return Swift.abs(value) < 1e-300 ? 11 : 0 }
    return Swift.max(0, -log10(Swift.abs(value - truth) / Swift.abs(truth)))
  }
}
