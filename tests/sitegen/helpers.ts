// Shared pieces of the sitegen suites: fixture paths, temporary directories, reading a
// built tree, and the site contract with Ajv validators for its response schemas.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { createAjv, standaloneSchema } from '../../sitegen/contracts/index.js';
import type { BuildOptions } from '../../sitegen/index.js';
import type { OpenApiDocument, Schema } from '../../lib/openapi/index.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIXTURE_CONTENT = path.join(ROOT, 'tests/fixtures/sitegen/content');
/** A snapshot of openapi/invoicing.yaml, so that fixture builds do not move with the real contract. */
export const EXAMPLE_API = path.join(ROOT, 'tests/sitegen/golden/compact/invoicing.yaml');
export const BASE_URL = 'https://docs.folio.example';

/** Build options for the fixture site, writing to `outDir`; the package info is fixed too. */
export function fixtureOptions(outDir: string, overrides: BuildOptions = {}): BuildOptions {
  const info = { name: 'folio', version: '0.0.0-fixture', summary: 'The fixture site of the sitegen tests.' };
  return { root: ROOT, contentDir: FIXTURE_CONTENT, siteApi: path.join(ROOT, 'openapi/site.yaml'), exampleApi: EXAMPLE_API, outDir, info, ...overrides };
}

export async function tempDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'folio-sitegen-'));
}

/** Every file under `dir`, keyed by its `/`-separated path relative to `dir`, sorted. */
export async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')).sort();
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(path.join(dir, f))] as const)));
}

/** openapi/site.yaml, the contract every built file is checked against. */
export async function siteContract(): Promise<OpenApiDocument> {
  return parse(await readFile(path.join(ROOT, 'openapi/site.yaml'), 'utf8')) as OpenApiDocument;
}

/** Validates a value against one schema of the site contract (a `$ref` or an inline schema). */
export function schemaValidator(doc: OpenApiDocument, schema: Schema, ajv: Ajv2020 = createAjv()): (value: unknown) => string[] {
  const wrapper = { components: { schemas: { ...doc.components?.schemas, '.route': schema } } };
  const validate = ajv.compile(standaloneSchema(wrapper, '.route'));
  return (value) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
}
