// The WebAssembly module through its JavaScript API (node --test Web/tests): both conformance
// corpora against their expectations, byte identity with the native command on them, errors,
// and memory that stops growing. The native command is $CURVE (default: the release build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, CurveError } from '../curvekit.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const curve = process.env.CURVE ?? join(root, '.build/release/curve');
const ck = await load();
const expressions = JSON.parse(readFileSync(join(root, 'Grammar/conformance/expressions.json'), 'utf8')).cases;
const frames = JSON.parse(readFileSync(join(root, 'Grammar/conformance/frames.json'), 'utf8')).cases;
const work = mkdtempSync(join(tmpdir(), 'curvekit-web-'));

function native(args, input) {
  assert.ok(existsSync(curve), `the native command is needed for byte identity: build it (swift build -c release --product curve) or set CURVE`);
  try {
    return { status: 0, out: execFileSync(curve, args, { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 1 << 28 }) };
  } catch (error) {
    return { status: error.status, out: error.stdout, err: error.stderr };
  }
}

/** The same double, -0 and NaN included (a non-finite y prints as null). */
function sameValue(actual, expectedText) {
  const expected = number(expectedText);
  if (!Number.isFinite(expected)) return actual === null;
  return Object.is(actual, expected);
}

/** A corpus number: decimal text, or inf, -inf, nan. */
const number = (text) => ({ inf: Infinity, '-inf': -Infinity, nan: NaN })[text] ?? Number(text);
const parameters = (c) => Object.fromEntries(Object.entries(c.parameters).map(([name, value]) => [name, number(value)]));

/** Whether a case's parameters are all finite: JSON (the options of `evaluate`) carries no
 *  other, so the others go through `compile`, whose parameters are passed as doubles. */
const finiteParameters = (c) => Object.values(parameters(c)).every(Number.isFinite);

/** Whether a case reads as the module reads it: `evaluate` and `compile` read the math-plot
 *  language, which reads the protocol's cases alike, except those marked "curveLayer" (a frame
 *  refusing a math-plot name, or taking it for a parameter), which the Swift tests check. */
const module = (c) => c.language !== 'curveLayer';

test('the expression corpus: every valid case gives its expected bits', async (t) => {
  let checked = 0;
  for (const c of expressions.filter((c) => c.points && module(c))) {
    await t.test(`${c.name}: ${c.expression}`, () => {
      const at = c.points.map(([x]) => number(x));
      let ys;
      if (finiteParameters(c)) {
        ys = ck.evaluate(c.expression, { parameters: parameters(c), at }).samples.map(([, y]) => y);
      } else {
        const program = ck.compile(c.expression, { parameters: parameters(c) });
        ys = at.map((x) => program.at(x)).map((y) => (Number.isFinite(y) ? y : null));
        program.release();
      }
      assert.equal(ys.length, at.length);
      c.points.forEach(([, y], i) => {
        assert.ok(sameValue(ys[i], y), `at ${c.points[i][0]} is ${ys[i]}, expected ${y}`);
        checked++;
      });
    });
  }
  assert.ok(checked >= 300, `${checked} points`);
});

test('the expression corpus: every invalid case throws a CurveError with its kind and place', async (t) => {
  for (const c of expressions.filter((c) => c.error && module(c))) {
    await t.test(`${c.name}: ${c.expression}`, () => {
      const call = finiteParameters(c)
        ? () => ck.evaluate(c.expression, { parameters: parameters(c), at: [0] })
        : () => ck.compile(c.expression, { parameters: parameters(c) });
      assert.throws(call, (error) => {
        assert.ok(error instanceof CurveError);
        assert.equal(error.kind, c.error.kind, 'kind');
        if (c.error.offset !== undefined) assert.equal(error.offset, c.error.offset, 'offset');
        if (error.offset !== null) assert.equal(error.column, error.offset + 1);
        assert.match(error.message, /^error: /);
        return true;
      });
    });
  }
});

test('a frame\'s canvas: a family or a size, and a size wins whatever the order, as in the command', () => {
  const frame = '{"pixels": [[null]]}';
  assert.deepEqual(ck.geometry(frame, { family: 'small', size: [200, 100] }).canvas, [200, 100]);
  assert.deepEqual(ck.geometry(frame, { size: [200, 100], family: 'small' }).canvas, [200, 100]);
  assert.deepEqual(ck.geometry(frame, { family: 'large' }).canvas, [338, 354]);
  assert.deepEqual(ck.geometry(frame).canvas, [338, 158]);
  assert.equal(ck.geometry(frame, { family: 'small', size: [200, 100], text: true }),
    native(['geometry', '--size', '200x100', '--family', 'small', '-'], frame).out);
});

test('evaluate prints what curve evaluate --format json prints, byte for byte', () => {
  const cases = [
    ['a*sin(x) + x^2', { a: 2 }, [0, 3], 4], ['x^3 - 2*x^2 + x - 5', {}, [-5, 5], 1024], ['exp(-x^2/2)/sqrt(2*pi)', {}, [-5, 5], 77],
    ['sin(1e22*x)', {}, [1, 2], 11], ['log(x)', {}, [-1, 1], 9], ['max(0, min(1, x)) * log(1 + abs(x))', {}, [-2, 2], 33],
  ];
  for (const [expression, parameters, domain, samples] of cases) {
    const args = ['evaluate', '--format', 'json', '--domain', `${domain[0]},${domain[1]}`, '--samples', String(samples)];
    for (const [name, value] of Object.entries(parameters)) args.push('--param', `${name}=${value}`);
    const expected = native([...args, '--', expression]);
    assert.equal(ck.evaluate(expression, { parameters, domain, samples, text: true }), expected.out, expression);
  }
  const at = native(['evaluate', '--format', 'json', '--at', '0', '--at', '-0', '--at', '1e308', '--', 'x/0 + sin(x)']);
  assert.equal(ck.evaluate('x/0 + sin(x)', { at: [0, -0, 1e308], text: true }), at.out);
  const derivative = native(['evaluate', '--format', 'json', '--derivative', '2', '--domain', '-1,2', '--samples', '5', '--', 'log(x)*x^3']);
  assert.equal(ck.evaluate('log(x)*x^3', { derivative: 2, domain: [-1, 2], samples: 5, text: true }), derivative.out);
  assert.deepEqual(ck.evaluate('x^3', { derivative: 1, at: new Float64Array([2, -1]) }).samples, [[2, 12], [-1, 3]]);
});

/** A corpus case's body, as bytes. */
function body(c) {
  if (c.frame) return Buffer.from(JSON.stringify(c.frame));
  if (c.bodyText !== undefined) return Buffer.from(c.bodyText);
  if (c.bodyHex !== undefined) return Buffer.from(c.bodyHex, 'hex');
  const { kind } = c.generate;
  if (kind === 'oversize' || kind === 'padded') {
    const head = '{"pixels": [[null]], "pad": "', tail = '"}';
    return Buffer.from(head + 'x'.repeat(Math.max(0, c.generate.bytes - head.length - tail.length)) + tail);
  }
  if (kind === 'deep') return Buffer.from('{"pixels": [[null]], "data": ' + '['.repeat(c.generate.depth) + ']'.repeat(c.generate.depth) + '}');
  if (kind === 'large') {
    const data = [], layers = [];
    for (let i = 0; i < c.generate.layers; i++) {
      const id = `c${String(i).padStart(2, '0')}`;
      const points = Array.from({ length: 1024 }, (_, j) => `[${j}, ${((j * 37 + i) % 1000) / 10}]`).join(',');
      data.push(`"${id}": {"frame": {"left": 0, "top": 0, "width": 1, "height": 1}, "content": {"points": [${points}]}}`);
      layers.push(`{"id": "remote:${id}", "type": "curve", "dataPath": "data.${id}"}`);
    }
    return Buffer.from(`{"protocol": 1, "pixels": [[null]], "data": {${data.join(',')}}, "layers": [${layers.join(',')}]}`);
  }
  throw new Error(`no body for ${c.name}`);
}

// Each expected problem: its path, code and effect, and part of its message.
const same = (a, e) => a.path === e.path && a.code === e.code && a.effect === e.effect && a.message.includes(e.contains);
const matches = (actual, expected = []) => actual.length === expected.length && expected.every((e) => actual.some((a) => same(a, e)));

test('the frame corpus: every case gets its verdict, layers, problems and notes', () => {
  for (const c of frames) {
    const report = ck.validate(body(c));
    assert.equal(report.verdict, c.expect.verdict, c.name);
    if (report.verdict === 'rejected') {
      // An oversized body: the command (and so the module) stops reading past the limit and
      // says how much it read, where the validator, given the whole body, says its size.
      const oversized = report.reason.code === 'body.tooLarge' && c.expect.reason?.path === 'body';
      if (c.expect.reason && !oversized) assert.ok(same(report.reason, c.expect.reason), `${c.name}: ${report.reason.code} ${report.reason.message}`);
      continue;
    }
    assert.ok(matches(report.notes, c.expect.notes), `${c.name}: notes`);
    assert.deepEqual(report.layers.map((l) => l.id), (c.expect.layers ?? []).map((l) => l.id), `${c.name}: layers`);
    report.layers.forEach((layer, i) => {
      const expected = c.expect.layers[i];
      assert.equal(layer.drawn, expected.drawn, `${c.name}: ${layer.id} drawn`);
      assert.ok(matches(layer.problems, expected.problems), `${c.name}: ${layer.id} problems`);
      assert.ok(matches(layer.notes, expected.notes), `${c.name}: ${layer.id} notes`);
    });
  }
});

test('validate and geometry print what the command prints for every corpus frame, byte for byte', () => {
  let identical = 0;
  frames.forEach((c, index) => {
    const bytes = body(c);
    const file = join(work, `frame-${index}.json`);
    writeFileSync(file, bytes);
    for (const [family, size] of [['medium', [338, 158]], ['small', [158, 158]]]) {
      assert.equal(ck.validate(bytes, { family, text: true }), native(['validate', '--format', 'json', '--family', family, file]).out, `${c.name} (${family})`);
      const geometry = native(['geometry', '--size', `${size[0]}x${size[1]}`, file]);
      if (geometry.status === 0) {
        assert.equal(ck.geometry(bytes, { size, text: true }), geometry.out, `${c.name}: geometry (${family})`);
      } else {
        assert.throws(() => ck.geometry(bytes, { size }), CurveError, `${c.name}: geometry of a rejected frame`);
      }
      identical++;
    }
  });
  assert.equal(identical, frames.length * 2);
});

test('plotFrame and plotExpressions write the SVG curve plot -o - writes, byte for byte', () => {
  for (const name of ['activity', 'steps', 'wave']) {
    const file = join(root, 'Tests/Gallery', `${name}.json`);
    const frame = readFileSync(file);
    for (const [family, scale, appearance] of [['medium', 1, 'dark'], ['large', 2, 'light'], ['small', 3, 'light']]) {
      const expected = native(['plot', '--family', family, '--scale', String(scale), '--appearance', appearance, '-o', '-', file]);
      assert.equal(expected.status, 0, `${name}: the command`);
      assert.equal(ck.plotFrame(frame, { family, scale, appearance }), expected.out, `${name} (${family}, ×${scale}, ${appearance})`);
    }
  }
  const decay = join(root, 'Tests/Gallery/decay.csv');
  const plots = [
    [['1/x', 'x^3 - x/2', '1/(x - 0.3)'], { domain: [-1, 1], size: [640, 360] }, ['--domain', '-1,1', '--size', '640x360']],
    [['a*sin(b*x)', 'cos(x)'], { parameters: { a: 2, b: 3 }, yDomain: [-3, 3], interpolation: 'linear' }, ['--param', 'a=2', '--param', 'b=3', '--y-domain', '-3,3', '--interpolation', 'linear']],
    [['sqrt(x)'], { domain: [0, 4], size: [300, 200], interpolation: 'stepAfter' }, ['--domain', '0,4', '--size', '300x200', '--interpolation', 'stepAfter']],
    [['sqrt(x - 10)', 'exp(-x^2)'], { title: 'Two <curves> & one not', xLabel: 'x (m)', yLabel: 'ŷ', theme: 'dark' },
      ['--title', 'Two <curves> & one not', '--x-label', 'x (m)', '--y-label', 'ŷ', '--theme', 'dark']],
    [['x^3 - 2*x', 'abs(x) - 1'], { domain: [-2, 2], points: true, derivative: true, tangent: [0.5, -1] },
      ['--domain', '-2,2', '--points', '--derivative', '--tangent', '0.5', '--tangent', '-1']],
    [['(x^2 + y^2 - 1)*((x - 2)^2 + y^2 - 1) = 0', 'y^2 < x - 1.5', 'y = x/3', 'x*y = -r'], { domain: [-3, 3], parameters: { r: 1 } },
      ['--domain', '-3,3', '--param', 'r=1']],
    [['r = a + cos(θ)', '(sin(3*t), sin(4*t))', 'x = y^2 - 1', '(t, 1/t)'], { domain: [-2, 2.5], parameters: { a: 1 }, tDomain: [-3, 3.5] },
      ['--domain', '-2,2.5', '--param', 'a=1', '--t-domain', '-3,3.5']],
    [['(cos(t), 3*sin(t))'], { domain: [-2, 2], aspect: 'equal' }, ['--domain', '-2,2', '--aspect', 'equal']],
    [['1/sqrt(1 + x^2)', 'x^2', '(t, t^3)'], { domain: [0.01, 100], xScale: 'log', yScale: 'log' },
      ['--domain', '0.01,100', '--x-scale', 'log', '--y-scale', 'log']],
    [['@' + decay, '3.9*exp(-x/2)'], { domain: [0, 10], data: { [decay]: readFileSync(decay) }, columns: ['time (s)', 'reading'], yScale: 'log' },
      ['--domain', '0,10', '--columns', 'time (s),reading', '--y-scale', 'log']],
    [['@' + decay], { domain: [0, 10], data: { [decay]: readFileSync(decay, 'utf8') }, columns: [1, 2], marks: 'points' },
      ['--domain', '0,10', '--columns', '1,2', '--marks', 'points']],
    // A fit item alone: its data is passed for it too.
    [['@' + decay + ' ~ a*exp(-x/b)'], { domain: [0, 12], parameters: { a: 1, b: 1 }, data: { [decay]: readFileSync(decay, 'utf8') } },
      ['--domain', '0,12', '--param', 'a=1', '--param', 'b=1']],
    [['a*sin(b*x)', 'x^2/10 - 1'], { parameters: { a: 2, b: 1.5 }, description: false }, ['--param', 'a=2', '--param', 'b=1.5', '--no-description']],
    [['sin(x)', 'cos(x)'], { legend: 'bottom', xLabel: 'x' }, ['--legend', 'bottom', '--x-label', 'x']],
    [['sin(x)', 'cos(x)'], { legend: 'none' }, ['--legend', 'none']],
    [['sin(x)', 'x/2', '0.2*x^2 - 1'], { domain: [0, 6.3], area: ['1:0,3.141592653589793', '2,3:1,4'] },
      ['--domain', '0,6.3', '--area', '1:0,3.141592653589793', '--area', '2,3:1,4']],
    [['f(x) = x^2 - 1', 'f(x - 1)', 'y = 2*f(x)!', 'g(t) = t/2', '(f(t), g(t))'], { domain: [-2, 2] }, ['--domain', '-2,2']],
  ];
  for (const [expressions, options, args] of plots) {
    const expected = native(['plot', ...args, '-o', '-', '--', ...expressions]);
    assert.ok(expected.out.endsWith('</svg>\n'), expressions.join(', '));
    assert.equal(ck.plotExpressions(expressions, options), expected.out, expressions.join(', '));
  }
  let kind;
  assert.throws(() => ck.evaluate('sin('), (error) => { kind = error.kind; return error instanceof CurveError; });
  assert.throws(() => ck.plotExpressions(['x', 'sin(']), (error) => error instanceof CurveError && error.kind === kind && /^expression 2: error: /.test(error.message));
  assert.throws(() => ck.plotExpressions(['x', 'x < y < 1']), (error) => error instanceof CurveError && error.kind === 'secondComparison' && error.column === 7);
  assert.throws(() => ck.plotExpressions(['x', 'f(x) = g(x)', 'g(x) = f(x)']), (error) => error instanceof CurveError && error.kind === 'cyclicDefinition' && error.column === 8);
  assert.throws(() => ck.plotFrame('{"pixels": 1}'), CurveError);
  assert.throws(() => ck.plotExpressions(Array(17).fill('x')), RangeError);
  assert.throws(() => ck.plotExpressions(['(t, y)']), (error) => error instanceof CurveError && error.kind === 'unknownName' && error.column === 5);
  assert.throws(() => ck.plotExpressions(['(t, a)'], { parameters: { t: 1, a: 1 } }), (error) => error instanceof CurveError && error.kind === 'reservedVariable');
  assert.throws(() => ck.plotExpressions(['(t, t)'], { tDomain: [1, 0] }), RangeError);
  assert.throws(() => ck.plotExpressions(['(t, t)'], { aspect: 'square' }), RangeError);
  assert.throws(() => ck.plotExpressions(['x'], { xScale: 'log', domain: [-1, 10] }), /^RangeError: curvekit: the x axis is logarithmic, but the domain \u22121…10 reaches 0 or below/);
  assert.throws(() => ck.plotExpressions(['x'], { yScale: 'ln' }), RangeError);
  assert.throws(() => ck.plotExpressions(['@m']), /^RangeError: curvekit: expression 1: no data for @m; give its CSV in the data option/);
  assert.throws(() => ck.plotExpressions(['@m'], { data: { m: 'x,y\n1,"2\n' } }),
    (error) => error instanceof CurveError && error.kind === 'unterminatedQuote' && error.message === 'expression 1: error: @m: line 2, column 3: this quoted field is never closed');
  // Over the limit, a series is invalid input (the command's exit 1), not a usage error.
  assert.throws(() => ck.plotExpressions(['@m'], { data: { m: 'x'.repeat(524_289) } }), (error) => error instanceof CurveError && error.kind === 'tooLarge');
  assert.throws(() => ck.plotExpressions(['@m'], { data: { m: '1,2' }, columns: [0, 1] }), RangeError);
  assert.throws(() => ck.plotExpressions(['@m'], { data: ['1,2'] }), TypeError);
  // The option table's own messages: the wrong kind a TypeError, a word not among the choices a RangeError.
  assert.throws(() => ck.plotExpressions(['x'], { legend: 'left' }), /^RangeError: curvekit: legend expects "top", "bottom" or "none", got "left"$/);
  assert.throws(() => ck.plotExpressions(['x'], { legend: 1 }), /^TypeError: curvekit: legend expects "top", "bottom" or "none", got 1$/);
  assert.throws(() => ck.plotExpressions(['x'], { colour: 'red' }), /^TypeError: curvekit: unknown option "colour"; the options are parameters, domain/);
  assert.throws(() => ck.plotExpressions(['x'], { domain: [0, NaN] }), /^RangeError: curvekit: plotExpressions: the options hold NaN; give finite numbers$/);
  assert.throws(() => ck.plotFrame('{}', { appearance: 'sepia' }), RangeError);
});

test('a compiled program: the batch and the scalar VM give evaluate\'s bits, and a released one refuses', () => {
  const xs = Array.from({ length: 1500 }, (_, i) => -7 + i / 97);
  xs.push(0, -0, 1e308, -Infinity, NaN);
  for (const expression of ['a*sin(b*x + 1) + a*sin(b*x + 2)', 'x^3 - 2*x^2 + x/0', 'log(x) * exp(-x^2)', 'abs(x)^a - cos(1e22*x)']) {
    const program = ck.compile(expression, { parameters: { a: 1.5, b: 2 } });
    const batch = program.evaluate(xs);
    // evaluate's points are finite (JSON carries no other); the programs take any double.
    const finite = xs.filter(Number.isFinite);
    const expected = ck.evaluate(expression, { parameters: { a: 1.5, b: 2 }, at: finite }).samples.map(([, y]) => y);
    xs.forEach((x, i) => {
      const scalar = program.at(x);
      assert.ok(Object.is(batch[i], scalar) || (Number.isNaN(batch[i]) && Number.isNaN(scalar)), `${expression} at ${x}: batch ${batch[i]}, scalar ${scalar}`);
      if (i < finite.length) assert.ok(Number.isFinite(batch[i]) ? Object.is(batch[i], expected[i]) : expected[i] === null, `${expression} at ${x}`);
    });
    assert.equal(program.evaluate(new Float64Array([2])).length, 1);
    const into = new Float64Array(xs.length);
    assert.equal(program.evaluate(xs, into), into);
    assert.deepEqual([...into], [...batch]);
    assert.throws(() => program.evaluate(xs, new Float64Array(3)), TypeError);
    program.release();
    assert.throws(() => program.at(1), /released/);
    program.release();
  }
  assert.throws(() => ck.compile('2*Sin(x)'), (error) => error instanceof CurveError && error.kind === 'unknownName' && error.column === 3);
  // Compiling and releasing leaks nothing.
  for (let i = 0; i < 2000; i++) ck.compile('a*x', { parameters: { a: i } }).release();
  const before = ck.memoryBytes;
  for (let i = 0; i < 20000; i++) {
    const program = ck.compile('a*sin(x)', { parameters: { a: i } });
    program.evaluate(xs);
    program.release();
  }
  assert.equal(ck.memoryBytes, before);
});

test('memory stops growing: 100,000 calls after warm-up', () => {
  for (let i = 0; i < 2000; i++) ck.evaluate('a*sin(x) + d', { parameters: { a: 1.5, d: i }, domain: [-5, 5], samples: 64 });
  const before = ck.memoryBytes;
  for (let i = 0; i < 100000; i++) {
    if (i % 1000 === 0) ck.validate('{"pixels": [[null]]}');
    try { ck.evaluate(i % 7 === 0 ? 'sin(' : 'a*sin(x) + d', { parameters: { a: 1.5, d: i }, domain: [-5, 5], samples: 64 }); } catch (error) {
      if (!(error instanceof CurveError)) throw error;
    }
  }
  assert.equal(ck.memoryBytes, before);
});

test('relation gives curve relation\'s pixels byte for byte and its counts, over the relation corpus', () => {
  const corpus = JSON.parse(readFileSync(join(root, 'Grammar/conformance/relations.json'), 'utf8')).cases;
  for (const { relation, bounds, size } of [...corpus, { relation: 'x^2 + y^2 = r', parameters: { r: 2 }, bounds: [-3, 1, -2, 2], size: [37, 20] }]) {
    const args = ['relation', '--bounds', bounds.join(','), '--size', size.join('x')];
    const parameters = relation.includes('= r') ? { r: 2 } : {};
    if (parameters.r) args.push('--param', 'r=2');
    const pgm = execFileSync(curve, [...args, '--', relation], { maxBuffer: 1 << 28 });
    const header = `P5\n${size[0]} ${size[1]}\n255\n`;
    assert.equal(pgm.subarray(0, header.length).toString('latin1'), header, relation);
    const picture = ck.relation(relation, { parameters, bounds, size });
    assert.deepEqual(Buffer.from(picture.pixels), pgm.subarray(header.length), relation);
    const json = JSON.parse(native([...args, '--format', 'json', '--', relation]).out);
    for (const key of ['width', 'height', 'counts', 'evaluations', 'budgetExhausted']) assert.deepEqual(picture[key], json[key], `${relation}: ${key}`);
  }
  assert.throws(() => ck.relation('x < y < 2'), (error) => error instanceof CurveError && error.kind === 'secondComparison' && error.column === 7);
  assert.throws(() => ck.relation('x = sinn(y)'), (error) => error instanceof CurveError && error.kind === 'unknownName' && error.column === 5);
  assert.throws(() => ck.relation('x = y', { parameters: { y: 1 } }), (error) => error instanceof CurveError && error.kind === 'reservedVariable');
  assert.throws(() => ck.relation('x = y', { size: [0, 10] }), RangeError);
  assert.throws(() => ck.relation('x = y', { bounds: [1, 0, 0, 1] }), RangeError);
  assert.throws(() => ck.relation('x = y', { bounds: [1e-250, 1.000000000001e-250, 0, 1] }), /too narrow/);
  assert.throws(() => ck.relation(42), TypeError);
  // What a plot makes of an item: the module's one rule.
  assert.deepEqual(ck.plotItem('y = x^2'), { kind: 'function', text: 'x^2' });
  assert.deepEqual(ck.plotItem('sin(x)'), { kind: 'function', text: 'sin(x)' });
  assert.deepEqual(ck.plotItem('y = x*y'), { kind: 'relation', text: 'y = x*y' });
  assert.deepEqual(ck.plotItem('x\t< 1'), { kind: 'relation', text: 'x\t< 1' });
  assert.deepEqual(ck.plotItem('x = y^2'), { kind: 'functionOfY', text: 'y^2' });
  assert.deepEqual(ck.plotItem('( cos(t) , a*sin(t) )', { parameters: { a: 2 } }), { kind: 'parametric', text: '(cos(t), a*sin(t))' });
  assert.deepEqual(ck.plotItem('r = 1 + cos(θ)'), { kind: 'polar', text: '1 + cos(θ)' });
  assert.throws(() => ck.plotItem('(cos(t), a*sin(t))'), (error) => error instanceof CurveError && error.kind === 'unknownName' && error.column === 10);
});

test('a typed array in the options is the list of numbers it holds', async (t) => {
  const cases = [
    ['analyze domain', () => ck.analyze('x^2 - 1', { domain: new Float64Array([0, 2]), text: true }), () => ck.analyze('x^2 - 1', { domain: [0, 2], text: true })],
    ['relation bounds and size', () => ck.relation('x = y', { bounds: new Float32Array([-1, 1, -1, 1]), size: new Int32Array([8, 4]) }).pixels,
      () => ck.relation('x = y', { bounds: [-1, 1, -1, 1], size: [8, 4] }).pixels],
    ['plot yDomain', () => ck.plotExpressions(['x'], { yDomain: new Int16Array([-2, 2]) }), () => ck.plotExpressions(['x'], { yDomain: [-2, 2] })],
  ];
  for (const [name, typed, plain] of cases) await t.test(name, () => assert.deepEqual(typed(), plain()));
  assert.throws(() => ck.analyze('x', { domain: new BigInt64Array([0n, 1n]) }), TypeError);
});

test('analyze gives what curve analyze --format json prints, byte for byte', () => {
  const cases = [
    [['x^3 - 2*x'], {}, []],
    [['sin(x)/cos(x)', '0.5*x'], { domain: [-10, 10] }, ['--domain', '-10,10']],
    [['a*sin(x)/x'], { parameters: { a: 2 }, domain: [-12, 12] }, ['--param', 'a=2', '--domain', '-12,12']],
    [['abs(x - 0.3) - 0.2', 'x/abs(x)', 'sqrt(1 - x^2)'], { domain: [1, -1] }, ['--domain', '1,-1']],
  ];
  for (const [expressions, options, args] of cases) {
    const expected = native(['analyze', '--format', 'json', ...args, '--', ...expressions]);
    assert.equal(expected.status, 0, expressions.join(', '));
    assert.equal(ck.analyze(expressions, { ...options, text: true }), expected.out, expressions.join(', '));
  }
  for (const name of ['Examples/frame.json', 'Tests/Gallery/steps.json']) {
    const file = join(root, name);
    assert.equal(ck.geometry(readFileSync(file), { analysis: true, text: true }), native(['geometry', '--analysis', file]).out, name);
  }
  const analysis = ck.analyze('x^2 - 2', { domain: [0, 2] });
  assert.equal(analysis.curves[0].points[0].kind, 'zero');
  assert.equal(analysis.curves[0].points[0].certified, true);
  assert.ok(analysis.curves[0].points[0].x[0] <= Math.SQRT2 && Math.SQRT2 <= analysis.curves[0].points[0].x[1]);
  assert.throws(() => ck.analyze(['x', 'x+']), (error) => error instanceof CurveError && /^expression 2: error: /.test(error.message));
  assert.throws(() => ck.analyze(Array(17).fill('x')), /an analysis takes at most 16/);
  assert.throws(() => ck.analyze([]), RangeError);
  assert.throws(() => ck.analyze('x', { domain: [1, 1] }), RangeError);
});

// The view a plot returns is where the module drew: the clip path's rectangle, the domain asked
// for (or one holding it, with equal units), and y labels 3.5 pt below their values' places on the y axis.
for (const [expressions, options] of [
  [['sin(x)'], {}],
  [['x^2', '1/x'], { domain: [-2, 3], yDomain: [-4, 8] }],
  [['x^3'], { domain: [0.1, 100], xScale: 'log', yScale: 'log' }],
  [['x^2 + y^2 = 4', 'x^2'], { size: [320, 320] }],
]) {
  test(`plotExpressions with view: true: the plot and axes of ${expressions.join(', ')}`, () => {
    const viewed = ck.plotExpressions(expressions, { ...options, view: true });
    assert.equal(viewed.svg, ck.plotExpressions(expressions, options));
    const clip = /<clipPath id="plot">\n<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(viewed.svg).slice(1).map(Number);
    assert.deepEqual(viewed.plot.map((v) => Math.round(v * 1000) / 1000), clip);
    const [left, top, width, height] = viewed.plot;
    // Equal units (a relation's) widen x past the domain asked for when y needs the room.
    const asked = options.domain ?? [-5, 5];
    if (expressions.some((e) => e.includes('y'))) assert.ok(viewed.x.domain[0] <= asked[0] && asked[1] <= viewed.x.domain[1]);
    else assert.deepEqual(viewed.x.domain, asked);
    assert.deepEqual(viewed.x.range, [left, left + width]);
    assert.deepEqual(viewed.y.range, [top + height, top]);
    assert.equal(viewed.x.scale, options.xScale ?? 'linear');
    if (options.yDomain) assert.deepEqual(viewed.y.domain, options.yDomain);
    const log = viewed.y.scale === 'log' ? Math.log : (v) => v;
    const [c0, c1] = viewed.y.domain.map(log);
    const [r0, r1] = viewed.y.range;
    const labels = [...viewed.svg.matchAll(/<text x="[\d.]+" y="([\d.-]+)"[^>]*text-anchor="end"[^>]*>([^<]+)<\/text>/g)];
    assert.ok(labels.length >= 2);
    for (const [, y, label] of labels) {
      const at = r0 + ((log(Number(label.replace('\u2212', '-'))) - c0) / (c1 - c0)) * (r1 - r0);
      assert.ok(Math.abs(Number(y) - 3.5 - at) < 0.01, `${label} at ${y}`);
    }
  });
}

test('plotExpressions: view must be true or false', () => {
  assert.throws(() => ck.plotExpressions(['x'], { view: 1 }), /^TypeError: curvekit: plotExpressions: view must be true or false, got number 1$/);
});

// The integral corpus (Grammar/conformance/integrals.json, truth from mpmath): the module's
// JSON is the command's, byte for byte, and a certified enclosure holds the truth.
const integrals = JSON.parse(readFileSync(join(root, 'Grammar/conformance/integrals.json'), 'utf8')).cases;
for (const c of integrals) {
  test(`integrate: ${c.name}: ∫ ${c.expression} from ${c.domain[0]} to ${c.domain[1]}`, () => {
    const options = { domain: c.domain, parameters: c.parameters };
    const args = ['--domain', c.domain.join(','), ...Object.entries(c.parameters).flatMap(([name, value]) => ['--param', `${name}=${value}`])];
    const expected = native(['integrate', '--format', 'json', ...args, '--', c.expression]);
    assert.equal(expected.status, 0);
    assert.equal(ck.integrate(c.expression, { ...options, text: true }), expected.out);
    const [integral] = ck.integrate(c.expression, options).integrals;
    if (c.expect === 'certified') assert.equal(integral.status, 'certified', integral.reason);
    if (c.expect === 'divergent') assert.equal(integral.status, 'divergent', integral.reason);
    if (c.expect === 'never') assert.equal(integral.status, 'undecided');
    if (c.truth) assert.notEqual(integral.status, 'divergent');
    if (c.truth) {
      if (integral.lower !== null) assert.ok(integral.lower <= c.truth[0], `lower ${integral.lower} above ${c.truth[0]}`);
      if (integral.upper !== null) assert.ok(c.truth[1] <= integral.upper, `upper ${integral.upper} below ${c.truth[1]}`);
    }
  });
}

test('integrate: the options are the command\'s, refused as the command refuses them', () => {
  assert.throws(() => ck.integrate('x'), /^RangeError: curvekit: an integral needs its bounds: give domain A,B$/);
  assert.throws(() => ck.integrate('x', { domain: [0, 1], tolerance: 1e-20 }), /^RangeError: curvekit: tolerance expects a number at least 1e-15, got 1e-20$/);
  assert.throws(() => ck.integrate('x', { domain: [0, 1], tolerance: 'tight' }), TypeError);
  assert.throws(() => ck.integrate([], { domain: [0, 1] }), RangeError);
  assert.throws(() => ck.integrate(['x', 'x+'], { domain: [0, 1] }), (error) => error instanceof CurveError && /^expression 2: error: /.test(error.message));
});

test('the module is a WASI reactor: it exports _initialize, memory and the calls build.sh names, nothing else', () => {
  // Linked as a command instead, wasm-ld wraps every export in a call of the C library's
  // destructors, run after each call.
  const wasm = new WebAssembly.Module(readFileSync(join(root, 'Web/dist/curvekit.wasm')));
  const named = [...readFileSync(join(root, 'Web/build.sh'), 'utf8').matchAll(/--export=(\w+)/g)].map((match) => match[1]);
  assert.ok(named.includes('_initialize'));
  const exported = WebAssembly.Module.exports(wasm).map((entry) => `${entry.kind} ${entry.name}`).sort();
  assert.deepEqual(exported, ['memory memory', ...named.map((name) => `function ${name}`)].sort());
});
