// The playground: expressions drawn as you type, a slider per parameter, and a frame validated
// and previewed as the widget draws it, all by CurveKit's WebAssembly module. Static: serve the
// Web folder (python3 -m http.server) and open playground/. The state lives in the URL hash.
import { load, loadWorker, CurveError } from '../curvekit.mjs';

const $ = (id) => document.getElementById(id);

/** A parameter's slider starts here unless the link says otherwise. */
const sliderDefaults = { value: 1, min: -5, max: 5 };

const defaultFrame = `{
  "protocol": 1,
  "pixels": [[{ "empty": true }]],
  "data": {
    "wave": {
      "frame": { "left": 0.05, "top": 0.1, "width": 0.9, "height": 0.8 },
      "content": {
        "expression": "a*sin(x)/x",
        "parameters": { "a": 2 },
        "domain": [-12, 12],
        "yDomain": [-1, 2.5],
        "markers": [{ "at": { "x": 0.001 }, "label": "peak", "labelStyle": { "color": "#2E9E74" } }]
      },
      "style": { "color": "#2E9E74", "strokeWidth": 2.5, "fillColor": "#2E9E74", "fillOpacity": 0.2, "plotPadding": 6 }
    }
  },
  "layers": [{ "id": "remote:wave", "type": "curve", "dataPath": "data.wave" }]
}`;

const state = {
  expressions: 'a*sin(b*x)\nx^2/10 - 1',
  parameters: { a: { value: 2, min: -5, max: 5 }, b: { value: 1.5, min: 0, max: 5 } },
  domain: [-5, 5],
  yDomain: null,
  interpolation: 'monotone',
  points: true,
  xScale: 'linear',
  yScale: 'linear',
  /** The area shaded and integrated: under the item on editor line `line` from `from` to `to`. */
  area: null,
  frame: defaultFrame,
};

// MARK: The URL hash

function readHash() {
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.has('e')) state.expressions = hash.get('e');
  if (hash.has('p')) {
    state.parameters = {};
    for (const entry of hash.get('p').split(';').filter(Boolean)) {
      const [name, numbers = ''] = entry.split('=');
      const [value, min, max] = numbers.split(',').map(Number);
      if (name && [value, min, max].every(Number.isFinite)) state.parameters[name] = { value, min, max };
    }
  }
  const pair = (text) => text?.split(',').map(Number);
  const x = pair(hash.get('x'));
  if (x?.length === 2 && x.every(Number.isFinite)) state.domain = x;
  const y = pair(hash.get('y'));
  state.yDomain = y?.length === 2 && y.every(Number.isFinite) ? y : null;
  if (['linear', 'stepAfter', 'monotone'].includes(hash.get('i'))) state.interpolation = hash.get('i');
  state.points = hash.get('n') !== '0';
  state.xScale = hash.get('xs') === 'log' ? 'log' : 'linear';
  state.yScale = hash.get('ys') === 'log' ? 'log' : 'linear';
  if (hash.has('f')) state.frame = hash.get('f');
  const area = pair(hash.get('a'));
  state.area = area?.length === 3 && area.every(Number.isFinite) && area[0] >= 1 ? { line: Math.round(area[0]), from: area[1], to: area[2] } : null;
}

let hashTimer = 0;
function writeHash() {
  clearTimeout(hashTimer);
  hashTimer = setTimeout(() => {
    const hash = new URLSearchParams();
    hash.set('e', state.expressions);
    hash.set('p', Object.entries(state.parameters).map(([name, p]) => `${name}=${p.value},${p.min},${p.max}`).join(';'));
    hash.set('x', state.domain.join(','));
    if (state.yDomain) hash.set('y', state.yDomain.join(','));
    hash.set('i', state.interpolation);
    if (!state.points) hash.set('n', '0');
    if (state.xScale === 'log') hash.set('xs', 'log');
    if (state.yScale === 'log') hash.set('ys', 'log');
    if (state.frame !== defaultFrame) hash.set('f', state.frame);
    if (state.area) hash.set('a', [state.area.line, state.area.from, state.area.to].join(','));
    history.replaceState(null, '', '#' + hash.toString());
  }, 150);
}

// MARK: Elements

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') node.className = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value);
  }
  for (const child of children.flat()) node.append(child instanceof Node ? child : String(child));
  return node;
}

/** Shows SVG text in an <img>: each picture is its own document, so the ids inside one (its
 *  clip paths) cannot collide with another's or the page's. The text stays on the element
 *  (`svgText`) for tests. */
function showPicture(image, svg) {
  if (image.src) URL.revokeObjectURL(image.src);
  image.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  image.svgText = svg;
  const size = /width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  if (size) { image.width = Number(size[1]); image.height = Number(size[2]); }
}

const milliseconds = (start) => `${(performance.now() - start).toFixed(1)} ms`;
const timings = { load: '', plot: '', frame: '' };
function showStatus() {
  $('status').textContent = [timings.load, timings.plot, timings.frame].filter(Boolean).join(' · ');
}

// MARK: Expressions

// Finding an expression's parameters (compiling it, a few microseconds) stays on the page;
// plots and frames, which can take longer than a frame, are drawn by the worker. Each kind has
// one call out at a time: what is asked meanwhile waits, and only the newest ask is run and
// shown. body[data-pending] counts the kinds with a call out.
let ck;
let worker;
let pending = 0;
const lanes = { plot: { next: null, running: null }, frame: { next: null, running: null }, reduce: { next: null, running: null } };

/** Runs `call` on the worker when the last call of `kind` is done, unless a newer ask replaces
 *  it first, and gives its answer to `use` (its error to `failed`) unless a newer ask came. */
function whenLatest(kind, call, use, failed) {
  const lane = lanes[kind];
  lane.next = { call, use, failed };
  lane.running ??= drain(lane);
  return lane.running;
}

async function drain(lane) {
  document.body.dataset.pending = String(++pending);
  try {
    while (lane.next) {
      const { call, use, failed } = lane.next;
      lane.next = null;
      let answer, error, threw = false;
      try { answer = await call(); } catch (caught) { error = caught; threw = true; }
      if (lane.next) continue;  // asked again meanwhile: that answer is the one to show
      if (threw) failed(error); else use(answer);
    }
  } finally {
    lane.running = null;
    document.body.dataset.pending = String(--pending);
  }
}

/** The names an expression uses that are not x, a constant or a function: its parameters, as
 *  the engine finds them (an unknown name not followed by a call). */
/** The data series an item reads: a data series' own name (`@NAME`), or a fit's (`@NAME ~ MODEL`,
 *  the name up to the last `~`, as the engine reads it); null for any other item. */
function dataName(item) {
  if (item.kind === 'data') return item.text.slice(1);
  if (item.kind === 'fit') return item.text.slice(1, item.text.lastIndexOf('~')).trim();
  return null;
}

/** What a math plot makes of `text` (`{ kind, text }`, kind null when it does not compile) and
 *  the parameters it names beyond `known`: each unknown name the module reports is taken for a
 *  parameter and the item read again, so every kind of item gets its sliders. */
function readItem(text, known) {
  const names = [];
  const bytes = new TextEncoder().encode(text);
  for (let attempt = 0; attempt < 64; attempt++) {
    const parameters = Object.fromEntries([...known, ...names].map((name) => [name, 1]));
    try {
      return { ...ck.plotItem(text, { parameters }), names };
    } catch (error) {
      if (!(error instanceof CurveError) || error.kind !== 'unknownName' || error.offset === null) break;
      let end = error.offset;
      while (end < bytes.length && /[A-Za-z0-9_]/.test(String.fromCharCode(bytes[end]))) end++;
      const name = String.fromCharCode(...bytes.subarray(error.offset, end));
      let next = end;
      while (next < bytes.length && bytes[next] === 0x20) next++;
      if (!name || bytes[next] === 0x28 || names.includes(name)) break;  // a call of an unknown function
      names.push(name);
    }
  }
  return { kind: null, text, names };
}

let shownParameters = '';
function showSliders(names) {
  if (names.join() === shownParameters) return;
  shownParameters = names.join();
  const container = $('parameters');
  container.replaceChildren();
  for (const name of names) {
    const p = (state.parameters[name] ??= { ...sliderDefaults });
    const step = () => String((p.max - p.min) / 1000);
    const slider = element('input', { type: 'range', min: p.min, max: p.max, step: step(), value: p.value, 'aria-label': `${name} slider`, 'data-parameter': name });
    const value = element('input', { type: 'number', step: 'any', value: p.value, 'aria-label': `${name} value` });
    const bound = (key) => element('input', {
      type: 'number', step: 'any', value: p[key], class: 'bound', 'aria-label': `${name} ${key}`,
      oninput: (event) => {
        const number = Number(event.target.value);
        if (event.target.value === '' || !Number.isFinite(number)) return;
        p[key] = number;
        slider.min = p.min; slider.max = p.max; slider.step = step();
        slider.value = p.value;
        writeHash();
      },
    });
    slider.addEventListener('input', () => {
      p.value = Number(slider.value);
      value.value = p.value;
      drawPlot();
    });
    value.addEventListener('input', () => {
      const number = Number(value.value);
      if (value.value === '' || !Number.isFinite(number)) return;
      p.value = number;
      // A typed value outside the range widens it, so the slider can still reach it.
      if (number < p.min) p.min = number;
      if (number > p.max) p.max = number;
      slider.min = p.min; slider.max = p.max; slider.step = step(); slider.value = number;
      drawPlot();
    });
    container.append(element('span', { class: 'name' }, name), slider, value, bound('min'), bound('max'));
  }
}

function showExpressionError(text) {
  const box = $('expression-error');
  box.hidden = text === null;
  box.textContent = text ?? '';
  // The last plot that drew stays, faded, until the expressions draw again.
  $('plot').classList.toggle('stale', text !== null);
  $('expressions').setAttribute('aria-invalid', text === null ? 'false' : 'true');
}

/** Draws the plot (with the points of interest and the readout's analysis, unless `moving`: a
 *  zoom or pan redraws the picture alone at each frame, and everything once it settles). */
function drawPlot({ moving = false } = {}) {
  const start = performance.now();
  writeHash();
  // Blank lines are skipped; messages name the line in the editor.
  const lines = state.expressions.split('\n');
  const used = lines.map((text, index) => ({ text, line: index + 1 })).filter(({ text }) => text.trim() !== '');
  const names = [];
  const items = used.map(({ text }) => {
    const item = readItem(text, names);
    names.push(...item.names);
    return item;
  });
  showSliders(names);
  const parameters = Object.fromEntries(names.map((name) => [name, state.parameters[name].value]));
  const box = $('plot');
  const width = Math.max(240, Math.round(box.parentElement.clientWidth - 2 || 640));
  const height = Math.round(Math.min(560, Math.max(220, width * 0.6)));
  const options = {
    parameters, domain: state.domain, yDomain: state.yDomain ?? undefined, size: [width, height], interpolation: state.interpolation,
    // While moving, the picture alone: no analysis for points or the description.
    points: state.points && !moving, xScale: state.xScale, yScale: state.yScale, description: !moving,
    data: Object.fromEntries(items.map(dataName).filter((name) => name !== null && name in dataSeries).map((name) => [name, dataSeries[name]])),
  };
  const expressions = used.map(({ text }) => text);
  // Points of interest and the readout are the functions' (a relation has its pixels).
  const functions = items.filter((item) => item.kind === 'function').map((item) => item.text);
  const area = areaAsked(used, items);
  if (area.item !== undefined) options.area = `${area.item + 1}:${state.area.from},${state.area.to}`;
  const call = async () => [
    await worker.plotExpressions(expressions, { ...options, view: true }),
    functions.length && !moving ? await worker.analyze(functions, { parameters, domain: state.domain }) : null,
    area.item !== undefined && !moving ? await worker.integrate(expressions[area.item], { parameters, domain: [state.area.from, state.area.to] }) : null,
  ];
  showProgress(start);
  return whenLatest('plot', call, ([plotted, analysis, integral]) => {
    showPicture(box, plotted.svg);
    if (moving) moveReading(plotted); else showAnalysis(plotted, analysis, functions, parameters);
    areaShaded = area.item !== undefined;
    placeBounds();
    if (!moving) showIntegral(area, integral?.integrals[0]);
    showExpressionError(null);
    timings.plot = `plot drawn in ${milliseconds(start)}`;
    showStatus();
  }, (error) => {
    if (error instanceof CurveError) {
      // "expression N: …" counts the expressions drawn; the editor counts lines.
      showExpressionError(error.message.replace(/^expression (\d+): /, (_, n) => `line ${used[Number(n) - 1].line}: `));
    } else if (error instanceof RangeError || error instanceof TypeError) {
      const message = error.message.replace(/^curvekit: /, 'error: ').replace(/^error: expression (\d+): /, (_, n) => `line ${used[Number(n) - 1].line}: `);
      showExpressionError(message.replace(/give its CSV in the data option, by that name/, 'open a CSV file of that name below'));
    } else {
      throw error;
    }
  });
}

// MARK: Points of interest and the readout

/** What the readout reads: the plot's rectangle in the picture and its axes (as the module
 *  drew them), each curve compiled on the page (a point is a few microseconds), and the points
 *  of interest in x order. */
let reading = null;

function showAnalysis(plotted, analysis, expressions, parameters) {
  $('description').textContent = analysis?.description ?? /<desc>([^<]*)<\/desc>/.exec(plotted.svg)?.[1] ?? '';
  for (const curve of reading?.curves ?? []) curve.release();
  const points = [];
  analysis?.curves.forEach((curve, index) => {
    for (const point of curve.points) points.push({ ...point, curve: index });
  });
  for (const meeting of analysis?.intersections ?? []) points.push({ ...meeting, kind: 'intersection', curve: meeting.curves[0] });
  points.sort((a, b) => a.x[0] - b.x[0]);
  reading = {
    plot: plotted.plot,
    x: plotted.x,
    y: plotted.y,
    expressions,
    curves: expressions.map((text) => ck.compile(text, { parameters })),
    points,
    step: -1,
  };
  showPointTable();
}

/** Every point of interest in a table, in x order, each as the readout reads it: its button
 *  shows it in the readout, as stepping to it does. */
function showPointTable() {
  const rows = reading.points.map((point, index) => {
    const { whose, x, y, proof } = pointParts(point);
    const row = document.createElement('tr');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = whose;
    button.addEventListener('click', () => {
      reading.step = index;
      $('readout').textContent = describePoint(point);
    });
    const cells = [button, x, y, proof].map((content) => {
      const cell = document.createElement('td');
      cell.append(content);
      return cell;
    });
    row.append(...cells);
    return row;
  });
  $('point-table').tBodies[0].replaceChildren(...rows);
  $('point-count').textContent = rows.length ? String(rows.length) : 'none';
}

/** The readout after a zoom or pan step: the new plot rectangle and axes, the same curves and
 *  points until the view settles and they are found again. */
function moveReading(plotted) {
  if (!reading) return;
  Object.assign(reading, { plot: plotted.plot, x: plotted.x, y: plotted.y });
}

const middle = ([low, high]) => (low <= 0 && 0 <= high ? 0 : low / 2 + high / 2);
const rounded = (v) => (Number.isFinite(v) ? String(Number(v.toPrecision(4))).replace('-', '−') : String(v));

/** What a point of interest is, where, and whether it is proven, as the readout and the table
 *  show it. */
function pointParts(point) {
  const whose = point.kind === 'intersection'
    ? `y = ${reading.expressions[point.curves[0]]} meets y = ${reading.expressions[point.curves[1]]}`
    : `${point.kind} of y = ${reading.expressions[point.curve]}`;
  return { whose, x: rounded(middle(point.x)), y: rounded(middle(point.y)), proof: point.certified ? 'certified' : 'not certified' };
}

/** The readout of one point of interest: what it is, where, and whether it is proven. */
function describePoint(point) {
  const { whose, x, y, proof } = pointParts(point);
  return `(${x}, ${y}): ${whose}, ${proof}`;
}

/** The readout at the pointer: each curve's (x, f(x)), or the point of interest within 6 px. */
function readAt(event) {
  if (!reading?.plot) return;
  const [px] = picturePoint(event);
  const near = reading.points.filter((p) => Math.abs(pictureX(middle(p.x)) - px) <= 6);
  if (near.length) {
    near.sort((a, b) => Math.abs(pictureX(middle(a.x)) - px) - Math.abs(pictureX(middle(b.x)) - px));
    $('readout').textContent = describePoint(near[0]);
    return;
  }
  const [r0, r1] = reading.x.range;
  if (!(px >= Math.min(r0, r1) && px <= Math.max(r0, r1))) return;
  const x = valueAt(px);
  $('readout').textContent = reading.curves.map((curve, i) => `y = ${reading.expressions[i]}: (${rounded(x)}, ${rounded(curve.at(x))})`).join('; ');
}

/** ← and → step through the points of interest in x order; Home and End go to the first and last. */
function stepPoints(event) {
  if (!reading?.points.length) return;
  const last = reading.points.length - 1;
  const moves = { ArrowRight: Math.min(last, reading.step + 1), ArrowLeft: Math.max(0, reading.step - 1), Home: 0, End: last };
  if (!(event.key in moves)) return;
  event.preventDefault();
  reading.step = moves[event.key];
  $('readout').textContent = describePoint(reading.points[reading.step]);
}

function readDomains() {
  const number = (id) => ($(id).value === '' ? null : Number($(id).value));
  const [xFrom, xTo, yFrom, yTo] = ['x-from', 'x-to', 'y-from', 'y-to'].map(number);
  if (xFrom !== null && xTo !== null) state.domain = [xFrom, xTo];
  state.yDomain = yFrom !== null && yTo !== null ? [yFrom, yTo] : null;
  state.interpolation = $('interpolation').value;
  state.points = $('points').checked;
  state.xScale = $('x-scale').value;
  state.yScale = $('y-scale').value;
}

// MARK: The area between two bounds

/** The plot item the area is asked of (its index among the lines drawn), or why there is none. */
function areaAsked(used, items) {
  if (!state.area) return {};
  const index = used.findIndex(({ line }) => line === state.area.line);
  if (index < 0) return { note: `line ${state.area.line} has no item` };
  if (items[index].kind !== 'function') return { note: `line ${state.area.line} is no function of x` };
  if (state.xScale !== 'linear' || state.yScale !== 'linear') return { note: 'areas are shaded on linear axes only' };
  if (state.area.from === state.area.to) return { note: 'the bounds are equal' };
  return { item: index };
}

/** The integral as a person reads it: certified with its ±, divergent, or not proven, with why. */
function showIntegral(area, integral) {
  if (!state.area) { $('integral').textContent = ''; return; }
  const { line, from, to } = state.area;
  const head = `∫ of line ${line} from ${rounded(from)} to ${rounded(to)}`;
  if (!integral) { $('integral').textContent = `${head}: ${area.note}`; return; }
  if (integral.status === 'certified') {
    const radius = Math.max(integral.upper - integral.estimate, integral.estimate - integral.lower);
    $('integral').textContent = `${head} = ${integral.estimate} ± ${roundedUp(radius)}, certified`;
  } else {
    $('integral').textContent = `${head}: ${integral.status === 'divergent' ? 'divergent' : 'not proven'} (${integral.reason})`;
  }
}

/** `r` to two significant digits, rounded up, as `curve integrate` prints a ±: never below the
 *  proven half-width. */
function roundedUp(r) {
  if (!(r > 0) || !Number.isFinite(r)) return String(r);
  const unit = 10 ** (Math.floor(Math.log10(r)) - 1);
  let digits = Math.ceil(r / unit);
  const shown = () => Number((digits * unit).toPrecision(2));
  while (shown() < r) digits += 1;
  return String(shown());
}

/** Whether the plot shades the area (its line is a function of x, on linear axes). */
let areaShaded = false;

/** The two handles over the plot at the area's bounds (hidden without a shaded area, or outside
 *  the view). */
function placeBounds() {
  const image = $('plot');
  const scale = image.getBoundingClientRect().width / image.width;
  for (const [id, value] of [['bound-from', state.area?.from], ['bound-to', state.area?.to]]) {
    const handle = $(id);
    const px = reading?.plot && areaShaded && value !== undefined ? pictureX(value) : NaN;
    const [left, top, width, height] = reading?.plot ?? [];
    handle.hidden = !(px >= left && px <= left + width);
    if (handle.hidden) continue;
    Object.assign(handle.style, { left: `${px * scale}px`, top: `${top * scale}px`, height: `${height * scale}px` });
    handle.setAttribute('aria-valuenow', String(value));
  }
}

/** The x axis the module drew: its coordinates' ends, its range in pt, and back to a value. */
function xAxis() {
  const { coordinate, value } = axis(reading.x.scale);
  return { coordinate, value, ends: reading.x.domain.map(coordinate), range: reading.x.range };
}

/** The picture's x (pt) of the value `x`, and the value at the picture's x `px`. */
function pictureX(x) {
  const { coordinate, ends: [lo, hi], range: [r0, r1] } = xAxis();
  return r0 + ((coordinate(x) - lo) / (hi - lo)) * (r1 - r0);
}
function valueAt(px) {
  const { value, ends: [lo, hi], range: [r0, r1] } = xAxis();
  return value(lo + ((px - r0) / (r1 - r0)) * (hi - lo));
}

/** Moves one bound to `x`: the field follows, the handle moves at once, the plot redraws. */
function moveBound(which, x) {
  if (!state.area || !Number.isFinite(x)) return;
  state.area[which] = tidy(x, Math.abs(state.domain[1] - state.domain[0]));
  showArea();
  placeBounds();
  redrawSoon();
}

/** A handle follows a dragging pointer; ← and → move it by a hundredth of the x range. */
function enableBounds() {
  for (const [id, which] of [['bound-from', 'from'], ['bound-to', 'to']]) {
    const handle = $(id);
    let dragging = false;
    handle.addEventListener('pointerdown', (event) => {
      try { handle.setPointerCapture(event.pointerId); } catch { /* not captured */ }
      dragging = true;
      event.preventDefault();
      event.stopPropagation();
    });
    handle.addEventListener('pointermove', (event) => {
      if (dragging && reading?.plot) moveBound(which, valueAt(picturePoint(event)[0]));
    });
    const end = () => { dragging = false; };
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
    handle.addEventListener('keydown', (event) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (!step) return;
      event.preventDefault();
      moveBound(which, state.area[which] + (step * (state.domain[1] - state.domain[0])) / 100);
    });
  }
}

function readArea() {
  const [line, from, to] = ['area-line', 'area-from', 'area-to'].map((id) => Number($(id).value));
  state.area = $('area').checked && [line, from, to].every(Number.isFinite) ? { line: Math.max(1, Math.round(line)), from, to } : null;
}

function showArea() {
  $('area').checked = Boolean(state.area);
  if (!state.area) return;
  $('area-line').value = state.area.line;
  $('area-from').value = state.area.from;
  $('area-to').value = state.area.to;
}

// MARK: Zoom and pan

/** An axis's coordinate (what it is linear in) and back: the value, or its logarithm. */
function axis(scale) {
  return scale === 'log'
    ? { coordinate: (v) => Math.log(v), value: (c) => Math.exp(c) }
    : { coordinate: (v) => v, value: (c) => c };
}

/** `v` to as few digits as keep it within a ten-thousandth of `span` (fields stay readable). */
function tidy(v, span) {
  if (!Number.isFinite(v) || v === 0) return v;
  const digits = Math.min(17, Math.max(1, Math.ceil(Math.log10(Math.abs(v) / span)) + 5));
  return Number(v.toPrecision(digits));
}

/** The ranges the plot shows now, in the axes' coordinates, or null before a plot is drawn. */
function view() {
  if (!reading) return null;
  const coordinates = ({ scale, domain }) => domain.map(axis(scale).coordinate);
  return { x: coordinates(reading.x), y: coordinates(reading.y) };
}

/** Shows the ranges `x` and `y` (in the axes' coordinates): the fields follow, and the plot is
 *  redrawn at the next frame. */
function showView(x, y) {
  const back = (range, scale) => {
    const values = range.map(axis(scale).value);
    return values.map((v) => tidy(v, Math.abs(values[1] - values[0])));
  };
  const [domain, yDomain] = [back(x, state.xScale), back(y, state.yScale)];
  if (![...domain, ...yDomain].every(Number.isFinite) || domain[0] === domain[1] || yDomain[0] === yDomain[1]) return;
  state.domain = domain;
  state.yDomain = yDomain;
  showDomains();
  redrawSoon();
}

let redrawFrame = 0;
let settleTimer = 0;
function redrawSoon() {
  redrawFrame ||= requestAnimationFrame(() => { redrawFrame = 0; drawPlot({ moving: true }); });
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => drawPlot(), 250);
}

/** The point of the picture (in pt) under a pointer's client position. */
function picturePoint(event) {
  const image = $('plot');
  const box = image.getBoundingClientRect();
  return [(event.clientX - box.left) * (image.width / box.width), (event.clientY - box.top) * (image.height / box.height)];
}

/** The view zoomed by `factor` (below 1: in) about the picture point `at`, from `start`. */
function zoomed(start, factor, [px, py]) {
  const [left, top, width, height] = reading.plot;
  const fx = (px - left) / width;
  const fy = (top + height - py) / height;
  const about = (range, f) => {
    const c = range[0] + f * (range[1] - range[0]);
    return range.map((end) => c + (end - c) * factor);
  };
  return { x: about(start.x, fx), y: about(start.y, fy) };
}

/** The view moved by (dx, dy) pt of the picture, from `start`. */
function panned(start, dx, dy) {
  const [, , width, height] = reading.plot;
  const shift = (range, d, length) => range.map((end) => end - (d / length) * (range[1] - range[0]));
  return { x: shift(start.x, dx, width), y: shift(start.y, -dy, height) };
}

/** Wheel: zoom about the pointer. One pointer dragging: pan. Two (a pinch): zoom about their
 *  middle by the change in their distance, and pan with it. */
function enableZoomAndPan(image) {
  image.addEventListener('wheel', (event) => {
    const start = view();
    if (!start) return;
    event.preventDefault();
    const lines = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? 800 : 1;
    showView(...Object.values(zoomed(start, Math.exp(event.deltaY * lines * 0.002), picturePoint(event))));
  }, { passive: false });
  const pointers = new Map();
  let gesture = null;
  const begin = () => {
    const start = view();
    const points = [...pointers.values()];
    gesture = start && { start, points: points.map((p) => [...p]) };
  };
  image.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    // A pointer the browser does not track (a synthetic one) cannot be captured; the gesture works without.
    try { image.setPointerCapture(event.pointerId); } catch { /* not captured */ }
    pointers.set(event.pointerId, picturePoint(event));
    begin();
    event.preventDefault();
  });
  image.addEventListener('pointermove', (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, picturePoint(event));
    if (!gesture) return;
    const now = [...pointers.values()];
    if (now.length === 1 && gesture.points.length === 1) {
      const [[x0, y0]] = gesture.points;
      const { x, y } = panned(gesture.start, now[0][0] - x0, now[0][1] - y0);
      showView(x, y);
    } else if (now.length === 2 && gesture.points.length === 2) {
      const middle = (ps) => [(ps[0][0] + ps[1][0]) / 2, (ps[0][1] + ps[1][1]) / 2];
      const distance = (ps) => Math.hypot(ps[0][0] - ps[1][0], ps[0][1] - ps[1][1]);
      const factor = distance(gesture.points) / Math.max(1, distance(now));
      const [m0, m1] = [middle(gesture.points), middle(now)];
      const moved = panned(zoomed(gesture.start, factor, m0), m1[0] - m0[0], m1[1] - m0[1]);
      showView(moved.x, moved.y);
    }
  });
  const end = (event) => {
    if (!pointers.delete(event.pointerId)) return;
    begin();
  };
  image.addEventListener('pointerup', end);
  image.addEventListener('pointercancel', end);
}

/** While the plot's call is out for more than a moment (an implicit relation can take a while),
 *  a progress bar and the time so far; the page stays live, as the worker draws. */
let progressTimer = 0;
function showProgress(start) {
  clearInterval(progressTimer);
  const bar = $('plot-progress');
  progressTimer = setInterval(() => {
    const drawing = lanes.plot.running !== null;
    bar.hidden = !drawing || performance.now() - start < 150;
    bar.title = `drawing… ${milliseconds(start)}`;
    $('plot-progress-text').textContent = bar.hidden ? '' : `drawing… ${milliseconds(start)}`;
    if (!drawing) clearInterval(progressTimer);
  }, 50);
}

// MARK: Frames

const families = ['small', 'medium', 'large'];
const appearances = ['light', 'dark'];

function problemList(items) {
  return element('ul', {}, items.map((item) =>
    element('li', { class: 'problem' }, element('span', { class: 'path' }, item.path), ': ', item.message, ' ', element('span', { class: 'effect' }, `(${item.code})`))));
}

function showReport(report) {
  const container = $('report');
  container.replaceChildren();
  if (report.verdict === 'rejected') {
    const { path, message, code } = report.reason;
    container.append(
      element('p', { class: 'verdict rejected', id: 'verdict' }, 'Rejected: the widget shows nothing.'),
      element('p', { class: 'problem', id: 'rejection' }, element('span', { class: 'path' }, path), ': ', message, ' ', element('span', { class: 'effect' }, `(${code})`)));
    return;
  }
  const drawn = report.layers.filter((layer) => layer.drawn).length;
  container.append(element('p', { class: 'verdict accepted', id: 'verdict' }, `Accepted: ${drawn} of ${report.layers.length} layers drawn.`));
  if (report.notes.length) container.append(problemList(report.notes));
  const rows = report.layers.map((layer) => element('tr', {},
    element('td', {}, element('code', {}, layer.id)),
    element('td', {}, layer.type),
    element('td', {}, layer.drawn ? 'drawn' : 'not drawn'),
    element('td', {}, layer.problems.length ? problemList(layer.problems) : '',
      layer.notes.length ? element('details', {}, element('summary', {}, `${layer.notes.length} note${layer.notes.length === 1 ? '' : 's'}`), problemList(layer.notes)) : '')));
  container.append(element('table', {}, element('thead', {}, element('tr', {}, ['layer', 'type', '', 'problems and notes'].map((h) => element('th', {}, h)))), element('tbody', {}, rows)));
}

function drawFrame() {
  const start = performance.now();
  writeHash();
  const frame = state.frame;
  // The report, and for an accepted frame its six previews, in one round to the worker.
  const work = async () => {
    const report = await worker.validate(frame);
    const kinds = report.verdict === 'accepted' ? families.flatMap((family) => appearances.map((appearance) => ({ family, appearance }))) : [];
    const pictures = await Promise.all(kinds.map((kind) => worker.plotFrame(frame, { ...kind, scale: 1 })));
    return { report, pictures };
  };
  return whenLatest('frame', work, ({ report, pictures }) => showFrame(report, pictures, start), (error) => { throw error; });
}

/** The report and the previews (light and dark for each family, in that order). */
function showFrame(report, pictures, start) {
  showReport(report);
  const previews = $('previews');
  previews.replaceChildren();
  if (report.verdict === 'accepted') {
    for (const family of families) {
      const pair = element('div', { class: 'pair' });
      for (const appearance of appearances) {
        const image = element('img', { alt: `the widget, ${family}, ${appearance}` });
        showPicture(image, pictures.shift());
        // Shown at its size in pt, or smaller when the column is narrower.
        image.style.maxWidth = `${image.width}px`;
        const figure = element('figure', { class: appearance, 'data-family': family, 'data-appearance': appearance }, image, element('figcaption', {}, appearance));
        pair.append(figure);
      }
      previews.append(element('div', { class: 'family' }, element('h3', {}, family), pair));
    }
  }
  $('frame').setAttribute('aria-invalid', report.verdict === 'rejected' ? 'true' : 'false');
  timings.frame = `frame checked and drawn ×6 in ${milliseconds(start)}`;
  showStatus();
}

/** The CSV of each data series opened, by file name: the `@NAME` items draw them. Files are not
 *  in the address (a link would grow without bound); a link names them, and says when one is
 *  not open. */
const dataSeries = {};

async function openDataSeries(file) {
  if (!file) return;
  dataSeries[file.name] = await file.text();
  // The reduce section lists it too (and reduces it, when it had no series).
  const first = !$('reduce-series').value;
  showSeriesChoices(first ? file.name : $('reduce-series').value);
  if (first) drawReduction();
  const item = `@${file.name}`;
  if (!state.expressions.split('\n').some((line) => line.trim() === item)) {
    state.expressions = state.expressions.replace(/\n*$/, '') + '\n' + item;
    $('expressions').value = state.expressions;
  }
  drawPlot();
}

async function openFile(file) {
  if (!file) return;
  state.frame = await file.text();
  $('frame').value = state.frame;
  drawFrame();
}

// MARK: Reduce

/** The reduce section: the series chosen (by file name, among `dataSeries`), the module's
 *  answer for the options shown, and the frame "Copy as frame" copies. Every default, range and
 *  choice is read from the module's option table (`ck.vocabulary.options.reduce`). */
const reduced = { name: null, result: null, frame: null };

/** The reduce options' fields, set from the option table and the widget families. */
function setUpReduce() {
  const table = ck.vocabulary.options.reduce;
  const row = (name) => table.find((r) => r.name === name);
  const interpolation = row('interpolation');
  $('reduce-interpolation').replaceChildren(...interpolation.values.map((v) => element('option', { value: v }, v)));
  $('reduce-interpolation').value = interpolation.default;
  $('reduce-tolerance').value = Number(row('tolerance').default);
  const most = row('maximumPoints');
  Object.assign($('reduce-most'), { min: most.minimum, max: most.maximum, value: Number(most.default.replaceAll(',', '')) });
  const families = Object.entries(ck.vocabulary.families);
  $('reduce-family').replaceChildren(
    ...families.map(([name, [w, h]]) => element('option', { value: name }, `${name} widget, whole canvas (${w}×${h})`)),
    element('option', { value: 'custom' }, 'custom'));
  $('reduce-family').value = 'medium';
  showFamilySize();
  $('reduce-family').addEventListener('input', () => { showFamilySize(); drawReduction(); });
  for (const id of ['reduce-width', 'reduce-height']) $(id).addEventListener('input', () => { $('reduce-family').value = 'custom'; drawReduction(); });
  for (const id of ['reduce-interpolation', 'reduce-tolerance', 'reduce-most', 'reduce-series']) $(id).addEventListener('input', drawReduction);
  $('reduce-file').addEventListener('change', async (event) => {
    const file = event.target.files[0];
    if (!file) return;
    dataSeries[file.name] = await file.text();
    showSeriesChoices(file.name);
    drawReduction();
  });
  $('reduce-copy').addEventListener('click', copyFrame);
}

function showFamilySize() {
  const size = ck.vocabulary.families[$('reduce-family').value];
  if (!size) return;
  [$('reduce-width').value, $('reduce-height').value] = size;
}

/** The series list: every CSV opened on the page, `chosen` selected. */
function showSeriesChoices(chosen) {
  const select = $('reduce-series');
  select.replaceChildren(...Object.keys(dataSeries).map((name) => element('option', { value: name }, name)));
  if (chosen) select.value = chosen;
}

/** The frame a reduction makes: one curve layer filling a canvas of the plot area's size with no
 *  padding, so its plot is the area reduced for; the content as the protocol's curve layer takes
 *  it (mode, points, domain, yDomain, interpolation). */
function reductionFrame(result, interpolation) {
  const content = { mode: 'samples', points: result.points, domain: result.domain, yDomain: result.yDomain, interpolation };
  return JSON.stringify({
    protocol: 1,
    pixels: [[{ empty: true }]],
    data: { series: { frame: { left: 0, top: 0, width: 1, height: 1 }, content, style: { plotPadding: 0 } } },
    layers: [{ id: 'remote:series', type: 'curve', dataPath: 'data.series' }],
  }, null, 2);
}

/** A CSV of the points, for the math plot's data series. */
const pointsCSV = (points) => 'x,y\n' + points.map(([x, y]) => `${x},${y}`).join('\n') + '\n';

/** Reduces the chosen series with the options shown (on the worker), and draws the whole series
 *  (joined by straight lines, as the reduction compares it) with the curve the layer draws
 *  through the points kept (the module's geometry of the frame, Béziers and steps as drawn). */
function drawReduction() {
  const name = $('reduce-series').value;
  if (!name || !(name in dataSeries)) return;
  const size = [Number($('reduce-width').value), Number($('reduce-height').value)];
  const interpolation = $('reduce-interpolation').value;
  const tolerance = Number($('reduce-tolerance').value);
  const maximumPoints = Number($('reduce-most').value);
  const csv = dataSeries[name];
  const plotWidth = Math.max(320, Math.min(1100, Math.round($('reduce').clientWidth - 2 || 800)));
  const plotHeight = Math.round(Math.min(460, Math.max(240, plotWidth * 0.42)));
  const work = async () => {
    const result = await worker.reduce(csv, { size, interpolation, tolerance, maximumPoints });
    const frame = reductionFrame(result, interpolation);
    const geometry = await worker.geometry(frame, { size });
    // The whole series, joined by straight lines: a math plot draws a data series' first 1,024
    // rows, so it is drawn through its own linear reduction at the picture's size to the least
    // tolerance (every row, for a series of 1,024 rows or fewer; else within the deviation said).
    const stand = await worker.reduce(csv, { size: [plotWidth, plotHeight], interpolation: 'linear', tolerance: 0.01, maximumPoints: 1024 });
    const plotted = await worker.plotExpressions(['@' + name], {
      data: { [name]: pointsCSV(stand.points) }, domain: result.domain, yDomain: result.yDomain, interpolation: 'linear',
      size: [plotWidth, plotHeight], view: true, description: false, legend: 'none',
    });
    return { result, frame, layer: geometry.layers[0], plotted, stand };
  };
  return whenLatest('reduce', work, ({ result, frame, layer, plotted, stand }) => {
    showReduction(name, size, interpolation, tolerance, result, frame, layer, plotted, stand);
  }, (error) => {
    if (!(error instanceof CurveError || error instanceof RangeError || error instanceof TypeError)) throw error;
    $('reduce-error').hidden = false;
    $('reduce-error').textContent = error.message.replace(/^curvekit: /, 'error: ');
    $('reduce-plot').classList.add('stale');
    $('reduce-copy').disabled = true;
    reduced.frame = null;
  });
}

/** The module's path commands (M, L, C, Z in pt of the layer's canvas) as SVG path data, mapped
 *  by `map` ([x, y] → [x, y]). */
function pathData(commands, map) {
  return commands.map(([command, ...numbers]) => {
    const points = [];
    for (let i = 0; i < numbers.length; i += 2) points.push(map([numbers[i], numbers[i + 1]]).map((v) => v.toFixed(2)).join(' '));
    return command + points.join(' ');
  }).join('');
}

function showReduction(name, size, interpolation, tolerance, result, frame, layer, plotted, stand) {
  reduced.name = name;
  reduced.result = result;
  reduced.frame = frame;
  $('reduce-error').hidden = true;
  // The layer's canvas (its plot: `layer.plot`) onto the math plot's axes: both linear in the
  // same domains.
  const [px, py, pw, ph] = [layer.plot.x, layer.plot.y, layer.plot.width, layer.plot.height];
  const along = (axis, value) => axis.range[0] + ((value - axis.domain[0]) / (axis.domain[1] - axis.domain[0])) * (axis.range[1] - axis.range[0]);
  const data = ([x, y]) => [result.domain[0] + ((x - px) / pw) * (result.domain[1] - result.domain[0]), result.yDomain[1] - ((y - py) / ph) * (result.yDomain[1] - result.yDomain[0])];
  const map = (point) => { const [x, y] = data(point); return [along(plotted.x, x), along(plotted.y, y)]; };
  const [left, top, width, height] = plotted.plot;
  const stroke = layer.stroke.map((part) => pathData(part, map)).join('');
  const radius = result.points.length > 200 ? 1.1 : 2.2;
  const dots = result.points.map(([x, y]) => `<circle cx="${along(plotted.x, x).toFixed(2)}" cy="${along(plotted.y, y).toFixed(2)}" r="${radius}"/>`).join('');
  const overlay = `<g id="reduced"><clipPath id="reduce-clip"><rect x="${left}" y="${top - 4}" width="${width}" height="${height + 8}"/></clipPath>`
    + `<path d="${stroke}" fill="none" stroke="#d1495b" stroke-width="1.1" stroke-linejoin="round" clip-path="url(#reduce-clip)"/>`
    + `<g fill="#d1495b">${dots}</g></g>`;
  showPicture($('reduce-plot'), plotted.svg.replace(/<\/svg>\s*$/, overlay + '</svg>\n'));
  $('reduce-plot').hidden = false;
  $('reduce-plot').classList.remove('stale');
  $('reduce-legend').hidden = false;
  // The whole series' swatch in the colour the plot drew it.
  const colour = /<g clip-path="url\(#plot\)">\s*<path [^>]*stroke="(#[0-9A-Fa-f]{6})"/.exec(plotted.svg)?.[1];
  if (colour) document.querySelector('#reduce-legend .swatch.original').style.borderColor = colour;
  $('reduce-legend-reduced').textContent = `the ${result.points.length} points kept, joined ${interpolation} as the layer draws them`;
  const deviation = result.maximumDeviation;
  const verdict = result.withinTolerance
    ? element('span', { class: 'within', id: 'reduce-verdict' }, `within the tolerance of ${tolerance} pt`)
    : element('span', { class: 'over', id: 'reduce-verdict' }, `over the tolerance of ${tolerance} pt: the best ${result.points.length} points found`);
  $('reduce-result').replaceChildren(
    element('span', { id: 'reduce-count' }, `${result.points.length.toLocaleString('en-US')} of ${result.input.toLocaleString('en-US')} rows`), ' kept for a ',
    `${size[0]}×${size[1]} pt plot; the drawn curve is at most `,
    element('span', { id: 'reduce-deviation' }, `${deviation.toPrecision(3)} pt`), ' from the whole series (proven): ', verdict, '.');
  $('reduce-legend-original').textContent = 'the whole series, joined by straight lines' + (stand.points.length < stand.input
    ? ` (drawn through ${stand.points.length.toLocaleString('en-US')} of its rows, within ${stand.maximumDeviation.toPrecision(2)} pt at the picture's size)` : '');
  $('reduce-copy').disabled = false;
  $('reduce-copied').textContent = '';
}

/** Copies the frame of the reduction shown (the clipboard, or a selection's copy where the
 *  clipboard is not allowed). The text stays on the button (`frameText`) for tests. */
async function copyFrame() {
  if (!reduced.frame) return;
  const text = reduced.frame;
  $('reduce-copy').frameText = text;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const scratch = element('textarea', { 'aria-hidden': 'true', style: 'position: fixed; opacity: 0' });
    scratch.value = text;
    document.body.append(scratch);
    scratch.select();
    document.execCommand('copy');
    scratch.remove();
  }
  $('reduce-copied').textContent = `Copied: a frame with one curve layer of ${reduced.result.points.length} points (${text.length.toLocaleString('en-US')} characters).`;
}

// MARK: Start

/** The editors and controls set from `state` (at start, and when a link is pasted). */
function showState() {
  $('expressions').value = state.expressions;
  showDomains();
  $('x-scale').value = state.xScale;
  $('y-scale').value = state.yScale;
  $('interpolation').value = state.interpolation;
  $('points').checked = state.points;
  $('frame').value = state.frame;
  showArea();
}

/** The range fields set from `state` (they follow a zoom or a pan). */
function showDomains() {
  $('x-from').value = state.domain[0];
  $('x-to').value = state.domain[1];
  $('y-from').value = state.yDomain?.[0] ?? '';
  $('y-to').value = state.yDomain?.[1] ?? '';
}

async function start() {
  const began = performance.now();
  const wasm = new URL('../dist/curvekit.wasm', import.meta.url);
  ck = await load(wasm);
  worker = loadWorker(wasm, new URL('../curvekit.worker.mjs', import.meta.url));
  timings.load = `engine loaded in ${milliseconds(began)}`;
  readHash();
  showState();

  $('expressions').addEventListener('input', (event) => { state.expressions = event.target.value; drawPlot(); });
  for (const id of ['x-from', 'x-to', 'y-from', 'y-to', 'interpolation', 'points', 'x-scale', 'y-scale']) $(id).addEventListener('input', () => { readDomains(); drawPlot(); });
  $('plot').addEventListener('pointermove', readAt);
  enableZoomAndPan($('plot'));
  $('plot').addEventListener('keydown', stepPoints);
  for (const id of ['area', 'area-line', 'area-from', 'area-to']) $(id).addEventListener('input', () => { readArea(); drawPlot(); });
  enableBounds();
  $('frame').addEventListener('input', (event) => { state.frame = event.target.value; drawFrame(); });
  $('frame-file').addEventListener('change', (event) => openFile(event.target.files[0]));
  $('data-file').addEventListener('change', (event) => openDataSeries(event.target.files[0]));
  setUpReduce();
  const editor = $('frame');
  editor.addEventListener('dragover', (event) => { event.preventDefault(); editor.classList.add('dropping'); });
  editor.addEventListener('dragleave', () => editor.classList.remove('dropping'));
  editor.addEventListener('drop', (event) => {
    event.preventDefault();
    editor.classList.remove('dropping');
    openFile(event.dataTransfer.files[0]);
  });
  const column = $('plot').parentElement;
  let width = column.clientWidth;
  new ResizeObserver(() => {
    if (Math.abs(column.clientWidth - width) < 8) return;
    width = column.clientWidth;
    drawPlot();
  }).observe(column);
  window.addEventListener('hashchange', () => {
    // A link pasted into this tab: take its state.
    readHash();
    showState();
    shownParameters = '';
    drawPlot();
    drawFrame();
  });

  await Promise.all([drawPlot(), drawFrame()]);
  document.body.dataset.ready = 'true';
}

start().catch((error) => {
  $('status').textContent = `The engine did not load: ${error.message}. Serve the Web folder over HTTP (python3 -m http.server) after bash Web/build.sh.`;
  throw error;
});
