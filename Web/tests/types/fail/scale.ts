// A scale other than 1, 2 or 3 must not compile.
import { load } from 'curvekit';
const ck = await load();
ck.plotFrame('{}', { scale: 4 });
