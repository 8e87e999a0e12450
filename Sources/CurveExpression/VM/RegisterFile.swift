/// The registers of a block machine: `blockSize` elements each, in one allocation that grows
/// geometrically with the largest program and never shrinks.
package final class RegisterFile<Element> {
  let blockSize: Int
  private let filler: Element
  private var storage: UnsafeMutablePointer<Element>
  private var capacity: Int

  /// Four registers of `blockSize` elements, each `filler` (so every register is initialised).
  init(blockSize: Int, filler: Element) {
    (self.blockSize, self.filler, capacity) = (blockSize, filler, 4)
    storage = .allocate(capacity: capacity * blockSize)
    storage.initialize(repeating: filler, count: capacity * blockSize)
  }

  deinit {
    storage.deinitialize(count: capacity * blockSize)
    storage.deallocate()
  }

  /// Makes room for `count` registers.
  func reserve(_ count: Int) {
    guard count > capacity else { return }
    storage.deinitialize(count: capacity * blockSize)
    storage.deallocate()
    capacity = Swift.max(count, capacity * 2)
    storage = .allocate(capacity: capacity * blockSize)
    storage.initialize(repeating: filler, count: capacity * blockSize)
  }

  @inline(__always)
  func block(_ register: Int) -> UnsafeMutablePointer<Element> {
    storage + register * blockSize
  }
}
