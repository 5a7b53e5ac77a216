// The ranking both docs searches share (`folio ask` and the site's browser search read the index
// built with it, postings.ts): BM25F (Robertson and Zaragoza), where a term's occurrences in the
// page title, the section heading and the section text are weighted, normalized by the field's
// length, summed, and then saturated once, so a heading match outweighs a passing mention.
// The weights were tuned on tests/fixtures/ask/questions.json (`npm run eval:ask`).

export interface RankOptions {
  /** Weight of an occurrence in each field, against 1 for the text. */
  weights: Record<RankField, number>;
  /** BM25's term-frequency saturation. */
  k1: number;
  /** BM25's length normalization per field, from 0 (none) to 1 (full); lengths are in characters. */
  b: Record<RankField, number>;
  /** Weight of a word that a question term only begins, against 1 for the term itself; 0 turns prefixes off. */
  prefix: number;
  /** Weight of two neighbouring question terms found side by side (at most a few stop words apart), against 1 for a single term; 0 turns pairs off. */
  pairs: number;
}

export type RankField = 'title' | 'heading' | 'text';

export const RANK_FIELDS: readonly RankField[] = ['title', 'heading', 'text'];

export const RANK_OPTIONS: RankOptions = {
  weights: { title: 2, heading: 3, text: 1 },
  k1: 1.6,
  b: { title: 0.3, heading: 0.3, text: 0.5 },
  prefix: 0.4,
  pairs: 0.25,
};

/** Two words are side by side when at most this many characters of stop words and punctuation lie between them. */
export const PAIR_GAP = 24;

/** Question terms shorter than this match whole words only, never as a prefix. */
export const PREFIX_FROM = 4;

/**
 * Per record, what one occurrence in `field` adds to a term's frequency: the field's weight over
 * its length normalization (lengths in characters of the lowercased text, against the average).
 */
export function fieldNorms(texts: readonly string[], field: RankField, options: RankOptions = RANK_OPTIONS): number[] {
  const average = texts.reduce((sum, t) => sum + t.length, 0) / Math.max(1, texts.length) || 1;
  const b = options.b[field];
  return texts.map((t) => options.weights[field] / (1 - b + (b * t.length) / average));
}

/** BM25's inverse document frequency of a term found in `df` of `count` records. */
export function inverseFrequency(count: number, df: number): number {
  return Math.log(1 + (count - df + 0.5) / (df + 0.5));
}

/** What a term of inverse frequency `idf` and weighted frequency `tf` adds to a record's score. */
export function termScore(idf: number, tf: number, options: RankOptions = RANK_OPTIONS): number {
  return (idf * tf) / (options.k1 + tf);
}

/**
 * How much an indexed term counts for a question term: 1 when they are the same, the prefix
 * weight when the question term (four letters or more, not an identifier) only begins it, else 0.
 */
export function termMatch(term: string, question: string, options: RankOptions = RANK_OPTIONS): number {
  if (term === question) return 1;
  if (options.prefix > 0 && question.length >= PREFIX_FROM && !question.includes('_') && !term.includes('_') && term.startsWith(question)) return options.prefix;
  return 0;
}
