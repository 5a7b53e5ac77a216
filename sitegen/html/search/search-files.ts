// The files of the site's browser search (lib/search/postings.ts gives their shape):
// search/index.json, the shards search/terms/N.json and the record chunks search/records/N.json.
// A shard splits by one more letter of its terms until it is under SHARD_BYTES, and a term
// found in more than MAX_POSTINGS records keeps only those where it weighs most (with its true
// count, so its rarity is still right): a query at 10,000 pages then fetches a few tens of
// kilobytes whatever it asks (`npm run measure:search`).
import type { ChunkRecord, RankField, SearchManifest, Shard } from '../../../lib/search/index.js';
import { encodePostings, fieldNorms, PAIR_GAP, RANK_FIELDS, termCounts } from '../../../lib/search/index.js';
import { helperWorker } from '../../module-worker.js';
import type { BrowserRecord } from './search-records.js';

/** Raised when the shape of the files changes. */
export const BROWSER_INDEX_VERSION = 1;
/** A shard larger than this splits by the next letter of its terms (when they have one). */
export const SHARD_BYTES = 16_000;
/** The most postings a term keeps. */
export const MAX_POSTINGS = 1_500;
/** Records per chunk file. */
export const CHUNK_RECORDS = 8;
/** The most characters of a record's text kept for its excerpt. */
export const EXCERPT_CHARS = 800;

export const SEARCH_MANIFEST = 'search/index.json';

/**
 * What an occurrence in a reference record counts against one in a manual section: enough that
 * an operation's page comes before a manual section named after it (`createInvoice`), not so
 * much that it outranks the manual on questions in words. Chosen on `npm run eval:site-search`
 * (1 and 1.5 rank the questions alike; 2 loses hit@1).
 */
export const REFERENCE_WEIGHT = 1.5;

const searcher = helperWorker<readonly BrowserRecord[], Map<string, string>>(import.meta.url, 'search-worker', 'the worker indexing the search');

/** What searchFiles gives, worked out on another core (search-worker.ts). */
export function searchFilesElsewhere(records: readonly BrowserRecord[]): Promise<Map<string, string>> {
  return searcher.ask(records);
}

/** Package path -> body of each file of the browser search over `records`. */
export function searchFiles(records: readonly BrowserRecord[]): Map<string, string> {
  // A term's rarity is measured over the manual's sections, which come first.
  const rarity = records.filter((r) => r.kind === 'manual').length;
  if (records.slice(0, rarity).some((r) => r.kind !== 'manual')) throw new Error('the browser search wants the manual\'s records before the reference\'s');
  const postings = new Map<string, Map<number, number>>();
  for (const field of RANK_FIELDS) {
    const texts = records.map((r) => r[field].toLowerCase());
    const norms = groupNorms(records, texts, field);
    texts.forEach((text, id) => {
      for (const [term, count] of termCounts(text, PAIR_GAP)) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = new Map()));
        list.set(id, (list.get(id) ?? 0) + count * norms[id] * (records[id].kind === 'reference' ? REFERENCE_WEIGHT : 1));
      }
    });
  }
  const encoded = new Map<string, number[]>();
  for (const [term, byId] of postings) {
    const list = [...byId].sort((a, b) => a[0] - b[0]);
    const kept = list.length <= MAX_POSTINGS ? list : [...list].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, MAX_POSTINGS).sort((a, b) => a[0] - b[0]);
    encoded.set(term, encodePostings(list.filter(([id]) => id < rarity).length, kept));
  }
  const shards = split([...encoded.keys()].sort(), '', encoded, new Map());
  const files = new Map<string, string>();
  const manifest: SearchManifest = { version: BROWSER_INDEX_VERSION, records: records.length, rarity, chunk: CHUNK_RECORDS, shards: shards.map((s) => s.key) };
  files.set(SEARCH_MANIFEST, `${JSON.stringify(manifest)}\n`);
  shards.forEach((shard, i) => files.set(`search/terms/${i}.json`, `${JSON.stringify(shard.terms)}\n`));
  for (let start = 0; start < records.length; start += CHUNK_RECORDS) {
    const chunk = records.slice(start, start + CHUNK_RECORDS).map((r): ChunkRecord => [r.file, r.anchor, r.title, r.heading, r.text.slice(0, EXCERPT_CHARS)]);
    files.set(`search/records/${start / CHUNK_RECORDS}.json`, `${JSON.stringify(chunk)}\n`);
  }
  return files;
}

/**
 * Each record's norm in `field`, against the average length of its own kind: a manual section
 * is measured against the manual's sections, a reference record against the reference's, so
 * that adding the short reference records does not change how the manual ranks.
 */
function groupNorms(records: readonly BrowserRecord[], texts: readonly string[], field: RankField): number[] {
  const norms: number[] = new Array(records.length);
  for (const kind of ['manual', 'reference'] as const) {
    const ids = records.flatMap((r, id) => (r.kind === kind ? [id] : []));
    const own = fieldNorms(ids.map((id) => texts[id]), field);
    ids.forEach((id, i) => (norms[id] = own[i]));
  }
  return norms;
}

/**
 * Shards of the sorted `terms`, which all start with `key`: one, or split by the letter after
 * `key`. `entryChars` keeps the length of each term's `"term":[...]` in a shard's JSON.
 */
function split(terms: readonly string[], key: string, encoded: ReadonlyMap<string, number[]>, entryChars: Map<string, number>): Array<{ key: string; terms: Shard }> {
  if (jsonLength(terms, encoded, entryChars) <= SHARD_BYTES || terms.every((t) => t.length <= key.length)) return [{ key, terms: shardOf(terms, encoded) }];
  const own: string[] = [];
  const byNext = new Map<string, string[]>();
  for (const term of terms) {
    if (term.length === key.length) own.push(term);
    else {
      const next = term.slice(0, key.length + 1);
      const group = byNext.get(next);
      if (group) group.push(term);
      else byNext.set(next, [term]);
    }
  }
  const out = own.some((term) => term !== PROTO) ? [{ key, terms: shardOf(own, encoded) }] : [];
  for (const [next, group] of byNext) out.push(...split(group, next, encoded, entryChars));
  return out;
}

/** The one term that setting on a plain object does not add to it: the object takes its value as its prototype. */
const PROTO = '__proto__';

function shardOf(terms: readonly string[], encoded: ReadonlyMap<string, number[]>): Shard {
  const shard: Shard = {};
  for (const term of terms) shard[term] = encoded.get(term)!;
  return shard;
}

/** The length of shardOf(terms) as JSON, from the length of each entry, worked out once for all the shards a term is weighed in. */
function jsonLength(terms: readonly string[], encoded: ReadonlyMap<string, number[]>, entryChars: Map<string, number>): number {
  let length = 1;
  for (const term of terms) {
    if (term === PROTO) continue;
    let chars = entryChars.get(term);
    if (chars === undefined) entryChars.set(term, (chars = JSON.stringify(term).length + 1 + JSON.stringify(encoded.get(term)).length));
    length += chars + 1;
  }
  return Math.max(length, 2);
}
