// Shared by the frame and plot fuzz targets (Tests/Fuzz/fuzz.sh compiles it into both).
/// Whether every attribute value is free of non-finite numbers and the document is ended. Text
/// content (labels, legends, messages) carries the input's words and is not looked at; attribute
/// values are all the writer's own, and a `"` inside text is always escaped, so the pieces
/// between quotes at odd positions are exactly the attribute values.
func svgIsWellFormed(_ svg: String) -> Bool {
  let pieces = svg.split(separator: "\"", omittingEmptySubsequences: false)
  for (index, piece) in pieces.enumerated() where index % 2 == 1 {
    if piece.contains("nan") || piece.contains("inf") { return false }
  }
  return svg.hasSuffix("</svg>\n")
}
