// The WebAssembly module's speed beside the native engine's, on this machine, in one run:
//
//   node Web/bench.mjs                 # about two minutes; needs the release curve-bench
//   node Web/bench.mjs --quick         # a smoke run; timings not to be judged
//
// What it measures (medians of interleaved samples; native figures from curve-bench --json,
// run between the module's rounds so drift hits both):
//   - E4 (a*sin(b*x + c) + d) on the peers' 1,024-point grid through program.evaluate(xs, ys):
//     the batch VM, plus copying the points in and the values out. Native: the same VM on the same
//     block path the module runs (the four-lane baseline; SIMD128 in the module, SSE2 natively),
//     and on the fastest path this CPU has.
//   - One point at a time, through program.at(x). Native: the scalar VM in a Swift loop.
//   - Validating the reference's largest example frame (338×158) through ck.validate(frame,
//     { text: true }), which also writes the JSON report. Native: the validator alone.
//   - E4's evaluate report on the 1,024-point grid, ck.evaluate(..., { text: true }): compiling,
//     evaluating and writing 2,048 shortest round-trip decimals. Native: the same report
//     (curve-bench's `report`).
//   - The module's size, raw and gzipped.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import os from 'node:os';
import { load } from './curvekit.mjs';

const quick = process.argv.includes('--quick');
const root = fileURLToPath(new URL('..', import.meta.url));
const nativeBench = process.env.CURVE_BENCH ?? join(root, '.build/release/curve-bench');
const rounds = quick ? 1 : 5;
const samplesPerRound = quick ? 20 : 200;

const ck = await load();
const wasm = readFileSync(new URL('dist/curvekit.wasm', import.meta.url));

// The benchmark's inputs, from the native benchmark's own sources so both measure the same.
const parameters = { a: 1.5, b: 2.0, c: 0.25, d: -1.0 };
const xs = Float64Array.from({ length: 1024 }, (_, i) => -5 + (10 * i) / 1023);
const framesSource = readFileSync(join(root, 'Benchmarks/curve-bench/Frames.swift'), 'utf8');
const largest = framesSource.slice(framesSource.indexOf('#"""\n') + 5, framesSource.indexOf('"""#'));

const program = ck.compile('a*sin(b*x + c) + d', { parameters });
const ys = new Float64Array(xs.length);
let sink = 0;

/** ns per call of `run`, one sample: K back-to-back calls lasting at least 20 µs. */
function sample(run, k) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < k; i++) run();
  return Number(process.hrtime.bigint() - start) / k;
}

function calibrate(run) {
  // Long enough for V8 to tier the module's hot functions up.
  const warm = process.hrtime.bigint();
  while (process.hrtime.bigint() - warm < 300_000_000n) run();
  const one = sample(run, 10);
  return Math.max(1, Math.ceil(20000 / Math.max(one, 1)));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const engines = {
  batch: () => { sink += program.evaluate(xs, ys)[511]; },
  point: () => { for (let i = 0; i < 1024; i++) sink += program.at(xs[i]); },
  validate: () => { sink += ck.validate(largest, { text: true }).length; },
  report: () => { sink += ck.evaluate('a*sin(b*x + c) + d', { parameters, domain: [-5, 5], samples: 1024, text: true }).length; },
};

function measureModule() {
  const repeats = Object.fromEntries(Object.entries(engines).map(([name, run]) => [name, calibrate(run)]));
  const samples = Object.fromEntries(Object.keys(engines).map((name) => [name, []]));
  const names = Object.keys(engines);
  for (let s = 0; s < samplesPerRound; s++) {
    for (let offset = 0; offset < names.length; offset++) {
      const name = names[(s + offset) % names.length];
      samples[name].push(sample(engines[name], repeats[name]));
    }
  }
  return {
    batch: median(samples.batch) / 1024, point: median(samples.point) / 1024, validate: median(samples.validate) / 1000,
    report: median(samples.report) / 1000,
  };
}

function measureNative() {
  const text = execFileSync(nativeBench, ['--only', 'E4,validation,report', '--json', ...(quick ? ['--quick'] : [])], { encoding: 'utf8' });
  const report = JSON.parse(text);
  const e4 = report.expressions.find((row) => row.name === 'E4');
  const validation = report.validation_us.find((row) => row.frame === "reference's largest example");
  return {
    batch: e4.batch_ns_per_point.median, baseline: e4.batch_baseline_ns_per_point.median, point: e4.scalar_ns_per_point.median,
    validate: validation.time.median, report: report.evaluation_report_us.median,
  };
}

const module = [], native = [];
for (let round = 0; round < rounds; round++) {
  module.push(measureModule());
  native.push(measureNative());
}
program.release();

const of = (list, key) => median(list.map((r) => r[key]));
const m = { batch: of(module, 'batch'), point: of(module, 'point'), validate: of(module, 'validate'), report: of(module, 'report') };
const n = { batch: of(native, 'batch'), baseline: of(native, 'baseline'), point: of(native, 'point'), validate: of(native, 'validate'), report: of(native, 'report') };
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';

console.log(`machine: ${cpu}, ${os.cpus().length} cores; Node ${process.version}; ${rounds} rounds of ${samplesPerRound} samples, medians${quick ? ' (quick: not to be judged)' : ''}`);
console.log(`module: ${wasm.length} bytes, ${gzipSync(wasm, { level: 9 }).length} gzipped`);
console.log('');
console.log('                                         module    native (same path)  ×      native (fastest)  ×');
console.log(`E4 batch, ns a point                     ${m.batch.toFixed(2).padStart(6)}    ${n.baseline.toFixed(2).padStart(6)}              ${ratio(m.batch, n.baseline).padStart(6)} ${n.batch.toFixed(2).padStart(6)}            ${ratio(m.batch, n.batch)}`);
console.log(`E4 one point at a time, ns a point       ${m.point.toFixed(2).padStart(6)}    ${n.point.toFixed(2).padStart(6)}              ${ratio(m.point, n.point).padStart(6)}`);
console.log(`validating the largest example, µs       ${m.validate.toFixed(1).padStart(6)}    ${n.validate.toFixed(1).padStart(6)}              ${ratio(m.validate, n.validate).padStart(6)}`);
console.log(`E4 evaluate report, 1,024 points, µs   ${m.report.toFixed(1).padStart(8)}  ${n.report.toFixed(1).padStart(6)}              ${ratio(m.report, n.report).padStart(6)}`);
if (sink === 0.5) console.log('');  // keeps the work observable
