/// Scratch memory for the batch VM: the registers, one block of doubles each.
///
/// Keep one per thread and reuse it: after the first evaluation of the largest program, batch
/// evaluation allocates nothing. Not `Sendable`: it is mutable scratch.
public final class EvaluationWorkspace {
  /// Values per register block: the protocol's 1,024 points in one block, so each instruction is
  /// dispatched once per curve.
  public static let blockSize = 1024

  let registers = RegisterFile(blockSize: blockSize, filler: 0.0)

  /// An empty workspace; it grows to the largest program evaluated with it.
  public init() {}

  @inline(__always)
  func block(_ register: Int) -> UnsafeMutablePointer<Double> { registers.block(register) }
}

/// Scratch memory for enclosures: one block of intervals a register. Keep one per thread.
package typealias EnclosureWorkspace = RegisterFile<Enclosure>

extension RegisterFile<Enclosure> {
  /// A workspace of blocks of 1,024 intervals: the sampler's 1,023 grid segments in one.
  package convenience init() { self.init(blockSize: 1024, filler: .undefined) }
}
