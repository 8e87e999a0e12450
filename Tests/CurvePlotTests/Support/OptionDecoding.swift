import CurveFrame
@testable import CurvePlot

/// `defaults` with a JSON options document decoded into it by `table`, as the module decodes a
/// request.
func decoded<Target>(_ json: String, by table: [OptionSpec<Target>], into defaults: Target, handledElsewhere: [String] = []) throws -> Target {
  guard case .object(let object) = try JSONParser.parse(json) else { throw OptionError("not an object") }
  var target = defaults
  try decodeOptions(object, table: table, handledElsewhere: handledElsewhere, into: &target)
  return target
}

/// Why `table` refuses a JSON options document (nil when it does not): its message, and
/// whether the value is of the wrong kind.
func refusal<Target>(_ json: String, by table: [OptionSpec<Target>], into defaults: Target, handledElsewhere: [String] = []) -> OptionError? {
  do {
    _ = try decoded(json, by: table, into: defaults, handledElsewhere: handledElsewhere)
    return nil
  } catch let error as OptionError {
    return error
  } catch {
    return OptionError("\(error)")
  }
}
