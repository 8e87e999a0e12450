import _CurveText

/// Something the sampler could not use, or changed, with the field it concerns (a path relative
/// to the layer object, such as `content.markers[2].at`).
public struct CurveProblem: Sendable, Hashable, CustomStringConvertible {
  /// What it is, stably.
  public var code: ProblemCode
  /// Where: a path relative to the layer's object.
  public var field: String
  /// `.layerNotDrawn`, `.itemNotDrawn` or `.note` (never `.frameRejected`).
  public var effect: ProblemEffect
  /// What happened, in words. A note that quotes numbers is formatted when it is read: most
  /// layers carry such notes (the defaults they rely on) and a widget drawing them never reads
  /// one. Formatting them at once (a plain `String` field, with the synthesised `==`) was
  /// measured at +0.7 µs on a 13.3 µs full path (5 %), over the 2 % a simpler type may cost.
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
  public init(_ code: ProblemCode, _ field: String, _ message: String, _ effect: ProblemEffect) {
    self.code = code
    self.field = field
    self.text = .literal(message)
    self.effect = effect
  }

  /// A default the layer relied on, the interval it took and why: `not given: [0, 1] (the y extent)`.
  static func notGiven(_ field: String, _ interval: Interval, because reason: StaticString) -> CurveProblem {
    var problem = CurveProblem(.defaultUsed, field, "", .note)
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

  public var description: String { "\(field): \(message)" }

  /// Problems are equal when they read the same, however their messages are held.
  public static func == (a: CurveProblem, b: CurveProblem) -> Bool {
    a.code == b.code && a.field == b.field && a.effect == b.effect && a.message == b.message
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(code)
    hasher.combine(field)
    hasher.combine(effect)
    hasher.combine(message)
  }
}
