// The math-plot language through the WebAssembly module (node --test Web/tests): one test a case,
// each the native command's JSON byte for byte, so the module reads the language the command
// does: tan, atan, atan2, floor, ceil, round, sign, mod and ln outside frames, and a frame still
// refused them. The native command is $CURVE (default: the release build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, CurveError } from '../curvekit.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const curve = process.env.CURVE ?? join(root, '.build/release/curve');
const ck = await load();

function native(args) {
  assert.ok(existsSync(curve), `the native command is needed for byte identity: build it (swift build -c release --product curve) or set CURVE`);
  return execFileSync(curve, args, { encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
}

const cases = [
  ['evaluate', 'floor(x) + ceil(x) + round(x) + sgn(x)', { domain: [-2.5, 2.5], samples: 11 }, ['--domain', '-2.5,2.5', '--samples', '11']],
  ['evaluate', 'mod(x, 1.5) + atan2(x, -1) + arctan(x) + ln(x)', { at: [-3, -0, 0, 1.5, 4] }, ['--at', '-3', '--at', '-0', '--at', '0', '--at', '1.5', '--at', '4']],
  ['evaluate', 'tan(x)', { derivative: 1, domain: [0, 1.5], samples: 4 }, ['--derivative', '1', '--domain', '0,1.5', '--samples', '4']],
  ['analyze', ['tan(x) - 1', 'atan(x)'], { domain: [-5, 5] }, ['--domain', '-5,5']],
  ['analyze', ['floor(x) - 0.5', 'mod(x, 2)'], { domain: [-3, 3] }, ['--domain', '-3,3']],
  ['integrate', ['floor(x)', 'atan(x)', 'tan(x)'], { domain: [0, 3.5] }, ['--domain', '0,3.5']],
  ['evaluate', 'gamma(x) + factorial(x/2) + {x < 1: -x, x = 2: 7, x^2} + cbrt(x) {x > -1}', { at: [-0.5, 0.5, 2, 3, 171] }, ['--at', '-0.5', '--at', '0.5', '--at', '2', '--at', '3', '--at', '171']],
  ['analyze', ['gamma(x)', '{x < 0: -1, 1}', 'x^2 {0 < x < 1}'], { domain: [-5.5, 5] }, ['--domain', '-5.5,5']],
  ['integrate', ['{x < 0: x^2, 1 - x}', 'asinh(x) {x > 0}'], { domain: [-1, 1] }, ['--domain', '-1,1']],
  ['evaluate', '2^x! - x!^2 + -x!', { at: [0, 1.5, 3, -0.5] }, ['--at', '0', '--at', '1.5', '--at', '3', '--at', '-0.5']],
];
for (const [call, expression, options, args] of cases) {
  test(`${call}: ${[expression].flat().join(', ')}, as the command`, () => {
    const expected = native([call, '--format', 'json', ...args, '--', ...[expression].flat()]);
    assert.equal(ck[call](expression, { ...options, text: true }), expected);
  });
}

test('compile reads the math-plot language: atan2(x, 1) at 1 is π/4, as evaluate gives', () => {
  const program = ck.compile('atan2(x, 1) + floor(x/2)');
  assert.equal(program.at(1), ck.evaluate('atan2(x, 1) + floor(x/2)', { at: [1] }).samples[0][1]);
  program.release();
});

test("a frame keeps the protocol's language: tan is refused with the protocol's advice", () => {
  const frame = JSON.stringify({
    pixels: [[{ empty: true }]],
    data: { wave: { frame: { left: 0, top: 0, width: 1, height: 1 }, content: { expression: 'tan(x)', domain: [0, 1] } } },
    layers: [{ id: 'remote:wave', type: 'curve', dataPath: 'data.wave' }],
  });
  const file = join(mkdtempSync(join(tmpdir(), 'curvekit-language-')), 'frame.json');
  writeFileSync(file, frame);
  assert.equal(ck.validate(frame, { text: true }), native(['validate', '--format', 'json', file]));
  assert.match(JSON.stringify(ck.validate(frame)), /the protocol has no tan: write sin\(x\)\/cos\(x\)/);
});

test('an unknown name in the math-plot language names its functions', () => {
  assert.throws(() => ck.evaluate('erf(x)', { at: [0] }), (error) => error instanceof CurveError && error.kind === 'unknownName' && /math plots have no erf yet/.test(error.message));
});

