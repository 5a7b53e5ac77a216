// Ranks the sections of a docs package against a question over the site's browser index
// (search/index.json and its shards, lib/search/postings.ts), with the one BM25F both searches
// share: field weights and length normalization are applied at build time, a word that a
// question term of four letters or more only begins (`paginat` -> `pagination`) counts at a
// discount, and two question terms found side by side ("tax rate") count once more as a pair.
// The index's first `rarity` records are the manual's sections, in the manifest's chunk order;
// the reference's records after them are the browser's alone, so ask keeps the first ones.
//
// A question reads only the shards of its terms and pairs, a few kilobytes, and ranks only the
// postings of the terms that begin with one of them, where scanning every section's text would
// read and lowercase the whole search index first: from a cold start, several times slower.
import type { RankOptions, SearchManifest } from '../../lib/search/index.js';
import type { DocsPackage } from './package-source.js';
import { queryKeys, RANK_OPTIONS, rankPostings, searchTerms, shardsFor, wordsOf } from '../../lib/search/index.js';

export type { RankOptions };
export { RANK_OPTIONS };

export interface Ranked {
  /** Index of the section among the manifest's chunks, in page order and then chunk order. */
  index: number;
  score: number;
}

/**
 * Scores the manual's sections against questions. It takes no ranking options: the index holds
 * frequencies already weighted by RANK_OPTIONS at build time, so other weights here would only
 * half apply.
 */
export class Ranker {
  readonly #index: SearchManifest;
  readonly #postings: DocsPackage['postings'];

  constructor(docs: Pick<DocsPackage, 'search' | 'postings'>) {
    this.#index = docs.search;
    this.#postings = docs.postings;
  }

  /** The sections that share a term with `question`, best first; empty when none does. */
  async rank(question: string): Promise<Ranked[]> {
    const query = [...new Set(searchTerms(wordsOf(question), new Map()))];
    if (query.length === 0) return [];
    const keys = queryKeys(query);
    const shards = await Promise.all(shardsFor(keys, this.#index.shards).map((n) => this.#postings(n, keys)));
    return rankPostings(query, shards, this.#index.rarity).filter((r) => r.index < this.#index.rarity);
  }
}
