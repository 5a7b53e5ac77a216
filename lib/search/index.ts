// The docs' search, shared by `folio ask` and the site's browser search: one way to turn text
// into terms and one ranking. The only door of this folder.
export { fieldNorms, inverseFrequency, PAIR_GAP, PREFIX_FROM, RANK_FIELDS, RANK_OPTIONS, termMatch, termScore } from './ranking.js';
export type { RankField, RankOptions } from './ranking.js';
export { encodePostings, queryKeys, rankPostings, shardsFor } from './postings.js';
export type { ChunkRecord, SearchManifest, Shard } from './postings.js';
export { isStopWord, pairKey, searchTerm, searchTerms, stem, termCounts, wordsOf } from './terms.js';
