// Ranks the sections of a docs package against a question over the site's browser index
// (search/index.json and its shards, lib/search/postings.ts), with the one BM25F both searches
// share: field weights and length normalization are applied at build time, a word that a
// question term of four letters or more only begins (`paginat` -> `pagination`) counts at a
// discount, and two question terms found side by side ("tax rate") count once more as a pair.
// The index's first `rarity` records are the manual's sections, in the manifest's chunk order;
// the reference's records after them are the browser's alone, so ask keeps the first ones.
//
// A question reads only the shards of its terms and pairs, a few kilobytes, where scanning every
// section's text would read and lowercase the whole search index first: from a cold start,
// several times slower.
import type { RankOptions, SearchManifest, Shard } from '../../lib/search/index.js';
import { queryKeys, RANK_OPTIONS, rankPostings, searchTerms, shardsFor, wordsOf } from '../../lib/search/index.js';

export type { RankOptions };
export { RANK_OPTIONS };

export interface Ranked {
  /** Index of the section among the manifest's chunks, in page order and then chunk order. */
  index: number;
  score: number;
}

/** Scores the manual's sections against questions, reading each shard once. */
export class Ranker {
  readonly #index: SearchManifest;
  readonly #shard: (n: number) => Promise<Shard>;
  readonly #options: RankOptions;
  readonly #shards = new Map<number, Promise<Shard>>();

  /** `shard(n)` reads search/terms/n.json. */
  constructor(index: SearchManifest, shard: (n: number) => Promise<Shard>, options: RankOptions = RANK_OPTIONS) {
    this.#index = index;
    this.#shard = shard;
    this.#options = options;
  }

  /** The sections that share a term with `question`, best first; empty when none does. */
  async rank(question: string): Promise<Ranked[]> {
    const query = [...new Set(searchTerms(wordsOf(question), new Map()))];
    if (query.length === 0) return [];
    const wanted = shardsFor(queryKeys(query, this.#options), this.#index.shards);
    const shards = await Promise.all(wanted.map((n) => this.#read(n)));
    return rankPostings(query, shards, this.#index.rarity, this.#options).filter((r) => r.index < this.#index.rarity);
  }

  #read(n: number): Promise<Shard> {
    let shard = this.#shards.get(n);
    if (!shard) {
      shard = this.#shard(n);
      this.#shards.set(n, shard);
      // A failed read is not kept, so that the next question tries again.
      shard.catch(() => this.#shards.delete(n));
    }
    return shard;
  }
}
