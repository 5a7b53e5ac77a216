// The `folio` command for the processes a test run starts (tests/helpers/run-folio.ts): the
// TypeScript sources that `npm run compile` compiles (tsconfig.build.json's folders), transpiled
// once per run by esbuild, as tsx would transpile them, into a folder under the repository's
// root, so that the package's root, its node_modules and its `"type": "module"` are found from
// there as they are from build/. A command then starts without tsx's loader, which cost more
// than half of each start (R190). Plain JavaScript: Jest loads it before any transform.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The folder holding every run's transpiled sources, one folder per run (.gitignore). */
export const RUNS_DIR = path.join(root, '.test-runs');

/** The folders `npm run compile` compiles: tsconfig.build.json's, and the client's, whose sources reference/ imports. */
function sourceFolders() {
  return [...JSON.parse(readFileSync(path.join(root, 'tsconfig.build.json'), 'utf8')).include, 'client'];
}

function typescriptFiles(folder) {
  return readdirSync(path.join(root, folder), { recursive: true })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.join(root, folder, file));
}

/** Transpiles the sources into `outDir`, mirroring the repository's folders. */
export async function transpileSources(outDir) {
  await build({
    entryPoints: sourceFolders().flatMap(typescriptFiles),
    outdir: outDir,
    outbase: root,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.build.json'),
    logLevel: 'error',
  });
}

/** Removes the folders of runs that ended without their teardown, whose shared folder (named alike) is gone. */
export function removeStaleRuns(isLive) {
  let names = [];
  try {
    names = readdirSync(RUNS_DIR);
  } catch {
    return;
  }
  for (const name of names) if (!isLive(name)) rmSync(path.join(RUNS_DIR, name), { recursive: true, force: true });
}
