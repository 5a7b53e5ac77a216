// The ranking of the site's browser search: MiniSearch (a well-kept BM25 library, about
// 6 kB gzipped) over the same /docs/search.json records that agents read, with the heading
// and title weighted above the text, prefix and light fuzzy matching, and common words left
// out. `npm run eval:site-search` measures it on the questions of `npm run eval:ask`; the
// weights were chosen there from two tries (title 2 and heading 3 with fuzzy 0.2 ranked a
// little worse).

export interface SiteSearchOptions {
  fields: string[];
  storeFields: string[];
  searchOptions: { boost: Record<string, number>; prefix: boolean; fuzzy: number };
  /** Words that never match anything. */
  stopWords: string[];
}

export const SEARCH_OPTIONS: SiteSearchOptions = {
  fields: ['title', 'heading', 'text'],
  storeFields: ['slug', 'title', 'heading', 'anchor'],
  searchOptions: { boost: { title: 1.5, heading: 2 }, prefix: true, fuzzy: 0.1 },
  stopWords: ['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'if', 'in', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'to', 'what', 'when', 'where', 'which', 'why', 'with', 'you'],
};

/** How many results the search list shows. */
export const SEARCH_RESULTS = 8;
