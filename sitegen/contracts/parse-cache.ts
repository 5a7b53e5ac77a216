// Contracts already parsed, kept as JSON by the SHA-256 of their text: parsing a large YAML
// contract costs a build more than anything else it reads (the invoicing contract's 200 kB take
// a quarter of a second), and the same text always gives the same document. A document that JSON
// cannot hold exactly (NaN, -0) is never kept, and a cache that cannot be read or written is no
// cache: the text is parsed as if it were not there.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

/** Where a build under `root` keeps its parsed contracts unless told otherwise. */
export function defaultCacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'sitegen');
}

/** What a parse depends on besides the text: the cache's own format and the YAML parser's version. */
const PARSER = `contracts-1 yaml-${(createRequire(import.meta.url)('yaml/package.json') as { version: string }).version}`;

/**
 * A build's cache of parsed contracts in `dir` (none when false). It reads what earlier builds
 * kept, and keeps what this build parsed only when told to, once the build has succeeded: a
 * failed build writes nothing.
 */
export class ContractCache {
  private readonly parsed = new Map<string, unknown>();

  constructor(private readonly dir: string | false) {}

  /** The document that `text` holds: kept by an earlier build, or what `parse` returns (undefined for a text with problems). */
  document<T>(text: string, parse: () => T | undefined): T | undefined {
    if (this.dir === false) return parse();
    const file = path.join(this.dir, 'contracts', `${createHash('sha256').update(PARSER).update('\0').update(text).digest('hex')}.json`);
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as T;
    } catch {
      // Not kept yet, or unreadable: parse.
    }
    const doc = parse();
    if (doc !== undefined) this.parsed.set(file, doc);
    return doc;
  }

  /** Keeps what this build parsed, for the next build. */
  keep(): void {
    for (const [file, doc] of this.parsed) keep(file, doc);
    this.parsed.clear();
  }
}

function keep(file: string, doc: unknown): void {
  const json = JSON.stringify(doc);
  if (!isDeepStrictEqual(JSON.parse(json), doc)) return;
  const partial = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(partial, json);
    renameSync(partial, file);
  } catch {
    // A cache that cannot be written only costs the next build a parse.
  }
}
