// Jest's globalSetup and globalTeardown (jest.config.js): one temporary folder for the whole run,
// named to the test files in FOLIO_TEST_SHARED_DIR, where what several files need is made once
// and shared, read-only: folio's own site (tests/helpers/shared-site.ts). Nothing is made here:
// the first file that needs a piece makes it, so a run of files that need none pays nothing.
// Plain JavaScript: Jest loads it before any transform.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHARED_DIR = 'FOLIO_TEST_SHARED_DIR';

export function setup() {
  process.env[SHARED_DIR] = mkdtempSync(path.join(os.tmpdir(), 'folio-test-run-'));
}

export function teardown() {
  const dir = process.env[SHARED_DIR];
  if (dir) rmSync(dir, { recursive: true, force: true });
}
