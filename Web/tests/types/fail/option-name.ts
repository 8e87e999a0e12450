// A wrong option name must not compile.
import { load } from 'curvekit';
const ck = await load();
ck.evaluate('x', { sampels: 4 });
