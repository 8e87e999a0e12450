extension MathPlot {
  /// The colours of a theme; `black` is how the palette's black is drawn on its page.
  struct Colors {
    var background, grid, axis, text, tickText, note, black: String
    init(_ theme: Theme) {
      switch theme {
      case .light: (background, grid, axis, text, tickText, note, black) = ("#FFFFFF", "#E5E8EC", "#4A5563", "#1F2933", "#4A5563", "#5B6672", "#000000")
      case .dark: (background, grid, axis, text, tickText, note, black) = ("#111418", "#262C33", "#9AA5B1", "#E6EEEE", "#AEB7C0", "#9AA5B1", "#FFFFFF")
      }
    }
  }
}
