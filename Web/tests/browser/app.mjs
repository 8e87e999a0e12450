// A small page bundled by esbuild, as a browser app would use CurveKit: the module imported
// from the package's file, the wasm an asset beside the bundle, and a worker for the long calls.
// It writes what it found into document.body.dataset for browser_test.py to read.
import { load, loadWorker, CurveError } from '../../curvekit.mjs';
import wasmURL from '../../dist/curvekit.wasm';

const wasm = new URL(wasmURL, import.meta.url);
const results = document.body.dataset;

async function main() {
  // On the page's own thread: evaluate and validate.
  const ck = await load(wasm);
  results.samples = JSON.stringify(ck.evaluate('2*x + a', { parameters: { a: 1 }, at: [0, 1.5] }).samples);
  results.verdict = ck.validate('{"pixels": [[null]]}').verdict;
  try { ck.geometry('{"pixels": 1}'); } catch (error) { results.rejected = error instanceof CurveError ? `${error.kind} ${error.path}` : String(error); }

  // In a worker, the bundle's own: a heavy call while a timer on the page keeps firing.
  const worker = loadWorker(wasm, new URL('./curvekit.worker.js', import.meta.url));
  results.workerVerdict = (await worker.validate(bigFrame(), { family: 'large' })).verdict;
  let ticks = 0;
  const timer = setInterval(() => { ticks++; }, 20);
  const started = performance.now();
  const heavy = 'sin(1000*x)/cos(997*x)' + '+sin(1000*x)/cos(991*x)'.repeat(21);
  const svg = await worker.plotExpressions(Array(16).fill(heavy), { domain: [-50, 50], size: [2000, 1500] });
  const took = performance.now() - started;
  clearInterval(timer);
  results.svgEnd = svg.slice(-7);
  results.ticks = String(ticks);
  results.took = String(Math.round(took));
  try { await worker.evaluate('sin('); } catch (error) { results.workerError = error instanceof CurveError ? error.kind : String(error); }
  try { await worker.evaluate('x', { samples: 2 ** 32 + 5 }); } catch (error) { results.workerRange = error.constructor.name; }
  worker.terminate();
  results.ready = 'true';
}

/** A frame of about 256 KB: one curve layer of 1,024 points, and many text layers. */
function bigFrame() {
  const points = Array.from({ length: 1024 }, (_, i) => [i, Math.round(50 + 40 * Math.sin(i / 30))]);
  const data = { c: { frame: { left: 0, top: 0, width: 1, height: 1 }, content: { points } } };
  const layers = [{ id: 'remote:c', type: 'curve', dataPath: 'data.c' }];
  for (let i = 0; JSON.stringify({ pixels: [[null]], data, layers }).length < 256_000; i++) {
    data[`t${i}`] = { frame: { left: 0, top: 0, width: 0.5, height: 0.1 }, content: { text: `label ${i}`.repeat(20) } };
    layers.push({ id: `remote:t${i}`, type: 'text', dataPath: `data.t${i}` });
  }
  return JSON.stringify({ pixels: [[null]], data, layers });
}

main().catch((error) => { results.failure = String(error && error.stack || error); results.ready = 'true'; });
