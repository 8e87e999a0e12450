/// A wrong command line: the message, and the command whose usage to point at.
struct UsageError: Error {
  var message: String
  var command: String?
}
