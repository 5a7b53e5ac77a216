// Opens a docs package for reading: a folder on disk, or a site's base URL fetched over HTTP.
// Every file is named by a package path that must pass the path-escape rule of
// content/spec.md before anything is read, so a manifest cannot lead outside the package.
import path from 'node:path';
import { PACKAGE_PATH, resolveInside } from '../../sitegen/paths.js';
import type { SearchManifest, Shard } from '../../lib/search/index.js';
import type { PackageManifest } from './package-shape.js';
import { checkManifest, checkPostings, checkSearchManifest, checkShard } from './package-shape.js';

// Not `import ... from 'node:fs'`: its ES module face evaluates every export of fs, the lazy
// fs.promises included, which costs a cold start of `folio ask` well over a millisecond.
const { readFileSync, realpathSync } = process.getBuiltinModule('node:fs');

/** Reads one file of a package by its package path; undefined when the package has no such file. */
export type PackageReader = (packagePath: string) => Promise<string | undefined>;

export interface DocsPackage {
  /** The folder or base URL, as given. */
  location: string;
  manifest: PackageManifest;
  /** The browser search's search/index.json, whose first `rarity` records are the manifest's chunks in order. */
  search: SearchManifest;
  /**
   * The postings of shard search/terms/{n}.json whose terms begin with one of `keys`: all that a
   * question of those keys reads of it (lib/search/postings.ts, termMatch). Each shard is read once.
   */
  postings: (n: number, keys: readonly string[]) => Promise<Shard>;
  read: PackageReader;
}

const BUILD_HINT = 'build one with `folio build`';

/** The browser search's index, which ask ranks over (agents/ask/rank.ts). */
const SEARCH_INDEX = 'search/index.json';

/** The package at `location` (a folder, or an http(s) base URL); throws a one-line Error when it is not one. */
export async function openPackage(location: string): Promise<DocsPackage> {
  const read = /^https?:\/\//i.test(location) ? urlReader(location) : await folderReader(location);
  const [manifest, search] = await Promise.all([
    readJson(read, location, 'manifest.json', checkManifest),
    readJson(read, location, SEARCH_INDEX, checkSearchManifest),
  ]);
  const sections = manifest.pages.reduce((sum, page) => sum + page.chunks.length, 0);
  if (search.rarity !== sections) throw new Error(`${fileAt(location, SEARCH_INDEX)} counts ${search.rarity} sections of the manual, but manifest.json lists ${sections} chunks; rebuild the package with \`folio build\``);
  return { location, manifest, search, postings: shardReader(read, location), read };
}

/** A shard with its terms in sorted order, so that the terms beginning with a key are found by bisection. */
interface SortedShard {
  file: string;
  shard: Shard;
  terms: string[];
}

function shardReader(read: PackageReader, location: string): DocsPackage['postings'] {
  const shards = new Map<number, Promise<SortedShard>>();
  const open = (n: number): Promise<SortedShard> => {
    let opened = shards.get(n);
    if (!opened) {
      const file = `search/terms/${n}.json`;
      opened = readJson(read, location, file, checkShard).then((shard) => ({ file, shard, terms: Object.keys(shard).sort() }));
      shards.set(n, opened);
      // A failed read is not kept, so that the next question tries again.
      opened.catch(() => shards.delete(n));
    }
    return opened;
  };
  return async (n, keys) => {
    const { file, shard, terms } = await open(n);
    // No prototype, so that a term spelled `__proto__` is a key like any other.
    const picked: Shard = Object.create(null);
    for (const key of keys) {
      for (let i = firstAtLeast(terms, key); i < terms.length && terms[i].startsWith(key); i++) {
        const term = terms[i];
        checked(location, file, () => checkPostings(term, shard[term]));
        picked[term] = shard[term];
      }
    }
    return picked;
  };
}

/** The index of the first of the sorted `terms` that is not before `key`. */
function firstAtLeast(terms: readonly string[], key: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle] < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

async function readJson<T>(read: PackageReader, location: string, file: string, check: (value: unknown) => T): Promise<T> {
  const text = await read(file);
  if (text === undefined) throw new Error(`no docs package at ${location}: ${file} is missing (${BUILD_HINT})`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${fileAt(location, file)} is not valid JSON`);
  }
  return checked(location, file, () => check(value));
}

/** What `check` returns, or its Error's reason under the file it was found in. */
function checked<T>(location: string, file: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw new Error(`${fileAt(location, file)} is not a version 1 docs package file: ${(error as Error).message}`);
  }
}

/** A package file as an error names it: under the folder or base URL as given. */
function fileAt(location: string, file: string): string {
  return `${location.replace(/\/+$/, '')}/${file}`;
}

/** Refuses a path that breaks the package-path grammar: no `..`, no absolute paths, no dot files. */
function assertPackagePath(packagePath: string): void {
  if (!PACKAGE_PATH.test(packagePath)) throw new Error(`refusing to read ${JSON.stringify(packagePath)}: not a package path`);
}

/**
 * Reads a folder. It reads synchronously: `folio ask` reads a few files one after the other,
 * and asynchronous reads would first start libuv's thread pool, which a cold start pays for.
 * Paths are resolved by the system's realpath (`.native`), one call where Node's own walks
 * every part of the path.
 */
async function folderReader(dir: string): Promise<PackageReader> {
  let root: string;
  try {
    root = realpathSync.native(dir);
  } catch {
    throw new Error(`no docs package at ${dir}: the folder does not exist (${BUILD_HINT})`);
  }
  return async (packagePath) => {
    assertPackagePath(packagePath);
    const file = resolveInside(root, packagePath)!;
    let real: string;
    try {
      real = realpathSync.native(file);
    } catch {
      return undefined;
    }
    // A symbolic link inside the package may still point out of it.
    if (!real.startsWith(root + path.sep)) throw new Error(`refusing to read ${packagePath}: it leads outside the package`);
    return readFileSync(real, 'utf8');
  };
}

function urlReader(location: string): PackageReader {
  const url = URL.canParse(location) ? new URL(location) : undefined;
  if (!url || url.search || url.hash || url.username || url.password) throw new Error(`invalid package URL ${JSON.stringify(location)}: expected a site's base URL such as https://docs.folio.example`);
  const base = url.href.replace(/\/+$/, '');
  return async (packagePath) => {
    assertPackagePath(packagePath);
    const target = `${base}/${packagePath}`;
    let response: Response;
    try {
      response = await fetch(target);
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause;
      throw new Error(`could not fetch ${target}: ${cause?.message ?? (error as Error).message}`);
    }
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`could not fetch ${target}: HTTP ${response.status}`);
    return response.text();
  };
}
