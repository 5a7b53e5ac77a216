// Shared pieces of the coverage suites: the fixture packages installed into a temporary
// project's node_modules, and the CoverageRun schema of openapi/site.yaml.
import { cp, mkdir, mkdtemp, readFile, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { createAjv, standaloneSchema } from '../../../sitegen/contracts/index.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURES = path.join(ROOT, 'tests/fixtures/coverage');

/**
 * A temporary project with the fixture packages in node_modules/; dep-like is installed
 * inside uses-dep (node_modules/uses-dep/node_modules/dep-like), as npm nests a dependency.
 */
export async function fixtureProject(): Promise<string> {
  const project = await realpath(await mkdtemp(path.join(os.tmpdir(), 'folio-coverage-')));
  for (const name of ['two-entries', 'types-only', 'main-only', 'uses-dep', 'no-types']) {
    await cp(path.join(FIXTURES, name), path.join(project, 'node_modules', name), { recursive: true });
  }
  await mkdir(path.join(project, 'node_modules', 'uses-dep', 'node_modules'));
  await cp(path.join(FIXTURES, 'dep-like'), path.join(project, 'node_modules', 'uses-dep', 'node_modules', 'dep-like'), { recursive: true });
  return project;
}

/** A validator for the CoverageRun schema of the site's contract (JSON Schema 2020-12). */
export async function coverageRunValidator() {
  const doc = parse(await readFile(path.join(ROOT, 'openapi/site.yaml'), 'utf8')) as { components?: { schemas?: Record<string, unknown> } };
  return createAjv().compile(standaloneSchema(doc, 'CoverageRun'));
}
