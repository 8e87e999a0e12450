/// The longest argument the `curve` command takes, in bytes: Linux's `MAX_ARG_STRLEN` (32 pages
/// of 4 KiB) less the terminating NUL, checked by the command itself on every system. The
/// WebAssembly module bounds a name (a parameter's, a data series', a column's) by it too, and
/// its JavaScript and Python callers read it from the module.
package enum ArgumentLimit {
  package static let maximumBytes = 131_071
}
