// curve-bench: the 1,024-point hot path, measured against a native Swift loop in the same run.
//
//   swift run -c release curve-bench            # full run (about a minute)
//   swift run -c release curve-bench --quick    # a smoke run, under 30 s; timings not to be judged
//   swift run -c release curve-bench --json     # the same figures as JSON
//   swift run -c release curve-bench --only E4,E8   # rows E1–E9, path (the full curve path), breaks, validation
//
// Method: every sample times K back-to-back 1,024-point batches (K calibrated so a sample lasts
// at least 20 µs); engines are interleaved sample by sample with the starting engine rotated, so
// drift and noise hit all of them; reported are the median and the minimum ns per point.
// Compiles are timed one by one. Allocations are counted by interposing malloc.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CurveExpression
import CurveFrame
import CurveSampling
import _CurveAllocationCounter
import _CurveMathShims

struct Options {
  var quick = false
  var json = false
  var only: Set<String>?
}

var options = Options()
var argumentIndex = 1
let arguments = CommandLine.arguments
while argumentIndex < arguments.count {
  switch arguments[argumentIndex] {
  case "--quick": options.quick = true
  case "--json": options.json = true
  case "--only":
    argumentIndex += 1
    if argumentIndex < arguments.count { options.only = Set(arguments[argumentIndex].split(separator: ",").map(String.init)) }
  case "--help", "-h":
    print("usage: curve-bench [--quick] [--json] [--only E1,E4,…,path,validation]")
    exit(0)
  default:
    print("curve-bench: unknown argument '\(arguments[argumentIndex])' (see --help)")
    exit(2)
  }
  argumentIndex += 1
}

let sampleCount = options.quick ? 60 : 400
let compileCount = options.quick ? 60 : 300
let minimumSampleNanoseconds: UInt64 = 20_000

// MARK: Engines

/// One way to fill `ys` from `xs`: a native loop or an engine path.
struct Engine {
  var name: String
  var run: () -> Void
}

/// Runs the engines interleaved and returns ns per point for each, in order.
func measure(_ engines: [Engine], points: Int) -> [Summary] {
  // Warm up and calibrate K per engine.
  var repeats = [Int](repeating: 1, count: engines.count)
  for (index, engine) in engines.enumerated() {
    let warmStart = now()
    var runs = 0
    while now() - warmStart < 3_000_000 || runs < 20 {
      engine.run()
      runs += 1
    }
    let start = now()
    engine.run()
    let one = max(1, now() - start)
    repeats[index] = max(1, Int(minimumSampleNanoseconds / one) + 1)
  }
  var samples = [[Double]](repeating: [], count: engines.count)
  for sample in 0..<sampleCount {
    for offset in 0..<engines.count {
      let index = (sample + offset) % engines.count
      let k = repeats[index]
      let run = engines[index].run
      let start = now()
      for _ in 0..<k { run() }
      let elapsed = now() - start
      samples[index].append(Double(elapsed) / Double(k * points))
    }
  }
  return samples.map(Summary.init)
}

struct Row {
  var name: String
  var characters: Int
  var compile: Summary
  var native: Summary
  var batchExact: Summary
  var batchFast: Summary
  var scalar: Summary
  var allocationsPerBatch: Double
  var maxDifferenceFromNative: Double  // in ulps, exact batch vs native loop
  var maxFastError: Double  // max |fast − exact| / max |exact| over the batch (normwise relative)
}

func ulpDistance(_ a: Double, _ b: Double) -> Double {
  if a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) { return 0 }
  if !a.isFinite || !b.isFinite { return .infinity }
  func ordered(_ v: Double) -> Int64 {
    let bits = Int64(bitPattern: v.bitPattern)
    return bits < 0 ? Int64.min - bits : bits
  }
  return Double(abs(ordered(a) &- ordered(b)))
}

let parameterSet: ParameterSet
do { parameterSet = try ParameterSet(Suite.parameters) } catch { fatalError("benchmark parameters: \(error)") }
let parameterValues = Suite.parameters.map(\.1)
let xs = Suite.xs
var ysNative = [Double](repeating: 0, count: Suite.count)
var ysEngine = [Double](repeating: 0, count: Suite.count)
let workspace = EvaluationWorkspace()

var rows: [Row] = []
for expression in Suite.expressions where options.only?.contains(expression.name) ?? true {
  let program: CompiledExpression
  let fastProgram: CompiledExpression
  do {
    program = try CompiledExpression(expression.source, parameters: parameterSet)
    fastProgram = try CompiledExpression(expression.source, parameters: parameterSet, mode: .fast)
  } catch {
    fatalError("\(expression.name) does not compile: \(error)")
  }

  // Compile: tokenize + parse + compile, each timed on its own.
  var compileTimes: [Double] = []
  for repetition in 0..<(compileCount + 20) {
    let start = now()
    let compiled = try? CompiledExpression(expression.source, parameters: parameterSet)
    let elapsed = now() - start
    blackHole(compiled)
    if repetition >= 20 { compileTimes.append(Double(elapsed) / 1000) }
  }

  let summaries = xs.withUnsafeBufferPointer { x in
    ysNative.withUnsafeMutableBufferPointer { yn in
      ysEngine.withUnsafeMutableBufferPointer { ye in
        parameterValues.withUnsafeBufferPointer { p in
          let xBase = x.baseAddress!, nativeBase = yn.baseAddress!, engineBase = ye.baseAddress!, pBase = p.baseAddress!
          let engineBuffer = ye
          let engines = [
            Engine(name: "native") {
              expression.native(xBase, nativeBase, x.count, pBase)
              sink += nativeBase[511]
            },
            Engine(name: "batch exact") {
              program.evaluate(x, into: engineBuffer, workspace: workspace)
              sink += engineBase[511]
            },
            Engine(name: "batch fast") {
              fastProgram.evaluate(x, into: engineBuffer, workspace: workspace)
              sink += engineBase[511]
            },
            Engine(name: "scalar") {
              for i in 0..<x.count { engineBase[i] = program.evaluate(at: xBase[i]) }
              sink += engineBase[511]
            },
          ]
          return measure(engines, points: x.count)
        }
      }
    }
  }

  // Allocations and agreement, after the timings (the workspace is warm).
  let before = curve_allocation_count()
  for _ in 0..<100 {
    xs.withUnsafeBufferPointer { x in ysEngine.withUnsafeMutableBufferPointer { program.evaluate(x, into: $0, workspace: workspace) } }
  }
  let allocations = Double(curve_allocation_count() - before) / 100
  xs.withUnsafeBufferPointer { x in
    ysNative.withUnsafeMutableBufferPointer { expression.native(x.baseAddress!, $0.baseAddress!, x.count, parameterValues) }
    ysEngine.withUnsafeMutableBufferPointer { program.evaluate(x, into: $0, workspace: workspace) }
  }
  let difference = zip(ysNative, ysEngine).map { ulpDistance($0, $1) }.max() ?? 0
  let fastYs = fastProgram.evaluate(xs)
  // Normwise: a sum near zero turns a 2-ulp sin into thousands of ulps of the result, which says
  // nothing about the engine; the per-function ulp errors are measured by the test suite.
  let scale = ysEngine.map { Swift.abs($0) }.filter(\.isFinite).max() ?? 1
  let fastError = zip(fastYs, ysEngine).map { Swift.abs($0 - $1) }.max().map { $0 / max(scale, .leastNormalMagnitude) } ?? 0

  rows.append(
    Row(
      name: expression.name, characters: expression.source.count, compile: Summary(compileTimes),
      native: summaries[0], batchExact: summaries[1], batchFast: summaries[2], scalar: summaries[3],
      allocationsPerBatch: allocations, maxDifferenceFromNative: difference, maxFastError: fastError))
}

// MARK: The full curve path

/// compile + 1,024 evaluations + monotone path + 32 markers for E4, beside the evaluation alone.
///
/// Four ways of calling, each through its own workspace: the same layer again (its steady
/// state: the workspace reuses the program and the grid, whose inputs are unchanged); a new
/// parameter value every call (binds the new value to the parsed expression); a new expression
/// text every call (lexes, parses and compiles); a new parameter and domain every call (binds,
/// fills and maps the grid).
struct CurvePathCall {
  var name: String
  var key: String  // in --json
  var time: Summary  // µs per curve
  var allocated: Double  // blocks per call
  var freed: Double  // of those, freed before the call returns (scratch)
}

struct CurvePathRow {
  var evaluation: Summary  // µs per curve: batch evaluation of the 1,024-point grid
  var calls: [CurvePathCall]
}

@MainActor
func measureCurvePath() -> CurvePathRow {
  func spec(_ expression: String = "a*sin(b*x + c) + d", d: Double = -1, domain: Interval = Interval(-5, 5)) -> CurveLayerSpec {
    CurveLayerSpec(
      expression: expression, parameters: [("a", 1.5), ("b", 2), ("c", 0.25), ("d", d)], domain: domain,
      interpolation: .monotone, markers: (0..<32).map { MarkerSpec(x: -4.9 + Double($0) * 0.31, label: "m\($0)") })
  }
  // Each alternating pair differs in one input, so every call misses the workspace's cache.
  let variants: [(name: String, key: String, specs: [CurveLayerSpec])] = [
    ("same layer again (program and grid reused)", "same_layer", [spec()]),
    ("new parameter value every call", "new_parameter", [spec(), spec(d: -1.25)]),
    ("new expression every call (parses, compiles)", "new_expression", [spec(), spec("a*sin(b*x + c) - d")]),
    ("new parameter and domain every call", "changing_layer", [spec(), spec(d: -1.25, domain: Interval(-5, 5.5))]),
  ]
  let frame = Rect(x: 0, y: 0, width: 338, height: 158)
  let workspaces = variants.map { _ in SamplerWorkspace() }
  var turns = variants.map { _ in 0 }
  func call(_ v: Int) -> CurveGeometry {
    turns[v] = (turns[v] + 1) % variants[v].specs.count
    return CurveSampler.geometry(for: variants[v].specs[turns[v]], in: frame, workspace: workspaces[v])
  }
  let program = try? CompiledExpression("a*sin(b*x + c) + d", parameters: parameterSet)
  let grid = UniformGrid(from: -5, to: 5, count: 1024)?.values ?? []
  var ys = [Double](repeating: 0, count: 1024)
  var engines = [
    Engine(name: "evaluation") {
      grid.withUnsafeBufferPointer { x in ys.withUnsafeMutableBufferPointer { program?.evaluate(x, into: $0, workspace: workspace) } }
      sink += ys[511]
    }
  ]
  for v in variants.indices {
    engines.append(
      Engine(name: variants[v].key) {
        let geometry = call(v)
        sink += Double(geometry.stroke.count + geometry.markers.count)
      })
  }
  let perCurve = measure(engines, points: 1).map { s in
    var copy = s
    (copy.median, copy.minimum, copy.p10, copy.p90) = (s.median / 1000, s.minimum / 1000, s.p10 / 1000, s.p90 / 1000)
    return copy
  }
  // Per call: the blocks allocated, and those freed before the call returns (scratch). The
  // results are held while counting, so what a call leaves allocated is its output.
  var calls: [CurvePathCall] = []
  for v in variants.indices {
    var kept: [CurveGeometry] = []
    kept.reserveCapacity(20)
    var (allocated, freed) = (UInt64(0), UInt64(0))
    for _ in 0..<20 {
      let (a, f) = (curve_allocation_count(), curve_free_count())
      let geometry = call(v)
      (allocated, freed) = (allocated + curve_allocation_count() - a, freed + curve_free_count() - f)
      kept.append(geometry)
    }
    blackHole(kept)
    calls.append(
      CurvePathCall(
        name: variants[v].name, key: variants[v].key, time: perCurve[v + 1], allocated: Double(allocated) / 20,
        freed: Double(freed) / 20))
  }
  return CurvePathRow(evaluation: perCurve[0], calls: calls)
}

let curvePath = options.only.map { $0.contains("path") } ?? true ? measureCurvePath() : nil

// MARK: Curves with breaks

/// The full path (the same layer again: program and grid reused; no markers) beside the batch
/// evaluation of the grid alone, for curves the break search treats differently: E4, proven
/// continuous by its operations alone; `1/(1 + x^2)`, proven interval by interval; `sin(x)/cos(x)`
/// over [-50, 50], 32 poles narrowed to the resolution; and one batch of enclosures of the grid's
/// 1,023 intervals. µs per curve.
struct BreakRow {
  var name: String
  var key: String
  var breaks: Int
  var samples: Int
  var evaluation: Summary
  var enclosures: Summary
  var path: Summary
}

@MainActor
func measureBreaks() -> [BreakRow] {
  let cases: [(name: String, key: String, expression: String, domain: Interval)] = [
    ("E4 a*sin(b*x + c) + d over [-5, 5]", "e4", "a*sin(b*x + c) + d", Interval(-5, 5)),
    ("1/(1 + x^2) over [-5, 5]", "runge", "1/(1 + x^2)", Interval(-5, 5)),
    ("sin(x)/cos(x) over [-50, 50]", "tan", "sin(x)/cos(x)", Interval(-50, 50)),
  ]
  let frame = Rect(x: 0, y: 0, width: 338, height: 158)
  var rows: [BreakRow] = []
  for c in cases {
    let spec = CurveLayerSpec(
      expression: c.expression, parameters: [("a", 1.5), ("b", 2), ("c", 0.25), ("d", -1)], domain: c.domain,
      yDomain: Interval(-10, 10), interpolation: .monotone)
    let program = try? CompiledExpression(c.expression, parameters: parameterSet)
    let grid = UniformGrid(from: c.domain.start, to: c.domain.end, count: 1024)?.values ?? []
    var ys = [Double](repeating: 0, count: 1024)
    let sampler = SamplerWorkspace()
    let enclosureWorkspace = EnclosureWorkspace()
    let enclosures = UnsafeMutableBufferPointer<Enclosure>.allocate(capacity: 1023)
    enclosures.initialize(repeating: .undefined)
    let engines = [
      Engine(name: "evaluation") {
        grid.withUnsafeBufferPointer { x in ys.withUnsafeMutableBufferPointer { program?.evaluate(x, into: $0, workspace: workspace) } }
        sink += ys[511]
      },
      Engine(name: "enclosures") {
        grid.withUnsafeBufferPointer { x in
          program?.enclose(
            UnsafeBufferPointer(rebasing: x[0..<1023]), UnsafeBufferPointer(rebasing: x[1..<1024]), into: enclosures,
            workspace: enclosureWorkspace)
        }
        sink += enclosures[511].upper
      },
      Engine(name: "path") {
        let geometry = CurveSampler.geometry(for: spec, in: frame, workspace: sampler)
        sink += Double(geometry.stroke.count)
      },
    ]
    let perCurve = measure(engines, points: 1).map { s in
      var copy = s
      (copy.median, copy.minimum, copy.p10, copy.p90) = (s.median / 1000, s.minimum / 1000, s.p10 / 1000, s.p90 / 1000)
      return copy
    }
    let geometry = CurveSampler.geometry(for: spec, in: frame, workspace: sampler)
    rows.append(
      BreakRow(
        name: c.name, key: c.key, breaks: geometry.breaks.count, samples: geometry.samples.count, evaluation: perCurve[0],
        enclosures: perCurve[1], path: perCurve[2]))
  }
  return rows
}

let breakRows = options.only.map { $0.contains("breaks") } ?? true ? measureBreaks() : []

// MARK: Frame validation

/// Validation (parse + every rule + sampling every curve layer) of two bodies, µs per frame.
struct ValidationRow {
  var name: String
  var bytes: Int
  var layers: Int
  var time: Summary
}

@MainActor
func measureValidation() -> [ValidationRow] {
  let bodies: [(String, [UInt8])] = [
    ("reference's largest example", Array(BenchFrames.referenceLargest.utf8)), ("500 KB of curve layers", BenchFrames.large),
  ]
  return bodies.map { name, body in
    let report = FrameValidator.validate(body)
    precondition(report.isAccepted, "\(name) is not accepted: \(report.verdict)")
    var samples: [Double] = []
    let repetitions = options.quick ? 5 : (body.count > 100_000 ? 30 : 400)
    for _ in 0..<3 { blackHole(FrameValidator.validate(body)) }
    for _ in 0..<repetitions {
      let start = now()
      blackHole(FrameValidator.validate(body))
      samples.append(Double(now() - start) / 1000)
    }
    return ValidationRow(name: name, bytes: body.count, layers: report.layers.count, time: Summary(samples))
  }
}

let validation = options.only.map { $0.contains("validation") } ?? true ? measureValidation() : []

// MARK: Report

func format(_ value: Double, _ digits: Int = 3) -> String {
  guard value.isFinite else { return value.isNaN ? "—" : "inf" }
  if value >= 100 { return String(Int(value.rounded())) }
  var text = String(value)
  // Three significant digits, plain notation.
  let magnitude = value == 0 ? 0 : Int((log10(Swift.abs(value))).rounded(.down))
  let decimals = max(0, digits - 1 - magnitude)
  let scale = pow(10.0, Double(decimals))
  let rounded = (value * scale).rounded() / scale
  text = String(rounded)
  if let dot = text.firstIndex(of: ".") {
    let have = text.distance(from: dot, to: text.endIndex) - 1
    if decimals == 0 { text = String(text[..<dot]) } else if have < decimals { text += String(repeating: "0", count: decimals - have) }
  }
  return text
}

/// Two significant digits in scientific notation (`2.2e-16`).
func scientific(_ value: Double) -> String {
  guard value.isFinite else { return "inf" }
  if value == 0 { return "0" }
  var exponent = Int(log10(value).rounded(.down))
  var mantissa = (value / pow(10, Double(exponent)) * 10).rounded() / 10
  if mantissa >= 10 {
    mantissa /= 10
    exponent += 1
  }
  return "\(mantissa)e\(exponent)"
}

let header = """
  CurveKit curve-bench — \(Machine.isOptimized ? "release" : "DEBUG build: figures are meaningless") build\(options.quick ? ", --quick (smoke run: do not judge these timings)" : "")
  machine: \(Machine.cpuModel), \(Machine.cores) cores
  method: \(sampleCount) interleaved samples per engine (each ≥ 20 µs of back-to-back 1,024-point batches), \(compileCount) timed compiles; median (min)
  """

if options.json {
  func summaryJSON(_ s: Summary) -> String {
    "{\"median\": \(s.median), \"min\": \(s.minimum), \"p10\": \(s.p10), \"p90\": \(s.p90)}"
  }
  var out = "{\"machine\": {\"cpu\": \"\(Machine.cpuModel)\", \"cores\": \(Machine.cores), \"optimized\": \(Machine.isOptimized)},\n"
  out += " \"quick\": \(options.quick),\n \"expressions\": [\n"
  out += rows.map { row in
    """
      {"name": "\(row.name)", "characters": \(row.characters), "compile_us": \(summaryJSON(row.compile)),
       "native_ns_per_point": \(summaryJSON(row.native)), "batch_exact_ns_per_point": \(summaryJSON(row.batchExact)),
       "batch_fast_ns_per_point": \(summaryJSON(row.batchFast)), "fast_vs_exact_normwise_relative": \(row.maxFastError.isFinite ? String(row.maxFastError) : "null"),
       "scalar_ns_per_point": \(summaryJSON(row.scalar)), "allocations_per_batch": \(row.allocationsPerBatch),
       "max_ulps_exact_vs_native": \(row.maxDifferenceFromNative.isFinite ? String(row.maxDifferenceFromNative) : "null")}
    """
  }.joined(separator: ",\n")
  out += "\n ]"
  if let curvePath {
    let calls = curvePath.calls.map { "\"\($0.key)\": {\"time\": \(summaryJSON($0.time)), \"allocated\": \($0.allocated), \"freed\": \($0.freed)}" }
    out += ",\n \"curve_path_e4_us\": {\"evaluation\": \(summaryJSON(curvePath.evaluation)), " + calls.joined(separator: ", ") + "}"
  }
  if !breakRows.isEmpty {
    out += ",\n \"breaks_us\": [" + breakRows.map { "{\"curve\": \"\($0.key)\", \"breaks\": \($0.breaks), \"samples\": \($0.samples), \"evaluation\": \(summaryJSON($0.evaluation)), \"enclosures\": \(summaryJSON($0.enclosures)), \"path\": \(summaryJSON($0.path))}" }.joined(separator: ", ") + "]"
  }
  if !validation.isEmpty {
    out += ",\n \"validation_us\": [" + validation.map { "{\"frame\": \"\($0.name)\", \"bytes\": \($0.bytes), \"layers\": \($0.layers), \"time\": \(summaryJSON($0.time))}" }.joined(separator: ", ") + "]"
  }
  out += "}"
  print(out)
} else {
  print(header)
  print("")
  print("| expr | chars | compile µs | native Swift ns/pt | batch exact ns/pt | exact/native | batch fast ns/pt | fast/native | scalar ns/pt | allocs/batch | exact vs native (ulps) | fast vs exact (max Δ / max y) |")
  print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  func ulps(_ value: Double) -> String { value.isFinite ? String(Int(value)) : "inf" }
  for row in rows {
    print(
      "| \(row.name) | \(row.characters) | \(format(row.compile.median)) (\(format(row.compile.minimum))) | \(format(row.native.median)) (\(format(row.native.minimum))) | \(format(row.batchExact.median)) (\(format(row.batchExact.minimum))) | \(format(row.batchExact.median / row.native.median))× | \(format(row.batchFast.median)) (\(format(row.batchFast.minimum))) | \(format(row.batchFast.median / row.native.median))× | \(format(row.scalar.median)) (\(format(row.scalar.minimum))) | \(format(row.allocationsPerBatch)) | \(ulps(row.maxDifferenceFromNative)) | \(scientific(row.maxFastError)) |"
    )
  }
  if let curvePath {
    print("")
    print("Full curve path, E4 (compile + 1,024 evaluations + monotone path + 32 markers), µs per curve; allocations per call (freed before returning = scratch):")
    print("")
    print("| call | µs | / evaluation alone | allocations | of which scratch |")
    print("|---|---:|---:|---:|---:|")
    print("| evaluation alone | \(format(curvePath.evaluation.median)) (\(format(curvePath.evaluation.minimum))) | 1× | 0 | 0 |")
    for call in curvePath.calls {
      print("| \(call.name) | \(format(call.time.median)) (\(format(call.time.minimum))) | \(format(call.time.median / curvePath.evaluation.median))× | \(format(call.allocated)) | \(format(call.freed)) |")
    }
  }
  if !breakRows.isEmpty {
    print("")
    print("Curves with breaks: the full path (same layer again, no markers) beside the evaluation alone, µs per curve:")
    print("")
    print("| curve | breaks | samples | evaluation alone | 1,023 enclosures | full path | / evaluation |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for row in breakRows {
      print("| \(row.name) | \(row.breaks) | \(row.samples) | \(format(row.evaluation.median)) (\(format(row.evaluation.minimum))) | \(format(row.enclosures.median)) (\(format(row.enclosures.minimum))) | \(format(row.path.median)) (\(format(row.path.minimum))) | \(format(row.path.median / row.evaluation.median))× |")
    }
  }
  if !validation.isEmpty {
    print("")
    print("Frame validation (parse, every rule, sampling every curve layer on a 338×158 canvas), µs per frame:")
    print("")
    print("| frame | bytes | layers | median (min) |")
    print("|---|---:|---:|---:|")
    for row in validation {
      print("| \(row.name) | \(row.bytes) | \(row.layers) | \(format(row.time.median)) (\(format(row.time.minimum))) |")
    }
  }
  print("")
  print("exact kernels use AVX2: \(curve_kernels_use_avx2() == 1 ? "yes" : "no"); fast mode uses libmvec: \(curve_fast_math_available() == 1 ? "yes (AVX2)" : "no (scalar libm fallback)")")
}
blackHole(sink)
