import CurveSampling

/// The card a widget is drawn on, in either appearance, as the preview draws it: what a marker's
/// label is read against.
package enum CardColors {
  /// The dark card.
  package static let dark = ProtocolColor(red: 0x11, green: 0x14, blue: 0x18)
  /// The light card.
  package static let light = ProtocolColor(red: 0xFF, green: 0xFF, blue: 0xFF)
}
