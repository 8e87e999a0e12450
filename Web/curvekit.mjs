// CurveKit in JavaScript: the curve command's evaluate, validate, geometry, plot, fit, reduce and
// the rest, computed by the same engine compiled to WebAssembly (dist/curvekit.wasm, built by
// build.sh). No dependencies; Node 20 or later, and evergreen browsers.
//
//   import { load } from './curvekit.mjs';
//   const ck = await load();
//   ck.evaluate('a*sin(x)', { parameters: { a: 2 }, domain: [0, 3], samples: 4 });

/** An invalid expression, parameter or frame: `kind` is the error's code, `offset` the byte
 *  offset and `column` the 1-based column of its place (both null when it has none), `path` the
 *  JSON path of a frame's rejection (null for an expression), `message` what the command prints
 *  for it. */
export class CurveError extends Error {
  constructor(kind, offset, column, message, path = null) {
    super(message);
    this.name = 'CurveError';
    this.kind = kind;
    this.offset = offset;
    this.column = column;
    this.path = path;
  }
}

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
  // A WASI reactor: its initializer runs once, before any other call.
  instance.exports._initialize();
  return new CurveKit(instance.exports);
}

/** The module in a Web Worker (curvekit.worker.mjs beside this file, or `worker`): the same calls
 *  as `load()` gives (not `compile`), each answering a Promise, and `terminate()`. Errors arrive
 *  as the same `CurveError`, `TypeError` and `RangeError`. `source` is passed to the worker's
 *  `load` (by default the worker finds curvekit.wasm itself). */
export function loadWorker(source, worker = new URL('./curvekit.worker.mjs', import.meta.url)) {
  const thread = typeof Worker !== 'undefined' && worker instanceof Worker ? worker : new Worker(worker, { type: 'module' });
  const pending = new Map();
  let next = 0;
  thread.onmessage = ({ data }) => {
    const call = pending.get(data.id);
    if (!call) return;
    pending.delete(data.id);
    if (!data.error) return call.resolve(data.result);
    const { name, message, kind, offset, column, path } = data.error;
    const kinds = { CurveError: null, TypeError, RangeError };
    call.reject(name === 'CurveError' ? new CurveError(kind, offset, column, message, path) : new (kinds[name] ?? Error)(message));
  };
  thread.onerror = (event) => {
    for (const call of pending.values()) call.reject(new Error(`curvekit: the worker failed: ${event.message ?? 'no reason given'}`));
    pending.clear();
  };
  const wasm = source instanceof URL ? source.href : source;
  const send = (method) => (...args) => new Promise((resolve, reject) => {
    const id = next++;
    pending.set(id, { resolve, reject });
    thread.postMessage({ id, method, args, wasm });
  });
  return {
    evaluate: send('evaluate'), validate: send('validate'), geometry: send('geometry'),
    plotFrame: send('plotFrame'), plotExpressions: send('plotExpressions'), analyze: send('analyze'), integrate: send('integrate'), fit: send('fit'),
    reduce: send('reduce'), relation: send('relation'),
    terminate: () => thread.terminate(),
  };
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
  /** The point buffers every program of this module evaluates through, grown as needed up to
   *  `limits.batch` values. */
  #batch;
  /** The longest name (a parameter's, a data series', a column's) in bytes, from the module. */
  #nameBytes;
  /** The longest options document in bytes, from the module. */
  #requestBytes;
  /** The module's code and choice lists (`ck_vocabulary`): the options' choices are checked
   *  against them, and curvekit.d.ts's unions are generated from them. */
  #vocabulary;
  /** The compiled programs the module holds (`ProgramPool`). */
  #programs;
  constructor(exports) {
    this.#exports = exports;
    this.#batch = { exports, xs: 0, ys: 0, capacity: 0 };
    this.#nameBytes = exports.ck_name_bytes();
    this.#requestBytes = exports.ck_request_bytes();
    this.#vocabulary = frozen(this.#call(false, () => exports.ck_vocabulary()));
    this.#programs = new ProgramPool(exports, (source, parameters) => Number(this.#call(true, (scratch) => {
      const bytes = scratch.bytes(source);
      const [names, values] = scratch.parameters(parameters);
      return exports.ck_compile(bytes.pointer, bytes.length, names.pointer, names.length, values.pointer, values.length);
    })));
  }

  /** The module's code and choice lists, read from the Swift types that define them:
   *  `{ version, lists: { NAME: { about, values } }, families: { NAME: [width, height] } }`. */
  get vocabulary() { return this.#vocabulary; }


  /** What `curve evaluate --format json` prints, parsed (or its text with `{ text: true }`):
   *  the grid of `samples` over `domain`, or the points `at`; the value, or the `derivative`. */
  evaluate(expression, options) {
    const call = 'evaluate';
    const { text, ...rest } = object(call, options);
    const source = expressionBytes(call, expression);
    // The module decodes and checks the options by Evaluation.optionTable, as the command does
    // its arguments.
    const request = requestText(call, rest, this.#requestBytes);
    return this.#call(flag(call, 'text', text), (scratch) => {
      const bytes = scratch.bytes(source);
      const json = scratch.bytes(request);
      return this.#exports.ck_evaluate(bytes.pointer, bytes.length, json.pointer, json.length);
    });
  }

  /** The expression compiled once, to evaluate many times: `program.evaluate(xs)` (a
   *  Float64Array by the batch VM; `program.evaluate(xs, ys)` fills `ys`), `program.at(x)` (one
   *  point by the scalar VM; the same bits). Throws a `CurveError` as `evaluate` does. A program
   *  the garbage collector finds unreachable is freed; `program.release()` frees it at once. */
  compile(expression, options) {
    const call = 'compile';
    const o = read(call, options, ['parameters']);
    const source = expressionBytes(call, expression);
    const parameters = parameterList(call, o.parameters, this.#nameBytes);
    return new Program(this.#programs, source, parameters, this.#batch);
  }

  /** What `curve validate --format json` prints for the frame text (a string or bytes), on the
   *  canvas of `family` or `size` (which wins). */
  validate(frame, options) {
    return this.#frameCall('validate', (...args) => this.#exports.ck_validate(...args), frame, options, true);
  }

  /** What `curve geometry` prints for the frame (a rejected frame throws its reason). */
  geometry(frame, options) {
    return this.#frameCall('geometry', (...args) => this.#exports.ck_geometry(...args), frame, options, true);
  }

  /** The SVG text `curve plot -o - FILE` writes: the widget preview on the canvas of `family`
   *  or `size`, at `scale` pixels per pt, on a `dark` or `light` card. A rejected frame throws
   *  its reason. */
  plotFrame(frame, options) {
    return this.#frameCall('plotFrame', (...args) => this.#exports.ck_plot_frame(...args), frame, options, false);
  }

  /** A frame operation: the frame, and its options (`text` aside, when `parsed`) as the JSON the
   *  module decodes by the operation's table (FrameOptions in Swift), as the command does its
   *  arguments. */
  #frameCall(call, operation, frame, options, parsed) {
    // A preview has no `text`: given one, the module refuses it as an unknown option.
    let text, rest = object(call, options);
    if (parsed) ({ text, ...rest } = rest);
    const body = frameBytes(call, frame);
    const request = requestText(call, rest, this.#requestBytes);
    return this.#call(!parsed || flag(call, 'text', text), (scratch) => {
      const bytes = scratch.body(body);
      const json = scratch.bytes(request);
      return operation(bytes.pointer, bytes.length, json.pointer, json.length);
    });
  }

  /** The SVG text `curve plot -o - -- EXPRESSION…` writes: a math plot of up to 16
   *  expressions over `domain` (default [-5, 5]), `yDomain` (exactly; default the curves'
   *  extent and a margin, out to nice ticks), on `size` (default [640, 400]), joined by
   *  `interpolation` (default monotone), with an optional `title`, `xLabel` and `yLabel`, on a
   *  `light` (default) or `dark` `theme`. With `view: true`, `{ svg, plot, x, y }`: the SVG
   *  with where its plot and axes lie in it, as the module computed them. */
  plotExpressions(expressions, options) {
    const call = 'plotExpressions';
    const list = expressionList(call, expressions);
    const { data: given, view: wanted, ...rest } = object(call, options);
    const data = dataList(call, given, this.#nameBytes);
    const view = flag(call, 'view', wanted);
    // The module decodes and checks every other option by MathPlot.optionTable, as the command
    // does its arguments.
    const request = requestText(call, rest, this.#requestBytes);
    const run = (scratch) => {
      const [sources, lengths] = scratch.strings(list);
      const json = scratch.bytes(request);
      const [series, seriesLengths] = scratch.strings(data);
      return this.#exports.ck_plot_expressions(
        sources.pointer, lengths.pointer, list.length, json.pointer, json.length, series.pointer, seriesLengths.pointer, data.length / 2,
        view ? 1 : 0);
    };
    return this.#run(run, (bytes) => {
      const output = decoder.decode(bytes);
      if (!view) return output;
      // One line of JSON (PlotViewJSON in Swift), then the SVG.
      const newline = output.indexOf('\n');
      return { svg: output.slice(newline + 1), ...JSON.parse(output.slice(0, newline)) };
    });
  }

  /** What `curve analyze --format json` prints, parsed (or its text with `{ text: true }`):
   *  certified zeros, extrema, inflections, intersections, range and pieces of at most 16
   *  curves over `domain` (default [-5, 5]). */
  analyze(expressions, options) {
    // The module decodes and checks the options by CurveAnalyzer.optionTable, as the command
    // does its arguments.
    return this.#expressionsReport('analyze', 'ck_analyze', expressions, options, 'an analysis takes');
  }

  /** What `curve integrate --format json` prints, parsed (or its text with `{ text: true }`): ∫ of each of at most 16
   *  expressions from `domain[0]` to `domain[1]` (required), each `certified` (the true value
   *  lies in [lower, upper]), `divergent` (a pole, null bounds) or `undecided`, the last two with
   *  a reason, to within `tolerance` (relative,
   *  default 1e-12). The options are decoded and checked by the module, as the command does. */
  integrate(expressions, options) {
    // The module decodes and checks the options by CurveIntegral.optionTable.
    return this.#expressionsReport('integrate', 'ck_integrate', expressions, options, 'an integration takes');
  }

  /** What `curve fit --format json` prints, parsed (or its text with `{ text: true }`): `model`
   *  (an expression in x with parameters) fitted by nonlinear least squares to the rows of
   *  `data` (CSV text or bytes, at most `limits.dataBytes`), every parameter from its start in
   *  `parameters` (one for every parameter the model names). The options are decoded and checked
   *  by the module, as the command does. */
  fit(model, data, options) {
    const call = 'fit';
    const { text, ...rest } = object(call, options);
    const source = expressionBytes(call, model);
    const csv = bytesOf(call, 'data', data, limits.dataBytes);
    // The module decodes and checks the options by CurveFit.optionTable.
    const request = requestText(call, rest, this.#requestBytes);
    return this.#call(flag(call, 'text', text), (scratch) => {
      const bytes = scratch.bytes(source);
      const json = scratch.bytes(request);
      // Past the limit, only the length goes in: the module refuses it as the command does.
      const rows = scratch.body(csv);
      return this.#exports.ck_fit(bytes.pointer, bytes.length, rows.pointer, rows.length, json.pointer, json.length);
    });
  }

  /** What `curve reduce --format json` prints, parsed (or its text with `{ text: true }`): at
   *  most `maximumPoints` (2 to 1,024, default 1,024) of the rows of `data` (CSV text or bytes, at
   *  most `limits.reduceBytes`; x increasing, gap rows left out), the first and the last always,
   *  so that the curve a samples-mode layer draws through them with `interpolation` (default
   *  monotone) stays within `tolerance` pt (0.01 to 100, default 0.25) of the whole series drawn
   *  linearly, both on a plot area of `size` [width, height] pt (required: the layer's frame less
   *  its padding). `columns` picks the CSV's x and y. The report's `points`, `domain` and
   *  `yDomain` go in the layer; `maximumDeviation` is a proven bound in pt, and
   *  `withinTolerance` says whether it meets the tolerance (when not, the points are the best
   *  `maximumPoints` found). The options are decoded and checked by the module, as the command
   *  does. */
  reduce(data, options) {
    const call = 'reduce';
    const { text, ...rest } = object(call, options);
    const csv = bytesOf(call, 'data', data, limits.reduceBytes);
    // The module decodes and checks the options by CurveReduction.optionTable.
    const request = requestText(call, rest, this.#requestBytes);
    return this.#call(flag(call, 'text', text), (scratch) => {
      const json = scratch.bytes(request);
      // Past the limit, only the length goes in: the module refuses it as the command does.
      const rows = scratch.body(csv);
      return this.#exports.ck_reduce(rows.pointer, rows.length, json.pointer, json.length);
    });
  }

  /** An operation on 1 to 16 expressions whose report is JSON (parsed, or its text with
   *  `{ text: true }`): the expressions laid end to end and the other options as JSON. */
  #expressionsReport(call, operation, expressions, options, most) {
    const { text, ...rest } = object(call, options);
    const list = expressionList(call, expressions, most);
    const request = requestText(call, rest, this.#requestBytes);
    return this.#call(flag(call, 'text', text), (scratch) => {
      const [sources, lengths] = scratch.strings(list);
      const json = scratch.bytes(request);
      return this.#exports[operation](sources.pointer, lengths.pointer, list.length, json.pointer, json.length);
    });
  }

  /** Every pixel of an implicit relation in x and y (`LHS = RHS`, or `<`, `<=`, `>`, `>=`),
   *  classified by interval arithmetic as `curve relation` does: `pixels` has a byte a pixel,
   *  row 0 at the top, 0 where a solution is proven, 255 where none can be, 128 undecided;
   *  with the `counts`, the enclosures computed and whether the budget ran out. `bounds` is
   *  [xmin, xmax, ymin, ymax] (default [-10, 10, -10, 10]), `size` [width, height] in pixels,
   *  each 1 to 4096 (default [1024, 1024]). */
  relation(relation, options) {
    const call = 'relation';
    const text = expressionBytes(call, relation);
    // The module decodes and checks the options by Relation.optionTable, as the command does
    // its arguments.
    const request = requestText(call, object(call, options), this.#requestBytes);
    return this.#run((scratch) => {
      const source = scratch.bytes(text);
      const json = scratch.bytes(request);
      return this.#exports.ck_relation(source.pointer, source.length, json.pointer, json.length);
    }, (bytes) => {
      const end = bytes.indexOf(10);
      return { ...JSON.parse(decoder.decode(bytes.subarray(0, end))), pixels: bytes.slice(end + 1) };
    });
  }

  /** What a math plot makes of `item`, compiled with `parameters`: `{ kind, text }`, kind
   *  'function' with the expression in x (`y = EXPR` without its `y =`), 'functionOfY'
   *  (`x = EXPR`, without its `x =`), 'parametric' (`(A, B)`), 'polar' (`r = EXPR`, without its
   *  `r =`), 'relation' or 'data' (`@NAME`, which only the command reads); a CurveError placed
   *  in `item` when it does not compile. */
  plotItem(item, options) {
    const call = 'plotItem';
    const o = read(call, options, ['parameters']);
    const text = expressionBytes(call, item);
    const parameters = parameterList(call, o.parameters, this.#nameBytes);
    const output = this.#call(true, (scratch) => {
      const source = scratch.bytes(text);
      const [names, values] = scratch.parameters(parameters);
      return this.#exports.ck_plot_item(source.pointer, source.length, names.pointer, names.length, values.pointer, values.length);
    });
    const tab = output.indexOf('\t');
    return { kind: output.slice(0, tab), text: output.slice(tab + 1) };
  }

  /** The longest name (a parameter's, a data series', a column's) in bytes: the command's
   *  longest argument, read from the module. */
  get nameBytes() { return this.#nameBytes; }

  /** The module's memory in bytes (it only grows): for tests and monitoring. */
  get memoryBytes() { return this.#exports.memory.buffer.byteLength; }

  #call(text, run) {
    return this.#run(run, (bytes) => {
      const output = decoder.decode(bytes);
      return text ? output : JSON.parse(output);
    });
  }

  /** Runs a call and reads its result block: `done` takes the output's bytes (a view into the
   *  module's memory, valid until it returns); an error status throws. */
  #run(run, done) {
    const scratch = new Scratch(this.#exports);
    let block = 0;
    try {
      block = run(scratch);
      if (!block) throw new Error('curvekit: out of memory');
      const view = new DataView(this.#exports.memory.buffer);
      const status = view.getInt32(block, true);
      const length = view.getInt32(block + 4, true);
      const bytes = new Uint8Array(this.#exports.memory.buffer, block + 8, length);
      if (status === 0) return done(bytes);
      const output = decoder.decode(bytes);
      if (status === 2) throw new RangeError(`curvekit: ${output}`);
      if (status === 3) throw new TypeError(`curvekit: ${output}`);
      const [kind, offset, column, path, ...message] = output.split('\t');
      throw new CurveError(kind, offset === '' ? null : Number(offset), column === '' ? null : Number(column), message.join('\t'), path === '' ? null : path);
    } finally {
      if (block) this.#exports.ck_free(block);
      scratch.free();
    }
  }
}

/** A compiled expression (from `ck.compile`). It keeps its own source and parameters; the
 *  module holds its compiled form while it is resident in the `ProgramPool` (compiled again when
 *  it is next used after being evicted). The registers and point buffers it evaluates with are
 *  shared by every program of the module, and a batch is copied in and out through them at most
 *  `limits.batch` values at a time. */
class Program {
  // What the pool holds for this program: its handle (0 while not resident), source and
  // parameters. The finalizer gets this, not the Program, so a program dropped without release()
  // is still freed.
  #held;
  #batch;
  #point;
  static #registry = new FinalizationRegistry((held) => held.pool.drop(held));

  constructor(pool, source, parameters, batch) {
    this.#held = { pool, handle: 0, released: false, source, parameters };
    pool.admit(this.#held);
    this.#batch = batch;
    this.#point = pool.exports.ck_evaluate_point;
    Program.#registry.register(this, this.#held, this);
  }

  /** The program's handle in the module, compiling it again when it was evicted. */
  #handle() {
    if (this.#held.released) released();
    return this.#held.handle || this.#held.pool.admit(this.#held);
  }

  /** The values at `xs` (an array or a Float64Array), by the batch VM: in `ys` when given (a
   *  Float64Array as long as `xs`, so a loop allocates nothing), else in a new Float64Array. */
  evaluate(xs, ys) {
    if (this.#held.released) released();
    // Read once, into an array of our own: a length or values that change while they are
    // copied cannot reach the module.
    const points = xs instanceof Float64Array ? xs : toDoubles('evaluate', 'xs', xs, Infinity);
    const count = points.length;
    const out = ys === undefined ? new Float64Array(count) : ys;
    if (!(out instanceof Float64Array) || out.length !== count) throw new TypeError(`curvekit: evaluate: ys must be a Float64Array of ${count} values`);
    const batch = reserve(this.#batch, Math.min(count, limits.batch));
    const handle = this.#handle();
    for (let start = 0; start < count; start += limits.batch) {
      const n = Math.min(limits.batch, count - start);
      new Float64Array(batch.exports.memory.buffer, batch.xs, n).set(points.subarray(start, start + n));
      batch.exports.ck_evaluate_batch(handle, batch.xs, batch.ys, n);
      out.set(new Float64Array(batch.exports.memory.buffer, batch.ys, n), start);
    }
    return out;
  }

  /** The value at `x`, by the scalar VM. */
  at(x) {
    // The hot path of one-point use: one check and one call.
    if (this.#held.handle && typeof x === 'number') return this.#point(this.#held.handle, x);
    if (typeof x !== 'number' && !this.#held.released) throw new TypeError(`curvekit: at: x must be a number, got ${describe(x)}`);
    return this.#point(this.#handle(), x);
  }

  /** Frees the program now (the garbage collector would, once it is unreachable); using it
   *  afterwards throws. */
  release() {
    if (this.#held.released) return;
    Program.#registry.unregister(this);
    this.#held.pool.drop(this.#held);
  }
}

/** The programs the module holds compiled: at most `slots` (the module's `ck_program_slots`),
 *  the longest resident evicted when another is compiled, so the module's memory stays bounded
 *  however many programs JavaScript holds, released or not. */
class ProgramPool {
  /** The held programs with a handle, in the order they were compiled. */
  #resident = new Set();
  #compile;
  constructor(exports, compile) {
    this.exports = exports;
    this.slots = exports.ck_program_slots();
    this.#compile = compile;
  }

  /** Compiles a held program into a slot, evicting the longest resident when none is free
   *  (the program compiled before, so only its first admission can throw its CurveError). */
  admit(held) {
    if (this.#resident.size >= this.slots) this.#evict(this.#resident.values().next().value);
    held.handle = this.#compile(held.source, held.parameters);
    this.#resident.add(held);
    return held.handle;
  }

  /** Frees a program for good: by release() or the finalizer, whichever comes first. */
  drop(held) {
    if (held.released) return;
    held.released = true;
    if (held.handle) this.#evict(held);
  }

  #evict(held) {
    this.exports.ck_release(held.handle);
    held.handle = 0;
    this.#resident.delete(held);
  }
}

/** The shared point buffers, with room for at least `count` values. */
function reserve(batch, count) {
  if (count <= batch.capacity) return batch;
  if (batch.xs) batch.exports.ck_free(batch.xs);
  if (batch.ys) batch.exports.ck_free(batch.ys);
  const capacity = Math.min(limits.batch, Math.max(count, 1024));
  batch.xs = batch.exports.ck_alloc(capacity * 8);
  batch.ys = batch.exports.ck_alloc(capacity * 8);
  batch.capacity = batch.xs && batch.ys ? capacity : 0;
  if (!batch.capacity) throw new Error('curvekit: out of memory');
  return batch;
}

function released() { throw new Error('curvekit: the program was released'); }

/** A parsed JSON value, frozen all the way down. */
function frozen(value) {
  if (value !== null && typeof value === 'object') for (const inner of Object.values(value)) frozen(inner);
  return Object.freeze(value);
}

/** The bounds on what one call copies into the module (whose memory never shrinks). */
export const limits = Object.freeze({
  /** The largest frame read whole: past it, a frame is reported too large without being copied. */
  frameBytes: 524_288,
  /** The largest expression copied in (the language allows 512 characters; the message for a
   *  longer one quotes it, so up to this much is read). */
  expressionBytes: 65_536,
  /** The most values a program's batch copies in at a time (a longer one is done in parts). */
  batch: 65_536,
  /** The most parameters a call takes (the language keeps 64, and notes the rest). */
  parameters: 4_096,
  /** The largest CSV a fit reads (DataSeries.maximumDataBytes): past it, only its length is
   *  passed, and the module refuses it. */
  dataBytes: 16_777_216,
  /** The largest CSV a reduction reads (CurveReduction.maximumBytes, 64 MiB): past it, only its
   *  length is passed, and the module refuses it. */
  reduceBytes: 67_108_864,
});

// MARK: Reading the arguments: each once, into values of our own, checked as the command checks
// its options (a TypeError for the wrong kind of value, a RangeError for one out of range).

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`;
  if (typeof value === 'string') return `a string`;
  return typeof value === 'object' ? (value.constructor?.name ?? 'an object') : typeof value;
}

/** The options object of `call` ({} when none is given): anything else is a TypeError. */
function object(call, options) {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`curvekit: ${call}: options must be an object, got ${describe(options)}`);
  }
  return options;
}

/** The options object's fields, each read once; unknown names throw. */
function read(call, options, names) {
  const given = Object.keys(object(call, options));
  const unknown = given.find((name) => !names.includes(name));
  if (unknown !== undefined) throw new TypeError(`curvekit: ${call}: unknown option '${unknown}' (expected ${names.join(', ')})`);
  const values = {};
  for (const name of given) values[name] = options[name];
  return values;
}

function number(call, name, value) {
  if (typeof value !== 'number') throw new TypeError(`curvekit: ${call}: ${name} must be a number, got ${describe(value)}`);
  return value;
}

function flag(call, name, value) {
  if (value !== undefined && typeof value !== 'boolean') throw new TypeError(`curvekit: ${call}: ${name} must be true or false, got ${describe(value)}`);
  return value === true;
}

/** An array-like of numbers, read once into a Float64Array of our own (at most `limit`). */
function toDoubles(call, name, value, limit) {
  const length = value !== null && typeof value === 'object' ? value.length : undefined;
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new TypeError(`curvekit: ${call}: ${name} must be an array of numbers, got ${describe(value)}`);
  }
  if (length > limit) throw new RangeError(`curvekit: ${call}: ${name} has ${length} values; at most ${limit} are taken`);
  // The length is read once; each value once, into our own array.
  const copy = new Float64Array(length);
  for (let i = 0; i < length; i++) copy[i] = number(call, `${name}[${i}]`, value[i]);
  return copy;
}

/** Text or bytes, copied once (up to `limit`: past it only the length is kept, and the module
 *  refuses it as the command does). */
function bytesOf(call, name, value, limit) {
  if (typeof value === 'string') {
    // Encoded into at most `limit` + 1 bytes: a string past the limit is measured, not copied.
    const room = new Uint8Array(Math.min(limit + 1, value.length * 3));
    const { read, written } = encoder.encodeInto(value, room);
    if (read < value.length || written > limit) return { length: utf8Length(value), tooLarge: true };
    return room.subarray(0, written);
  }
  let view;
  if (value instanceof ArrayBuffer) view = new Uint8Array(value);
  else if (ArrayBuffer.isView(value)) view = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  else throw new TypeError(`curvekit: ${call}: ${name} must be a string or bytes, got ${describe(value)}`);
  return view.length > limit ? { length: view.length, tooLarge: true } : view.slice();
}

/** The UTF-8 length of a string (a lone surrogate counts as U+FFFD's 3 bytes, as TextEncoder
 *  writes it), counted without encoding it. */
function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { bytes += 4; i++; }
    else bytes += 3;
  }
  return bytes;
}

function frameBytes(call, frame) {
  return bytesOf(call, 'frame', frame, limits.frameBytes);
}

function expressionBytes(call, expression) {
  if (typeof expression !== 'string') throw new TypeError(`curvekit: ${call}: expression must be a string, got ${describe(expression)}`);
  const bytes = encoder.encode(expression);
  if (bytes.length > limits.expressionBytes) {
    throw new RangeError(`curvekit: ${call}: the expression is ${bytes.length} bytes; at most ${limits.expressionBytes} are read (the language allows 512 characters)`);
  }
  return bytes;
}

function expressionList(call, expressions, most = 'a plot draws') {
  const list = typeof expressions === 'string' ? [expressions] : expressions;
  if (!Array.isArray(list)) throw new TypeError(`curvekit: ${call}: expressions must be a string or an array of strings, got ${describe(expressions)}`);
  const copy = [...list];
  if (copy.length > 16) throw new RangeError(`curvekit: ${copy.length} expressions; ${most} at most 16`);
  if (copy.length === 0 && (call === 'analyze' || call === 'integrate')) throw new RangeError(`curvekit: ${call}: no expression`);
  return copy.map((expression, i) => {
    if (typeof expression !== 'string') throw new TypeError(`curvekit: ${call}: expressions[${i}] must be a string, got ${describe(expression)}`);
    return expressionBytes(call, expression);
  });
}

/** Data series as name, CSV, name, CSV…: an object of strings or bytes by name. A CSV over
 *  `limits.frameBytes` is not copied: the module refuses it as the command does (invalid input,
 *  a CurveError) when an item names it. */
function dataList(call, data, nameBytes) {
  if (data === undefined) return [];
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new TypeError(`curvekit: ${call}: data must be an object of CSV strings or bytes by name, got ${describe(data)}`);
  }
  const names = Object.keys(data);
  if (names.length > 16) throw new RangeError(`curvekit: ${call}: ${names.length} data series; a plot draws at most 16`);
  return names.flatMap((name) => {
    const encoded = nameText(call, 'data: a name', name, nameBytes);
    const csv = bytesOf(call, `data.${name.slice(0, 40)}`, data[name], limits.frameBytes);
    return [encoded, csv];
  });
}

/** An operation's options as the JSON the module decodes, written here rather than by
 *  JSON.stringify: each array's length is read once and each item once (so one that changes while
 *  it is read cannot grow the request), a typed array is the numbers it holds, −0 stays −0, and
 *  NaN and ±∞ (which JSON cannot carry) are refused. Past `requestBytes` it stops, before anything
 *  is copied in. */
function requestText(call, options, requestBytes) {
  const parts = [];
  let used = 0;
  const over = () => new RangeError(`curvekit: ${call}: the options are over ${requestBytes} bytes; at most ${requestBytes} are read`);
  const put = (text) => {
    used += text.length;
    if (used > requestBytes) throw over();
    parts.push(text);
  };
  // A string's JSON is at least as long as the string: one past the bound is refused before it
  // is escaped.
  const quoted = (text) => {
    if (used + text.length > requestBytes) throw over();
    return JSON.stringify(text);
  };
  const write = (value, depth) => {
    if (depth > 32) throw new RangeError(`curvekit: ${call}: the options nest too deeply`);
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new RangeError(`curvekit: ${call}: the options hold ${value}; give finite numbers`);
      return put(Object.is(value, -0) ? '-0' : String(value));
    }
    if (typeof value === 'string') return put(quoted(value));
    if (typeof value === 'boolean' || value === null) return put(String(value));
    if (typeof value === 'bigint') throw new TypeError(`curvekit: ${call}: the options hold a bigint; give numbers`);
    if (typeof value !== 'object') return put('null');  // undefined, a function: as JSON writes them in an array
    const items = ArrayBuffer.isView(value) && !(value instanceof DataView) ? value : Array.isArray(value) ? value : null;
    if (items) {
      const length = items.length;
      put('[');
      for (let i = 0; i < length; i++) {
        if (i > 0) put(',');
        write(items[i], depth + 1);
      }
      return put(']');
    }
    put('{');
    let first = true;
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined || typeof inner === 'function') continue;  // left out, as JSON leaves them
      if (!first) put(',');
      first = false;
      put(quoted(key) + ':');
      write(inner, depth + 1);
    }
    put('}');
  };
  write(options, 0);
  const bytes = encoder.encode(parts.join(''));
  if (bytes.length <= requestBytes) return bytes;
  throw new RangeError(`curvekit: ${call}: the options are ${bytes.length} bytes; at most ${requestBytes} are read`);
}

/** A name's UTF-8, refused past `nameBytes` (the command's longest argument); a string of more
 *  UTF-16 units than that has more bytes too, and is refused without being encoded. */
function nameText(call, what, name, nameBytes) {
  const bytes = name.length > nameBytes ? null : encoder.encode(name);
  if (bytes && bytes.length <= nameBytes) return bytes;
  const size = bytes ? `${bytes.length} bytes` : `${name.length} UTF-16 units`;
  throw new RangeError(`curvekit: ${call}: ${what} is ${size}; a name is at most ${nameBytes} bytes`);
}

/** Parameters as [name, value] pairs: an object of numbers. */
function parameterList(call, parameters, nameBytes) {
  if (parameters === undefined) return [];
  if (parameters === null || typeof parameters !== 'object' || Array.isArray(parameters)) {
    throw new TypeError(`curvekit: ${call}: parameters must be an object of numbers, got ${describe(parameters)}`);
  }
  const names = Object.keys(parameters);
  if (names.length > limits.parameters) throw new RangeError(`curvekit: ${call}: ${names.length} parameters; at most ${limits.parameters} are taken`);
  return names.map((name) => {
    nameText(call, 'parameters: a name', name, nameBytes);
    if (name.includes('\n')) throw new RangeError(`curvekit: ${call}: parameter name '${name.slice(0, 40)}' holds a line break`);
    return [name, number(call, `parameters.${name.slice(0, 40)}`, parameters[name])];
  });
}

/** Inputs copied into the module for one call, freed after it. Every input is already a value
 *  of our own (bytes or a Float64Array), so what is allocated is what is copied. */
class Scratch {
  #exports;
  #blocks = [];
  constructor(exports) { this.#exports = exports; }
  bytes(data) {
    const pointer = this.#allocate(data.length);
    new Uint8Array(this.#exports.memory.buffer, pointer, data.length).set(data);
    return { pointer, length: data.length };
  }
  /** A frame's bytes, or for one over the limit only its length (the module reports it too
   *  large, as the command does, without reading it). */
  body(data) {
    return data.tooLarge ? { pointer: 0, length: data.length } : this.bytes(data);
  }
  /** Parameter names joined by "\n" and their values, as the module takes them. */
  parameters(pairs) {
    return [this.bytes(encoder.encode(pairs.map(([name]) => name).join('\n'))), this.doubles(Float64Array.from(pairs, ([, value]) => value))];
  }
  /** Byte strings laid end to end, and their byte counts (−1 for one not given; for one over
   *  its limit, not copied, its byte count negated). */
  strings(list) {
    const copied = (e) => e && !e.tooLarge;
    const bytes = new Uint8Array(list.reduce((total, e) => total + (copied(e) ? e.length : 0), 0));
    let offset = 0;
    for (const e of list) if (copied(e)) { bytes.set(e, offset); offset += e.length; }
    const count = (e) => (!e ? -1 : e.tooLarge ? -Math.min(e.length, 2 ** 31 - 1) : e.length);
    return [this.bytes(bytes), this.int32s(Int32Array.from(list, count))];
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
