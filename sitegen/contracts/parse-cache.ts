// Contracts already parsed, kept on the build's cache (build-cache.ts) by the SHA-256 of their
// text: parsing a large YAML contract costs a build more than anything else it reads (the
// invoicing contract's 200 kB take a quarter of a second), and the same text always gives the
// same document. A document that JSON cannot hold exactly (NaN, -0) is never kept, and a cache
// that cannot be read or written is no cache: the text is parsed as if it were not there.
import path from 'node:path';
import { KeptValues, packageVersions } from '../build-cache.js';

export { defaultCacheDir } from '../build-cache.js';

/** What a parse depends on besides the text: the cache's own format (2: the reader's limits, R142) and the YAML parser's version. */
const PARSER = `contracts-2 ${packageVersions(['yaml'])}`;

/**
 * A build's cache of parsed contracts in `dir` (none when false). It reads what earlier builds
 * kept, and keeps what this build parsed only when told to, once the build has succeeded: a
 * failed build writes nothing.
 */
export class ContractCache {
  private readonly kept: KeptValues<unknown>;

  constructor(dir: string | false) {
    this.kept = new KeptValues(dir && path.join(dir, 'contracts'), PARSER);
  }

  /** The document that `text` holds: kept by an earlier build, or what `parse` returns (undefined for a text with problems). */
  document<T>(text: string, parse: () => T | undefined): T | undefined {
    return this.kept.value(text, parse) as T | undefined;
  }

  /** Keeps what this build parsed, for the next build. */
  keep(): void {
    this.kept.keep();
  }
}
