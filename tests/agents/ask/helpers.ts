// Shared pieces of the folio ask suites: the fixture docs package (a small tea manual built
// by the real generator), temporary folders, and the folio command run from its sources.
import { mkdtemp, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../../../sitegen/index.js';
import type { FolioRun } from '../../helpers/run-folio.js';
import { runFolio } from '../../helpers/run-folio.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURE_CONTENT = path.join(ROOT, 'tests/fixtures/ask/content');
/** A base URL with a path, so that URLs are shown to keep it. */
export const BASE_URL = 'https://tea.example/manual';

export async function tempDir(prefix = 'folio-ask-'): Promise<string> {
  return realpath(await mkdtemp(path.join(os.tmpdir(), prefix)));
}

/** Builds the tea manual into `outDir` as a docs package; it needs no measurements, as ask never reads them. */
export async function buildFixture(outDir: string): Promise<void> {
  await buildSite({
    root: ROOT,
    contentDir: FIXTURE_CONTENT,
    exampleApi: path.join(ROOT, 'tests/sitegen/golden/compact/invoicing.yaml'),
    outDir,
    baseUrl: BASE_URL,
    info: { name: 'tea', version: '1.0.0', summary: 'A small tea manual for the folio ask tests.' },
    benchmarks: false,
    coverage: false,
  });
}

/** Runs the folio command from its sources; resolves with its exit code and output. */
export function folio(args: string[], cwd = ROOT): Promise<FolioRun> {
  return runFolio(args, { cwd });
}
