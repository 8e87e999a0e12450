// A number for a frame must not compile.
import { load } from 'curvekit';
const ck = await load();
ck.validate(12345);
