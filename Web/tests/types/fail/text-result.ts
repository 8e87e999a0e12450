// With text: true the result is a string, not the parsed report.
import { load } from 'curvekit';
const ck = await load();
const report = ck.validate('{}', { text: true });
report.verdict;
