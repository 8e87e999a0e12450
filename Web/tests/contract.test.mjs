// The module's own copies of the protocol's numbers (curvekit.mjs checks the size of what it
// copies in before it copies it) held to the Swift sources that define them. The options of
// every operation are the module's to check, by its option tables (ck.vocabulary.options).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { limits } from '../curvekit.mjs';

const web = fileURLToPath(new URL('..', import.meta.url));
const root = join(web, '..');
const module = readFileSync(join(web, 'curvekit.mjs'), 'utf8');
const swift = (path) => readFileSync(join(root, 'Sources', path), 'utf8');
const number = (text) => Number(text.replaceAll('_', ''));

test('the frame size limit is FrameValidator.maximumBodyBytes', () => {
  const [, bytes] = swift('CurveFrame/Validation/FrameValidator.swift').match(/maximumBodyBytes = ([\d_]+)/);
  assert.equal(limits.frameBytes, number(bytes));
});

test('a fit\'s CSV is bounded by DataSeries.maximumDataBytes', () => {
  const [, shift] = swift('CurveFrame/Readers/DataSeries.swift').match(/maximumDataBytes = (\d+) << 20/);
  assert.equal(limits.dataBytes, Number(shift) << 20);
});

test('a data series is bounded like a frame', () => {
  assert.match(swift('CurveFrame/Readers/DataSeries.swift'), /maximumBytes = FrameValidator\.maximumBodyBytes/);
  assert.match(module, /bytesOf\(call, `data\.\$\{name\.slice\(0, 40\)\}`, data\[name\], limits\.frameBytes\)/);
});

test('a reduction\'s CSV is bounded by CurveReduction.maximumBytes', () => {
  const [, shift] = swift('CurveSampling/Reduction/CurveReduction.swift').match(/maximumBytes = (\d+) << 20/);
  assert.equal(limits.reduceBytes, Number(shift) << 20);
  // And the module's reduce passes that bound, not another.
  assert.match(module, /const csv = bytesOf\(call, 'data', data, limits\.reduceBytes\);\n\s+\/\/ The module decodes and checks the options by CurveReduction\.optionTable\./);
});
