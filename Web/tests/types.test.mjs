// curvekit.d.ts kept honest: tsc --strict compiles a file that uses every call as the README
// does, refuses each file that misuses one (at its last line), and the unions of codes and
// choices are the module's vocabulary, regenerated and compared.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from '../curvekit.mjs';
import { outputs } from '../tools/generate_types.mjs';

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

// The unions between the GENERATED markers, and Python's Literals, are the module's vocabulary:
// regenerated here, compared with the files.
const ck = await load();
for (const { path, now, expected } of outputs(ck.vocabulary)) {
  test(`${relative(root, path)} holds the module's vocabulary as generate_types.mjs writes it`, () => {
    assert.ok(now === expected, `${relative(root, path)} differs from the module's vocabulary: run node Web/tools/generate_types.mjs`);
  });
}
