// Every call as the README uses it, under tsc --strict: this file must compile, and each value
// has the type a TypeScript server relies on.
import { load, limits, CurveError } from 'curvekit';
import type { Evaluation, Validation, Geometry, FrameProblem, ProblemCode, ExpressionErrorKind, RelationErrorKind, PlaneCurveErrorKind, DataSeriesErrorKind, FitErrorKind, ReduceErrorKind, Fit, Reduction, Program, CurveBreak } from 'curvekit';

async function main(): Promise<void> {
  const ck = await load();
  const evaluation: Evaluation = ck.evaluate('a*sin(x) + x^2', { parameters: { a: 2 }, domain: [0, 3], samples: 4 });
  const first: number | null = evaluation.samples[0][1];
  const text: string = ck.evaluate('x', { at: [0, 1], text: true });
  const at: Evaluation = ck.evaluate('x', { at: new Float64Array([0.5]), derivative: 1 });
  const slope: 1 | 2 | undefined = at.derivative;
  void slope;

  const frame = '{"pixels": [[null]]}';
  const report: Validation = ck.validate(frame, { family: 'small' });
  const verdict: 'accepted' | 'rejected' = report.verdict;
  const notes: FrameProblem[] = report.notes;
  const code: ProblemCode | undefined = notes[0]?.code;
  const sized: string = ck.validate(new TextEncoder().encode(frame), { size: [338, 158], text: true });
  const geometry: Geometry = ck.geometry(frame);
  const stroke = geometry.layers[0]?.stroke?.[0]?.[0];
  // A break the search ran out of evaluations on, as `curve geometry` prints it.
  const unresolved: CurveBreak['kind'][] = ['pole', 'jump', 'undefined', 'unresolved'];
  void unresolved;
  if (stroke && stroke[0] === 'C') { const end: number = stroke[5]; void end; }

  const program: Program = ck.compile('a*x', { parameters: { a: 3 } });
  const values: Float64Array = program.evaluate([1, 2, 3]);
  const one: number = program.at(2);
  program.evaluate(new Float64Array([1]), new Float64Array(1));
  program.release();

  const preview: string = ck.plotFrame(frame, { family: 'medium', scale: 2, appearance: 'light' });
  const plot: string = ck.plotExpressions(['1/x', 'x^3'], { domain: [-1, 1], yDomain: [-3, 3], size: [640, 360], interpolation: 'linear', title: 'Poles', theme: 'dark' });
  const single: string = ck.plotExpressions('sin(x)');
  const fit: Fit = ck.fit('a*exp(-k*x)', 'x,y\n0,1\n1,0.4\n2,0.1\n', { parameters: { a: 1, k: 1 }, columns: ['x', 'y'], maximumIterations: 100 });
  const error: number | null = fit.parameters.k.standardError;
  const fitText: string = ck.fit('a*x', new Uint8Array([48, 44, 49]), { parameters: { a: 1 }, text: true });
  void fit, error, fitText;
  const reduction: Reduction = ck.reduce('t,v\n0,1\n1,3\n2,2\n', { size: [320, 160], maximumPoints: 512, interpolation: 'linear', tolerance: 0.5, columns: ['t', 'v'] });
  const layerPoints: Array<[number, number]> = reduction.points;
  const within: boolean = reduction.withinTolerance && reduction.maximumDeviation <= 0.5;
  const reducedText: string = ck.reduce(new Uint8Array([48, 44, 49]), { size: [100, 50], text: true });
  const reduceLimit: 67108864 = limits.reduceBytes;
  void layerPoints, within, reducedText, reduceLimit;

  try {
    ck.evaluate('sin(');
  } catch (error) {
    if (error instanceof CurveError) {
      const kind: ExpressionErrorKind | RelationErrorKind | PlaneCurveErrorKind | DataSeriesErrorKind | FitErrorKind | ReduceErrorKind | ProblemCode = error.kind;
      // The kinds the module answers beyond an expression's: a data series', a plane curve's, a fit's, a reduction's.
      const answered: Array<CurveError['kind']> = ['noRows', 'unterminatedQuote', 'notPlaneCurve', 'domain', 'secondComparison', 'noObservations', 'tooMuchWork', 'notIncreasing', 'notFinite', 'tooManyRows'];
      void answered;
      const column: number | null = error.column;
      const path: string | null = error.path;
      void kind, column, path;
    }
  }
  const circle = ck.relation('x^2 + y^2 = r', { parameters: { r: 1 }, bounds: [-2, 2, -2, 2], size: [64, 64] });
  const pixels: Uint8Array = circle.pixels;
  const proven: number = circle.counts.true + circle.counts.undecided + circle.counts.false;
  void pixels, proven;
  const most: number = limits.expressionBytes;
  const memory: number = ck.memoryBytes;
  void first, text, at, verdict, code, sized, values, one, preview, plot, single, most, memory;
}
void main();

async function inWorker(): Promise<void> {
  const { loadWorker } = await import('curvekit');
  const worker = loadWorker(new URL('https://example.com/curvekit.wasm'));
  const report = await worker.validate('{"pixels": [[null]]}', { family: 'large' });
  const svg: string = await worker.plotExpressions(['x'], { size: [300, 200] });
  const verdict: 'accepted' | 'rejected' = report.verdict;
  const reduced: Reduction = await worker.reduce('0,1\n1,2\n', { size: [158, 70] });
  worker.terminate();
  void svg, verdict, reduced;
}
void inWorker();
