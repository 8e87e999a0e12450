// The types of curvekit.mjs, written by hand. Web/tests/types/ checks them: tsc --strict over a
// file that uses every call as the README does, files that must not compile, and a node test
// that holds the code unions to the Swift sources' lists.

/** What an expression error is (ExpressionError.Kind's `code` in CurveExpression). */
export type ExpressionErrorKind =
  | 'empty' | 'tooLong' | 'unexpectedCharacter' | 'invalidUTF8' | 'malformedNumber' | 'numberTooLarge'
  | 'expectedOperand' | 'missingOperator' | 'unclosedParenthesis' | 'unmatchedClosingParenthesis'
  | 'unexpectedComma' | 'nestingTooDeep' | 'unknownName' | 'droppedParameter' | 'functionWithoutCall'
  | 'callOfNonFunction' | 'wrongArgumentCount' | 'invalidParameterName' | 'reservedParameterName'
  | 'parameterIsNaN' | 'tooComplex';

/** What a relation error is beyond a side's expression error (RelationError's `code` in CurvePlot). */
export type RelationErrorKind = 'reservedVariable' | 'noComparison' | 'secondComparison';

/** A frame problem's code (ProblemCode in CurveSampling): decide by it, not by the message. */
export type ProblemCode =
  | 'body.tooLarge' | 'body.notJSON' | 'body.notObject' | 'protocol.unsupported' | 'type.mismatch'
  | 'field.unsupported' | 'field.required' | 'field.ignored' | 'key.duplicate'
  | 'value.color' | 'value.choice' | 'value.pair' | 'value.clamped' | 'value.default' | 'budget.exceeded'
  | 'grid.invalid' | 'grid.notRectangular' | 'grid.tooLarge' | 'grid.coordinateOutside'
  | 'declaration.fields' | 'declaration.id' | 'declaration.duplicateID' | 'declaration.type' | 'declaration.dataPath'
  | 'layer.objectMissing' | 'layer.frameMissing' | 'layer.frameUnplaceable' | 'layer.tooManyCurves'
  | 'matrix.pixelsMissing' | 'icon.content'
  | 'curve.expression' | 'curve.parameter' | 'curve.sourceMissing' | 'curve.domain' | 'curve.plotCollapsed' | 'curve.unproven'
  | 'marker.placement' | 'marker.sampleIndex' | 'marker.outsideDomain' | 'marker.noValue' | 'marker.onBreak'
  | 'marker.offPlot' | 'marker.labelClipped' | 'marker.dotClipped'
  | 'marker.labelNotAtExtremum' | 'marker.labelContrast';

/** What a problem does to the picture (ProblemEffect in CurveSampling). */
export type ProblemEffect = 'frameRejected' | 'layerNotDrawn' | 'itemNotDrawn' | 'itemClipped' | 'note';

/** An invalid expression or parameter (`kind` its code, `offset` and `column` its place), or a
 *  rejected frame (`kind` the problem's code, `path` where it is). `message` is what the command
 *  prints. */
export class CurveError extends Error {
  readonly name: 'CurveError';
  readonly kind: ExpressionErrorKind | RelationErrorKind | ProblemCode;
  /** The byte offset of the place in the expression, from 0; null when it has none. */
  readonly offset: number | null;
  /** The 1-based column of the place; null when it has none. */
  readonly column: number | null;
  /** The JSON path of a frame's rejection (`layers[1].id`); null for an expression error. */
  readonly path: string | null;
}

/** The bounds on what one call copies into the module. */
export const limits: Readonly<{
  frameBytes: 524288;
  expressionBytes: 65536;
  points: 65536;
  batch: 65536;
  parameters: 4096;
}>;

export type Family = 'small' | 'medium' | 'large';
export type Interpolation = 'linear' | 'stepAfter' | 'monotone';
/** Text, or its UTF-8 bytes. */
export type FrameInput = string | ArrayBuffer | ArrayBufferView;
/** Named parameters of an expression: numbers (clamped to ±1e9; NaN is refused). */
export type Parameters = Readonly<Record<string, number>>;
export type Pair = readonly [number, number];

/** A canvas: a family (default medium) or a size in pt, not both. */
export type CanvasOptions = { family?: Family; size?: never } | { size: Pair; family?: never };

export interface EvaluateOptions {
  parameters?: Parameters;
  /** Grid ends, finite (default [0, 1]). */
  domain?: Pair;
  /** Grid size, 2…1024 (default 1024). */
  samples?: number;
  /** Points to evaluate at instead of a grid (at most 65,536). */
  at?: ArrayLike<number>;
}

/** What `curve evaluate --format json` prints. */
export interface Evaluation {
  expression: string;
  /** The parameters as used: kept, and clamped. */
  parameters: Record<string, number>;
  /** The grid's ends; null for points given with `at`. */
  domain: [number, number] | null;
  /** [x, y] pairs; a y that is not finite is null. */
  samples: Array<[number, number | null]>;
}

/** A problem or note, at its JSON path. */
export interface FrameProblem {
  code: ProblemCode;
  effect: ProblemEffect;
  path: string;
  message: string;
}

export type LayerType = 'text' | 'matrix' | 'curve' | 'image' | 'icon' | 'line' | 'shape';

/** What `curve validate --format json` prints. */
export interface Validation {
  verdict: 'accepted' | 'rejected';
  /** Why the frame is rejected; null when accepted. */
  reason: FrameProblem | null;
  notes: FrameProblem[];
  unlistedNotes: number;
  layers: Array<{
    id: string;
    type: LayerType;
    dataPath: string;
    /** The first layer that points to the same object, which this one draws again. */
    sameObjectAs: string | null;
    zIndex: number;
    drawn: boolean;
    problems: FrameProblem[];
    unlistedProblems: number;
    notes: FrameProblem[];
    unlistedNotes: number;
  }>;
}

export interface Rect { x: number; y: number; width: number; height: number }

/** A path command in pt: move, line, cubic Bézier (two control points, then the end), close. */
export type PathCommand =
  | ['M', number, number]
  | ['L', number, number]
  | ['C', number, number, number, number, number, number]
  | ['Z'];

export interface CurveBreak {
  x: number;
  between: [number, number];
  kind: 'pole' | 'jump' | 'undefined';
  decided: 'sidesApart' | 'undefinedSide' | 'budgetSpent';
  /** How far apart the sides were, in pt (when decided by that). */
  apartPt?: number;
}

export interface MarkerGeometry {
  index: number;
  center: [number, number];
  radius: number;
  fill: string;
  opacity: number;
  label: string | null;
  labelColor: string;
  labelAnchor: [number, number];
  labelAlignment: 'left' | 'center' | 'right';
  labelBaseline: 'top' | 'middle' | 'bottom';
  fontSize: number;
  /** The label's box [x, y, width, height]; null without a label. */
  labelBox: [number, number, number, number] | null;
  labelClipped: boolean;
  labelOverflowPt: number;
  dotOverflowPt: number;
}

/** One curve layer of `curve geometry`: its problems, and where drawn its geometry in pt. */
export interface LayerGeometry {
  id: string;
  drawn: boolean;
  problems: FrameProblem[];
  notes: FrameProblem[];
  unlistedProblems?: number;
  unlistedNotes?: number;
  /** The first layer with the same object, whose geometry this one has. */
  sameObjectAs?: string;
  frame?: Rect;
  rotation?: number;
  mode?: 'samples' | 'function';
  interpolation?: Interpolation;
  plot?: Rect;
  domain?: [number, number];
  yDomain?: [number, number];
  stroke?: PathCommand[][];
  fill?: PathCommand[][];
  breaks?: CurveBreak[];
  markers?: MarkerGeometry[];
  /** With `analysis: true`: what is proven of the curve (`curve geometry --analysis`). */
  analysis?: CurveAnalysis;
}

/** What `curve geometry` prints. */
export interface Geometry {
  canvas: [number, number];
  layers: LayerGeometry[];
}

export type PlotFrameOptions = CanvasOptions & {
  /** Pixels per pt: 1, 2 or 3 (default 1). */
  scale?: 1 | 2 | 3;
  appearance?: 'dark' | 'light';
};

export interface PlotExpressionsOptions {
  parameters?: Parameters;
  /** x range, ends finite and different (default [-5, 5]). */
  domain?: Pair;
  /** y range, exactly (default: the curves' extent and a margin, out to nice ticks). */
  yDomain?: Pair;
  /** [width, height] in pt, each in (0, 10000] (default [640, 400]). */
  size?: Pair;
  interpolation?: Interpolation;
  title?: string;
  xLabel?: string;
  yLabel?: string;
  theme?: 'light' | 'dark';
  /** Dots and (x, y) labels at the certified points of interest (`curve plot --points`). */
  points?: boolean;
  /** Tangent lines at these x (at most 16). */
  tangent?: number | readonly number[];
  /** Each curve's first derivative, dashed. */
  derivative?: boolean;
  /** The range of t for parametric `(A, B)` and polar `r = EXPR` items, min below max (default [0, 2π]). */
  tDomain?: Pair;
  /** 'equal': one unit as long on both axes; 'auto' (default): equal with a relation, a polar
   *  curve or only `x = EXPR` items, else y fitted to the values. */
  aspect?: 'auto' | 'equal';
  /** 'log': decades with d3's minor ticks, over a domain above 0 (default 'linear'). */
  xScale?: 'linear' | 'log';
  /** 'log': decades with d3's minor ticks; a given yDomain must be above 0 (default 'linear'). */
  yScale?: 'linear' | 'log';
  /** The CSV of each `@NAME` item, by NAME: an optional header, gaps at empty or non-numeric
   *  cells, at most 524,288 bytes each (`limits.frameBytes`; a longer one an item names throws
   *  a CurveError, kind 'tooLarge', as the command's exit 1). */
  data?: Readonly<Record<string, string | ArrayBuffer | ArrayBufferView>>;
  /** The x and y columns of the data series: two header names, or two numbers from 1
   *  (default: the first two). */
  columns?: readonly [string, string] | readonly [number, number];
  /** Data series as lines joined by `interpolation` (default) or as points. */
  marks?: 'lines' | 'points';
  /** false: no analysis in the SVG's `<desc>` (`--no-description`), for a quick redraw. */
  description?: boolean;
}

/** What a math plot makes of one item. */
export interface PlotItem {
  /** 'data' is an `@NAME` data series, drawn from the `data` option's CSV of that name. */
  kind: 'function' | 'functionOfY' | 'parametric' | 'polar' | 'relation' | 'data';
  /** A function's expression without its `y =` (`x =`, `r =`), a parametric curve as `(A, B)`,
   *  a relation as given. */
  text: string;
}

export interface AnalyzeOptions {
  parameters?: Parameters;
  /** x range, ends finite and different (default [-5, 5]). */
  domain?: Pair;
}

/** A point of interest: an x interval that holds it, the curve's values there, and whether
 *  interval arithmetic proves it (exactly one zero or extremum of that kind inside; for an
 *  inflection, a sign change of f″ across it). */
export interface PointOfInterest {
  kind: 'zero' | 'minimum' | 'maximum' | 'inflection';
  x: [number, number];
  y: [number, number];
  certified: boolean;
}

/** Where a curve is not proven continuous at the resolution. */
export interface AnalysisBreak {
  x: number;
  between: [number, number];
  kind: 'pole' | 'jump' | 'undefined' | 'unresolved';
}

/** A global minimum or maximum: an enclosure of the curve's infimum or supremum, one end proven
 *  beyond every value (the string "-inf" or "inf" where the curve may be unbounded, beside a
 *  pole), the other a value the curve takes; and where it may be reached. */
export interface GlobalExtremum {
  y: [number | '-inf' | 'inf', number | '-inf' | 'inf'];
  x: [number, number][];
}

/** A stretch between cuts, with what is proven inside it (null: not proven). */
export interface CurvePiece {
  x: [number, number];
  sign: '+' | '-' | null;
  slope: 'increasing' | 'decreasing' | 'constant' | null;
  concavity: 'up' | 'down' | null;
}

export interface CurveAnalysis {
  /** null for a curve drawn through samples. */
  expression: string | null;
  points: PointOfInterest[];
  breaks: AnalysisBreak[];
  range: { min: GlobalExtremum | null; max: GlobalExtremum | null };
  pieces: CurvePiece[];
  /** Stretches left undecided: a point may lie inside. */
  undecided: [number, number][];
}

/** What `curve analyze --format json` prints. */
export interface Analysis {
  domain: [number, number];
  parameters: Record<string, number>;
  curves: CurveAnalysis[];
  intersections: { curves: [number, number]; x: [number, number]; y: [number, number]; certified: boolean }[];
  notes: string[];
  /** The facts in plain English, as every SVG's <desc> says them. */
  description: string;
}

/** Options of `relation`. */
export interface RelationOptions {
  parameters?: Parameters;
  /** [xmin, xmax, ymin, ymax]; default [-10, 10, -10, 10]. */
  bounds?: readonly [number, number, number, number];
  /** [width, height] in pixels, each 1 to 4096; default [1024, 1024]. */
  size?: readonly [number, number];
}

/** Every pixel of a relation, as `curve relation` classifies it. */
export interface RelationClassification {
  width: number;
  height: number;
  /** How many pixels are proven to hold a solution (`true`), proven to hold none (`false`), or neither. */
  counts: { true: number; undecided: number; false: number };
  /** The enclosures of LHS − RHS computed. */
  evaluations: number;
  /** Whether the budget ran out (the pixels not reached stay undecided). */
  budgetExhausted: boolean;
  /** A byte a pixel, row 0 at the top: 0 a solution, 128 undecided, 255 none. */
  pixels: Uint8Array;
}

/** A compiled expression, to evaluate many times; release it when done. */
export interface Program {
  /** The values at `xs` by the batch VM, into `ys` when given (as long as `xs`). */
  evaluate(xs: ArrayLike<number>, ys?: Float64Array): Float64Array;
  /** The value at `x` by the scalar VM (the same bits as a batch). */
  at(x: number): number;
  /** Frees the program; using it afterwards throws. */
  release(): void;
}

/** The module, loaded. */
export interface CurveKit {
  evaluate(expression: string, options?: EvaluateOptions & { text?: false }): Evaluation;
  evaluate(expression: string, options: EvaluateOptions & { text: true }): string;
  compile(expression: string, options?: { parameters?: Parameters }): Program;
  validate(frame: FrameInput, options?: CanvasOptions & { text?: false }): Validation;
  validate(frame: FrameInput, options: CanvasOptions & { text: true }): string;
  geometry(frame: FrameInput, options?: CanvasOptions & { text?: false; analysis?: boolean }): Geometry;
  geometry(frame: FrameInput, options: CanvasOptions & { text: true; analysis?: boolean }): string;
  /** The widget preview's SVG text. */
  plotFrame(frame: FrameInput, options?: PlotFrameOptions): string;
  /** The math plot's SVG text: at most 16 expressions. */
  plotExpressions(expressions: string | readonly string[], options?: PlotExpressionsOptions): string;
  /** Certified points of interest of at most 16 curves (`curve analyze`). */
  analyze(expressions: string | readonly string[], options?: AnalyzeOptions & { text?: false }): Analysis;
  analyze(expressions: string | readonly string[], options: AnalyzeOptions & { text: true }): string;
  /** Every pixel of an implicit relation classified by interval arithmetic (`curve relation`). */
  relation(relation: string, options?: RelationOptions): RelationClassification;
  /** What a math plot makes of an item: a function of x (its expression) or a relation. */
  plotItem(item: string, options?: { parameters?: Parameters }): PlotItem;
  /** The longest name (a parameter's, a data series', a column's) in bytes: the command's
   *  longest argument (131,071), read from the module; a longer one throws a RangeError. */
  readonly nameBytes: number;
  /** The module's memory in bytes (it only grows). */
  readonly memoryBytes: number;
}

/** The module from `source` (bytes, a URL or a path), by default curvekit.wasm beside
 *  curvekit.mjs or in dist/. */
export function load(source?: ArrayBuffer | ArrayBufferView | URL | string): Promise<CurveKit>;

/** The module in a Web Worker: the same calls (all but `compile`), answering Promises. */
export interface CurveKitWorker {
  evaluate(expression: string, options?: EvaluateOptions & { text?: false }): Promise<Evaluation>;
  evaluate(expression: string, options: EvaluateOptions & { text: true }): Promise<string>;
  validate(frame: FrameInput, options?: CanvasOptions & { text?: false }): Promise<Validation>;
  validate(frame: FrameInput, options: CanvasOptions & { text: true }): Promise<string>;
  geometry(frame: FrameInput, options?: CanvasOptions & { text?: false; analysis?: boolean }): Promise<Geometry>;
  geometry(frame: FrameInput, options: CanvasOptions & { text: true; analysis?: boolean }): Promise<string>;
  plotFrame(frame: FrameInput, options?: PlotFrameOptions): Promise<string>;
  plotExpressions(expressions: string | readonly string[], options?: PlotExpressionsOptions): Promise<string>;
  analyze(expressions: string | readonly string[], options?: AnalyzeOptions & { text?: false }): Promise<Analysis>;
  analyze(expressions: string | readonly string[], options: AnalyzeOptions & { text: true }): Promise<string>;
  relation(relation: string, options?: RelationOptions): Promise<RelationClassification>;
  /** Stops the worker; calls still waiting never answer. */
  terminate(): void;
}

/** Starts curvekit.worker.mjs (or `worker`) and loads the module there from `source`. */
export function loadWorker(source?: URL | string, worker?: URL | string | Worker): CurveKitWorker;
