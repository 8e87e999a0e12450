import _CurveText

/// A problem, or a note: what it is (``code``, stable), what it does (``effect``), where
/// (``path``) and, in words, why (``message``, which may be reworded; decide by the code and the
/// effect). The sampler's paths are relative to the layer's object (`content.markers[2].at`);
/// a frame report's are JSON paths from the root (`data.activity.content.markers[2].at`).
public struct Problem: Sendable, Hashable, CustomStringConvertible {
  /// What it is, stably.
  public var code: ProblemCode
  /// What it does to the drawing.
  public var effect: ProblemEffect
  /// Where: a JSON path (long keys shortened).
  public var path: String
  /// Why, in words. A note that quotes a default domain is formatted when it is read: most
  /// layers carry one and a widget drawing them never reads it.
  public var message: String {
    get {
      switch text {
      case .literal(let message): return message
      case .notGiven(let interval, let reason): return Self.notGiven(interval, reason)
      }
    }
    set { text = .literal(newValue) }
  }
  private var text: Text

  private enum Text: Sendable {
    case literal(String)
    /// `not given: [min, max] (reason)`.
    case notGiven(Interval, reason: StaticString)
  }

  /// A problem with all its parts.
  public init(_ code: ProblemCode, _ effect: ProblemEffect, _ path: String, _ message: String) {
    self.code = code
    self.effect = effect
    self.path = path
    self.text = .literal(message)
  }

  /// The same problem at `path` (a report puts a layer's problems under its data path).
  package func moved(to path: String) -> Problem {
    var problem = self
    problem.path = path
    return problem
  }

  /// A default the layer relied on, the interval it took and why: `not given: [0, 1] (the y extent)`.
  static func notGiven(_ path: String, _ interval: Interval, because reason: StaticString) -> Problem {
    var problem = Problem(.defaultUsed, .note, path, "")
    problem.text = .notGiven(interval, reason: reason)
    return problem
  }

  private static func notGiven(_ interval: Interval, _ reason: StaticString) -> String {
    var text = "not given: ["
    text.reserveCapacity(96)  // two 24-character numbers and the longest reason fit
    DecimalText.appendMessage(interval.start, to: &text)
    text += ", "
    DecimalText.appendMessage(interval.end, to: &text)
    text += "] ("
    text += reason.description
    text += ")"
    return text
  }

  public var description: String { "\(path): \(message)" }

  /// Problems are equal when they read the same, however their messages are held.
  public static func == (a: Problem, b: Problem) -> Bool {
    a.code == b.code && a.path == b.path && a.effect == b.effect && a.message == b.message
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
    hasher.combine(path)
    hasher.combine(effect)
    hasher.combine(message)
  }
}
