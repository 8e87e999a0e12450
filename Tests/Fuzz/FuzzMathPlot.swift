// libFuzzer target: math plots of arbitrary expressions. The first byte picks the domain, y
// domain, size and interpolation (its low 7 bits) and log–log axes (its high bit); the rest is split at newlines into expressions (so some inputs have more than
// MathPlot.maximumExpressions). Built by Tests/Fuzz/fuzz.sh (not a SwiftPM target). Beyond
// crashes, it traps when:
// - an expression or relation error has no place inside its item;
// - more than MathPlot.maximumExpressions are not refused;
// - the SVG has a non-finite number in it, or does not end the document;
// - a logarithmic axis is refused on linear axes, or without a reason;
// - an area (item 1 from −1 to 2, asked of every input of odd length) is refused for a reason it
//   does not have: on linear axes, it is refused only when item 1 is no function of x.
import CurveExpression
import CurveFrame
import CurvePlot
import CurveSampling

private let domains = [
  Interval(-5, 5), Interval(0, 1), Interval(-1e300, 1e300), Interval(1e-300, 2e-300), Interval(10, -10), Interval(1e-3, 1e3),
]
private let yDomains: [Interval?] = [nil, Interval(-1, 1), Interval(1e9, -1e9)]
private let sizes: [CanvasSize] = [MathPlot.defaultSize, CanvasSize(width: 1, height: 1), CanvasSize(width: 10_000, height: 37)]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMathPlot(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let selector = Int(data[0] & 0x7F)
  let scale: MathPlot.AxisScale = data[0] & 0x80 != 0 ? .log : .linear
  let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  let expressions = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let result = Result { () throws(MathPlot.Failure) in
    try MathPlot.draw(expressions, MathPlot.Options { $0.parameters = [("a", 2), ("b", -0.5)]; $0.domain = domains[selector % domains.count]; $0.yDomain = yDomains[(selector / 6) % yDomains.count]; $0.size = sizes[(selector / 18) % sizes.count]; $0.interpolation = [.linear, .stepAfter, .monotone][(selector / 54) % 3]; $0.xScale = scale; $0.yScale = scale; $0.areas = size % 2 == 1 ? [MathPlot.Area(item: 0, from: -1, to: 2)] : [] }).svg
  }
  switch result {
  case .success(let svg):
    if expressions.count > MathPlot.maximumExpressions { fatalError("\(expressions.count) expressions were drawn") }
    if !svgIsWellFormed(svg) { fatalError("bad SVG: \(svg.suffix(400))") }
  case .failure(.item(let index, let error)):
    // Every item's error is placed in characters of its own text (one past its end at most).
    guard index < expressions.count else { fatalError("error for item \(index) of \(expressions.count)") }
    if let range = error.range, range.lowerBound > expressions[index].unicodeScalars.count, error.code != "tooLong" {
      fatalError("error outside its item: \(error)")
    }
  case .failure(.missingData(let index, _)):
    guard index < expressions.count, expressions[index].contains("@") else { fatalError("missing data for item \(index) without @") }
  case .failure(.tooManyExpressions(let count)):
    if count <= MathPlot.maximumExpressions { fatalError("\(count) expressions refused") }
  case .failure(.invalidSize):
    fatalError("a valid size refused")
  case .failure(.logarithmicAxis(let reason)):
    if scale == .linear || reason.isEmpty { fatalError("a logarithmic axis refused on \(scale) axes: '\(reason)'") }
  case .failure(.area(let reason)):
    if size % 2 == 0 { fatalError("an area refused with none asked: '\(reason)'") }
    if scale == .linear, !reason.contains("is not a function of x") { fatalError("an area refused on linear axes: '\(reason)'") }
  }
  return 0
}
