// The build's cache (node_modules/.cache/sitegen/ by default, option `cacheDir`): what a build
// made from a text or bytes, kept by the SHA-256 of the text and of a description of what made it
// (the maker: the versions of the packages that did the work, and the settings they ran with), so
// that a later build reads it back instead of making it again. The same input and the same maker
// always make the same output, so the cache changes how fast a build runs, never what it writes: a
// missing, unreadable or foreign file is no entry, and the output is made as if there were none.
// Each kind of output has a shelf of its own (a sub-folder), whose entries are stored in packs
// (`PackShelf`).
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where a build under `root` keeps its cache unless told otherwise. */
export function defaultCacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'sitegen');
}

/** The SHA-256, in hex, of what made an entry and of its input. */
export function entryKey(maker: string, input: string | Uint8Array): string {
  return createHash('sha256').update(maker).update('\0').update(input).digest('hex');
}

/**
 * The versions of `names` and of every package they depend on, as installed beside this module:
 * a maker that names them changes when any of them does, nested dependencies included.
 */
export function packageVersions(names: readonly string[]): string {
  const seen = new Map<string, string>();
  const visit = (name: string, from: string): void => {
    const dir = packageDir(name, from);
    if (!dir || seen.has(dir)) return;
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string; dependencies?: Record<string, string> };
    seen.set(dir, `${manifest.name}@${manifest.version}`);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, path.join(dir, 'package.json'));
  };
  for (const name of names) visit(name, fileURLToPath(import.meta.url));
  return [...new Set(seen.values())].sort().join(' ');
}

/** The folder of the package `name` as Node resolves it from the file `from`, whatever the package exports. */
function packageDir(name: string, from: string): string | undefined {
  return createRequire(from).resolve.paths(name)?.map((folder) => path.join(folder, name)).find((dir) => existsSync(path.join(dir, 'package.json')));
}

/**
 * The JSON of `value` when parsing it back gives a value equal to it (plain objects and arrays
 * of strings, finite numbers, booleans and null), otherwise undefined: NaN, -0, `undefined`
 * properties or a class instance would come back changed.
 */
export function exactJson(value: unknown): string | undefined {
  return survivesJson(value) ? JSON.stringify(value) : undefined;
}

/** Whether JSON gives `value` back unchanged; a walk of its own, as a replacer function costs a call per key. */
function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!survivesJson(item)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key in value) if (!survivesJson((value as Record<string, unknown>)[key])) return false;
  return true;
}

/** Writes `data` to `file` at once (a reader never sees half of it); a cache that cannot be written is no error. */
function keepFile(file: string, data: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(partial, data);
    renameSync(partial, file);
  } catch {
    rmSync(partial, { force: true });
  }
}

/** How many times the entries one build used a shelf may hold before the packs it did not use are deleted. */
export const SHELF_ROOM = 4;
/** How many packs a shelf holds at most: past them, a build writes one pack of all it used and deletes the rest. */
export const MAX_PACKS = 8;

const INDEX = '.index.json';

/** The index of a pack: where each entry lies in its bytes, and the hash of both. */
interface PackIndex {
  hash: string;
  entries: Record<string, [at: number, length: number]>;
}

function packHash(entries: PackIndex['entries'], bytes: Uint8Array): string {
  return createHash('sha256').update(JSON.stringify(entries)).update('\0').update(bytes).digest('hex');
}

/** The bytes of a pack when they and its index are what they were when it was written; a pack gone or changed holds nothing. */
function readPack(file: string, index: PackIndex): Buffer | undefined {
  try {
    const bytes = readFileSync(file);
    return packHash(index.entries, bytes) === index.hash ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A shelf of the build's cache (the folder `dir`; none when false): entries by key, stored in
 * packs, one file of bytes and one index per build that made any, since creating a file costs far
 * more than writing its bytes. A build reads the indexes once and a pack when it first needs one of
 * its entries, whose bytes must still have the hash its index recorded (a damaged pack holds
 * nothing); `keep`, once it has succeeded, writes what it made as a new pack and deletes the
 * packs it did not use once the shelf holds SHELF_ROOM times what it used, so that builds that take
 * turns (two base URLs, a test's fixture) keep theirs and edits do not grow the shelf without end.
 * A pack another build deleted meanwhile only makes its entries missing.
 */
export class PackShelf {
  private index: Map<string, { pack: string; at: number; length: number }> | undefined;
  private readonly indexes = new Map<string, PackIndex>();
  /** The packs read so far; undefined for one that is gone or changed. */
  private readonly packs = new Map<string, Buffer | undefined>();
  private readonly made = new Map<string, Uint8Array>();
  private readonly used = new Set<string>();

  constructor(private readonly dir: string | false) {}

  /** The bytes kept under `key`, if any. */
  get(key: string): Buffer | undefined {
    if (this.dir === false) return undefined;
    this.used.add(key);
    const at = this.entries().get(key);
    if (!at) return this.made.has(key) ? Buffer.from(this.made.get(key)!) : undefined;
    if (!this.packs.has(at.pack)) this.packs.set(at.pack, readPack(path.join(this.dir, at.pack), this.indexes.get(at.pack)!));
    const pack = this.packs.get(at.pack);
    return pack && at.at + at.length <= pack.length ? pack.subarray(at.at, at.at + at.length) : undefined;
  }

  /** Adds what this build made under `key`, kept by `keep` unless a pack holds it already. */
  add(key: string, data: Uint8Array): void {
    if (this.dir === false) return;
    this.used.add(key);
    const at = this.entries().get(key);
    if (!at || (this.packs.has(at.pack) && this.packs.get(at.pack) === undefined)) this.made.set(key, data);
  }

  /** Whether the shelf held no entry when the build started. */
  isEmpty(): boolean {
    return this.dir === false || this.entries().size === 0;
  }

  /** Keeps what this build made as a new pack, and prunes the shelf. */
  keep(): void {
    if (this.dir === false) return;
    const entries = this.entries();
    // A pack that is gone or changed is no use to anyone.
    for (const [pack, bytes] of this.packs) if (bytes === undefined) this.deletePack(pack);
    const packs = new Set([...entries.values()].map((e) => e.pack).filter((pack) => this.packs.get(pack) !== undefined || !this.packs.has(pack)));
    if (this.made.size > 0 && packs.size + 1 > MAX_PACKS) {
      // One pack of all this build used takes the place of every other.
      for (const key of this.used) {
        const data = this.made.has(key) ? undefined : this.get(key);
        if (data) this.made.set(key, data);
      }
      this.writePack();
      for (const pack of packs) this.deletePack(pack);
      return;
    }
    const held = entries.size + this.made.size;
    if (this.made.size > 0) this.writePack();
    if (held <= SHELF_ROOM * Math.max(this.used.size, 1)) return;
    const usedPacks = new Set([...this.used].flatMap((key) => entries.get(key)?.pack ?? []));
    for (const pack of packs) if (!usedPacks.has(pack)) this.deletePack(pack);
  }

  private entries(): Map<string, { pack: string; at: number; length: number }> {
    if (this.index) return this.index;
    this.index = new Map();
    let names: string[] = [];
    try {
      names = readdirSync(this.dir as string).filter((name) => name.endsWith(INDEX));
    } catch {
      // No shelf yet.
    }
    for (const name of names) {
      try {
        const pack = name.slice(0, -INDEX.length);
        const index = JSON.parse(readFileSync(path.join(this.dir as string, name), 'utf8')) as PackIndex;
        this.indexes.set(pack, index);
        for (const [key, [at, length]] of Object.entries(index.entries)) this.index.set(key, { pack, at, length });
      } catch {
        // Unreadable: no entries.
      }
    }
    return this.index;
  }

  private writePack(): void {
    const pack = `${randomUUID()}.pack`;
    const entries: PackIndex['entries'] = {};
    let at = 0;
    for (const [key, data] of this.made) {
      entries[key] = [at, data.length];
      at += data.length;
    }
    const bytes = Buffer.concat([...this.made.values()]);
    // The pack before its index, so that an index never names a pack that is not there yet.
    keepFile(path.join(this.dir as string, pack), bytes);
    keepFile(path.join(this.dir as string, pack + INDEX), JSON.stringify({ hash: packHash(entries, bytes), entries } satisfies PackIndex));
    this.made.clear();
  }

  private deletePack(pack: string): void {
    rmSync(path.join(this.dir as string, pack + INDEX), { force: true });
    rmSync(path.join(this.dir as string, pack), { force: true });
  }
}

/**
 * Values made from texts by one maker (a contract's document, a page's Markdown tree), kept as
 * JSON on a shelf (none when false). A value is read back as a new object each time, so a caller
 * may change it. What this build made is kept by `keep`, which a build calls once it has
 * succeeded: a failed build keeps nothing. A value that JSON would change is never kept.
 */
export class KeptValues<T> {
  private readonly shelf: PackShelf;

  constructor(dir: string | false, private readonly maker: string) {
    this.shelf = new PackShelf(dir);
  }

  /** The value of `text`: kept by an earlier build, or what `make` returns (undefined for a text with problems, never kept). */
  value(text: string, make: () => T | undefined): T | undefined {
    const key = entryKey(this.maker, text);
    const kept = this.shelf.get(key);
    if (kept) {
      try {
        return JSON.parse(kept.toString('utf8')) as T;
      } catch {
        // Unreadable: made again.
      }
    }
    const value = make();
    const json = value === undefined ? undefined : exactJson(value);
    if (json !== undefined) this.shelf.add(key, Buffer.from(json));
    return value;
  }

  /** Keeps what this build made, for the next build, and prunes the shelf. */
  keep(): void {
    this.shelf.keep();
  }
}
