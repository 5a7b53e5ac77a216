// Builds @folio/client into client/dist: one ESM and one CommonJS file bundled by esbuild
// (openapi-fetch stays a dependency), and the declarations written by tsc from
// client/tsconfig.json. `npm run build -w @folio/client`; `npm pack` runs it first.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const client = fileURLToPath(new URL('../client/', import.meta.url));
const dist = `${client}dist/`;

/** The bundle of both formats: the platform's globals only, openapi-fetch left to the installer. */
export const bundleOptions: BuildOptions = {
  entryPoints: [`${client}index.ts`],
  bundle: true,
  platform: 'neutral',
  target: 'es2022',
  external: ['openapi-fetch'],
  legalComments: 'none',
  logLevel: 'warning',
};

rmSync(dist, { recursive: true, force: true });
await build({ ...bundleOptions, format: 'esm', outfile: `${dist}index.js` });
await build({ ...bundleOptions, format: 'cjs', outfile: `${dist}index.cjs` });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', `${client}tsconfig.json`], { stdio: 'inherit' });
// `require` gets the same declarations, seen from a CommonJS file.
writeFileSync(`${dist}index.d.cts`, "export * from './index.js';\n");
console.log('built client/dist');
