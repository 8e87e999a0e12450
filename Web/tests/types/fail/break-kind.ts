// A break kind the module never answers must not compile.
import type { CurveBreak } from 'curvekit';
const kind: CurveBreak['kind'] = 'vertical';
