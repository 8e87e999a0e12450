// An error kind the module never answers must not compile.
import type { CurveError } from 'curvekit';
const kind: CurveError['kind'] = 'noColumns';
