internal import _CurveKernels

/// One axis of a picture: how values are laid along it (``scale``), the values it shows
/// (``domain``, in data units) and where they go (``range``, in pt). Data to pt and back are
/// computed here and nowhere else, as d3's scales keep them, so the sampler's curves, a math
/// plot's grid, ticks and axes, its relations' pixels and its plane curves' chords lie where
/// one another put them.
///
/// The map is linear in the axis's ``coordinates`` (ln of a logarithmic axis's values), by d3's
/// `scaleLinear` formula: t = (c − c0)/(c1 − c0), then r0·(1 − t) + r1·t, saturated at ±2^64 pt
/// so infinities and overflow stay out of the arithmetic after it. The formula is
/// `curve_scale_value` in C, shared with the block form.
public struct Axis: Sendable, Hashable {
  /// How values are laid along the axis.
  public let scale: AxisScale
  /// The values shown: `start` goes to `range.start`, `end` to `range.end`.
  public let domain: Interval
  /// Where the domain's ends go, in pt: an x axis runs left to right, a y axis bottom to top, so
  /// its range decreases.
  public let range: Interval
  /// The domain in the coordinate the axis is linear in: itself, or its ends' natural logarithms.
  public let coordinates: Interval

  /// The axis showing `domain` on `range`, laid out by `scale`.
  public init(_ scale: AxisScale = .linear, domain: Interval, range: Interval) {
    (self.scale, self.domain, self.range) = (scale, domain, range)
    coordinates = scale.coordinates(domain)
  }

  /// Where `value` is drawn, in pt.
  public func map(_ value: Double) -> Double {
    map(coordinate: scale.coordinate(value))
  }

  /// Where the value at `coordinate` (see ``AxisScale/coordinate(_:)``) is drawn, in pt.
  public func map(coordinate: Double) -> Double {
    curve_scale_value(coordinate, coordinates.start, coordinates.end, range.start, range.end)
  }

  /// The value drawn at `pt`: the inverse of ``map(_:)``. Across a span past the largest double
  /// it is computed from the halves of the ends, so it stays finite.
  public func invert(_ pt: Double) -> Double {
    scale.value(invertCoordinate(pt))
  }

  /// The coordinate drawn at `pt`.
  public func invertCoordinate(_ pt: Double) -> Double {
    let t = (pt - range.start) / (range.end - range.start)
    let span = coordinates.end - coordinates.start
    guard !span.isFinite else { return coordinates.start + t * span }
    return (coordinates.start / 2 + t * (coordinates.end / 2 - coordinates.start / 2)) * 2
  }

  /// pt per unit of the coordinate (negative on a y axis, which runs up): what a derivative is
  /// scaled by. Computed from the halves of the ends, so a domain as wide as the doubles allow
  /// does not overflow.
  public var slope: Double {
    (range.end - range.start) / 2 / (coordinates.end / 2 - coordinates.start / 2)
  }

  /// ``map(coordinate:)`` of each value of `coordinates`, into the start of `out`, in one block
  /// pass with the same bits.
  func map(coordinates values: UnsafeBufferPointer<Double>, into out: UnsafeMutableBufferPointer<Double>) {
    guard let source = values.baseAddress, let target = out.baseAddress, values.count <= out.count else { return }
    curve_scale(target, source, values.count, coordinates.start, coordinates.end, range.start, range.end)
  }
}

extension Axis {
  /// The horizontal axis of `plot`, showing `domain` from its left edge to its right.
  public static func horizontal(_ scale: AxisScale = .linear, domain: Interval, on plot: Rect) -> Axis {
    Axis(scale, domain: domain, range: Interval(plot.x, plot.maxX))
  }

  /// The vertical axis of `plot`, showing `domain` from its bottom edge up to its top.
  public static func vertical(_ scale: AxisScale = .linear, domain: Interval, on plot: Rect) -> Axis {
    Axis(scale, domain: domain, range: Interval(plot.maxY, plot.y))
  }
}
