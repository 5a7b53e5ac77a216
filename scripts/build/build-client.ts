// Builds @folio/client with tsc from client/tsconfig.json: ES modules and declarations into
// client/dist, and a CommonJS copy of the JavaScript into client/dist/cjs for `require`.
// `npm run build:client` writes client/dist; `npm pack` in client/ runs it first.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The client's source folder. */
export const clientFolder = fileURLToPath(new URL('../../client/', import.meta.url));

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function compile(options: string[]): void {
  execFileSync(process.execPath, [tsc, '-p', join(clientFolder, 'tsconfig.json'), ...options], { stdio: 'inherit' });
}

/** Builds the package into `outDir` (client/dist by default), replacing what was there. */
export function buildClient(outDir = join(clientFolder, 'dist')): void {
  rmSync(outDir, { recursive: true, force: true });
  compile(['--outDir', outDir]);
  // The same code as CommonJS (without comments: the ESM beside it has them), already
  // type-checked above; its folder says so to Node.
  const cjs = join(outDir, 'cjs');
  compile([
    '--outDir', cjs, '--module', 'commonjs', '--moduleResolution', 'node10', '--verbatimModuleSyntax', 'false',
    '--declaration', 'false', '--removeComments', '--noCheck',
  ]);
  mkdirSync(cjs, { recursive: true });
  writeFileSync(join(cjs, 'package.json'), '{ "type": "commonjs" }\n');
  // `require` gets the same declarations, seen from a CommonJS file.
  writeFileSync(join(outDir, 'index.d.cts'), "export * from './index.js';\n");
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  buildClient();
  console.log('built client/dist');
}
