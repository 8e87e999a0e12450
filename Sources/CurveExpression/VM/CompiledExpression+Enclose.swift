extension CompiledExpression {
  /// The enclosure of the expression over `[lower, upper]` (see ``Enclosure``): the point
  /// machine in interval arithmetic, for a single interval (tests, fuzzing, one-off questions).
  package func enclosure(from lower: Double, to upper: Double) -> Enclosure {
    value(at: Enclosure(lower, upper), in: EnclosureArithmetic.self)
  }

  /// The enclosure over each interval `[lower[i], upper[i]]`, into `out[i]`: the block machine in
  /// interval arithmetic. Allocates only when `workspace` must grow.
  package func enclose(
    _ lower: UnsafeBufferPointer<Double>, _ upper: UnsafeBufferPointer<Double>,
    into out: UnsafeMutableBufferPointer<Enclosure>, workspace: EnclosureWorkspace
  ) {
    let count = Swift.min(lower.count, upper.count, out.count)
    guard count > 0, let lowBase = lower.baseAddress, let highBase = upper.baseAddress, let outBase = out.baseAddress else { return }
    // The intervals of x go in the one workspace block no register uses (registers 1… are
    // blocks 0…, register 0 is `out`).
    let xBlockIndex = Swift.max(0, enclosures.registerCount - 1)
    workspace.reserve(xBlockIndex + 1)
    let xBlock = workspace.block(xBlockIndex)
    var start = 0
    while start < count {
      let n = Swift.min(workspace.blockSize, count - start)
      for i in 0..<n { xBlock[i] = Enclosure(lowBase[start + i], highBase[start + i]) }
      values(
        UnsafeBufferPointer(start: xBlock, count: n), into: UnsafeMutableBufferPointer(start: outBase + start, count: n),
        workspace: workspace, in: EnclosureArithmetic.self)
      start += n
    }
  }
}

extension CompiledExpression {
  /// The enclosure of a program in `x` and `y` (a relation's side) over the box `x × y`: the point
  /// machine in interval arithmetic.
  package func enclosure(x: Enclosure, y: Enclosure) -> Enclosure {
    value(at: x, y: y, in: EnclosureArithmetic.self)
  }
}

extension Enclosure {
  /// The enclosure of `a − b` (a relation's left side less its right).
  package static func - (a: Enclosure, b: Enclosure) -> Enclosure {
    EnclosureArithmetic.apply(.subtract, a, b)
  }
}
