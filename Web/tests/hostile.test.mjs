// The module driven as an attacker would drive it from JavaScript: wrong types, numbers out of
// range, arguments that change while they are read, inputs far past the limits, programs never
// released, and the inputs where a 32-bit Int trapped. Each call either answers what the native
// command answers or throws the TypeError or RangeError its usage error would be; none traps,
// corrupts the heap or grows memory without bound.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { load, limits, CurveError } from '../curvekit.mjs';

// The garbage collector, for the finalizer tests: node --expose-gc gives it; otherwise the flag is
// set here, before the first context that reads it is made.
v8.setFlagsFromString('--expose-gc');
const gc = globalThis.gc ?? runInNewContext('gc');

const root = fileURLToPath(new URL('../..', import.meta.url));
const curve = process.env.CURVE ?? join(root, '.build/release/curve');
const ck = await load();
/** The table row of `evaluate`'s `at`: its most points, from Swift. */
const atRow = ck.vocabulary.options.evaluate.find((row) => row.name === 'at');

/** What the native command prints on standard output, whatever its exit status. */
function native(args, input) {
  assert.ok(existsSync(curve), 'the native command is needed: build it (swift build -c release --product curve) or set CURVE');
  try {
    return execFileSync(curve, args, { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
  } catch (error) {
    return error.stdout;
  }
}

/** The module still answers, and the same as before, after whatever was just done to it. */
function stillWell() {
  assert.deepEqual(ck.evaluate('2*x', { at: [1.5] }).samples, [[1.5, 3]]);
  assert.equal(ck.validate('{"pixels": [[null]]}').verdict, 'accepted');
}

const largest = Number.MAX_VALUE;

test('ticks and plots past 2^31 (a 32-bit Int trapped): the same SVG as the command', () => {
  const plots = [
    [['1'], { yDomain: [3e9, 3e9 + 10] }, ['--y-domain', '3000000000,3000000010']],
    [['5.787662798+x*1e-9'], { domain: [-1, 1] }, ['--domain', '-1,1']],
    [['x'], { domain: [0, 1e306] }, ['--domain', '0,1e306']],
    [['1/x', 'x'], { domain: [-largest, largest] }, ['--domain', `${-largest},${largest}`]],
    [['x*1e307'], { domain: [-10, 10], yDomain: [-1e308, 1e308] }, ['--domain', '-10,10', '--y-domain', '-1e308,1e308']],
    [['2^31 + x'], { domain: [0, 3e9] }, ['--domain', '0,3000000000']],
  ];
  for (const [expressions, options, args] of plots) {
    const expected = native(['plot', ...args, '-o', '-', '--', ...expressions]);
    assert.equal(ck.plotExpressions(expressions, options), expected, expressions.join(', '));
  }
  for (const domain of [[0, 1e306], [-1e308, 1e308], [-largest, largest]]) {
    const expected = native(['evaluate', '--format', 'json', '--samples', '64', `--domain=${domain[0]},${domain[1]}`, 'x']);
    const report = ck.evaluate('x', { domain, samples: 64, text: true });
    assert.equal(report, expected, `evaluate over [${domain}]`);
    assert.ok(!report.includes('null'), `every value finite over [${domain}]`);
  }
  const frame = JSON.stringify({
    pixels: [[null]], layers: [{ id: 'remote:c', type: 'curve', dataPath: 'data.c' }],
    data: { c: { frame: { width: 1, height: 1 }, content: { expression: 'x', domain: [-1e308, 1e308] } } },
  });
  assert.equal(ck.geometry(frame, { text: true }), native(['geometry', '-'], frame));
  stillWell();
});

test('an array-like whose length or values change while it is read is read once', () => {
  let reads = 0;
  // An array whose length grows after it is first read: the options are copied once, as read.
  const growing = new Proxy([1, 2, 3], {
    get(target, key) {
      if (key === 'length') return ++reads === 1 ? 3 : 2 ** 32 - 1;
      return Reflect.get(target, key);
    },
  });
  const report = ck.evaluate('x*x', { at: growing });
  assert.deepEqual(report.samples, [[1, 1], [2, 4], [3, 9]]);
  assert.equal(reads, 1);
  // An array-like that is no array is an object, of the wrong kind for a list of numbers.
  assert.throws(() => ck.evaluate('x', { at: { length: 1, 0: 1 } }), TypeError);
  // Values that rewrite the array (and its length) as they are read.
  const list = [1, 2, 3, 4];
  const shifting = new Proxy(list, {
    get(target, key) {
      if (key === '2') target.length = 1;
      return Reflect.get(target, key);
    },
  });
  // The length was read as 4: the values it then finds gone are not numbers, and are refused.
  assert.throws(() => ck.evaluate('x', { at: shifting }), TypeError);
  const program = ck.compile('x + 1');
  let calls = 0;
  const sneaky = { get length() { calls++; return calls === 1 ? 2 : 1 << 24; }, 0: 5, 1: 6 };
  assert.deepEqual([...program.evaluate(sneaky)], [6, 7]);
  program.release();
  stillWell();
});

test('every option gets the command\'s rules: a TypeError or RangeError, never a silent wrap', async (t) => {
  const range = [
    () => ck.evaluate('x', { samples: 2 ** 32 + 5 }),
    () => ck.evaluate('x', { samples: 1.5 }),
    () => ck.evaluate('x', { samples: 1 }),
    () => ck.evaluate('x', { samples: 1025 }),
    () => ck.evaluate('x', { domain: [NaN, NaN] }),
    () => ck.evaluate('x', { domain: [0, Infinity] }),
    () => ck.evaluate('x', { domain: [0, 1, 2] }),
    () => ck.evaluate('x', { at: new Array(atRow.maximum + 1).fill(0) }),
    () => ck.evaluate('x', { at: [1], samples: 3 }),
    () => ck.evaluate('x', { derivative: 3 }),
    () => ck.evaluate('x', { parameters: { a: Infinity } }),
    () => ck.validate('{}', { size: [NaN, 100] }),
    () => ck.validate('{}', { size: [Infinity, 100] }),
    () => ck.validate('{}', { size: [-338, -158] }),
    () => ck.validate('{}', { size: [1e308, 1e308] }),
    () => ck.geometry('{}', { size: [0, 158] }),
    () => ck.plotFrame('{}', { size: [338, 158, 1] }),
    () => ck.plotFrame('{}', { scale: 4 }),
    () => ck.plotExpressions(['x'], { size: [NaN, 400] }),
    () => ck.plotExpressions(['x'], { domain: [1, 1] }),
    () => ck.plotExpressions(['x'], { yDomain: [0, -Infinity] }),
    () => ck.plotExpressions(Array(17).fill('x')),
    () => ck.evaluate('x'.repeat(limits.expressionBytes + 1)),
    () => ck.relation('x = y', { size: [2 ** 32 + 5, 4] }),
    () => ck.relation('x = y', { size: [4097, 4] }),
    () => ck.relation('x = y', { size: [1.5, 4] }),
    () => ck.relation('x = y', { size: [4] }),
    () => ck.relation('x = y', { bounds: [0, 1, 0, NaN] }),
    () => ck.relation('x = y', { bounds: [0, 1, 0, 1, 2] }),
    () => ck.relation('x = y', { bounds: [-largest, largest, 0, 1] }),
    // A word not among the choices is out of range, as in 'x'.normalize('NFX').
    () => ck.validate('{}', { family: 'huge' }),
    () => ck.plotFrame('{}', { appearance: 'sepia' }),
    () => ck.plotExpressions(['x'], { theme: 'blue' }),
    () => ck.plotExpressions(['x'], { interpolation: 'cubic' }),
    () => ck.plotExpressions(['x'], { aspect: 'square' }),
    () => ck.plotExpressions(['x'], { xScale: 'ln' }),
    () => ck.plotExpressions(['x'], { marks: 'dots' }),
  ];
  // One subtest a case, named by its call.
  for (const call of range) await t.test(`RangeError: ${String(call).slice(6)}`, () => assert.throws(call, RangeError));
  const type = [
    () => ck.validate(12345),
    () => ck.validate(null),
    () => ck.validate({ pixels: [[null]] }),
    () => ck.evaluate(123),
    () => ck.evaluate(['x']),
    () => ck.compile(undefined),
    () => ck.evaluate('x', null),
    () => ck.evaluate('x', [1, 2]),
    () => ck.evaluate('x', { sampels: 4 }),
    () => ck.evaluate('x', { samples: '4' }),
    () => ck.evaluate('x', { domain: 'wide' }),
    () => ck.evaluate('x', { at: [1, '2'] }),
    () => ck.evaluate('x', { derivative: '1' }),
    () => ck.evaluate('a*x', { parameters: { a: '5' } }),
    () => ck.evaluate('a*x', { parameters: [['a', 5]] }),
    () => ck.evaluate('x', { text: 'yes' }),
    () => ck.validate('{}', { family: 5 }),
    () => ck.plotFrame('{}', { appearance: true }),
    () => ck.plotExpressions(['x', 7]),
    () => ck.plotExpressions(['x'], { title: 42 }),
    () => ck.plotExpressions(['x'], { theme: 1 }),
    () => ck.plotFrame('{}', { scale: '2' }),
    () => ck.relation(['x = y']),
    () => ck.relation('x = y', { bounds: 'all' }),
    () => ck.relation('x = y', { size: ['4', 4] }),
    () => ck.relation('x = y', { scale: 2 }),
  ];
  for (const call of type) await t.test(`TypeError: ${String(call).slice(6)}`, () => assert.throws(call, TypeError));
  const program = ck.compile('x');
  assert.throws(() => program.at('1'), TypeError);
  program.release();
  // Within the rules, the edges are accepted: the command takes them too.
  assert.equal(ck.evaluate('x', { samples: 2, domain: [-largest, largest] }).samples.length, 2);
  assert.equal(ck.validate('{"pixels": [[null]]}', { size: [10_000, 0.5] }).verdict, 'accepted');
  stillWell();
});

test('a frame past 512 KB is reported too large without being copied in', () => {
  const before = ck.memoryBytes;
  for (const bytes of [new Uint8Array(3e8), new ArrayBuffer(limits.frameBytes + 1), new DataView(new ArrayBuffer(2e7))]) {
    const report = ck.validate(bytes);
    assert.equal(report.verdict, 'rejected');
    assert.equal(report.reason.code, 'body.tooLarge');
  }
  const oversized = 'x'.repeat(limits.frameBytes + 10);
  const file = Buffer.from(oversized);
  assert.equal(ck.validate(file, { text: true }), native(['validate', '--format', 'json', '-'], file));
  assert.ok(ck.memoryBytes - before < 2 << 20, `memory grew by ${ck.memoryBytes - before} bytes`);
  stillWell();
});

test('programs held without release: no cap, and the module holds at most its slots compiled', () => {
  const before = ck.memoryBytes;
  const heavy = 'sin(1000*x)/cos(997*x)' + '+sin(1000*x)/cos(991*x)'.repeat(21);
  const xs = Float64Array.from({ length: 4096 }, (_, i) => i / 100);
  const held = [];
  for (let i = 0; i < 10_000; i++) {
    const program = ck.compile(heavy, { parameters: { a: i, b: 1 } });
    program.evaluate(xs);
    held.push(program);
  }
  // Each keeps its source and parameters in JavaScript; the module, at most its slots' programs.
  const grown = ck.memoryBytes - before;
  assert.ok(grown < 32 << 20, `10,000 held, evaluated programs took ${grown} bytes of the module`);
  // An evicted program is compiled again when it is next used, with the same values.
  const first = ck.compile('a*x + 1', { parameters: { a: 3 } });
  for (let i = 0; i < 300; i++) held.push(ck.compile('x', { parameters: { a: i } }));
  assert.equal(first.at(2), 7);
  assert.deepEqual([...first.evaluate([1, 2])], [4, 7]);
  assert.equal(held[0].at(0), ck.evaluate(heavy, { at: [0] }).samples[0][1]);
  for (const program of held) program.release();
  first.release();
  assert.equal(ck.memoryBytes - before, grown, 'releasing compiles nothing');
  // A batch longer than the shared buffers is done in parts, with the same values.
  const program = ck.compile('x*x');
  const long = Float64Array.from({ length: limits.batch * 2 + 7 }, (_, i) => i);
  const ys = program.evaluate(long);
  assert.ok(ys.every((y, i) => y === i * i));
  program.release();
  stillWell();
});

/** The garbage collector, and a turn of the event loop for the finalizers it queued. */
async function collect() {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

test('programs dropped without release are freed by the garbage collector: the module stays bounded', async () => {
  await collect();
  const before = ck.memoryBytes;
  let finalized = 0;
  const watch = new FinalizationRegistry(() => { finalized++; });
  for (let round = 0; round < 20; round++) {
    for (let i = 0; i < 1000; i++) watch.register(ck.compile('a*sin(x) + x^2', { parameters: { a: i } }), i);
    await collect();
  }
  assert.ok(finalized > 10_000, `${finalized} of 20,000 dropped programs were collected`);
  assert.ok(ck.memoryBytes - before < 4 << 20, `the module grew by ${ck.memoryBytes - before} bytes`);
  stillWell();
});

test('release() then the garbage collector frees a program once: a program compiled since keeps its slot', async () => {
  const make = () => { const dropped = ck.compile('x + 100'); dropped.release(); dropped.release(); };
  const kept = [];
  for (let i = 0; i < 200; i++) {
    make();
    // Compiled into the slot the released one left: a second free of it would free this one.
    kept.push(ck.compile('a*x', { parameters: { a: i } }));
  }
  await collect();
  kept.forEach((program, i) => assert.equal(program.at(2), 2 * i, `program ${i}`));
  for (const program of kept) program.release();
  assert.throws(() => kept[0].at(1), /released/);
  stillWell();
});

test('an expression or parameter error still throws a CurveError with its place', () => {
  assert.throws(() => ck.evaluate('1e99999*x'), (error) => error instanceof CurveError && error.kind === 'numberTooLarge' && error.column === 1);
  assert.throws(() => ck.evaluate('K*x', { parameters: { 'K': 1, '\u212A': 2 } }), (error) => error instanceof CurveError && error.kind === 'invalidParameterName');
  assert.throws(() => ck.evaluate('x', { parameters: { 'a\nb': 1 } }), (error) => error instanceof CurveError && error.kind === 'invalidParameterName');
  stillWell();
});

test('keys, ids and names by code points, noncharacters dropped, numbers quoted to 40 characters: as the command does', () => {
  const curveObject = (content) => ({ frame: { width: 1, height: 1 }, content });
  const frame = JSON.stringify({
    pixels: [[null]],
    layers: [
      { id: 'remote:\u00e9', type: 'curve', dataPath: 'data.a' }, { id: 'remote:e\u0301', type: 'curve', dataPath: 'data.K' },
      { id: 'remote:\u00ff', type: 'curve', dataPath: 'data.a' },
    ],
    data: {
      a: curveObject({ expression: 'K*x', parameters: { K: 1, '\u212A': 2 }, markers: [{ at: { x: 0.5 }, label: 'a\uFDD0b\u{1FFFE}c\u{10FFFF}d' }] }),
      '\u212A': curveObject({ expression: 'x' }),
      o: { K: 1, '\u212A': 2 },
    },
  });
  const report = ck.validate(frame, { text: true });
  assert.equal(report, native(['validate', '--format', 'json', '-'], frame));
  assert.ok(!report.includes('key.duplicate') && !report.includes('declaration.duplicateID'));
  const labelled = JSON.stringify({
    pixels: [[null]], layers: [{ id: 'remote:c', type: 'curve', dataPath: 'data.c' }],
    data: { c: curveObject({ expression: 'x', domain: [0, 1], markers: [{ at: { x: 0.5 }, label: 'a\uFDD0b\u{1FFFE}c\u{10FFFF}d' }] }) },
  });
  const svg = ck.plotFrame(labelled);
  assert.equal(svg, native(['plot', '-o', '-', '-'], labelled));
  assert.ok(svg.includes('>abcd</text>'));
  const digits = '9'.repeat(10_000);
  assert.throws(() => ck.evaluate(`1e${'9'.repeat(500)}`), (error) => error instanceof CurveError && error.kind === 'numberTooLarge' && error.message.split('\n')[0] === `error: column 1: number '1e${'9'.repeat(38)}…' is too large for a double (the largest is about 1.8e308)`);
  const rejected = ck.validate(`{"pixels": [[null]], "data": {"a": ${digits}e9}}`);
  assert.ok(rejected.reason.message.length < 200, rejected.reason.message);
  stillWell();
});

/** The native command's exit status and standard error. */
function nativeError(args, input) {
  const run = spawnSync(curve, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  return [run.status, run.stderr];
}

test('names are bounded as the command bounds an argument: a longer one is refused before it is copied in', () => {
  const limit = ck.nameBytes;
  assert.equal(limit, 131_071);
  // The longest argument the command takes is one of that many bytes.
  assert.equal(nativeError(['evaluate', '--at', '1', '--param', `${'a'.repeat(limit - 2)}=1`, 'x'])[0], 0);
  const before = ck.memoryBytes;
  const calls = [
    [(name) => ck.evaluate('x', { parameters: { [name]: 1 } }), 'parameters: a name', 'evaluate: the options'],
    [(name) => ck.compile('x', { parameters: { [name]: 1 } }), 'compile: parameters: a name'],
    [(name) => ck.plotExpressions(['@a'], { data: { a: '1,2', [name]: '1,2' } }), 'plotExpressions: data: a name'],
    // Options the module decodes by its option table: a name is refused there, and a document
    // past the module's limit before it is copied in.
    [(name) => ck.plotExpressions(['@a'], { data: { a: 'x,y\n1,2' }, columns: [name, 'y'] }), 'columns: a name', 'plotExpressions: the options'],
    [(name) => ck.plotExpressions(['x'], { parameters: { [name]: 1 } }), 'parameters: a name', 'plotExpressions: the options'],
    [(name) => ck.analyze(['x'], { parameters: { [name]: 1 } }), 'parameters: a name', 'analyze: the options'],
    [(name) => ck.relation('x = y', { parameters: { [name]: 1 } }), 'parameters: a name', 'relation: the options'],
  ];
  for (const [call, ...places] of calls) {
    const place = places.join(' or ');
    for (const name of ['a'.repeat(limit + 1), '\u00e9'.repeat(limit / 2 + 1 >> 0), 'a'.repeat(100 << 20)]) {
      assert.throws(() => call(name), (error) => error instanceof RangeError && places.some((p) => error.message.startsWith(`curvekit: ${p} `) && / (is|are) /.test(error.message)) && error.message.length < 200, place);
    }
  }
  assert.ok(ck.memoryBytes - before < 2 << 20, `memory grew by ${ck.memoryBytes - before} bytes`);
  // Within the limit, a message that quotes a name quotes 40 characters of it.
  assert.throws(() => ck.plotExpressions(['@a'], { data: { a: 'x,y\n1,2' }, columns: ['c'.repeat(limit), 'y'] }),
    (error) => error instanceof CurveError && error.kind === 'unknownColumn'
      && error.message === `expression 1: error: @a: line 1: no column named '${'c'.repeat(40)}…' in the header`);
  assert.throws(() => ck.compile('x', { parameters: { ['p'.repeat(limit)]: NaN } }),
    (error) => error instanceof CurveError && error.kind === 'parameterIsNaN' && error.message.length < 200);
  stillWell();
});

test('a data series\' errors are the command\'s: escaped as it escapes them, and one over the limit is invalid input', () => {
  const csv = 'x,y\n1,2\n';
  const [status, stderr] = nativeError(['plot', '-o', '-', '--columns', '\x1b[2J,\u202ey', '--', '@-'], csv);
  assert.throws(() => ck.plotExpressions(['@-'], { data: { '-': csv }, columns: ['\x1b[2J', '\u202ey'] }),
    (error) => error instanceof CurveError && error.kind === 'unknownColumn' && status === 1 && `${error.message}\n` === stderr && !/[\x1b\u202e]/.test(error.message));
  const before = ck.memoryBytes;
  const over = '1,2\n'.repeat(200_000);
  assert.equal(nativeError(['plot', '-o', '-', '--', '@-'], over)[0], 1);
  for (const data of [over, Buffer.from(over), new Uint8Array(3e8)]) {
    assert.throws(() => ck.plotExpressions(['x', '@big'], { data: { big: data } }),
      (error) => error instanceof CurveError && error.kind === 'tooLarge'
        && error.message === `expression 2: error: @big: ${data.length} bytes, over the 524288-byte limit of a data series`);
  }
  // A series no item names is not read.
  assert.match(ck.plotExpressions(['x'], { data: { big: over } }), /<svg/);
  assert.ok(ck.memoryBytes - before < 2 << 20, `memory grew by ${ck.memoryBytes - before} bytes`);
  stillWell();
});

test('relation bounds the classifier cannot take are a usage error: RangeError here, exit 2 in the command', () => {
  for (const bounds of [[-largest, largest, 0, 1], [1e-250, 1.000000000001e-250, 0, 1]]) {
    assert.throws(() => ck.relation('x = y', { bounds }), (error) => error instanceof RangeError && !(error instanceof CurveError));
    assert.equal(nativeError(['relation', `--bounds=${bounds.join(',')}`, 'x = y'])[0], 2);
  }
});
