// A misspelt family must not compile.
import { load } from 'curvekit';
const ck = await load();
ck.plotFrame('{}', { family: 'meduim' });
