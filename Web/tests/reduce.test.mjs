// Reductions through the WebAssembly module (node --test Web/tests): one test a series and an
// interpolation, the module's JSON the native command's (`curve reduce --format json`) byte for
// byte, and the points rows of the series (the first and the last kept, at most the most asked).
// Then the options and errors, one test a case, refused as the option table and the command
// refuse them. The native command is $CURVE (default: the release build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, CurveError, limits } from '../curvekit.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const curve = process.env.CURVE ?? join(root, '.build/release/curve');
const ck = await load();

/** The command's run: its status, what it printed and its first error line (without "error: "). */
function native(args, input) {
  assert.ok(existsSync(curve), `the native command is needed for byte identity: build it (swift build -c release --product curve) or set CURVE`);
  const run = spawnSync(curve, ['reduce', ...args], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return { status: run.status, stdout: run.stdout, error: run.stderr.split('\n')[0].replace(/^error: /, '') };
}

/** The error a call throws, checked to be of `kind` (a class). */
function thrown(call, kind) {
  try {
    call();
  } catch (error) {
    assert.ok(error instanceof kind, `${error}`);
    return error;
  }
  assert.fail('no error');
}

// The option table as the module publishes it: each option's JSON name by its flag.
const table = ck.vocabulary.options.reduce;
const nameOf = Object.fromEntries(table.map((row) => [row.flag, row.name]));

/** The command's message as JSON names an option: its flag replaced by the table's name, and a
 *  quoted argument by the number JSON gives. */
function asJSON(message) {
  let words = message;
  for (const [flag, name] of Object.entries(nameOf)) words = words.replaceAll(flag, name);
  return words.replace(/, got '(-?[\d.e+]+)'$/, ', got $1');
}

// MARK: The series, each row as the CSV writes it.

/** A seeded generator (mulberry32): the same series every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A series from `rows` ([x, y] numbers, or strings for gap cells): its CSV and its numeric rows. */
function series(rows, { header = 'x,y', size = [320, 160] } = {}) {
  const csv = (header ? header + '\n' : '') + rows.map(([x, y]) => `${x},${y}`).join('\n') + '\n';
  const numeric = rows.filter(([x, y]) => typeof x === 'number' && typeof y === 'number');
  return { csv, rows: numeric, size };
}

const walk = (() => {
  const next = random(7);
  let y = 0;
  return series(Array.from({ length: 3000 }, (_, i) => [i, (y += next() - 0.5)]));
})();

const collections = {
  'a random walk of 3,000 rows': walk,
  'a chirp': series(Array.from({ length: 2000 }, (_, i) => [i / 200, Math.sin(3 * (i / 200) ** 2)]), { size: [338, 158] }),
  'steps': series(Array.from({ length: 1200 }, (_, i) => [i, Math.floor(i / 150) % 4]), { size: [158, 70] }),
  'a constant': series(Array.from({ length: 400 }, (_, i) => [i * 0.5, 2.5])),
  'two points': series([[0, 1], [1, 3]], { header: '' }),
  'gaps': series(Array.from({ length: 600 }, (_, i) => [i % 11 === 5 ? 'NA' : i, i % 7 === 3 ? '' : Math.cos(i / 40) * (1 + i / 300)]), { header: 't,v' }),
  '1,025 rows': series(Array.from({ length: 1025 }, (_, i) => [i, Math.sin(i / 37) * 10 + (i % 5)])),
};

/** The checks that hold of any reduction of `s` with at most `most` points. */
function holds(reduction, s, most, tolerance) {
  const rows = new Map(s.rows.map(([x, y]) => [x, y]));
  assert.equal(reduction.input, s.rows.length);
  assert.ok(reduction.points.length >= Math.min(2, s.rows.length) && reduction.points.length <= most, `${reduction.points.length} points`);
  assert.deepEqual(reduction.points[0], s.rows[0]);
  assert.deepEqual(reduction.points.at(-1), s.rows.at(-1));
  for (const [i, [x, y]] of reduction.points.entries()) {
    assert.ok(rows.has(x) && Object.is(rows.get(x), y), `point ${i} [${x}, ${y}] is no row of the series`);
    if (i > 0) assert.ok(x > reduction.points[i - 1][0], `point ${i}: x increases`);
  }
  assert.deepEqual(reduction.domain, [s.rows[0][0], s.rows.at(-1)[0]]);
  assert.equal(reduction.withinTolerance, reduction.maximumDeviation <= tolerance);
  assert.ok(reduction.maximumDeviation >= 0);
}

for (const [name, s] of Object.entries(collections)) {
  for (const interpolation of ck.vocabulary.lists.Interpolation.values) {
    test(`reduce: ${name}, ${interpolation}: the command's JSON, byte for byte`, () => {
      const [width, height] = s.size;
      const expected = native(['--size', `${width}x${height}`, '--interpolation', interpolation, '--format', 'json', '-'], s.csv);
      assert.equal(expected.status, 0, expected.error);
      const text = ck.reduce(s.csv, { size: s.size, interpolation, text: true });
      assert.equal(text, expected.stdout);
      holds(JSON.parse(text), s, 1024, 0.25);
      // Bytes in, the report parsed: the same reduction.
      assert.deepEqual(ck.reduce(new TextEncoder().encode(s.csv), { size: s.size, interpolation }), JSON.parse(text));
    });
  }
}

test('reduce: the options beside the defaults (most points, tolerance, columns) are the command\'s, byte for byte', () => {
  const csv = 'i,walk,t\n' + walk.rows.map(([x, y], i) => `${i},${y},${x * 2}`).join('\n') + '\n';
  const expected = native(['--size', '200x100', '--max-points', '40', '--tolerance', '1.5', '--columns', 't,walk', '--interpolation', 'linear', '-'], csv);
  assert.equal(expected.status, 0, expected.error);
  const options = { size: [200, 100], maximumPoints: 40, tolerance: 1.5, columns: ['t', 'walk'], interpolation: 'linear' };
  assert.equal(ck.reduce(csv, { ...options, text: true }), expected.stdout);
  const reduction = ck.reduce(csv, options);
  holds(reduction, { rows: walk.rows.map(([x, y]) => [x * 2, y]) }, 40, 1.5);
  // Columns by number are the same columns.
  assert.deepEqual(ck.reduce(csv, { ...options, columns: [3, 2] }), reduction);
});

test('reduce: too few points for the tolerance: the best found, and withinTolerance false', () => {
  const expected = native(['--size', '320x160', '--max-points', '8', '--tolerance', '0.01', '-'], walk.csv);
  const reduction = ck.reduce(walk.csv, { size: [320, 160], maximumPoints: 8, tolerance: 0.01 });
  assert.deepEqual(reduction, JSON.parse(expected.stdout));
  assert.ok(reduction.points.length <= 8, `${reduction.points.length} points`);
  assert.equal(reduction.withinTolerance, false);
  assert.ok(reduction.maximumDeviation > 0.01);
});

// MARK: Options refused, one test a case: the module's error is the command's, as JSON names it.

test('reduce: a missing size is refused as an option (RangeError), as the command refuses it', () => {
  const command = native(['-'], walk.csv);
  assert.equal(command.status, 2);
  const error = thrown(() => ck.reduce(walk.csv, { tolerance: 0.5 }), RangeError);
  assert.equal(error.message, `curvekit: ${asJSON(command.error).replace('WxH', '[width, height]')}`);
  assert.equal(error.message, 'curvekit: missing size [width, height] (the plot area in pt)');
  // No options at all: the same.
  assert.equal(thrown(() => ck.reduce(walk.csv), RangeError).message, error.message);
});

for (const tolerance of [1000, 0.001, 0, -1]) {
  test(`reduce: tolerance ${tolerance} is refused with the command's message`, () => {
    const command = native(['--size', '100x50', '--tolerance', String(tolerance), '-'], walk.csv);
    assert.equal(command.status, 2);
    const error = thrown(() => ck.reduce(walk.csv, { size: [100, 50], tolerance }), RangeError);
    assert.equal(error.message, `curvekit: ${asJSON(command.error)}`);
    assert.match(error.message, /^curvekit: tolerance expects 0\.01 to 100 pt, got /);
  });
}

for (const maximumPoints of [1, 1025, 0]) {
  test(`reduce: maximumPoints ${maximumPoints} is refused by the table's range, as the command refuses it`, () => {
    const command = native(['--size', '100x50', '--max-points', String(maximumPoints), '-'], walk.csv);
    assert.equal(command.status, 2);
    const error = thrown(() => ck.reduce(walk.csv, { size: [100, 50], maximumPoints }), RangeError);
    assert.equal(error.message, `curvekit: ${asJSON(command.error)}`);
    const row = table.find((r) => r.name === 'maximumPoints');
    assert.equal(error.message, `curvekit: maximumPoints expects a whole number from ${row.minimum} to ${row.maximum}, got ${maximumPoints}`);
  });
}

test('reduce: maximumPoints 2 and 1024, the ends of its range, are taken', () => {
  const two = ck.reduce(walk.csv, { size: [100, 50], maximumPoints: 2 });
  assert.deepEqual(two.points, [walk.rows[0], walk.rows.at(-1)]);
  assert.ok(ck.reduce(collections['1,025 rows'].csv, { size: [100, 50], maximumPoints: 1024, tolerance: 0.01 }).points.length <= 1024);
});

test('reduce: an unknown option (the command\'s format among them) is refused, naming the table\'s options', () => {
  const names = table.map((row) => row.name);
  const listed = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  for (const option of ['format', 'maxPoints', 'text2']) {
    const error = thrown(() => ck.reduce(walk.csv, { size: [100, 50], [option]: 'csv' }), TypeError);
    assert.equal(error.message, `curvekit: unknown option "${option}"; the options are ${listed}`);
  }
});

test('reduce: an option of the wrong kind is a TypeError, one out of range a RangeError', () => {
  assert.match(thrown(() => ck.reduce(walk.csv, { size: '320x160' }), TypeError).message, /^curvekit: size expects \[width, height\] in pt/);
  assert.match(thrown(() => ck.reduce(walk.csv, { size: [0, 160] }), RangeError).message, /^curvekit: size expects \[width, height\] in pt/);
  assert.match(thrown(() => ck.reduce(walk.csv, { size: [320, 10001] }), RangeError).message, /^curvekit: size expects /);
  assert.match(thrown(() => ck.reduce(walk.csv, { size: [320, 160], interpolation: 'cubic' }), RangeError).message, /^curvekit: interpolation expects "linear", "stepAfter" or "monotone", got "cubic"$/);
  assert.match(thrown(() => ck.reduce(walk.csv, { size: [320, 160], tolerance: '0.5' }), TypeError).message, /^curvekit: tolerance expects a finite number/);
  assert.match(thrown(() => ck.reduce(walk.csv, { size: [320, 160], maximumPoints: 2.5 }), RangeError).message, /^curvekit: maximumPoints expects /);
  assert.match(thrown(() => ck.reduce(walk.csv, { size: [320, 160], tolerance: NaN }), RangeError).message, /give finite numbers/);
  assert.match(thrown(() => ck.reduce(walk.csv, { size: [320, 160], text: 1 }), TypeError).message, /text must be true or false/);
  assert.match(thrown(() => ck.reduce(42, { size: [320, 160] }), TypeError).message, /^curvekit: reduce: data must be a string or bytes/);
  assert.match(thrown(() => ck.reduce(walk.csv, []), TypeError).message, /options must be an object/);
});

// MARK: The data's errors: CurveErrors with the kinds of the vocabulary, messages the command's.

/** The module's CurveError for `csv`, checked against the command's message and the vocabulary. */
function dataError(csv, kind, list) {
  const command = native(['--size', '100x50', '-'], csv);
  assert.equal(command.status, 1);
  const error = thrown(() => ck.reduce(csv, { size: [100, 50] }), CurveError);
  assert.equal(error.kind, kind);
  assert.ok(ck.vocabulary.lists[list].values.includes(kind), `${kind} is a ${list}`);
  assert.deepEqual([error.offset, error.column, error.path], [null, null, null]);
  assert.equal(error.message, `data: ${command.error.replace(/^'-': /, '')}`);
  return error;
}

test('reduce: x not increasing names the line of the row', () => {
  const error = dataError('x,y\n0,1\n1,2\n\n3,0\n2,5\n', 'notIncreasing', 'ReduceErrorKind');
  assert.equal(error.message, "data: line 6: x is not above the previous row's x: a series' x must increase");
  // An x repeated is not increasing either; after gap rows the line is still the CSV's.
  assert.match(thrown(() => ck.reduce('0,1\n1,\n1,2\n1,3\n', { size: [100, 50] }), CurveError).message, /^data: line 4: /);
});

test('reduce: no row with numbers in both columns', () => {
  dataError('x,y\n', 'noRows', 'DataSeriesErrorKind');
  dataError('x,y\n1,\n,2\n', 'noRows', 'ReduceErrorKind');
});

test('reduce: a CSV the reader refuses keeps its kind and line', () => {
  dataError('x,y\n0,1\n"2,3\n', 'unterminatedQuote', 'DataSeriesErrorKind');
  dataError('x,y\n0,1\n2\n', 'missingColumn', 'DataSeriesErrorKind');
  assert.equal(thrown(() => ck.reduce('x,y\n0,1\n', { size: [100, 50], columns: ['t', 'y'] }), CurveError).kind, 'unknownColumn');
});

test('reduce: over the CSV limit is refused before it is read: nothing copied in', () => {
  const before = ck.memoryBytes;
  const bytes = new Uint8Array(limits.reduceBytes + 1);
  const error = thrown(() => ck.reduce(bytes, { size: [100, 50] }), CurveError);
  assert.equal(error.kind, 'tooLarge');
  assert.equal(ck.memoryBytes, before, 'the module did not grow');
  const command = native(['--size', '100x50', '-'], bytes);
  assert.equal(command.status, 1);
  assert.equal(error.message, `data: ${command.error.replace(/^'-': /, '')}`);
  // A string past the limit is measured, not copied: its UTF-8 length is in the message.
  const text = 'é'.repeat(limits.reduceBytes / 2 + 1);
  const long = thrown(() => ck.reduce(text, { size: [100, 50] }), CurveError);
  assert.equal(long.kind, 'tooLarge');
  assert.match(long.message, new RegExp(`^data: ${limits.reduceBytes + 2} bytes, `));
  assert.equal(ck.memoryBytes, before, 'the module did not grow');
  // The options are checked first: a bad option wins over a CSV too large, as in the command.
  assert.ok(thrown(() => ck.reduce(bytes, { size: [100, 50], tolerance: 1000 }), RangeError));
});

test('reduce: hostile options are bounded before anything is copied in', () => {
  const before = ck.memoryBytes;
  // A size of two million items is refused by the options' byte bound while it is written.
  assert.match(thrown(() => ck.reduce(walk.csv, { size: new Float64Array(2e6).fill(1.5) }), RangeError).message, /^curvekit: reduce: the options are over \d+ bytes/);
  assert.equal(ck.memoryBytes, before, 'nothing was copied in');
  // An array that grows while it is read is read to the length it had.
  const growing = [320, 160];
  let reads = 0;
  const size = new Proxy(growing, { get: (target, key) => { if (key === '1' && reads++ === 0) for (let i = 0; i < 1e5; i++) target.push(1); return target[key]; } });
  assert.deepEqual(ck.reduce(walk.csv, { size, text: false }), ck.reduce(walk.csv, { size: [320, 160] }));
});

test('reduce: more rows than CurveReduction.maximumRows is refused with the command\'s message', () => {
  const [, shift] = readFileSync(join(root, 'Sources/CurveSampling/Reduction/CurveReduction.swift'), 'utf8').match(/maximumRows = 1 << (\d+)/);
  const csv = '1,1\n'.repeat((1 << Number(shift)) + 1);
  const command = native(['--size', '100x50', '-'], csv);
  assert.equal(command.status, 1);
  const error = thrown(() => ck.reduce(csv, { size: [100, 50] }), CurveError);
  assert.equal(error.kind, 'tooManyRows');
  assert.equal(error.message, `data: ${command.error.replace(/^'-': /, '')}`);
});
