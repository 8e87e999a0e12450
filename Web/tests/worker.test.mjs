// The worker script (curvekit.worker.mjs) run in Node with a stand-in for the worker's `self`:
// what it answers each message, and that a module which failed to load is loaded again.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const answers = [];
globalThis.self = { postMessage: (message) => answers.push(message) };
await import('../curvekit.worker.mjs');

/** The worker's answer to one message. */
async function send(message) {
  const before = answers.length;
  await globalThis.self.onmessage({ data: message });
  assert.equal(answers.length, before + 1);
  return answers.at(-1);
}

test('a message whose wasm does not load fails alone: the next message loads the module', async () => {
  const failed = await send({ id: 1, method: 'evaluate', args: ['2*x', { at: [1.5] }], wasm: 'no-such-curvekit.wasm' });
  assert.equal(failed.id, 1);
  assert.ok(failed.error, 'the failed load is answered with an error');
  assert.match(failed.error.message, /no-such-curvekit\.wasm/);
  const answered = await send({ id: 2, method: 'evaluate', args: ['2*x', { at: [1.5] }] });
  assert.equal(answered.error, undefined, answered.error?.message);
  assert.deepEqual(answered.result.samples, [[1.5, 3]]);
  // Loaded once, the module is kept: a later bad source is not read.
  const kept = await send({ id: 3, method: 'evaluate', args: ['x', { at: [2] }], wasm: 'no-such-curvekit.wasm' });
  assert.deepEqual(kept.result.samples, [[2, 2]]);
});

test('errors keep their class and fields across the worker', async () => {
  const curve = await send({ id: 4, method: 'evaluate', args: ['2*Sin(x)'] });
  assert.deepEqual([curve.error.name, curve.error.kind, curve.error.offset], ['CurveError', 'unknownName', 2]);
  const range = await send({ id: 5, method: 'evaluate', args: ['x', { samples: 1 }] });
  assert.equal(range.error.name, 'RangeError');
  const unknown = await send({ id: 6, method: 'compile', args: ['x'] });
  assert.equal(unknown.error.name, 'TypeError');
});

test('a reduction goes through the worker: the same report, and its errors with their kinds', async () => {
  const csv = 'x,y\n0,1\n1,3\n2,2\n3,8\n4,7\n';
  const { load } = await import('../curvekit.mjs');
  const ck = await load();
  const answered = await send({ id: 7, method: 'reduce', args: [csv, { size: [158, 70], interpolation: 'linear' }] });
  assert.equal(answered.error, undefined, answered.error?.message);
  assert.deepEqual(answered.result, ck.reduce(csv, { size: [158, 70], interpolation: 'linear' }));
  const line = await send({ id: 8, method: 'reduce', args: ['0,1\n1,2\n1,3\n', { size: [158, 70] }] });
  assert.deepEqual([line.error.name, line.error.kind], ['CurveError', 'notIncreasing']);
  assert.match(line.error.message, /^data: line 3: /);
  const size = await send({ id: 9, method: 'reduce', args: [csv, {}] });
  assert.equal(size.error.name, 'RangeError');
});
