// Runs a WASI command module (argv[2], arguments after it) under Node's WASI: the same-bits
// check of the C math built for wasm32 (scalar and SIMD128). Node 20 or later.
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import { argv, env, exit } from 'node:process';

const wasi = new WASI({ version: 'preview1', args: argv.slice(2), env, returnOnExit: true });
const module = await WebAssembly.compile(await readFile(argv[2]));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
exit(wasi.start(instance));
