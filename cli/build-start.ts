// The fast path of `folio build`: a build is timed against VitePress (issue 27), and loading
// some 700 ES modules one by one, each parsed and compiled afresh, cost a cold build half a
// second before it read a page. So cli/folio.ts hands `folio build ...` here, and
// `npm run compile` bundles this file with the whole program, the site generator and folio's
// reference text into one CommonJS file, build/cli/folio-build.cjs, and records V8's code cache
// for it after `warmUp` (scripts/build/bundle-cli.ts). The program is the whole program,
// because the manual's command-line page is generated from it; the other commands' actions,
// which never run here, stay imports of tsc's modules.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProgram } from './base-program.js';
import { buildFolioSite } from './build.js';
import { folioProgram } from './program.js';
import { packageRoot } from '../server/package-root.js';

/** Runs `folio build` with the process's arguments. */
export async function buildCommandLine(): Promise<void> {
  await runProgram(folioProgram());
}

/**
 * Runs what a build runs: builds folio's own site into a temporary folder, with no cache of
 * parsed contracts, then removes it. Content with problems only makes the warm-up shorter (the
 * code cache then holds less), so `npm run compile` never fails on the manual's text.
 */
export async function warmUp(): Promise<void> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'folio-build-warm-up-'));
  try {
    await buildFolioSite(folioProgram(), { root: fileURLToPath(packageRoot()), outDir, cacheDir: false });
  } catch (error) {
    process.stderr.write(`folio build's warm-up stopped early (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); its code cache holds less\n`);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
