// Jest's globalSetup and globalTeardown (jest.config.js): one temporary folder for the whole run,
// named to the test files in FOLIO_TEST_SHARED_DIR, where what several files need is made once
// and shared, read-only: folio's own site (tests/helpers/shared-site.ts), made by the first file
// that needs it, so a run of files that need none pays nothing for it. Beside it, under the
// repository's root, the sources transpiled for the commands the tests start, named to the test
// files in FOLIO_TEST_TRANSPILED_DIR (scripts/test/transpiled-sources.js).
// The run's files and the commands they start make their temporary folders in it too: TMPDIR
// names its `tmp` folder (os.tmpdir() reads it at every call), so that what a file leaves
// behind, a crashed child's folder included, goes with the run (R204).
// The commands the run starts trust no extra certificates: NODE_EXTRA_CA_CERTS, which made every
// Node start read and parse a certificate bundle, is removed for the run (R218).
// Plain JavaScript: Jest loads it before any transform.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeStaleRuns, RUNS_DIR, transpileSources } from './transpiled-sources.js';

export const SHARED_DIR = 'FOLIO_TEST_SHARED_DIR';
export const TRANSPILED_DIR = 'FOLIO_TEST_TRANSPILED_DIR';

export async function setup() {
  const shared = mkdtempSync(path.join(os.tmpdir(), 'folio-test-run-'));
  process.env[SHARED_DIR] = shared;
  removeStaleRuns((name) => existsSync(path.join(os.tmpdir(), name)));
  mkdirSync(path.join(shared, 'tmp'));
  process.env.TMPDIR = path.join(shared, 'tmp');
  delete process.env.NODE_EXTRA_CA_CERTS;
  const transpiled = path.join(RUNS_DIR, path.basename(shared));
  await transpileSources(transpiled);
  process.env[TRANSPILED_DIR] = transpiled;
}

export function teardown() {
  for (const name of [SHARED_DIR, TRANSPILED_DIR]) {
    const dir = process.env[name];
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
