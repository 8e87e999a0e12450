/// Scratch memory for ``Curves``: room to copy a run without its repeated points.
final class CurveScratch {
  let x, y: UnsafeMutableBufferPointer<Double>

  init(capacity: Int) {
    (x, y) = (.allocate(capacity: capacity), .allocate(capacity: capacity))
  }

  deinit {
    x.deallocate()
    y.deallocate()
  }
}
