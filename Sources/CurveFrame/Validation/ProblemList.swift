import CurveExpression
import CurveSampling
import _CurveText

/// The problems (or notes) found in one part of a frame: every one is counted, and the first
/// ``FrameValidator/maximumListedProblems`` are kept with their text. A path and a message are
/// only formatted for a problem that is kept, so a body with 130,000 bad colours costs a count,
/// not 130,000 strings.
struct ProblemList {
  /// What the problems of this list do, unless one says otherwise.
  let effect: ProblemEffect
  private(set) var kept: [Problem] = []
  /// All the problems found, kept or not.
  private(set) var count = 0

  init(_ effect: ProblemEffect) {
    self.effect = effect
  }

  var isEmpty: Bool { count == 0 }
  var first: Problem? { kept.first }

  mutating func append(
    _ code: ProblemCode, _ path: @autoclosure () -> String, _ message: @autoclosure () -> String, effect: ProblemEffect? = nil
  ) {
    count += 1
    if kept.count < FrameValidator.maximumListedProblems { kept.append(Problem(code, effect ?? self.effect, path(), message())) }
    assert(kept.count <= count && kept.count <= FrameValidator.maximumListedProblems)
  }

  /// A problem the sampler found, under the same effect it gave.
  mutating func append(_ problem: Problem) {
    count += 1
    if kept.count < FrameValidator.maximumListedProblems { kept.append(problem) }
  }

  mutating func append(contentsOf other: ProblemList) {
    count += other.count
    for problem in other.kept where kept.count < FrameValidator.maximumListedProblems { kept.append(problem) }
  }
}

/// JSON paths, written with each key (and a data path) shortened by `ShortText.pathPart(_:limit:)`:
/// a 200,000-byte key appears in a path as its first 32 characters and its length.
enum JSONPath {
  /// `base.key` (or `key` at the root).
  static func member(_ base: String, _ key: String) -> String {
    let part = ShortText.pathPart(key)
    return base.isEmpty ? part : base + "." + part
  }

  /// `base[index]`.
  static func element(_ base: String, _ index: Int) -> String {
    base + "[\(index)]"
  }

  /// A path relative to a layer's object (`content.markers[2]`, `frame`, or empty for the object
  /// itself) under the layer's data path.
  static func under(_ dataPath: String, _ relative: String) -> String {
    let base = ShortText.pathPart(dataPath, limit: 256)
    if relative.isEmpty { return base }
    return relative.hasPrefix("[") ? base + relative : base + "." + relative
  }
}
