// A family and a size together must not compile (the call refuses them too).
import { load } from 'curvekit';
const ck = await load();
ck.validate('{}', { family: 'small', size: [1, 1] });
