// Runs the `folio` command from its sources, as a user runs it: under Jest, node on cli/folio.js
// of the sources the run transpiled (FOLIO_TEST_TRANSPILED_DIR, scripts/test/transpiled-sources.js);
// elsewhere, node with tsx's loader on cli/folio.ts, the loader resolved from folio's own
// package.json. Either way the command can run in any working directory (a temporary folder, a
// copied project).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ProcessRun } from './run-process.js';
import { runProcess } from './run-process.js';

/** The repository's root folder. */
const root = fileURLToPath(new URL('../../', import.meta.url));

/** The URL of tsx's loader, for `node --import`. */
export const TSX_LOADER = pathToFileURL(createRequire(join(root, 'package.json')).resolve('tsx')).href;

/** Node's arguments for `folio ARGS` from the sources: `spawn(process.execPath, folioArgs(ARGS))`. */
export function folioArgs(args: readonly string[]): string[] {
  const transpiled = process.env.FOLIO_TEST_TRANSPILED_DIR;
  if (transpiled) return [join(transpiled, 'cli/folio.js'), ...args];
  return ['--import', TSX_LOADER, join(root, 'cli/folio.ts'), ...args];
}

/** Puts `folio` in `folder`'s node_modules/.bin, as installing folio in a project does, so that `npx folio` run in `folder` finds it. */
export function installFolioBin(folder: string): void {
  const bin = join(folder, 'node_modules/.bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'folio'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${folioArgs([]).map((a) => JSON.stringify(a)).join(' ')} "$@"\n`);
  chmodSync(join(bin, 'folio'), 0o755);
}

export type FolioRun = ProcessRun;

export interface FolioRunOptions {
  /** The working directory; default: the repository's root. */
  cwd?: string;
  /** Variables added to (or, as undefined, removed from) the test's environment. */
  env?: NodeJS.ProcessEnv;
  /** Milliseconds before the command is killed (its status is then null); none by default. */
  timeout?: number;
}

/**
 * Runs `folio ARGS` to its end and resolves with its exit status and everything it printed.
 * NODE_OPTIONS is cleared, so jest's flags do not reach the command.
 */
export function runFolio(args: readonly string[], { cwd = root, env = {}, timeout }: FolioRunOptions = {}): Promise<FolioRun> {
  return runProcess(process.execPath, folioArgs(args), { cwd, env: { ...process.env, NODE_OPTIONS: '', ...env }, timeout });
}
