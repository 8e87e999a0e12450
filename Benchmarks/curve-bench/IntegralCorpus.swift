#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Grammar/conformance/integrals.json: the integrals the `integrals` group times, with their
/// true values (mpmath at 50 digits, `Grammar/tools/make_integral_corpus.py`). The only file
/// curve-bench reads, and only when that group runs.
struct IntegralCase: Decodable, Sendable {
  var name: String
  var expression: String
  var domain: [Double]
  var parameters: [String: Double]
  /// certified (must be), any (never wrong), never (must not be certified).
  var expect: String
  /// The doubles just below and above the true value; nil where there is no finite value.
  var truth: [Double]?
}

enum IntegralCorpus {
  /// The corpus in this checkout: the package root is two folders above this file.
  static let defaultPath: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Benchmarks/curve-bench/IntegralCorpus.swift
    return (parts + ["Grammar", "conformance", "integrals.json"]).joined(separator: "/")
  }()

  private struct File: Decodable {
    var cases: [IntegralCase]
  }

  /// The cases at `path`.
  static func load(_ path: String) throws -> [IntegralCase] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try JSONDecoder().decode(File.self, from: data).cases
  }
}
