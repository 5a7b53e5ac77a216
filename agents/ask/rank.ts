// Ranks the sections of a docs package against a question with the shared BM25F of
// lib/search (field weights, length normalization, saturation). A word that a question term of
// four letters or more only begins (`paginat` -> `pagination`) counts at a discount, and two
// question terms found side by side ("tax rate") count once more as a pair. The weights were
// tuned on tests/fixtures/ask/questions.json (`npm run eval:ask`); none refers to a page or question.
//
// There is no index to build: each question scans the sections with one regular expression
// that finds only the words that may match, which from a cold start is several times faster
// than splitting every word of every section first.
import type { SearchRecord } from './package-shape.js';
import type { RankField, RankOptions } from '../../lib/search/index.js';
import { fieldNorms, inverseFrequency, isStopWord, PAIR_GAP, RANK_FIELDS, RANK_OPTIONS, searchTerm, searchTerms, termMatch, termScore, wordsOf } from '../../lib/search/index.js';

export type { RankOptions };
export { RANK_OPTIONS };

export interface Ranked {
  /** Index of the record in the search index. */
  index: number;
  score: number;
}

/** One field of every record, lowercased and joined into one text, so that a question scans it in one pass. */
interface FieldText {
  text: string;
  /** Where each record starts in `text`. */
  starts: number[];
  /** Per record: the field's weight over its length normalization. */
  norms: number[];
}

/** Scores the records of a search index against questions. */
export class Ranker {
  readonly #options: RankOptions;
  readonly #count: number;
  readonly #fields: Record<RankField, FieldText>;

  constructor(records: readonly SearchRecord[], options: RankOptions = RANK_OPTIONS) {
    this.#options = options;
    this.#count = records.length;
    const field = (name: RankField): FieldText => {
      const texts = records.map((r) => r[name].toLowerCase());
      const starts: number[] = [];
      let at = 0;
      for (const t of texts) {
        starts.push(at);
        at += t.length + 1;
      }
      return { text: texts.join('\n'), starts, norms: fieldNorms(texts, name, options) };
    };
    this.#fields = Object.fromEntries(RANK_FIELDS.map((name) => [name, field(name)])) as Record<RankField, FieldText>;
  }

  /** The records that share a term with `question`, best first; empty when none does. */
  rank(question: string): Ranked[] {
    const query = [...new Set(searchTerms(wordsOf(question), new Map()))];
    if (query.length === 0) return [];
    const { pairs } = this.#options;
    const matchOf = matcher(query, this.#options);
    const { words, identifiers } = candidates(query);
    // Field-weighted, length-normalized frequency of each question term in each record, then
    // of each pair of neighbouring question terms (item query.length + i for terms i, i + 1).
    const items = pairs > 0 ? 2 * query.length - 1 : query.length;
    const tf = new Float64Array(this.#count * items);
    for (const { text, starts, norms } of Object.values(this.#fields)) {
      let record = -1;
      let next = 0;
      let previous: { match: Float64Array; end: number } | undefined;
      for (const found of text.matchAll(words)) {
        if (found.index >= next) {
          while (found.index >= next) next = starts[++record + 1] ?? Infinity;
          previous = undefined;
        }
        const match = matchOf(found[0]);
        const side = previous !== undefined && pairs > 0 && pairedWith(previous.match, match) && onlyStopWords(text.slice(previous.end, found.index));
        const row = record * items;
        for (let i = 0; i < query.length; i++) {
          if (match[i] === 0) continue;
          tf[row + i] += match[i] * norms[record];
          if (side && i > 0 && previous!.match[i - 1] > 0) tf[row + query.length + i - 1] += Math.min(previous!.match[i - 1], match[i]) * norms[record];
        }
        previous = { match, end: found.index + found[0].length };
      }
      if (identifiers) {
        record = -1;
        next = 0;
        for (const found of text.matchAll(identifiers)) {
          while (found.index >= next) next = starts[++record + 1] ?? Infinity;
          tf[record * items + query.indexOf(found[0])] += norms[record];
        }
      }
    }
    // A pair counts `pairs` times a single term, on top of its two terms.
    const idf: number[] = [];
    for (let i = 0; i < items; i++) {
      let df = 0;
      for (let r = 0; r < this.#count; r++) if (tf[r * items + i] > 0) df++;
      idf.push((i < query.length ? 1 : pairs) * inverseFrequency(this.#count, df));
    }
    const ranked: Ranked[] = [];
    for (let r = 0; r < this.#count; r++) {
      let score = 0;
      for (let i = 0; i < items; i++) {
        const f = tf[r * items + i];
        if (f > 0) score += termScore(idf[i], f, this.#options);
      }
      if (score > 0) ranked.push({ index: r, score });
    }
    return ranked.sort((x, y) => y.score - x.score || x.index - y.index);
  }
}

/** For a word of the text, how much it counts for each question term (0: not at all); remembers every word. */
function matcher(query: readonly string[], options: RankOptions): (word: string) => Float64Array {
  const known = new Map<string, Float64Array>();
  return (word) => {
    let match = known.get(word);
    if (!match) {
      match = new Float64Array(query.length);
      const term = searchTerm(word);
      if (term !== null) {
        for (let i = 0; i < query.length; i++) match[i] = termMatch(term, query[i], options);
      }
      known.set(word, match);
    }
    return match;
  };
}

/**
 * Regular expressions for the words of a text that may match the question: `words` finds
 * every word (letters and digits) that starts like a question term, `identifiers` every
 * whole `snake_case` identifier the question names. A term is a word's stem, and a stem only
 * ever changes the word's last letters, so a word that matches starts with the term's first
 * three letters (two when the stem ends in a `y` that was `ies`). Terms are made of letters,
 * digits and `_` only, so they need no escaping.
 */
function candidates(query: readonly string[]): { words: RegExp; identifiers?: RegExp } {
  const starts = [...new Set(query.filter((q) => !q.includes('_')).map((q) => (q.endsWith('y') ? q.slice(0, -1) : q).slice(0, 3)))];
  const names = query.filter((q) => q.includes('_'));
  return {
    words: new RegExp(`(?<![\\p{L}\\p{N}])(?:${starts.join('|') || '(?!)'})[\\p{L}\\p{N}]*`, 'gu'),
    identifiers: names.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}_])(?:${names.join('|')})(?![\\p{L}\\p{N}_])`, 'gu') : undefined,
  };
}

/** Whether some question term i - 1 in `before` and term i in `after` could form a pair. */
function pairedWith(before: Float64Array, after: Float64Array): boolean {
  for (let i = 1; i < after.length; i++) if (before[i - 1] > 0 && after[i] > 0) return true;
  return false;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Whether `gap`, the text between two words, is short and holds no word that counts. */
function onlyStopWords(gap: string): boolean {
  if (gap.length > PAIR_GAP) return false;
  WORD.lastIndex = 0;
  for (let found = WORD.exec(gap); found; found = WORD.exec(gap)) if (!isStopWord(found[0])) return false;
  return true;
}
