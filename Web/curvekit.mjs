// CurveKit in JavaScript: the curve command's evaluate, validate, geometry and plot, computed by the
// same engine compiled to WebAssembly (dist/curvekit.wasm, built by build.sh). No dependencies;
// Node 20 or later, and evergreen browsers.
//
//   import { load } from './curvekit.mjs';
//   const ck = await load();
//   ck.evaluate('a*sin(x)', { parameters: { a: 2 }, domain: [0, 3], samples: 4 });

/** An invalid expression, parameter or frame: `kind` is the error's code, `offset` the byte
 *  offset and `column` the 1-based column of its place (both null when it has none), `message`
 *  what the command prints for it. */
export class CurveError extends Error {
  constructor(kind, offset, column, message) {
    super(message);
    this.name = 'CurveError';
    this.kind = kind;
    this.offset = offset;
    this.column = column;
  }
}

const families = { small: [158, 158], medium: [338, 158], large: [338, 354] };

/** The module from `source`: bytes (an ArrayBuffer or a typed array), a URL or a path, or by
 *  default curvekit.wasm beside this file (or in dist/ beside it). */
export async function load(source) {
  const bytes = await wasmBytes(source);
  let instance;
  // The C library links four WASI calls it never makes here (stdio), and one it makes for
  // hashing seeds; the module needs no runtime beyond these.
  const wasi = {
    fd_close: () => 52, fd_seek: () => 52, fd_write: () => 52,
    random_get: (pointer, length) => {
      globalThis.crypto.getRandomValues(new Uint8Array(instance.exports.memory.buffer, pointer, length));
      return 0;
    },
  };
  ({ instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasi }));
  return new CurveKit(instance.exports);
}

async function wasmBytes(source) {
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return source;
  const candidates = source === undefined
    ? [new URL('curvekit.wasm', import.meta.url), new URL('dist/curvekit.wasm', import.meta.url)]
    : [source instanceof URL ? source : new URL(source, import.meta.url)];
  let lastError;
  for (const url of candidates) {
    try {
      if (url.protocol === 'file:') {
        const { readFile } = await import('node:fs/promises');
        return await readFile(url);
      }
      const response = await fetch(url);
      if (response.ok) return await response.arrayBuffer();
      lastError = new Error(`${url}: HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

class CurveKit {
  #exports;
  constructor(exports) { this.#exports = exports; }

  /** What `curve evaluate --format json` prints, parsed (or its text with `{ text: true }`):
   *  the grid of `samples` (2…1024, default 1024) over `domain` (default [0, 1]), or the points
   *  `at`. */
  evaluate(expression, { parameters = {}, domain = [0, 1], samples = 1024, at, text = false } = {}) {
    return this.#call(text, (scratch) => {
      const source = scratch.bytes(expression);
      const [names, values] = scratch.parameters(parameters);
      const points = at === undefined ? null : scratch.doubles(at);
      return this.#exports.ck_evaluate(
        source.pointer, source.length, names.pointer, names.length, values.pointer, values.length,
        domain[0], domain[1], samples, points ? points.pointer : 0, points ? at.length : 0);
    });
  }

  /** The expression compiled once, to evaluate many times: `program.evaluate(xs)` (a
   *  Float64Array by the batch VM; `program.evaluate(xs, ys)` fills `ys`), `program.at(x)` (one point by the scalar VM; the same bits),
   *  `program.release()` when done. Throws a `CurveError` as `evaluate` does. */
  compile(expression, { parameters = {} } = {}) {
    // The module answers with the program's handle, in decimal.
    const handle = Number(this.#call(true, (scratch) => {
      const source = scratch.bytes(expression);
      const [names, values] = scratch.parameters(parameters);
      return this.#exports.ck_compile(source.pointer, source.length, names.pointer, names.length, values.pointer, values.length);
    }));
    return new Program(this.#exports, handle);
  }

  /** What `curve validate --format json` prints for the frame text (a string or bytes), on the
   *  canvas of `family` (default medium) or `size` [width, height]. */
  validate(frame, options = {}) {
    const [width, height] = canvas(options);
    return this.#call(options.text, (scratch) => {
      const body = scratch.bytes(frame);
      return this.#exports.ck_validate(body.pointer, body.length, width, height);
    });
  }

  /** What `curve geometry` prints for the frame (a rejected frame throws its reason). */
  geometry(frame, options = {}) {
    const [width, height] = canvas(options);
    return this.#call(options.text, (scratch) => {
      const body = scratch.bytes(frame);
      return this.#exports.ck_geometry(body.pointer, body.length, width, height);
    });
  }

  /** The SVG text `curve plot -o - FILE` writes: the widget preview on the canvas of `family`
   *  or `size`, at `scale` (1, 2 or 3) pixels per pt, on a `dark` (default) or `light` card.
   *  A rejected frame throws its reason. */
  plotFrame(frame, { family, size, scale = 1, appearance = 'dark' } = {}) {
    const [width, height] = canvas({ family, size });
    if (![1, 2, 3].includes(scale)) throw new TypeError(`scale must be 1, 2 or 3, got ${scale}`);
    if (!['dark', 'light'].includes(appearance)) throw new TypeError(`appearance must be dark or light, got ${appearance}`);
    return this.#call(true, (scratch) => {
      const body = scratch.bytes(frame);
      return this.#exports.ck_plot_frame(body.pointer, body.length, width, height, scale, appearance === 'light' ? 1 : 0);
    });
  }

  /** The SVG text `curve plot -o - -- EXPRESSION…` writes: a math plot of up to 16
   *  expressions over `domain` (default [-5, 5]), `yDomain` (exactly; default the curves'
   *  extent and a margin, out to nice ticks), on `size` (default [640, 400]), joined by
   *  `interpolation` (default monotone), with an optional `title`, `xLabel` and `yLabel`, on a
   *  `light` (default) or `dark` `theme`. */
  plotExpressions(expressions, {
    parameters = {}, domain = [-5, 5], yDomain, size = [640, 400], interpolation = 'monotone', title, xLabel, yLabel, theme = 'light',
  } = {}) {
    const joins = ['linear', 'stepAfter', 'monotone'];
    if (!joins.includes(interpolation)) throw new TypeError(`interpolation must be linear, stepAfter or monotone, got ${interpolation}`);
    if (!['light', 'dark'].includes(theme)) throw new TypeError(`theme must be light or dark, got ${theme}`);
    const list = typeof expressions === 'string' ? [expressions] : expressions;
    return this.#call(true, (scratch) => {
      const [sources, lengths] = scratch.strings(list);
      const [labels, labelLengths] = scratch.strings([title, xLabel, yLabel]);
      const [names, values] = scratch.parameters(parameters);
      return this.#exports.ck_plot_expressions(
        sources.pointer, lengths.pointer, list.length, names.pointer, names.length, values.pointer, values.length,
        domain[0], domain[1], yDomain ? 1 : 0, yDomain ? yDomain[0] : 0, yDomain ? yDomain[1] : 0, size[0], size[1],
        joins.indexOf(interpolation), labels.pointer, labelLengths.pointer, theme === 'dark' ? 1 : 0);
    });
  }

  /** The module's memory in bytes (it only grows): for tests and monitoring. */
  get memoryBytes() { return this.#exports.memory.buffer.byteLength; }

  #call(text, run) {
    const scratch = new Scratch(this.#exports);
    let block = 0;
    try {
      block = run(scratch);
      if (!block) throw new Error('curvekit: out of memory');
      const view = new DataView(this.#exports.memory.buffer);
      const status = view.getInt32(block, true);
      const length = view.getInt32(block + 4, true);
      const output = decoder.decode(new Uint8Array(this.#exports.memory.buffer, block + 8, length));
      if (status === 0) return text ? output : JSON.parse(output);
      if (status === 2) throw new RangeError(`curvekit: ${output}`);
      const [kind, offset, column, ...message] = output.split('\t');
      throw new CurveError(kind, offset === '' ? null : Number(offset), column === '' ? null : Number(column), message.join('\t'));
    } finally {
      if (block) this.#exports.ck_free(block);
      scratch.free();
    }
  }
}

/** A compiled expression (from `ck.compile`). Its input and output live in the module's memory,
 *  grown as needed, so a batch copies the points in and the values out and allocates nothing. */
class Program {
  // What the module holds for this program: its handle and its point buffers. The finalizer gets
  // this, not the Program, so a program dropped without release() is still freed.
  #held;
  #point;
  static #registry = new FinalizationRegistry(freeHeld);

  constructor(exports, handle) {
    this.#held = { exports, handle, xs: 0, ys: 0, capacity: 0 };
    this.#point = exports.ck_evaluate_point;
    Program.#registry.register(this, this.#held, this);
  }

  /** The values at `xs` (an array or a Float64Array), by the batch VM: in `ys` when given (a
   *  Float64Array as long as `xs`, so a loop allocates nothing), else in a new Float64Array. */
  evaluate(xs, ys = new Float64Array(xs.length)) {
    const count = xs.length;
    if (!(ys instanceof Float64Array) || ys.length !== count) throw new TypeError(`ys must be a Float64Array of ${count} values`);
    const held = this.#reserve(count);
    new Float64Array(held.exports.memory.buffer, held.xs, count).set(xs);
    held.exports.ck_evaluate_batch(held.handle, held.xs, held.ys, count);
    ys.set(new Float64Array(held.exports.memory.buffer, held.ys, count));
    return ys;
  }

  /** The value at `x`, by the scalar VM. */
  at(x) {
    // The hot path of one-point use: one check and one call.
    if (this.#held.handle) return this.#point(this.#held.handle, x);
    return released();
  }

  /** Frees the program; using it afterwards throws. */
  release() {
    if (!this.#held.handle) return;
    Program.#registry.unregister(this);
    freeHeld(this.#held);
  }

  /** The held state with point buffers for at least `count` values. */
  #reserve(count) {
    const held = this.#held;
    if (!held.handle) released();
    if (count <= held.capacity) return held;
    freeBuffers(held);
    const capacity = Math.max(count, 1024);
    held.xs = held.exports.ck_alloc(capacity * 8);
    held.ys = held.exports.ck_alloc(capacity * 8);
    if (!held.xs || !held.ys) { freeBuffers(held); throw new Error('curvekit: out of memory'); }
    held.capacity = capacity;
    return held;
  }
}

function released() { throw new Error('curvekit: the program was released'); }

function freeBuffers(held) {
  if (held.xs) held.exports.ck_free(held.xs);
  if (held.ys) held.exports.ck_free(held.ys);
  held.xs = held.ys = held.capacity = 0;
}

function freeHeld(held) {
  freeBuffers(held);
  held.exports.ck_release(held.handle);
  held.handle = 0;
}

function canvas({ family, size } = {}) {
  if (size !== undefined) return size;
  const found = families[family ?? 'medium'];
  if (!found) throw new TypeError(`family must be small, medium or large, got ${family}`);
  return found;
}

/** Inputs copied into the module's memory for one call, freed after it. */
class Scratch {
  #exports;
  #blocks = [];
  constructor(exports) { this.#exports = exports; }
  bytes(value) {
    const data = typeof value === 'string' ? encoder.encode(value) : new Uint8Array(value.buffer ?? value, value.byteOffset ?? 0, value.byteLength);
    const pointer = this.#allocate(data.length);
    new Uint8Array(this.#exports.memory.buffer, pointer, data.length).set(data);
    return { pointer, length: data.length };
  }
  /** Parameter names joined by "\n" and their values, as the module takes them. */
  parameters(parameters) {
    const names = Object.keys(parameters);
    return [this.bytes(names.join('\n')), this.doubles(names.map((name) => Number(parameters[name])))];
  }
  /** Strings laid end to end as UTF-8, and their byte counts (−1 for one that is undefined or
   *  null). */
  strings(list) {
    const encoded = list.map((text) => (text === undefined || text === null ? null : encoder.encode(String(text))));
    const bytes = new Uint8Array(encoded.reduce((total, e) => total + (e ? e.length : 0), 0));
    let offset = 0;
    for (const e of encoded) if (e) { bytes.set(e, offset); offset += e.length; }
    return [this.bytes(bytes), this.int32s(encoded.map((e) => (e ? e.length : -1)))];
  }
  int32s(values) {
    const pointer = this.#allocate(values.length * 4);
    new Int32Array(this.#exports.memory.buffer, pointer, values.length).set(values);
    return { pointer, length: values.length };
  }
  doubles(values) {
    const pointer = this.#allocate(values.length * 8);
    new Float64Array(this.#exports.memory.buffer, pointer, values.length).set(values);
    return { pointer, length: values.length };
  }
  #allocate(size) {
    const pointer = this.#exports.ck_alloc(size);
    if (!pointer) throw new Error('curvekit: out of memory');
    this.#blocks.push(pointer);
    return pointer;
  }
  free() { for (const pointer of this.#blocks) this.#exports.ck_free(pointer); }
}
