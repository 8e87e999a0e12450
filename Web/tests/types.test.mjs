// curvekit.d.ts kept honest: tsc --strict compiles a file that uses every call as the README
// does, refuses each file that misuses one (at its last line), and the unions of codes are the
// Swift sources' own lists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const root = join(web, '..');
const types = join(web, 'tests/types');
const declarations = readFileSync(join(web, 'curvekit.d.ts'), 'utf8');

/** tsc --strict over `file` alone, against curvekit.d.ts: its exit status and what it said. */
function tsc(file) {
  const folder = mkdtempSync(join(tmpdir(), 'curvekit-tsc-'));
  const config = join(folder, 'tsconfig.json');
  writeFileSync(config, JSON.stringify({
    compilerOptions: {
      strict: true, noEmit: true, target: 'es2022', module: 'es2022', moduleResolution: 'node', lib: ['es2022', 'dom'],
      baseUrl: folder, paths: { curvekit: [join(web, 'curvekit.d.ts')] },
    },
    files: [file],
  }));
  const run = spawnSync('tsc', ['-p', config], { encoding: 'utf8' });
  assert.ok(!run.error, `tsc is needed (Debian's node-typescript): ${run.error}`);
  return { status: run.status, output: run.stdout + run.stderr };
}

test('the README\'s uses of every call compile under tsc --strict', () => {
  const { status, output } = tsc(join(types, 'usage.ts'));
  assert.equal(status, 0, output);
});

for (const name of readdirSync(join(types, 'fail')).filter((file) => file.endsWith('.ts'))) {
  test(`a misuse does not compile: ${name}`, () => {
    const file = join(types, 'fail', name);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const { status, output } = tsc(file);
    assert.notEqual(status, 0, `${name} compiled`);
    // The error is the misuse's, on the file's last line, not some other mistake.
    const errors = output.split('\n').filter((line) => line.includes('error TS'));
    assert.ok(errors.length >= 1 && errors.every((line) => line.includes(`${name}(${lines.length},`)), output);
  });
}

/** The members of `type X = | 'a' | 'b' …;` in the declarations. */
function union(name) {
  const match = declarations.match(new RegExp(`export type ${name} =([^;]*);`));
  assert.ok(match, `no type ${name}`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
}

test('the unions of codes and effects are the Swift sources\' lists', () => {
  const problems = readFileSync(join(root, 'Sources/CurveSampling/Geometry/ProblemCode.swift'), 'utf8');
  const codes = [...problems.matchAll(/case \w+ = "([^"]+)"/g)].map((m) => m[1]).sort();
  assert.deepEqual(union('ProblemCode'), codes);
  const effects = readFileSync(join(root, 'Sources/CurveSampling/Geometry/ProblemEffect.swift'), 'utf8');
  assert.deepEqual(union('ProblemEffect'), [...effects.matchAll(/^  case (\w+)$/gm)].map((m) => m[1]).sort());
  const messages = readFileSync(join(root, 'Sources/CurveExpression/Diagnostics/ExpressionError+Message.swift'), 'utf8');
  const kinds = messages.slice(messages.indexOf('public var code'), messages.indexOf('extension ExpressionError:'));
  assert.deepEqual(union('ExpressionErrorKind'), [...kinds.matchAll(/case \.\w+: "(\w+)"/g)].map((m) => m[1]).sort());
  // A relation's own kinds; its bounds error is a RangeError in JavaScript, as every option's is.
  const relation = readFileSync(join(root, 'Sources/CurvePlot/Relations/Relation.swift'), 'utf8');
  const relationKinds = relation.slice(relation.indexOf('public var code'), relation.indexOf('public var range'));
  assert.deepEqual(union('RelationErrorKind'), [...relationKinds.matchAll(/case \.\w+: "(\w+)"/g)].map((m) => m[1]).filter((k) => k !== 'bounds').sort());
});
