// The parts of a docs package that `folio ask` reads (content/spec.md): the manifest's pages
// and chunks, and the browser search's index and shards (lib/search/postings.ts), checked by hand
// so that a broken package gets a one-line error. A full JSON Schema validation would cost the
// cold start an Ajv compile.
import type { components } from '../../generated/site.js';
import type { SearchManifest, Shard } from '../../lib/search/index.js';
import { SLUG } from '../../sitegen/paths.js';

type Schemas = components['schemas'];

/** The fields of a manifest chunk that ask reads (openapi/site.yaml, ManifestChunk). */
export type PackageChunk = Pick<Schemas['ManifestChunk'], 'id' | 'heading' | 'anchor' | 'startLine' | 'endLine' | 'tokens'>;

/** The fields of a manifest page that ask reads (ManifestPage). */
export type PackagePage = Pick<Schemas['ManifestPage'], 'slug' | 'title' | 'path'> & { chunks: PackageChunk[] };

/** The fields of the manifest that ask reads (Manifest). */
export type PackageManifest = Pick<Schemas['Manifest'], 'name' | 'baseUrl'> & { pages: PackagePage[] };

type Json = Record<string, unknown>;

/** The manifest, or an Error naming the first field that is not what version 1 says. */
export function checkManifest(value: unknown): PackageManifest {
  const manifest = object(value, 'the manifest');
  string(manifest, 'name', '');
  string(manifest, 'baseUrl', '');
  if (!/^https?:\/\/\S+$/.test(manifest.baseUrl as string)) fail('baseUrl is not an absolute http(s) URL');
  array(manifest, 'pages', '').forEach((item, i) => {
    const where = `pages[${i}].`;
    const page = object(item, where.slice(0, -1));
    string(page, 'slug', where);
    if (!SLUG.test(page.slug as string)) fail(`${where}slug is not a page slug`);
    string(page, 'title', where);
    string(page, 'path', where);
    array(page, 'chunks', where).forEach((c, j) => {
      const at = `${where}chunks[${j}].`;
      const chunk = object(c, at.slice(0, -1));
      for (const key of ['id', 'heading', 'anchor']) string(chunk, key, at);
      for (const key of ['startLine', 'endLine']) count(chunk, key, at, 1);
      count(chunk, 'tokens', at, 0);
      if ((chunk.endLine as number) < (chunk.startLine as number)) fail(`${at}endLine is before startLine`);
    });
  });
  return manifest as unknown as PackageManifest;
}

/** The browser search's search/index.json, or an Error naming the first field that is not what version 1 says. */
export function checkSearchManifest(value: unknown): SearchManifest {
  const index = object(value, 'the search index');
  if (index.version !== 1) fail('version is not 1');
  for (const key of ['records', 'rarity', 'chunk']) count(index, key, '', 0);
  if ((index.rarity as number) > (index.records as number)) fail('rarity is more than records');
  array(index, 'shards', '').forEach((key, i) => {
    if (typeof key !== 'string') fail(`shards[${i}] is not a string`);
  });
  return index as unknown as SearchManifest;
}

/**
 * A shard of search/terms/: an object of postings lists, each a count and pairs of numbers, or an
 * Error naming the first term whose list is not. The numbers are checked by checkPostings, list by
 * list, when a question reads them: a question's shards hold thousands, and it reads a few.
 */
export function checkShard(value: unknown): Shard {
  const shard = object(value, 'the shard');
  for (const term of Object.keys(shard)) {
    const list = shard[term];
    if (!Array.isArray(list) || list.length % 2 !== 1) fail(postingsFault(term));
  }
  return shard as unknown as Shard;
}

/** Nothing when every number of `term`'s postings `list` is a whole number, 0 or more, else an Error naming the term. */
export function checkPostings(term: string, list: readonly unknown[]): void {
  for (let i = 0; i < list.length; i++) {
    const n = list[i];
    if (typeof n !== 'number' || n < 0 || n % 1 !== 0) fail(postingsFault(term));
  }
}

function postingsFault(term: string): string {
  return `the postings of ${JSON.stringify(term)} are not a count and pairs of whole numbers`;
}

function fail(reason: string): never {
  throw new Error(reason);
}

function object(value: unknown, name: string): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(`${name} is not an object`);
  return value as Json;
}

function string(parent: Json, key: string, where: string): void {
  if (typeof parent[key] !== 'string') fail(`${where}${key} is not a string`);
}

function array(parent: Json, key: string, where: string): unknown[] {
  if (!Array.isArray(parent[key])) fail(`${where}${key} is not an array`);
  return parent[key] as unknown[];
}

function count(parent: Json, key: string, where: string, least: number): void {
  const value = parent[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < least) fail(`${where}${key} is not a whole number of at least ${least}`);
}
