// A reduction without a size must not compile: the plot area is required.
import { load } from 'curvekit';
const ck = await load();
ck.reduce('0,1\n1,2\n', { tolerance: 0.5 });
