import CurveFrame
import CurveSampling
import _CurveText

extension JSONText {
  /// A problem as the commands print it: `{"code": …, "effect": …, "path": …, "message": …}`.
  package static func problem(_ problem: Problem) -> String {
    "{\"code\": \(string(problem.code.rawValue)), \"effect\": \(string(problem.effect.rawValue)), "
      + "\"path\": \(string(problem.path)), \"message\": \(string(problem.message))}"
  }
}
