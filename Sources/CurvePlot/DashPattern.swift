/// A stroke's dashes: on, then off, in pt.
package struct DashPattern: Sendable, Equatable {
  package var length: Double
  package var gap: Double

  package init(length: Double, gap: Double) {
    self.length = length
    self.gap = gap
  }

  /// The `stroke-dasharray` value.
  var svgValue: String { SVGWriter.number(length) + " " + SVGWriter.number(gap) }
}
