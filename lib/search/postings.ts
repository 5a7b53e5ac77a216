// The split index of the site's browser search, as Pagefind splits its own: a small manifest
// naming the shards, shards of postings keyed by the first letters of their terms (a shard
// splits until it is small, so a query fetches only the few it needs), and records in chunks
// fetched only for the results shown. Ranking over the postings is the BM25F of ranking.ts,
// with the field weights and length normalization already applied at build time. Two terms side
// by side are indexed as one more key (terms.ts's pairKey), so that a query's neighbouring terms
// count once more as a pair, as in `folio ask`; only a pair's exact terms count, not prefixes.

import type { RankOptions } from './ranking.js';
import { inverseFrequency, RANK_OPTIONS, termMatch, termScore } from './ranking.js';
import { pairKey } from './terms.js';

/** search/index.json. */
export interface SearchManifest {
  version: number;
  /** How many records the index holds. */
  records: number;
  /** How many of the first records measure a term's rarity (the manual's sections; the reference's records follow them). */
  rarity: number;
  /** Records per file of search/records/. */
  chunk: number;
  /** Shard i (search/terms/i.json) holds the terms that start with shards[i] and with no longer key. */
  shards: string[];
}

/**
 * A shard: term -> [df, then per posting the record's id (as the gap from the previous one)
 * and the term's weighted frequency in hundredths]. df counts the records that measure rarity
 * (SearchManifest.rarity) holding the term, listed or not: a term in very many records lists
 * only those where it weighs most.
 */
export type Shard = Record<string, number[]>;

/** A record of search/records/N.json: package path, fragment, page title, heading and text. */
export type ChunkRecord = [file: string, anchor: string, title: string, heading: string, text: string];

/** Frequencies are stored in hundredths. */
const SCALE = 100;

/** A term's postings, sorted by record id, in the shard's form. */
export function encodePostings(df: number, postings: ReadonlyArray<readonly [id: number, tf: number]>): number[] {
  const out = [df];
  let previous = 0;
  for (const [id, tf] of postings) {
    out.push(id - previous, Math.max(1, Math.round(tf * SCALE)));
    previous = id;
  }
  return out;
}

/** The shards (indexes into `keys`) that may hold terms matching `terms`: each term's own, and for a prefix every longer key it begins. */
export function shardsFor(terms: readonly string[], keys: readonly string[]): number[] {
  const wanted = new Set<number>();
  for (const term of terms) {
    let own = -1;
    keys.forEach((key, i) => {
      if (term.startsWith(key) && (own < 0 || key.length > keys[own].length)) own = i;
      if (key.length > term.length && key.startsWith(term) && termMatch(key, term) > 0) wanted.add(i);
    });
    if (own >= 0) wanted.add(own);
  }
  return [...wanted].sort((a, b) => a - b);
}

/** The keys to look up for `query` (search terms, each once): the terms, then each pair of neighbours. */
export function queryKeys(query: readonly string[], options: RankOptions = RANK_OPTIONS): string[] {
  return [...query, ...(options.pairs > 0 ? query.slice(1).map((term, i) => pairKey(query[i], term)) : [])];
}

/** The records matching `query` (search terms), best first, from the shards that `shardsFor` named for its `queryKeys`. */
export function rankPostings(query: readonly string[], shards: readonly Shard[], rarity: number, options: RankOptions = RANK_OPTIONS): Array<{ index: number; score: number }> {
  const scores = new Map<number, number>();
  for (const question of queryKeys(query, options)) {
    const pair = question.startsWith(' ');
    const tf = new Map<number, number>();
    let known = 0;
    for (const shard of shards) {
      for (const term in shard) {
        const weight = termMatch(term, question, options);
        if (weight === 0) continue;
        const list = shard[term];
        known = Math.max(known, list[0]);
        let id = 0;
        for (let i = 1; i < list.length; i += 2) {
          id += list[i];
          tf.set(id, (tf.get(id) ?? 0) + (weight * list[i + 1]) / SCALE);
        }
      }
    }
    let df = 0;
    for (const id of tf.keys()) if (id < rarity) df++;
    const idf = (pair ? options.pairs : 1) * inverseFrequency(rarity, Math.max(df, known));
    for (const [id, f] of tf) scores.set(id, (scores.get(id) ?? 0) + termScore(idf, f, options));
  }
  return [...scores].map(([index, score]) => ({ index, score })).sort((x, y) => y.score - x.score || x.index - y.index);
}
