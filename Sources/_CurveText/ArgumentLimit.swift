/// The longest argument the `curve` command takes, in bytes: Linux's `MAX_ARG_STRLEN` (32 pages
/// of 4 KiB) less the terminating NUL, checked by the command itself on every system. The
/// WebAssembly module bounds a name (a parameter's, a data series', a column's) by it too, and
/// its JavaScript and Python callers read it from the module.
package enum ArgumentLimit {
  package static let maximumBytes = 131_071
  /// The largest options document (JSON) the module reads for one call: sixteen of the longest
  /// arguments, with room for the JSON around them. JavaScript and Python refuse a longer one
  /// before copying it in.
  package static let requestBytes = 16 * (maximumBytes + 1) + 65_536
}
