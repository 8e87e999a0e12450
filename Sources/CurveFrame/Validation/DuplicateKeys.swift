import CurveExpression
import CurveSampling
import _CurveText

/// Finds every key given twice anywhere in a document (the last value is the one used).
///
/// Iterative, since a frame may nest as deep as the parser allows. Each container visited
/// records only its parent and its step, not its path: a path is spelt out only for an object
/// that has a duplicate, and only while the report keeps problems, so the work stays linear in
/// the body whatever its keys' lengths.
enum DuplicateKeys {
  private enum Step {
    case root
    case key(String)
    case index(Int)
  }

  static func find(in value: JSONValue, notes: inout ProblemList) {
    var steps: [(parent: Int, step: Step)] = [(-1, .root)]
    var stack: [(value: JSONValue, node: Int)] = [(value, 0)]
    func path(_ node: Int) -> String {
      var parts: [Step] = []
      var current = node
      while current > 0 {
        parts.append(steps[current].step)
        current = steps[current].parent
      }
      var text = ""  // appended in place: a path 512 levels deep is built in linear time
      for part in parts.reversed() {
        switch part {
        case .root: break
        case .key(let key):
          if !text.isEmpty { text += "." }
          text += ShortText.pathPart(key)
        case .index(let index): text += "[\(index)]"
        }
      }
      return text
    }
    while let (current, node) = stack.popLast() {
      switch current {
      case .object(let object):
        for key in object.duplicateKeys {
          notes.append(.duplicateKey, JSONPath.member(path(node), key), "duplicate key; the last value is used")
        }
        // Only containers can hold duplicates: scalars get no step (a 500 KB body is mostly
        // numbers). Pushed last first, so the notes come in document order.
        for (key, member) in object.members.reversed() where member.mayHoldObjects {
          steps.append((node, .key(key)))
          stack.append((member, steps.count - 1))
        }
      case .array(let items):
        for (index, item) in items.enumerated().reversed() where item.mayHoldObjects {
          steps.append((node, .index(index)))
          stack.append((item, steps.count - 1))
        }
      default: break
      }
    }
  }
}
