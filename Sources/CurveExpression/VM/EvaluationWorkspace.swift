/// Scratch memory for the batch VM: the vector registers, one block of doubles each.
///
/// Keep one per thread and reuse it: after the first evaluation of the largest program, batch
/// evaluation allocates nothing. Not `Sendable`: it is mutable scratch.
public final class EvaluationWorkspace {
  /// Values per register block: the protocol's 1,024 points in one block, so each instruction is
  /// dispatched once per curve. Measured against 256 and 512 (curve-bench): the per-instruction
  /// dispatch then costs under 0.02 ns a point, and a few 8 KiB registers still fit in L1.
  public static let blockSize = 1024

  private let registers = RegisterFile(blockSize: blockSize, filler: 0.0)

  /// An empty workspace; it grows to the largest program evaluated with it.
  public init() {}

  /// Makes room for `count` registers; grows geometrically, never shrinks.
  func reserve(registers count: Int) { registers.reserve(count) }

  @inline(__always)
  func block(_ register: Int) -> UnsafeMutablePointer<Double> { registers.block(register) }
}
