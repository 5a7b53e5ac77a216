// How the docs' searches (`folio ask` and the site's browser search) turn text into search
// terms, the same way for the sections and for the question: words in lowercase (an
// identifier such as `has_more` both whole and in parts), common English function words dropped, and a light suffix stripper so that "revoke",
// "revoked" and "revoking" meet on one term.

/** Words that carry no meaning of their own in a question ("how do I ...?"). */
const STOP_WORDS = new Set([
  'a', 'about', 'after', 'all', 'also', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been', 'before', 'being',
  'both', 'but', 'by', 'can', 'could', 'did', 'do', 'does', 'doing', 'during', 'each', 'else', 'for', 'from',
  'get', 'gets', 'got', 'had', 'has', 'have', 'having', 'he', 'her', 'here', 'him', 'his', 'how', 'i', 'if', 'in',
  'into', 'is', 'it', 'its', 'just', 'me', 'might', 'more', 'most', 'must', 'my', 'of', 'on', 'once', 'one', 'only',
  'or', 'other', 'our', 'out', 'over', 'own', 'same', 'shall', 'she', 'should', 'so', 'some', 'such', 'than',
  'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'through', 'to', 'too',
  'under', 'until', 'up', 'us', 'use', 'very', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'while',
  'who', 'whom', 'why', 'will', 'with', 'would', 'you', 'your', 'yours',
]);

/** The lowercase words of `text`; `snake_case` identifiers come whole and then word by word. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const [word] of text.toLowerCase().matchAll(/[\p{L}\p{N}_]+/gu)) {
    if (!word.includes('_')) words.push(word);
    else {
      const parts = word.split('_').filter(Boolean);
      if (parts.length > 1) words.push(parts.join('_'));
      words.push(...parts);
    }
  }
  return words;
}

/** The search terms of `words`, in order, leaving out stop words; `cache` remembers each word's term. */
export function searchTerms(words: readonly string[], cache: Map<string, string | null>): string[] {
  const terms: string[] = [];
  for (const word of words) {
    let term = cache.get(word);
    if (term === undefined) cache.set(word, (term = searchTerm(word)));
    if (term !== null) terms.push(term);
  }
  return terms;
}

/** Whether a lowercase word is left out of searches: a single letter or a stop word. */
export function isStopWord(word: string): boolean {
  return word.length < 2 || STOP_WORDS.has(word);
}

/** The search term for one lowercase word, or null for a word that is left out. Identifiers are kept as written. */
export function searchTerm(word: string): string | null {
  if (isStopWord(word)) return null;
  return word.includes('_') ? word : stem(word);
}

/**
 * Strips common inflections (plural -s/-es/-ies, -ed, -ing) and a final -e, in the manner of
 * the first step of Porter's stemmer. It over-strips rarely, and always the same way for the
 * index and the question, which is what matching needs.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  const inflected = /^(.*[aeiouy].*?)(?:ed|ing)$/.exec(w);
  if (inflected && inflected[1].length >= 3) w = inflected[1].replace(/([^aeiouylsz])\1$/, '$1');
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** Whole `snake_case` identifiers and single words, as the ranking counts them in a field. */
const TOKEN = /[\p{L}\p{N}_]+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** The key under which an index counts two terms found side by side; it starts with a space, which no term does. */
export function pairKey(first: string, second: string): string {
  return ` ${first} ${second}`;
}

/**
 * How often each search term occurs in `text`: every word of letters and digits by its term
 * (the parts of `has_more` as words), and every whole `snake_case` identifier as written, which
 * is what a question term is matched against. With `pairGap`, also every two terms side by side
 * (at most `pairGap` characters of stop words and punctuation apart), under `pairKey`.
 */
export function termCounts(text: string, pairGap = 0): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (term: string | null): void => {
    if (term !== null) counts.set(term, (counts.get(term) ?? 0) + 1);
  };
  for (const [token] of text.toLowerCase().matchAll(TOKEN)) {
    if (!token.includes('_')) add(searchTerm(token));
    else {
      const parts = token.split('_').filter(Boolean);
      if (parts.length > 1) add(parts.join('_'));
      for (const part of parts) add(searchTerm(part));
    }
  }
  if (pairGap > 0) {
    let previous: { term: string; end: number } | undefined;
    for (const found of text.toLowerCase().matchAll(WORD)) {
      const term = searchTerm(found[0]);
      if (term === null) continue;
      if (previous && found.index - previous.end <= pairGap) add(pairKey(previous.term, term));
      previous = { term, end: found.index + found[0].length };
    }
  }
  return counts;
}
