// The module's own copies of the protocol's numbers and option lists (curvekit.mjs checks
// arguments before anything is copied in) held to the Swift sources that define them.
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

test('the widget families are CanvasSize\'s', () => {
  const sizes = {};
  for (const [, name, width, height] of swift('CurveFrame/Layout/CanvasSize.swift').matchAll(/static let (small|medium|large) = CanvasSize\(width: ([\d.]+), height: ([\d.]+)\)/g)) {
    sizes[name] = [Number(width), Number(height)];
  }
  const [, families] = module.match(/const families = (\{[^}]*\});/);
  assert.deepEqual(Function(`return ${families}`)(), sizes);
});

test('samples run from 2 to CurveLimits.functionSamples, the default', () => {
  const [, samples] = swift('CurveSampling/Input/CurveLimits.swift').match(/functionSamples = ([\d_]+)/);
  assert.match(module, new RegExp(`o\\.samples === undefined \\? ${number(samples)} : integer\\(call, 'samples', o\\.samples, 2, ${number(samples)}\\)`));
});

test('interpolations, appearances and themes are the Swift enums\' cases', () => {
  // The cases of `enum type` in a Swift file: the lines up to its closing brace, at its indentation.
  const cases = (path, type) => {
    const [, indent, rest] = swift(path).match(new RegExp(`\\n( *)(?:public |package )?enum ${type}\\b([\\s\\S]*)`));
    const body = rest.split(`\n${indent}}`)[0];
    return [...body.matchAll(/^\s*case (\w+)/gm)].map((m) => m[1]);
  };
  const [, joins] = module.match(/const joins = (\[[^\]]*\]);/);
  // In order: the module is passed an interpolation's index among the cases.
  assert.deepEqual(JSON.parse(joins.replaceAll("'", '"')), cases('CurveSampling/Input/Interpolation.swift', 'Interpolation'));
  assert.match(module, /choice\(call, 'appearance', o\.appearance, \['dark', 'light'\]\)/);
  assert.deepEqual(cases('CurvePlot/WidgetPreview.swift', 'Appearance'), ['dark', 'light']);
  assert.match(module, /choice\(call, 'theme', o\.theme, \['light', 'dark'\]\)/);
  assert.deepEqual(cases('CurvePlot/MathPlot.swift', 'Theme'), ['light', 'dark']);
});

test('axis scales and marks are the Swift enums\' cases, and a data series is bounded like a frame', () => {
  const cases = (path, type) => {
    const [, indent, rest] = swift(path).match(new RegExp(`\\n( *)(?:public |package )?enum ${type}\\b([\\s\\S]*)`));
    return [...rest.split(`\n${indent}}`)[0].matchAll(/^\s*case (\w+)/gm)].map((m) => m[1]);
  };
  const [, scales] = module.match(/const scales = (\[[^\]]*\]);/);
  assert.deepEqual(JSON.parse(scales.replaceAll("'", '"')), cases('CurvePlot/MathPlot+AxisScale.swift', 'AxisScale'));
  assert.match(module, /choice\(call, 'marks', o\.marks, \['lines', 'points'\]\)/);
  assert.deepEqual(cases('CurvePlot/MathPlot+Data.swift', 'Marks'), ['lines', 'points']);
  assert.match(swift('CurvePlot/DataSeries/DataSeries.swift'), /maximumBytes = FrameValidator\.maximumBodyBytes/);
  assert.match(module, /bytesOf\(call, `data\.\$\{name\.slice\(0, 40\)\}`, data\[name\], limits\.frameBytes\)/);
});
