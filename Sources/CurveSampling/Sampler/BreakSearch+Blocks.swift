import CurveExpression

extension BreakSearch {
  /// How many grid intervals the first blocks span.
  static let blockCells = 8

  /// The grid intervals (cells) whose own enclosures do not prove the function continuous, with
  /// those enclosures, in the grid's order.
  ///
  /// An enclosure over a block of cells that proves f defined and continuous there proves it on
  /// every cell inside, so the cells are enclosed in blocks of ``blockCells`` first, and a block
  /// that is not proven is halved, level by level, down to its cells. Where breaks are few (a
  /// pole every 32 cells in tan over [−50, 50]) this takes about a third of the time of one
  /// enclosure a cell. A cell's enclosure is the one over its own two grid points, exactly as if every
  /// cell were enclosed: what is searched further is unchanged. Where most blocks of a level are
  /// not proven, their cells are enclosed at once, so the work is never much more than one
  /// enclosure a cell.
  func uncertainCells(_ xs: [Double], count: Int) -> [(cell: Int, enclosure: Enclosure)] {
    let cells = count - 1
    var blocks = Swift.stride(from: 0, to: cells, by: Self.blockCells).map { $0..<Swift.min($0 + Self.blockCells, cells) }
    var uncertain: [(cell: Int, enclosure: Enclosure)] = []
    let (lower, upper, enclosures) = (workspace.searchLower, workspace.searchUpper, workspace.enclosures)
    while !blocks.isEmpty {
      let n = blocks.count
      for (k, block) in blocks.enumerated() {
        let (a, b) = (xs[block.lowerBound], xs[block.upperBound])
        // A cell between its points as they come (the grid's direction); a block from its least
        // x to its greatest.
        (lower[k], upper[k]) = block.count == 1 ? (a, b) : (Swift.min(a, b), Swift.max(a, b))
      }
      program.enclose(
        UnsafeBufferPointer(rebasing: lower[0..<n]), UnsafeBufferPointer(rebasing: upper[0..<n]),
        into: UnsafeMutableBufferPointer(rebasing: enclosures[0..<n]), workspace: workspace.enclosure)
      var open: [Range<Int>] = []
      for (k, block) in blocks.enumerated() where !enclosures[k].isContinuous {
        if block.count == 1 { uncertain.append((block.lowerBound, enclosures[k])) } else { open.append(block) }
      }
      if 4 * open.count > 3 * n {
        blocks = open.flatMap { $0.map { $0..<$0 + 1 } }
      } else {
        blocks = open.flatMap { block in
          let middle = (block.lowerBound + block.upperBound) / 2
          return [block.lowerBound..<middle, middle..<block.upperBound]
        }
      }
    }
    uncertain.sort { $0.cell < $1.cell }
    return uncertain
  }
}
