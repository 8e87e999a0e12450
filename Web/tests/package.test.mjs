// The npm package as a new user gets it: `npm pack` makes a tarball that installs into a fresh
// project with no network, and there an ESM script runs and a TypeScript file compiled by tsc
// against the package's own types runs too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' } });
  assert.equal(result.status, 0, `${command} ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

test('npm pack, then install the tarball offline into a new project: ESM and TypeScript both run', () => {
  const packs = mkdtempSync(join(tmpdir(), 'curvekit-pack-'));
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', packs], web))[0];
  const files = packed.files.map((file) => file.path).sort();
  assert.deepEqual(files, ['README.md', 'curvekit.d.ts', 'curvekit.mjs', 'curvekit.worker.mjs', 'dist/curvekit.wasm', 'package.json']);
  const tarball = join(packs, packed.filename);

  const project = mkdtempSync(join(tmpdir(), 'curvekit-project-'));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'widget-server', version: '1.0.0', type: 'module', private: true }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], project);

  writeFileSync(join(project, 'server.mjs'), `
    import { load, CurveError } from 'curvekit';
    const ck = await load();
    const report = ck.validate('{"pixels": [[null]]}');
    const samples = ck.evaluate('2*x', { at: [1.5] }).samples;
    let kind = null;
    try { ck.evaluate('sin('); } catch (error) { if (error instanceof CurveError) kind = error.kind; }
    console.log(JSON.stringify({ verdict: report.verdict, samples, kind }));
  `);
  const esm = JSON.parse(run('node', ['server.mjs'], project));
  assert.deepEqual(esm, { verdict: 'accepted', samples: [[1.5, 3]], kind: 'expectedOperand' });

  writeFileSync(join(project, 'server.ts'), `
    import { load, CurveError, type Validation } from 'curvekit';
    const ck = await load();
    const report: Validation = ck.validate('{"pixels": 1}');
    let path: string | null = null;
    try { ck.geometry('{"pixels": 1}'); } catch (error) { if (error instanceof CurveError) path = error.path; }
    console.log(JSON.stringify({ verdict: report.verdict, code: report.reason?.code, path }));
  `);
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, target: 'es2022', module: 'es2022', moduleResolution: 'node', outDir: 'built', lib: ['es2022', 'dom'] },
    files: ['server.ts'],
  }));
  run('tsc', ['-p', 'tsconfig.json'], project);
  const typed = JSON.parse(run('node', ['built/server.js'], project));
  assert.deepEqual(typed, { verdict: 'rejected', code: 'grid.invalid', path: 'pixels' });
  const manifest = JSON.parse(readFileSync(join(project, 'node_modules/curvekit/package.json'), 'utf8'));
  assert.equal(manifest.sideEffects, false);
  console.log(`tarball: ${packed.filename}, ${packed.size} bytes packed, ${packed.unpackedSize} unpacked`);
});
