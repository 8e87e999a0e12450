// Fits through the WebAssembly module (node --test Web/tests): every NIST StRD run
// (Tests/CurveAnalysisTests/NIST), one test a run: the module's JSON is the
// native command's, byte for byte, and meets NIST's certified values to the digits.
// Then the options and errors, refused as the command refuses them. The native command is
// $CURVE (default: the release build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, CurveError, limits } from '../curvekit.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const curve = process.env.CURVE ?? join(root, '.build/release/curve');
const nist = join(root, 'Tests/CurveAnalysisTests/NIST');
const ck = await load();

function native(args, input) {
  assert.ok(existsSync(curve), `the native command is needed for byte identity: build it (swift build -c release --product curve) or set CURVE`);
  return execFileSync(curve, args, { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
}

/** One NIST problem: its parameters with their two starts and certified values, the RSS, and the
 *  rows as "x,y" CSV (NIST writes y first). */
function problem(name) {
  const lines = readFileSync(join(nist, `${name}.dat`), 'utf8').split('\n');
  const rows = [];
  const parameters = [];
  let rss = null;
  let inData = false;
  for (const line of lines) {
    const words = line.trim().split(/\s+/);
    if (inData) {
      // Nelson's two predictors packed into one x, its response log(y) (models.json says why).
      if (name === 'Nelson' && words.length === 3) rows.push(`${Number(words[1]) + 1000 * Number(words[2])},${Math.log(Number(words[0])).toPrecision(17)}\n`);
      else if (words.length >= 2) rows.push(`${words[1]},${words[0]}\n`);
    } else if (words.length === 6 && /^b\d+$/.test(words[0]) && words[1] === '=') {
      parameters.push({ name: words[0], starts: [Number(words[2]), Number(words[3])], value: Number(words[4]), error: Number(words[5]) });
    } else if (line.startsWith('Residual Sum of Squares:')) {
      rss = Number(words.at(-1));
    } else if (words[0] === 'Data:' && words[1] === 'y') {
      inData = true;
    }
  }
  return { parameters, rss, csv: rows.join('') };
}

/** The digits two numbers share (0 for a value missing). */
function lre(value, truth) {
  if (value === null || !Number.isFinite(value)) return 0;
  if (value === truth) return 11;
  return Math.max(0, -Math.log10(Math.abs(value - truth) / Math.abs(truth)));
}

const models = JSON.parse(readFileSync(join(nist, 'models.json'), 'utf8')).models;
for (const [name, model] of Object.entries(models).filter(([, model]) => model !== null)) {
  const p = problem(name);
  for (const start of [0, 1]) {
    test(`fit: NIST ${name} from start ${start + 1}`, () => {
      const parameters = Object.fromEntries(p.parameters.map((b) => [b.name, b.starts[start]]));
      const args = p.parameters.flatMap((b) => ['--param', `${b.name}=${b.starts[start]}`]);
      const expected = native(['fit', '--data', '-', '--format', 'json', ...args, '--', model], p.csv);
      assert.equal(ck.fit(model, p.csv, { parameters, text: true }), expected);
      const fit = ck.fit(model, new TextEncoder().encode(p.csv), { parameters });
      assert.equal(fit.converged, true, fit.reason);
      for (const b of p.parameters) {
        assert.ok(lre(fit.parameters[b.name].value, b.value) >= 6, `${b.name} = ${fit.parameters[b.name].value}, certified ${b.value}`);
        assert.ok(lre(fit.parameters[b.name].standardError, b.error) >= 4, `${b.name}'s standard error ${fit.parameters[b.name].standardError}, certified ${b.error}`);
      }
      assert.ok(lre(fit.residualSumOfSquares, p.rss) >= 6, `RSS ${fit.residualSumOfSquares}, certified ${p.rss}`);
    });
  }
}

// CurveKit's own problems (Grammar/conformance/fits.json), the truth by mpmath at 50 digits.
const truths = JSON.parse(readFileSync(join(root, 'Grammar/conformance/fits.json'), 'utf8')).cases;
for (const c of truths) {
  test(`fit: ${c.name}: ${c.model}`, () => {
    const args = Object.entries(c.starts).flatMap(([name, value]) => ['--param', `${name}=${value}`]);
    const expected = native(['fit', '--data', '-', '--format', 'json', ...args, '--', c.model], c.csv);
    assert.equal(ck.fit(c.model, c.csv, { parameters: c.starts, text: true }), expected);
    const fit = JSON.parse(expected);
    assert.equal(fit.converged, true, fit.reason);
    for (const [name, truth] of Object.entries(c.parameters)) {
      assert.ok(digits(fit.parameters[name].value, Number(truth)) >= 8, `${name} = ${fit.parameters[name].value}, truth ${truth}`);
      assert.ok(digits(fit.parameters[name].standardError, Number(c.standardErrors[name])) >= 6, `${name}'s standard error, truth ${c.standardErrors[name]}`);
    }
    assert.ok(digits(fit.residualSumOfSquares, Number(c.rss)) >= 8, `RSS ${fit.residualSumOfSquares}, truth ${c.rss}`);
  });
}

/** Digits agreeing with a truth (11 when equal; a truth of 0 wants a value below 1e-300). */
function digits(value, truth) {
  if (value === null || !Number.isFinite(value)) return 0;
  if (value === truth) return 11;
  if (truth === 0) return Math.abs(value) < 1e-300 ? 11 : 0;
  return Math.max(0, -Math.log10(Math.abs(value - truth) / Math.abs(truth)));
}

test('fit: the options are the command\'s, refused as the command refuses them', () => {
  const csv = '0,1\n1,2.7\n2,7.4\n3,20.1\n';
  assert.throws(() => ck.fit('a*exp(b*x)', csv, { parameters: { a: 1 } }), /^RangeError: curvekit: the model's parameter 'b' has no starting value: give parameters b=START$/);
  assert.throws(() => ck.fit('a*x', csv, { parameters: { a: 1 }, maximumIterations: 0 }), /^RangeError: curvekit: maximumIterations expects /);
  assert.throws(() => ck.fit('a*x', csv, { parameters: { a: 1 }, maximumIterations: 'many' }), TypeError);
  assert.throws(() => ck.fit('a*x', 42, { parameters: { a: 1 } }), TypeError);
  assert.throws(() => ck.fit('a*x', csv, { parameters: { a: 1 }, tolerance: 1 }), /^TypeError: curvekit: unknown option "tolerance"; the options are parameters, columns or maximumIterations$/);
  const columns = ck.fit('a*x', 't,v\n1,2\n2,4\n', { parameters: { a: 1 }, columns: ['t', 'v'] });
  assert.equal(columns.parameters.a.value, 2);
});

test('fit: errors of the model, a start and the data, each with its place and kind', () => {
  const error = (call) => {
    try {
      call();
    } catch (e) {
      assert.ok(e instanceof CurveError, String(e));
      return e;
    }
    assert.fail('no error');
  };
  const model = error(() => ck.fit('a*erf(x)', '0,1\n', { parameters: { a: 1 } }));
  assert.equal(model.column, 3);
  const start = error(() => ck.fit('x', '0,1\n', { parameters: { pi: 1 } }));
  assert.equal(start.kind, 'reservedParameterName');
  const line = error(() => ck.fit('a*x', '0,1\n2\n', { parameters: { a: 1 } }));
  assert.equal(line.kind, 'missingColumn');
  assert.match(line.message, /^data: line 2, column 2: 1 field; column 2 is needed$/);
  const none = error(() => ck.fit('a*x', 'x,y\n0,\n,1\n', { parameters: { a: 1 } }));
  assert.equal(none.kind, 'noObservations');
  // Past the limit, nothing is copied in: the module refuses the length alone.
  const large = error(() => ck.fit('a*x', new Uint8Array(limits.dataBytes + 1), { parameters: { a: 1 } }));
  assert.equal(large.kind, 'tooLarge');
});
