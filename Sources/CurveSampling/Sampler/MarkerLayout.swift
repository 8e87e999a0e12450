import CurveExpression
import _CurveText

/// Where a layer's markers go, and what is noted about them. A value built for one layer: it
/// reads the curve (the program in function mode, the drawn interpolant in samples mode) and
/// collects its notes in `problems`.
struct MarkerLayout {
  let markers: [MarkerSpec]
  let mode: CurveMode
  let interpolation: Interpolation
  let program: SamplerProgram?
  let samples: Samples
  /// The runs before clipping (a marker sits on the interpolant, wherever it is).
  let runs: [CurvePath]
  let breaks: [CurveBreak]
  let scale: Scale
  /// Beyond it a marker is off the picture.
  let band: Rect
  let opacity: Double
  let workspace: SamplerWorkspace
  var problems: [Problem] = []
  /// The marker colours' defaults, read once a layer.
  private let defaultColors = (fill: CurveLimits.defaultMarkerFill, label: CurveLimits.defaultLabelColor)
  /// The layer frame, which cuts off what reaches past it.
  private let frame: Rect

  init(
    markers: [MarkerSpec], mode: CurveMode, interpolation: Interpolation, program: SamplerProgram?, samples: Samples,
    runs: [CurvePath], breaks: [CurveBreak], scale: Scale, band: Rect, frame: Rect, opacity: Double, workspace: SamplerWorkspace
  ) {
    self.frame = frame
    self.markers = markers
    self.mode = mode
    self.interpolation = interpolation
    self.program = program
    self.samples = samples
    self.runs = runs
    self.breaks = breaks
    self.scale = scale
    self.band = band
    self.opacity = opacity
    self.workspace = workspace
  }

  /// The markers drawn, in the order given.
  mutating func layout() -> [MarkerGeometry] {
    if markers.count > CurveLimits.maximumMarkers {
      problems.append(Problem(.budgetExceeded, .note, "content.markers", "\(markers.count) markers; only the first \(CurveLimits.maximumMarkers) are used"))
    }
    // Read in place, not copied marker by marker.
    return markers.withUnsafeBufferPointer { all in layout(UnsafeBufferPointer(rebasing: all.prefix(CurveLimits.maximumMarkers))) }
  }

  private mutating func layout(_ used: UnsafeBufferPointer<MarkerSpec>) -> [MarkerGeometry] {
    let domain = scale.domain
    // The x of a marker placed by at.x alone, finite and in the domain: in function mode the
    // markers whose heights are evaluated as one batch, in order, before the loop that uses them.
    func heightX(_ index: Int) -> Double? {
      guard used[index].sampleIndex == nil, let x = used[index].x, x.isFinite, domain.contains(x) else { return nil }
      return x
    }
    // Function mode: those heights as one batch (the batch VM gives the scalar VM's bits), then
    // mapped to pt in two block passes (the same bits as `scale.map`, one value at a time).
    var heights = 0
    if let program {
      for index in used.indices {
        guard let x = heightX(index) else { continue }
        workspace.markerXs[heights] = x
        heights += 1
      }
      let (xs, ys) = (UnsafeBufferPointer(rebasing: workspace.markerXs[..<heights]), UnsafeMutableBufferPointer(rebasing: workspace.markerYs[..<heights]))
      program.compiled.evaluate(xs, into: ys, workspace: workspace.evaluation)
      scale.mapX(xs, into: workspace.markerPx)
      scale.mapY(UnsafeBufferPointer(ys), into: workspace.markerPy)
    }
    var nextHeight = 0
    var result: [MarkerGeometry] = []
    result.reserveCapacity(used.count)
    for index in used.indices {
      // The field's path is only spelt out when something is reported about it.
      func field(_ suffix: String = "") -> String { "content.markers[\(index)]" + suffix }
      let center: Point
      switch (used[index].x, used[index].sampleIndex) {
      case (nil, nil):
        problems.append(Problem(.markerPlacement, .itemNotDrawn, field(".at"), "needs at.x or at.sampleIndex; not drawn"))
        continue
      case (.some, .some):
        problems.append(Problem(.markerPlacement, .itemNotDrawn, field(".at"), "gives both at.x and at.sampleIndex; choose one; not drawn"))
        continue
      case (nil, let sampleIndex?):
        guard mode == .samples else {
          problems.append(Problem(.markerSampleIndex, .itemNotDrawn, field(".at.sampleIndex"), "sampleIndex needs samples mode; not drawn"))
          continue
        }
        guard sampleIndex >= 0, sampleIndex < samples.count else {
          problems.append(Problem(.markerSampleIndex, .itemNotDrawn, field(".at.sampleIndex"), "\(sampleIndex) is out of range 0…\(samples.count - 1); not drawn"))
          continue
        }
        let sample = samples[sampleIndex]
        guard sample.x.isFinite, sample.y.isFinite else {
          problems.append(Problem(.markerSampleIndex, .itemNotDrawn, field(".at.sampleIndex"), "sample \(sampleIndex) has no finite value; not drawn"))
          continue
        }
        center = scale.map(sample.x, sample.y)
      case (let x?, nil):
        guard heightX(index) != nil else {
          problems.append(Problem(.markerOutsideDomain, .itemNotDrawn, field(".at.x"), "\(DecimalText.message(x)) is outside the domain [\(DecimalText.message(domain.start)), \(DecimalText.message(domain.end))]; not drawn"))
          continue
        }
        var y: Double?
        if program != nil {
          let value = workspace.markerYs[nextHeight]
          y = value.isFinite ? value : nil
          center = Point(workspace.markerPx[nextHeight], workspace.markerPy[nextHeight])
          nextHeight += 1
        } else {
          let px = scale.mapX(x)
          y = CurveEvaluation.y(atPlotX: px, samples: samples, scale: scale, stroke: runs, interpolation: interpolation)
          center = Point(px, y ?? 0)
        }
        if let crossed = breaks.first(where: { $0.contains(x) }) {
          problems.append(
            Problem(
              .markerOnBreak, .itemNotDrawn, field(".at.x"), "x = \(DecimalText.message(x)) is on a \(crossed.kind.rawValue) break of the curve (between \(DecimalText.message(crossed.left)) and \(DecimalText.message(crossed.right))); not drawn"))
          continue
        }
        guard y != nil else {
          problems.append(Problem(.markerNoValue, .itemNotDrawn, field(".at.x"), "the curve has no finite value at x = \(DecimalText.message(x)); not drawn"))
          continue
        }
      }
      guard band.y <= center.y, center.y <= band.maxY, band.x <= center.x, center.x <= band.maxX else {
        problems.append(Problem(.markerOffPlot, .itemNotDrawn, field(".at"), "the point is far off the plot (more than \(DecimalText.message(CurveSampler.guardBand)) pt beyond it); not drawn"))
        continue
      }
      result.append(geometry(used, index: index, center: center))
    }
    // Each batch-evaluated height was read once, in order.
    assert(program == nil || nextHeight == heights, "marker heights out of step with the batch")
    return result
  }

  @inline(__always)
  private mutating func geometry(_ markers: UnsafeBufferPointer<MarkerSpec>, index: Int, center: Point) -> MarkerGeometry {
    let radius = clamped(markers[index].radius, CurveLimits.markerRadius, CurveLimits.defaultMarkerRadius, index, "symbol.radiusPt")
    let dx = clamped(markers[index].offset?.dx, CurveLimits.markerOffset, 0, index, "at.offsetPt[0]")
    let dy = clamped(markers[index].offset?.dy, CurveLimits.markerOffset, 0, index, "at.offsetPt[1]")
    let fontSize = clamped(markers[index].fontSize, CurveLimits.fontSize, CurveLimits.defaultFontSize, index, "labelStyle.fontSizePt")
    let gap = radius + CurveLimits.labelGap
    let anchor: Point
    let alignment: LabelAlignment
    let baseline: LabelBaseline
    switch markers[index].position ?? .top {
    case .top: (anchor, alignment, baseline) = (Point(center.x + dx, center.y - gap + dy), .center, .bottom)
    case .bottom: (anchor, alignment, baseline) = (Point(center.x + dx, center.y + gap + dy), .center, .top)
    case .left: (anchor, alignment, baseline) = (Point(center.x - gap + dx, center.y + dy), .right, .middle)
    case .right: (anchor, alignment, baseline) = (Point(center.x + gap + dx, center.y + dy), .left, .middle)
    }
    let fill = markers[index].fill ?? defaultColors.fill
    let labelColor = markers[index].labelColor ?? defaultColors.label
    var marker = MarkerGeometry(
      index: index, center: center, radius: radius, fill: fill, opacity: opacity, label: markers[index].label,
      labelColor: labelColor, labelAnchor: anchor, labelAlignment: alignment, labelBaseline: baseline, fontSize: fontSize)
    clipping(&marker)
    return marker
  }

  /// The label's box and how far it and the dot reach past the layer frame, reported when they do.
  private mutating func clipping(_ marker: inout MarkerGeometry) {
    func overflow(_ box: Rect) -> Double {
      Swift.max(0, frame.x - box.x, box.maxX - frame.maxX, frame.y - box.y, box.maxY - frame.maxY)
    }
    let r = marker.radius
    marker.dotOverflow = overflow(Rect(x: marker.center.x - r, y: marker.center.y - r, width: 2 * r, height: 2 * r))
    if marker.dotOverflow > 0 {
      problems.append(
        Problem(
          .dotClipped, .itemClipped, "content.markers[\(marker.index)].at", "the dot reaches \(DecimalText.message(Self.rounded(marker.dotOverflow))) pt past the layer frame, which cuts it off"))
    }
    guard let label = marker.label, !label.isEmpty else { return }
    let width = TextWidth.of(label, fontSize: marker.fontSize)
    let left: Double
    switch marker.labelAlignment {
    case .left: left = marker.labelAnchor.x
    case .right: left = marker.labelAnchor.x - width
    case .center: left = marker.labelAnchor.x - width / 2
    }
    let top = marker.labelBaselineY - MarkerGeometry.labelAscent * marker.fontSize
    let box = Rect(x: left, y: top, width: width, height: (MarkerGeometry.labelAscent + MarkerGeometry.labelDescent) * marker.fontSize)
    marker.labelBox = box
    marker.labelOverflow = overflow(box)
    if marker.labelOverflow > 0 {
      problems.append(
        Problem(
          .labelClipped, .itemClipped, "content.markers[\(marker.index)].label", "the label \(ShortText.quoted(label)) reaches \(DecimalText.message(Self.rounded(marker.labelOverflow))) pt past the layer frame, which cuts it off"))
    }
  }

  /// A length in a message: to 0.1 pt.
  private static func rounded(_ value: Double) -> Double { (value * 10).rounded(.up) / 10 }

  /// A marker's style value within `range` (NaN or absent: `fallback`), noting a clamp.
  @inline(__always)
  private mutating func clamped(
    _ value: Double?, _ range: ClosedRange<Double>, _ fallback: Double, _ index: Int, _ name: StaticString
  ) -> Double {
    let kept = CurveLimits.resolve(value, in: range, or: fallback)
    if let value, !value.isNaN, kept != value { noteClamped(value, to: kept, range, index, name) }
    return kept
  }

  @inline(never)
  private mutating func noteClamped(_ value: Double, to kept: Double, _ range: ClosedRange<Double>, _ index: Int, _ name: StaticString) {
    problems.append(Problem(.valueClamped, .note, "content.markers[\(index)].\(name)", DecimalText.clampNote(value, to: kept, in: range)))
  }
}
