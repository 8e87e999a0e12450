// The WebAssembly module's exports: the commands' outputs for JavaScript (Web/curvekit.mjs).
// Compiled in Embedded Swift with the core modules (Web/build.sh). Each call returns a result
// block the caller frees with `ck_free` (support.c): a 32-bit status (0 done, 1 an invalid expression or
// parameter, 2 an option refused, 3 an option of the wrong kind), a 32-bit byte count, then that many bytes of UTF-8: the
// command's output, or for status 1 "kind\toffset\tcolumn\tpath\tmessage" (offset and column
// empty when the error has no place, path empty but for a frame's rejection).
import CurveAnalysis
import CurveExpression
import CurveFrame
import CurvePlot
import CurveReports
import CurveSampling
import _CurveText

/// A result block: status, length, bytes (malloc'd; the caller frees it).
private func result(_ status: Int32, _ text: String) -> UnsafeMutableRawPointer? {
  var text = text
  return text.withUTF8 { result(status, UnsafeRawBufferPointer($0)) }
}

private func result(_ status: Int32, bytes: [UInt8]) -> UnsafeMutableRawPointer? {
  bytes.withUnsafeBytes { result(status, $0) }
}

private func result(_ status: Int32, _ bytes: UnsafeRawBufferPointer) -> UnsafeMutableRawPointer? {
  guard let block = allocate(8 + bytes.count) else { return nil }
  block.storeBytes(of: status, as: Int32.self)
  block.storeBytes(of: Int32(bytes.count), toByteOffset: 4, as: Int32.self)
  if let base = bytes.baseAddress { (block + 8).copyMemory(from: base, byteCount: bytes.count) }
  return block
}

private func text(_ pointer: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
  guard let pointer, count > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: pointer, count: count))
}

/// `ck_alloc` (support.c): the C library's allocator, which JavaScript frees with `ck_free`.
/// (The Embedded runtime reserves the names `malloc` and `free` for itself.)
@_extern(c, "ck_alloc") func allocate(_ size: Int) -> UnsafeMutableRawPointer?

/// The longest name (a parameter's, a data series', a column's) in bytes: the command's longest
/// argument, which the JavaScript and Python callers read from here to refuse one before copying it in.
@_cdecl("ck_name_bytes")
public func ckNameBytes() -> Int { ArgumentLimit.maximumBytes }

/// `curve evaluate --format json`: `options` is one JSON object of `Evaluation.optionTable`'s
/// names (status 2 for a value refused or options that do not fit together, 3 for a value of
/// the wrong kind).
@_cdecl("ck_evaluate")
public func ckEvaluate(
  _ source: UnsafePointer<UInt8>?, _ sourceCount: Int, _ optionsJSON: UnsafePointer<UInt8>?, _ optionsCount: Int
) -> UnsafeMutableRawPointer? {
  let expression = text(source, sourceCount)
  var options = Evaluation.Options()
  if let refused = decode(optionsJSON, optionsCount, Evaluation.optionTable, into: &options) { return refused }
  do throws(Evaluation.Failure) {
    return result(0, bytes: EvaluationReport.json(try Evaluation.evaluate(utf8: expression, options)))
  } catch {
    return refusal(error, in: expression)
  }
}

/// An evaluation's failure as `ck_evaluate` answers it: status 1 for the expression's or a
/// parameter's error at its place, 2 for an option's.
private func refusal(_ error: Evaluation.Failure, in expression: [UInt8]) -> UnsafeMutableRawPointer? {
  switch error {
  case .parameter(let error), .expression(let error):
    return result(1, failure(error, in: String(decoding: expression, as: UTF8.self)))
  default:
    return result(2, error.optionMessage(flags: false) ?? "")
  }
}

/// `ck_evaluate` at `count` points read from `xs` (finite, at least one, at most
/// `Evaluation.maximumPoints`; the caller checks), the values written to `ys` instead of into the
/// text: for arrays in and out without decimal text. The report is `ck_evaluate`'s with no
/// samples (`"samples": []`); a y the report would write as `null` (not finite) is NaN, so the
/// values are the JSON path's bit for bit. `options` takes `parameters` and `derivative`.
@_cdecl("ck_evaluate_values")
public func ckEvaluateValues(
  _ source: UnsafePointer<UInt8>?, _ sourceCount: Int, _ optionsJSON: UnsafePointer<UInt8>?, _ optionsCount: Int,
  _ xs: UnsafePointer<Double>?, _ ys: UnsafeMutablePointer<Double>?, _ count: Int
) -> UnsafeMutableRawPointer? {
  guard let xs, let ys, count > 0 else { return result(2, "at: no points were given") }
  let expression = text(source, sourceCount)
  var options = Evaluation.Options()
  if let refused = decode(optionsJSON, optionsCount, Evaluation.optionTable, into: &options) { return refused }
  options.points = Array(UnsafeBufferPointer(start: xs, count: count))
  do throws(Evaluation.Failure) {
    let evaluation = try Evaluation.evaluate(utf8: expression, options)
    for (index, y) in evaluation.ys.enumerated() { ys[index] = y.isFinite ? y : .nan }
    return result(0, bytes: EvaluationReport.json(evaluation, samples: false))
  } catch {
    return refusal(error, in: expression)
  }
}

// MARK: Compiled programs, for evaluating many times

/// How many compiled programs the module holds at once. JavaScript holds any number of programs
/// (each keeps its own source and parameters) and keeps at most this many compiled here, evicting
/// the longest resident and compiling an evicted one again when it is next used; so the module's
/// memory stays bounded however many programs are held, and whether or not they are released.
private let programSlots = 128

/// The compiled programs by slot, and each slot's generation: a handle is `generation ×
/// programSlots + slot`, so a handle released (or never made) finds nothing, however often its
/// slot is used again. The registers their batches use are shared (the module runs one call at a
/// time).
nonisolated(unsafe) private var programs = [CompiledExpression?](repeating: nil, count: programSlots)
nonisolated(unsafe) private var generations = [Int](repeating: 0, count: programSlots)

/// The registers of every program's batches.
nonisolated(unsafe) private let sharedWorkspace = EvaluationWorkspace()

/// The program a handle names, or nil for one released, stale or never made.
private func program(_ handle: Int) -> CompiledExpression? {
  guard handle > 0 else { return nil }
  let slot = handle % programSlots
  guard generations[slot] == handle / programSlots else { return nil }
  return programs[slot]
}

/// How many programs the module holds compiled at once (JavaScript evicts before it compiles more).
@_cdecl("ck_program_slots")
public func ckProgramSlots() -> Int { programSlots }

/// Compiles `source` with the parameters (as `ck_evaluate` takes them) into a free slot. Status 0
/// answers the program's handle in decimal (release it with `ck_release`); status 1 is the error,
/// status 2 that every slot is taken.
@_cdecl("ck_compile")
public func ckCompile(
  _ source: UnsafePointer<UInt8>?, _ sourceCount: Int, _ names: UnsafePointer<UInt8>?, _ namesCount: Int,
  _ values: UnsafePointer<Double>?, _ valueCount: Int
) -> UnsafeMutableRawPointer? {
  guard let slot = programs.firstIndex(where: { $0 == nil }) else {
    return result(2, "\(programSlots) programs are compiled, the most the module holds: release one first")
  }
  let (compiled, rejected) = compile(source, sourceCount, names, namesCount, values, valueCount)
  guard let compiled else { return rejected }
  // Generations wrap long before a handle leaves an Int32 (JavaScript passes it as one).
  generations[slot] = generations[slot] % (Int(Int32.max) / programSlots - 1) + 1
  programs[slot] = compiled
  return result(0, "\(generations[slot] * programSlots + slot)")
}

/// The expression compiled with its parameters, or the result block that refuses them (status 2
/// for names and values that do not pair up, 1 for the expression's or a parameter's error).
private func compile(
  _ source: UnsafePointer<UInt8>?, _ sourceCount: Int, _ names: UnsafePointer<UInt8>?, _ namesCount: Int,
  _ values: UnsafePointer<Double>?, _ valueCount: Int
) -> (CompiledExpression?, UnsafeMutableRawPointer?) {
  let expression = text(source, sourceCount)
  guard let parameters = parameters(names, namesCount, values, valueCount) else {
    return (nil, unpaired(names, namesCount))
  }
  do throws(ExpressionError) {
    return (try CompiledExpression(utf8: expression, parameters: try ParameterSet(parameters), language: .mathPlot), nil)
  } catch {
    return (nil, result(1, failure(error, in: String(decoding: expression, as: UTF8.self))))
  }
}

/// The batch VM over `count` points of `xs` into `ys` (the same values as `ck_evaluate`); NaN
/// for a handle that names no program.
@_cdecl("ck_evaluate_batch")
public func ckEvaluateBatch(_ handle: Int, _ xs: UnsafePointer<Double>?, _ ys: UnsafeMutablePointer<Double>?, _ count: Int) {
  guard let xs, let ys, count > 0 else { return }
  let out = UnsafeMutableBufferPointer(start: ys, count: count)
  guard let program = program(handle) else { return out.update(repeating: .nan) }
  program.evaluate(UnsafeBufferPointer(start: xs, count: count), into: out, workspace: sharedWorkspace)
}

/// The scalar VM at one point; NaN for a handle that names no program.
@_cdecl("ck_evaluate_point")
public func ckEvaluatePoint(_ handle: Int, _ x: Double) -> Double {
  program(handle)?.evaluate(at: x) ?? .nan
}

/// Frees a program's slot; a handle that names no program (released already) is ignored.
@_cdecl("ck_release")
public func ckRelease(_ handle: Int) {
  guard program(handle) != nil else { return }
  programs[handle % programSlots] = nil
}

/// Parameter names joined by "\n", paired with their values; nil when the counts differ or a
/// name is too long (`unpaired` says which).
private func parameters(
  _ names: UnsafePointer<UInt8>?, _ namesCount: Int, _ values: UnsafePointer<Double>?, _ valueCount: Int
) -> [(String, Double)]? {
  guard valueCount > 0, let values else { return [] }
  let split = text(names, namesCount).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  guard split.count == valueCount, split.allSatisfy({ $0.count <= ArgumentLimit.maximumBytes }) else { return nil }
  return split.enumerated().map { (String(decoding: $0.element, as: UTF8.self), values[$0.offset]) }
}

/// The refusal for parameters `parameters(…)` did not take.
private func unpaired(_ names: UnsafePointer<UInt8>?, _ namesCount: Int) -> UnsafeMutableRawPointer? {
  let split = text(names, namesCount).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  if let long = split.first(where: { $0.count > ArgumentLimit.maximumBytes }) {
    return result(2, "parameters: a name is \(long.count) bytes; a name is at most \(ArgumentLimit.maximumBytes)")
  }
  return result(2, "parameters: the names and the values do not pair up")
}

/// An error in a text as the module reports it: its code, its place (offset and column, in
/// characters, as the command's) and the command's message with its caret. `heading` goes before
/// the message (the plot command's "expression N: ").
private func failure(_ error: some LocatedError, in source: String, heading: String = "") -> String {
  let place = error.range.map { "\($0.lowerBound)\t\($0.lowerBound + 1)" } ?? "\t"
  return "\(error.code)\t\(place)\t\t\(heading)\(error.rendered(in: source))"
}

/// `curve validate --format json`: `options` is one JSON object of `FrameOptions.validateTable`'s
/// names (status 2 for a value refused, 3 for one of the wrong kind).
@_cdecl("ck_validate")
public func ckValidate(
  _ body: UnsafePointer<UInt8>?, _ count: Int, _ optionsJSON: UnsafePointer<UInt8>?, _ optionsCount: Int
) -> UnsafeMutableRawPointer? {
  var options = FrameOptions()
  if let refused = decode(optionsJSON, optionsCount, FrameOptions.validateTable, into: &options) { return refused }
  return result(0, FrameReportJSON.validation(report(body, count, options.canvas)))
}

/// The report the frame commands make of a body (an oversized one as the command reports it),
/// read in place.
private func report(_ body: UnsafePointer<UInt8>?, _ count: Int, _ canvas: CanvasSize) -> FrameReport {
  if count > FrameValidator.maximumBodyBytes { return FrameBody.tooLarge(afterReading: FrameBody.bytesRead(ofBodyOf: count), canvas: canvas) }
  return FrameValidator.validate(UnsafeBufferPointer(start: body, count: body == nil ? 0 : count), canvas: canvas)
}

/// For the commands that need an accepted frame: the result block of its rejection, else nil.
private func rejection(_ frame: FrameReport) -> UnsafeMutableRawPointer? {
  guard case .rejected(let problem) = frame.verdict else { return nil }
  return result(1, "\(problem.code.rawValue)\t\t\t\(problem.path)\terror: frame rejected: \(problem.path): \(problem.message)")
}

/// `curve geometry [--analysis]`: `options` is one JSON object of `FrameOptions.geometryTable`'s
/// names (status 1 with the reason when the frame is rejected, as the command refuses it).
@_cdecl("ck_geometry")
public func ckGeometry(
  _ body: UnsafePointer<UInt8>?, _ count: Int, _ optionsJSON: UnsafePointer<UInt8>?, _ optionsCount: Int
) -> UnsafeMutableRawPointer? {
  var options = FrameOptions()
  if let refused = decode(optionsJSON, optionsCount, FrameOptions.geometryTable, into: &options) { return refused }
  let frame = report(body, count, options.canvas)
  if let rejected = rejection(frame) { return rejected }
  return result(0, FrameReportJSON.geometry(frame.layers.filter { $0.type == .curve }, on: options.canvas, analysis: options.analysis))
}

/// `curve plot -o - FILE`: the widget preview's SVG; `options` is one JSON object of
/// `FrameOptions.previewTable`'s names (the canvas, the scale, the card).
@_cdecl("ck_plot_frame")
public func ckPlotFrame(
  _ body: UnsafePointer<UInt8>?, _ count: Int, _ optionsJSON: UnsafePointer<UInt8>?, _ optionsCount: Int
) -> UnsafeMutableRawPointer? {
  var options = FrameOptions()
  if let refused = decode(optionsJSON, optionsCount, FrameOptions.previewTable, into: &options) { return refused }
  let frame = report(body, count, options.canvas)
  if let rejected = rejection(frame) { return rejected }
  return result(0, WidgetPreview.svg(frame, scale: Double(options.scale), appearance: options.appearance))
}

/// The largest options document in bytes (`ArgumentLimit.requestBytes`), which JavaScript and
/// Python read from here to refuse a longer one before copying it in.
@_cdecl("ck_request_bytes")
public func ckRequestBytes() -> Int { ArgumentLimit.requestBytes }

/// `curve plot -o - -- ITEM…`: the math plot's SVG. The items are laid end to end, `lengths`
/// their byte counts; `options` is one JSON object of `MathPlot.optionTable`'s names (decoded
/// by the table, as the command's arguments are); `data` holds `dataCount` pairs of a name and
/// its CSV, `dataLengths` their byte counts (a CSV over the limit is not copied: its count
/// negated), for the `@NAME` items. An option refused is status 2, or 3 for a value of the
/// wrong kind. With `view` not 0 the SVG follows a line of `PlotViewJSON`: where the plot and
/// its axes lie in it.
@_cdecl("ck_plot_expressions")
public func ckPlotExpressions(
  _ sources: UnsafePointer<UInt8>?, _ lengths: UnsafePointer<Int32>?, _ expressionCount: Int,
  _ optionsJSON: UnsafePointer<UInt8>?, _ optionsCount: Int,
  _ data: UnsafePointer<UInt8>?, _ dataLengths: UnsafePointer<Int32>?, _ dataCount: Int, _ view: Int
) -> UnsafeMutableRawPointer? {
  let expressions = strings(sources, lengths, Swift.max(0, expressionCount)).map { $0 ?? "" }
  var options = MathPlot.Options()
  if let refused = decode(optionsJSON, optionsCount, MathPlot.optionTable, handledElsewhere: ["data"], into: &options) { return refused }
  switch dataSeries(expressions, fields(data, dataLengths, 2 * Swift.max(0, dataCount)), dataLengths, options.columns) {
  case .success(let read): options.data = read
  case .failure(let failed): return result(failed.status, failed.text)
  }
  do throws(MathPlot.Failure) {
    let drawing = try MathPlot.draw(expressions, options)
    return result(0, view == 0 ? drawing.svg : PlotViewJSON.json(drawing) + "\n" + drawing.svg)
  } catch {
    switch error {
    case .item(let index, let error):
      return result(1, failure(error, in: expressions[index], heading: "expression \(index + 1): "))
    case .missingData(let index, let name):
      return result(2, "expression \(index + 1): no data for @\(TerminalText.safe(name)); give its CSV in the data option, by that name")
    case .tooManyExpressions(let count):
      return result(2, "\(count) expressions; a plot draws at most \(MathPlot.maximumExpressions)")
    case .invalidSize:
      return result(2, "the size must be 1–\(Int(MathPlot.maximumSide)) pt on each side")
    case .logarithmicAxis(let reason), .area(let reason):
      return result(2, reason)
    }
  }
}

/// Decodes an options document into `target` by `table`; nil when it is read, else the result
/// to return: status 3 for JSON that is not one object or a value of the wrong kind, 2 for a
/// value out of range.
private func decode<Target>(
  _ json: UnsafePointer<UInt8>?, _ count: Int, _ table: [OptionSpec<Target>], handledElsewhere: [String] = [], into target: inout Target
) -> UnsafeMutableRawPointer? {
  guard count <= ArgumentLimit.requestBytes else {
    return result(2, "the options are \(count) bytes; at most \(ArgumentLimit.requestBytes) are read")
  }
  let parsed: JSONValue
  do throws(JSONError) {
    parsed = try JSONParser.parse(UnsafeBufferPointer(start: json, count: json == nil ? 0 : Swift.max(0, count)))
  } catch {
    return result(3, "the options are not JSON: \(error)")
  }
  guard case .object(let object) = parsed else { return result(3, "the options must be an object, got \(parsed.typeName)") }
  do throws(OptionError) {
    try decodeOptions(object, table: table, handledElsewhere: handledElsewhere, into: &target)
  } catch {
    return result(error.isWrongKind ? 3 : 2, TerminalText.safe(error.message))
  }
  return nil
}

/// What to return in place of a plot: a status and its text.
private struct Refusal: Error {
  let status: Int32
  let text: String
}

/// The data series the `@NAME` items name, from `fields` (name, CSV, name, CSV, …) read with
/// `columns`; or why the first cannot be read, as the command words it (escaped as it escapes
/// it). A CSV's length below −1 in `lengths` is one left out for being over the limit: −length
/// bytes.
private func dataSeries(
  _ expressions: [String], _ fields: [[UInt8]?], _ lengths: UnsafePointer<Int32>?, _ columns: DataSeries.Columns
) -> Result<[String: DataSeries], Refusal> {
  let limit = ArgumentLimit.maximumBytes
  if let long = stride(from: 0, to: fields.count, by: 2).first(where: { (fields[$0]?.count ?? 0) > limit }) {
    return .failure(Refusal(status: 2, text: "data: a name is \(fields[long]?.count ?? 0) bytes; a name is at most \(limit)"))
  }
  var given: [String: Result<[UInt8], DataSeriesError>] = [:]
  for pair in stride(from: 0, to: fields.count - 1, by: 2) {
    let length = Int(lengths?[pair + 1] ?? -1)
    given[String(decoding: fields[pair] ?? [], as: UTF8.self)] = length < -1 ? .failure(.tooLarge(bytes: -length, limit: DataSeries.maximumBytes)) : .success(fields[pair + 1] ?? [])
  }
  var series: [String: DataSeries] = [:]
  for (index, expression) in expressions.enumerated() {
    guard let name = PlotItem(expression).dataName, series[name] == nil, let csv = given[name] else { continue }
    do throws(DataSeriesError) {
      series[name] = try DataSeries(csv: try csv.get(), columns: columns)
    } catch {
      let message = "expression \(index + 1): error: @\(TerminalText.safe(name)): \(TerminalText.safe(error.description))"
      // Placed by line in the data, not in the item's text: no offset or column.
      return .failure(Refusal(status: 1, text: "\(error.code)\t\t\t\t\(message)"))
    }
  }
  return .success(series)
}

/// `curve analyze --format json -- EXPRESSION…`: the expressions laid end to end as
/// `ck_plot_expressions` takes them; `options` one JSON object of `CurveAnalyzer.optionTable`'s
/// names (status 2 for a value refused, 3 for one of the wrong kind).
@_cdecl("ck_analyze")
public func ckAnalyze(
  _ sources: UnsafePointer<UInt8>?, _ lengths: UnsafePointer<Int32>?, _ expressionCount: Int,
  _ optionsJSON: UnsafePointer<UInt8>?, _ optionsCount: Int
) -> UnsafeMutableRawPointer? {
  let expressions = fields(sources, lengths, Swift.max(0, expressionCount)).map { $0 ?? [] }
  var options = CurveAnalyzer.Options()
  if let refused = decode(optionsJSON, optionsCount, CurveAnalyzer.optionTable, into: &options) { return refused }
  do throws(CurveAnalyzer.Failure) {
    let analysis = try CurveAnalyzer.analyze(utf8: expressions, options)
    return result(0, AnalysisReportJSON.json(analysis.report, parameters: analysis.parameters))
  } catch {
    switch error {
    case .parameter(let error):
      return result(1, failure(error, in: ""))
    case .expression(let index, let error):
      let source = String(decoding: expressions[index], as: UTF8.self)
      return result(1, failure(error, in: source, heading: expressions.count > 1 ? "expression \(index + 1): " : ""))
    case .expressionCount(let count):
      return result(2, "\(count) expressions; an analysis takes 1 to \(CurveAnalyzer.maximumCurves)")
    case .invalidDomain:
      return result(2, "the domain ends must be finite and differ")  // the table refuses these first
    }
  }
}

/// `curve integrate --format json -- EXPRESSION…`: the expressions laid end to end as
/// `ck_plot_expressions` takes them; `options` one JSON object of `CurveIntegral.optionTable`'s
/// names (status 2 for a value refused or a domain missing, 3 for one of the wrong kind).
@_cdecl("ck_integrate")
public func ckIntegrate(
  _ sources: UnsafePointer<UInt8>?, _ lengths: UnsafePointer<Int32>?, _ expressionCount: Int,
  _ optionsJSON: UnsafePointer<UInt8>?, _ optionsCount: Int
) -> UnsafeMutableRawPointer? {
  let expressions = fields(sources, lengths, Swift.max(0, expressionCount)).map { $0 ?? [] }
  var options = CurveIntegral.Options()
  if let refused = decode(optionsJSON, optionsCount, CurveIntegral.optionTable, into: &options) { return refused }
  do throws(CurveIntegral.Failure) {
    let integration = try CurveIntegral.integrate(utf8: expressions, options)
    return result(0, IntegralReportJSON.json(integration.integrals, parameters: integration.parameters))
  } catch {
    switch error {
    case .parameter(let error):
      return result(1, failure(error, in: ""))
    case .expression(let index, let error):
      let source = String(decoding: expressions[index], as: UTF8.self)
      return result(1, failure(error, in: source, heading: expressions.count > 1 ? "expression \(index + 1): " : ""))
    case .expressionCount, .missingDomain, .invalidDomain, .invalidTolerance:
      return result(2, error.optionMessage(flags: false) ?? "")
    }
  }
}

/// `curve fit --format json --data - -- MODEL`: `model` the expression in x with parameters, `csv`
/// the rows (at most `DataSeries.maximumDataBytes`), `options` one JSON object of
/// `CurveFit.optionTable`'s names (status 2 for a value refused or a parameter with no start, 3
/// for one of the wrong kind; status 1 for the model, a start's name, or the data: its line, no
/// rows, too many values or too much work).
@_cdecl("ck_fit")
public func ckFit(
  _ modelSource: UnsafePointer<UInt8>?, _ modelCount: Int, _ csvBytes: UnsafePointer<UInt8>?, _ csvCount: Int,
  _ optionsJSON: UnsafePointer<UInt8>?, _ optionsCount: Int
) -> UnsafeMutableRawPointer? {
  let model = text(modelSource, modelCount)
  var request = CurveFit.Request()
  if let refused = decode(optionsJSON, optionsCount, CurveFit.optionTable, into: &request) { return refused }
  guard csvCount <= DataSeries.maximumDataBytes else {
    let error = DataSeriesError.tooLarge(bytes: csvCount, limit: DataSeries.maximumDataBytes)
    return result(1, "\(error.code)\t\t\t\tdata: \(error.description)")
  }
  do throws(CurveFit.RequestFailure) {
    return result(0, FitReportJSON.json(try CurveFit.fit(utf8: model, csv: text(csvBytes, csvCount), request)))
  } catch {
    switch error {
    case .data(let error):
      // Placed by line in the data: no offset or column.
      return result(1, "\(error.code)\t\t\t\tdata: \(TerminalText.safe(error.description))")
    case .fit(.parameter(let error)):
      return result(1, failure(error, in: ""))
    case .fit(.model(let error)):
      return result(1, failure(error, in: String(decoding: model, as: UTF8.self)))
    case .fit(let failure) where failure.code != nil:
      // The data's failures (no rows, too many values, too much work), named by their code.
      return result(1, "\(failure.code?.rawValue ?? "")\t\t\t\tdata: \(failure.optionMessage(flags: false) ?? "")")
    case .fit(let failure):
      return result(2, failure.optionMessage(flags: false) ?? "")
    }
  }
}

/// `curve reduce --format json FILE`: `csv` the rows (at most `CurveReduction.maximumBytes`: past
/// it, only the count is passed, and it is refused unread), `options` one JSON object of
/// `CurveReduction.optionTable`'s names. Status 2 for a value refused or no size, 3 for one of the
/// wrong kind (checked before the rows are read, as the command checks its arguments); status 1
/// for the data: a data series' error (its line), or `CurveReduction.Failure.Code`'s (no rows, too
/// many, a value not finite or x not increasing, with the row's line).
@_cdecl("ck_reduce")
public func ckReduce(
  _ csvBytes: UnsafePointer<UInt8>?, _ csvCount: Int, _ optionsJSON: UnsafePointer<UInt8>?, _ optionsCount: Int
) -> UnsafeMutableRawPointer? {
  var request = CurveReduction.Request()
  if let refused = decode(optionsJSON, optionsCount, CurveReduction.optionTable, into: &request) { return refused }
  // The command's order: the size, then the options' ranges, then the rows.
  guard request.hasSize else { return result(2, CurveReduction.RequestFailure.missingSizeMessage(flags: false)) }
  do throws(CurveReduction.Failure) {
    try request.options.validate()
  } catch {
    return result(2, error.message(flags: false, line: nil))
  }
  guard csvCount <= CurveReduction.maximumBytes else {
    let error = DataSeriesError.tooLarge(bytes: csvCount, limit: CurveReduction.maximumBytes)
    return result(1, "\(error.code)\t\t\t\tdata: \(error.description)")
  }
  do throws(CurveReduction.RequestFailure) {
    return result(0, ReductionReportJSON.json(try CurveReduction.reduce(csv: text(csvBytes, csvCount), request)))
  } catch {
    switch error {
    case .missingSize:
      return result(2, CurveReduction.RequestFailure.missingSizeMessage(flags: false))
    case .data(let error):
      // Placed by line in the data: no offset or column.
      return result(1, "\(error.code)\t\t\t\tdata: \(TerminalText.safe(error.description))")
    case .reduction(let failure, let line):
      // The data's failures by their code; the options' (refused above already) as options.
      guard let code = failure.code else { return result(2, failure.message(flags: false, line: line)) }
      return result(1, "\(code.rawValue)\t\t\t\tdata: \(failure.message(flags: false, line: line))")
    }
  }
}

/// `curve relation`: one line of JSON (the size, the counts, the work; `RelationJSON.header`), a
/// newline, then a byte a pixel as the PGM has them (0, 128 or 255; row 0 at the top). `options`
/// is one JSON object of `Relation.optionTable`'s names (status 2 for a value refused, or bounds
/// the classifier cannot take; 3 for a value of the wrong kind).
@_cdecl("ck_relation")
public func ckRelation(
  _ source: UnsafePointer<UInt8>?, _ count: Int, _ optionsJSON: UnsafePointer<UInt8>?, _ optionsCount: Int
) -> UnsafeMutableRawPointer? {
  let relation = String(decoding: text(source, count), as: UTF8.self)
  var options = Relation.Options()
  if let refused = decode(optionsJSON, optionsCount, Relation.optionTable, into: &options) { return refused }
  let classification: RelationClassification
  do throws(RelationError) {
    classification = try Relation.classify(relation, options)
  } catch {
    if case .bounds(let reason) = error { return result(2, reason) }
    return result(1, failure(error, in: relation))
  }
  let bytes = Array((RelationJSON.header(classification) + "\n").utf8) + classification.pixels
  return bytes.withUnsafeBytes { result(0, $0) }
}

/// What a math plot makes of one item (`PlotItem`), compiled with the parameters as
/// `ck_evaluate` takes them: its kind and text ("function\t" and the expression in x,
/// "functionOfY\t", "parametric\t(A, B)", "polar\t", "relation\t", "definition\tNAME(A) = BODY"),
/// or its error as `ck_plot_expressions` reports it.
@_cdecl("ck_plot_item")
public func ckPlotItem(
  _ source: UnsafePointer<UInt8>?, _ count: Int, _ names: UnsafePointer<UInt8>?, _ namesCount: Int, _ values: UnsafePointer<Double>?,
  _ valueCount: Int
) -> UnsafeMutableRawPointer? {
  let itemText = String(decoding: text(source, count), as: UTF8.self)
  guard let pairs = parameters(names, namesCount, values, valueCount) else {
    return unpaired(names, namesCount)
  }
  do throws(MathPlot.Failure) {
    try MathPlot.check([itemText], parameters: pairs)
  } catch {
    switch error {
    case .item(_, let error): return result(1, failure(error, in: itemText))
    case .tooManyExpressions, .invalidSize, .missingData, .logarithmicAxis, .area: return result(2, "one item is checked at a time")
    }
  }
  let item = PlotItem(itemText)
  return result(0, item.kind.rawValue + "\t" + item.text)
}

// MARK: The vocabulary: the code and choice lists, for the generated types

/// Every code and choice list the module answers or takes, read from the Swift types that define
/// them, as one JSON document: `{"version": 1, "lists": {NAME: {"about": TEXT, "values": [WORD…]}},
/// "families": {NAME: [WIDTH, HEIGHT]}}`. `Web/tools/generate_types.mjs` writes the TypeScript
/// unions and Python's `Literal`s from it, and the tests regenerate them and compare; the JS and
/// Python packages check options against these lists too. (Sections for the operations' options
/// can be added beside `lists`.)
@_cdecl("ck_vocabulary")
public func ckVocabulary() -> UnsafeMutableRawPointer? {
  let lists = [
    list("ExpressionErrorKind", "What an expression error is (ExpressionError.Kind's code in CurveExpression).", ExpressionError.Kind.Code.self),
    // `bounds` never reaches JavaScript or Python as a CurveError: ck_relation answers it as an
    // invalid option (status 2), a RangeError or ValueError like every option's.
    list("RelationErrorKind", "What a relation error is beyond a side's expression error (RelationError's code in CurveAnalysis).",
      RelationError.Code.allCases.filter { $0 != .bounds }.map { $0.rawValue }),
    list("PlaneCurveErrorKind", "What a plane curve's error is beyond an expression error (PlaneCurveError's code in CurveAnalysis).", PlaneCurveError.Code.self),
    list("DataSeriesErrorKind", "Why a data series cannot be read (DataSeriesError's code in CurveFrame).", DataSeriesError.Code.self),
    list("ProblemCode", "A frame problem's code (ProblemCode in CurveSampling): decide by it, not by the message.", ProblemCode.self),
    list("ProblemEffect", "What a problem does to the picture (ProblemEffect in CurveSampling).", ProblemEffect.self),
    list("LayerType", "A layer's type (LayerType in CurveFrame).", LayerType.self),
    list("CurveMode", "How a curve layer is drawn: through its points or its expression (CurveMode in CurveSampling).", CurveMode.self),
    list("Interpolation", "How samples are joined: d3's curveLinear, curveStepAfter, curveMonotoneX (Interpolation in CurveSampling).", Interpolation.self),
    list("BreakKind", "What a curve does at a break (CurveBreak.Kind in CurveSampling).", CurveBreak.Kind.self),
    list("BreakDecision", "How a break was decided (CurveBreak.Decision in CurveSampling).", CurveBreak.Decision.Code.self),
    list("PointKind", "What a point of interest is (PointOfInterest.Kind in CurveAnalysis).", PointOfInterest.Kind.self),
    list("PieceSign", "The sign of f on a piece, when proven (CurvePiece.Sign in CurveAnalysis).", CurvePiece.Sign.self),
    list("PieceSlope", "Which way f goes on a piece, when proven (CurvePiece.Slope in CurveAnalysis).", CurvePiece.Slope.self),
    list("PieceConcavity", "Which way f bends on a piece, when proven (CurvePiece.Concavity in CurveAnalysis).", CurvePiece.Concavity.self),
    list("FitErrorKind", "Why rows cannot be fitted, beyond a data series' or an expression's error (CurveFit.Failure in CurveAnalysis).", CurveFit.Failure.Code.self),
    list("ReduceErrorKind", "Why rows cannot be reduced, beyond a data series' error (CurveReduction.Failure in CurveSampling).", CurveReduction.Failure.Code.self),
    list("IntegralStatus", "What an integral's bounds prove (CurveIntegral.Status in CurveAnalysis).", CurveIntegral.Status.self),
    list("PlotItemKind", "What a math plot makes of an item (PlotItem in CurveAnalysis).", PlotItem.Kind.self),
    list("Family", "A widget family, whose canvas a frame is laid out on (CanvasSize.families in CurveFrame).", CanvasSize.families.map { $0.name }),
    list("Appearance", "The card a widget preview is drawn on (WidgetPreview.Appearance in CurvePlot).", WidgetPreview.Appearance.self),
    list("Theme", "The page a math plot is drawn on (MathPlot.Theme in CurvePlot).", MathPlot.Theme.self),
    list("Aspect", "How a math plot's units compare on its axes (MathPlot.Aspect in CurvePlot).", MathPlot.Aspect.self),
    list("AxisScale", "How values are laid along an axis (AxisScale in CurveSampling).", AxisScale.self),
    list("Marks", "How a math plot draws a data series (MathPlot.Marks in CurvePlot).", MathPlot.Marks.self),
    list("LegendPlacement", "Where a math plot's legend goes (MathPlot.LegendPlacement in CurvePlot).", MathPlot.LegendPlacement.self),
  ]
  // Each operation's option table, by the operation's name in JavaScript.
  let tables = [
    table("evaluate", Evaluation.optionTable), table("validate", FrameOptions.validateTable),
    table("geometry", FrameOptions.geometryTable), table("plotFrame", FrameOptions.previewTable),
    table("plotExpressions", MathPlot.optionTable), table("analyze", CurveAnalyzer.optionTable),
    table("relation", Relation.optionTable), table("integrate", CurveIntegral.optionTable),
    table("fit", CurveFit.optionTable), table("reduce", CurveReduction.optionTable),
  ]
  let families = CanvasSize.families.map { JSONText.string($0.name) + ": [" + DecimalText.json($0.size.width) + ", " + DecimalText.json($0.size.height) + "]" }
  return result(0, "{\"version\": 1,\n \"lists\": {\n  " + lists.joined(separator: ",\n  ") + "},\n \"families\": {" + families.joined(separator: ", ") + "},\n \"options\": {" + tables.joined(separator: ",\n  ") + "}}\n")
}

/// One operation's option table in the vocabulary: its rows, as JSON.
private func table<Target>(_ operation: String, _ rows: [OptionSpec<Target>]) -> String {
  JSONText.string(operation) + ": [\n   " + rows.map { $0.json }.joined(separator: ",\n   ") + "]"
}

/// One list of the vocabulary: its name (the type's, in TypeScript and Python), what it is, and
/// its words.
private func list(_ name: String, _ about: String, _ values: [String]) -> String {
  JSONText.string(name) + ": {\"about\": " + JSONText.string(about) + ", \"values\": [" + values.map { JSONText.string($0) }.joined(separator: ", ") + "]}"
}

/// One list of the vocabulary: an enum's cases, by their raw values, in declaration order.
private func list<Words: CaseIterable & RawRepresentable>(_ name: String, _ about: String, _ type: Words.Type) -> String where Words.RawValue == String {
  list(name, about, Words.allCases.map { $0.rawValue })
}

/// `count` strings laid end to end in `bytes`, `lengths` their byte counts (a negative one is
/// a string not given).
private func strings(_ bytes: UnsafePointer<UInt8>?, _ lengths: UnsafePointer<Int32>?, _ count: Int) -> [String?] {
  fields(bytes, lengths, count).map { $0.map { String(decoding: $0, as: UTF8.self) } }
}

/// `count` byte strings laid end to end in `bytes`, `lengths` their byte counts (−1: not given).
private func fields(_ bytes: UnsafePointer<UInt8>?, _ lengths: UnsafePointer<Int32>?, _ count: Int) -> [[UInt8]?] {
  var fields: [[UInt8]?] = []
  var offset = 0
  for index in 0..<count {
    let length = Int(lengths?[index] ?? -1)
    guard length >= 0 else {
      fields.append(nil)
      continue
    }
    fields.append(text(bytes.map { $0 + offset }, length))
    offset += length
  }
  return fields
}
