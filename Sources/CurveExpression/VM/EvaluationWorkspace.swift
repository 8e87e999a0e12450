/// Scratch memory for the batch VM: the vector registers, one block of doubles each.
///
/// Keep one per thread and reuse it: after the first evaluation of the largest program, batch
/// evaluation allocates nothing. Not `Sendable`: it is mutable scratch.
public final class EvaluationWorkspace {
  /// Values per register block. Small enough that a program's registers stay in L1 cache, large
  /// enough that dispatching an instruction costs little against the loop it runs.
  public static let blockSize = 256

  private(set) var storage: UnsafeMutablePointer<Double>
  private(set) var registerCapacity: Int

  public init() {
    registerCapacity = 4
    storage = .allocate(capacity: registerCapacity * Self.blockSize)
  }

  deinit {
    storage.deallocate()
  }

  /// Makes room for `count` registers; grows geometrically, never shrinks.
  func reserve(registers count: Int) {
    guard count > registerCapacity else { return }
    storage.deallocate()
    registerCapacity = Swift.max(count, registerCapacity * 2)
    storage = .allocate(capacity: registerCapacity * Self.blockSize)
  }

  @inline(__always)
  func block(_ register: Int) -> UnsafeMutablePointer<Double> {
    storage + register * Self.blockSize
  }
}
