// The module in a Web Worker: `loadWorker()` (in curvekit.mjs) starts this script as a module
// worker and sends it calls; each is answered with the call's result, or with the error it
// threw (its name, message and a CurveError's fields), so a page can validate a large frame or
// draw a heavy plot without blocking its input.
import { load } from './curvekit.mjs';

const methods = new Set(['evaluate', 'validate', 'geometry', 'plotFrame', 'plotExpressions', 'analyze', 'integrate', 'fit', 'reduce', 'relation']);
let ready;

self.onmessage = async ({ data }) => {
  const { id, method, args, wasm } = data;
  try {
    ready ??= load(wasm);
    const loading = ready;
    // A load that failed is forgotten, so the next message tries again.
    const ck = await loading.catch((error) => {
      if (ready === loading) ready = undefined;
      throw error;
    });
    if (!methods.has(method)) throw new TypeError(`curvekit: the worker has no call '${String(method)}'`);
    self.postMessage({ id, result: ck[method](...args) });
  } catch (error) {
    const { name, message, kind = null, offset = null, column = null, path = null } = error;
    self.postMessage({ id, error: { name, message, kind, offset, column, path } });
  }
};
