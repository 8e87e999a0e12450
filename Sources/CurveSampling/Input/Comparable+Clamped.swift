extension Comparable {
  /// `self` limited to `range`. The package's, not API: an extension on every `Comparable`
  /// would be the library's to own in its users' code.
  package func clamped(to range: ClosedRange<Self>) -> Self {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
