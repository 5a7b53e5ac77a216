// Token counts for a build, from a helper worker that loads the encoding while the build reads
// its inputs and counts while the build renders its pages, on another core. The counts of a
// build are kept on the build's cache (build-cache.ts), by the hash of each text, so that the next
// build counts only texts it has not seen, and starts no worker when it has seen them all.
import path from 'node:path';
import { entryKey, PackShelf, packageVersions } from '../build-cache.js';
import { helperWorker } from '../module-worker.js';
import { TOKENIZER } from './tokens.js';

const counter = helperWorker<string[], number[]>(import.meta.url, 'tokens-worker', 'the worker counting tokens');

let maker: string | undefined;

/** The token counts of one build. */
export class TokenCounter {
  private readonly shelf: PackShelf;

  /**
   * Counts kept on the shelf `tokens/` under `cacheDir` (none when false). When none are kept,
   * the worker starts now, so that its encoding is loaded by the time texts come.
   */
  constructor(cacheDir: string | false) {
    maker ??= `tokens-1 ${TOKENIZER} ${packageVersions(['gpt-tokenizer'])}`;
    this.shelf = new PackShelf(cacheDir && path.join(cacheDir, 'tokens'));
    if (this.shelf.isEmpty()) counter.start();
  }

  /** The token count of each of `texts`, by text. */
  async counts(texts: readonly string[]): Promise<ReadonlyMap<string, number>> {
    const unique = [...new Set(texts)];
    const keys = unique.map((text) => entryKey(maker!, text));
    const counts = new Map<string, number>();
    unique.forEach((text, i) => {
      const kept = this.shelf.get(keys[i]!);
      if (kept) counts.set(text, Number(kept.toString('latin1')));
    });
    const missing = unique.filter((text) => !counts.has(text));
    const fresh = missing.length > 0 ? await counter.ask(missing) : [];
    missing.forEach((text, i) => counts.set(text, fresh[i]!));
    unique.forEach((text, i) => this.shelf.add(keys[i]!, Buffer.from(String(counts.get(text)), 'latin1')));
    return counts;
  }

  /** Keeps the counts this build made, once it has succeeded. */
  keep(): void {
    this.shelf.keep();
  }
}
