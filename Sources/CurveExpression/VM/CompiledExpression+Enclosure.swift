extension CompiledExpression {
  /// Whether the program is continuous and defined for every real `x`, by its instructions
  /// alone: it uses only operations that are (`+ − ×`, `sin cos exp abs min max`, a power with
  /// a constant non-negative integer exponent or a constant positive base, a division by a
  /// nonzero constant). Such a curve needs no search for breaks.
  package var isContinuousEverywhere: Bool {
    for instruction in instructions {
      switch instruction {
      case .unary(let operation, _, _):
        switch operation {
        case .log, .sqrt: return false
        case .negate, .sin, .cos, .exp, .abs, .square, .cube: continue
        }
      case .binary(let operation, _, let lhs, let rhs):
        switch operation {
        case .add, .subtract, .multiply, .minimum, .maximum: continue
        case .divide:
          guard case .constant(let c) = rhs, c != 0 else { return false }
        case .power:
          if case .constant(let c) = rhs, c >= 0, c == c.rounded() { continue }
          if case .constant(let c) = lhs, c > 0 { continue }
          return false
        }
      case .affine, .axpy: continue
      }
    }
    return true
  }

  /// The enclosure of the expression over `[lower, upper]` (see ``Enclosure``).
  package func enclosure(from lower: Double, to upper: Double) -> Enclosure {
    var result = Enclosure.undefined
    withUnsafePointer(to: lower) { l in
      withUnsafePointer(to: upper) { u in
        withUnsafeMutablePointer(to: &result) { r in
          enclose(
            UnsafeBufferPointer(start: l, count: 1), UnsafeBufferPointer(start: u, count: 1),
            into: UnsafeMutableBufferPointer(start: r, count: 1), workspace: EnclosureWorkspace())
        }
      }
    }
    return result
  }

  /// The enclosure over each interval `[lower[i], upper[i]]`, into `out[i]`: the same program
  /// the point VMs run, each instruction over a block of intervals (as the batch VM runs it over
  /// a block of values). Allocates only when `workspace` must grow.
  package func enclose(
    _ lower: UnsafeBufferPointer<Double>, _ upper: UnsafeBufferPointer<Double>,
    into out: UnsafeMutableBufferPointer<Enclosure>, workspace: EnclosureWorkspace
  ) {
    let count = Swift.min(lower.count, upper.count, out.count)
    guard count > 0, let lowBase = lower.baseAddress, let highBase = upper.baseAddress, let outBase = out.baseAddress else { return }
    switch result {
    case .constant(let value):
      outBase.update(repeating: Enclosure(constant: value), count: count)
      return
    case .x:
      for i in 0..<count { outBase[i] = Enclosure(lowBase[i], highBase[i]) }
      return
    case .register: break
    }
    workspace.reserve(registers: registerCount)
    let blockSize = EnclosureWorkspace.blockSize
    var start = 0
    while start < count {
      let n = Swift.min(blockSize, count - start)
      run(lower: lowBase + start, upper: highBase + start, output: outBase + start, count: n, workspace: workspace)
      start += n
    }
  }

  private func run(
    lower: UnsafePointer<Double>, upper: UnsafePointer<Double>, output: UnsafeMutablePointer<Enclosure>, count n: Int,
    workspace: EnclosureWorkspace
  ) {
    @inline(__always) func block(_ register: UInt8) -> UnsafeMutablePointer<Enclosure> {
      register == 0 ? output : workspace.block(Int(register) - 1)
    }
    @inline(__always) func read(_ operand: Operand, _ i: Int) -> Enclosure {
      switch operand {
      case .x: Enclosure(lower[i], upper[i])
      case .register(let r): block(r)[i]
      case .constant(let value): Enclosure(constant: value)
      }
    }
    instructions.withUnsafeBufferPointer { code in
      var pc = 0  // an index loop: see the batch VM
      while pc < code.count {
        switch code[pc] {
        case .unary(let operation, let destination, let operand):
          let d = block(destination)
          for i in 0..<n { d[i] = EnclosureArithmetic.apply(operation, read(operand, i)) }
        case .binary(let operation, let destination, let lhs, let rhs):
          let d = block(destination)
          for i in 0..<n { d[i] = EnclosureArithmetic.apply(operation, read(lhs, i), read(rhs, i)) }
        case .affine(let destination, let operand, let scale, let offset):
          let d = block(destination)
          for i in 0..<n { d[i] = EnclosureArithmetic.affine(read(operand, i), scale, offset) }
        case .axpy(let destination, let a, let b, let scale, let squared, let offset):
          let d = block(destination)
          for i in 0..<n { d[i] = EnclosureArithmetic.axpy(read(a, i), read(b, i), scale, squared: squared, offset: offset) }
        }
        pc += 1
      }
    }
  }
}

/// Scratch memory for enclosures: one block of intervals per register. Keep one per thread.
package final class EnclosureWorkspace {
  /// Intervals per block: the sampler's 1,023 grid segments in one.
  package static let blockSize = 1024

  private let registers = RegisterFile(blockSize: blockSize, filler: Enclosure.undefined)

  package init() {}

  /// Makes room for `count` registers; grows geometrically, never shrinks.
  func reserve(registers count: Int) { registers.reserve(count) }

  @inline(__always)
  func block(_ register: Int) -> UnsafeMutablePointer<Enclosure> { registers.block(register) }
}
