// curve-bench: the 1,024-point hot path, measured against a native Swift loop in the same run.
//
//   swift run -c release curve-bench            # full run (about a minute)
//   swift run -c release curve-bench --quick    # a smoke run, under 30 s; timings not to be judged
//   swift run -c release curve-bench --json     # the same figures as JSON
//   swift run -c release curve-bench --only E4,E8   # rows E1–E9 (and P1, P2: a piecewise, a restriction), functions, path (the full curve path), breaks, analysis, relations, strokes, curves, validation, report (the evaluate report), integrals, csv
//   swift run -c release curve-bench --only integrals [--corpus PATH]   # Grammar/conformance/integrals.json by default
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
import CurveAnalysis
import CurveExpression
import CurveFrame
import CurvePlot
import CurveSampling
import _CurveAllocationCounter
import _CurveMath

struct Options {
  var quick = false
  var json = false
  var only: Set<String>?
  var corpus = IntegralCorpus.defaultPath
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
  case "--corpus":
    argumentIndex += 1
    if argumentIndex < arguments.count { options.corpus = arguments[argumentIndex] }
  case "--help", "-h":
    print("usage: curve-bench [--quick] [--json] [--only E1,E4,…,functions,path,breaks,analysis,relations,strokes,curves,validation,report,integrals,csv] [--corpus integrals.json]")
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
  var batch: Summary  // the block path this CPU runs (AVX2 where it has it)
  var batchBaseline: Summary  // the portable four-lane path (SSE2 on x86-64)
  var scalar: Summary
  var allocationsPerBatch: Double
  var maxDifferenceFromNative: Double  // in ulps, batch vs the native loop over the platform libm
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
  do {
    program = try CompiledExpression(expression.source, parameters: parameterSet, language: .mathPlot)
  } catch {
    fatalError("\(expression.name) does not compile: \(error)")
  }

  // Compile: tokenize + parse + compile, each timed on its own.
  var compileTimes: [Double] = []
  for repetition in 0..<(compileCount + 20) {
    let start = now()
    let compiled = try? CompiledExpression(expression.source, parameters: parameterSet, language: .mathPlot)
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
            Engine(name: "batch") {
              program.evaluate(x, into: engineBuffer, workspace: workspace)
              sink += engineBase[511]
            },
            Engine(name: "batch, baseline path") {
              let previous = curve_math_use_block_path(1)
              program.evaluate(x, into: engineBuffer, workspace: workspace)
              _ = curve_math_use_block_path(previous)
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

  rows.append(
    Row(
      name: expression.name, characters: expression.source.count, compile: Summary(compileTimes),
      native: summaries[0], batch: summaries[1], batchBaseline: summaries[2], scalar: summaries[3],
      allocationsPerBatch: allocations, maxDifferenceFromNative: difference))
}

// MARK: The functions alone

/// One function over 1,024 points: the platform libm in a Swift loop, CurveKit's scalar
/// function in the same loop, and its block form on each path this CPU has.
struct FunctionRow {
  var name: String
  var libm: Summary
  var scalar: Summary
  var paths: [(name: String, time: Summary)]
}

func measureFunctions() -> [FunctionRow] {
  // Arguments like a plot's: sin and cos over ±50, exp over ±20, log over (0, 1e4], pow of
  // (0, 10] to powers in ±4 (no exponent 2 or 3, which are products); the math-plot language's
  // below.
  let n = Suite.count
  let spread = (0..<n).map { Double($0) / Double(n - 1) }
  let cases: [(String, [Double], [Double], (Double, Double) -> Double, (Double, Double) -> Double, (UnsafeMutablePointer<Double>, UnsafePointer<Double>, UnsafePointer<Double>, Int) -> Void)] = [
    ("sin", spread.map { -50 + 100 * $0 }, [], { x, _ in libmSin(x) }, { x, _ in curve_sin(x) }, { d, a, _, n in curve_sin_v(d, a, n) }),
    ("cos", spread.map { -50 + 100 * $0 }, [], { x, _ in libmCos(x) }, { x, _ in curve_cos(x) }, { d, a, _, n in curve_cos_v(d, a, n) }),
    ("exp", spread.map { -20 + 40 * $0 }, [], { x, _ in libmExp(x) }, { x, _ in curve_exp(x) }, { d, a, _, n in curve_exp_v(d, a, n) }),
    ("log", spread.map { 1e-3 + 1e4 * $0 }, [], { x, _ in libmLog(x) }, { x, _ in curve_log(x) }, { d, a, _, n in curve_log_v(d, a, n) }),
    ("pow", spread.map { 1e-3 + 10 * $0 }, spread.map { -4 + 8 * $0 * 0.999 + 0.0001 }, { x, y in libmPow(x, y) }, { x, y in curve_pow(x, y) }, { d, a, b, n in curve_pow_vv(d, a, b, n) }),
    // The math-plot language's: tan over ±50 (its poles among them), atan over ±100, atan2 of
    // points round the origin.
    ("tan", spread.map { -50 + 100 * $0 }, [], { x, _ in libmTan(x) }, { x, _ in curve_tan(x) }, { d, a, _, n in curve_tan_v(d, a, n) }),
    ("atan", spread.map { -100 + 200 * $0 }, [], { x, _ in libmAtan(x) }, { x, _ in curve_atan(x) }, { d, a, _, n in curve_atan_v(d, a, n) }),
    (
      "atan2", spread.map { 10 * ($0 * 40).squareRoot().truncatingRemainder(dividingBy: 1) - 5 }, spread.map { -3 + 6 * $0 }, { y, x in libmAtan2(y, x) },
      { y, x in curve_atan2(y, x) }, { d, a, b, n in curve_atan2_vv(d, a, b, n) }
    ),
    ("log2", spread.map { 1e-3 + 1e4 * $0 }, [], { x, _ in libmLog2(x) }, { x, _ in curve_log2(x) }, { d, a, _, n in curve_log2_v(d, a, n) }),
    ("log10", spread.map { 1e-3 + 1e4 * $0 }, [], { x, _ in libmLog10(x) }, { x, _ in curve_log10(x) }, { d, a, _, n in curve_log10_v(d, a, n) }),
    ("cbrt", spread.map { -1e3 + 2e3 * $0 }, [], { x, _ in libmCbrt(x) }, { x, _ in curve_cbrt(x) }, { d, a, _, n in curve_cbrt_v(d, a, n) }),
    (
      "hypot", spread.map { -50 + 100 * $0 }, spread.map { 30 - 60 * $0 * $0 }, { x, y in libmHypot(x, y) }, { x, y in curve_hypot(x, y) },
      { d, a, b, n in curve_hypot_vv(d, a, b, n) }
    ),
    // The second batch (glibc's cot, sec and csc are 1/tan, 1/cos, 1/sin: two roundings).
    ("sinh", spread.map { -20 + 40 * $0 }, [], { x, _ in libmSinh(x) }, { x, _ in curve_sinh(x) }, { d, a, _, n in curve_sinh_v(d, a, n) }),
    ("cosh", spread.map { -20 + 40 * $0 }, [], { x, _ in libmCosh(x) }, { x, _ in curve_cosh(x) }, { d, a, _, n in curve_cosh_v(d, a, n) }),
    ("tanh", spread.map { -5 + 10 * $0 }, [], { x, _ in libmTanh(x) }, { x, _ in curve_tanh(x) }, { d, a, _, n in curve_tanh_v(d, a, n) }),
    ("asin", spread.map { -1 + 2 * $0 }, [], { x, _ in libmAsin(x) }, { x, _ in curve_asin(x) }, { d, a, _, n in curve_asin_v(d, a, n) }),
    ("acos", spread.map { -1 + 2 * $0 }, [], { x, _ in libmAcos(x) }, { x, _ in curve_acos(x) }, { d, a, _, n in curve_acos_v(d, a, n) }),
    ("asinh", spread.map { -100 + 200 * $0 }, [], { x, _ in libmAsinh(x) }, { x, _ in curve_asinh(x) }, { d, a, _, n in curve_asinh_v(d, a, n) }),
    ("acosh", spread.map { 1 + 100 * $0 }, [], { x, _ in libmAcosh(x) }, { x, _ in curve_acosh(x) }, { d, a, _, n in curve_acosh_v(d, a, n) }),
    ("atanh", spread.map { -0.999 + 1.998 * $0 }, [], { x, _ in libmAtanh(x) }, { x, _ in curve_atanh(x) }, { d, a, _, n in curve_atanh_v(d, a, n) }),
    ("cot", spread.map { 0.01 + 3.1 * $0 }, [], { x, _ in 1 / libmTan(x) }, { x, _ in curve_cot(x) }, { d, a, _, n in curve_cot_v(d, a, n) }),
    ("sec", spread.map { -50 + 100 * $0 }, [], { x, _ in 1 / libmCos(x) }, { x, _ in curve_sec(x) }, { d, a, _, n in curve_sec_v(d, a, n) }),
    ("csc", spread.map { -50 + 100 * $0 }, [], { x, _ in 1 / libmSin(x) }, { x, _ in curve_csc(x) }, { d, a, _, n in curve_csc_v(d, a, n) }),
    (
      "log(b, x)", spread.map { 1.5 + 10 * $0 }, spread.map { 1e-3 + 1e4 * $0 }, { b, x in libmLog(x) / libmLog(b) }, { b, x in curve_log_base(b, x) },
      { d, a, b, n in curve_log_base_vv(d, a, b, n) }
    ),
    // gamma over (-20, 170), and over (0.5, 20) where no shift is long and nothing overflows.
    ("gamma", spread.map { -19.99 + 189.9 * $0 }, [], { x, _ in libmTgamma(x) }, { x, _ in curve_gamma(x) }, { d, a, _, n in curve_gamma_v(d, a, n) }),
    ("gamma (0.5, 20)", spread.map { 0.5 + 19.5 * $0 }, [], { x, _ in libmTgamma(x) }, { x, _ in curve_gamma(x) }, { d, a, _, n in curve_gamma_v(d, a, n) }),
  ]
  let available: [(Int32, String)] = [(1, "baseline (SSE2, NEON)"), (2, "AVX2")].filter { curve_math_has_block_path($0.0) == 1 }
  var rows: [FunctionRow] = []
  var output = [Double](repeating: 0, count: n)
  for (name, a, b, libm, scalar, block) in cases {
    let second = b.isEmpty ? a : b
    let summaries = a.withUnsafeBufferPointer { ap in
      second.withUnsafeBufferPointer { bp in
        output.withUnsafeMutableBufferPointer { out in
          let (x, y, d) = (ap.baseAddress!, bp.baseAddress!, out.baseAddress!)
          var engines = [
            Engine(name: "libm") { for i in 0..<n { d[i] = libm(x[i], y[i]) }; sink += d[511] },
            Engine(name: "scalar") { for i in 0..<n { d[i] = scalar(x[i], y[i]) }; sink += d[511] },
          ]
          for (path, _) in available {
            engines.append(Engine(name: "path \(path)") {
              let previous = curve_math_use_block_path(path)
              block(d, x, y, n)
              _ = curve_math_use_block_path(previous)
              sink += d[511]
            })
          }
          return measure(engines, points: n)
        }
      }
    }
    rows.append(FunctionRow(name: name, libm: summaries[0], scalar: summaries[1], paths: zip(available, summaries.dropFirst(2)).map { ($0.0.1, $0.1) }))
  }
  return rows
}

let functionRows = options.only.map { $0.contains("functions") } ?? true ? measureFunctions() : []

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
/// 1,023 intervals; and the clipping alone: the layer's runs (rebuilt from its samples, split at
/// its breaks) clipped to the band and to the plot, as the stroke and the area clip them (one hull a
/// run, as the layer passes it). µs per
/// curve.
struct BreakRow {
  var name: String
  var key: String
  var breaks: Int
  var samples: Int
  var evaluation: Summary
  var enclosures: Summary
  var path: Summary
  var clipping: Summary
}

/// The runs of a drawn layer in pt, as the sampler clips them: its samples mapped linearly to the
/// plot (saturated at ±2^64 pt, as the scale does), split at each break and missing value.
func runsInPoints(_ g: CurveGeometry, _ interpolation: Interpolation) -> [CurvePath] {
  let (d, yd, plot) = (g.domain, g.yDomain, g.plot)
  var runs: [CurvePath] = []
  var run: [Point] = []
  var lastX = -Double.infinity
  for (x, y) in zip(g.samples.xs, g.samples.ys) {
    let broken = g.breaks.contains { lastX < $0.x && $0.x < x }
    if y.isNaN || broken {
      if !run.isEmpty { runs.append(Curves.path(run, interpolation)) }
      run = []
    }
    lastX = x
    guard !y.isNaN else { continue }
    let py = plot.y + plot.height - (y - yd.start) / (yd.end - yd.start) * plot.height
    run.append(Point(plot.x + (x - d.start) / (d.end - d.start) * plot.width, Swift.min(Swift.max(py, -0x1p64), 0x1p64)))
  }
  if !run.isEmpty { runs.append(Curves.path(run, interpolation)) }
  return runs
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
    let drawn = CurveSampler.geometry(for: spec, in: frame, workspace: sampler)
    let runs = runsInPoints(drawn, .monotone)
    let band = CurveSampler.band(around: drawn.plot)
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
      Engine(name: "clipping") {
        for run in runs {
          let hull = run.hull()
          sink += Double(PathClipping.clip(run, to: band, hull: hull).count + PathClipping.clip(run, to: drawn.plot, hull: hull).count)
        }
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
        enclosures: perCurve[1], path: perCurve[2], clipping: perCurve[3]))
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
let evaluationReport = options.only.map { $0.contains("report") } ?? true ? measureEvaluationReport(quick: options.quick) : nil

// MARK: Analysis

/// `curve analyze`'s work (CurveAnalyzer.analyze: subdivision, refinement, range, pieces and the
/// description) for E4 over [-5, 5] and tan over [-50, 50], and the description's text alone
/// from a finished analysis, µs per call.
struct AnalysisRow {
  var name: String
  var key: String
  var points: Int
  var evaluations: Int
  var time: Summary
  var description: Summary
}

@MainActor
func measureAnalysis() -> [AnalysisRow] {
  let cases: [(name: String, key: String, expression: String, domain: Interval)] = [
    ("E4 a*sin(b*x + c) + d over [-5, 5]", "e4", "a*sin(b*x + c) + d", Interval(-5, 5)),
    ("sin(x)/cos(x) over [-50, 50]", "tan", "sin(x)/cos(x)", Interval(-50, 50)),
  ]
  return cases.compactMap { c in
    guard let program = try? CompiledExpression(c.expression, parameters: parameterSet) else { return nil }
    let report = CurveAnalyzer.analyze([program], over: c.domain)
    var times: [Double] = []
    var descriptions: [Double] = []
    let repetitions = options.quick ? 5 : 200
    for _ in 0..<3 { blackHole(CurveAnalyzer.analyze([program], over: c.domain)) }
    for _ in 0..<repetitions {
      var start = now()
      blackHole(CurveAnalyzer.analyze([program], over: c.domain))
      times.append(Double(now() - start) / 1000)
      start = now()
      blackHole(PlotDescription.text(for: report))
      descriptions.append(Double(now() - start) / 1000)
    }
    return AnalysisRow(
      name: c.name, key: c.key, points: report.curves[0].points.count, evaluations: report.curves[0].evaluations, time: Summary(times),
      description: Summary(descriptions))
  }
}

let analysisRows = options.only.map { $0.contains("analysis") } ?? true ? measureAnalysis() : []

// MARK: Relations

/// `curve relation`'s work (Relation.classify: the quadtree, then each pixel left over) at
/// 512 × 512 over [-10, 10]², ms per classification.
struct RelationRow {
  var relation: String
  var counts: (solution: Int, undecided: Int, noSolution: Int)
  var evaluations: Int
  var time: Summary
}

@MainActor
func measureRelations() -> [RelationRow] {
  let bounds = RelationBounds(x: -10...10, y: -10...10)
  return ["x^2 + y^2 = 1", "sin(x^2 + y^2) = 0"].compactMap { text in
    guard let relation = try? Relation(text), let picture = try? relation.classify(over: bounds, width: 512, height: 512) else { return nil }
    var times: [Double] = []
    for _ in 0..<(options.quick ? 2 : 15) {
      let start = now()
      blackHole(try? relation.classify(over: bounds, width: 512, height: 512))
      times.append(Double(now() - start) / 1_000_000)
    }
    return RelationRow(
      relation: text, counts: (picture.count(of: .solution), picture.count(of: .undecided), picture.count(of: .noSolution)),
      evaluations: picture.evaluations, time: Summary(times))
  }
}

let relationRows = options.only.map { $0.contains("relations") } ?? true ? measureRelations() : []

// MARK: Plane curves

/// A math plot's parametric and polar curves (PlaneCurve.trace: chords proven within 0.25 pt)
/// onto 512 × 512 pt, ms per trace.
struct CurveRow {
  var item: String
  var chords: Int
  var evaluations: Int
  var time: Summary
}

@MainActor
func measureCurves() -> [CurveRow] {
  let plot = Rect(x: 0, y: 0, width: 512, height: 512)
  let cases: [(String, ClosedRange<Double>, ClosedRange<Double>)] = [
    ("r = cos(4*t)", 0...(2 * Double.pi), -1.1...1.1), ("(sin(3*t), sin(4*t))", 0...(2 * Double.pi), -1.1...1.1),
    ("r = t/5", 0...(6 * Double.pi), -4...4),
  ]
  return cases.compactMap { text, domain, range in
    guard let curve = try? PlaneCurve(text, domain: domain) else { return nil }
    let trace = curve.trace(onto: plot, x: range, y: range)
    var times: [Double] = []
    for _ in 0..<(options.quick ? 2 : 25) {
      let start = now()
      blackHole(curve.trace(onto: plot, x: range, y: range))
      times.append(Double(now() - start) / 1_000_000)
    }
    return CurveRow(item: text, chords: trace.pieces.reduce(0) { $0 + $1.points.count - 1 }, evaluations: trace.evaluations, time: Summary(times))
  }
}

let curveRows = options.only.map { $0.contains("curves") } ?? true ? measureCurves() : []

// MARK: Integrals

/// `CurveIntegral.integrate` (the default tolerance, 1e-12 relative, and budget) of every case
/// of Grammar/conformance/integrals.json, µs per integral. Each sample times K back-to-back
/// integrals (K calibrated so a sample lasts at least 20 µs); samples are taken until there are
/// `integralSampleCount` of them, or 1 s has gone by and there are at least 5.
struct IntegralRow {
  var name: String
  var expression: String
  var domain: (Double, Double)
  var expect: String
  var truth: (down: Double, up: Double)?
  var result: CurveIntegral
  var time: Summary
}

let integralSampleCount = options.quick ? 5 : 51

@MainActor
func measureIntegrals() -> [IntegralRow] {
  let cases: [IntegralCase]
  do { cases = try IntegralCorpus.load(options.corpus) } catch { fatalError("integral corpus \(options.corpus): \(error) (pass --corpus PATH)") }
  return cases.map { c in
    let program: CompiledExpression
    do {
      let parameters = try ParameterSet(c.parameters.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
      program = try CompiledExpression(c.expression, parameters: parameters)
    } catch {
      fatalError("\(c.name): \(c.expression) does not compile: \(error)")
    }
    let (a, b) = (c.domain[0], c.domain[1])
    let result = CurveIntegral.integrate(program, from: a, to: b)
    let start = now()
    blackHole(CurveIntegral.integrate(program, from: a, to: b))
    let one = max(1, now() - start)
    let k = max(1, Int(minimumSampleNanoseconds / one) + 1)
    var samples: [Double] = []
    let began = now()
    while samples.count < integralSampleCount && (samples.count < 5 || now() - began < 1_000_000_000) {
      let start = now()
      for _ in 0..<k { blackHole(CurveIntegral.integrate(program, from: a, to: b)) }
      samples.append(Double(now() - start) / Double(k) / 1000)
    }
    return IntegralRow(
      name: c.name, expression: c.expression, domain: (a, b), expect: c.expect, truth: c.truth.map { ($0[0], $0[1]) }, result: result,
      time: Summary(samples))
  }
}

let integralRows = options.only.map { $0.contains("integrals") } ?? true ? measureIntegrals() : []

// MARK: CSV

let csvRows = options.only.map { $0.contains("csv") } ?? true ? measureCSV() : []

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

/// An integral's width, `upper − lower` (infinite where a bound is missing).
func width(_ integral: CurveIntegral) -> Double {
  guard let lower = integral.lower, let upper = integral.upper else { return .infinity }
  return upper - lower
}

/// A double as JSON: its shortest round-trip text, or null when it is not finite or missing.
func json(_ value: Double?) -> String {
  guard let value, value.isFinite else { return "null" }
  return String(value)
}

/// Text as a JSON string.
func quoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}

if options.json {
  func summaryJSON(_ s: Summary) -> String {
    "{\"median\": \(s.median), \"min\": \(s.minimum), \"p10\": \(s.p10), \"p90\": \(s.p90)}"
  }
  var out = "{\"machine\": {\"cpu\": \"\(Machine.cpuModel)\", \"cores\": \(Machine.cores), \"optimized\": \(Machine.isOptimized)},\n"
  out += " \"quick\": \(options.quick),\n \"expressions\": [\n"
  out += rows.map { row in
    """
      {"name": "\(row.name)", "characters": \(row.characters), "compile_us": \(summaryJSON(row.compile)),
       "native_ns_per_point": \(summaryJSON(row.native)), "batch_ns_per_point": \(summaryJSON(row.batch)),
       "batch_baseline_ns_per_point": \(summaryJSON(row.batchBaseline)),
       "scalar_ns_per_point": \(summaryJSON(row.scalar)), "allocations_per_batch": \(row.allocationsPerBatch),
       "max_ulps_vs_platform_libm": \(row.maxDifferenceFromNative.isFinite ? String(row.maxDifferenceFromNative) : "null")}
    """
  }.joined(separator: ",\n")
  out += "\n ]"
  if !functionRows.isEmpty {
    out += ",\n \"functions_ns_per_point\": [" + functionRows.map { row in
      "{\"function\": \"\(row.name)\", \"libm\": \(summaryJSON(row.libm)), \"scalar\": \(summaryJSON(row.scalar)), " +
        row.paths.map { "\"\($0.name)\": \(summaryJSON($0.time))" }.joined(separator: ", ") + "}"
    }.joined(separator: ", ") + "]"
  }
  if let curvePath {
    let calls = curvePath.calls.map { "\"\($0.key)\": {\"time\": \(summaryJSON($0.time)), \"allocated\": \($0.allocated), \"freed\": \($0.freed)}" }
    out += ",\n \"curve_path_e4_us\": {\"evaluation\": \(summaryJSON(curvePath.evaluation)), " + calls.joined(separator: ", ") + "}"
  }
  if !breakRows.isEmpty {
    out += ",\n \"breaks_us\": [" + breakRows.map { "{\"curve\": \"\($0.key)\", \"breaks\": \($0.breaks), \"samples\": \($0.samples), \"evaluation\": \(summaryJSON($0.evaluation)), \"enclosures\": \(summaryJSON($0.enclosures)), \"path\": \(summaryJSON($0.path)), \"clipping\": \(summaryJSON($0.clipping))}" }.joined(separator: ", ") + "]"
  }
  if !relationRows.isEmpty {
    out += ",\n \"relations_ms\": [" + relationRows.map { "{\"relation\": \"\($0.relation)\", \"true\": \($0.counts.solution), \"undecided\": \($0.counts.undecided), \"false\": \($0.counts.noSolution), \"enclosures\": \($0.evaluations), \"time\": \(summaryJSON($0.time))}" }.joined(separator: ", ") + "]"
  }
  if !curveRows.isEmpty {
    out += ",\n \"curves_ms\": [" + curveRows.map { "{\"item\": \"\($0.item)\", \"chords\": \($0.chords), \"enclosures\": \($0.evaluations), \"time\": \(summaryJSON($0.time))}" }.joined(separator: ", ") + "]"
  }
  if !analysisRows.isEmpty {
    out += ",\n \"analysis_us\": [" + analysisRows.map { "{\"curve\": \"\($0.key)\", \"points\": \($0.points), \"enclosures\": \($0.evaluations), \"analysis\": \(summaryJSON($0.time)), \"description\": \(summaryJSON($0.description))}" }.joined(separator: ", ") + "]"
  }
  if !integralRows.isEmpty {
    out += ",\n \"integrals_us\": [\n" + integralRows.map { row in
      let r = row.result
      let truth = row.truth.map { "[\(json($0.down)), \(json($0.up))]" } ?? "null"
      return "  {\"name\": \(quoted(row.name)), \"expression\": \(quoted(row.expression)), \"domain\": [\(json(row.domain.0)), \(json(row.domain.1))], "
        + "\"expect\": \(quoted(row.expect)), \"truth\": \(truth), \"status\": \(quoted(r.status.rawValue)), "
        + "\"lower\": \(json(r.lower)), \"upper\": \(json(r.upper)), \"width\": \(json(width(r))), \"estimate\": \(json(r.estimate)), "
        + "\"evaluations\": \(r.evaluations), \"reason\": \(r.reason.map(quoted) ?? "null"), \"time\": \(summaryJSON(row.time))}"
    }.joined(separator: ",\n") + "\n ]"
  }
  if let evaluationReport { out += ",\n \"evaluation_report_us\": \(summaryJSON(evaluationReport))" }
  if !validation.isEmpty {
    out += ",\n \"validation_us\": [" + validation.map { "{\"frame\": \"\($0.name)\", \"bytes\": \($0.bytes), \"layers\": \($0.layers), \"time\": \(summaryJSON($0.time))}" }.joined(separator: ", ") + "]"
  }
  if !csvRows.isEmpty {
    out += ",\n \"csv_ns_per_row\": [" + csvRows.map { "{\"csv\": \"\($0.key)\", \"rows\": \($0.rows), \"bytes\": \($0.bytes), \"time\": \(summaryJSON($0.time))}" }.joined(separator: ", ") + "]"
  }
  out += "}"
  print(out)
} else {
  print(header)
  if !rows.isEmpty {
    print("")
    print("| expr | chars | compile µs | native Swift ns/pt (platform libm) | batch ns/pt | batch/native | baseline path ns/pt | baseline/native | scalar VM ns/pt | allocs/batch | max ulps from platform libm |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    func ulps(_ value: Double) -> String { value.isFinite ? String(Int(value)) : "inf" }
    for row in rows {
      print(
        "| \(row.name) | \(row.characters) | \(format(row.compile.median)) (\(format(row.compile.minimum))) | \(format(row.native.median)) (\(format(row.native.minimum))) | \(format(row.batch.median)) (\(format(row.batch.minimum))) | \(format(row.batch.median / row.native.median))× | \(format(row.batchBaseline.median)) (\(format(row.batchBaseline.minimum))) | \(format(row.batchBaseline.median / row.native.median))× | \(format(row.scalar.median)) (\(format(row.scalar.minimum))) | \(format(row.allocationsPerBatch)) | \(ulps(row.maxDifferenceFromNative)) |"
      )
    }
  }
  if !functionRows.isEmpty {
    print("")
    print("The functions alone over 1,024 points, ns per point: the platform libm and CurveKit's scalar function in a Swift loop, and CurveKit's block form on each path:")
    print("")
    let names = functionRows.first?.paths.map(\.name) ?? []
    print("| function | platform libm | CurveKit scalar | " + names.map { "blocks, \($0) | libm / blocks" }.joined(separator: " | ") + " |")
    print("|---|---:|---:|" + names.map { _ in "---:|---:|" }.joined())
    for row in functionRows {
      let paths = row.paths.map { "\(format($0.time.median)) (\(format($0.time.minimum))) | \(format(row.libm.median / $0.time.median))×" }
      print("| \(row.name) | \(format(row.libm.median)) (\(format(row.libm.minimum))) | \(format(row.scalar.median)) (\(format(row.scalar.minimum))) | " + paths.joined(separator: " | ") + " |")
    }
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
    print("| curve | breaks | samples | evaluation alone | 1,023 enclosures | full path | / evaluation | clipping alone (band + plot) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for row in breakRows {
      print("| \(row.name) | \(row.breaks) | \(row.samples) | \(format(row.evaluation.median)) (\(format(row.evaluation.minimum))) | \(format(row.enclosures.median)) (\(format(row.enclosures.minimum))) | \(format(row.path.median)) (\(format(row.path.minimum))) | \(format(row.path.median / row.evaluation.median))× | \(format(row.clipping.median)) (\(format(row.clipping.minimum))) |")
    }
  }
  if !analysisRows.isEmpty {
    print("")
    print("Analysis (curve analyze's work: certified points, range, pieces, description), µs per call:")
    print("")
    print("| curve | points | enclosures | analysis | description text alone |")
    print("|---|---|---|---|---|")
    for row in analysisRows {
      print("| \(row.name) | \(row.points) | \(row.evaluations) | \(format(row.time.median)) (\(format(row.time.minimum))) | \(format(row.description.median)) (\(format(row.description.minimum))) |")
    }
  }
  if !relationRows.isEmpty {
    print("")
    print("Relations (every pixel classified, 512 × 512 over [-10, 10]²), ms per classification:")
    print("")
    print("| relation | true | undecided | false | enclosures | median (min) |")
    print("|---|---:|---:|---:|---:|---:|")
    for row in relationRows {
      print("| `\(row.relation)` | \(row.counts.solution) | \(row.counts.undecided) | \(row.counts.noSolution) | \(row.evaluations) | \(format(row.time.median)) (\(format(row.time.minimum))) |")
    }
  }
  if !curveRows.isEmpty {
    print("")
    print("Plane curves (chords proven within 0.25 pt, onto 512 × 512 pt), ms per trace:")
    print("")
    print("| curve | chords | enclosures | median (min) |")
    print("|---|---:|---:|---:|")
    for row in curveRows {
      print("| `\(row.item)` | \(row.chords) | \(row.evaluations) | \(format(row.time.median)) (\(format(row.time.minimum))) |")
    }
  }
  if !integralRows.isEmpty {
    print("")
    print("Integrals (CurveIntegral.integrate, tolerance 1e-12 relative, default budget; \(options.corpus)), µs per integral: median (min) of up to \(integralSampleCount) samples or 1 s, each ≥ 20 µs of back-to-back integrals:")
    print("")
    print("| case | ∫ | status | lower | upper | width | pieces | µs median (min) | reason |")
    print("|---|---|---|---:|---:|---:|---:|---:|---|")
    func bound(_ value: Double?) -> String { value.map { String($0) } ?? "—" }
    for row in integralRows {
      let r = row.result
      let w = width(r)
      print(
        "| \(row.name) | `\(row.expression)` over [\(row.domain.0), \(row.domain.1)] | \(r.status.rawValue) | \(bound(r.lower)) | \(bound(r.upper)) | \(w.isFinite ? scientific(w) : "—") | \(r.evaluations) | \(format(row.time.median)) (\(format(row.time.minimum))) | \(r.reason ?? "") |"
      )
    }
  }
  if let evaluationReport {
    print("")
    print("The evaluate report (`curve evaluate --format json`) of E4 on the 1,024-point grid, µs: \(format(evaluationReport.median)) (\(format(evaluationReport.minimum)))")
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
  if !csvRows.isEmpty {
    print("")
    print("Data series read from CSV (DataSeries: what curve reduce, curve fit and plots read), ns per row:")
    print("")
    print("| csv | rows | bytes | median (min) |")
    print("|---|---:|---:|---:|")
    for row in csvRows {
      print("| \(row.name) | \(row.rows) | \(row.bytes) | \(format(row.time.median)) (\(format(row.time.minimum))) |")
    }
  }
  print("")
  let paths = ["scalar loop (CURVEKIT_SCALAR_MATH=1)", "baseline four lanes", "AVX2"]
  print("arithmetic kernels use AVX2: \(curve_cpu_has_avx2() == 1 ? "yes" : "no"); math blocks run: \(paths[Int(curve_math_block_path())])")
}
if !options.json, options.only.map({ $0.contains("strokes") }) ?? true { RelationDrawingBench.report(quick: options.quick) }
blackHole(sink)
